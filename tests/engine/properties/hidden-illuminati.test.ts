// Tier 3 for issue 41 (ADV-HIDDEN-ILLUM-1/2, AMB-42): over random games with hidden Illuminati, a
// player who chooses to stay hidden cannot be named for certain by any rival from the public numbers
// (tests/support/hidden-deduction.ts tries every Illuminati against them, and matches the seats
// against each other). Every seat holds back as the bots do (ai/conceal.ts) and, while it stays
// hidden, makes no move that shows its card by itself (the Bavarians' paid privilege, the Gnomes'
// redistribution, the Triangle's reorganisation, the UFO card's second attack); everything else
// is random legal play, accusations included. A seat stops counting as hidden when it takes all
// again, or when cards turned up by accusations leave fewer than COVER cards that fit what it showed.
import { describe, expect, it } from 'vitest';
import { applyAction, decider, legalActions, newGame, observe, randomAction, type Action, type GameConfig, type GameState, type LegalAction, type Seat } from '../../../src/shared/engine';
import { COVER, concealMove, concealStance, coverOf } from '../../../src/shared/ai/conceal';
import { seedState } from '../../../src/shared/engine/rng';
import { Deducer, named } from '../../support/hidden-deduction';

/** The legal templates a seat that stays hidden may use: no move that names its card by itself. */
function discreet(s: GameState, seat: Seat, legal: readonly LegalAction[]): LegalAction[] {
  const ufoTwice = s.players[seat].illuminati === 'ufos' && (s.turn.participated.ufos ?? 0) >= 1;
  const out: LegalAction[] = [];
  for (const l of legal) {
    if (l.type === 'conceal' || l.type === 'setTreasuries' || l.type === 'reorganize') continue;
    if (ufoTwice && JSON.stringify(l).includes('"ufos"')) continue;
    if (l.type === 'attack') out.push({ ...l, privilegeOptions: l.privilegeOptions.filter((p) => p?.kind !== 'bavarian') });
    else out.push(l);
  }
  return out;
}

interface Result {
  /** (rival, seat) checks made while the seat was face down and hiding. */
  checks: number;
  /** Seats that held back at least once. */
  held: number;
}

/** Random play; after every action, no rival can name a seat that has chosen to stay hidden. */
function play(config: GameConfig, seed: string, maxSteps = 900): Result {
  let s = newGame(config, seed).state;
  const rng = seedState(`${seed}/driver`);
  const deducers = s.players.map((p) => new Deducer(config, p.seat, 'atMost'));
  for (const d of deducers) d.start(observe(s, d.viewer).players.map((p) => p.money));
  const hiding = new Set(s.players.map((p) => p.seat));
  const held = new Set<Seat>();
  let checks = 0;
  for (let step = 0; step < maxSteps && !s.outcome; step++) {
    const seat = decider(s)[0];
    const legal = legalActions(s, seat);
    const obs = observe(s, seat);
    const t = legal.find((l): l is Extract<LegalAction, { type: 'conceal' }> => l.type === 'conceal');
    // A seat whose card would cost too much to hide takes everything: it no longer chooses to hide.
    if (t && concealStance(obs, seat, t).conceal === null) hiding.delete(seat);
    const move: Action | null = concealMove(obs, legal);
    if (move?.type === 'conceal' && move.income !== null) held.add(seat);
    const a = move ?? randomAction(s, seat, rng, hiding.has(seat) ? discreet(s, seat, legal) : legal.filter((l) => l.type !== 'conceal'));
    const r = applyAction(s, seat, a);
    if (!r.ok) throw new Error(`${seed} step ${step}: ${r.reason}`);
    s = r.state;
    if (s.outcome) break;
    for (const d of deducers) {
      d.feed(s, r.events);
      if (s.players[d.viewer].out) continue;
      for (const [x, card] of named(s, d)) {
        // Cards turned up since (accusations) may leave too few that fit what the seat showed: it
        // can no longer stay hidden, whatever it does now (ai/conceal.ts coverOf).
        if ((coverOf(observe(s, x), x) ?? 0) < COVER) hiding.delete(x);
        if (!hiding.has(x)) continue;
        expect.fail(`${seed} step ${step}: seat ${d.viewer} can name seat ${x}'s ${card} though it stays hidden (${JSON.stringify([...d.possible[x]])})`);
      }
      for (const p of s.players) if (p.seat !== d.viewer && !p.revealed && hiding.has(p.seat)) checks++;
    }
  }
  return { checks, held: held.size };
}

describe('ADV-HIDDEN-ILLUM-2: a face-down player who holds back cannot be named from the public numbers', () => {
  it('ADV-HIDDEN-ILLUM-1, ADV-HIDDEN-ILLUM-2, AMB-42: random games of 3 to 6 players, each edition, with and without misstatement', () => {
    let checks = 0;
    let held = 0;
    const editions = ['en', 'de', 'it'] as const;
    for (let k = 0; k < 18; k++) {
      const config: GameConfig = { players: 3 + (k % 4), edition: editions[k % 3], hiddenIlluminati: true, ...(k % 2 ? { misstate: true } : {}), turnCap: 36 };
      const r = play(config, `hidden-property-${k}`);
      checks += r.checks;
      held += r.held;
    }
    expect(checks).toBeGreaterThan(1000);
    expect(held).toBeGreaterThan(5); // the Gnomes and others did hold back
  }, 300_000);

  it('the deduction can name a card: the Gnomes taking their full 12 MB are named by every rival', () => {
    const config: GameConfig = { players: 3, hiddenIlluminati: true, illuminati: ['gnomes-of-zurich', null, null] };
    let s = newGame(config, 'named').state;
    const ds = [1, 2].map((v) => new Deducer(config, v, 'atMost'));
    while (s.pending?.kind === 'chooseGoal') {
      const seat = s.pending.seat;
      const r = applyAction(s, seat, { type: 'chooseGoal', goal: legalActions(s, seat).find((l) => l.type === 'chooseGoal')!.goals[0] });
      if (!r.ok) throw new Error(r.reason);
      for (const d of ds) d.feed(r.state, r.events);
      s = r.state;
    }
    for (const d of ds) expect(named(s, d).get(0)).toBe('gnomes-of-zurich');
    // Under the rules before issue 41 (full Income forced) 9 MB would name nobody, but 7 MB would:
    const exact = new Deducer({ players: 3, hiddenIlluminati: true }, 1, 'exact');
    exact.start([0, 0, 7]);
    expect([...exact.possible[2]]).toEqual(['servants-of-cthulhu']);
  });
});
