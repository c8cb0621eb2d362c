// Pure helpers of playing on the cards (src/renderer/src/table/play-hit.ts) on laid-out tables:
// which card is under a point, which blocked arrow a click means and the sentence that explains
// it, and the gesture sources made draggable.
import { describe, expect, it } from 'vitest';
import { legalActions, observe } from '../../../src/shared/engine';
import { layoutTable } from '../../../src/renderer/src/table/layout';
import { describeBlocked } from '../../../src/renderer/src/table/describe';
import { blockedAt, cardAt, withGrab } from '../../../src/renderer/src/table/play-hit';
import { dropTargets } from '../../../src/renderer/src/table/targets';
import { attackAndRoll, scenario } from '../../support/scenario';

const VIEW = { width: 1280, height: 800 };
const NAMES: Record<string, string> = { 'bavarian-illuminati': 'the Bavarian Illuminati', cia: 'the CIA', feminists: 'the Feminists' };
const nameOf = (id: string) => NAMES[id] ?? id;

/** Ada's Illuminati holds the CIA on its top arrow and has just captured the Feminists with its own Power. */
function capture() {
  const s0 = scenario({
    seats: [{ illuminati: 'bavarian-illuminati', money: 0, groups: [['cia', 'bavarian-illuminati', 'top']] }, { illuminati: 'network', money: 10 }],
    uncontrolled: ['feminists'],
  });
  const s = attackAndRoll(s0, 0, { attacker: 'bavarian-illuminati', target: 'feminists', kind: 'control' }, [1, 1]).state;
  expect(s.pending?.kind).toBe('capture');
  const obs = observe(s, 0);
  const targets = dropTargets(legalActions(s, 0), obs);
  return layoutTable(obs, VIEW, { moving: 'feminists', targets });
}

describe('blocked arrows (ATK-CTRL-4, MOVE-1)', () => {
  const l = capture();
  const taken = l.highlights.find((h) => h.master === 'bavarian-illuminati' && h.arrow === 'top')!;
  const open = l.highlights.find((h) => h.status === 'open' && h.legal)!;

  it('ATK-CTRL-4: the arrow holding the CIA is blocked, and its sentence names what hangs there', () => {
    expect(taken).toMatchObject({ status: 'blocked', reason: 'occupied' });
    expect(describeBlocked(taken, nameOf)).toBe('The top arrow of the Bavarian Illuminati is taken: C.I.A. hangs there');
  });

  it('a click by the arrow point, or in the blocked place while the group must be placed, means the blocked arrow', () => {
    const inSlot = { x: taken.slot.x + taken.slot.width / 2, y: taken.slot.y + taken.slot.height / 2 };
    expect(blockedAt(l.highlights, taken.point, { onCard: true, forced: false, scale: 1 })?.key).toBe(taken.key);
    expect(blockedAt(l.highlights, inSlot, { onCard: true, forced: true, scale: 1 })?.key).toBe(taken.key);
    // On a card, when the group need not be placed now, the click is about the card.
    expect(blockedAt(l.highlights, inSlot, { onCard: true, forced: false, scale: 1 })).toBeNull();
  });

  it('a click in an open legal place is never a refusal', () => {
    const p = { x: open.slot.x + open.slot.width / 2, y: open.slot.y + open.slot.height / 2 };
    expect(blockedAt(l.highlights, p, { onCard: false, forced: true, scale: 1 })).toBeNull();
  });

  it('an overlap names every card in the way', () => {
    const h = { ...taken, reason: 'overlap' as const, blockers: ['cia', 'feminists'], blockerNames: ['C.I.A.', 'Feminists'] };
    expect(describeBlocked(h, nameOf)).toBe('The top arrow of the Bavarian Illuminati is blocked by C.I.A. and Feminists');
  });
});

describe('cards under the pointer and gesture sources', () => {
  const l = capture();

  it('the topmost card under a point, never the excluded one', () => {
    const cia = l.cards.find((c) => c.id === 'cia')!;
    expect(cardAt(l.cards, { x: cia.x, y: cia.y })?.id).toBe('cia');
    expect(cardAt(l.cards, { x: cia.x, y: cia.y }, 'cia')).toBeNull();
    expect(cardAt(l.cards, { x: -1e6, y: -1e6 })).toBeNull();
  });

  it('the sources of links in the acting structure become draggable, the others stay the same objects', () => {
    const g = withGrab(l, [{ from: 'cia', to: 'bavarian-illuminati', kind: 'transfer' }, { from: 'network', to: 'cia', kind: 'attack' }], 0);
    expect(g.cards.find((c) => c.id === 'cia')!.draggable).toBe(true);
    expect(g.cards.find((c) => c.id === 'network')!.draggable).toBe(false);
    const untouched = l.cards.find((c) => c.id === 'bavarian-illuminati')!;
    expect(g.cards.find((c) => c.id === 'bavarian-illuminati')).toBe(untouched);
    expect(withGrab(l, [], 0)).toBe(l);
  });
});
