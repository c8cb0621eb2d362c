// Hints explain the income choice under hidden Illuminati (issues 36 and 41, ADV-HIDDEN-ILLUM-2):
// holding back, how many Illuminati still fit what the seat shows against how many would in full;
// taking everything, why hiding no longer pays. The numbers are worked out here from the printed
// cards (EN: Gnomes 12 Income / 7 Power; Bavarians 9/10, Bermuda Triangle 9/8, Network 9/7 are the
// others with 9 or more Income), not by the bots' code that the hint uses.
import { describe, expect, it } from 'vitest';
import { hintReasons } from '../../../src/server/host/hint-reasons';
import { concealMove } from '../../../src/shared/ai/conceal';
import { legalActions, observe, type Action, type GameState } from '../../../src/shared/engine';
import { BAV, GNO, NET, build } from '../../support/helpers';
import { act, scenario } from '../../support/scenario';

const hold = (income: number | null, power: number | null, ability: boolean): Extract<Action, { type: 'conceal' }> => ({ type: 'conceal', income, power, ability });

/** Seat 0 plays the Gnomes face down; nobody's card is face up, so all 8 EN Illuminati could be anyone's. */
function gnomesHidden(): GameState {
  return scenario({
    active: 0,
    config: { hiddenIlluminati: true },
    seats: [
      { illuminati: GNO, money: 0, groups: build(GNO, ['fbi']) },
      { illuminati: BAV, money: 0, groups: build(BAV, ['cia']) },
      { illuminati: NET, money: 0, groups: build(NET, ['kkk']) },
    ],
    uncontrolled: ['yuppies', 'moonies'],
  });
}

describe('ADV-HIDDEN-ILLUM-2: the hint for the income choice says what it hides', () => {
  it('the bots hold back 3 MB of the Gnomes; their redistribution is no ability that shows, so none is given up', () => {
    const s = gnomesHidden();
    expect(concealMove(observe(s, 0), legalActions(s, 0))).toEqual(hold(9, 7, true));
  });

  it('holding back 9 of 12 MB: in full only the Gnomes fit 12 Income and 7 Power; 9 Income fits four cards', () => {
    const s = gnomesHidden();
    const reasons = hintReasons(s, 0, hold(9, null, true));
    expect(reasons).toEqual([{ kind: 'conceal', full: 1, cover: 4, min: 3 }]);
  });

  it('taking everything where the bots would hold back: only one card fits, a rival may name it', () => {
    expect(hintReasons(gnomesHidden(), 0, hold(null, null, true))).toEqual([{ kind: 'reveal', why: 'exposed', cover: 1, min: 3, cost: 0, worth: 4 }]);
  });

  it('taking everything after having taken everything before: the full values are known, hiding would hide nothing', () => {
    const s = act(gnomesHidden(), 0, hold(null, null, true)).state;
    expect(hintReasons(s, 0, hold(null, null, true))).toMatchObject([{ kind: 'reveal', why: 'shown' }]);
  });
});
