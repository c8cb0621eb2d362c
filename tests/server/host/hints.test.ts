// Hints (issue 20): the Hard bot's suggestion for a human seat, from that seat's observation only,
// explained by facts; refused when stale, for a bot's seat, and for a LAN player unless the host
// allows it (Settings.lanHints).
import { describe, expect, it } from 'vitest';
import { createBot } from '../../../src/shared/ai';
import type { BotConfig } from '../../../src/shared/ai/types';
import { GROUPS, type SpecialId } from '../../../src/shared/cards';
import { applyAction, attackOdds, checkAction, decider, legalActions, newGame, observe, randomAction, type GameState, type LegalAction, type Observation, type Seat } from '../../../src/shared/engine';
import { seedState, shuffleInPlace, type RngState } from '../../../src/shared/engine/rng';
import type { Decision } from '../../../src/server/bots';
import { hintReasons } from '../../../src/server/host/hint-reasons';
import { openArrows } from '../../../src/shared/engine/geometry';
import { computeHint, type HintBots } from '../../../src/server/host/hints';
import { human, makeHost, randomBot, removeDir } from './helpers';
import { expandLegal } from '../../../src/shared/protocol/compact-legal';

/**
 * Hard as the hint bot decides (work.ts: deterministic), with a small work (the tests are about what
 * it is shown, not how well it plays), a safety deadline far away and a fixed generator per question.
 */
function fixedHard(seed: string) {
  return (obs: Observation, legal: readonly LegalAction[]): Promise<Decision> => {
    const bot = createBot({ level: 'hard', personality: 'balanced', work: { playouts: 6, nodes: 800 } });
    const start = performance.now();
    const action = bot.choose(obs, legal, { rng: seedState(seed), deadline: start + 1e7, now: () => performance.now() });
    return Promise.resolve({ action, ms: 0, by: 'bot' });
  };
}

/** Hint bots in the test's thread (Hard with little work), counting the questions. */
function inProcessHints(): HintBots & { asked: number; configs: (BotConfig | null)[]; crash: boolean; seated: string[] } {
  let rngs: RngState[] = [];
  const self = {
    asked: 0,
    crash: false,
    configs: [] as (BotConfig | null)[],
    /** Each setSeats: the seed and which seats got a hint bot. */
    seated: [] as string[],
    setSeats(configs: readonly (BotConfig | null)[], seed: string) {
      self.configs = [...configs];
      self.seated.push(`${seed}: ${configs.map((c) => (c ? c.level : '-')).join(' ')}`);
      rngs = configs.map((_, i) => seedState(`${seed}/${i}`));
    },
    async decide(seat: Seat, obs: Observation, legal: readonly LegalAction[]): Promise<Decision> {
      self.asked++;
      if (self.crash) return { action: { type: 'endTurn' }, ms: 0, by: 'easy', fault: { seat, level: 'hard', reason: 'crashed', kind: 'turn', seq: obs.seq, detail: 'the worker crashed', replacement: 'easy', ms: 1 } };
      const bot = createBot({ ...self.configs[seat]!, work: { playouts: 4, nodes: 500 } });
      return { action: bot.choose(obs, legal, { rng: rngs[seat], deadline: performance.now() + 2000, now: () => performance.now() }), ms: 0, by: 'bot' };
    },
    async close() {},
  };
  return self;
}

/** A seeded game played at random until `seat` is on turn with nothing pending, from turn `from` on (`held`: a rival holds a special card; at least `groups` groups of its own). */
function ownTurn(seed: string, seat: Seat, from: number, held = false, groups = 0): GameState {
  let s = newGame({ players: 4 }, seed).state;
  const rng = seedState(`${seed}/moves`);
  for (let i = 0; i < 5000; i++) {
    if (s.outcome) break;
    const d = decider(s)[0];
    if (s.turn.number >= from && d === seat && !s.pending && s.turn.phase === 'actions' && legalActions(s, seat).some((l) => l.type === 'attack')) {
      if ((!held || s.players.some((p) => p.seat !== seat && p.hand.length > 0)) && s.players[seat].groups.length >= groups) return s;
    }
    const r = applyAction(s, d, randomAction(s, d, rng));
    if (!r.ok) throw new Error(r.reason);
    s = r.state;
  }
  throw new Error('no own turn found before the game ended');
}

/** The same table with everything `seat` cannot see changed: the others' special cards, the deck's order, the dice. */
function hiddenChanged(s: GameState, seat: Seat): GameState {
  const t = structuredClone(s);
  const rng = seedState('hidden-twin');
  const isGroup = (c: string) => GROUPS.some((g) => g.id === c);
  const pool = t.deck.filter((c) => !isGroup(c)) as SpecialId[];
  for (const p of t.players) if (p.seat !== seat) pool.push(...p.hand);
  shuffleInPlace(rng, pool);
  for (const p of t.players) if (p.seat !== seat) p.hand = pool.splice(0, p.hand.length);
  t.deck = shuffleInPlace(rng, [...t.deck.filter(isGroup), ...pool]);
  t.rng = seedState('other-dice') as GameState['rng'];
  return t;
}

describe('a hint is computed from the player’s observation only', () => {
  it('a hidden card changed (others’ special cards, the deck, the dice): the same hint', async () => {
    const s = ownTurn('hint-twin', 0, 4, true);
    const t = hiddenChanged(s, 0);
    // The two tables differ where seat 0 cannot look, and nowhere it can.
    expect(t.players.slice(1).map((p) => p.hand)).not.toEqual(s.players.slice(1).map((p) => p.hand));
    expect(t.deck).not.toEqual(s.deck);
    expect(observe(t, 0)).toEqual(observe(s, 0));
    const a = await computeHint(s, 0, fixedHard('hint'));
    const b = await computeHint(t, 0, fixedHard('hint'));
    if (!a.ok) throw new Error(a.why);
    expect(b).toEqual(a);
    // A hint names a legal action of the seat and explains it.
    expect(checkAction(s, 0, a.hint.action)).toBeNull();
    expect(a.hint.reasons.length).toBeGreaterThan(0);
    expect(a.hint.reasons.length).toBeLessThanOrEqual(3);
  }, 120_000);

  it('the bot is asked with the observation and legal actions of the seat, nothing else', async () => {
    const s = ownTurn('hint-ask', 0, 3);
    const seen: unknown[] = [];
    await computeHint(s, 0, (obs, legal) => {
      seen.push(obs, legal);
      return fixedHard('x')(obs, legal);
    });
    expect(seen).toEqual([observe(s, 0), legalActions(s, 0)]);
  }, 60_000);

  it('an attack hint carries the odds the engine works out, and a bot failure gives no hint', async () => {
    const s = ownTurn('hint-odds', 0, 3);
    const attack = legalActions(s, 0).find((l): l is Extract<LegalAction, { type: 'attack' }> => l.type === 'attack' && l.kind === 'control')!;
    const action = { type: 'attack' as const, attacker: attack.attacker, target: attack.target, kind: 'control' as const, aiders: [], privilege: null };
    const h = await computeHint(s, 0, async () => ({ action, ms: 0, by: 'bot' }));
    if (!h.ok) throw new Error(h.why);
    const odds = attackOdds(s, { seat: 0, attacker: action.attacker, target: action.target, kind: 'control', aiders: [], money: 0 });
    const r = h.hint.reasons[0];
    expect(r).toMatchObject({ kind: 'odds', needed: odds.needed, chance: odds.chance });
    // The least money the attacker may pay (ATK-MONEY-1: the attacking card and the Illuminati) that brings it to 10 (ATK-7).
    if (r.kind !== 'odds') throw new Error('no odds');
    const purse = s.players[0].money + (s.players[0].groups.find((g) => g.id === action.attacker)?.money ?? 0);
    const money = Math.min(purse, 10 - odds.needed);
    const spent = attackOdds(s, { seat: 0, attacker: action.attacker, target: action.target, kind: 'control', aiders: [], money });
    expect(money).toBeGreaterThan(0);
    expect(r.spend).toEqual({ money, needed: spent.needed, chance: spent.chance });
    expect(h.hint.reasons.some((r) => r.kind === 'goal' || r.kind === 'threat')).toBe(true);
    const failed = await computeHint(s, 0, async () => ({ action, ms: 0, by: 'easy', fault: { seat: 0, level: 'hard', reason: 'timeout', kind: 'turn', seq: s.seq, detail: 'late', replacement: 'easy', ms: 5000 } }));
    expect(failed).toEqual({ ok: false, why: 'the hint bot timeout: late' });
    const refused = await computeHint(s, 0, async () => ({ action: { type: 'placeCaptured', arrow: 'left', transfer: 0 }, ms: 0, by: 'bot' }));
    expect(refused.ok).toBe(false);
    // Thinking the safety deadline cut short (work.ts): the same hint, which says so last.
    const cut = await computeHint(s, 0, async () => ({ action, ms: 0, by: 'bot', work: { nodes: 10, playouts: 0, cutOff: true } }));
    if (!cut.ok) throw new Error(cut.why);
    expect(cut.hint.reasons).toEqual([...h.hint.reasons, { kind: 'cutOff' }]);
  }, 60_000);
});

describe('the reasons of a hint', () => {
  it('an offer that brings groups counts them toward the basic goal; ending the turn keeps the treasury', () => {
    const s = ownTurn('hint-moves-2', 0, 3, false, 2);
    const have = 1 + s.players[0].groups.length;
    // A group of seat 1 without puppets, bought for 1 MB, placed where the engine allows.
    const seller = s.players[1];
    const leaf = seller.groups.find((g) => !seller.groups.some((x) => x.master === g.id));
    const spot = legalActions(s, 0).find((l) => l.type === 'moveGroup') as Extract<LegalAction, { type: 'moveGroup' }> | undefined;
    if (leaf && spot) {
      const offer = { type: 'offer' as const, to: 1, give: { money: 1, specials: [], groups: [] }, get: { money: 0, specials: [], groups: [leaf.id] }, getPlace: [{ id: leaf.id, master: spot.master, arrow: spot.arrow }] };
      const made = hintReasons(s, 0, offer);
      if (!checkAction(s, 0, offer)) {
        expect(made).toContainEqual({ kind: 'goal', have, after: have + 1, need: s.basicGoal });
      }
    }
    // Money for money changes hands as money: the treasuries before and after acceptance.
    const swap = { type: 'offer' as const, to: 1, give: { money: 1, specials: [], groups: [] }, get: { money: 3, specials: [], groups: [] }, getPlace: [] };
    const money = s.players[0].money + s.players[0].groups.reduce((t, g) => t + g.money, 0);
    expect(hintReasons(s, 0, swap)).toEqual([{ kind: 'money', before: money, after: money + 2 }]);
    // A move: the arrows left open, and whether another place for the group would leave more.
    const moves = legalActions(s, 0).filter((l): l is Extract<LegalAction, { type: 'moveGroup' }> => l.type === 'moveGroup');
    expect(moves.length).toBeGreaterThan(1);
    for (const m of moves) {
      const [r] = hintReasons(s, 0, m);
      const open = (x: typeof m) => openArrows((applyAction(s, 0, x) as { state: GameState }).state.players[0]).length;
      expect(r).toEqual({ kind: 'arrows', open: open(m), most: moves.filter((x) => x.group === m.group).every((x) => open(x) <= open(m)) });
    }
    // Ending the turn: the money kept, and the best attack left as the engine rates it (why acting is worse).
    expect(hintReasons(s, 0, { type: 'endTurn' })).toEqual([expect.objectContaining({ kind: 'rest', money: s.players[0].money, best: expect.objectContaining({ needed: expect.any(Number) }) })]);
    expect(hintReasons(s, 0, { type: 'passTurn' })).toEqual([expect.objectContaining({ kind: 'rest', money: s.players[0].money + 5 })]);
  });
});

describe('game:hint through the host', () => {

  it('answers a human seat that decides, refuses a stale seq and a bot seat', async () => {
    const hints = inProcessHints();
    const logged: string[] = [];
    const t = await makeHost({ hintBots: hints, log: (line) => logged.push(line) });
    try {
      const config = { players: 3 };
      const first = decider(newGame(config, 'hint-host').state)[0];
      const seats = [0, 1, 2].map((i) => (i === first ? human : randomBot));
      await t.must('game:new', { setup: { config, seats, seed: 'hint-host' } });
      const view = await t.must('game:view', { viewer: first, since: 0 });
      const r = await t.req('game:hint', { seat: first, seq: view.seq });
      expect(r.ok).toBe(true);
      if (!r.ok) return;
      expect(r.value.seq).toBe(view.seq);
      expect(expandLegal(view.legal).some((l) => l.type === r.value.action.type)).toBe(true);
      expect(hints.configs.map((c) => c?.level ?? null)).toEqual(seats.map((c) => (c.kind === 'human' ? 'hard' : null)));
      const stale = await t.req('game:hint', { seat: first, seq: view.seq + 1 });
      expect(stale).toMatchObject({ ok: false, code: 'hint.stale' });
      const bot = await t.req('game:hint', { seat: (first + 1) % 3, seq: view.seq });
      expect(bot).toMatchObject({ ok: false, error: expect.stringMatching(/bot/) });
      // Nothing was played for the seat: asking changes nothing.
      expect((await t.must('game:view', { viewer: first, since: 0 })).seq).toBe(view.seq);
      // A bot that fails gives no hint (not its replacement's move), and the host logs why.
      hints.crash = true;
      expect(await t.req('game:hint', { seat: first, seq: view.seq })).toMatchObject({ ok: false, code: 'hint.failed' });
      expect(logged.at(-1)).toMatch(/^No hint for .+ at move \d+: the hint bot crashed: the worker crashed$/);
    } finally {
      await t.host.close();
      removeDir(t.dir);
    }
  }, 60_000);

  it('issue 38: the hint bots are seated as the game opens, and a LAN seat\'s once the host allows hints (their workers warm up meanwhile)', async () => {
    const hints = inProcessHints();
    const t = await makeHost({ hintBots: hints });
    try {
      const config = { players: 3 };
      // Bots only: nobody to advise, no hint bot.
      await t.must('game:new', { setup: { config, seats: [randomBot, randomBot, randomBot], seed: 'prep-bots' } });
      expect(hints.seated).toEqual([]);
      await t.must('game:new', { setup: { config, seats: [randomBot, human, human], seed: 'prep-seat' } });
      expect(hints.seated).toEqual(['prep-seat/hint/prepare: - hard hard']);
      // A LAN game: its remote seat gets a hint bot only when the host allows LAN hints.
      const started = await t.host.startLanGame({ config, seats: [{ kind: 'remote' }, randomBot, randomBot], seed: 'prep-lan' });
      expect(started.ok).toBe(true);
      expect(hints.seated).toHaveLength(1);
      await t.must('settings:set', { settings: { lanHints: true } });
      expect(hints.seated.at(-1)).toBe('prep-lan/hint/prepare: hard - -');
      // Allowing them again changes nothing; no hint was asked for.
      await t.must('settings:set', { settings: { lanHints: true } });
      expect(hints.seated).toHaveLength(2);
      expect(hints.asked).toBe(0);
    } finally {
      await t.host.close();
      removeDir(t.dir);
    }
  }, 60_000);

  it('a LAN player is refused hints unless the host allows them', async () => {
    const hints = inProcessHints();
    const t = await makeHost({ hintBots: hints });
    try {
      const config = { players: 3 };
      const first = decider(newGame(config, 'hint-lan').state)[0];
      const seats = [0, 1, 2].map((i) => (i === first ? ({ kind: 'remote' } as const) : randomBot));
      const started = await t.host.startLanGame({ config, seats, seed: 'hint-lan' });
      expect(started.ok).toBe(true);
      const seq = (await t.must('game:view', { viewer: 'spectator', since: 0 })).seq;
      const ask = () => t.host.request({ kind: 'game:hint', params: { seat: first, seq } }, { kind: 'remote', seat: first });
      expect(await ask()).toMatchObject({ ok: false, code: 'hint.off', error: 'The host does not allow hints in this game.' });
      expect(hints.asked).toBe(0);
      await t.must('settings:set', { settings: { lanHints: true } });
      const r = await ask();
      expect(r.ok).toBe(true);
      expect(hints.asked).toBe(1);
      // Another seat's hint is not a LAN player's to ask for.
      const other = await t.host.request({ kind: 'game:hint', params: { seat: (first + 1) % 3, seq } }, { kind: 'remote', seat: first });
      expect(other).toMatchObject({ ok: false, error: expect.stringMatching(/only/) });
    } finally {
      await t.host.close();
      removeDir(t.dir);
    }
  }, 60_000);
});
