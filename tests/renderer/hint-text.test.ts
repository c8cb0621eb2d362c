// A hint in words (issue 20, logic/hint-text.ts): the action and the reasons as sentences in each
// language, from the host's structured facts; and the cards the table highlights for it.
import { afterEach, describe, expect, it } from 'vitest';
import { legalActions, newGame, observe, type Action, type Observation } from '../../src/shared/engine';
import type { HintReason } from '../../src/shared/protocol/hint';
import { setLanguage } from '../../src/renderer/src/i18n';
import { hintAction, hintArrow, hintCards, hintWhy, reasonText } from '../../src/renderer/src/logic/hint-text';

afterEach(() => setLanguage('en'));

const names = ['Ada', 'Bob', 'Cy'];
const seatName = (s: number) => names[s];
const start = newGame({ players: 3, names, illuminati: ['bavarian-illuminati', 'network', 'gnomes-of-zurich'] }, 'hint-text').state;
const me = start.turn.active;
const obs: Observation = observe(start, me);
const template = legalActions(start, me).find((l) => l.type === 'attack' && l.kind === 'control');
if (template?.type !== 'attack') throw new Error('no attack');
const attack: Action = { type: 'attack', attacker: template.attacker, target: template.target, kind: 'control', aiders: [], privilege: null };

const REASONS: HintReason[] = [
  { kind: 'odds', needed: 7, chance: 21 / 36 },
  { kind: 'odds', needed: 1, chance: 0 },
  { kind: 'odds', needed: 5, chance: 10 / 36, spend: { money: 5, needed: 10, chance: 33 / 36 } },
  { kind: 'odds', needed: 0, chance: 0, spend: { money: 10, needed: 10, chance: 33 / 36 } },
  { kind: 'goal', have: 4, after: 5, need: 8 },
  { kind: 'threat', seat: 1, have: 7, need: 8 },
  { kind: 'spend', side: 'for', before: 0.5, after: 0.75 },
  { kind: 'spend', side: 'against', before: 0.5, after: 0.25 },
  { kind: 'hold', chance: 0.9, mine: true },
  { kind: 'hold', chance: 0.3, mine: false },
  { kind: 'arrows', open: 1, most: false },
  { kind: 'arrows', open: 3, most: true },
  { kind: 'rest', money: 23 },
  { kind: 'rest', money: 23, best: { needed: 4, chance: 6 / 36 } },
  { kind: 'special', have: 2, after: 3, need: 4, measure: 'alignmentCount', alignment: 'Violent' },
  { kind: 'special', have: 0, after: 0, need: 5, measure: 'destroyCount', pick: true },
  { kind: 'rival', seat: 1, goal: 'basic', have: 7, after: 5, need: 8, measure: 'cards' },
  { kind: 'rival', seat: 2, goal: 'special', have: 100, after: 120, need: 150, measure: 'treasuryTotal', declined: true },
  { kind: 'chance', before: 0.5, after: 0.25 },
  { kind: 'callOff', chance: 1 / 36 },
  { kind: 'money', before: 10, after: 25 },
  { kind: 'money', before: 10, after: 10 },
  { kind: 'treasury', card: 'cia', before: 0, after: 4 },
  { kind: 'cards', before: 1, after: 2 },
  { kind: 'protection', seat: 1, money: 3, bot: true },
  { kind: 'protection', seat: 1, money: 3, bot: false },
  { kind: 'paid', seat: 2, money: 4 },
  { kind: 'belief', seat: 1, chance: 0.6 },
  { kind: 'keep', cards: 0 },
  { kind: 'keep', cards: 2 },
  { kind: 'conceal', full: 2, cover: 4, min: 3 },
  { kind: 'reveal', why: 'shown', cover: 8, min: 3, cost: 0, worth: 4 },
  { kind: 'reveal', why: 'few', cover: 2, min: 3, cost: 0, worth: 4 },
  { kind: 'reveal', why: 'costly', cover: 5, min: 3, cost: 6, worth: 4 },
  { kind: 'reveal', why: 'exposed', cover: 1, min: 3, cost: 0, worth: 4 },
  { kind: 'cutOff' },
];

describe('hint sentences', () => {
  it('name the attack with its cards and kind, in every language', () => {
    expect(hintAction(attack, obs, seatName)).toMatch(/^Attack .+ with the .+ to control it\.$/);
    setLanguage('de');
    expect(hintAction(attack, obs, seatName)).toMatch(/^Greife .+ an, um die Gruppe zu kontrollieren\.$/);
    setLanguage('it');
    expect(hintAction(attack, obs, seatName)).toMatch(/^Attacca .+ per controllarlo\.$/);
  });

  it('say why with the numbers of the facts: the roll, the chance, the goal, the rival', () => {
    expect(reasonText(REASONS[0], seatName)).toBe('It succeeds on a roll of 7 or less: 58%.');
    expect(reasonText(REASONS[2], seatName)).toBe('It succeeds on a roll of 5 or less (28%); spending 5 MB on it raises that to 10 or less: 92%.');
    expect(reasonText(REASONS[3], seatName)).toBe('As it stands it cannot succeed (it would need 0 or less); spending 10 MB on it makes that 10 or less: 92%.');
    expect(reasonText(REASONS[4], seatName, true)).toBe('If it succeeds you hold 5 of the 8 cards your basic goal asks for (now 4).');
    expect(reasonText(REASONS[4], seatName)).toBe('Your basic goal: 5 of the 8 cards it asks for (now 4).');
    // Issue 41's income choice: what holding back hides, and why taking everything again.
    const conceal = REASONS.find((r) => r.kind === 'conceal')!;
    expect(reasonText(conceal, seatName)).toBe('In full, your Income and Power would fit 2 of the Illuminati nobody else shows (yours among them); held back, they fit 4 (the bots keep at least 3 possible).');
    const costly = REASONS.find((r) => r.kind === 'reveal' && r.why === 'costly')!;
    expect(reasonText(costly, seatName)).toBe('Staying hidden would cost about 6 MB a turn, more than the 4 MB it is worth to the bots.');
    // Issue 36: what a deal buys, goals of others, why resting beats acting.
    expect(reasonText(REASONS[24], seatName)).toMatch(/^This is the bots’ protection deal: if Bob \(a bot\) takes 3 MB for nothing, attacking you before the end of its next turn counts for it as breaking its word/);
    expect(reasonText(REASONS[25], seatName)).toMatch(/Bob plays in person, and the rules bind nobody/);
    expect(reasonText(REASONS[16], seatName, true)).toBe('If it succeeds, Bob falls back from 7 to 5 of 8 cards in the power structure.');
    expect(reasonText(REASONS[14], seatName)).toBe('It brings your special goal to 3 of 4 Violent groups (now 2).');
    expect(reasonText(REASONS[13], seatName)).toBe('Nothing left is worth an action now: the best attack left succeeds on 4 or less (17%); you keep 23 MB for later.');
    expect(reasonText(REASONS[17], seatName)).toBe('Accepting would bring Cy from 100 to 120 of 150 MB in all treasuries.');
    expect(reasonText(REASONS[5], seatName)).toBe('Bob is close to a goal (7 of 8): this answers that threat.');
    expect(reasonText(REASONS[10], seatName)).toBe('It leaves 1 arrow of your structure open for groups to come.');
    expect(reasonText(REASONS[11], seatName)).toBe('It leaves 3 arrows of your structure open for groups to come; no other place leaves more.');
    expect(hintWhy([REASONS[6], REASONS[5]], seatName)).toBe('Your money raises the chance of the attack from 50% to 75%. Bob is close to a goal (7 of 8): this answers that threat.');
    setLanguage('de');
    expect(reasonText(REASONS[0], seatName)).toBe('Er gelingt bei einem Wurf von 7 oder weniger: 58\u00a0%.');
    expect(reasonText(REASONS[12], seatName)).toBe('Nichts anderes ist jetzt eine Aktion wert; du behältst 23 MT für später.');
    setLanguage('en');
    expect(reasonText(REASONS.find((r) => r.kind === 'cutOff')!, seatName)).toMatch(/^This computer was too busy for the Hard bot to finish thinking/);
  });

  it('an offer and a gift say what changes hands', () => {
    const offer: Action = { type: 'offer', to: 1, give: { money: 10, specials: [], groups: [] }, get: { money: 0, specials: [], groups: [template.target] }, getPlace: [] };
    expect(hintAction(offer, obs, seatName)).toMatch(/^Offer Bob 10 MB for .+\.$/);
    expect(hintAction({ type: 'gift', to: 2, money: 0, specials: ['bribery'] }, obs, seatName)).toBe('Give Cy Bribery.');
    expect(hintAction({ ...offer, give: { money: 0, specials: [], groups: [] } } as Action, obs, seatName)).toMatch(/^Offer Bob nothing for /);
    setLanguage('de');
    expect(hintAction(offer, obs, seatName)).toMatch(/^Biete Bob 10 MT für .+ an\.$/);
  });

  it('every reason and every kind of action has words in every language (no key shows through)', () => {
    const actions: Action[] = [
      attack,
      { ...attack, aiders: [template.attacker], privilege: { kind: 'bavarian' } as never },
      { type: 'pass' },
      { type: 'callOff' },
      { type: 'endTurn' },
      { type: 'passTurn' },
      { type: 'transferMoney', from: template.attacker, to: template.attacker, amount: 3, free: false },
      { type: 'dropGroup', group: template.target },
      { type: 'gift', to: 1, money: 2, specials: [] },
      { type: 'answerOffer', accept: true, place: [] },
      { type: 'useRecyclers' },
      { type: 'tax', excuse: [] },
      { type: 'leave' },
    ];
    for (const lang of ['en', 'de', 'it'] as const) {
      setLanguage(lang);
      for (const r of REASONS) expect(reasonText(r, seatName), `${lang} ${r.kind}`).not.toMatch(/hints\.|\{|^$/);
      for (const a of actions) expect(hintAction(a, obs, seatName), `${lang} ${a.type}`).not.toMatch(/hints\.|\{|^$/);
      for (const a of actions) expect(hintAction(a, null, seatName), `${lang} ${a.type} without the observation`).not.toMatch(/hints\.|\{|^$/);
    }
  });

  it('without the observation of the moment (the review’s list): a spend names no side it cannot know, a placement no group', () => {
    setLanguage('en');
    expect(hintAction({ type: 'spend', card: template.attacker, amount: 3 }, null, seatName)).toMatch(/^Spend 3 MB from the .+ on the attack\.$/);
    expect(hintAction({ type: 'spend', card: template.attacker, amount: 3, side: 'against' }, null, seatName)).toMatch(/^Spend 3 MB from the .+ against the attack\.$/);
    expect(hintAction({ type: 'placeCaptured', arrow: 'left', transfer: 2 }, null, seatName)).toBe('Place the captured group and move 2 MB onto it.');
    expect(hintAction({ type: 'placeCaptured', arrow: 'left', transfer: 0 }, null, seatName)).toBe('Place the captured group.');
    expect(hintAction(attack, null, seatName)).toBe(hintAction(attack, obs, seatName));
  });
});

describe('the cards a hint highlights', () => {
  it('an attack: the attacker, its aiders and the target; cards not on the table are left out', () => {
    expect(hintCards(attack, obs)).toEqual([template.attacker, template.target]);
    expect(hintCards({ type: 'playSpecial', card: 'bribery', target: template.target } as Action, obs)).toEqual([template.target]);
    expect(hintCards({ type: 'endTurn' }, obs)).toEqual([]);
  });

  it('a placement: the captured group and the card whose arrow takes it', () => {
    const capture: Observation = { ...obs, pending: { kind: 'capture', attackSeat: me, attacker: template.attacker, target: template.target, lifted: [] } };
    expect(hintCards({ type: 'placeCaptured', arrow: 'left', transfer: 0 }, capture)).toEqual([template.target, template.attacker]);
    expect(hintAction({ type: 'placeCaptured', arrow: 'left', transfer: 0 }, capture, seatName)).toMatch(/^Place .+ on the left arrow of the .+\.$/);
    // The arrow the table lights: the attacking card's, by the table's key of an arrow place.
    expect(hintArrow({ type: 'placeCaptured', arrow: 'left', transfer: 0 }, capture)).toEqual({ group: template.target, key: `${template.attacker}/left` });
    expect(hintArrow({ type: 'moveGroup', group: template.target, master: template.attacker, arrow: 'right' }, obs)).toEqual({ group: template.target, key: `${template.attacker}/right` });
    expect(hintArrow(attack, obs)).toBe(null);
  });
});
