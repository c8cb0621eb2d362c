// Hints explain (issue 36): over every legal action type of a corpus of positions (3 to 6 players,
// every Illuminati of both editions, the rule options that bring accusations and stated values), each hint gives one
// to three specific reasons (the generic "the bot judges this the best" is gone), and each number in
// them is the engine's: attack odds from attackOdds, goal progress from the goal standings
// (basicProgress and specialProgress through standings.ts), money from the treasuries.
import { describe, expect, it } from 'vitest';
import { after, attackOf, totalMoney } from '../../../src/server/host/hint-effects';
import { hintReasons } from '../../../src/server/host/hint-reasons';
import { concealCover, concealStance, COVER, HIDE_WORTH } from '../../../src/shared/ai/conceal';
import { standings } from '../../../src/server/host/standings';
import type { IlluminatiId } from '../../../src/shared/cards';
import { applyAction, attackOdds, decider, illuminatiSet, instantiate, legalActions, newGame, observe, randomAction, type Action, type GameConfig, type GameState, type Seat } from '../../../src/shared/engine';
import { subtree } from '../../../src/shared/engine/geometry';
import { seedState } from '../../../src/shared/engine/rng';
import type { HintReason } from '../../../src/shared/protocol/hint';
import { scenario } from '../../support/scenario';

/** Every Illuminati of every edition (the EN eight and DE's Atlanteans). */
const ALL: readonly IlluminatiId[] = illuminatiSet('de');

interface Position {
  s: GameState;
  seat: Seat;
}

/** Positions from seeded random games: every decision of every 7th step, up to `steps`. */
function corpus(): Position[] {
  const out: Position[] = [];
  // The German edition brings the ninth Illuminati, the Atlanteans (EDN-1).
  const variants: Partial<GameConfig>[] = [{}, { hiddenIlluminati: true, misstate: true }, { hiddenGoals: true }, { edition: 'de', hiddenIlluminati: true }];
  let g = 0;
  for (let players = 3; players <= 6; players++) {
    for (const [v, options] of variants.entries()) {
      // Illuminati rotated so that every one is played at every player count.
      const set = illuminatiSet(options.edition ?? 'en');
      const illuminati = Array.from({ length: players }, (_, i) => set[(i + players * 3 + v * 2) % set.length]);
      let s = newGame({ players, illuminati, turnCap: 60, ...options }, `hint-corpus-${g}`).state;
      const rng = seedState(`hint-corpus-${g++}`);
      for (let i = 0; i < 500 && !s.outcome; i++) {
        const seat = decider(s)[0];
        if (i % 7 === 0 || s.pending?.kind === 'offer' || s.pending?.kind === 'chooseGoal' || s.pending?.kind === 'fit' || s.pending?.kind === 'tax') out.push({ s, seat });
        const r = applyAction(s, seat, randomAction(s, seat, rng));
        if (!r.ok) throw new Error(r.reason);
        s = r.state;
      }
    }
  }
  // The I.R.S.'s tax (INCOME-3) comes up too rarely in random play: one laid out by hand.
  const tax = scenario({ seats: [{ illuminati: 'bavarian-illuminati', money: 5, groups: [['irs', 'bavarian-illuminati', 'top']] }, { illuminati: 'network', money: 10 }, { illuminati: 'gnomes-of-zurich', money: 10 }], noIncome: false });
  out.push({ s: tax, seat: 0 });
  return out;
}

const close = (a: number, b: number) => Math.abs(a - b) < 1e-12;

/** Why a reason's number is not the engine's, or null. */
function wrongNumber(s: GameState, seat: Seat, a: Action, r: HintReason): string | null {
  const rows = standings(s, seat);
  switch (r.kind) {
    case 'odds': {
      if (a.type !== 'attack') return 'odds for a non-attack';
      const q = { seat, attacker: a.attacker, target: a.target, kind: a.kind, aiders: a.aiders };
      const o = attackOdds(s, { ...q, money: 0 });
      if (o.needed !== r.needed || !close(o.chance, r.chance)) return `odds ${r.needed}/${r.chance} against ${o.needed}/${o.chance}`;
      if (r.spend) {
        const m = attackOdds(s, { ...q, money: r.spend.money });
        if (m.needed !== r.spend.needed || !close(m.chance, r.spend.chance)) return 'spent odds differ';
      }
      return null;
    }
    case 'goal': {
      const b = rows[seat].basic;
      if (r.have !== b.have || r.need !== b.need) return `goal ${r.have}/${r.need} against ${b.have}/${b.need}`;
      if (a.type === 'attack') {
        const owner = s.players.find((p) => p.groups.some((x) => x.id === a.target));
        return r.after === b.have + (owner ? subtree(owner, a.target).length : 1) ? null : 'goal after differs';
      }
      const next = a.type === 'offer' ? null : after(s, seat, a);
      return next && standings(next, seat)[seat].basic.have !== r.after ? 'goal after differs from the standings after' : null;
    }
    case 'special': {
      // An offer's reasons are those of its acceptance (checked for the goal before, here).
      const next = a.type === 'offer' ? null : after(s, seat, a);
      const sp = next ? standings(next, seat)[seat].special : null;
      if (next && (!sp || sp.have !== r.after || sp.need !== r.need)) return 'special progress differs from the standings after';
      const before = rows[seat].special;
      if (!r.pick && before && before.have !== r.have) return 'special progress before differs';
      return null;
    }
    case 'rival': {
      const g = r.goal === 'basic' ? rows[r.seat].basic : rows[r.seat].special;
      return g && g.have === r.have && g.need === r.need ? null : `rival's ${r.goal} goal ${r.have}/${r.need} is not the standings'`;
    }
    case 'threat': {
      const row = rows[r.seat];
      return [row.basic, row.special].some((g) => g && g.have === r.have && g.need === r.need) ? null : 'threat numbers are not the standings';
    }
    case 'spend':
    case 'hold':
    case 'callOff':
    case 'chance': {
      const w = attackOf(s.pending);
      if (!w) return 'a chance without an attack in progress';
      const o = attackOdds(s, { seat: w.attackSeat, attacker: w.attacker, target: w.target, kind: w.attack, aiders: w.aiders, money: w.money });
      const now = r.kind === 'spend' || r.kind === 'chance' ? r.before : r.chance;
      return close(o.chance, now) ? null : `chance ${now} against the engine's ${o.chance}`;
    }
    case 'rest':
      return r.money === s.players[seat].money + (a.type === 'passTurn' ? 5 : 0) ? null : 'money kept differs';
    case 'money':
      return r.before === totalMoney(s, seat) ? null : 'money before differs';
    case 'cards':
      return r.before === s.players[seat].hand.length ? null : 'cards before differ';
    case 'protection':
    case 'paid':
      return a.type === 'offer' && r.kind === 'protection' ? (r.money === a.give.money && r.seat === a.to ? null : 'protection money differs') : null;
    case 'belief':
      return r.chance >= 0 && r.chance <= 1 ? null : 'belief is not a chance';
    case 'conceal':
    case 'reveal': {
      // The bots' own weighing of the income choice (ai/conceal.ts).
      const t = legalActions(s, seat).find((l) => l.type === 'conceal');
      if (a.type !== 'conceal' || t?.type !== 'conceal') return 'an income choice reason without one';
      const obs = observe(s, seat);
      const { full, cover } = concealCover(obs, seat, t, a);
      if (r.min !== COVER) return 'min is not COVER';
      if (r.kind === 'conceal') return r.full === full && r.cover === cover ? null : `cover ${r.full}/${r.cover} against ${full}/${cover}`;
      const stance = concealStance(obs, seat, t);
      const why = stance.conceal ? 'exposed' : (stance.why ?? 'shown');
      if (r.why !== why || r.cover !== (why === 'exposed' ? full : cover)) return `reveal ${r.why}/${r.cover} against ${why}/${cover}`;
      return r.cost === Math.ceil(stance.would ?? 0) && r.worth === HIDE_WORTH ? null : 'reveal cost differs';
    }
    default:
      return null;
  }
}

describe('hint reasons over a corpus of positions', () => {
  const positions = corpus();

  it('are one to three, specific, for every legal action type, and every number is the engine’s', () => {
    const covered = new Map<string, number>();
    const problems: string[] = [];
    for (const [k, { s, seat }] of positions.entries()) {
      const rng = seedState(`pick-${k}`);
      const byType = new Map<string, ReturnType<typeof legalActions>[number]>();
      for (const l of legalActions(s, seat)) if (l.type !== 'leave' && !byType.has(l.type)) byType.set(l.type, l);
      for (const [type, l] of byType) {
        const a = instantiate(s, seat, l, rng);
        const reasons = hintReasons(s, seat, a, { bots: [] });
        covered.set(type, (covered.get(type) ?? 0) + 1);
        if (reasons.length < 1 || reasons.length > 3) problems.push(`${type}: ${reasons.length} reasons`);
        for (const r of reasons) {
          const bad = wrongNumber(s, seat, a, r);
          if (bad) problems.push(`${type} (${r.kind}): ${bad}`);
        }
      }
    }
    expect(problems.slice(0, 10)).toEqual([]);
    // Every kind of action the corpus reached, and the ones it must reach.
    const must = ['attack', 'spend', 'pass', 'callOff', 'placeCaptured', 'transferMoney', 'moveGroup', 'dropGroup', 'gift', 'offer', 'answerOffer', 'playSpecial', 'useRecyclers', 'setTreasuries', 'reorganize', 'tax', 'chooseGoal', 'accuse', 'misstate', 'conceal', 'passTurn', 'endTurn'];
    expect(must.filter((t) => !covered.has(t))).toEqual([]);
    // Every Illuminati was played in the corpus.
    const played = new Set(positions.flatMap(({ s }) => s.players.map((p) => p.illuminati)));
    expect(ALL.filter((id) => !played.has(id))).toEqual([]);
  }, 300_000);

  it('explain the protection deal as what it is, for a bot and for a person', () => {
    const { s, seat } = positions.find((p) => legalActions(p.s, p.seat).some((l) => l.type === 'offer') && p.s.players[p.seat].money > 0)!;
    const to = (legalActions(s, seat).find((l) => l.type === 'offer') as { to: Seat }).to;
    const offer: Action = { type: 'offer', to, give: { money: 1, specials: [], groups: [] }, get: { money: 0, specials: [], groups: [] }, getPlace: [] };
    expect(hintReasons(s, seat, offer, { bots: [to] })[0]).toEqual({ kind: 'protection', seat: to, money: 1, bot: true });
    expect(hintReasons(s, seat, offer, { bots: [] })[0]).toEqual({ kind: 'protection', seat: to, money: 1, bot: false });
  });
});
