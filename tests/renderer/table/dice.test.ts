// The dice animation as a function of time (src/renderer/src/table/dice.ts).
import { describe, expect, it } from 'vitest';
import { checkRoll, diceFrame, diceTimings, dieTransform, pips, pipSpots, rollCaption, type DiceRoll, type Motion } from '../../../src/renderer/src/table/dice';

const roll: DiceRoll = { id: 17, dice: [3, 5], needed: 7, success: false };

describe('dice animation', () => {
  it('with full motion the dice tumble, then lie still on the rolled faces', () => {
    const { tumble, hold, fade } = diceTimings('full');
    expect(tumble).toBeGreaterThan(0);
    const early = diceFrame(roll, tumble * 0.3, 'full');
    expect(early.dice.some((d) => !d.settled)).toBe(true);
    expect(early.showResult).toBe(false);
    expect(early.dice[0].x).toBeLessThan(diceFrame(roll, tumble, 'full').dice[0].x);
    const rest = diceFrame(roll, tumble, 'full');
    expect(rest.dice.map((d) => d.face)).toEqual([3, 5]);
    expect(rest.dice.every((d) => d.settled && d.angle === 0)).toBe(true);
    expect(rest.showResult).toBe(true);
    expect(rest.dice[0].x).toBeLessThan(rest.dice[1].x);
    expect(diceFrame(roll, tumble + hold, 'full').opacity).toBe(1);
    expect(diceFrame(roll, tumble + hold + fade / 2, 'full').opacity).toBeCloseTo(0.5, 9);
    expect(diceFrame(roll, tumble + hold + fade, 'full')).toMatchObject({ done: true, opacity: 0 });
    expect(diceFrame(roll, tumble + hold + fade - 1, 'full').done).toBe(false);
  });

  it('tumbling faces are always dice faces and the same for the same roll', () => {
    const a: number[] = [];
    const b: number[] = [];
    for (let t = 0; t < 900; t += 35) {
      a.push(...diceFrame(roll, t, 'full').dice.map((d) => d.face));
      b.push(...diceFrame({ ...roll }, t, 'full').dice.map((d) => d.face));
    }
    expect(a).toEqual(b);
    for (const f of a) expect(f >= 1 && f <= 6 && Number.isInteger(f)).toBe(true);
    expect(new Set(a).size).toBeGreaterThan(2);
  });

  for (const motion of ['reduced', 'instant'] as Motion[]) {
    it(`under ${motion} motion the dice appear at rest at once and never move`, () => {
      const { tumble, hold, fade } = diceTimings(motion);
      expect(tumble).toBe(0);
      expect(fade).toBe(0);
      for (const t of [0, hold / 2, hold - 1]) {
        const f = diceFrame(roll, t, motion);
        expect(f.dice.map((d) => [d.face, d.angle, d.y, d.settled])).toEqual([[3, 0, 0, true], [5, 0, 0, true]]);
        expect(f).toMatchObject({ showResult: true, opacity: 1, done: false });
      }
      expect(diceFrame(roll, hold, motion).done).toBe(true);
    });
  }

  it('with full motion the dice follow the speed setting: shorter at fast, longer at slow', () => {
    const fast = diceTimings('full', 'fast');
    const normal = diceTimings('full', 'normal');
    const slow = diceTimings('full', 'slow');
    expect(normal).toEqual(diceTimings('full'));
    expect(fast.tumble).toBeLessThan(normal.tumble);
    expect(slow.tumble).toBeGreaterThan(normal.tumble);
    expect(fast.hold).toBeLessThan(normal.hold);
    expect(slow.hold).toBeGreaterThan(normal.hold);
    expect(diceFrame(roll, fast.tumble, 'full', 'fast').showResult).toBe(true);
    expect(diceFrame(roll, fast.tumble - 1, 'full', 'normal').showResult).toBe(false);
  });

  it('instant speed is over sooner than reduced motion', () => {
    expect(diceTimings('instant').hold).toBeLessThan(diceTimings('reduced').hold);
  });

  it('negative or non-finite times count as the start', () => {
    expect(diceFrame(roll, -50, 'full')).toEqual(diceFrame(roll, 0, 'full'));
    expect(diceFrame(roll, Number.NaN, 'full')).toEqual(diceFrame(roll, 0, 'full'));
  });
});

describe('rolls and captions', () => {
  it('a roll needs an id and two dice of 1..6', () => {
    expect(checkRoll(roll)).toBeNull();
    expect(checkRoll(null)).toBe('no roll');
    expect(checkRoll({ id: 1, dice: [0, 3] })).toMatch(/1 to 6/);
    expect(checkRoll({ id: 1, dice: [2.5, 3] })).toMatch(/1 to 6/);
    expect(checkRoll({ id: 1, dice: [2] as unknown as [number, number] })).toMatch(/two dice/);
    expect(checkRoll({ id: {} as unknown as number, dice: [2, 2] })).toMatch(/id/);
  });

  it('the caption gives the total and, when known, the number needed and the verdict', () => {
    expect(rollCaption(roll)).toBe('3 + 5 = 8 \u2014 needed 7 or less \u2014 failure');
    expect(rollCaption({ id: 1, dice: [1, 1], success: true })).toBe('1 + 1 = 2 \u2014 success');
    expect(rollCaption({ id: 1, dice: [6, 4] })).toBe('6 + 4 = 10');
  });

  it('each face has as many pips as its number, inside the die', () => {
    for (let f = 1; f <= 6; f++) {
      const p = pips(f);
      expect(p).toHaveLength(f);
      for (const q of p) expect(q.x > 0 && q.x < 1 && q.y > 0 && q.y < 1).toBe(true);
    }
    expect(pips(7)).toEqual([]);
  });

  it('the dice as elements (issue 39): every pip lies inside the die, a transform turns it about its centre, the shadow falls lower', () => {
    for (let face = 1; face <= 6; face++) {
      const spots = pipSpots(face);
      expect(spots).toHaveLength(face);
      // The die's inner box (inside its 2 px border) is 62 px.
      for (const s of spots) {
        expect(s.left).toBeGreaterThanOrEqual(0);
        expect(s.top).toBeGreaterThanOrEqual(0);
        expect(s.left + s.size).toBeLessThanOrEqual(62);
        expect(s.top + s.size).toBeLessThanOrEqual(62);
      }
    }
    const d = diceFrame(roll, 200, 'full').dice[0];
    expect(dieTransform(d)).toBe(`translate(${d.x.toFixed(1)}px, ${d.y.toFixed(1)}px) rotate(${d.angle.toFixed(1)}deg)`);
    expect(dieTransform(d, 4)).toContain(`${(d.y + 4).toFixed(1)}px)`);
  });
});
