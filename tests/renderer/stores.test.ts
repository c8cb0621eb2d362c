// The Pinia stores' update logic against an in-process host over the real engine (support/
// fake-host.ts): opening a game, pulling views with `since`, the hot-seat curtain, refused
// requests, dice, pushes for closing, notices and reconnection.
import { createPinia, setActivePinia } from 'pinia';
import { beforeEach, describe, expect, it } from 'vitest';
import { decider, legalActions, randomAction, type Action } from '../../src/shared/engine';
import { seedState } from '../../src/shared/engine/rng';
import type { NewGameSetup, SeatController } from '../../src/shared/protocol/messages';
import { useSessionStore, setWindowCloser } from '../../src/renderer/src/stores/session';
import { useStopForStore } from '../../src/renderer/src/stores/stop-for';
import { useTableStore } from '../../src/renderer/src/stores/table';
import { useUiStore } from '../../src/renderer/src/stores/ui';
import { FakeHost, settle } from './support/fake-host';

const H: SeatController = { kind: 'human' };
const B: SeatController = { kind: 'bot', level: 'medium', personality: 'balanced' };

function setup(seats: SeatController[], seed = 'store-1'): NewGameSetup {
  // No elimination: the tests end turns without building anything.
  return { config: { players: seats.length, names: seats.map((_, i) => `P${i}`), elimination: false }, seats, seed };
}

/** A simple legal move for whoever decides: end the turn when possible, else pass, else anything concrete. */
function simpleMove(host: FakeHost, seat: number): Action {
  const legal = legalActions(host.game!.state, seat);
  const pick = (t: string) => legal.find((l) => l.type === t) as Action | undefined;
  const goal = legal.find((l) => l.type === 'chooseGoal');
  if (goal && goal.type === 'chooseGoal') return { type: 'chooseGoal', goal: goal.goals[0] };
  const tax = legal.find((l) => l.type === 'tax');
  if (tax) return { type: 'tax', excuse: [] };
  const any = pick('endTurn') ?? pick('pass');
  if (any) return any;
  if (!legal.some((l) => l.type !== 'leave')) throw new Error(`seat ${seat} has nothing to do: ${JSON.stringify(legal)} ${JSON.stringify(host.game!.state.pending)} ${JSON.stringify(host.game!.state.outcome)}`);
  return randomAction(host.game!.state, seat, RNG, legal);
}

const RNG = seedState('stores');
let host: FakeHost;
beforeEach(async () => {
  setActivePinia(createPinia());
  host = new FakeHost();
  await useSessionStore().start(host);
});

describe('session store', () => {
  it('reads the menu state and settings from the host at start', () => {
    const s = useSessionStore();
    expect(s.menu?.version).toBe('test');
    expect(s.screen).toBe('menu');
    expect(s.connection).toBe('open');
  });

  it('a new game opens the table with the human seat view and its log', async () => {
    const s = useSessionStore();
    expect(await s.newGame(setup([B, H, B, B]))).toBe(true);
    const t = useTableStore();
    expect(s.screen).toBe('table');
    expect(t.viewer).toBe(1);
    expect(t.curtain).toBe(null);
    expect(t.view?.viewer).toBe(1);
    expect(t.view?.observation.players[1].hand).not.toBe(null);
    expect(t.log.length).toBeGreaterThan(0);
    expect(t.log[0].event.type).toBeTypeOf('string');
  });

  it('a refused request leaves its text and changes nothing', async () => {
    const s = useSessionStore();
    host.refuse.set('game:new', 'The host is busy.');
    expect(await s.newGame(setup([H, B]))).toBe(false);
    expect(s.error).toBe('The host is busy.');
    expect(s.screen).toBe('menu');
    expect(s.gameId).toBe(null);
    host.refuse.set('settings:set', 'UI scale must be from 0.75 to 2.');
    expect(await s.setSettings({ uiScale: 9 })).toBe(false);
    expect(s.settings.uiScale).toBe(1);
    expect(s.error).toBe('UI scale must be from 0.75 to 2.');
    host.refuse.clear();
    expect(await s.setSettings({ botSpeed: 'instant' })).toBe(true);
    expect(s.settings.botSpeed).toBe('instant');
  });

  it('closing the game from the host side returns to the menu with a notice', async () => {
    const s = useSessionStore();
    await s.newGame(setup([H, B]));
    host.push({ type: 'game:closed', gameId: s.gameId! });
    await settle();
    expect(s.screen).toBe('menu');
    expect(s.gameId).toBe(null);
    expect(useTableStore().view).toBe(null);
    expect(s.notices.map((n) => n.text)).toContain('The game was closed by the host.');
  });

  it('quit closes the game in a browser and the window on the desktop', async () => {
    const s = useSessionStore();
    await s.newGame(setup([H, B]));
    await s.quit();
    await settle();
    expect(s.screen).toBe('menu');
    expect(s.notices).toEqual([]); // our own close needs no notice
    let closed = 0;
    setWindowCloser(() => closed++);
    s.closesWindow = true;
    await s.quit();
    expect(closed).toBe(1);
  });

  it('after a host restart without the game open, the menu comes back with a word about Continue', async () => {
    const s = useSessionStore();
    await s.newGame(setup([H, B]));
    host.setState('reconnecting');
    host.game = null;
    host.setState('open');
    await settle();
    expect(s.screen).toBe('menu');
    expect(s.gameId).toBe(null);
    expect(s.notices.map((n) => n.text).join(' ')).toMatch(/restarted/);
  });

  it('the end screen comes up when the game ends, and a finished game opens on it', async () => {
    const s = useSessionStore();
    await s.newGame(setup([H, B]));
    // Once no window is open, the bot leaves: the human is the last player standing.
    while (host.game!.state.pending) {
      const seat = decider(host.game!.state)[0];
      host.hostAct(seat, simpleMove(host, seat));
    }
    host.hostAct(1, { type: 'leave' });
    await settle();
    expect(useTableStore().view?.outcome?.winners).toEqual([0]);
    expect(s.screen).toBe('end');
    s.go('table');
    expect(s.screen).toBe('table');
  });

  it('host notices are listed for the player to read', () => {
    host.push({ type: 'host:notice', level: 'warning', text: 'A bot failed and was replaced.' });
    expect(useSessionStore().notices[0]).toMatchObject({ level: 'warning', text: 'A bot failed and was replaced.' });
  });

  it('disk trouble (issue 23): host:disk sets and clears the warning; the game can be exported to save it elsewhere', async () => {
    const s = useSessionStore();
    await s.newGame(setup([H, B]));
    host.push({ type: 'host:disk', text: 'The game could not be saved: the disk is full.' });
    expect(s.disk).toBe('The game could not be saved: the disk is full.');
    expect(await s.exportGame()).toEqual({ fileName: 'illuminati-test.json', text: '{"format":"illuminati-host-save"}' });
    host.push({ type: 'host:disk', text: null });
    expect(s.disk).toBeNull();
    // A refused export leaves its reason where the warning shows it.
    host.refuse.set('game:export', 'No game is open, so there is nothing to save.');
    expect(await s.exportGame()).toBeNull();
    expect(s.error).toBe('No game is open, so there is nothing to save.');
  });

  it('after a reconnection the table pulls its view again', async () => {
    const s = useSessionStore();
    await s.newGame(setup([H, B]));
    const before = host.requests.filter((r) => r.kind === 'game:view').length;
    host.setState('reconnecting');
    expect(s.connection).toBe('reconnecting');
    host.setState('open');
    await settle();
    expect(host.requests.filter((r) => r.kind === 'game:view').length).toBeGreaterThan(before);
  });
});

describe('table store', () => {
  it('pulls with since = next log index after each push, never duplicating entries', async () => {
    const s = useSessionStore();
    await s.newGame(setup([H, B, B]));
    const t = useTableStore();
    for (let i = 0; i < 12; i++) {
      const seat = decider(host.game!.state)[0];
      if (seat === 0) await t.act(simpleMove(host, 0));
      else host.hostAct(seat, simpleMove(host, seat));
      await settle();
    }
    const views = host.requests.filter((r) => r.kind === 'game:view').map((r) => r.params as { viewer: unknown; since: number });
    expect(views.slice(1).every((v) => v.viewer === 0)).toBe(true);
    expect(views[views.length - 1].since).toBeGreaterThan(0);
    const idx = t.log.map((e) => e.index);
    expect(new Set(idx).size).toBe(idx.length);
    expect([...idx].sort((a, b) => a - b)).toEqual(idx);
    expect(t.view?.seq).toBe(host.game!.state.seq);
    // Every event seat 0 may see is there, once.
    expect(idx.length).toBe(host.game!.events.filter((e) => e.to === 'all' || e.to.includes(0)).length);
  });

  it('a pull that brings the revision already on screen lays nothing out again (issue 39: the pull after one\u2019s own action)', async () => {
    const s = useSessionStore();
    await s.newGame(setup([H, B, B]));
    const t = useTableStore();
    let applied = 0;
    t.$onAction(({ name }) => void (name === 'applyView' && applied++));
    for (let i = 0; i < 12; i++) {
      const seat = decider(host.game!.state)[0];
      if (seat === 0) await t.act(simpleMove(host, 0));
      else host.hostAct(seat, simpleMove(host, seat));
      await settle();
    }
    const pulls = host.requests.filter((r) => r.kind === 'game:view').length;
    // One view laid out per change of the game, though the action's reply and its push each asked for one.
    expect(applied).toBe(12);
    expect(pulls).toBeGreaterThan(applied);
    expect(t.view?.seq).toBe(host.game!.state.seq);
  });

  it('a refused action shows the host words and keeps the view as it was', async () => {
    const s = useSessionStore();
    await s.newGame(setup([H, B]));
    const t = useTableStore();
    const before = t.view;
    expect(await t.act({ type: 'dropGroup', group: 'cia' })).toBe(false);
    expect(t.error).toBeTruthy();
    expect(t.view).toBe(before);
  });

  it('new dice rolls are handed to the dice overlay, old ones are not', async () => {
    const s = useSessionStore();
    await s.newGame(setup([B, B, H], 'dice-3'));
    const ui = useUiStore();
    expect(ui.dice).toBe(null);
    // Bots play until a roll happens.
    for (let i = 0; i < 400 && !host.game!.events.some((e) => e.type === 'diceRolled'); i++) {
      const seat = decider(host.game!.state)[0];
      const legal = legalActions(host.game!.state, seat);
      const atk = legal.find((l) => l.type === 'attack');
      const action: Action = atk && atk.type === 'attack' ? { type: 'attack', attacker: atk.attacker, target: atk.target, kind: atk.kind, aiders: [], privilege: null } : simpleMove(host, seat);
      if (seat === 2) await useTableStore().act(action);
      else host.hostAct(seat, action);
      await settle();
    }
    const rolled = host.game!.events.filter((e) => e.type === 'diceRolled');
    expect(rolled.length).toBeGreaterThan(0);
    expect(ui.dice?.dice).toEqual((rolled[rolled.length - 1] as { dice: number[] }).dice);
  });
});

describe('hot-seat through the stores', () => {
  it('brings the curtain down before each human view and never holds two seats\u2019 private cards', async () => {
    const s = useSessionStore();
    await s.newGame(setup([H, H], 'hot-1'));
    const t = useTableStore();
    const first = decider(host.game!.state)[0];
    expect(t.curtain).toBe(first);
    expect(t.view).toBe(null);
    // Nothing of that seat was pulled before the curtain is lifted.
    expect(host.requests.some((r) => r.kind === 'game:view' && (r.params as { viewer: unknown }).viewer === first)).toBe(false);
    await t.liftCurtain();
    expect(t.viewer).toBe(first);
    expect(t.view?.observation.players[first].hand).not.toBe(null);
    expect(t.view?.observation.players[1 - first].hand).toBe(null);

    // Play on until the other human decides: the curtain comes down and the old view is gone.
    for (let i = 0; i < 20 && decider(host.game!.state)[0] === first; i++) {
      await t.act(simpleMove(host, first));
      await settle();
    }
    const other = 1 - first;
    expect(decider(host.game!.state)).toEqual([other]);
    expect(t.curtain).toBe(other);
    expect(t.view).toBe(null);
    expect(t.log).toEqual([]);
    await t.liftCurtain();
    expect(t.viewer).toBe(other);
    expect(t.view?.observation.players[first].hand).toBe(null);
  });

  it('with two humans and bots, the last human view stays while bots play', async () => {
    const s = useSessionStore();
    await s.newGame(setup([H, B, H, B], 'hot-2'));
    const t = useTableStore();
    let shown: number | null = null;
    for (let i = 0; i < 60; i++) {
      const seat = decider(host.game!.state)[0];
      if (t.curtain !== null) {
        expect(t.curtain).toBe(seat);
        await t.liftCurtain();
        shown = seat;
      }
      if (seat === 0 || seat === 2) {
        expect(t.viewer).toBe(seat);
        await t.act(simpleMove(host, seat));
      } else {
        // A bot decides: the view is the last human's (or the spectator's before any).
        expect(t.viewer).toBe(shown ?? 'spectator');
        host.hostAct(seat, simpleMove(host, seat));
      }
      await settle();
    }
    expect(shown).not.toBe(null);
  });
});

describe('hot-seat: a window that passes by itself for a human brings no curtain down (issue 34)', () => {
  /** Two humans and a bot; seat 0 attacks an uncontrolled group and passes in his own window. */
  async function attackWindowForSeat1(): Promise<void> {
    const s = useSessionStore();
    await s.newGame({ config: { players: 3, names: ['P0', 'P1', 'P2'], elimination: false, illuminati: ['bavarian-illuminati', 'gnomes-of-zurich', 'network'] }, seats: [H, H, B], seed: 'hot-quiet' });
    const t = useTableStore();
    expect(t.curtain).toBe(0);
    await t.liftCurtain();
    const attack = legalActions(host.game!.state, 0).find((l) => l.type === 'attack' && l.kind === 'control');
    if (attack?.type !== 'attack') throw new Error('no attack for seat 0');
    expect(await t.act({ type: 'attack', attacker: attack.attacker, target: attack.target, kind: 'control', aiders: [], privilege: null })).toBe(true);
    await settle();
    // His own attack stops for him (ATK-4): he passes himself.
    expect(decider(host.game!.state)).toEqual([0]);
    expect(await t.act({ type: 'pass' })).toBe(true);
    await settle();
  }

  it('default "when it concerns me": seat 1 may only spend on a rival\u2019s attack on an uncontrolled group: passed for him, no curtain (INTERF-1)', async () => {
    const t = useTableStore();
    const curtains: (number | null)[] = [];
    t.$subscribe(() => curtains.push(t.curtain));
    await attackWindowForSeat1();
    // Seat 1 passed without being asked: the window is now the bot's.
    expect(decider(host.game!.state)).toEqual([2]);
    expect(host.requests.some((r) => r.kind === 'game:act' && (r.params as { seat: number }).seat === 1)).toBe(true);
    expect(curtains).not.toContain(1);
    expect(t.curtain).toBe(null);
    expect(t.viewer).toBe(0);
    // An ordinary pass through the host: the log says so as always.
    expect(host.game!.events.some((e) => e.type === 'floorPassed' && e.seat === 1)).toBe(true);
  });

  it('"always": the same window brings his curtain down, as before', async () => {
    useStopForStore().fromSettings('always');
    await attackWindowForSeat1();
    const t = useTableStore();
    expect(decider(host.game!.state)).toEqual([1]);
    expect(t.curtain).toBe(1);
    expect(host.requests.some((r) => r.kind === 'game:act' && (r.params as { seat: number }).seat === 1)).toBe(false);
  });
});

describe('ui store: the question asked on the table', () => {
  it('a money question sets the one amount the forms read; a new viewer drops the question', () => {
    const ui = useUiStore();
    ui.amount = 1;
    ui.openPopover({ kind: 'transfer', card: 'cia', from: 'bavarian-illuminati', to: 'cia', max: 8, free: false }, 8);
    expect(ui.amount).toBe(8);
    ui.openPopover({ kind: 'attack', card: 'feminists' });
    expect(ui.amount).toBe(8);
    ui.resetDraft();
    expect(ui.popover).toBeNull();
    ui.openPopover({ kind: 'place', card: 'cia', group: 'feminists', arrow: 'top', max: 3 }, 0);
    ui.resetForViewer();
    expect(ui.popover).toBeNull();
  });
});
