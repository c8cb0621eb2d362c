// An in-process stand-in for the GameHost, over the real engine, for the renderer's store tests:
// it answers the protocol's requests and pushes `game:changed` after every accepted action. Bots
// do not play by themselves: tests act for every seat through `hostAct`, so each step is explicit.
import { applyAction, decider, eventsFor, legalActions, newGame, observe, attackOdds, type Action, type GameEvent, type GameState, type Viewer } from '../../../src/shared/engine';
import {
  DEFAULT_SETTINGS,
  type LogEntry,
  type MenuState,
  type Push,
  type Reply,
  type RequestKind,
  type RequestParams,
  type RequestResult,
  type SeatInfo,
  type Settings,
  type TableView,
} from '../../../src/shared/protocol/messages';
import { compactLegal } from '../../../src/shared/protocol/compact-legal';
import type { ClientConnection, ConnectionState } from '../../../src/renderer/src/transport/connection';
import type { GroupId } from '../../../src/shared/cards';

export class FakeHost implements ClientConnection {
  state: ConnectionState = 'open';
  closesWindow = false;
  game: { id: string; state: GameState; events: GameEvent[]; seats: SeatInfo[] } | null = null;
  settings: Settings = { ...DEFAULT_SETTINGS };
  requests: { kind: RequestKind; params: unknown }[] = [];
  private pushes = new Set<(p: Push) => void>();
  private states = new Set<(s: ConnectionState) => void>();
  private count = 0;
  private rev = 0;
  /** Requests of these kinds are refused with this text (to test error handling). */
  refuse = new Map<RequestKind, string>();

  onPush(l: (p: Push) => void) {
    this.pushes.add(l);
    return () => this.pushes.delete(l);
  }
  onState(l: (s: ConnectionState) => void) {
    this.states.add(l);
    return () => this.states.delete(l);
  }
  close() {}
  setState(s: ConnectionState) {
    this.state = s;
    this.states.forEach((l) => l(s));
  }
  push(p: Push) {
    this.pushes.forEach((l) => l(p));
  }

  /** Plays an action for any seat (a bot, or a human at another screen) and pushes the change. */
  hostAct(seat: number, action: Action): void {
    const g = this.game!;
    const r = applyAction(g.state, seat, action);
    if (!r.ok) throw new Error(r.reason);
    g.state = r.state;
    g.events.push(...r.events);
    this.changed();
  }

  changed() {
    const g = this.game!;
    // No patch: the stand-in host never keeps a client's view, so the store pulls every change.
    this.push({ type: 'game:changed', gameId: g.id, seq: g.state.seq, deciding: decider(g.state), over: !!g.state.outcome, rev: ++this.rev });
  }

  private view(viewer: Viewer, since: number): TableView {
    const g = this.game!;
    const s = g.state;
    const log: LogEntry[] = [];
    g.events.forEach((event, index) => {
      if (index >= since && eventsFor([event], viewer).length) log.push({ index, event });
    });
    return {
      gameId: g.id,
      seq: s.seq,
      viewer,
      observation: observe(s, viewer),
      seats: g.seats,
      deciding: decider(s),
      legal: compactLegal(typeof viewer === 'number' && decider(s).includes(viewer) ? legalActions(s, viewer) : []),
      standings: s.players.map((p) => ({ seat: p.seat, groups: p.groups.length, income: 0, basic: { have: p.groups.length + 1, need: s.basicGoal, text: '' }, special: null })),
      log,
      logFrom: since,
      rev: this.rev,
      canUndo: false,
      outcome: s.outcome,
      stats: null,
    };
  }

  async request<K extends RequestKind>(kind: K, params: RequestParams<K>): Promise<Reply<RequestResult<K>>> {
    this.requests.push({ kind, params });
    await Promise.resolve();
    const refused = this.refuse.get(kind);
    if (refused) return { ok: false, error: refused };
    const ok = (value: unknown) => ({ ok: true, value }) as Reply<RequestResult<K>>;
    const fail = (error: string) => ({ ok: false, error }) as Reply<RequestResult<K>>;
    const p = params as Record<string, unknown>;
    switch (kind) {
      case 'menu:state':
        return ok({ canContinue: false, gameOpen: !!this.game, saves: [], settings: this.settings, version: 'test' } satisfies MenuState);
      case 'settings:set':
        this.settings = { ...this.settings, ...(p.settings as Partial<Settings>) };
        return ok(this.settings);
      case 'game:new': {
        const setup = p.setup as { config: { players: number; names?: string[] }; seats: SeatInfo['controller'][]; seed?: string };
        const id = `g${++this.count}`;
        const ng = newGame(setup.config, setup.seed ?? id);
        const seats = setup.seats.map((controller, seat) => ({ seat, name: setup.config.names?.[seat] ?? `P${seat}`, controller, connected: true }));
        this.game = { id, state: ng.state, events: [...ng.events], seats };
        return ok({ gameId: id });
      }
      case 'game:view':
        if (!this.game) return fail('No game is open.');
        return ok(this.view(p.viewer as Viewer, p.since as number));
      case 'game:act': {
        const g = this.game;
        if (!g) return fail('No game is open.');
        if (p.seq !== g.state.seq) return fail('The table changed meanwhile; look again.');
        const seat = p.seat as number;
        if (g.seats[seat]?.controller.kind !== 'human') return fail('That seat is not yours.');
        const r = applyAction(g.state, seat, p.action as Action);
        if (!r.ok) return fail(r.reason);
        g.state = r.state;
        g.events.push(...r.events);
        queueMicrotask(() => this.changed());
        return ok({ seq: g.state.seq });
      }
      case 'game:odds': {
        const q = p.query as { attacker: string; target: GroupId; kind: 'control'; aiders: string[]; money?: number };
        const seat = typeof p.viewer === 'number' ? p.viewer : 0;
        const o = attackOdds(this.game!.state, { seat, ...q });
        return ok({ needed: o.needed, chance: o.chance, breakdown: o.breakdown });
      }
      case 'game:export':
        return ok({ fileName: 'illuminati-test.json', text: '{"format":"illuminati-host-save"}' });
      case 'game:close': {
        const id = this.game?.id;
        this.game = null;
        if (id) queueMicrotask(() => this.push({ type: 'game:closed', gameId: id }));
        return ok({});
      }
      default:
        return fail(`not supported by the fake host: ${kind}`);
    }
  }
}

/** Waits until pending promise chains (requests, pushes, syncs) have settled. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 20; i++) await new Promise((r) => setTimeout(r, 0));
}
