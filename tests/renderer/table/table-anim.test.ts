// The animation plan wired to the canvas (src/renderer/src/table/anim/use-table-anim.ts): a later
// position of the same viewer plans slides and hands the sounds over at once; a first view, a new
// viewer or an older position does not; a plan's slides no longer apply once it has ended.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { shallowRef } from 'vue';
import { observe, type GameState, type Observation } from '../../../src/shared/engine';
import { useTableAnim } from '../../../src/renderer/src/table/anim/use-table-anim';
import type { DiceRoll, Motion } from '../../../src/renderer/src/table/dice';
import { layoutTable } from '../../../src/renderer/src/table/layout';
import type { TableLayout } from '../../../src/renderer/src/table/sprites';
import type { SoundCue } from '../../../src/renderer/src/sound/names';
import { attackAndRoll, scenario } from '../../support/scenario';

const VIEW = { width: 1280, height: 800 };

function states(): [GameState, GameState] {
  const s0 = scenario({
    seats: [
      { illuminati: 'bavarian-illuminati', money: 10, groups: [['cia', 'bavarian-illuminati', 'top', 3]] },
      { illuminati: 'gnomes-of-zurich', money: 10 },
    ],
    uncontrolled: ['feminists'],
  });
  return [s0, attackAndRoll(s0, 0, { attacker: 'bavarian-illuminati', target: 'feminists', kind: 'control' }, [2, 2]).state];
}

function rig(motion: Motion = 'full') {
  const obs = shallowRef<Observation | null>(null);
  const layout = shallowRef<TableLayout | null>(null);
  const roll = shallowRef<DiceRoll | null>(null);
  const cues: SoundCue[][] = [];
  const anim = useTableAnim({
    layout: () => layout.value,
    observation: () => obs.value as Observation,
    roll: () => roll.value,
    motion: () => motion,
    speed: () => 'normal',
    onCues: (c) => cues.push(c),
  });
  const show = (s: GameState, viewer = 0) => {
    obs.value = observe(s, viewer);
    layout.value = layoutTable(obs.value, VIEW);
  };
  return { anim, show, cues, roll };
}

afterEach(() => vi.restoreAllMocks());

describe('useTableAnim', () => {
  it('a later position of the same viewer slides the captured card and hands over the dice and capture sounds', () => {
    const [s0, s1] = states();
    const r = rig();
    r.show(s0);
    expect(r.cues).toEqual([]);
    // The clock stands still: laying out a table takes time, and the moves wait for what is left of the tumble.
    vi.spyOn(performance, 'now').mockReturnValue(performance.now());
    r.roll.value = { id: 7, dice: [2, 2] };
    r.show(s1);
    expect(r.anim.slideOf('feminists')).toMatchObject({ kind: 'capture' });
    expect(r.anim.slideOf('feminists')!.delay).toBeGreaterThanOrEqual(900);
    expect(r.cues.flat().map((c) => c.sound)).toEqual(expect.arrayContaining(['dice', 'capture']));
    expect(r.cues.flat().filter((c) => c.sound === 'dice')).toHaveLength(1);
    expect(r.anim.run.value?.plan.end).toBeGreaterThan(0);
  });

  it('a roll that comes while the table is held sounds at once; the change shown when the dice land moves at once, with no second roll (issue 39)', () => {
    const [s0, s1] = states();
    const r = rig();
    r.show(s0);
    const t = performance.now();
    const clock = vi.spyOn(performance, 'now').mockReturnValue(t);
    // The dice are thrown; the table still shows the position before the roll (stores/shown-table.ts).
    r.roll.value = { id: 7, dice: [2, 2] };
    expect(r.cues).toEqual([[{ sound: 'dice', delay: 0, length: 900 }]]);
    expect(r.anim.run.value).toBeNull();
    // The dice land; the held change comes: the captured card slides now, not after another tumble.
    clock.mockReturnValue(t + 950);
    r.show(s1);
    expect(r.anim.slideOf('feminists')).toMatchObject({ kind: 'capture', delay: 0 });
    expect(r.cues.flat().filter((c) => c.sound === 'dice')).toHaveLength(1);
    expect(r.cues[1].map((c) => c.sound)).toContain('capture');
  });

  it('the slides no longer apply once the plan has ended', () => {
    const [s0, s1] = states();
    const r = rig();
    r.show(s0);
    const t = performance.now();
    r.show(s1);
    expect(r.anim.slideOf('feminists')).not.toBeNull();
    vi.spyOn(performance, 'now').mockReturnValue(t + 5000);
    expect(r.anim.slideOf('feminists')).toBeNull();
  });

  it('a first view, another viewer or an older position plans nothing', () => {
    const [s0, s1] = states();
    const r = rig();
    r.show(s1);
    r.show(s0, 1);
    r.show(s1, 0);
    r.show(s0, 0);
    expect(r.cues).toEqual([]);
    expect(r.anim.slideOf('feminists')).toBeNull();
  });

  it('under reduced motion nothing slides, but the sounds still come', () => {
    const [s0, s1] = states();
    const r = rig('reduced');
    r.show(s0);
    r.show(s1);
    expect(r.anim.slideOf('feminists')).toBeNull();
    expect(r.anim.run.value).toBeNull();
    expect(r.cues[0].map((c) => c.sound)).toContain('capture');
  });
});
