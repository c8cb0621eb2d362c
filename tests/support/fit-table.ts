// A table with a pending GIVE-6 window, for tests outside the engine scenarios (bots, protocol):
// the Gnomes gave Empty Vee with the Copy Shops to the Bavarians, who put it on the Multinational
// Oil Companies; the Copy Shops overlap the Bavarians' Flat Earthers (tests/engine/scenarios/receive-fit.test.ts).
import type { GroupId } from '../../src/shared/cards';
import type { GameState } from '../../src/shared/engine';
import { act, scenario } from './scenario';

export function fitWindowTable(): GameState {
  const s = scenario({
    seats: [
      { illuminati: 'gnomes-of-zurich', money: 5, turnsCompleted: 1, groups: [['empty-vee', 'gnomes-of-zurich', 'bottom', 2], ['copy-shops', 'empty-vee', 'bottom', 1]] },
      {
        illuminati: 'bavarian-illuminati',
        money: 5,
        turnsCompleted: 1,
        groups: [
          ['flat-earthers', 'bavarian-illuminati', 'top', 3],
          ['multinational-oil-companies', 'bavarian-illuminati', 'right', 0],
          ['california', 'flat-earthers', 'left', 0],
          ['society-for-creative-anarchism', 'california', 'bottom', 0],
        ],
      },
      { illuminati: 'network', money: 0, turnsCompleted: 1, groups: [['fbi', 'network', 'top', 0]] },
    ],
    uncontrolled: ['cia', 'yuppies'],
  });
  const bundle = (groups: GroupId[]) => ({ money: 0, specials: [], groups });
  const o = act(s, 0, { type: 'offer', to: 1, give: bundle(['empty-vee']), get: bundle([]), getPlace: [] }).state;
  return act(o, 1, { type: 'answerOffer', accept: true, place: [{ id: 'empty-vee', master: 'multinational-oil-companies', arrow: 'top' }] }).state;
}
