// Drop targets from the legal actions, and the action a drop stands for (src/renderer/src/table/targets.ts).
import { describe, expect, it } from 'vitest';
import { checkAction, legalActions, observe } from '../../../src/shared/engine';
import { dropTargets, actionFor } from '../../../src/renderer/src/table/targets';
import { attackAndRoll, scenario } from '../../support/scenario';

describe('drop targets', () => {
  it('every legal moveGroup is a target, and each target gives back a legal action', () => {
    const s = scenario({
      seats: [
        { illuminati: 'bavarian-illuminati', money: 10, groups: [['cia', 'bavarian-illuminati', 'top'], ['fbi', 'cia', 'left'], ['california', 'bavarian-illuminati', 'right']] },
        { illuminati: 'network', money: 10 },
      ],
    });
    const legal = legalActions(s, 0);
    const obs = observe(s, 0);
    const targets = dropTargets(legal, obs);
    const moves = legal.filter((l) => l.type === 'moveGroup');
    expect(moves.length).toBeGreaterThan(3);
    expect(targets).toHaveLength(moves.length);
    for (const t of targets) {
      const a = actionFor(t, legal, obs);
      expect(a).toEqual({ type: 'moveGroup', group: t.group, master: t.master, arrow: t.arrow });
      expect(checkAction(s, 0, a!)).toBeNull();
    }
    // A place nobody offered is no action.
    expect(actionFor({ group: 'cia', master: 'fbi', arrow: 'top' }, legal, obs)).toBeNull();
  });

  it('a captured group goes on the arrows of the attacking card (placeCaptured, no money moved)', () => {
    const s0 = scenario({
      seats: [{ illuminati: 'bavarian-illuminati', money: 10, groups: [['cia', 'bavarian-illuminati', 'top']] }, { illuminati: 'network', money: 10 }],
      uncontrolled: ['feminists'],
    });
    const s = attackAndRoll(s0, 0, { attacker: 'cia', target: 'feminists', kind: 'control' }, [1, 2]).state;
    const legal = legalActions(s, 0);
    const obs = observe(s, 0);
    const targets = dropTargets(legal, obs);
    const places = legal.filter((l) => l.type === 'placeCaptured');
    expect(places.length).toBeGreaterThan(0);
    expect(targets).toEqual(places.map((p) => ({ group: 'feminists', master: 'cia', arrow: (p as { arrow: string }).arrow })));
    for (const t of targets) {
      const a = actionFor(t, legal, obs);
      expect(a).toEqual({ type: 'placeCaptured', arrow: t.arrow, transfer: 0 });
      expect(checkAction(s, 0, a!)).toBeNull();
    }
  });

  it('with Bribery in hand, uncontrolled groups may be dropped on open arrows (playSpecial)', () => {
    const s = scenario({
      seats: [{ illuminati: 'bavarian-illuminati', money: 10, hand: ['bribery'] }, { illuminati: 'network', money: 10 }],
      uncontrolled: ['feminists', 'cia'],
    });
    const legal = legalActions(s, 0);
    const obs = observe(s, 0);
    const bribes = dropTargets(legal, obs).filter((t) => obs.uncontrolled.includes(t.group as never));
    expect(new Set(bribes.map((t) => t.group))).toEqual(new Set(['feminists', 'cia']));
    for (const t of bribes) {
      const a = actionFor(t, legal, obs);
      expect(a).toEqual({ type: 'playSpecial', card: 'bribery', target: t.group, master: t.master, arrow: t.arrow });
      expect(checkAction(s, 0, a!)).toBeNull();
    }
  });

  it('no legal actions, no targets', () => {
    const s = scenario({ seats: [{ illuminati: 'bavarian-illuminati', groups: [['cia', 'bavarian-illuminati', 'top']] }, { illuminati: 'network' }] });
    expect(dropTargets(legalActions(s, 1), observe(s, 1))).toEqual([]);
  });
});
