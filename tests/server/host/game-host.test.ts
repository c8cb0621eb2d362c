// The GameHost (issue 5): plays bot seats to the end, refuses stale and foreign actions without
// changing anything, undoes only what reveals nothing, and only shows each viewer what it may know.
import { afterEach, describe, expect, it } from 'vitest';
import { undoBlockedBy } from '../../../src/server/host';
import { BOT_DELAY_MS } from '../../../src/server/host/bot-driver';
import { eventsFor, type Action, type GameEvent, type LegalAction } from '../../../src/shared/engine';
import type { GameConfig } from '../../../src/shared/engine';
import type { Push, TableView } from '../../../src/shared/protocol/messages';
import { easyBot, human, inProcessBots, makeHost, randomBot, removeDir, wholeLog, type TestHost } from './helpers';
import { expandLegal } from '../../../src/shared/protocol/compact-legal';

const dirs: string[] = [];
const hosts: TestHost[] = [];
async function host(opts: Parameters<typeof makeHost>[0] = {}): Promise<TestHost> {
  const h = await makeHost(opts);
  hosts.push(h);
  dirs.push(h.dir);
  return h;
}
afterEach(async () => {
  for (const h of hosts.splice(0)) await h.host.close();
  for (const d of dirs.splice(0)) removeDir(d);
});

const TWO: GameConfig = { players: 2, illuminati: ['bavarian-illuminati', 'gnomes-of-zurich'], names: ['Ada', 'Bo'] };

/** The first concrete attack seat 0 can declare at the start (no aiders, no privilege). */
function firstAttack(view: TableView): Action {
  const t = expandLegal(view.legal).find((l): l is Extract<LegalAction, { type: 'attack' }> => l.type === 'attack');
  if (!t) throw new Error('no attack offered');
  return { type: 'attack', attacker: t.attacker, target: t.target, kind: t.kind, aiders: [], privilege: null };
}

async function gameOver(h: TestHost, gameId: string): Promise<void> {
  const view = await h.req('game:view', { viewer: 'spectator', since: 0 });
  if (view.ok && view.value.outcome) return;
  await h.waitPush((p) => p.type === 'game:changed' && p.gameId === gameId && p.over, 60_000);
}

describe('a game with bots', () => {
  it('plays four bots to the end at instant speed, pushing every change, with stats at the end', async () => {
    const h = await host();
    const { gameId } = await h.must('game:new', { setup: { config: { players: 4, turnCap: 40 }, seats: [randomBot, easyBot, randomBot, easyBot], seed: 'bots-1' } });
    await gameOver(h, gameId);
    const view = await h.must('game:view', { viewer: 'spectator', since: 0 });
    expect(view.outcome).not.toBeNull();
    expect(view.deciding).toEqual([]);
    expect(expandLegal(view.legal)).toEqual([]);
    expect(view.stats).not.toBeNull();
    expect(view.stats!.actions).toBe(view.seq);
    expect(view.stats!.rounds).toBeGreaterThanOrEqual(1);
    expect(view.stats!.perSeat).toHaveLength(4);
    // The counts agree with the public log.
    const declared = (await wholeLog(h, 'spectator')).filter((e) => e.event.type === 'attackDeclared').length;
    expect(view.stats!.perSeat.reduce((n, s) => n + s.attacks, 0)).toBe(declared);
    // One 'game:changed' per accepted action, in order, the last one saying the game is over.
    const changes = h.pushes.filter((p): p is Extract<Push, { type: 'game:changed' }> => p.type === 'game:changed' && p.gameId === gameId);
    expect(changes.map((p) => p.seq)).toEqual(Array.from({ length: view.seq + 1 }, (_, i) => i));
    expect(changes.at(-1)!.over).toBe(true);
    // Nothing is decided after the end.
    await h.host.flush();
    expect((await h.req('game:act', { seat: 0, seq: view.seq, action: { type: 'endTurn' } })).ok).toBe(false);
  });

  it('reproduces the same game from the same seed', async () => {
    const a = await host();
    const b = await host();
    const setup = { config: { players: 3, turnCap: 15 }, seats: [randomBot, easyBot, randomBot], seed: 'same' };
    const ga = await a.must('game:new', { setup });
    const gb = await b.must('game:new', { setup });
    await gameOver(a, ga.gameId);
    await gameOver(b, gb.gameId);
    const va = await a.must('game:view', { viewer: 'spectator', since: 0 });
    const vb = await b.must('game:view', { viewer: 'spectator', since: 0 });
    expect(await wholeLog(b, 'spectator')).toEqual(await wholeLog(a, 'spectator'));
    expect(vb.outcome).toEqual(va.outcome);
  });

  it('a bot fault becomes a notice and the game goes on', async () => {
    const bots = inProcessBots((seat, n) => (n === 3 ? { seat, level: 'random', reason: 'timeout', kind: 'turn', seq: 0, detail: 'no answer within 5 ms', replacement: 'easy', ms: 5 } : undefined));
    const h = await host({ bots });
    const { gameId } = await h.must('game:new', { setup: { config: { players: 2, turnCap: 6 }, seats: [randomBot, randomBot], seed: 'faulty' } });
    await gameOver(h, gameId);
    const notices = h.pushes.filter((p) => p.type === 'host:notice');
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ level: 'warning', text: expect.stringMatching(/bot \(random\) did not answer in time; a simpler bot \(easy\) played for it/) });
  });

  it('paces bot actions by the bot speed, and closing the game cancels the pause at once', async () => {
    const h = await host({ initialSettings: { botSpeed: 'fast' } });
    const times: number[] = [];
    h.host.subscribe((p) => p.type === 'game:changed' && times.push(performance.now()));
    await h.must('game:new', { setup: { config: { players: 2, turnCap: 20 }, seats: [randomBot, randomBot], seed: 'paced' } });
    await h.waitPush((p) => p.type === 'game:changed' && p.seq >= 4, 20_000);
    // Forced passes are not paced; every other bot action waits ~250 ms after the previous one.
    const view = await h.must('game:view', { viewer: 'spectator', since: 0 });
    expect(view.seq).toBeGreaterThanOrEqual(4);
    const gaps = times.slice(1).map((t, i) => t - times[i]);
    expect(Math.max(...gaps)).toBeGreaterThanOrEqual(200);

    await h.must('settings:set', { settings: { botSpeed: 'slow' } });
    const seqAtClose = (await h.must('game:view', { viewer: 'spectator', since: 0 })).seq;
    const t0 = performance.now();
    await h.must('game:close', {});
    expect(performance.now() - t0).toBeLessThan(500);
    const after = h.pushes.length;
    await new Promise((r) => setTimeout(r, 1700));
    expect(h.pushes.slice(after)).toEqual([]);
    expect((await h.req('game:view', { viewer: 'spectator', since: 0 })).ok).toBe(false);
    // The game stays autosaved where it was closed.
    await h.must('game:continue', {});
    const resumed = await h.must('game:view', { viewer: 'spectator', since: 0 });
    expect(resumed.seq).toBeGreaterThanOrEqual(seqAtClose);
  });
});

describe('bot speed', () => {
  it('switching to instant ends the pause under way', async () => {
    const h = await host({ initialSettings: { botSpeed: 'slow' } });
    const { gameId } = await h.must('game:new', { setup: { config: { players: 2, turnCap: 4 }, seats: [randomBot, easyBot], seed: 'hurry' } });
    await h.waitPush((p) => p.type === 'game:changed' && p.seq >= 1, 10_000);
    const t0 = performance.now();
    const next = h.waitPush((p) => p.type === 'game:changed', 10_000);
    await h.must('settings:set', { settings: { botSpeed: 'instant' } });
    await next;
    // Without the switch the next change waits out the slow pause (1.5 s from its start, just
    // before t0); the margin leaves a loaded CI machine time to answer (1.09 s was seen).
    expect(performance.now() - t0).toBeLessThan(BOT_DELAY_MS.slow - 200);
    await gameOver(h, gameId);
  });
});

describe('acting', () => {
  async function twoHumans(h: TestHost) {
    const { gameId } = await h.must('game:new', { setup: { config: TWO, seats: [human, human], seed: 'hot-seat' } });
    return { gameId, view: await h.must('game:view', { viewer: 0, since: 0 }) };
  }

  it('accepts a legal action at the current seq and pushes the change', async () => {
    const h = await host();
    const { gameId, view } = await twoHumans(h);
    const r = await h.must('game:act', { seat: 0, seq: view.seq, action: firstAttack(view) });
    expect(r.seq).toBe(view.seq + 1);
    expect(h.pushes.at(-1)).toEqual({ type: 'game:changed', gameId, seq: view.seq + 1, deciding: [0], over: false, rev: expect.any(Number) });
  });

  it('refuses a stale seq, an illegal action and a seat that is not deciding, changing nothing', async () => {
    const h = await host();
    const { view } = await twoHumans(h);
    const pushes = h.pushes.length;
    const stale = await h.req('game:act', { seat: 0, seq: view.seq + 1, action: firstAttack(view) });
    expect(stale).toEqual({ ok: false, error: expect.stringMatching(/changed since .* move 1; .* move 0/) });
    const illegal = await h.req('game:act', { seat: 0, seq: view.seq, action: { type: 'attack', attacker: 'gnomes-of-zurich', target: 'cia', kind: 'control', aiders: [], privilege: null } });
    expect(illegal.ok).toBe(false);
    const notTurn = await h.req('game:act', { seat: 1, seq: view.seq, action: { type: 'endTurn' } });
    expect(notTurn.ok).toBe(false);
    const junk = await h.req('game:act', { seat: 0, seq: view.seq, action: { type: 'teleport' } as never });
    expect(junk).toEqual({ ok: false, error: expect.stringMatching(/must name an action/) });
    expect(h.pushes.length).toBe(pushes);
    expect(await h.must('game:view', { viewer: 0, since: 0 })).toEqual(view);
  });

  it('refuses to act, view or ask odds for a bot seat; a spectator gets public information only', async () => {
    const h = await host({ initialSettings: { botSpeed: 'slow' } });
    await h.must('game:new', { setup: { config: TWO, seats: [human, randomBot], seed: 'vs-bot' } });
    const view = await h.must('game:view', { viewer: 0, since: 0 });
    expect(await h.req('game:act', { seat: 1, seq: view.seq, action: { type: 'endTurn' } })).toEqual({ ok: false, error: 'Bo is played by a bot.' });
    expect(await h.req('game:view', { viewer: 1, since: 0 })).toEqual({ ok: false, error: 'Bo is played by a bot. Watch as a spectator instead.' });
    expect((await h.req('game:odds', { viewer: 1, query: { attacker: 'gnomes-of-zurich', target: 'cia', kind: 'control', aiders: [] } })).ok).toBe(false);
    expect(await h.req('game:view', { viewer: 5, since: 0 })).toEqual({ ok: false, error: 'There is no seat 6 in this game. Watch as a spectator instead.' });
    const spectator = await h.must('game:view', { viewer: 'spectator', since: 0 });
    expect(expandLegal(spectator.legal)).toEqual([]);
    expect(spectator.canUndo).toBe(false);
    expect(spectator.observation.players.every((p) => p.hand === null && p.intel === null)).toBe(true);
    expect(spectator.log.every((e) => eventsFor([e.event], 'spectator').length === 1)).toBe(true);
  });

  it('works out the odds of an attack by the viewer\u2019s own cards only', async () => {
    const h = await host();
    const { view } = await twoHumans(h);
    const a = firstAttack(view) as Extract<Action, { type: 'attack' }>;
    const odds = await h.must('game:odds', { viewer: 0, query: { attacker: a.attacker, target: a.target, kind: a.kind, aiders: [] } });
    expect(odds.needed).toBeGreaterThanOrEqual(-20);
    expect(odds.chance).toBeGreaterThanOrEqual(0);
    expect(odds.chance).toBeLessThanOrEqual(1);
    expect(odds.breakdown.length).toBeGreaterThan(0);
    const richer = await h.must('game:odds', { viewer: 0, query: { attacker: a.attacker, target: a.target, kind: a.kind, aiders: [], money: 3 } });
    expect(richer.needed).toBe(odds.needed + 3);
    expect(await h.req('game:odds', { viewer: 0, query: { attacker: 'gnomes-of-zurich', target: a.target, kind: a.kind, aiders: [] } })).toEqual({ ok: false, error: 'The attacking card must be one of your own.' });
    expect((await h.req('game:odds', { viewer: 0, query: { attacker: a.attacker, target: 'bavarian-illuminati', kind: a.kind, aiders: [] } })).ok).toBe(false);
    expect((await h.req('game:odds', { viewer: 'spectator', query: { attacker: a.attacker, target: a.target, kind: a.kind, aiders: [] } })).ok).toBe(false);
  });

  it('answers the odds of the attack in progress to every viewer: it was declared in public (issue 18: the attack panel showed a red refusal while a bot attacked)', async () => {
    const h = await host();
    const { view } = await twoHumans(h);
    const a = firstAttack(view) as Extract<Action, { type: 'attack' }>;
    await h.must('game:act', { seat: 0, seq: view.seq, action: a });
    const w = (await h.must('game:view', { viewer: 1, since: 0 })).observation.pending;
    if (w?.kind !== 'attack') throw new Error('no attack window');
    const q = { attacker: w.attacker, target: w.target, kind: w.attack, aiders: [...w.aiders], money: w.money };
    const own = await h.must('game:odds', { viewer: 0, query: q });
    expect(await h.must('game:odds', { viewer: 1, query: q })).toEqual(own);
    expect(await h.must('game:odds', { viewer: 'spectator', query: q })).toEqual(own);
    expect(own.needed).toBe(w.base + w.money);
    // Any other attack by another seat's cards stays refused (no probing).
    expect(await h.req('game:odds', { viewer: 1, query: { ...q, kind: q.kind === 'control' ? 'destroy' : 'control' } })).toEqual({ ok: false, error: 'The attacking card must be one of your own.' });
  });
});

describe('undo', () => {
  it('takes back the seat\u2019s own last actions until dice roll or another seat decides', async () => {
    const h = await host();
    await h.must('game:new', { setup: { config: TWO, seats: [human, human], seed: 'undo' } });
    const a = (await h.must('game:view', { viewer: 0, since: 0 })).deciding[0];
    const b = 1 - a;
    const [nameA, nameB] = a === 0 ? ['Ada', 'Bo'] : ['Bo', 'Ada'];
    const start = await h.must('game:view', { viewer: a, since: 0 });
    expect(start.canUndo).toBe(false); // nothing to undo yet
    expect(await h.req('game:undo', { seat: a, seq: start.seq })).toEqual({ ok: false, error: 'There is nothing to undo yet.' });

    // Declaring an attack reveals nothing: it can be taken back, and the table is exactly as before.
    await h.must('game:act', { seat: a, seq: start.seq, action: firstAttack(start) });
    const declared = await h.must('game:view', { viewer: a, since: 0 });
    expect(declared.canUndo).toBe(true);
    expect((await h.must('game:view', { viewer: b, since: 0 })).canUndo).toBe(false);
    expect(await h.req('game:undo', { seat: b, seq: declared.seq })).toEqual({ ok: false, error: `Only your own last action can be undone, and ${nameA} has acted since.` });
    expect((await h.req('game:undo', { seat: a, seq: declared.seq - 1 })).ok).toBe(false); // stale
    expect(await h.must('game:undo', { seat: a, seq: declared.seq })).toEqual({ seq: start.seq });
    expect(h.pushes.at(-1)).toMatchObject({ type: 'game:changed', seq: start.seq });
    const back = await h.must('game:view', { viewer: a, since: 0 });
    // The same view, at a later revision of the host (issue 39: a revision is never reused).
    expect({ ...back, rev: 0 }).toEqual({ ...start, rev: 0 });
    expect(back.rev).toBeGreaterThan(start.rev);

    // Declare again; the attacker passes the floor (undoable), then the other seat passes and the dice roll.
    await h.must('game:act', { seat: a, seq: start.seq, action: firstAttack(start) });
    await h.must('game:act', { seat: a, seq: start.seq + 1, action: { type: 'pass' } });
    expect((await h.must('game:view', { viewer: a, since: 0 })).canUndo).toBe(true);
    await h.must('game:act', { seat: b, seq: start.seq + 2, action: { type: 'pass' } });
    const rolled = await h.must('game:view', { viewer: a, since: 0 });
    expect(rolled.log.some((e) => e.event.type === 'diceRolled')).toBe(true);
    expect(rolled.canUndo).toBe(false);
    expect(await h.req('game:undo', { seat: a, seq: rolled.seq })).toEqual({ ok: false, error: `Only your own last action can be undone, and ${nameB} has acted since.` });
    expect(await h.req('game:undo', { seat: b, seq: rolled.seq })).toEqual({ ok: false, error: 'Your last action cannot be undone: it rolled the dice.' });
    expect((await h.must('game:view', { viewer: a, since: 0 })).seq).toBe(rolled.seq);
  });

  it('cannot take back the end of a turn (the next player drew a card)', async () => {
    const h = await host();
    await h.must('game:new', { setup: { config: TWO, seats: [human, human], seed: 'undo-end' } });
    const a = (await h.must('game:view', { viewer: 0, since: 0 })).deciding[0];
    const v = await h.must('game:view', { viewer: a, since: 0 });
    await h.must('game:act', { seat: a, seq: v.seq, action: { type: 'endTurn' } });
    expect(await h.req('game:undo', { seat: a, seq: v.seq + 1 })).toEqual({ ok: false, error: 'Your last action cannot be undone: it began the next turn.' });
  });
});

describe('what blocks undo', () => {
  it('money given away can be taken back; events that show or draw something cannot', async () => {
    const h = await host();
    await h.must('game:new', { setup: { config: TWO, seats: [human, human], seed: 'gift' } });
    const a = (await h.must('game:view', { viewer: 0, since: 0 })).deciding[0];
    const v = await h.must('game:view', { viewer: a, since: 0 });
    await h.must('game:act', { seat: a, seq: v.seq, action: { type: 'gift', to: 1 - a, money: 1, specials: [] } });
    expect((await h.must('game:view', { viewer: a, since: 0 })).canUndo).toBe(true);
    await h.must('game:undo', { seat: a, seq: v.seq + 1 });
    expect({ ...(await h.must('game:view', { viewer: a, since: 0 })), rev: 0 }).toEqual({ ...v, rev: 0 });

    const e = (type: string, extra: object = {}) => ({ type, to: 'all', ...extra }) as unknown as GameEvent;
    expect(undoBlockedBy(e('diceRolled'))).toBe('rolled the dice');
    expect(undoBlockedBy(e('cardDrawn'))).toBe('drew or turned up a card');
    expect(undoBlockedBy(e('specialPlayed'))).toBe('showed a special card');
    expect(undoBlockedBy(e('intelGained'))).toBe('revealed a secret');
    expect(undoBlockedBy(e('giftGiven', { specials: 1 }))).toBe('handed over a special card');
    expect(undoBlockedBy(e('giftGiven', { specials: 0 }))).toBeNull();
    expect(undoBlockedBy(e('offerMade', { specials: [1, 0] }))).toBe('showed a special card to another player');
    expect(undoBlockedBy(e('offerMade', { specials: [0, 2] }))).toBeNull();
    for (const t of ['attackDeclared', 'moneySpent', 'floorPassed', 'moneyTransferred', 'groupMoved', 'groupsReleased', 'attackCalledOff']) expect(undoBlockedBy(e(t)), t).toBeNull();
  });
});

describe('views', () => {
  it('never show a human viewer the other seats\u2019 hands, the deck or the generator', async () => {
    const h = await host();
    const { gameId } = await h.must('game:new', { setup: { config: { players: 3, turnCap: 30, hiddenGoals: true }, seats: [human, randomBot, randomBot], seed: 'privacy' } });
    // Seat 0 picks a secret goal, then ends every turn; the bots play until the cap.
    for (let guard = 0; guard < 400; guard++) {
      const v = await h.must('game:view', { viewer: 0, since: 0 });
      if (v.outcome) break;
      checkPrivate(v);
      if (!v.deciding.includes(0)) {
        await h.waitPush((p) => p.type === 'game:changed' && p.gameId === gameId && (p.deciding.includes(0) || p.over), 20_000).catch(() => undefined);
        continue;
      }
      const goal = expandLegal(v.legal).find((l): l is Extract<LegalAction, { type: 'chooseGoal' }> => l.type === 'chooseGoal');
      const action: Action = goal ? { type: 'chooseGoal', goal: goal.goals[0] } : expandLegal(v.legal).some((l) => l.type === 'endTurn') ? { type: 'endTurn' } : expandLegal(v.legal).some((l) => l.type === 'pass') ? { type: 'pass' } : { type: 'answerOffer', accept: false, place: [] };
      const r = await h.req('game:act', { seat: 0, seq: v.seq, action });
      if (!r.ok && !/changed since/.test(r.error)) throw new Error(r.error);
    }
    const end = await h.must('game:view', { viewer: 0, since: 0 });
    expect(end.outcome).not.toBeNull();
    // Once the game is over every secret goal may be shown.
    expect(end.standings.every((s) => s.special !== null)).toBe(true);

    function checkPrivate(v: TableView) {
      const json = JSON.stringify(v);
      for (const key of ['"deck"', '"rng"', '"seed"', '"scriptedDice"']) expect(json).not.toContain(key);
      expect(v.observation.players[0].hand).not.toBeNull();
      for (const p of v.observation.players.slice(1)) {
        expect(p.hand).toBeNull();
        expect(p.intel).toBeNull();
        expect(p.borrowedGoal).toBeNull();
      }
      // Hidden goals: the others' special goals are unknown; one's own is known once chosen.
      expect(v.standings.slice(1).every((s) => s.special === null)).toBe(true);
      for (const e of v.log) expect(eventsFor([e.event], 0)).toHaveLength(1);
      // What the others drew is not in the log (the draw events of other seats carry no card).
      for (const e of v.log) if (e.event.type === 'cardDrawn' && e.event.seat !== 0) expect(e.event.card === null || e.event.kind === 'group').toBe(true);
    }
  });

  it('never name another player\u2019s face-down Illuminati (hidden Illuminati), not even through standings', async () => {
    const h = await host();
    const ids = ['bavarian-illuminati', 'gnomes-of-zurich', 'network'];
    const { gameId } = await h.must('game:new', { setup: { config: { players: 3, illuminati: ids as never, hiddenIlluminati: true, turnCap: 25 }, seats: [human, easyBot, randomBot], seed: 'masked' } });
    let checked = 0;
    for (let guard = 0; guard < 400; guard++) {
      const v = await h.must('game:view', { viewer: 0, since: 0 });
      if (v.outcome) break;
      const { legal, ...rest } = v; // the accusation templates name every Illuminati, as guesses
      void legal;
      const json = JSON.stringify(rest);
      v.observation.players.forEach((p, seat) => {
        if (seat !== 0 && !p.revealed) expect(json).not.toContain(ids[seat]);
      });
      // The Illuminati's income would tell the card apart: only the groups' income is shown.
      for (const st of v.standings.slice(1)) expect(st.special).toBeNull();
      checked++;
      if (!v.deciding.includes(0)) {
        await h.waitPush((p) => p.type === 'game:changed' && p.gameId === gameId && (p.deciding.includes(0) || p.over), 20_000).catch(() => undefined);
        continue;
      }
      const goal = expandLegal(v.legal).find((l): l is Extract<LegalAction, { type: 'chooseGoal' }> => l.type === 'chooseGoal');
      const action: Action = goal ? { type: 'chooseGoal', goal: goal.goals[0] } : expandLegal(v.legal).some((l) => l.type === 'endTurn') ? { type: 'endTurn' } : expandLegal(v.legal).some((l) => l.type === 'pass') ? { type: 'pass' } : { type: 'answerOffer', accept: false, place: [] };
      const r = await h.req('game:act', { seat: 0, seq: v.seq, action });
      if (!r.ok && !/changed since/.test(r.error)) throw new Error(r.error);
    }
    expect(checked).toBeGreaterThan(3);
    const end = await h.must('game:view', { viewer: 0, since: 0 });
    expect(end.outcome).not.toBeNull();
    expect(end.observation.players.map((p) => p.illuminati)).toEqual(ids);
  });

  it('returns the log from `since`, with stable indexes', async () => {
    const h = await host();
    await h.must('game:new', { setup: { config: TWO, seats: [human, human], seed: 'log' } });
    const all = await h.must('game:view', { viewer: 0, since: 0 });
    const tail = await h.must('game:view', { viewer: 0, since: 3 });
    expect(tail.log).toEqual(all.log.filter((e) => e.index >= 3));
    expect(all.log.map((e) => e.index)).toEqual([...all.log.map((e) => e.index)].sort((a, b) => a - b));
  });
});
