// Where a bot's model places a captured group (placerFor, src/shared/ai/stakes.ts; ATK-CTRL-4,
// ATK-RES-2; issue 38: Hard faster with the same decisions). For a group without puppets it steps the
// engine once and scores the other open arrows by their room to grow (utilityWithRoom); here it must
// choose the arrow, and return the state, that the plain loop chooses (one engine step and one full
// utility per open arrow, on a fresh evaluator), on every capture of random 3, 4 and 6-player games,
// for two weightings, as the attacker's own evaluator and a rival's, with a fresh evaluator and with
// one that has scored many states before (beside a plain placer's that has scored the same).
import { describe, expect, it } from 'vitest';
import { beliefsFrom } from '../../src/shared/ai/beliefs';
import { Evaluator } from '../../src/shared/ai/evaluate';
import { newMemory } from '../../src/shared/ai/memory';
import { attackWindow, resolveAttack, step, type Placer } from '../../src/shared/ai/sim';
import { placerFor } from '../../src/shared/ai/stakes';
import type { Think } from '../../src/shared/ai/think';
import { LEVELS, PERSONALITY_WEIGHTS, type Weights } from '../../src/shared/ai/weights';
import { applyAction, decider, isOpen, newGame, observe, outSidesOf, randomAction, type GameState, type Seat } from '../../src/shared/engine';
import { seedState } from '../../src/shared/engine/rng';
import { readIdentity } from './hard-identity';

type Capture = Extract<GameState['pending'], { kind: 'capture' }>;

function think(s: GameState, me: Seat, w: Weights): Think {
  const obs = observe(s, me);
  const ev = new Evaluator(me, w, true, beliefsFrom(obs));
  return { obs, legal: [], me, s, ev, level: LEVELS.medium!, w, rng: seedState('placer'), memory: newMemory(), enough: () => false, base: () => ev.utilities(s) };
}

/** The plain placer: every open arrow stepped and scored in full, the first best kept. */
function plainPlacer(t: Think): Placer {
  return (s) => {
    const w = s.pending as Capture;
    const arrows = outSidesOf(w.attacker).filter((a) => isOpen(s.players[w.attackSeat], w.attacker, a));
    let bestA = arrows[0] ?? 'top';
    let bestS: GameState | undefined;
    let bestV = -Infinity;
    for (const a of arrows) {
      const next = step(s, w.attackSeat, { type: 'placeCaptured', arrow: a, transfer: 0 });
      if (!next) continue;
      const v = t.ev.utility(next, w.attackSeat);
      if (v > bestV) {
        bestV = v;
        bestA = a;
        bestS = next;
      }
    }
    return { arrow: bestA, next: bestS };
  };
}

/** The capture windows reached by resolving every attack window of a random game to success (from `from`: a recorded position). */
function captures(players: number, seed: string, from?: GameState, steps = 3000): GameState[] {
  let s = from ?? newGame({ players, turnCap: 60 }, seed).state;
  const rng = seedState(`${seed}/players`);
  const out: GameState[] = [];
  const spy: Placer = (c) => {
    out.push(c);
    return { arrow: outSidesOf((c.pending as Capture).attacker).find((a) => isOpen(c.players[(c.pending as Capture).attackSeat], (c.pending as Capture).attacker, a)) ?? 'top' };
  };
  for (let i = 0; i < steps && !s.outcome; i++) {
    if (s.pending?.kind === 'attack' && attackWindow(s)) resolveAttack(s, true, spy);
    if (s.pending?.kind === 'capture') out.push(s);
    const seat = decider(s)[0];
    const r = applyAction(s, seat, randomAction(s, seat, rng));
    if (!r.ok) throw new Error(r.reason);
    s = r.state;
  }
  return out;
}

describe('placerFor', () => {
  it('chooses the arrow and the state the plain loop chooses, on every capture of random games', () => {
    // Random games are young (small structures, where every arrow is often worth the same); the
    // recorded mid-game positions of hard-bench, played on at random, have grown ones.
    const all = [
      ...[3, 4, 6].flatMap((n) => [`placer-${n}a`].flatMap((seed) => captures(n, seed))),
      ...readIdentity().flatMap((p) => captures(p.players, `placer-${p.players}-${p.index}`, p.state, 120)),
    ];
    let single = 0;
    let moved = 0;
    let puppets = 0;
    for (const w of [PERSONALITY_WEIGHTS.balanced, PERSONALITY_WEIGHTS.aggressive]) {
      // Evaluators that scored every capture before, one for each placer: the evaluation's caches
      // (per player object) answer as they were filled, so both must have met the same states.
      const seen = new Map<Seat, [Think, Think]>();
      for (const c of all) {
        const win = c.pending as Capture;
        const open = outSidesOf(win.attacker).filter((a) => isOpen(c.players[win.attackSeat], win.attacker, a)).length;
        for (const me of [win.attackSeat, (win.attackSeat + 1) % c.players.length]) {
          let used = seen.get(me);
          if (!used) seen.set(me, (used = [think(c, me, w), think(c, me, w)]));
          for (const [plain, t] of [[think(c, me, w), think(c, me, w)], used]) {
            const want = plainPlacer(plain)(c);
            const got = placerFor(t)(c);
            expect(got.arrow).toBe(want.arrow);
            const next = got.next ?? step(c, win.attackSeat, { type: 'placeCaptured', arrow: got.arrow, transfer: 0 });
            expect(JSON.stringify(next)).toBe(JSON.stringify(want.next));
          }
          if (open > 1 && win.lifted.length === 1) {
            single++;
            if (plainPlacer(think(c, me, w))(c).arrow !== outSidesOf(win.attacker).find((a) => isOpen(c.players[win.attackSeat], win.attacker, a))) moved++;
          }
          if (open > 1 && win.lifted.length > 1) puppets++;
        }
      }
    }
    // Enough of each case: a single group with a choice of arrows (and some not on the first), a group with puppets.
    expect(single).toBeGreaterThan(1000);
    expect(moved).toBeGreaterThan(100);
    expect(puppets).toBeGreaterThan(100);
  });
});
