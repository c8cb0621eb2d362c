// Special cards in the basic engine (SPECIAL-CARD-1..8): held and counted publicly, given and
// traded freely, discarded for privilege or two at a time to abolish it, returned to the deck at
// setup and discarded when drawn while adding targets. The cards' own effects are tested in
// special-cards.test.ts; here playSpecial must refuse a card outside its printed timing and change nothing.
import { describe, expect, it } from 'vitest';
import { SPECIALS, special, type SpecialId } from '../../../src/shared/cards';
import { decider, legalActions, newGame, observe, type Action, type GameState, type Privilege } from '../../../src/shared/engine';
import { FLOW } from '../../../src/shared/engine/flow';
import { act, needed, passAll, reject, scenario } from '../../support/scenario';
import { CTH as C, GNO as G, NET as N } from '../../support/helpers';

/** Seat 0 (Cthulhu, on turn) attacks with the Mafia; seat 1 (Network) owns the CIA; seat 2 (Gnomes) looks on. */
function table(hands: SpecialId[][], money: number[] = [10, 10, 10]): GameState {
  return scenario({
    seats: [
      { illuminati: C, money: money[0], hand: hands[0], groups: [['the-mafia', C, 'top', 2]] },
      { illuminati: N, money: money[1], hand: hands[1], groups: [['cia', N, 'top', 4]] },
      { illuminati: G, money: money[2], hand: hands[2], groups: [['fbi', G, 'top']] },
    ],
    uncontrolled: ['comic-books', 'moonies'],
  });
}

function attackCia(privilege: Privilege | null): Action {
  return { type: 'attack', attacker: 'the-mafia', target: 'cia', kind: 'control', aiders: [], privilege };
}

/** Where every special card is: deck, hands, discard (each exactly once). */
function whereabouts(s: GameState): Record<string, string> {
  const out: Record<string, string> = {};
  const put = (c: string, where: string) => {
    expect(out[c], `${c} is in two places`).toBeUndefined();
    out[c] = where;
  };
  for (const c of s.deck) if (isSpecial(c)) put(c, 'deck');
  for (const p of s.players) for (const c of p.hand) put(c, `hand${p.seat}`);
  for (const c of s.discard) put(c, 'discard');
  expect(Object.keys(out).sort()).toEqual(SPECIALS.map((x) => x.id).sort());
  return out;
}

function isSpecial(c: string): boolean {
  return SPECIALS.some((x) => x.id === c);
}

describe('SPECIAL-CARD', () => {
  it('SPECIAL-CARD-1: specials are held with a public count, and given or traded at any moment as a free action', () => {
    const s0 = table([[], ['slush-fund', 'deep-agent'], ['bribery']]);
    // The count is public, the cards are not.
    const seen = observe(s0, 0).players[1];
    expect(seen.handCount).toBe(2);
    expect(seen.hand).toBeNull();
    expect(observe(s0, 1).players[1].hand).toEqual(['slush-fund', 'deep-agent']);
    // Given during seat 0's turn by seat 1: free, and seat 0's actions are untouched.
    const g = act(s0, 1, { type: 'gift', to: 2, money: 0, specials: ['deep-agent'] });
    expect(g.state.players[2].hand).toEqual(['bribery', 'deep-agent']);
    expect(g.state.players[1].hand).toEqual(['slush-fund']);
    expect(g.state.turn.actionsLeft).toBe(2);
    // Sold: seat 2 offers a special to seat 0 for money; accepting costs no action either.
    const o = act(g.state, 2, { type: 'offer', to: 0, give: { money: 0, specials: ['bribery'], groups: [] }, get: { money: 3, specials: [], groups: [] }, getPlace: [] });
    const r = act(o.state, 0, { type: 'answerOffer', accept: true, place: [] });
    expect(r.state.players[0].hand).toEqual(['bribery']);
    expect(r.state.players[0].money).toBe(7);
    expect(r.state.players[2].money).toBe(13);
    expect(r.state.turn.actionsLeft).toBe(2);
    // Specials are hidden, so nobody can ask for one by name.
    expect(reject(s0, 0, { type: 'offer', to: 1, give: { money: 1, specials: [], groups: [] }, get: { money: 0, specials: ['slush-fund'], groups: [] }, getPlace: [] })).toMatch(
      /cannot be asked for by name/,
    );
    // A card one does not hold cannot be given.
    expect(reject(s0, 2, { type: 'gift', to: 0, money: 0, specials: ['slush-fund'] })).toMatch(/do not hold/);
    // During someone else's (unprivileged) attack window as well.
    const atk = act(s0, 0, attackCia(null));
    expect(act(atk.state, 2, { type: 'gift', to: 1, money: 0, specials: ['bribery'] }).state.players[1].hand).toEqual(['slush-fund', 'deep-agent', 'bribery']);
  });

  it('SPECIAL-CARD-2: a special used (for privilege) is used once and then lies on the discard pile for good', () => {
    const s0 = table([['slush-fund', 'bribery'], [], []]);
    const d = act(s0, 0, attackCia({ kind: 'special', card: 'slush-fund' }));
    expect(d.state.players[0].hand).toEqual(['bribery']);
    expect(d.state.discard).toEqual(['slush-fund']);
    expect(whereabouts(d.state)['slush-fund']).toBe('discard');
    const done = passAll({ ...d.state, scriptedDice: [6, 6] }).state;
    expect(done.discard).toEqual(['slush-fund']);
    // It cannot be used again: not for privilege, not as a gift, not played.
    const s1 = act(done, 0, { type: 'endTurn' }).state;
    expect(s1.discard).toContain('slush-fund');
    expect(s1.deck).not.toContain('slush-fund');
    expect(reject(done, 0, { type: 'attack', attacker: C, target: 'moonies', kind: 'control', aiders: [], privilege: { kind: 'special', card: 'slush-fund' } })).toMatch(/PRIV-1/);
    expect(reject(done, 0, { type: 'gift', to: 1, money: 0, specials: ['slush-fund'] })).toMatch(/do not hold/);
    expect(reject(done, 0, { type: 'playSpecial', card: 'slush-fund' })).toMatch(/do not hold/);
  });

  it('SPECIAL-CARD-3: using a special for privilege costs no action of its own; only the catalog\u2019s Bribery is an action', () => {
    const s0 = table([['white-collar-crime'], [], []]);
    const d = act(s0, 0, attackCia({ kind: 'special', card: 'white-collar-crime' }));
    expect(d.state.turn.actionsLeft).toBe(2);
    const done = passAll({ ...d.state, scriptedDice: [6, 6] }).state;
    expect(done.turn.actionsLeft).toBe(1); // the attack, nothing more
    expect(SPECIALS.filter((c) => c.isAction).map((c) => c.id)).toEqual(['bribery']);
  });

  it('SPECIAL-CARD-3: a special played outside its printed timing is refused with a clear reason and changes nothing', () => {
    // Every card has a handler now; in the plain action phase of seat 0, with no attack, roll or
    // income phase under way, the cards tied to a moment are refused with their own reason.
    expect(SPECIALS.filter((c) => !FLOW.specials[c.effect])).toEqual([]);
    const timed: [SpecialId, RegExp][] = [
      ['assassination', /right after an attack roll/],
      ['murphys-law', /right after an attack roll/],
      ['deep-agent', /answers a privileged attack/],
      ['interference-1', /played in a privileged attack/],
      ['interference-2', /played in a privileged attack/],
      ['market-manipulation', /your own income phase/],
      ['secrets-man', /answers another special card/],
      ['senate-investigating-committee', /start of another player/],
    ];
    for (const [id, why] of timed) {
      const s0 = table([[id], [], []]);
      expect(reject(s0, 0, { type: 'playSpecial', card: id }), id).toMatch(why);
      // Not by the player not on turn either, and not by a player who does not hold it.
      const s1 = table([[], [id], []]);
      expect(reject(s1, 1, { type: 'playSpecial', card: id, target: 'cia', seat: 0 }), id).toMatch(why);
      expect(reject(s1, 0, { type: 'playSpecial', card: id })).toBe('You do not hold that special card.');
      // legalActions never offers them now.
      expect(legalActions(s0, 0).some((a) => a.type === 'playSpecial'), id).toBe(false);
      expect(legalActions(s1, 1).some((a) => a.type === 'playSpecial'), id).toBe(false);
    }
    // The action cards are refused outside the holder's own action phase (Bribery, Whispering Campaign).
    const s2 = table([[], ['bribery', 'whispering-campaign'], []]);
    expect(reject(s2, 1, { type: 'playSpecial', card: 'bribery', target: 'comic-books', master: N, arrow: 'right' })).toMatch(/own turn/);
    expect(reject(s2, 1, { type: 'playSpecial', card: 'whispering-campaign', attacker: N, target: 'comic-books', aiders: [] })).toMatch(/own turn/);
    expect(legalActions(s2, 1).some((a) => a.type === 'playSpecial')).toBe(false);
  });

  it('SPECIAL-CARD-4: discarding any one special makes the attack privileged: no interference for or against', () => {
    // Even Bribery, an action card, can be thrown away for privilege.
    const s0 = table([['bribery', 'slush-fund'], [], ['deep-agent']], [10, 10, 30]);
    const la = legalActions(s0, 0).find((a) => a.type === 'attack' && a.attacker === 'the-mafia' && a.target === 'cia' && a.kind === 'control');
    expect(la?.type === 'attack' && la.privilegeOptions).toEqual([null, { kind: 'special', card: 'bribery' }, { kind: 'special', card: 'slush-fund' }]);
    const c = act(s0, 0, attackCia({ kind: 'special', card: 'bribery' }));
    expect(c.events.filter((e) => e.type === 'specialDiscarded')).toEqual([{ type: 'specialDiscarded', to: 'all', seat: 0, card: 'bribery', reason: 'privilege' }]);
    expect(c.state.players[0].hand).toEqual(['slush-fund']);
    expect(c.state.discard).toEqual(['bribery']);
    // Seat 2 holds a special, so the discarded card waits in a cancel window (Secrets Man): it passes.
    expect(c.state.pending).toMatchObject({ kind: 'reaction', moment: 'cancel', order: [2], subject: { kind: 'privilege', seat: 0, card: 'bribery' } });
    const d = act(c.state, 2, { type: 'pass' });
    expect(d.state.pending).toMatchObject({ kind: 'attack', privilege: { kind: 'special', card: 'bribery' }, privilegeAbolished: false });
    // Committed at once (AMB-12): it can no longer be called off.
    expect(reject(d.state, 0, { type: 'callOff' })).toMatch(/committed/);
    // Seat 2 (one card, rich) cannot spend; the defender still may (PRIV-7).
    expect(reject(d.state, 2, { type: 'spend', card: G, amount: 5, side: 'against' })).toMatch(/not your turn/);
    const p0 = act(d.state, 0, { type: 'pass' }).state;
    expect(decider(p0)).toEqual([1]);
    const sp = act(p0, 1, { type: 'spend', card: 'cia', amount: 1 }).state;
    const base = sp.pending?.kind === 'attack' ? sp.pending.base : NaN;
    expect(needed(sp)).toBe(base - 2);
    const p1 = act(sp, 1, { type: 'pass' }).state;
    // Seat 2 is asked, since every holder of a special is (its card might be Deep Agent), but it may
    // only pass: no spending for or against, no gift, no abolition with one card.
    expect(decider(p1)).toEqual([2]);
    expect(reject(p1, 2, { type: 'spend', card: G, amount: 1, side: 'for' })).toMatch(/cannot spend/);
    expect(legalActions(p1, 2).filter((a) => a.type === 'spend' || a.type === 'gift' || a.type === 'abolishPrivilege')).toEqual([]);
    expect(legalActions(p1, 2)).toContainEqual({ type: 'pass' });
    const p2 = act(p1, 2, { type: 'pass' }).state;
    expect(decider(p2)).toEqual([0]); // back to the attacker
    expect(p2.players[2].money).toBe(30);
  });

  it('SPECIAL-CARD-5: two specials discarded together by one other player abolish the privilege and open interference', () => {
    const s0 = table([['bribery'], [], ['deep-agent', 'slush-fund', 'swiss-bank-account']], [10, 10, 30]);
    // Seat 2 holds specials: it first lets the privilege card through its cancel window.
    const d = act(act(s0, 0, attackCia({ kind: 'special', card: 'bribery' })).state, 2, { type: 'pass' });
    // Seat 2 holds two or more cards, so it is offered the abolition and gets the floor.
    expect(legalActions(d.state, 2)).toContainEqual({ type: 'abolishPrivilege', cards: ['deep-agent', 'slush-fund', 'swiss-bank-account'] });
    // Wrong forms are refused.
    expect(reject(d.state, 2, { type: 'abolishPrivilege', discard: ['deep-agent'] as never })).toMatch(/exactly two different/);
    expect(reject(d.state, 2, { type: 'abolishPrivilege', discard: ['deep-agent', 'deep-agent'] })).toMatch(/exactly two different/);
    expect(reject(d.state, 2, { type: 'abolishPrivilege', discard: ['deep-agent', 'murphys-law'] })).toMatch(/do not hold/);
    expect(reject(d.state, 0, { type: 'abolishPrivilege', discard: ['deep-agent', 'slush-fund'] })).toMatch(/own privilege|do not hold/);
    const ab = act(d.state, 2, { type: 'abolishPrivilege', discard: ['deep-agent', 'slush-fund'] });
    expect(ab.events).toEqual([{ type: 'privilegeAbolished', to: 'all', seat: 2, cards: ['deep-agent', 'slush-fund'] }]);
    expect(ab.state.players[2].hand).toEqual(['swiss-bank-account']);
    expect(ab.state.discard).toEqual(['bribery', 'deep-agent', 'slush-fund']);
    expect(ab.state.pending?.kind === 'attack' && ab.state.pending.privilegeAbolished).toBe(true);
    // A second abolition has nothing to abolish (PRIV-5: it stays unprivileged).
    expect(reject(ab.state, 1, { type: 'abolishPrivilege', discard: ['deep-agent', 'slush-fund'] })).toMatch(/no privilege/);
    // Interference is open again: seat 2 spends 3 MB against when the floor reaches it.
    let s = ab.state;
    const base = needed(s);
    s = act(s, 0, { type: 'pass' }).state;
    s = act(s, 1, { type: 'pass' }).state;
    expect(decider(s)).toEqual([2]);
    s = act(s, 2, { type: 'spend', card: G, amount: 3, side: 'against' }).state;
    expect(needed(s)).toBe(base - 3);
    expect(s.players[2].money).toBe(27);
    // And gifts are no longer frozen.
    expect(act(s, 1, { type: 'gift', to: 0, money: 1, specials: [] }).state.players[0].money).toBe(11);
  });

  it('SPECIAL-CARD-5: a player with fewer than two specials, or an unprivileged attack, offers nothing to abolish', () => {
    const s0 = table([['bribery'], ['deep-agent'], []]);
    const d = act(act(s0, 0, attackCia({ kind: 'special', card: 'bribery' })).state, 1, { type: 'pass' });
    expect(d.state.pending?.kind).toBe('attack');
    expect(legalActions(d.state, 1).some((a) => a.type === 'abolishPrivilege')).toBe(false);
    expect(reject(d.state, 1, { type: 'abolishPrivilege', discard: ['deep-agent', 'slush-fund'] })).toMatch(/do not hold/);
    const s1 = table([[], ['deep-agent', 'slush-fund'], []]);
    const u = act(s1, 0, attackCia(null));
    expect(reject(u.state, 1, { type: 'abolishPrivilege', discard: ['deep-agent', 'slush-fund'] })).toMatch(/no privilege/);
  });

  it('SPECIAL-CARD-6: Assassination and Murphy\u2019s Law are both after-roll cards replacing the roll with 2 and 12', () => {
    const a = special('assassination');
    const m = special('murphys-law');
    expect([a.timing, m.timing]).toEqual(['After any attack roll', 'After any attack roll']);
    expect([a.isAction, m.isAction]).toEqual([false, false]);
    expect(a.text).toMatch(/counts as a 2\b/);
    expect(m.text).toMatch(/counts as a 12\b/);
    expect(a.effect).not.toBe(m.effect);
    // An attack roll opens a window in which both holders are asked before the result applies.
    const s0 = table([[], ['assassination'], ['murphys-law']]);
    let st = act(s0, 0, attackCia(null)).state;
    st = { ...st, scriptedDice: [1, 1] };
    while (st.pending?.kind === 'attack') st = act(st, decider(st)[0], { type: 'pass' }).state;
    expect(st.pending).toMatchObject({ kind: 'reaction', moment: 'afterRoll', roll: 2, order: [1, 2] });
    // Each is offered when the floor of the window reaches its holder.
    expect(legalActions(st, 1)).toContainEqual({ type: 'playSpecial', card: 'assassination' });
    expect(legalActions(st, 2).some((a) => a.type === 'playSpecial')).toBe(false);
    const p1 = act(st, 1, { type: 'pass' }).state;
    expect(legalActions(p1, 2)).toContainEqual({ type: 'playSpecial', card: 'murphys-law' });
    const r = act(p1, 2, { type: 'pass' });
    expect(r.state.pending).toBeNull();
    expect(r.events.map((e) => e.type)).toEqual(['floorPassed', 'attackResolved']);
  });

  it('SPECIAL-CARD-7: a special turned up during setup goes back into the deck', () => {
    let returned = 0;
    for (let i = 0; i < 40; i++) {
      const { state, events } = newGame({ players: 3, illuminati: [C, G, 'society-of-assassins'] }, `setup-${i}`);
      returned += events.filter((e) => e.type === 'specialReturned').length;
      // Four groups face up at setup, plus the first player's draw when it was a group.
      const drewGroup = events.filter((e) => e.type === 'cardDrawn' && e.kind === 'group').length;
      expect(state.uncontrolled).toHaveLength(4 + drewGroup);
      expect(state.uncontrolled.some(isSpecial)).toBe(false);
      expect(state.discard).toEqual([]);
      const where = whereabouts(state);
      // The only special outside the deck is one the first player drew in his first draw.
      const held = Object.entries(where).filter(([, w]) => w !== 'deck');
      expect(held.length).toBeLessThanOrEqual(1);
      if (held.length) expect(events).toContainEqual({ type: 'cardDrawn', to: [state.turn.active], seat: state.turn.active, card: held[0][0], kind: 'special' });
      expect(state.deck.length + state.uncontrolled.length + held.length).toBe(83 + 15);
    }
    expect(returned).toBeGreaterThan(0); // the seeds above do turn specials up
  });

  it('SPECIAL-CARD-7: specials drawn while adding targets are discarded (EN)', () => {
    const s0 = scenario({
      seats: [
        { illuminati: C, money: 10, groups: [['the-mafia', C, 'top']] },
        { illuminati: G, money: 10, groups: [['cia', G, 'top']] },
      ],
      uncontrolled: [],
      deckTop: ['deep-agent', 'comic-books', 'slush-fund', 'moonies', 'murphys-law', 'kkk'],
    });
    const r = act(s0, 0, { type: 'endTurn' });
    expect(r.state.discard).toEqual(['deep-agent', 'slush-fund']);
    // Seat 1's turn started and drew the next card, a special, into his hand.
    expect(r.state.uncontrolled).toEqual(['comic-books', 'moonies']);
    expect(r.state.players[1].hand).toEqual(['murphys-law']);
    expect(r.state.deck[0]).toBe('kkk');
    expect(r.events.filter((e) => e.type === 'specialDiscarded' || e.type === 'targetAdded')).toEqual([
      { type: 'specialDiscarded', to: 'all', seat: null, card: 'deep-agent', reason: 'drawn while adding targets' },
      { type: 'targetAdded', to: 'all', card: 'comic-books' },
      { type: 'specialDiscarded', to: 'all', seat: null, card: 'slush-fund', reason: 'drawn while adding targets' },
      { type: 'targetAdded', to: 'all', card: 'moonies' },
    ]);
    whereabouts(r.state);
  });

  it('SPECIAL-CARD-8: the catalog holds the named specials with their EN names, 15 cards in all', () => {
    const names = SPECIALS.map((c) => c.name);
    for (const n of ['Whispering Campaign', 'Media Campaign', 'Deep Agent', 'Secrets Man Was Not Meant To Know', 'Assassination', 'Murphy\u2019s Law', 'Bribery', 'Market Manipulation'])
      expect(names).toContain(n);
    expect(SPECIALS).toHaveLength(15);
    expect(new Set(SPECIALS.map((c) => c.id)).size).toBe(15);
    expect(SPECIALS.filter((c) => c.effect === 'interference')).toHaveLength(2);
    expect(special('deep-agent').timing).toMatch(/privileged/);
    expect(special('secrets-man').text).toMatch(/Cancel/);
    expect(special('whispering-campaign').text).toMatch(/without Power/);
    expect(special('media-campaign').text).toMatch(/destroyed group back/);
  });
});
