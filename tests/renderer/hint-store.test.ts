// The hint on screen (issue 20, stores/hint.ts): asked for the viewer's seat at the current move,
// shown while the table stays there, gone (and a late answer dropped) once the game moves on, and
// a LAN host's refusal (code hint.off) rests the button until the next move, in the client's language.
import { createPinia, setActivePinia } from 'pinia';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { decider, legalActions, type Action } from '../../src/shared/engine';
import type { Hint } from '../../src/shared/protocol/hint';
import type { Reply, RequestKind, RequestParams, RequestResult, SeatController } from '../../src/shared/protocol/messages';
import { setLanguage } from '../../src/renderer/src/i18n';
import { useHintStore } from '../../src/renderer/src/stores/hint';
import { useSessionStore } from '../../src/renderer/src/stores/session';
import { useTableStore } from '../../src/renderer/src/stores/table';
import { FakeHost, settle } from './support/fake-host';

/** The fake host with game:hint: an attack of the seat's (or a refusal), answered when `release` is called. */
class HintHost extends FakeHost {
  refusal: Reply<Hint> | null = null;
  private held: (() => void)[] = [];
  release() {
    for (const f of this.held.splice(0)) f();
  }
  override async request<K extends RequestKind>(kind: K, params: RequestParams<K>): Promise<Reply<RequestResult<K>>> {
    if (kind !== 'game:hint') return super.request(kind, params);
    this.requests.push({ kind, params });
    const p = params as RequestParams<'game:hint'>;
    // Worked out at the move it was asked at, answered later.
    const s = this.game!.state;
    const a = legalActions(s, p.seat).find((l) => l.type === 'attack')!;
    if (a.type !== 'attack') throw new Error('no attack');
    const action: Action = { type: 'attack', attacker: a.attacker, target: a.target, kind: 'control', aiders: [], privilege: null };
    const hint: Hint = { seq: p.seq, seat: p.seat, action, reasons: [{ kind: 'odds', needed: 7, chance: 21 / 36 }] };
    await new Promise<void>((r) => this.held.push(r));
    if (this.refusal) return this.refusal as Reply<RequestResult<K>>;
    return { ok: true, value: hint } as Reply<RequestResult<K>>;
  }
}

const H: SeatController = { kind: 'human' };
const B: SeatController = { kind: 'bot', level: 'medium', personality: 'balanced' };
let host: HintHost;

beforeEach(async () => {
  setActivePinia(createPinia());
  host = new HintHost();
  await useSessionStore().start(host);
});
afterEach(() => setLanguage('en'));

/** A game where the human (seat 0 or whoever starts) is on turn. */
async function onTurn(): Promise<number> {
  const s = useSessionStore();
  await s.newGame({ config: { players: 3, names: ['Ada', 'Bob', 'Cy'], elimination: false, illuminati: ['bavarian-illuminati', 'network', 'gnomes-of-zurich'] }, seats: [H, B, B], seed: 'hint-store' });
  await settle();
  let guard = 0;
  while (decider(host.game!.state)[0] !== 0 && guard++ < 50) {
    const seat = decider(host.game!.state)[0];
    const legal = legalActions(host.game!.state, seat);
    host.hostAct(seat, (legal.find((l) => l.type === 'endTurn' || l.type === 'pass') ?? legal[0]) as Action);
    await settle();
  }
  expect(useTableStore().isDeciding).toBe(true);
  return 0;
}

describe('the hint store', () => {
  it('thinks, then shows the hint for the move it was asked at, with its cards to highlight', async () => {
    await onTurn();
    const hints = useHintStore();
    const asked = hints.ask();
    await settle();
    expect(hints.waiting).toBe(true);
    expect(hints.current).toBe(null);
    host.release();
    await asked;
    expect(hints.waiting).toBe(false);
    const h = hints.current!;
    expect(h.action.type).toBe('attack');
    if (h.action.type !== 'attack') return;
    expect(hints.cards).toEqual([h.action.attacker, h.action.target]);
    expect(host.requests.filter((r) => r.kind === 'game:hint').map((r) => r.params)).toEqual([{ seat: 0, seq: useTableStore().view!.seq }]);
  });

  it('a hint disappears once the game moves on, and an answer that comes late is dropped', async () => {
    await onTurn();
    const hints = useHintStore();
    let asked = hints.ask();
    await settle();
    host.release();
    await asked;
    expect(hints.current).not.toBe(null);
    // The human ends the turn: the table is at another move, the hint is stale.
    expect(await useTableStore().act({ type: 'endTurn' })).toBe(true);
    await settle();
    expect(hints.current).toBe(null);
    expect(hints.cards).toEqual([]);
    // In a new game, asked again, and the table moves before the answer comes.
    await onTurn();
    asked = hints.ask();
    await settle();
    expect(await useTableStore().act({ type: 'endTurn' })).toBe(true);
    await settle();
    host.release();
    await asked;
    expect(hints.current).toBe(null);
    expect(hints.waiting).toBe(false);
  });

  it('a host that does not allow hints: the refusal in the language on screen, the button off until the next move', async () => {
    await onTurn();
    setLanguage('de');
    host.refusal = { ok: false, error: 'The host does not allow hints in this game.', code: 'hint.off' };
    const hints = useHintStore();
    const asked = hints.ask();
    await settle();
    host.release();
    await asked;
    expect(hints.problem).toBe('Der Host erlaubt in diesem Spiel keine Tipps.');
    expect(hints.off).toBe(true);
    expect(hints.current).toBe(null);
    // The next move: the host may allow hints by now.
    expect(await useTableStore().act({ type: 'endTurn' })).toBe(true);
    await settle();
    expect(hints.off).toBe(false);
    expect(hints.problem).toBe(null);
  });
});
