// Giving, selling and trading groups (GIVE-1..6), gifts of money and specials (GIFT-1..4), deals
// (DEAL-1..3) and the related resolutions AMB-21, AMB-22, AMB-24 and AMB-45, driven through the
// real engine with applyAction (DESIGN.md section 7, tier 2).
import { describe, expect, it } from 'vitest';
import { applyAction, decider, legalActions, outcome, type Action, type GameState } from '../../../src/shared/engine';
import { validateStructure } from '../../../src/shared/engine/geometry';
import type { Attach } from '../../../src/shared/engine/types';
import { act, passAll, reject, scenario } from '../../support/scenario';
import { BAV as B, GNO as G, NET as N, groupIds as ids, offer } from '../../support/helpers';

/**
 * Seat 0 (Bavarians, on turn): the Mafia on top carrying the KKK, which carries the Boy Sprouts
 * (three levels), and the Yuppies on the right. Seat 1 (Network): the CIA. Seat 2 (Gnomes): the FBI.
 */
function table(extra: { edition?: 'en' | 'it' | 'de'; active?: number; hands?: string[][]; money?: number[]; turnsCompleted?: number } = {}): GameState {
  const money = extra.money ?? [20, 10, 12];
  const hands = (extra.hands ?? [[], [], []]) as never[][];
  return scenario({
    edition: extra.edition,
    active: extra.active ?? 0,
    seats: [
      {
        illuminati: B,
        money: money[0],
        hand: hands[0],
        turnsCompleted: extra.turnsCompleted,
        groups: [
          ['the-mafia', B, 'top', 3],
          ['kkk', 'the-mafia', 'left', 2],
          ['boy-sprouts', 'kkk', 'bottom', 1],
          ['yuppies', B, 'right', 4],
        ],
      },
      { illuminati: N, money: money[1], hand: hands[1], groups: [['cia', N, 'top', 3]] },
      { illuminati: G, money: money[2], hand: hands[2], groups: [['fbi', G, 'top', 0]] },
    ],
    uncontrolled: ['comic-books', 'moonies'],
  });
}

function accept(place: Attach[] = []): Action {
  return { type: 'answerOffer', accept: true, place };
}
const refuse: Action = { type: 'answerOffer', accept: false, place: [] };
const at = (id: string, master: string, arrow: Attach['arrow']): Attach => ({ id, master, arrow }) as Attach;

function groupsOf(s: GameState, seat: number): Record<string, [string, string, number]> {
  const out: Record<string, [string, string, number]> = {};
  for (const g of s.players[seat].groups) out[g.id] = [g.master, g.arrow, g.money];
  return out;
}

describe('fixture', () => {
  it('the hand-made structures are legal table layouts', () => {
    const s = table();
    for (const p of s.players) expect(validateStructure(p)).toBeNull();
  });
});

describe('GIVE: groups change hands', () => {
  it('GIVE-1: a group is given away for nothing and arrives in the receiver\u2019s structure', () => {
    const s0 = table();
    const o = act(s0, 0, offer(1, { groups: ['yuppies'] }));
    expect(o.state.pending?.kind).toBe('offer');
    const r = act(o.state, 1, accept([at('yuppies', N, 'right')]));
    expect(ids(r.state, 0)).toEqual(['boy-sprouts', 'kkk', 'the-mafia']);
    expect(groupsOf(r.state, 1).yuppies).toEqual([N, 'right', 4]);
    expect(r.state.players[0].money).toBe(20);
    expect(r.state.players[1].money).toBe(10);
    expect(r.events.filter((e) => e.type === 'groupChangedHands')).toEqual([
      { type: 'groupChangedHands', to: 'all', group: 'yuppies', fromSeat: 0, toSeat: 1, master: N, arrow: 'right' },
    ]);
  });

  it('GIVE-1: a group is sold for money (Illuminati to Illuminati)', () => {
    const o = act(table(), 0, offer(1, { groups: ['yuppies'] }, { money: 7 }));
    const r = act(o.state, 1, accept([at('yuppies', 'cia', 'left')]));
    expect(r.state.players[0].money).toBe(27);
    expect(r.state.players[1].money).toBe(3);
    expect(groupsOf(r.state, 1).yuppies).toEqual(['cia', 'left', 4]);
  });

  it('GIVE-1: a group is swapped for a special card and for another group', () => {
    // Seat 1 offers a special for the Yuppies (specials cannot be asked for by name, so the holder offers them).
    const s0 = table({ hands: [[], ['slush-fund'], []] });
    const o = act(s0, 1, offer(0, { specials: ['slush-fund'] }, { groups: ['yuppies'] }, [at('yuppies', N, 'bottom')]));
    const r = act(o.state, 0, accept());
    expect(r.state.players[0].hand).toEqual(['slush-fund']);
    expect(r.state.players[1].hand).toEqual([]);
    expect(groupsOf(r.state, 1).yuppies).toEqual([N, 'bottom', 4]);

    // Group for group: the Yuppies for the CIA.
    const o2 = act(table(), 0, offer(1, { groups: ['yuppies'] }, { groups: ['cia'] }, [at('cia', B, 'bottom')]));
    const r2 = act(o2.state, 1, accept([at('yuppies', N, 'top')]));
    expect(groupsOf(r2.state, 0).cia).toEqual([B, 'bottom', 3]);
    expect(groupsOf(r2.state, 1)).toEqual({ yuppies: [N, 'top', 4] });
  });

  it('GIVE-2: in EN a group changes hands in the turn of either party, never between two bystanders', () => {
    const s0 = table();
    // Seat 1 is not on turn but seat 0 is: seat 1 may give its CIA to seat 0.
    const o = act(s0, 1, offer(0, { groups: ['cia'] }));
    const r = act(o.state, 0, accept([at('cia', B, 'bottom')]));
    expect(groupsOf(r.state, 0).cia).toEqual([B, 'bottom', 3]);
    // Seats 1 and 2 are both bystanders in seat 0's turn.
    expect(reject(s0, 1, offer(2, { groups: ['cia'] }))).toMatch(/GIVE-2/);
    expect(reject(s0, 2, offer(1, { money: 1 }, { groups: ['cia'] }, [at('cia', G, 'right')]))).toMatch(/GIVE-2/);
  });

  it('GIVE-3: each group that changes hands uses one action of the player on turn; a swap uses both', () => {
    const o = act(table(), 0, offer(1, { groups: ['yuppies'] }, { groups: ['cia'] }, [at('cia', B, 'bottom')]));
    expect(o.state.turn.actionsLeft).toBe(2); // nothing is used until the offer is accepted
    const r = act(o.state, 1, accept([at('yuppies', N, 'top')]));
    expect(r.state.turn.actionsLeft).toBe(0);
    // With one action left, a one-for-one swap is refused; a single gift still fits.
    const s1 = act(table(), 0, { type: 'transferMoney', from: B, to: 'yuppies', amount: 1, free: false }).state;
    expect(s1.turn.actionsLeft).toBe(1);
    expect(reject(s1, 0, offer(1, { groups: ['yuppies'] }, { groups: ['cia'] }, [at('cia', B, 'bottom')]))).toMatch(/GIVE-3.*2 needed/);
    const g = act(act(s1, 0, offer(1, { groups: ['yuppies'] })).state, 1, accept([at('yuppies', N, 'right')]));
    expect(g.state.turn.actionsLeft).toBe(0);
    // And with none left, no group can change hands at all.
    expect(reject(g.state, 0, offer(1, { groups: ['the-mafia'] }))).toMatch(/GIVE-3/);
  });

  it('GIVE-3: a group given in the receiver\u2019s turn costs the receiver (the player on turn) the action', () => {
    const s0 = table({ active: 1 });
    const o = act(s0, 0, offer(1, { groups: ['yuppies'] }, { money: 2 }));
    const r = act(o.state, 1, accept([at('yuppies', N, 'right')]));
    expect(r.state.turn.active).toBe(1);
    expect(r.state.turn.actionsLeft).toBe(1);
    expect(r.state.players[0].money).toBe(22);
    expect(r.state.players[1].money).toBe(8);
  });

  it('GIVE-4: a group goes only to a player who accepts; a refusal changes nothing', () => {
    const s0 = table();
    const o = act(s0, 0, offer(1, { groups: ['yuppies'] }, { money: 5 }));
    expect(decider(o.state)).toEqual([1]);
    // While the offer waits, the offering player cannot carry on, and nobody else can answer it.
    expect(reject(o.state, 0, { type: 'dropGroup', group: 'yuppies' })).toMatch(/pending/);
    expect(reject(o.state, 2, accept([at('yuppies', G, 'right')]))).toMatch(/no offer for you/);
    const r = act(o.state, 1, refuse);
    expect(r.state.pending).toBeNull();
    expect(r.state.players).toEqual(s0.players);
    expect(r.state.turn.actionsLeft).toBe(2);
    expect(r.events).toEqual([{ type: 'offerAnswered', to: 'all', fromSeat: 0, toSeat: 1, accepted: false }]);
  });

  it('GIVE-5: the puppets at every depth and all their treasuries travel with the group', () => {
    const o = act(table(), 0, offer(2, { groups: ['the-mafia'] }));
    const r = act(o.state, 2, accept([at('the-mafia', G, 'bottom')]));
    expect(ids(r.state, 0)).toEqual(['yuppies']);
    const got = groupsOf(r.state, 2);
    expect(got['the-mafia']).toEqual([G, 'bottom', 3]);
    expect(got.kkk).toEqual(['the-mafia', 'left', 2]);
    expect(got['boy-sprouts']).toEqual(['kkk', 'bottom', 1]);
    expect(validateStructure(r.state.players[2])).toBeNull();
    // Three groups moved, one action (AMB-21).
    expect(r.state.turn.actionsLeft).toBe(1);
    expect(r.events.filter((e) => e.type === 'groupChangedHands').map((e) => (e as { group: string }).group)).toEqual(['the-mafia']);
  });

  it('GIVE-5: only the master is named; listing a puppet with its master is refused', () => {
    expect(reject(table(), 0, offer(1, { groups: ['the-mafia', 'kkk'] }))).toMatch(/GIVE-5/);
  });

  it('GIVE-6: the receiver fits the group on an open arrow of a card he keeps', () => {
    const s0 = table();
    const o = act(s0, 0, offer(1, { groups: ['yuppies'] }, { groups: ['cia'] }, [at('cia', B, 'bottom')]));
    // The arrow the outgoing CIA frees may take the incoming group.
    expect(groupsOf(act(o.state, 1, accept([at('yuppies', N, 'top')])).state, 1).yuppies).toEqual([N, 'top', 4]);
    // Onto the CIA, which he is giving away in the same trade: refused.
    expect(reject(o.state, 1, accept([at('yuppies', 'cia', 'left')]))).toMatch(/card you keep/);
    // Onto a card of somebody else: refused.
    expect(reject(o.state, 1, accept([at('yuppies', 'fbi', 'bottom')]))).toMatch(/card you keep/);
    // No place given: refused.
    expect(reject(o.state, 1, accept([]))).toMatch(/GIVE-6/);
    // A side without an arrow: refused.
    const o2 = act(s0, 0, offer(1, { groups: ['yuppies'] }));
    expect(reject(o2.state, 1, accept([at('yuppies', 'cia', 'right')]))).toMatch(/no outward arrow/);
    // An occupied arrow: refused.
    expect(reject(o2.state, 1, accept([at('yuppies', N, 'top')]))).toMatch(/AMB-22/);
  });

  it('GIVE-6: a received puppet that cannot fit and that the receiver lets go is lost to the uncontrolled area, its money to the bank', () => {
    // Seat 1's Anti-Nuclear Activists with the Boy Sprouts block the spot below the Convenience
    // Stores when they hang on the Network's left arrow, so the Intellectuals cannot come along.
    const s0 = scenario({
      seats: [
        { illuminati: B, money: 10, groups: [['convenience-stores', B, 'left', 2], ['intellectuals', 'convenience-stores', 'bottom', 5], ['kkk', B, 'top']] },
        { illuminati: N, money: 10, groups: [['anti-nuclear-activists', N, 'top'], ['boy-sprouts', 'anti-nuclear-activists', 'top']] },
      ],
    });
    for (const p of s0.players) expect(validateStructure(p)).toBeNull();
    const o = act(s0, 0, offer(1, { groups: ['convenience-stores'] }));
    const a = act(o.state, 1, accept([at('convenience-stores', N, 'left')]));
    // The receiver chooses what goes (receive-fit.test.ts has the choice itself); here, the Intellectuals.
    expect(a.state.pending?.kind).toBe('fit');
    expect(legalActions(a.state, 1)).toContainEqual({ type: 'fitReceived', release: ['intellectuals'] });
    const r = act(a.state, 1, { type: 'fitReceived', release: ['intellectuals'] });
    expect(groupsOf(r.state, 1)['convenience-stores']).toEqual([N, 'left', 2]);
    expect(ids(r.state, 1)).toEqual(['anti-nuclear-activists', 'boy-sprouts', 'convenience-stores']);
    expect(r.state.uncontrolled).toContain('intellectuals');
    expect(ids(r.state, 0)).toEqual(['kkk']);
    expect(r.events).toContainEqual({ type: 'groupsReleased', to: 'all', seat: 1, groups: ['intellectuals'], reason: 'noRoom' });
    // The 5 MB on the Intellectuals went to the bank: the table holds 5 MB less.
    const total = (s: GameState) => s.players.reduce((t, p) => t + p.money + p.groups.reduce((u, g) => u + g.money, 0), 0);
    expect(total(s0) - total(r.state)).toBe(5);
  });
});

describe('GIVE-6: several groups received at once', () => {
  // Seat 0 gives the Mafia (carrying the KKK on its bottom arrow) and the Yuppies. On the Network's
  // right arrow the Mafia's KKK covers the spot above the CIA, so the CIA's top arrow, open before,
  // is blocked once the Mafia is in place.
  function two(): GameState {
    return scenario({
      seats: [
        { illuminati: B, money: 10, groups: [['the-mafia', B, 'top', 2], ['kkk', 'the-mafia', 'bottom', 1], ['yuppies', B, 'right', 3], ['boy-sprouts', B, 'left']] },
        { illuminati: N, money: 10, groups: [['cia', N, 'top']] },
      ],
    });
  }

  it('GIVE-6: places that collide with each other are refused without throwing, and nothing changes', () => {
    const s0 = two();
    for (const p of s0.players) expect(validateStructure(p)).toBeNull();
    const o = act(s0, 0, offer(1, { groups: ['the-mafia', 'yuppies'] }));
    const bad = accept([at('the-mafia', N, 'right'), at('yuppies', 'cia', 'top')]);
    let r: ReturnType<typeof applyAction> | undefined;
    expect(() => (r = applyAction(o.state, 1, bad))).not.toThrow();
    expect(r!.ok).toBe(false);
    if (!r!.ok) expect(r!.reason).toMatch(/not open/);
    // The same two groups on places that do not collide go through.
    const good = act(o.state, 1, accept([at('the-mafia', N, 'right'), at('yuppies', 'cia', 'left')]));
    expect(groupsOf(good.state, 1)).toEqual({
      cia: [N, 'top', 0],
      'the-mafia': [N, 'right', 2],
      kkk: ['the-mafia', 'bottom', 1],
      yuppies: ['cia', 'left', 3],
    });
    expect(validateStructure(good.state.players[1])).toBeNull();
    expect(good.state.turn.actionsLeft).toBe(0);
  });

  it('GIVE-6: the offering player’s own places for groups he asks for are checked the same way', () => {
    // Seat 1 (not on turn) asks seat 0 for both groups, proposing colliding places in his structure.
    const s0 = two();
    expect(reject(s0, 1, offer(0, { money: 1 }, { groups: ['the-mafia', 'yuppies'] }, [at('the-mafia', N, 'right'), at('yuppies', 'cia', 'top')]))).toMatch(/not open/);
    const o = act(s0, 1, offer(0, { money: 1 }, { groups: ['the-mafia', 'yuppies'] }, [at('the-mafia', N, 'right'), at('yuppies', 'cia', 'left')]));
    const r = act(o.state, 0, accept());
    expect(Object.keys(groupsOf(r.state, 1)).sort()).toEqual(['cia', 'kkk', 'the-mafia', 'yuppies']);
  });
});

describe('GIFT: money and specials', () => {
  it('GIFT-1: money and specials are given at any moment, in anyone\u2019s turn, for free', () => {
    const s0 = table({ hands: [[], [], ['slush-fund', 'deep-agent']] });
    // Seat 2 gives to seat 1 during seat 0's turn.
    const r = act(s0, 2, { type: 'gift', to: 1, money: 5, specials: ['deep-agent'] });
    expect(r.state.players[2].money).toBe(7);
    expect(r.state.players[1].money).toBe(15);
    expect(r.state.players[1].hand).toEqual(['deep-agent']);
    expect(r.state.players[2].hand).toEqual(['slush-fund']);
    expect(r.state.turn.actionsLeft).toBe(2);
    expect(r.state.turn.acted).toBe(false); // seat 0 may still pass his turn
    // The player on turn gives too, and it costs no action.
    const r2 = act(r.state, 0, { type: 'gift', to: 2, money: 20, specials: [] });
    expect(r2.state.players[0].money).toBe(0);
    expect(r2.state.turn.actionsLeft).toBe(2);
    // During the transfers phase and during an unprivileged attack window too (AMB-43).
    const atk = act(s0, 0, { type: 'attack', attacker: 'the-mafia', target: 'comic-books', kind: 'control', aiders: [], privilege: null });
    const mid = act(atk.state, 0, { type: 'pass' });
    expect(mid.state.pending?.kind === 'attack' && mid.state.pending.passed).toEqual([0]);
    const g = act(mid.state, 1, { type: 'gift', to: 0, money: 4, specials: [] });
    expect(g.state.players[0].money).toBe(24);
    expect(g.state.pending?.kind === 'attack' && g.state.pending.passed).toEqual([]); // the gift reopens the spending
    const tr = act(s0, 0, { type: 'transferMoney', from: B, to: 'yuppies', amount: 1, free: true });
    expect(tr.state.turn.phase).toBe('transfers');
    expect(act(tr.state, 1, { type: 'gift', to: 0, money: 1, specials: [] }).state.players[0].money).toBe(20);
  });

  it('GIFT-2: nothing changes hands while a privileged attack is in progress', () => {
    const s0 = table({ hands: [['slush-fund'], ['deep-agent'], []] });
    const d = act(s0, 0, { type: 'attack', attacker: 'the-mafia', target: 'cia', kind: 'control', aiders: [], privilege: { kind: 'bavarian' } });
    expect(reject(d.state, 1, { type: 'gift', to: 0, money: 1, specials: [] })).toMatch(/PRIV-6/);
    expect(reject(d.state, 1, { type: 'gift', to: 2, money: 0, specials: ['deep-agent'] })).toMatch(/PRIV-6/);
    expect(reject(d.state, 0, { type: 'gift', to: 2, money: 0, specials: ['slush-fund'] })).toMatch(/PRIV-6/);
    expect(reject(d.state, 2, offer(1, { money: 1 }))).toMatch(/pending/);
    // Once the attack is over, gifts are open again.
    const done = passAll({ ...d.state, scriptedDice: [6, 6] }).state;
    expect(done.pending).toBeNull();
    expect(act(done, 1, { type: 'gift', to: 2, money: 0, specials: ['deep-agent'] }).state.players[2].hand).toEqual(['deep-agent']);
  });

  it('GIFT-3: money between players leaves and reaches Illuminati treasuries only', () => {
    const s0 = table({ money: [20, 0, 12] });
    // Seat 1 has 3 MB on the CIA but nothing on the Network: it cannot give money.
    expect(reject(s0, 1, { type: 'gift', to: 0, money: 1, specials: [] })).toMatch(/GIFT-3/);
    expect(reject(s0, 1, offer(0, { money: 1 }))).toMatch(/GIFT-3/);
    expect(reject(s0, 0, { type: 'gift', to: 1, money: 21, specials: [] })).toMatch(/GIFT-3/);
    const r = act(s0, 0, { type: 'gift', to: 1, money: 20, specials: [] });
    expect(r.state.players[0].money).toBe(0);
    expect(groupsOf(r.state, 0).yuppies[2]).toBe(4); // group treasuries untouched
    expect(r.state.players[1].money).toBe(20);
    expect(groupsOf(r.state, 1).cia[2]).toBe(3);
    // A money transfer towards another player's group is not a thing: the target card must be one's own.
    expect(reject(s0, 0, { type: 'transferMoney', from: B, to: 'cia', amount: 1, free: false })).toMatch(/MONEY-1/);
  });

  it('GIFT-4: a bribe between players is a plain gift: free, in the middle of an attack, no card needed', () => {
    // Seat 0 attacks the CIA and pays seat 2 to stay out of it.
    const s0 = table();
    const d = act(s0, 0, { type: 'attack', attacker: 'the-mafia', target: 'cia', kind: 'control', aiders: [], privilege: null });
    const neededBefore = d.state.pending?.kind === 'attack' ? d.state.pending.base + d.state.pending.money : -1;
    const b = act(d.state, 0, { type: 'gift', to: 2, money: 6, specials: [] });
    expect(b.state.players[0].money).toBe(14);
    expect(b.state.players[2].money).toBe(18);
    const w = b.state.pending;
    expect(w?.kind === 'attack' && w.base + w.money).toBe(neededBefore); // not a spend: T unchanged
    expect(w?.kind === 'attack' && w.spends).toEqual([]);
    expect(b.state.turn.actionsLeft).toBe(2);
    expect(b.events.map((e) => e.type)).toEqual(['giftGiven']);
  });
});

describe('DEAL', () => {
  it('DEAL-1: any deal within the rules is accepted, including between two players not on turn', () => {
    const s0 = table({ hands: [[], [], ['swiss-bank-account']] });
    // Seat 2 sells a special to seat 1 for 4 MB during seat 0's turn.
    const o = act(s0, 2, offer(1, { specials: ['swiss-bank-account'] }, { money: 4 }));
    const r = act(o.state, 1, accept());
    expect(r.state.players[1].hand).toEqual(['swiss-bank-account']);
    expect(r.state.players[1].money).toBe(6);
    expect(r.state.players[2].money).toBe(16);
    expect(r.state.turn.actionsLeft).toBe(2);
    // A deal mixing everything both ways: money and a group for money.
    const o2 = act(s0, 0, offer(1, { money: 3, groups: ['yuppies'] }, { money: 1, groups: ['cia'] }, [at('cia', B, 'bottom')]));
    const r2 = act(o2.state, 1, accept([at('yuppies', N, 'right')]));
    expect(r2.state.players[0].money).toBe(18);
    expect(r2.state.players[1].money).toBe(12);
    expect(Object.keys(groupsOf(r2.state, 1))).toEqual(['yuppies']);
    expect(groupsOf(r2.state, 0).cia).toEqual([B, 'bottom', 3]);
  });

  it('DEAL-2: a deal binds only as a simultaneous exchange: both halves in one step, or none', () => {
    const s0 = table();
    // "10 MB for the Yuppies, now": seat 1 offers, seat 0 accepts; both sides hand over in one action.
    const o = act(s0, 1, offer(0, { money: 10 }, { groups: ['yuppies'] }, [at('yuppies', N, 'right')]));
    expect(o.state.players).toEqual(s0.players); // an offer hands over nothing
    const r = act(o.state, 0, accept());
    expect(r.state.players[1].money).toBe(0);
    expect(r.state.players[0].money).toBe(30);
    expect(groupsOf(r.state, 1).yuppies).toEqual([N, 'right', 4]);
    // If seat 1 gives the money away before the answer, the deal cannot go through: nothing moves.
    const spent = act(o.state, 1, { type: 'gift', to: 2, money: 5, specials: [] }).state;
    expect(reject(spent, 0, accept())).toMatch(/does not have 10 MB/);
    const no = act(spent, 0, refuse);
    expect(groupsOf(no.state, 0).yuppies).toEqual([B, 'right', 4]);
    expect(no.state.players[1].money).toBe(5);
  });

  it('DEAL-3: feeding a rival his winning group is not blocked by the engine (AMB-45); he wins at the end of the turn', () => {
    const s0 = scenario({
      basicGoal: 4,
      seats: [
        { illuminati: B, money: 5, groups: [['yuppies', B, 'right'], ['kkk', B, 'top']] },
        { illuminati: N, money: 5, groups: [['cia', N, 'top'], ['fbi', N, 'bottom']] },
      ],
    });
    const o = act(s0, 0, offer(1, { groups: ['yuppies'] }));
    const r = act(o.state, 1, accept([at('yuppies', N, 'right')]));
    expect(ids(r.state, 1)).toEqual(['cia', 'fbi', 'yuppies']);
    const end = act(r.state, 0, { type: 'endTurn' });
    expect(outcome(end.state)).toEqual({ winners: [1], reason: 'goal', goals: { 1: 'basic' } });
  });

  it('DEAL-3: a trade that makes both parties win is legal and both share the victory', () => {
    // Gnomes need 150 MB in their structure; seat 1 needs one more group for the basic goal of 4.
    const s0 = scenario({
      basicGoal: 4,
      seats: [
        { illuminati: G, money: 140, groups: [['yuppies', G, 'right'], ['kkk', G, 'top']] },
        { illuminati: N, money: 10, groups: [['cia', N, 'top'], ['fbi', N, 'bottom']] },
      ],
    });
    const o = act(s0, 1, offer(0, { money: 10 }, { groups: ['yuppies'] }, [at('yuppies', N, 'right')]));
    const r = act(o.state, 0, accept());
    expect(r.state.players[0].money).toBe(150);
    const end = act(r.state, 0, { type: 'endTurn' });
    expect(outcome(end.state)?.winners).toEqual([0, 1]);
    expect(outcome(end.state)?.goals).toEqual({ 0: 'special', 1: 'basic' });
  });
});

describe('AMB resolutions for trades', () => {
  it('AMB-21: one action per top-level group, puppets free, so at most two groups change hands per turn', () => {
    // Seat 0 has played fewer than three turns, so giving away every group does not eliminate him (AMB-48).
    let s = table({ turnsCompleted: 1 });
    s = act(act(s, 0, offer(1, { groups: ['the-mafia'] })).state, 1, accept([at('the-mafia', N, 'bottom')])).state;
    expect(s.turn.actionsLeft).toBe(1); // the Mafia, the KKK and the Boy Sprouts for one action
    s = act(act(s, 0, offer(2, { groups: ['yuppies'] })).state, 2, accept([at('yuppies', G, 'right')])).state;
    expect(s.turn.actionsLeft).toBe(0);
    // Neither seat 0 nor anyone trading with him can move a third group this turn.
    expect(reject(s, 1, offer(0, { groups: ['cia'] }))).toMatch(/GIVE-3/);
    // Money and specials still may.
    expect(act(s, 1, offer(0, { money: 1 })).state.pending?.kind).toBe('offer');
  });

  it('AMB-22: a received group may go on any open arrow, a puppet\u2019s included; without one the receiver cannot accept', () => {
    const o = act(table(), 0, offer(1, { groups: ['yuppies'] }));
    const r = act(o.state, 1, accept([at('yuppies', 'cia', 'bottom')]));
    expect(groupsOf(r.state, 1).yuppies).toEqual(['cia', 'bottom', 4]);
    // Seat 1's Network is full: four groups without arrows on its four arrows.
    const full = scenario({
      seats: [
        { illuminati: B, money: 10, groups: [['yuppies', B, 'right']] },
        {
          illuminati: N,
          money: 10,
          groups: [['boy-sprouts', N, 'top'], ['antiwar-activists', N, 'right'], ['goldfish-fanciers', N, 'bottom'], ['intellectuals', N, 'left']],
        },
      ],
    });
    const o2 = act(full, 0, offer(1, { groups: ['yuppies'] }));
    for (const side of ['top', 'right', 'bottom', 'left'] as const) expect(reject(o2.state, 1, accept([at('yuppies', N, side)]))).toMatch(/AMB-22/);
    // And a player without an open arrow cannot ask for a group either.
    expect(reject(full, 1, offer(0, { money: 1 }, { groups: ['yuppies'] }, [at('yuppies', N, 'top')]))).toMatch(/AMB-22/);
  });

  it('AMB-24: a player who leaves has his specials discarded; nobody receives them', () => {
    const s0 = table({ hands: [[], ['deep-agent', 'slush-fund'], []] });
    const r = act(s0, 1, { type: 'leave' });
    expect(r.state.players[1].out).toBe('left');
    expect(r.state.players[1].hand).toEqual([]);
    expect(r.state.discard).toEqual(['deep-agent', 'slush-fund']);
    expect(r.state.players[0].hand).toEqual([]);
    expect(r.state.players[2].hand).toEqual([]);
    expect(r.state.players[1].money).toBe(0);
    expect(r.state.uncontrolled).toContain('cia');
    // Nothing can be given to him any more.
    expect(reject(r.state, 0, { type: 'gift', to: 1, money: 1, specials: [] })).toMatch(/another player in the game/);
  });

  it('AMB-45: the engine cannot judge intent and never blocks a legal trade, however lopsided', () => {
    // Seat 0 hands everything he has to seat 2: all his money, and his groups, one action each.
    const s0 = table({ hands: [['slush-fund'], [], []], turnsCompleted: 1 });
    let s = act(s0, 0, { type: 'gift', to: 2, money: 20, specials: ['slush-fund'] }).state;
    s = act(act(s, 0, offer(2, { groups: ['the-mafia'] })).state, 2, accept([at('the-mafia', G, 'bottom')])).state;
    s = act(act(s, 0, offer(2, { groups: ['yuppies'] })).state, 2, accept([at('yuppies', G, 'right')])).state;
    expect(s.players[0].money).toBe(0);
    expect(s.players[0].groups).toEqual([]);
    expect(s.players[0].hand).toEqual([]);
    expect(ids(s, 2)).toEqual(['boy-sprouts', 'fbi', 'kkk', 'the-mafia', 'yuppies']);
    expect(s.players[2].money).toBe(32);
    expect(s.players[0].out).toBeNull();
    expect(s.turn).toMatchObject({ active: 0, actionsLeft: 0 });
  });
});
