// The engine contract (DESIGN.md section 3): applyAction is pure, illegal input is answered with a
// reason and never thrown, seq counts accepted actions, games are reproducible from
// (config, seed, actions), states survive a JSON round trip, and someone can always act.
import { describe, expect, it } from 'vitest';
import {
  applyAction,
  decider,
  instantiate,
  legalActions,
  newGame,
  type Action,
  type GameConfig,
  type GameEvent,
  type GameState,
  type LegalAction,
} from '../../src/shared/engine';
import { nextInt, seedState, type RngState } from '../../src/shared/engine/rng';
import { act, passAll, scenario } from '../support/scenario';
import { BAV as B, GNO as G, NET as N } from '../support/helpers';

/** Pick a legal action: first a kind of action uniformly, then one of that kind, so turns end now and then. */
function pickAction(s: GameState, seat: number, rng: RngState, allowLeave: boolean): Action | null {
  let la = legalActions(s, seat).filter((a) => allowLeave || a.type !== 'leave');
  if (la.length === 0) return null;
  const types = [...new Set(la.map((a) => a.type))];
  const t = types[nextInt(rng, types.length)];
  la = la.filter((a) => a.type === t);
  return instantiate(s, seat, la[nextInt(rng, la.length)] as LegalAction, rng);
}

interface Step {
  seat: number;
  action: Action;
}

/**
 * A random playout through legal actions. Mostly the decider acts; now and then another seat
 * makes an any-time move (gift, offer). Every step checks the contract and is recorded.
 */
function playout(config: GameConfig, seed: string, maxSteps: number, check = true): { state: GameState; events: GameEvent[]; steps: Step[] } {
  return playFrom(newGame(config, seed), seed, maxSteps, check);
}

function playFrom(start: { state: GameState; events: GameEvent[] }, seed: string, maxSteps: number, check = true): { state: GameState; events: GameEvent[]; steps: Step[] } {
  let s = start.state;
  const events: GameEvent[] = [...start.events];
  const steps: Step[] = [];
  const rng = seedState(`driver/${seed}`);
  for (let i = 0; i < maxSteps && !s.outcome; i++) {
    const deciders = decider(s);
    if (check) expect(deciders.length, `nobody can act at step ${i}`).toBeGreaterThan(0);
    let actor = deciders[0];
    let a: Action | null = null;
    if (nextInt(rng, 8) === 0) {
      // Someone else's any-time move (rarely leaving the game).
      const other = nextInt(rng, s.players.length);
      a = pickAction(s, other, rng, nextInt(rng, 50) === 0);
      if (a) actor = other;
    }
    if (!a) {
      actor = deciders[0];
      a = pickAction(s, actor, rng, false);
    }
    if (!a) throw new Error(`no legal action for the decider at step ${i}`);
    const before = check ? JSON.stringify(s) : '';
    const r = applyAction(s, actor, a);
    if (!r.ok) throw new Error(`legalActions offered an illegal action at step ${i}: ${JSON.stringify(a)}: ${r.reason}`);
    if (check) {
      expect(JSON.stringify(s), `applyAction changed its input at step ${i}`).toBe(before);
      expect(r.state.seq).toBe(s.seq + 1);
    }
    s = r.state;
    events.push(...r.events);
    steps.push({ seat: actor, action: a });
  }
  if (check && s.outcome) expect(decider(s)).toEqual([]);
  return { state: s, events, steps };
}

function replay(config: GameConfig, seed: string, steps: readonly Step[]): { state: GameState; events: GameEvent[] } {
  const start = newGame(config, seed);
  let s = start.state;
  const events = [...start.events];
  for (const { seat, action } of steps) {
    const r = applyAction(s, seat, action);
    if (!r.ok) throw new Error(r.reason);
    s = r.state;
    events.push(...r.events);
  }
  return { state: s, events };
}

function deepFreeze<T>(x: T): T {
  if (x && typeof x === 'object' && !Object.isFrozen(x)) {
    Object.freeze(x);
    for (const v of Object.values(x as object)) deepFreeze(v);
  }
  return x;
}

const CONFIGS: [GameConfig, string][] = [
  [{ players: 3, illuminati: [B, N, G], turnCap: 40 }, 'contract-a'],
  [{ players: 4, turnCap: 40 }, 'contract-b'],
  [{ players: 5, edition: 'de', turnCap: 40 }, 'contract-c'],
  [{ players: 2, illuminati: ['ufos', 'servants-of-cthulhu'], edition: 'it', turnCap: 40 }, 'contract-d'],
  [{ players: 6, illuminati: ['bermuda-triangle', 'discordian-society', 'society-of-assassins'], turnCap: 40 }, 'contract-e'],
];

describe('purity and sequence numbers', () => {
  it('applyAction never changes its input and every accepted action increments seq (random playouts)', () => {
    let total = 0;
    for (const [config, seed] of CONFIGS) for (let k = 0; k < 4; k++) total += playout(config, `${seed}/${k}`, 1500).steps.length;
    expect(total).toBeGreaterThan(2000);
  });

  it('applyAction never changes its input in random play from a developed mid-game table', () => {
    let total = 0;
    for (let k = 0; k < 12; k++) {
      const s = scenario({
        active: k % 3,
        seats: [
          { illuminati: B, money: 25, hand: ['slush-fund', 'deep-agent'], groups: [['the-mafia', B, 'top', 4], ['kkk', 'the-mafia', 'left', 2], ['yuppies', B, 'right', 3]] },
          { illuminati: N, money: 15, hand: ['bribery', 'murphys-law', 'assassination'], groups: [['cia', N, 'top', 3], ['irs', N, 'bottom', 1], ['recyclers', N, 'right', 6]] },
          { illuminati: G, money: 30, hand: [], groups: [['fbi', G, 'top'], ['post-office', G, 'right', 2], ['orbital-mind-control-lasers', G, 'bottom']] },
        ],
        uncontrolled: ['comic-books', 'moonies', 'democrats', 'hollywood'],
      });
      total += playFrom({ state: s, events: [] }, `mid/${k}`, 1200).steps.length;
    }
    expect(total).toBeGreaterThan(1200);
  });

  it('applyAction works on a deeply frozen state (it copies before changing anything)', () => {
    const { steps } = playout(CONFIGS[0][0], CONFIGS[0][1], 300, false);
    let s = newGame(CONFIGS[0][0], CONFIGS[0][1]).state;
    for (const { seat, action } of steps) {
      const frozen = deepFreeze(structuredClone(s));
      const r = applyAction(frozen, seat, deepFreeze(structuredClone(action)));
      if (!r.ok) throw new Error(r.reason);
      s = r.state;
    }
    expect(s.seq).toBe(steps.length);
  });

  it('a scripted sequence of every kind of action leaves each input state as it was', () => {
    let s = scenario({
      seats: [
        { illuminati: B, money: 30, hand: ['slush-fund', 'deep-agent'], groups: [['the-mafia', B, 'top', 4], ['yuppies', B, 'right', 2]] },
        { illuminati: N, money: 10, hand: ['bribery', 'murphys-law'], groups: [['cia', N, 'top', 3]] },
        { illuminati: G, money: 10, groups: [['fbi', G, 'top']] },
      ],
      uncontrolled: ['comic-books', 'moonies'],
    });
    const script: [number, Action][] = [
      [0, { type: 'attack', attacker: 'the-mafia', target: 'comic-books', kind: 'control', aiders: ['yuppies'], privilege: null }],
      [0, { type: 'spend', card: B, amount: 2 }],
      [0, { type: 'pass' }],
      [1, { type: 'spend', card: N, amount: 1, side: 'against' }],
      [2, { type: 'gift', to: 1, money: 1, specials: [] }],
      [1, { type: 'pass' }],
      [2, { type: 'pass' }],
      [0, { type: 'pass' }],
      // After the roll the holders of specials may answer it (Assassination, Murphy's Law): both pass.
      [0, { type: 'pass' }],
      [1, { type: 'pass' }],
      [0, { type: 'placeCaptured', arrow: 'bottom', transfer: 1 }],
      [0, { type: 'attack', attacker: B, target: 'cia', kind: 'control', aiders: [], privilege: { kind: 'special', card: 'slush-fund' } }],
      // Seat 1 may cancel the privilege card with Secrets Man: he passes.
      [1, { type: 'pass' }],
      [1, { type: 'abolishPrivilege', discard: ['bribery', 'murphys-law'] }],
      // Seat 0 may cancel one of the two cards: he passes, the privilege falls.
      [0, { type: 'pass' }],
      [0, { type: 'pass' }],
      [1, { type: 'spend', card: 'cia', amount: 3 }],
      [1, { type: 'pass' }],
      [2, { type: 'pass' }],
      [0, { type: 'pass' }],
      [0, { type: 'pass' }], // the after-roll window: seat 0 still holds Deep Agent
      [0, { type: 'offer', to: 2, give: { money: 2, specials: ['deep-agent'], groups: [] }, get: { money: 0, specials: [], groups: [] }, getPlace: [] }],
      [2, { type: 'answerOffer', accept: true, place: [] }],
      [0, { type: 'dropGroup', group: 'comic-books' }],
      [0, { type: 'transferMoney', from: B, to: 'yuppies', amount: 3, free: true }],
      [0, { type: 'endTurn' }],
      [2, { type: 'pass' }], // seat 1's start-of-turn window: seat 2 holds Deep Agent
      [1, { type: 'passTurn' }],
      [2, { type: 'pass' }], // seat 2's own start-of-turn window
      [2, { type: 'pass' }], // and his income window
      [2, { type: 'leave' }],
    ];
    s.scriptedDice = [1, 2, 6, 6];
    for (const [seat, a] of script) {
      const input = s;
      const before = JSON.stringify(input);
      s = act(input, seat, a).state;
      expect(s.seq).toBe(input.seq + 1);
      expect(JSON.stringify(input), `${a.type} changed its input`).toBe(before);
    }
    expect(s.players[2].out).toBe('left');
  });
});

describe('illegal input', () => {
  function states(): GameState[] {
    const base = scenario({
      seats: [
        { illuminati: B, money: 30, hand: ['slush-fund', 'deep-agent'], groups: [['the-mafia', B, 'top', 4], ['yuppies', B, 'right', 2]] },
        { illuminati: N, money: 10, hand: ['bribery'], groups: [['cia', N, 'top', 3]] },
        { illuminati: G, money: 10, groups: [['fbi', G, 'top']] },
      ],
      uncontrolled: ['comic-books', 'moonies'],
    });
    const attack = act(base, 0, { type: 'attack', attacker: 'the-mafia', target: 'cia', kind: 'control', aiders: [], privilege: null }).state;
    const privileged = act(base, 0, { type: 'attack', attacker: 'the-mafia', target: 'cia', kind: 'control', aiders: [], privilege: { kind: 'bavarian' } }).state;
    const offer = act(base, 0, { type: 'offer', to: 1, give: { money: 1, specials: [], groups: ['yuppies'] }, get: { money: 0, specials: [], groups: [] }, getPlace: [] }).state;
    // Through the attack window and the after-roll window (seats 0 and 1 hold specials).
    const capture = passAll(act({ ...base, scriptedDice: [1, 1] }, 0, { type: 'attack', attacker: 'the-mafia', target: 'comic-books', kind: 'control', aiders: [], privilege: null }).state).state;
    expect(capture.pending?.kind).toBe('capture');
    const over = act(scenario({ basicGoal: 2, seats: [{ illuminati: B, groups: [['kkk', B, 'top']] }, { illuminati: N }] }), 0, { type: 'endTurn' }).state;
    expect(over.outcome).not.toBeNull();
    const ufo = newGame({ players: 2, illuminati: ['ufos', N] }, 'x').state;
    // Special powers on turn: the Bermuda Triangle (reorganize) and the Gnomes (set treasuries), the I.R.S. tax window.
    const powers = (active: number) =>
      scenario({
        active,
        seats: [
          { illuminati: 'bermuda-triangle', money: 5, groups: [['the-mafia', 'bermuda-triangle', 'top', 1], ['kkk', 'the-mafia', 'left']] },
          { illuminati: N, money: 5, groups: [['cia', N, 'top']] },
          { illuminati: G, money: 9, groups: [['fbi', G, 'top', 2], ['irs', G, 'bottom'], ['recyclers', G, 'right', 7], ['orbital-mind-control-lasers', G, 'left']] },
        ],
        uncontrolled: ['comic-books'],
      });
    const tax = structuredClone(powers(2));
    tax.pending = { kind: 'tax', seat: 2 };
    return [base, attack, privileged, offer, capture, over, ufo, powers(0), powers(2), tax];
  }

  const bad: unknown[] = [
    null,
    undefined,
    0,
    42,
    NaN,
    'attack',
    [],
    ['endTurn'],
    {},
    { type: 'nope' },
    { type: 'constructor' },
    { type: '__proto__' },
    { type: 'toString' },
    { type: 'attack' },
    { type: 'attack', attacker: 'the-mafia' },
    { type: 'attack', attacker: 'the-mafia', target: 'cia' },
    { type: 'attack', attacker: 'the-mafia', target: 'cia', kind: 'control' },
    { type: 'attack', attacker: 'the-mafia', target: 'cia', kind: 'control', aiders: 'yuppies', privilege: null },
    { type: 'attack', attacker: 'the-mafia', target: 'cia', kind: 'control', aiders: [null, 5, {}], privilege: null },
    { type: 'attack', attacker: 'the-mafia', target: 'cia', kind: 'explode', aiders: [], privilege: null },
    { type: 'attack', attacker: 'the-mafia', target: { id: 'cia' }, kind: 'control', aiders: [], privilege: null },
    { type: 'attack', attacker: 12, target: 'cia', kind: 'control', aiders: [], privilege: null },
    { type: 'attack', attacker: 'the-mafia', target: 'cia', kind: 'control', aiders: [], privilege: { kind: 'special', card: 'bribery' } },
    { type: 'attack', attacker: 'the-mafia', target: 'cia', kind: 'control', aiders: [], privilege: { kind: 'special' } },
    { type: 'attack', attacker: 'the-mafia', target: 'cia', kind: 'control', aiders: [], privilege: { kind: 'magic' } },
    { type: 'attack', attacker: 'the-mafia', target: 'cia', kind: 'control', aiders: [], privilege: 'yes' },
    { type: 'attack', attacker: 'the-mafia', target: 'no-such-group', kind: 'destroy', aiders: [], privilege: null },
    { type: 'attack', attacker: 'the-mafia', target: B, kind: 'destroy', aiders: [], privilege: null },
    { type: 'spend' },
    { type: 'spend', card: B, amount: NaN },
    { type: 'spend', card: B, amount: -5 },
    { type: 'spend', card: B, amount: 1.5 },
    { type: 'spend', card: B, amount: 1e308 },
    { type: 'spend', card: B, amount: Infinity },
    { type: 'spend', card: B, amount: '3' },
    { type: 'spend', card: 'cia', amount: 1, side: 'sideways' },
    { type: 'spend', card: null, amount: 1 },
    { type: 'callOff', extra: true },
    { type: 'abolishPrivilege' },
    { type: 'abolishPrivilege', discard: null },
    { type: 'abolishPrivilege', discard: 'deep-agent' },
    { type: 'abolishPrivilege', discard: [1, 2] },
    { type: 'abolishPrivilege', discard: ['slush-fund', 'deep-agent', 'bribery'] },
    { type: 'placeCaptured' },
    { type: 'placeCaptured', arrow: 'diagonal', transfer: 0 },
    { type: 'placeCaptured', arrow: 'bottom', transfer: -1 },
    { type: 'placeCaptured', arrow: 'bottom', transfer: NaN },
    { type: 'placeCaptured', arrow: 'bottom', transfer: 1e9 },
    { type: 'placeCaptured', arrow: 'bottom' },
    { type: 'transferMoney' },
    { type: 'transferMoney', from: B, to: 'yuppies', amount: -1, free: false },
    { type: 'transferMoney', from: B, to: 'yuppies', amount: NaN, free: true },
    { type: 'transferMoney', from: B, to: 'yuppies', amount: 1e12, free: true },
    { type: 'transferMoney', from: B, to: 'cia', amount: 1, free: true },
    { type: 'transferMoney', from: 'yuppies', to: 'yuppies', amount: 1, free: true },
    { type: 'transferMoney', from: {}, to: [], amount: 1, free: true },
    { type: 'moveGroup' },
    { type: 'moveGroup', group: 'yuppies', master: 'yuppies', arrow: 'bottom' },
    { type: 'moveGroup', group: 'yuppies', master: B, arrow: 'sideways' },
    { type: 'moveGroup', group: 'cia', master: B, arrow: 'left' },
    { type: 'moveGroup', group: 42, master: 7, arrow: null },
    { type: 'dropGroup' },
    { type: 'dropGroup', group: 'cia' },
    { type: 'dropGroup', group: ['yuppies'] },
    { type: 'gift' },
    { type: 'gift', to: 1 },
    { type: 'gift', to: 1, money: -5, specials: [] },
    { type: 'gift', to: 1, money: NaN, specials: [] },
    { type: 'gift', to: 1, money: 1e308, specials: [] },
    { type: 'gift', to: 1, money: Infinity, specials: [] },
    { type: 'gift', to: 1, money: 2.5, specials: [] },
    { type: 'gift', to: 1, money: '5', specials: [] },
    { type: 'gift', to: 1, money: 1, specials: 'slush-fund' },
    { type: 'gift', to: 1, money: 0, specials: [null] },
    { type: 'gift', to: 1, money: 0, specials: ['slush-fund', 'slush-fund'] },
    { type: 'gift', to: 1, money: 0, specials: [] },
    { type: 'gift', to: 99, money: 1, specials: [] },
    { type: 'gift', to: -1, money: 1, specials: [] },
    { type: 'gift', to: NaN, money: 1, specials: [] },
    { type: 'gift', to: '1', money: 1, specials: [] },
    { type: 'gift', to: 0, money: 1, specials: [] },
    { type: 'offer' },
    { type: 'offer', to: 1 },
    { type: 'offer', to: 1, give: null, get: null, getPlace: null },
    { type: 'offer', to: 1, give: { money: 1 }, get: { money: 0 }, getPlace: [] },
    { type: 'offer', to: 1, give: { money: -1, specials: [], groups: [] }, get: { money: 0, specials: [], groups: [] }, getPlace: [] },
    { type: 'offer', to: 1, give: { money: NaN, specials: [], groups: [] }, get: { money: 0, specials: [], groups: [] }, getPlace: [] },
    { type: 'offer', to: 1, give: { money: 1e308, specials: [], groups: [] }, get: { money: 0, specials: [], groups: [] }, getPlace: [] },
    { type: 'offer', to: 1, give: { money: 0, specials: [], groups: [] }, get: { money: 0, specials: [], groups: [] }, getPlace: [] },
    { type: 'offer', to: 1, give: { money: 0, specials: [], groups: [null] }, get: { money: 0, specials: [], groups: [] }, getPlace: [] },
    { type: 'offer', to: 1, give: { money: 0, specials: [], groups: ['cia'] }, get: { money: 0, specials: [], groups: [] }, getPlace: [] },
    { type: 'offer', to: 1, give: { money: 1, specials: [], groups: [] }, get: { money: 0, specials: [], groups: ['cia'] }, getPlace: null },
    { type: 'offer', to: 1, give: { money: 1, specials: [], groups: [] }, get: { money: 0, specials: [], groups: ['cia'] }, getPlace: [null] },
    { type: 'offer', to: 1, give: { money: 1, specials: [], groups: [] }, get: { money: 0, specials: [], groups: ['cia'] }, getPlace: [{ id: 'cia', master: 'nowhere', arrow: 'top' }] },
    { type: 'offer', to: 1, give: { money: 1, specials: [], groups: [] }, get: { money: 0, specials: [], groups: ['cia'] }, getPlace: [{ id: 'cia', master: B, arrow: 7 }] },
    { type: 'offer', to: 1, give: { money: 1, specials: [], groups: [] }, get: { money: 0, specials: [], groups: ['cia'] }, getPlace: [{ id: 'cia' }] },
    { type: 'offer', to: 1, give: { money: 0, specials: [], groups: [] }, get: { money: 0, specials: ['bribery'], groups: [] }, getPlace: [] },
    { type: 'offer', to: 5, give: { money: 1, specials: [], groups: [] }, get: { money: 0, specials: [], groups: [] }, getPlace: [] },
    { type: 'answerOffer' },
    { type: 'answerOffer', accept: 'yes', place: [] },
    { type: 'answerOffer', accept: true },
    { type: 'answerOffer', accept: true, place: null },
    { type: 'answerOffer', accept: true, place: [null] },
    { type: 'answerOffer', accept: true, place: [{ id: 'yuppies', master: N, arrow: 'up' }] },
    { type: 'answerOffer', accept: true, place: [{ id: 'yuppies', master: 'cia', arrow: 'top', extra: 1 }, { id: 'yuppies', master: 'cia', arrow: 'top' }] },
    { type: 'setTreasuries' },
    { type: 'setTreasuries', amounts: null },
    { type: 'setTreasuries', amounts: [1, 2, 3] },
    { type: 'setTreasuries', amounts: { [B]: -1 } },
    { type: 'reorganize' },
    { type: 'reorganize', layout: null },
    { type: 'reorganize', layout: [null] },
    { type: 'tax' },
    { type: 'tax', excuse: null },
    { type: 'tax', excuse: [NaN] },
    { type: 'useRecyclers' },
    { type: 'shiftAlignment' },
    { type: 'shiftAlignment', target: 'cia', add: 'Purple' },
    { type: 'playSpecial' },
    { type: 'playSpecial', card: null },
    { type: 'playSpecial', card: 'no-such-card' },
    { type: 'playSpecial', card: 'cia' },
    { type: 'playSpecial', card: 'bribery', target: 'comic-books' },
    // Slush Fund may be played at any time now; Deep Agent needs a privileged attack by someone else.
    { type: 'playSpecial', card: 'deep-agent' },
    { type: 'replaceSpecial', card: 'slush-fund' },
    { type: 'replaceSpecial', card: null },
    { type: 'chooseGoal' },
    { type: 'chooseGoal', goal: 'ufos' },
    { type: 'chooseGoal', goal: 17 },
    { type: 'chooseGoal', goal: 'atlanteans' },
  ];

  const seats: unknown[] = [-1, 3, 99, 1.5, NaN, Infinity, -Infinity, 1e308, 2 ** 32, '0', null, undefined, {}, [0]];

  it('malformed and impossible actions are refused with a reason, never thrown, and change nothing', () => {
    let refused = 0;
    for (const s of states()) {
      const before = JSON.stringify(s);
      for (const seat of [0, 1, 2]) {
        if (!s.players[seat]) continue;
        for (const a of bad) {
          let r: ReturnType<typeof applyAction> | undefined;
          expect(() => {
            r = applyAction(s, seat, a as Action);
          }, `${JSON.stringify(a)} by seat ${seat} threw`).not.toThrow();
          if (r!.ok) {
            // Only a handful of these are legal in some window (e.g. answering an offer with no group to place).
            continue;
          }
          refused++;
          expect(typeof r!.reason).toBe('string');
          expect(r!.reason.length).toBeGreaterThan(3);
          expect(JSON.stringify(s), `${JSON.stringify(a)} changed the state`).toBe(before);
        }
      }
    }
    expect(refused).toBeGreaterThan(1500);
  });

  it('every malformed action above is refused in the ordinary action phase of the player on turn', () => {
    const s = states()[0];
    const accepted: string[] = [];
    for (const a of bad) {
      const r = applyAction(s, 0, a as Action);
      if (r.ok) accepted.push(JSON.stringify(a));
    }
    expect(accepted).toEqual([]);
  });

  it('unknown seats are refused for every action kind', () => {
    const s = states()[0];
    const before = JSON.stringify(s);
    const good: Action[] = [{ type: 'endTurn' }, { type: 'passTurn' }, { type: 'gift', to: 1, money: 1, specials: [] }, { type: 'leave' }, { type: 'dropGroup', group: 'yuppies' }];
    for (const seat of seats)
      for (const a of good) {
        const r = applyAction(s, seat as number, a);
        expect(r.ok, `seat ${String(seat)} ${a.type}`).toBe(false);
        if (!r.ok) expect(r.reason).toBe('No such seat.');
      }
    expect(JSON.stringify(s)).toBe(before);
  });

  it('a finished game refuses everything', () => {
    const over = states()[5];
    for (const a of [{ type: 'endTurn' }, { type: 'gift', to: 1, money: 1, specials: [] }, { type: 'leave' }] as Action[]) {
      const r = applyAction(over, 0, a);
      expect(r).toEqual({ ok: false, reason: 'The game is over.' });
    }
    expect(decider(over)).toEqual([]);
    expect(legalActions(over, 0)).toEqual([]);
  });
});

describe('reproducibility', () => {
  it('the same config and seed give the same new game', () => {
    for (const [config, seed] of CONFIGS) expect(JSON.stringify(newGame(config, seed))).toBe(JSON.stringify(newGame(config, seed)));
    expect(JSON.stringify(newGame(CONFIGS[1][0], 'one').state.deck)).not.toBe(JSON.stringify(newGame(CONFIGS[1][0], 'two').state.deck));
  });

  it('the same config, seed and actions give byte-identical event logs and states', () => {
    for (const [config, seed] of CONFIGS) {
      const a = playout(config, seed, 800, false);
      const b = replay(config, seed, a.steps);
      const c = replay(config, seed, a.steps);
      expect(JSON.stringify(b.events)).toBe(JSON.stringify(a.events));
      expect(JSON.stringify(c.events)).toBe(JSON.stringify(b.events));
      expect(JSON.stringify(c.state)).toBe(JSON.stringify(a.state));
    }
  });

  it('a mid-game state survives a JSON round trip and continues identically', () => {
    for (const [config, seed] of CONFIGS) {
      const full = playout(config, seed, 700, false);
      const cut = Math.floor(full.steps.length / 2);
      const mid = replay(config, seed, full.steps.slice(0, cut)).state;
      const copy: GameState = JSON.parse(JSON.stringify(mid));
      expect(copy).toStrictEqual(mid); // plain data only: no undefined fields, Maps or class instances
      let x = mid;
      let y = copy;
      for (const { seat, action } of full.steps.slice(cut)) {
        const rx = applyAction(x, seat, action);
        const ry = applyAction(y, seat, structuredClone(action));
        expect(JSON.stringify(ry)).toBe(JSON.stringify(rx));
        if (!rx.ok || !ry.ok) throw new Error('replay diverged');
        x = rx.state;
        y = ry.state;
      }
      expect(JSON.stringify(y)).toBe(JSON.stringify(full.state));
    }
  });
});

describe('decider', () => {
  it('always names a living seat until the game ends, and nobody afterwards', () => {
    let ended = 0;
    for (const [config, seed] of CONFIGS) {
      const start = newGame(config, seed);
      let s = start.state;
      const rng = seedState(`decider/${seed}`);
      for (let i = 0; i < 3000 && !s.outcome; i++) {
        const d = decider(s);
        expect(d.length).toBeGreaterThan(0);
        for (const seat of d) expect(s.players[seat].out).toBeNull();
        // The decider always has something legal to do.
        const a = pickAction(s, d[0], rng, false);
        expect(a).not.toBeNull();
        const r = applyAction(s, d[0], a!);
        if (!r.ok) throw new Error(`${JSON.stringify(a)}: ${r.reason}`);
        s = r.state;
      }
      if (s.outcome) {
        ended++;
        expect(decider(s)).toEqual([]);
      }
    }
    expect(ended).toBe(CONFIGS.length);
  });

  it('applyAction copies only what an action changes: the rest is shared with its input (copy on write)', () => {
    const s = scenario({
      seats: [
        { illuminati: B, money: 30, groups: [['the-mafia', B, 'top', 4]] },
        { illuminati: N, money: 10, groups: [['cia', N, 'top', 3]] },
      ],
      uncontrolled: ['comic-books'],
    });
    const declared = act(s, 0, { type: 'attack', attacker: 'the-mafia', target: 'comic-books', kind: 'control', aiders: [], privilege: null }).state;
    // Declaring an attack changes no player and no turn record (ATK-4: nothing is spent yet).
    expect(declared.players).toBe(s.players);
    expect(declared.turn).toBe(s.turn);
    const fromIlluminati = act(declared, 0, { type: 'spend', card: B, amount: 2 }).state;
    // Spending from the Illuminati copies that player, not his placements nor anyone else.
    expect(fromIlluminati.players[0]).not.toBe(declared.players[0]);
    expect(fromIlluminati.players[0].groups).toBe(declared.players[0].groups);
    expect(fromIlluminati.players[1]).toBe(declared.players[1]);
    expect(fromIlluminati.turn).toBe(declared.turn);
    const fromGroup = act(declared, 0, { type: 'spend', card: 'the-mafia', amount: 2 }).state;
    // Spending from a group copies the placements, and the input keeps its money.
    expect(fromGroup.players[0].groups).not.toBe(declared.players[0].groups);
    expect(fromGroup.players[0].groups[0].money).toBe(2);
    expect(declared.players[0].groups[0].money).toBe(4);
  });
});
