// "Does this window concern me?" (issue 34, src/renderer/src/logic/concern.ts): when an attack or
// reaction window stops for the viewer and when it passes for him by itself. One test per case,
// named by the rule it rests on; removing a case from the rule fails its test.
import { describe, expect, it } from 'vitest';
import type { GroupId, SpecialId } from '../../src/shared/cards';
import type { AttackWindow, LegalAction, Pending, ReactionWindow } from '../../src/shared/engine';
import type { PlayerStanding } from '../../src/shared/protocol/messages';
import { ANY_TIME, AUTO_PASS_MS, windowStop, wouldWin, type StopMode } from '../../src/renderer/src/logic/concern';
import { SPECIALS } from '../../src/shared/cards/specials';

const ME = 0;

function attack(over: Partial<AttackWindow> = {}): AttackWindow {
  return {
    kind: 'attack',
    attackSeat: 1,
    attacker: 'cia',
    target: 'kkk' as GroupId,
    attack: 'control',
    aiders: [],
    defender: null,
    privilege: null,
    privilegeAbolished: false,
    committed: false,
    base: 5,
    money: 0,
    spends: [],
    order: [1, 2, 3, 0],
    floor: 3,
    passed: [],
    roll: null,
    interferers: [],
    whisper: false,
    ...over,
  };
}

function reaction(moment: ReactionWindow['moment']): ReactionWindow {
  return { kind: 'reaction', moment, order: [1, 0], floor: 1, passed: [], resume: null };
}

const PASS: LegalAction = { type: 'pass' };
const GIFT: LegalAction = { type: 'gift', to: 1, maxMoney: 10, specials: [] };
const SPEND: LegalAction = { type: 'spend', card: 'bavarian-illuminati', side: 'against', max: 10 };
const play = (card: SpecialId): LegalAction => ({ type: 'playSpecial', card });

function standing(seat: number, basic: [number, number], special: PlayerStanding['special'] = null): PlayerStanding {
  return { seat, groups: basic[0] - 1, income: 10, basic: { have: basic[0], need: basic[1], text: '', measure: 'cards' }, special };
}
const FAR = [0, 1, 2, 3].map((s) => standing(s, [4, 12]));

function verdict(pending: Pending, legal: LegalAction[], mode: StopMode = 'concerns', standings = FAR) {
  return windowStop({ pending, me: ME, legal, mode, standings });
}

describe('attack windows (AMB-9 floor order, INTERF-1 anyone may interfere)', () => {
  it('an attack between others that concerns nobody here passes by itself (the default)', () => {
    expect(verdict(attack(), [SPEND, PASS, GIFT])).toEqual({ stop: false, reason: 'nothing' });
  });

  it('a forced pass (nothing but Pass and Gift) is never asked, even with "always"', () => {
    for (const mode of ['always', 'concerns', 'attacked'] as const) expect(verdict(attack({ defender: ME }), [PASS, GIFT], mode)).toEqual({ stop: false, reason: 'forced' });
  });

  it('"always" stops in every attack window with a choice (as before issue 34)', () => {
    expect(verdict(attack(), [SPEND, PASS], 'always')).toEqual({ stop: true, reason: 'always' });
  });

  it('ATK-4 / ATK-MONEY-1: his own attack stops in every mode', () => {
    for (const mode of ['concerns', 'attacked'] as const) expect(verdict(attack({ attackSeat: ME, order: [0, 1, 2, 3], floor: 0 }), [SPEND, PASS], mode).reason).toBe('ownAttack');
  });

  it('ATK-MONEY-2: his group attacked stops in every mode', () => {
    for (const mode of ['concerns', 'attacked'] as const) expect(verdict(attack({ defender: ME }), [SPEND, PASS], mode)).toEqual({ stop: true, reason: 'attacked' });
  });

  it('"only when my cards are attacked" passes an attack that concerns him otherwise', () => {
    expect(verdict(attack(), [SPEND, PASS, play('assassination')], 'attacked')).toEqual({ stop: false, reason: 'nothing' });
  });

  it('SPECIAL-CARD-3: a special card tied to this moment stops (Interference in a privileged attack)', () => {
    expect(verdict(attack({ privilege: { kind: 'bavarian' } }), [PASS, play('interference-1')])).toEqual({ stop: true, reason: 'special' });
  });

  it('SPECIAL-CARD-3: the "any time" cards are those the catalog says so of', () => {
    expect([...ANY_TIME].sort()).toEqual(SPECIALS.filter((c) => c.timing === 'Any time').map((c) => c.effect).sort());
  });

  it('SPECIAL-CARD-3: an "any time" card is no reason to stop', () => {
    expect(verdict(attack(), [SPEND, PASS, play('swiss-bank-account'), play('media-campaign')])).toEqual({ stop: false, reason: 'nothing' });
    expect(verdict(attack(), [PASS, GIFT, play('slush-fund')])).toEqual({ stop: false, reason: 'forced' });
  });

  it('PRIV-4: a privilege he can abolish stops', () => {
    expect(verdict(attack({ privilege: { kind: 'bavarian' } }), [PASS, { type: 'abolishPrivilege', cards: ['slush-fund', 'bribery'] }])).toEqual({ stop: true, reason: 'special' });
  });

  it('WIN-3: an attack that would give a rival the basic goal stops (INTERF-1: he may spend against it)', () => {
    const near = FAR.map((s) => (s.seat === 1 ? standing(1, [11, 12]) : s));
    expect(verdict(attack(), [SPEND, PASS], 'concerns', near)).toEqual({ stop: true, reason: 'rivalWins' });
    // ADV-LENGTH-3: no goals in the very long game.
    expect(windowStop({ pending: attack(), me: ME, legal: [SPEND, PASS], mode: 'concerns', standings: near, noGoals: true }).stop).toBe(false);
    // Not a control attack: it brings the attacker no card.
    expect(verdict(attack({ attack: 'destroy' }), [SPEND, PASS], 'concerns', near).stop).toBe(false);
  });
});

describe('special-card reaction windows (SPECIAL-CARD-3)', () => {
  it('start of another player\u2019s turn: stops only with a card playable then (Senate Investigating Committee)', () => {
    expect(verdict(reaction('startOfTurn'), [PASS, play('senate-investigating-committee')])).toEqual({ stop: true, reason: 'special' });
  });

  it('start of a turn holding only a card of another moment: Pass and Gift alone, never asked', () => {
    expect(verdict(reaction('startOfTurn'), [PASS, GIFT], 'always')).toEqual({ stop: false, reason: 'forced' });
  });

  it('after a roll: Assassination or Murphy\u2019s Law stops', () => {
    expect(verdict(reaction('afterRoll'), [PASS, play('murphys-law')]).reason).toBe('special');
  });
});

describe('other decisions are never passed for him', () => {
  it('placing a capture, an offer, his own turn: the rule does not apply', () => {
    expect(verdict({ kind: 'tax', seat: ME }, [{ type: 'tax', seats: [1] }]).reason).toBe('decision');
  });
});

describe('wouldWin (WIN-3, GOAL-*)', () => {
  it('special goals that the target completes on its own', () => {
    const fan = standing(1, [4, 12], { have: 4, need: 5, text: '', measure: 'alignmentCount', alignment: 'Fanatic' });
    expect(wouldWin(fan, 'moonies' as GroupId, 'control')).toBe(true); // the Moonies are Fanatic
    expect(wouldWin(fan, 'yuppies' as GroupId, 'control')).toBe(false);
    const kills = standing(1, [4, 12], { have: 7, need: 8, text: '', measure: 'destroyCount' });
    expect(wouldWin(kills, 'yuppies' as GroupId, 'destroy')).toBe(true);
    expect(wouldWin(kills, 'yuppies' as GroupId, 'control')).toBe(false);
  });
});

it('the bar waits by the speed setting; at "instant" not at all', () => {
  expect(AUTO_PASS_MS.instant).toBe(0);
  expect(AUTO_PASS_MS.fast).toBeLessThan(AUTO_PASS_MS.normal);
  expect(AUTO_PASS_MS.normal).toBeLessThan(AUTO_PASS_MS.slow);
});
