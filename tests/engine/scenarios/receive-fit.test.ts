// Scenario tests for fitting a received group (GIVE-6, EDN-17, issue 24). The table: the Gnomes give
// Empty Vee, with the Copy Shops on its bottom arrow, to the Bavarians, who put it on the top arrow
// of the Multinational Oil Companies; the Copy Shops cannot fit on either arrow of Empty Vee and
// overlap the Bavarians' Flat Earthers (which carry California and the SCA).
import { describe, expect, it } from 'vitest';
import type { GroupId } from '../../../src/shared/cards';
import { legalActions, observe, type GameConfig, type GameState } from '../../../src/shared/engine';
import { layout, overlappingPairs, validateStructure } from '../../../src/shared/engine/geometry';
import { rankFits } from '../../../src/shared/ai/fit-choice';
import { act, expectValidTable, reject } from '../../support/scenario';
import { BAV, GNO, NET, evs, groupIds, offer, scenarioAfterOneTurn as scenario } from '../../support/helpers';

const RECEIVER: [GroupId, string, 'top' | 'right' | 'bottom' | 'left', number][] = [
  ['flat-earthers', BAV, 'top', 3],
  ['multinational-oil-companies', BAV, 'right', 0],
  ['california', 'flat-earthers', 'left', 0],
  ['society-for-creative-anarchism', 'california', 'bottom', 0],
];

/** The Gnomes (seat 0, on turn) have offered Empty Vee and the Copy Shops to the Bavarians (seat 1). */
function offered(config: Partial<GameConfig> = {}): GameState {
  const s = scenario({
    seats: [
      { illuminati: GNO, money: 5, groups: [['empty-vee', GNO, 'bottom', 2], ['copy-shops', 'empty-vee', 'bottom', 1], ['kkk', GNO, 'top', 0]] },
      { illuminati: BAV, money: 5, groups: RECEIVER },
      { illuminati: NET, money: 0, groups: [['fbi', NET, 'top', 0]] },
    ],
    uncontrolled: ['cia', 'yuppies'],
    ...(config.edition ? { edition: config.edition } : {}),
    config,
  });
  expectValidTable(s);
  return act(s, 0, offer(1, { groups: ['empty-vee'] })).state;
}

const accept = (s: GameState) => act(s, 1, { type: 'answerOffer', accept: true, place: [{ id: 'empty-vee', master: 'multinational-oil-companies', arrow: 'top' }] });

describe('EDN-17: German rules, every overlapping group becomes uncontrolled', () => {
  it('EDN-17: a received group that overlaps old cards clears all of them, the receiver\u2019s card included', () => {
    const r = accept(offered({ edition: 'de' }));
    expect(r.state.pending).toBeNull();
    // Empty Vee stays; the Copy Shops and the Flat Earthers (with California and the SCA) go.
    expect(groupIds(r.state, 1)).toEqual(['empty-vee', 'multinational-oil-companies']);
    expect(r.state.uncontrolled).toEqual(expect.arrayContaining(['copy-shops', 'flat-earthers', 'california', 'society-for-creative-anarchism']));
    expect(validateStructure(r.state.players[1])).toBeNull();
    expect(r.state.players[1].groups.find((g) => g.id === 'empty-vee')!.money).toBe(2); // GIVE-5: its treasury travels
  });
});

describe('GIVE-6: English rules, the receiver chooses', () => {
  it('GIVE-6, AMB-4: the receiver is offered only the ways that keep the most groups, puppets counted', () => {
    const r = accept(offered());
    const w = r.state.pending;
    expect(w).toMatchObject({ kind: 'fit', seat: 1, from: 0 });
    // The cards are in transit: the receiver's structure is still valid and the answer is his.
    expect(validateStructure(r.state.players[1])).toBeNull();
    // Sending his Flat Earthers away would clear the overlap too, but California and the SCA would
    // go with them: three cards against the Copy Shops' one, so it is not offered, and refused.
    expect(legalActions(r.state, 1).filter((a) => a.type === 'fitReceived')).toEqual([{ type: 'fitReceived', release: ['copy-shops'] }]);
    expect(reject(r.state, 1, { type: 'fitReceived', release: ['flat-earthers'] })).toMatch(/Keep the most groups.*AMB-4/);
    const g = act(r.state, 1, { type: 'fitReceived', release: ['copy-shops'] });
    expect(groupIds(g.state, 1)).toEqual(['california', 'empty-vee', 'flat-earthers', 'multinational-oil-companies', 'society-for-creative-anarchism']);
    expect(evs(g.events, 'groupsReleased')).toEqual([{ type: 'groupsReleased', to: 'all', seat: 1, groups: ['copy-shops'], reason: 'noRoom' }]);
    expect(g.state.pending).toBeNull();
    expectValidTable(g.state);
  });

  it('GIVE-6: choices that leave an overlap, name a card that overlaps nothing or give up more than needed are refused', () => {
    const r = accept(offered());
    expect(reject(r.state, 1, { type: 'fitReceived', release: [] })).toMatch(/still leave cards overlapping/);
    expect(reject(r.state, 1, { type: 'fitReceived', release: ['multinational-oil-companies'] })).toMatch(/overlap another card/);
    expect(reject(r.state, 1, { type: 'fitReceived', release: ['copy-shops', 'flat-earthers'] })).toMatch(/could stay/);
    expect(reject(r.state, 0, { type: 'fitReceived', release: ['copy-shops'] })).toMatch(/no received groups/);
    expect(reject(r.state, 1, { type: 'fitReceived', release: 'copy-shops' as unknown as GroupId[] })).toMatch(/Name the cards/);
  });

  it('GIVE-6: the bots\u2019 choice keeps the most valuable groups', () => {
    const r = accept(offered());
    const obs = observe(r.state, 1);
    const best = rankFits(obs.pending, obs.players[1] as never, legalActions(r.state, 1))[0];
    // Losing the Copy Shops costs one card; the Flat Earthers would take three (and 3 MB) with them.
    expect(best).toEqual({ type: 'fitReceived', release: ['copy-shops'] });
  });
});

describe('GIVE-6: the overlap found without building poses', () => {
  it('GIVE-6: overlappingPairs names the pairs that layout() shows overlapping, in layout order', () => {
    const w = accept(offered()).state.pending;
    if (w?.kind !== 'fit') throw new Error('no fit window');
    const p = accept(offered()).state.players[1];
    const all = { illuminati: p.illuminati, groups: [...p.groups, ...w.cards] };
    const poses = Object.values(layout(all));
    const expected: [string, string][] = [];
    for (let i = 0; i < poses.length; i++)
      for (let j = i + 1; j < poses.length; j++) {
        const a = poses[i];
        const b = poses[j];
        if (a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1) expected.push([a.id, b.id]);
      }
    expect(expected.length).toBeGreaterThan(0);
    expect(overlappingPairs(all)).toEqual(expected);
    expect(overlappingPairs(p)).toEqual([]); // his own structure alone overlaps nowhere
  });
});

describe('AMB-4 step 2: the puppets of a received card that cannot fit are re-seated around it', () => {
  // The Bavarians give the Libertarians (the CFL-AIO on their top arrow, the Anti-War Activists on the
  // CFL-AIO's bottom arrow) to the Gnomes, who put them on the bottom arrow of the Chinese Campaign
  // Donors: the CFL-AIO then lands on the Gnomes' Cycle Gangs, and no other arrow of the Libertarians
  // is open. The Anti-War Activists' own slot is blocked too, but the CFL-AIO's left arrow is open.
  function received() {
    const s = scenario({
      seats: [
        { illuminati: BAV, money: 5, groups: [['libertarians', BAV, 'bottom', 0], ['cfl-aio', 'libertarians', 'top', 0], ['antiwar-activists', 'cfl-aio', 'bottom', 0]] },
        { illuminati: GNO, money: 5, groups: [['chinese-campaign-donors', GNO, 'top', 0], ['cycle-gangs', GNO, 'left', 0], ['junk-mail', 'chinese-campaign-donors', 'top', 0]] },
      ],
      uncontrolled: ['cia', 'yuppies'],
    });
    expectValidTable(s);
    const o = act(s, 0, offer(1, { groups: ['libertarians'] })).state;
    return act(o, 1, { type: 'answerOffer', accept: true, place: [{ id: 'libertarians', master: 'chinese-campaign-donors', arrow: 'bottom' }] });
  }

  it('AMB-4: the Anti-War Activists move to the CFL-AIO\u2019s open left arrow instead of overlapping', () => {
    const w = received().state.pending;
    if (w?.kind !== 'fit') throw new Error('no fit window');
    expect(w.cards.find((g) => g.id === 'antiwar-activists')).toMatchObject({ master: 'cfl-aio', arrow: 'left' });
    const p = received().state.players[1];
    // Only the CFL-AIO and the Cycle Gangs overlap now.
    expect(overlappingPairs({ illuminati: p.illuminati, groups: [...p.groups, ...w.cards] })).toEqual([['cycle-gangs', 'cfl-aio']]);
  });

  it('GIVE-6, AMB-4: the Gnomes keep the most by sending their Cycle Gangs away (one card, not the CFL-AIO with its puppet)', () => {
    const r = received();
    expect(legalActions(r.state, 1).filter((a) => a.type === 'fitReceived')).toEqual([{ type: 'fitReceived', release: ['cycle-gangs'] }]);
    expect(reject(r.state, 1, { type: 'fitReceived', release: ['cfl-aio'] })).toMatch(/Keep the most groups/);
    const f = act(r.state, 1, { type: 'fitReceived', release: ['cycle-gangs'] });
    expect(groupIds(f.state, 1)).toEqual(['antiwar-activists', 'cfl-aio', 'chinese-campaign-donors', 'junk-mail', 'libertarians']);
    expectValidTable(f.state);
  });
});

describe('GIVE-6: ways that lose the same number of cards are all offered', () => {
  it('GIVE-6: the received CFL-AIO alone overlaps the Gnomes\u2019 Cycle Gangs: either may go, one card each', () => {
    const s = scenario({
      seats: [
        { illuminati: BAV, money: 5, groups: [['libertarians', BAV, 'bottom', 0], ['cfl-aio', 'libertarians', 'top', 0]] },
        { illuminati: GNO, money: 5, groups: [['chinese-campaign-donors', GNO, 'top', 0], ['cycle-gangs', GNO, 'left', 0], ['junk-mail', 'chinese-campaign-donors', 'top', 0]] },
      ],
      uncontrolled: ['cia', 'yuppies'],
    });
    const o = act(s, 0, offer(1, { groups: ['libertarians'] })).state;
    const r = act(o, 1, { type: 'answerOffer', accept: true, place: [{ id: 'libertarians', master: 'chinese-campaign-donors', arrow: 'bottom' }] });
    expect(legalActions(r.state, 1).filter((a) => a.type === 'fitReceived')).toEqual([
      { type: 'fitReceived', release: ['cfl-aio'] },
      { type: 'fitReceived', release: ['cycle-gangs'] },
    ]);
  });
});
