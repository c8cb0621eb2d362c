// The message log (src/renderer/src/log): a plain sentence for every engine event type in every
// language (issue 19), the filters and the cards each entry highlights.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe as group, expect, it } from 'vitest';
import { eventsFor, replay, type GameEvent, type GameEventType, type SavedGame } from '../../src/shared/engine';
import { createDescriber, describe, DESCRIBED_TYPES } from '../../src/renderer/src/log/describe';
import { cardsOf, categoriesOf, passesFilter, seatsOf } from '../../src/renderer/src/log/classify';
import { setLanguage } from '../../src/renderer/src/i18n';

const NAMES = ['Alice', 'Bob', 'Carol', 'Dave', 'Eve', 'Fay', 'Gil', 'Hal'];
const ctx = { seatName: (s: number) => NAMES[s] ?? `Seat ${s + 1}` };

// One event of every type. The mapped type makes tsc (part of `npm test`) fail when the engine
// gains an event type that has no sample here; the test below fails when describe.ts lacks it.
const SAMPLES: { [K in GameEventType]: Extract<GameEvent, { type: K }> } = {
  gameStarted: { type: 'gameStarted', to: 'all', illuminati: ['bavarian-illuminati', null], rolls: [[7], [9]], first: 1, basicGoal: 13 },
  goalChosen: { type: 'goalChosen', to: [0], seat: 0, goal: 'network' },
  turnStarted: { type: 'turnStarted', to: 'all', seat: 0, turn: 3 },
  incomeCollected: { type: 'incomeCollected', to: 'all', seat: 0, total: 14, cards: { 'bavarian-illuminati': 9, cia: 5 } },
  taxCollected: { type: 'taxCollected', to: 'all', seat: 0, from: 1, amount: 2 },
  taxExcused: { type: 'taxExcused', to: 'all', seat: 0, excused: [1, 2] },
  upkeepPaid: { type: 'upkeepPaid', to: 'all', seat: 0, card: 'bavarian-illuminati', amount: 1 },
  cardDrawn: { type: 'cardDrawn', to: 'all', seat: 0, card: 'yuppies', kind: 'group' },
  specialReturned: { type: 'specialReturned', to: 'all', seat: null },
  targetAdded: { type: 'targetAdded', to: 'all', card: 'california' },
  specialDiscarded: { type: 'specialDiscarded', to: 'all', seat: 1, card: 'deep-agent', reason: 'privilege' },
  deckEmpty: { type: 'deckEmpty', to: 'all' },
  attackDeclared: { type: 'attackDeclared', to: 'all', seat: 0, attacker: 'the-mafia', target: 'yuppies', kind: 'control', aiders: ['cia'], privilege: null, base: 9, defender: null },
  moneySpent: { type: 'moneySpent', to: 'all', seat: 1, card: 'yuppies', amount: 2, delta: -4, needed: 5 },
  floorPassed: { type: 'floorPassed', to: 'all', seat: 2 },
  privilegeAbolished: { type: 'privilegeAbolished', to: 'all', seat: 2, cards: ['deep-agent'] },
  attackCalledOff: { type: 'attackCalledOff', to: 'all', seat: 0 },
  diceRolled: { type: 'diceRolled', to: 'all', seat: 0, dice: [2, 4], roll: 6, needed: 9, success: true },
  attackResolved: { type: 'attackResolved', to: 'all', seat: 0, target: 'yuppies', kind: 'control', success: true, roll: 6, needed: 9 },
  groupCaptured: { type: 'groupCaptured', to: 'all', seat: 0, group: 'yuppies', from: 1, moneyKept: 2 },
  groupPlaced: { type: 'groupPlaced', to: 'all', seat: 0, group: 'yuppies', master: 'the-mafia', arrow: 'top' },
  groupNeutralized: { type: 'groupNeutralized', to: 'all', seat: 0, group: 'yuppies', from: 1 },
  groupDestroyed: { type: 'groupDestroyed', to: 'all', seat: 0, group: 'yuppies', from: null },
  groupsReleased: { type: 'groupsReleased', to: 'all', seat: 1, groups: ['yuppies', 'texas'], reason: 'neutralized' },
  moneyTransferred: { type: 'moneyTransferred', to: 'all', seat: 0, fromCard: 'bavarian-illuminati', toCard: 'cia', amount: 3, free: true },
  groupMoved: { type: 'groupMoved', to: 'all', seat: 0, group: 'cia', master: 'bavarian-illuminati', arrow: 'left' },
  giftGiven: { type: 'giftGiven', to: 'all', fromSeat: 0, toSeat: 1, money: 5, specials: 1, cards: null },
  offerMade: { type: 'offerMade', to: 'all', fromSeat: 0, toSeat: 1, groupsGiven: ['cia'], groupsAsked: [], money: [0, 10], specials: [0, 0] },
  offerAnswered: { type: 'offerAnswered', to: 'all', fromSeat: 0, toSeat: 1, accepted: true },
  groupChangedHands: { type: 'groupChangedHands', to: 'all', group: 'cia', fromSeat: 0, toSeat: 1, master: 'network', arrow: 'top' },
  treasuriesSet: { type: 'treasuriesSet', to: 'all', seat: 0, amounts: { 'gnomes-of-zurich': 10, cia: 2 } },
  structureReorganized: { type: 'structureReorganized', to: 'all', seat: 0 },
  recyclersUsed: { type: 'recyclersUsed', to: 'all', seat: 0 },
  alignmentShifted: { type: 'alignmentShifted', to: 'all', seat: 0, target: 'yuppies', add: 'Weird', remove: 'Straight' },
  turnPassed: { type: 'turnPassed', to: 'all', seat: 0 },
  phaseChanged: { type: 'phaseChanged', to: 'all', seat: 0, phase: 'transfers' },
  playerEliminated: { type: 'playerEliminated', to: 'all', seat: 1, by: 0 },
  playerLeft: { type: 'playerLeft', to: 'all', seat: 2 },
  turnEnded: { type: 'turnEnded', to: 'all', seat: 0, turn: 3 },
  accused: { type: 'accused', to: 'all', seat: 0, accused: 1, guess: 'ufos', correct: false },
  illuminatiRevealed: { type: 'illuminatiRevealed', to: 'all', seat: 1, illuminati: 'ufos', reason: 'accusation' },
  valuesClaimed: { type: 'valuesClaimed', to: [0], seat: 0, power: 1, income: -1 },
  concealChosen: { type: 'concealChosen', to: [0], seat: 0, income: 9, power: null, ability: false },
  gameEnded: { type: 'gameEnded', to: 'all', winners: [0], reason: 'goal' },
  specialPlayed: { type: 'specialPlayed', to: 'all', seat: 0, card: 'bribery' },
  specialCancelled: { type: 'specialCancelled', to: 'all', seat: 0, card: 'bribery', by: 1 },
  specialFizzled: { type: 'specialFizzled', to: 'all', seat: 0, card: 'media-campaign', reason: 'Choose a destroyed group.' },
  privilegeCancelled: { type: 'privilegeCancelled', to: 'all', seat: 0 },
  rollChanged: { type: 'rollChanged', to: 'all', seat: 1, roll: 12, needed: 9, success: false },
  turnSkipped: { type: 'turnSkipped', to: 'all', seat: 0, by: 1 },
  incomeDoubled: { type: 'incomeDoubled', to: 'all', seat: 0 },
  groupRevived: { type: 'groupRevived', to: 'all', seat: 0, group: 'yuppies' },
  groupBribed: { type: 'groupBribed', to: 'all', seat: 0, group: 'yuppies', master: 'cia', arrow: 'bottom' },
  interferenceJoined: { type: 'interferenceJoined', to: 'all', seat: 2 },
  intelGained: { type: 'intelGained', to: [0], seat: 0, intel: { kind: 'hand', turn: 3, seat: 1, cards: ['assassination', 'slush-fund'] } },
  moneyGained: { type: 'moneyGained', to: 'all', seat: 0, amount: 15, card: 'slush-fund' },
};

/** A sentence that reads: words, ends with a full stop, no leaked placeholders or raw ids. */
function expectSentence(text: string): void {
  expect(text.length).toBeGreaterThan(8);
  expect(text).toMatch(/[.!]$/);
  expect(text).not.toMatch(/\bundefined\b|\bNaN\b|\bnull\b|\[object|  /);
  expect(text[0]).toBe(text[0].toUpperCase());
}

group('describe: one plain sentence per event type', () => {
  it('has a sentence for exactly the engine event types', () => {
    expect([...DESCRIBED_TYPES].sort()).toEqual(Object.keys(SAMPLES).sort());
  });

  for (const [type, e] of Object.entries(SAMPLES)) {
    it(`${type} reads as a sentence`, () => {
      expectSentence(describe(e, ctx));
    });
  }

  it('tells an attack with its aiders, the roll needed, the roll and the result', () => {
    const say = createDescriber(ctx);
    say(SAMPLES.attackDeclared);
    expect(say(SAMPLES.attackResolved)).toBe("Alice's attack with the Mafia, aided by the C.I.A., to control the Yuppies: needs 9, rolled 6, success.");
  });

  it('keeps the verb with the player, so plural card names read right (not "the UFOs attacks")', () => {
    const say = createDescriber(ctx);
    const declared = say({ ...SAMPLES.attackDeclared, attacker: 'ufos', aiders: [] });
    expect(declared).toMatch(/^Alice attacks with the UFOs to control the Yuppies/);
    expect(say({ ...SAMPLES.attackResolved })).toMatch(/^Alice's attack with the UFOs to control the Yuppies/);
  });

  it('announces an attack with its owner, privilege and base number', () => {
    const e = { ...SAMPLES.attackDeclared, privilege: { kind: 'special', card: 'deep-agent' }, defender: 1 } as const;
    expect(describe(e, ctx)).toBe('Alice attacks with the Mafia, aided by the C.I.A., to control the Yuppies of Bob, privileged by discarding Deep Agent. Needs 9 or less before money.');
  });

  it('names places without an article and hidden cards by their owner', () => {
    expect(describe(SAMPLES.targetAdded, ctx)).toBe('A new target among the uncontrolled groups: California.');
    const hidden = { ...SAMPLES.moneyTransferred, fromCard: 'hidden-illuminati-1', seat: 1 };
    expect(describe(hidden, ctx)).toContain("Bob's face-down Illuminati");
  });

  it('ends a sentence on an abbreviated name with one full stop (issue 18: "the I.R.S.." in the log)', () => {
    const events: GameEvent[] = [
      { type: 'cardDrawn', to: 'all', seat: 0, card: 'irs', kind: 'group' },
      { type: 'groupCaptured', to: 'all', seat: 0, group: 'irs', from: 1, moneyKept: 0 },
      { type: 'groupDestroyed', to: 'all', seat: 0, group: 'irs', from: null },
      { type: 'moneyTransferred', to: 'all', seat: 0, fromCard: 'bavarian-illuminati', toCard: 'irs', amount: 3, free: false },
    ];
    for (const e of events) {
      const text = describe(e, ctx);
      expect(text).toContain('I.R.S.');
      expect(text).not.toMatch(/\.\.(?!\.)/);
    }
    // The name keeps its own last stop, which ends the sentence.
    expect(describe({ type: 'groupCaptured', to: 'all', seat: 0, group: 'cia', from: null, moneyKept: 0 }, ctx)).toMatch(/C\.I\.A\.$/);
  });

  it('a result without its announcement still reads', () => {
    expect(describe(SAMPLES.attackResolved, ctx)).toBe("Alice's attack to control the Yuppies: needs 9, rolled 6, success.");
  });

  it('describes every event of every golden game, for a spectator and for a seat', () => {
    const dir = join(__dirname, '../golden');
    const seen = new Set<string>();
    for (const f of readdirSync(dir).filter((x) => x.endsWith('.json'))) {
      const save = JSON.parse(readFileSync(join(dir, f), 'utf8')) as SavedGame;
      const r = replay(save);
      expect(r.ok).toBe(true);
      const names = save.config.names ?? [];
      const c = { seatName: (s: number) => names[s] ?? `Seat ${s + 1}` };
      for (const viewer of ['spectator', 0] as const) {
        const say = createDescriber(c);
        for (const e of eventsFor(r.events, viewer)) {
          seen.add(e.type);
          expectSentence(say(e));
        }
      }
    }
    // The golden games are long real games: most kinds of event occur in them.
    expect(seen.size).toBeGreaterThan(25);
  });
});

group('describe: the message board in German and Italian', () => {
  afterEach(() => setLanguage('en'));

  for (const lang of ['de', 'it'] as const) {
    it(`${lang}: every event type reads as a sentence of that language, with no message key or English verb left`, () => {
      setLanguage(lang);
      const english = new Map(Object.entries(SAMPLES).map(([type, e]) => [type, (setLanguage('en'), describe(e, ctx))]));
      setLanguage(lang);
      for (const [type, e] of Object.entries(SAMPLES)) {
        const text = describe(e, ctx);
        expectSentence(text);
        expect(text, type).not.toMatch(/\blog\.|\bcommon\./);
        // The engine's own refusal words (specialFizzled) are the only English allowed through.
        if (type !== 'specialFizzled') expect(text, type).not.toBe(english.get(type));
      }
    });
  }

  it('tells an attack and its result in German, with German card names and Megataler', () => {
    setLanguage('de');
    const say = createDescriber(ctx);
    const e = { ...SAMPLES.attackDeclared, privilege: { kind: 'bavarian' }, defender: 1 } as const;
    expect(say(e)).toBe('Alice greift mit Mafia, unterstützt von C.I.A., an, Ziel: Kontrolle von Yuppies (Bob), privilegiert durch Bayerische Illuminaten (5 MT). Benötigt vor Geldeinsatz 9 oder weniger.');
    expect(say(SAMPLES.attackResolved)).toBe('Angriff von Alice mit Mafia, unterstützt von C.I.A., zur Kontrolle von Yuppies: benötigt 9, gewürfelt 6, Erfolg.');
    expect(say(SAMPLES.groupsReleased)).toBe('Wieder unkontrolliert nach einer Neutralisierung: Yuppies und Texas von Bob.');
  });

  it('tells an attack and its result in Italian, with the edition\'s card names', () => {
    setLanguage('it');
    const say = createDescriber(ctx);
    expect(say({ ...SAMPLES.attackDeclared, attacker: 'boy-sprouts' })).toBe('Alice attacca con Boy Sprouts, aiutato da CIA, per controllare Yuppies. Serve 9 o meno prima del denaro.');
    expect(say({ ...SAMPLES.attackResolved })).toBe('Attacco di Alice con Boy Sprouts, aiutato da CIA, per controllare Yuppies: serve 9, tirato 6, successo.');
    expect(say({ ...SAMPLES.groupsReleased, groups: ['texas'] })).toBe('Di nuovo fra i Gruppi indipendenti dopo una neutralizzazione: Texas di Bob.');
  });
});

group('log filters and highlighting', () => {
  it('sorts events into attacks, money and specials', () => {
    expect(categoriesOf(SAMPLES.diceRolled)).toContain('attacks');
    expect(categoriesOf(SAMPLES.moneySpent)).toEqual(expect.arrayContaining(['attacks', 'money']));
    expect(categoriesOf(SAMPLES.specialPlayed)).toEqual(['specials']);
    expect(categoriesOf({ ...SAMPLES.cardDrawn, kind: 'special', card: null })).toEqual(['specials']);
    expect(categoriesOf(SAMPLES.turnStarted)).toEqual([]);
  });

  it('"my events" keeps the events that name the viewer', () => {
    expect(passesFilter(SAMPLES.taxCollected, 'mine', 1)).toBe(true);
    expect(passesFilter(SAMPLES.taxCollected, 'mine', 2)).toBe(false);
    expect(passesFilter(SAMPLES.taxExcused, 'mine', 2)).toBe(true);
    expect(passesFilter(SAMPLES.turnStarted, 'mine', null)).toBe(false);
    expect(passesFilter(SAMPLES.turnStarted, 'all', null)).toBe(true);
    expect(passesFilter(SAMPLES.diceRolled, 'money', 0)).toBe(false);
    expect(seatsOf(SAMPLES.offerMade).sort()).toEqual([0, 1]);
  });

  it('lists the cards an entry names', () => {
    expect(cardsOf(SAMPLES.attackDeclared)).toEqual(['the-mafia', 'cia', 'yuppies']);
    expect(cardsOf(SAMPLES.moneyTransferred)).toEqual(['bavarian-illuminati', 'cia']);
    expect(cardsOf(SAMPLES.groupsReleased)).toEqual(['yuppies', 'texas']);
    expect(cardsOf(SAMPLES.turnEnded)).toEqual([]);
  });
});
