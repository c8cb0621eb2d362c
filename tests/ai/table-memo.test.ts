// The evaluation's table remembered per state object (src/shared/ai/evaluate.ts, issue 38: Hard
// faster with the same decisions): a state asked for one seat's score, then for all, then for
// another seat, must answer exactly what a fresh evaluator's single full table answers (every S,
// threat and win chance), for the full evaluation (Hard, Medium) and the plain one (Easy), on the
// states of random 3, 4 and 6-player games (and copies with an alignment shifted this turn, which the per-player caches do not serve).
import { describe, expect, it } from 'vitest';
import { beliefsFrom } from '../../src/shared/ai/beliefs';
import { Evaluator } from '../../src/shared/ai/evaluate';
import { PERSONALITY_WEIGHTS } from '../../src/shared/ai/weights';
import { applyAction, decider, newGame, observe, randomAction, type GameState } from '../../src/shared/engine';
import { seedState } from '../../src/shared/engine/rng';

function states(players: number, seed: string): GameState[] {
  let s: GameState = newGame({ players, turnCap: 60 }, seed).state;
  const rng = seedState(`${seed}/play`);
  const out: GameState[] = [];
  for (let i = 0; i < 1200 && !s.outcome; i++) {
    if (i % 4 === 0) out.push(s);
    // (random play seldom shifts an alignment: a copy with a controlled group made Peaceful this turn)
    const held = s.players.flatMap((p) => p.groups);
    if (i % 8 === 0 && held.length) out.push({ ...s, turn: { ...s.turn, shifts: [{ target: held[i % held.length].id, add: 'Peaceful' }] } });
    const seat = decider(s)[0];
    const r = applyAction(s, seat, randomAction(s, seat, rng));
    if (!r.ok) throw new Error(r.reason);
    s = r.state;
  }
  return out;
}

describe('the table remembered per state', () => {
  for (const players of [3, 4, 6]) {
    it(`${players} players: one seat, then all, then another seat equals a fresh full table`, () => {
      let checked = 0;
      let shifted = 0;
      for (const s of states(players, `table-memo-${players}`)) {
        const me = s.turn.active;
        const beliefs = beliefsFrom(observe(s, me));
        for (const full of [true, false]) {
          const w = PERSONALITY_WEIGHTS.balanced;
          const used = new Evaluator(me, w, full, beliefs);
          const other = (me + 1) % players;
          const one = used.table(s, me);
          const oneS = one.S[me];
          const all = used.table(s);
          const again = used.table(s, other);
          const fresh = new Evaluator(me, w, full, beliefs).table(s);
          expect(all.S).toEqual(fresh.S);
          expect(all.threat).toEqual(fresh.threat);
          expect(all.win).toEqual(fresh.win);
          expect(oneS).toEqual(fresh.S[me]);
          expect(again.S[other]).toEqual(fresh.S[other]);
          for (const p of s.players) if (!p.out) expect(Number.isNaN(all.S[p.seat])).toBe(false);
          // and the utilities read from it, for every seat
          const u = new Evaluator(me, w, full, beliefs);
          expect(s.players.map((p) => u.utility(s, p.seat))).toEqual(new Evaluator(me, w, full, beliefs).utilities(s));
          checked++;
          if (s.turn.shifts.length) shifted++;
        }
      }
      expect(checked).toBeGreaterThan(50);
      expect(shifted).toBeGreaterThan(0);
    });
  }
});
