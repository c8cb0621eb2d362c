// Issue 20: the coach lets through exactly the action its step expects and names, for any other,
// the first difference that matters in the player's terms.
import { describe, expect, it } from 'vitest';
import type { Action } from '../../../src/shared/engine';
import { SCRIPT } from '../../../src/renderer/src/tutorial/game';
import { judge } from '../../../src/renderer/src/tutorial/judge';

const attack = SCRIPT.find((a) => a.type === 'attack' && a.aiders.length > 0) as Extract<Action, { type: 'attack' }>;
const privileged = SCRIPT.find((a) => a.type === 'attack' && a.privilege) as Extract<Action, { type: 'attack' }>;

describe('judge', () => {
  it('accepts every action of the script as itself (a spend from the form may name its side)', () => {
    for (const a of SCRIPT) expect(judge(a, a)).toBe(null);
    const spend = SCRIPT.find((a) => a.type === 'spend')!;
    expect(judge(spend, { ...spend, side: 'for' } as Action)).toBe(null);
  });

  it('an info step takes no action; another kind of action is another move', () => {
    expect(judge(null, { type: 'endTurn' })?.key).toBe('readFirst');
    expect(judge(attack, { type: 'endTurn' })?.key).toBe('otherMove');
  });

  it('an attack: the attacker, the target, the kind, the aid and the privilege, in that order', () => {
    expect(judge(attack, { ...attack, attacker: 'bavarian-illuminati' })).toEqual({ key: 'attacker', cards: { card: attack.attacker } });
    expect(judge(attack, { ...attack, target: 'morticians' })).toEqual({ key: 'target', cards: { card: attack.target } });
    expect(judge(attack, { ...attack, kind: 'destroy' })?.key).toBe('kind');
    expect(judge(attack, { ...attack, aiders: [] })).toEqual({ key: 'aid', cards: { card: 'bavarian-illuminati' } });
    expect(judge(privileged, { ...privileged, aiders: ['bavarian-illuminati'] })?.key).toBe('noAid');
    expect(judge(privileged, { ...privileged, privilege: null })?.key).toBe('privilege');
    expect(judge(attack, { ...attack, privilege: { kind: 'bavarian' } })?.key).toBe('noPrivilege');
  });

  it('money, cards and arrows: the card, then the arrow, then the amount', () => {
    const place = SCRIPT.find((a) => a.type === 'placeCaptured' && a.transfer > 0) as Extract<Action, { type: 'placeCaptured' }>;
    expect(judge(place, { ...place, arrow: 'left' })).toEqual({ key: 'arrow', values: { arrow: 'top' } });
    expect(judge(place, { ...place, transfer: 0 })).toEqual({ key: 'amount', values: { amount: 4 } });
    const transfer = SCRIPT.find((a) => a.type === 'transferMoney')!;
    expect(judge(transfer, { ...transfer, to: 'morticians' } as Action)).toEqual({ key: 'card', cards: { card: 'tobacco-and-liquor-companies' } });
    const move = SCRIPT.find((a) => a.type === 'moveGroup')!;
    expect(judge(move, { ...move, arrow: 'bottom' } as Action)?.key).toBe('arrow');
    expect(judge(move, { ...move, group: 'morticians' } as Action)?.key).toBe('card');
  });
});
