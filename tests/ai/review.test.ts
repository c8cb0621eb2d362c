// The game review (issue 36): the chart of every player's chance to win after each turn, the point
// where the winner's chance first passed one half, the key moments, and a decision rated against
// the Hard bot's choice on the seat's observation (a scripted blunder, rated as one).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { reviewAll, rateDecision } from '../../src/shared/ai/review/review';
import { RATING_FROM, ratingOf } from '../../src/shared/ai/review/types';
import { attackOdds, replay, type Action, type SavedGame } from '../../src/shared/engine';
import { scenario } from '../support/scenario';

const golden = (name: string) => JSON.parse(readFileSync(new URL(`../golden/${name}.json`, import.meta.url), 'utf8')) as SavedGame;

describe('the review of a golden game (4 players, won by a special goal)', () => {
  const game = golden('game-goal-0-0');
  const final = replay(game);
  const review = reviewAll(game, { seats: [] });

  it('gives win chances that sum to 1 after every turn, one point per turn and one at the end', () => {
    expect(final.ok && final.state.outcome?.winners).toEqual([3]);
    for (const p of review.points) {
      expect(p.chances).toHaveLength(4);
      expect(p.chances.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
    }
    expect(review.points[0]).toMatchObject({ step: 0, turn: 0 });
    expect(review.points.at(-1)).toMatchObject({ step: game.actions.length });
    expect(review.points.at(-1)!.chances[3]).toBe(1);
    const steps = review.points.map((p) => p.step);
    expect([...steps].sort((a, b) => a - b)).toEqual(steps);
  });

  it("marks the turn where the winner's chance first passed 50%", () => {
    const d = review.decisive!;
    expect(d.seat).toBe(3);
    expect(review.points[d.index].chances[3]).toBeGreaterThan(0.5);
    for (const p of review.points.slice(0, d.index)) expect(p.chances[3]).toBeLessThanOrEqual(0.5);
    expect(d).toMatchObject({ turn: review.points[d.index].turn, step: review.points[d.index].step });
  });

  it('names the three biggest swings as key moments, in game order', () => {
    const swing = (i: number) => Math.max(...review.points[i].chances.map((c, k) => Math.abs(c - review.points[i - 1].chances[k])));
    const all = review.points.slice(1).map((_, i) => swing(i + 1)).sort((a, b) => b - a);
    expect(review.moments).toHaveLength(3);
    for (const m of review.moments) {
      expect(Math.abs(m.after - m.before)).toBeCloseTo(swing(m.index), 12);
      expect(Math.abs(m.after - m.before)).toBeGreaterThanOrEqual(all[2] - 1e-12);
      expect(review.points[m.index - 1].chances[m.seat]).toBe(m.before);
    }
    expect(review.moments.map((m) => m.index)).toEqual([...review.moments.map((m) => m.index)].sort((a, b) => a - b));
  });

  it('is deterministic: the same seed rates the same decisions the same way', () => {
    const part = { ...game, actions: game.actions.slice(0, 30) };
    const a = reviewAll(part, { seats: [0], budget: 150, samples: 2, seed: 'same' });
    const b = reviewAll(part, { seats: [0], budget: 150, samples: 2, seed: 'same' });
    expect(a.decisions.length).toBeGreaterThan(0);
    expect(b).toEqual(a);
  }, 120_000);
});

describe('rating a decision against the Hard bot', () => {
  it('states its thresholds: good, inaccuracy, mistake, blunder by the drop in the chance to win', () => {
    expect(ratingOf(0)).toBe('good');
    expect(ratingOf(RATING_FROM.inaccuracy - 1e-9)).toBe('good');
    expect(ratingOf(RATING_FROM.inaccuracy)).toBe('inaccuracy');
    expect(ratingOf(RATING_FROM.mistake)).toBe('mistake');
    expect(ratingOf(RATING_FROM.blunder)).toBe('blunder');
  });

  it('rates an attack with no chance, while a rival is one group from his goal, as a blunder', () => {
    // 3 players, basic goal 6 cards. The Network (seat 1, next on turn) holds 5: one more capture
    // wins. The only uncontrolled group is the Antiwar Activists; the Bavarians (seat 0, one action
    // left, no money) can take California's branch of his structure (3 cards) or the Comic Books.
    // They attack the Big Media with the C.I.A. alone instead: T below 2, no chance at all.
    const s = scenario({
      seats: [
        { illuminati: 'bavarian-illuminati', money: 0, groups: [['cia', 'bavarian-illuminati', 'top'], ['boy-sprouts', 'bavarian-illuminati', 'bottom']] },
        { illuminati: 'network', money: 0, groups: [['big-media', 'network', 'top'], ['california', 'big-media', 'top'], ['comic-books', 'california', 'top'], ['cycle-gangs', 'california', 'bottom']] },
        { illuminati: 'gnomes-of-zurich', money: 10, groups: [['copy-shops', 'gnomes-of-zurich', 'top']] },
      ],
      uncontrolled: ['antiwar-activists'],
      basicGoal: 6,
      deckTop: ['computer-espionage', 'interference-1', 'interference-2', 'secrets-man'],
    });
    s.turn.actionsLeft = 1;
    const futile: Action = { type: 'attack', attacker: 'cia', target: 'big-media', kind: 'control', aiders: [], privilege: null };
    expect(attackOdds(s, { seat: 0, attacker: 'cia', target: 'big-media', kind: 'control', aiders: [], money: 0 }).chance).toBe(0);
    const d = rateDecision(s, 0, futile, 0, { budget: 500, samples: 4, seed: 'blunder' });
    expect(d.bot).not.toEqual(futile);
    expect(d.mine).not.toBeNull();
    expect(d.best).not.toBeNull();
    expect(d.drop).toBeCloseTo(d.best! - d.mine!, 12);
    expect(d.drop).toBeGreaterThanOrEqual(RATING_FROM.blunder);
    expect(d.rating).toBe('blunder');
  }, 120_000);
});
