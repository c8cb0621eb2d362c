// Specials around privilege (PRIV, SPECIAL-CARD-4/5, CARDS.md section 4): any card discarded for
// privilege, two discarded together to abolish it, Deep Agent, the two Interference cards, Secrets
// Man Was Not Meant To Know cancelling a card as it is played (its cancel windows), the freeze on
// gifts while a privileged attack is in progress, and what each seat may see of the cards.
import { describe, expect, it } from 'vitest';
import { SPECIALS, type SpecialId } from '../../../src/shared/cards';
import { applyAction, decider, legalActions, observe, type Action, type GameState, type Privilege } from '../../../src/shared/engine';
import { act, needed, passAll, passOnce, reject, scenario, spendBy } from '../../support/scenario';
import { BAV, CTH, evs, GNO, NET, UFO } from '../../support/helpers';

/** Secrets Man lies on the discard pile: no cancel window opens. */
function noSecretsMan(s: GameState): GameState {
  return { ...s, deck: s.deck.filter((c) => c !== 'secrets-man'), discard: [...s.discard, 'secrets-man'] };
}

/**
 * Seat 0 (Gnomes, or the Bavarians; 10 MB, the Mafia with 3 MB) attacks the CIA of seat 1 (Network,
 * 10 MB, the CIA with 4 MB at depth 1): T = 7 - 5 + 4 (both Violent) - 10 = -4. Seats 2.. look on with 20 MB.
 */
function table(hands: SpecialId[][], opts: { money0?: number; bavarian?: boolean } = {}): GameState {
  const ils = [opts.bavarian ? BAV : GNO, NET, CTH, UFO, 'discordian-society'] as const;
  return scenario({
    seats: hands.map((hand, i) => ({
      illuminati: ils[i],
      money: i === 0 ? (opts.money0 ?? 10) : i === 1 ? 10 : 20,
      hand,
      turnsCompleted: 1, // nobody is eliminated by surprise when a group changes hands (ELIM-1)
      groups: i === 0 ? [['the-mafia', ils[0], 'top', 3]] : i === 1 ? [['cia', NET, 'top', 4]] : [],
    })) as never,
    uncontrolled: ['comic-books', 'moonies'],
  });
}

const attackCia = (privilege: Privilege | null = null): Action => ({ type: 'attack', attacker: 'the-mafia', target: 'cia', kind: 'control', aiders: [], privilege });

describe('SPECIAL-CARD-4: any special discarded for privilege', () => {
  it('SPECIAL-CARD-4: each of the 15 specials can be discarded to make an attack privileged, which commits it (AMB-12)', () => {
    expect(SPECIALS).toHaveLength(15);
    for (const c of SPECIALS) {
      const s = table([[c.id], [], []]);
      const la = legalActions(s, 0).find((a) => a.type === 'attack' && a.attacker === 'the-mafia' && a.target === 'cia' && a.kind === 'control');
      expect(la?.type === 'attack' && la.privilegeOptions, c.id).toEqual([null, { kind: 'special', card: c.id }]);
      const d = act(s, 0, attackCia({ kind: 'special', card: c.id }));
      expect(d.events.map((e) => e.type), c.id).toEqual(['attackDeclared', 'specialDiscarded']);
      expect(d.events[1]).toEqual({ type: 'specialDiscarded', to: 'all', seat: 0, card: c.id, reason: 'privilege' });
      // Nobody else holds a special: no cancel window, the attack is privileged and committed at once.
      expect(d.state.pending, c.id).toMatchObject({ kind: 'attack', privilege: { kind: 'special', card: c.id }, privilegeAbolished: false, committed: true });
      expect(d.state.players[0].hand).toEqual([]);
      expect(d.state.discard).toEqual([c.id]);
      expect(d.state.turn.actionsLeft).toBe(2);
      expect(reject(d.state, 0, { type: 'callOff' })).toMatch(/committed/);
      // Rich onlookers never get the floor: attacker, defender, roll.
      let st = passOnce({ ...d.state, scriptedDice: [6, 6] }).state;
      expect(decider(st)).toEqual([1]);
      expect(reject(st, 2, { type: 'spend', card: CTH, amount: 1, side: 'against' })).toMatch(/not your turn/);
      st = passOnce(st).state;
      expect(st.pending).toBeNull();
      expect(st.players[2].money).toBe(20);
    }
  });

  it('PRIV-1: a cancel window answers a privilege card only while Secrets Man is out of the discard pile and someone else holds a special', () => {
    // Someone else holds a special and Secrets Man may be anywhere unseen: the window opens, for every other holder.
    const open = act(table([['slush-fund'], ['bribery'], [], ['deep-agent']]), 0, attackCia({ kind: 'special', card: 'slush-fund' }));
    expect(open.state.pending).toMatchObject({ kind: 'reaction', moment: 'cancel', order: [1, 3], floor: 0, subject: { kind: 'privilege', seat: 0, card: 'slush-fund' } });
    expect(open.state.pending?.kind === 'reaction' && open.state.pending.resume).toMatchObject({ kind: 'attack', privilege: { kind: 'special', card: 'slush-fund' } });
    // Nobody holding Secrets Man can only pass; then the attack goes on privileged.
    expect(legalActions(open.state, 1).filter((a) => a.type === 'playSpecial')).toEqual([]);
    let st = act(open.state, 1, { type: 'pass' }).state;
    expect(decider(st)).toEqual([3]);
    st = act(st, 3, { type: 'pass' }).state;
    expect(st.pending).toMatchObject({ kind: 'attack', privilege: { kind: 'special', card: 'slush-fund' }, privilegeAbolished: false, floor: 0 });
    // Secrets Man on the discard pile: no window, though others hold specials.
    const gone = act(noSecretsMan(table([['slush-fund'], ['bribery'], [], ['deep-agent']])), 0, attackCia({ kind: 'special', card: 'slush-fund' }));
    expect(gone.state.pending).toMatchObject({ kind: 'attack', privilegeAbolished: false });
  });
});

describe('SPECIAL-CARD-5: Secrets Man Was Not Meant To Know', () => {
  it('SPECIAL-CARD-5: Secrets Man cancels a special as it is played: both cards go to the discard pile and nothing happens', () => {
    const s = table([['slush-fund'], ['secrets-man'], []]);
    const p = act(s, 0, { type: 'playSpecial', card: 'slush-fund' });
    expect(p.events).toEqual([{ type: 'specialPlayed', to: 'all', seat: 0, card: 'slush-fund' }]);
    expect(p.state.pending).toMatchObject({ kind: 'reaction', moment: 'cancel', order: [1], subject: { kind: 'play', seat: 0, action: { type: 'playSpecial', card: 'slush-fund' } }, resume: null });
    expect(legalActions(p.state, 1)).toContainEqual({ type: 'playSpecial', card: 'secrets-man' });
    const c = act(p.state, 1, { type: 'playSpecial', card: 'secrets-man' });
    expect(c.events).toEqual([
      { type: 'specialPlayed', to: 'all', seat: 1, card: 'secrets-man' },
      { type: 'specialCancelled', to: 'all', seat: 0, card: 'slush-fund', by: 1 },
    ]);
    expect(c.state.pending).toBeNull();
    expect(c.state.players[0].money).toBe(10);
    expect(c.state.discard).toEqual(['slush-fund', 'secrets-man']);
    expect(c.state.players.map((x) => x.hand)).toEqual([[], [], []]);
    // Uncancelled, the same card pays 15 MB once the window closes.
    expect(act(p.state, 1, { type: 'pass' }).state.players[0].money).toBe(25);
  });

  it('SPECIAL-CARD-6: Secrets Man cancelling Assassination after a roll leaves the roll as it fell', () => {
    // The Gnomes' Mafia against the uncontrolled Comic Books: 7 - 1 + 4 (both Violent) = 10; the roll is 11.
    const s = table([[], ['assassination'], ['secrets-man']]);
    let st = act({ ...s, scriptedDice: [5, 6] }, 0, { type: 'attack', attacker: 'the-mafia', target: 'comic-books', kind: 'control', aiders: [], privilege: null }).state;
    while (st.pending?.kind === 'attack') st = passOnce(st).state;
    expect(st.pending).toMatchObject({ kind: 'reaction', moment: 'afterRoll', roll: 11, order: [1, 2] });
    st = act(st, 1, { type: 'playSpecial', card: 'assassination' }).state;
    expect(st.pending).toMatchObject({ kind: 'reaction', moment: 'cancel', order: [2], subject: { kind: 'play', seat: 1 }, resume: { moment: 'afterRoll' } });
    const c = act(st, 2, { type: 'playSpecial', card: 'secrets-man' });
    expect(evs(c.events, 'rollChanged')).toEqual([]);
    expect(evs(c.events, 'specialCancelled')).toEqual([{ type: 'specialCancelled', to: 'all', seat: 1, card: 'assassination', by: 2 }]);
    // Back in the after-roll window, now without cards: it closes on the next pass and the roll of 11 fails.
    expect(c.state.pending).toMatchObject({ kind: 'reaction', moment: 'afterRoll' });
    const done = passAll(c.state);
    expect(evs(done.events, 'attackResolved')[0]).toMatchObject({ success: false, roll: 11, needed: 10 });
    expect(done.state.uncontrolled).toEqual(['comic-books', 'moonies']);
  });

  it('SPECIAL-CARD-5: Secrets Man answers only a card being played, and only once: later plays open no window', () => {
    const s = table([['slush-fund', 'swiss-bank-account'], ['secrets-man', 'bribery'], []]);
    expect(reject(s, 1, { type: 'playSpecial', card: 'secrets-man' })).toMatch(/answers another special card/);
    expect(legalActions(s, 1).some((a) => a.type === 'playSpecial' && a.card === 'secrets-man')).toBe(false);
    const c = act(act(s, 0, { type: 'playSpecial', card: 'slush-fund' }).state, 1, { type: 'playSpecial', card: 'secrets-man' }).state;
    const r = act(c, 0, { type: 'playSpecial', card: 'swiss-bank-account' });
    expect(r.state.pending).toBeNull();
    expect(r.state.players[0].money).toBe(35);
  });

  it('AMB-12: Secrets Man cancelling a privilege card leaves the attack declared, committed and unprivileged', () => {
    const s = table([['slush-fund'], [], ['secrets-man']]);
    const d = act(s, 0, attackCia({ kind: 'special', card: 'slush-fund' }));
    expect(d.state.pending).toMatchObject({ kind: 'reaction', moment: 'cancel', order: [2], subject: { kind: 'privilege', seat: 0, card: 'slush-fund' } });
    const c = act(d.state, 2, { type: 'playSpecial', card: 'secrets-man' });
    expect(c.events).toEqual([
      { type: 'specialPlayed', to: 'all', seat: 2, card: 'secrets-man' },
      { type: 'specialCancelled', to: 'all', seat: 0, card: 'slush-fund', by: 2 },
      { type: 'privilegeCancelled', to: 'all', seat: 0 },
    ]);
    expect(c.state.pending).toMatchObject({ kind: 'attack', privilege: null, privilegeAbolished: false, committed: true, floor: 0 });
    expect(c.state.discard).toEqual(['slush-fund', 'secrets-man']);
    expect(reject(c.state, 0, { type: 'callOff' })).toMatch(/committed/);
    // Unprivileged: the onlooker gets the floor and spends against the attack; gifts flow again.
    const base = needed(c.state);
    let st = passOnce(passOnce(c.state).state).state;
    expect(decider(st)).toEqual([2]);
    st = spendBy(st, 2, CTH, 4, 'against').state;
    expect(needed(st)).toBe(base - 4);
    expect(act(st, 2, { type: 'gift', to: 1, money: 1, specials: [] }).state.players[1].money).toBe(11);
    // The attack still uses the action when it is resolved.
    expect(passAll({ ...st, scriptedDice: [6, 6] }).state.turn.actionsLeft).toBe(1);
  });

  /** A Bavarian privileged attack; seat 2 discards two cards to abolish it and seat 1 holds Secrets Man. */
  function abolishCancelled(): GameState {
    const s = table([[], ['secrets-man'], ['slush-fund', 'swiss-bank-account', 'media-campaign']], { bavarian: true });
    const d = act(s, 0, attackCia({ kind: 'bavarian' })).state;
    const ab = act(d, 2, { type: 'abolishPrivilege', discard: ['slush-fund', 'swiss-bank-account'] });
    expect(ab.state.players[2].hand).toEqual(['media-campaign']);
    expect(ab.state.pending).toMatchObject({ kind: 'reaction', moment: 'cancel', order: [1], subject: { kind: 'abolish', seat: 2, cards: ['slush-fund', 'swiss-bank-account'] } });
    // Secrets Man names one of the two cards.
    expect(legalActions(ab.state, 1).filter((a) => a.type === 'playSpecial')).toEqual([
      { type: 'playSpecial', card: 'secrets-man', target: 'slush-fund' },
      { type: 'playSpecial', card: 'secrets-man', target: 'swiss-bank-account' },
    ]);
    expect(reject(ab.state, 1, { type: 'playSpecial', card: 'secrets-man' })).toMatch(/Name which of the two/);
    expect(reject(ab.state, 1, { type: 'playSpecial', card: 'secrets-man', target: 'media-campaign' })).toMatch(/Name which of the two/);
    const c = act(ab.state, 1, { type: 'playSpecial', card: 'secrets-man', target: 'swiss-bank-account' });
    expect(c.events).toEqual([
      { type: 'specialPlayed', to: 'all', seat: 1, card: 'secrets-man' },
      { type: 'specialCancelled', to: 'all', seat: 2, card: 'swiss-bank-account', by: 1 },
    ]);
    expect(c.state.pending).toMatchObject({ kind: 'replace', seat: 2, kept: 'slush-fund', resume: { kind: 'attack', privilegeAbolished: false } });
    expect(decider(c.state)).toEqual([2]);
    expect(legalActions(c.state, 2)).toContainEqual({ type: 'replaceSpecial', cards: ['media-campaign'] });
    return c.state;
  }

  it('PRIV-4: Secrets Man cancels one of two abolition cards; the abolisher replaces it and the privilege falls', () => {
    const st = abolishCancelled();
    expect(reject(st, 2, { type: 'replaceSpecial', card: 'swiss-bank-account' })).toMatch(/do not hold/);
    expect(reject(st, 1, { type: 'replaceSpecial', card: null })).toMatch(/no cancelled card/);
    const r = act(st, 2, { type: 'replaceSpecial', card: 'media-campaign' });
    expect(r.events).toEqual([{ type: 'privilegeAbolished', to: 'all', seat: 2, cards: ['slush-fund', 'media-campaign'] }]);
    expect(r.state.pending).toMatchObject({ kind: 'attack', privilege: { kind: 'bavarian' }, privilegeAbolished: true });
    expect(r.state.players[2].hand).toEqual([]);
    expect(r.state.discard).toEqual(['slush-fund', 'swiss-bank-account', 'secrets-man', 'media-campaign']);
  });

  it('PRIV-4: Secrets Man cancels one of two abolition cards; without a replacement the other card is lost and the privilege stands', () => {
    const st = abolishCancelled();
    const r = act(st, 2, { type: 'replaceSpecial', card: null });
    expect(r.events).toEqual([{ type: 'specialDiscarded', to: 'all', seat: 2, card: 'slush-fund', reason: 'lost: its partner was cancelled' }]);
    expect(r.state.pending).toMatchObject({ kind: 'attack', privilege: { kind: 'bavarian' }, privilegeAbolished: false });
    expect(r.state.players[2].hand).toEqual(['media-campaign']);
    expect(r.state.discard).toEqual(['slush-fund', 'swiss-bank-account', 'secrets-man']);
    // Still privileged: the onlooker cannot spend, and one card is not enough to abolish.
    expect(legalActions(r.state, 2).some((a) => a.type === 'abolishPrivilege' || a.type === 'spend')).toBe(false);
  });

  it('SPECIAL-CARD-2: a card whose effect no longer applies when its cancel window closes fizzles', () => {
    // White Collar Crime is played for 10 + 3 + 5 = 18 MB; while Secrets Man is awaited the holder
    // gives 1 MB away, so the amounts no longer add up: the card is spent and nothing changes.
    const s = table([['white-collar-crime'], ['bribery'], []]);
    const p = act(s, 0, { type: 'playSpecial', card: 'white-collar-crime', amounts: { [GNO]: 0, 'the-mafia': 18 } });
    expect(p.state.pending).toMatchObject({ kind: 'reaction', moment: 'cancel', order: [1] });
    const g = act(p.state, 0, { type: 'gift', to: 2, money: 1, specials: [] });
    const r = act(g.state, 1, { type: 'pass' });
    expect(r.events).toEqual([
      { type: 'floorPassed', to: 'all', seat: 1 },
      { type: 'specialFizzled', to: 'all', seat: 0, card: 'white-collar-crime', reason: 'The amounts must add up to the 12 MB you hold plus 5.' },
    ]);
    expect(r.state.players[0].money).toBe(9);
    expect(r.state.players[0].groups[0].money).toBe(3);
    expect(r.state.discard).toEqual(['white-collar-crime']);
  });
});

describe('PRIV-4, PRIV-5: Deep Agent and two specials abolish a privilege', () => {
  it('PRIV-5: Deep Agent abolishes a declared privilege, and the attack cannot be privileged again', () => {
    const s = noSecretsMan(table([[], [], ['deep-agent', 'interference-1'], []], { bavarian: true }));
    const d = act(s, 0, attackCia({ kind: 'bavarian' })).state;
    expect(d.players[0].money).toBe(5);
    // Any other player may play it, even off the floor; the attacker and an unprivileged attack may not.
    expect(decider(d)).toEqual([0]);
    expect(legalActions(d, 2)).toContainEqual({ type: 'playSpecial', card: 'deep-agent' });
    const r = act(d, 2, { type: 'playSpecial', card: 'deep-agent' });
    expect(r.events).toEqual([
      { type: 'specialPlayed', to: 'all', seat: 2, card: 'deep-agent' },
      { type: 'privilegeAbolished', to: 'all', seat: 2, cards: ['deep-agent'] },
    ]);
    expect(r.state.pending).toMatchObject({ kind: 'attack', privilege: { kind: 'bavarian' }, privilegeAbolished: true, committed: true, passed: [] });
    // The 5 MB are not refunded, and nothing brings the privilege back: no card answers it any more.
    expect(r.state.players[0].money).toBe(5);
    expect(reject(r.state, 2, { type: 'playSpecial', card: 'interference-1' })).toMatch(/privileged attack/);
    expect(reject(r.state, 2, { type: 'abolishPrivilege', discard: ['interference-1', 'deep-agent'] })).toMatch(/no privilege/);
    expect(reject(r.state, 0, attackCia({ kind: 'bavarian' }))).toMatch(/pending/);
    // Everyone may interfere again: the onlooker spends for the attack when the floor reaches him.
    let st = passOnce(passOnce(r.state).state).state;
    expect(decider(st)).toEqual([2]);
    st = spendBy(st, 2, CTH, 6, 'for').state;
    expect(needed(st)).toBe(2);
    st = passAll({ ...st, scriptedDice: [1, 1] }).state;
    expect(st.pending).toMatchObject({ kind: 'capture', target: 'cia' });
    // Deep Agent answers only someone else's privileged attack.
    const own = noSecretsMan(table([['deep-agent'], [], []], { bavarian: true }));
    expect(reject(act(own, 0, attackCia({ kind: 'bavarian' })).state, 0, { type: 'playSpecial', card: 'deep-agent' })).toMatch(/your own privilege/);
    expect(reject(act(s, 0, attackCia()).state, 2, { type: 'playSpecial', card: 'deep-agent' })).toMatch(/answers a privileged attack/);
  });

  it('PRIV-4: Deep Agent abolishes a privilege in every edition, two specials only in the English one (EDN-12)', () => {
    for (const edition of ['en', 'it', 'de'] as const) {
      const s = noSecretsMan(scenario({ edition, seats: [{ illuminati: BAV, money: 10, groups: [['the-mafia', BAV, 'top']] }, { illuminati: NET, money: 0, hand: ['deep-agent', 'slush-fund'], groups: [['cia', NET, 'top']] }] }));
      const d = act(s, 0, attackCia({ kind: 'bavarian' })).state;
      expect(act(d, 1, { type: 'playSpecial', card: 'deep-agent' }).state.pending, edition).toMatchObject({ privilegeAbolished: true });
      const two = applyAction(d, 1, { type: 'abolishPrivilege', discard: ['deep-agent', 'slush-fund'] });
      expect(two.ok, edition).toBe(edition === 'en');
      if (!two.ok) expect(two.reason).toMatch(/EDN-12/);
    }
  });

  it('SPECIAL-CARD-5: two specials from one player abolish the privilege once nobody cancels them', () => {
    const s = table([['swiss-bank-account'], ['bribery'], ['slush-fund', 'media-campaign']]);
    // The privilege card passes its cancel window (seats 1 and 2 hold specials).
    let st = act(s, 0, attackCia({ kind: 'special', card: 'swiss-bank-account' })).state;
    st = act(act(st, 1, { type: 'pass' }).state, 2, { type: 'pass' }).state;
    expect(st.pending).toMatchObject({ kind: 'attack', privilegeAbolished: false });
    expect(legalActions(st, 2)).toContainEqual({ type: 'abolishPrivilege', cards: ['slush-fund', 'media-campaign'] });
    expect(legalActions(st, 1).some((a) => a.type === 'abolishPrivilege')).toBe(false);
    // The two cards wait in a cancel window for seat 1, who holds a special, then act.
    const ab = act(st, 2, { type: 'abolishPrivilege', discard: ['slush-fund', 'media-campaign'] });
    expect(ab.state.pending).toMatchObject({ kind: 'reaction', moment: 'cancel', order: [1], subject: { kind: 'abolish', seat: 2 } });
    const r = act(ab.state, 1, { type: 'pass' });
    expect(evs(r.events, 'privilegeAbolished')).toEqual([{ type: 'privilegeAbolished', to: 'all', seat: 2, cards: ['slush-fund', 'media-campaign'] }]);
    expect(r.state.pending).toMatchObject({ kind: 'attack', privilegeAbolished: true });
    expect(r.state.discard).toEqual(['swiss-bank-account', 'slush-fund', 'media-campaign']);
    expect(r.state.players[2].hand).toEqual([]);
  });
});

describe('PRIV-1: Interference', () => {
  /** Five players: a Bavarian privileged attack; seats 2 and 3 hold one Interference card each, seat 4 holds nothing. */
  function interferenceTable(): GameState {
    const s = noSecretsMan(table([[], [], ['interference-1'], ['interference-2'], []], { bavarian: true }));
    return act(s, 0, attackCia({ kind: 'bavarian' })).state;
  }

  it('PRIV-1: each Interference card lets its holder, and only its holder, interfere in a privileged attack', () => {
    const d = interferenceTable();
    expect(needed(d)).toBe(-4);
    // Nobody but the holders is asked; the rich seat 4 never is.
    expect(legalActions(d, 2)).toContainEqual({ type: 'playSpecial', card: 'interference-1' });
    expect(legalActions(d, 3)).toContainEqual({ type: 'playSpecial', card: 'interference-2' });
    const i2 = act(d, 2, { type: 'playSpecial', card: 'interference-1' });
    expect(i2.events).toEqual([
      { type: 'specialPlayed', to: 'all', seat: 2, card: 'interference-1' },
      { type: 'interferenceJoined', to: 'all', seat: 2 },
    ]);
    const i3 = act(i2.state, 3, { type: 'playSpecial', card: 'interference-2' });
    expect(i3.state.pending).toMatchObject({ kind: 'attack', interferers: [2, 3], privilegeAbolished: false });
    expect(i3.state.discard).toEqual(['secrets-man', 'interference-1', 'interference-2']);
    // The floor: attacker, defender, then the two interferers; seat 4 is skipped.
    let st = passOnce(passOnce(i3.state).state).state;
    expect(decider(st)).toEqual([2]);
    expect(legalActions(st, 2).filter((a) => a.type === 'spend')).toEqual([
      { type: 'spend', card: CTH, side: 'for', max: 20 },
      { type: 'spend', card: CTH, side: 'against', max: 20 },
    ]);
    st = spendBy(st, 2, CTH, 9, 'for').state;
    expect(needed(st)).toBe(5);
    st = passOnce(st).state;
    expect(decider(st)).toEqual([3]);
    st = spendBy(st, 3, UFO, 3, 'against').state;
    expect(needed(st)).toBe(2);
    expect(reject(st, 4, { type: 'spend', card: 'discordian-society', amount: 1, side: 'against' })).toMatch(/not your turn/);
    // Everyone passes in turn from the last spender (seat 4 never has the floor), then the dice.
    const seen: number[] = [];
    while (st.pending?.kind === 'attack') {
      seen.push(decider(st)[0]);
      st = passOnce({ ...st, scriptedDice: [1, 1] }).state;
    }
    expect(seen).toEqual([3, 0, 1, 2]);
    expect(st.players[4].money).toBe(20);
    expect(st.players[2].money).toBe(11);
    expect(st.players[3].money).toBe(17);
    // Gifts stay frozen for the interferers too (PRIV-6): checked before the roll.
    expect(reject(i3.state, 2, { type: 'gift', to: 1, money: 1, specials: [] })).toMatch(/PRIV-6/);
  });

  it('PRIV-1: Interference is for the others, and only in a privileged attack', () => {
    const s = noSecretsMan(table([['interference-1'], ['interference-2'], []], { bavarian: true }));
    const d = act(s, 0, attackCia({ kind: 'bavarian' })).state;
    expect(reject(d, 0, { type: 'playSpecial', card: 'interference-1' })).toMatch(/Attacker and defender/);
    expect(reject(d, 1, { type: 'playSpecial', card: 'interference-2' })).toMatch(/Attacker and defender/);
    const open = act(noSecretsMan(table([[], [], ['interference-1']])), 0, attackCia()).state;
    expect(reject(open, 2, { type: 'playSpecial', card: 'interference-1' })).toMatch(/privileged attack/);
  });
});

describe('PRIV-6, AMB-46: nothing changes hands while a privileged attack is in progress', () => {
  it('AMB-46: no gift of money or specials in the cancel and after-roll windows of a privileged attack either', () => {
    // Seat 2 plays Deep Agent; seat 3 (holding Secrets Man) is asked; meanwhile nobody may hand over cards or money.
    const s = table([[], [], ['deep-agent'], ['secrets-man', 'slush-fund']], { bavarian: true });
    const d = act(s, 0, attackCia({ kind: 'bavarian' })).state;
    expect(reject(d, 3, { type: 'gift', to: 2, money: 0, specials: ['secrets-man'] })).toMatch(/PRIV-6/);
    const w = act(d, 2, { type: 'playSpecial', card: 'deep-agent' }).state;
    expect(w.pending).toMatchObject({ kind: 'reaction', moment: 'cancel', order: [3] });
    expect(reject(w, 3, { type: 'gift', to: 1, money: 0, specials: ['slush-fund'] })).toMatch(/PRIV-6/);
    expect(reject(w, 1, { type: 'gift', to: 2, money: 5, specials: [] })).toMatch(/PRIV-6/);
    expect(legalActions(w, 3).some((a) => a.type === 'gift')).toBe(false);
    // Secrets Man cancels Deep Agent: the privilege stands; after the roll, in the window where
    // seat 3 may still answer it, gifts stay frozen until the attack is resolved.
    let st = act(w, 3, { type: 'playSpecial', card: 'secrets-man' }).state;
    expect(st.pending).toMatchObject({ kind: 'attack', privilegeAbolished: false });
    st = passOnce(passOnce({ ...st, scriptedDice: [6, 6] }).state).state;
    expect(decider(st)).toEqual([3]);
    st = passOnce(st).state;
    expect(st.pending).toMatchObject({ kind: 'reaction', moment: 'afterRoll', order: [3] });
    expect(reject(st, 3, { type: 'gift', to: 1, money: 1, specials: [] })).toMatch(/PRIV-6/);
    st = passOnce(st).state;
    expect(st.pending).toBeNull();
    expect(act(st, 3, { type: 'gift', to: 1, money: 1, specials: ['slush-fund'] }).state.players[1].hand).toEqual(['slush-fund']);
  });
});

describe('DRAW-2: what the table sees of the specials', () => {
  it('DRAW-2: each player\u2019s number of specials is public, the cards themselves are not, in every window', () => {
    const s = table([['slush-fund', 'bribery'], ['secrets-man'], ['deep-agent', 'murphys-law', 'assassination']]);
    const check = (st: GameState) => {
      for (const v of [0, 1, 2, 'spectator'] as const) {
        const o = observe(st, v);
        expect(o.players.map((p) => p.handCount)).toEqual(st.players.map((p) => p.hand.length));
        for (const p of o.players) expect(p.hand).toEqual(p.seat === v ? st.players[p.seat].hand : null);
        // The cards still held by others appear nowhere in the observation.
        const text = JSON.stringify(o);
        for (const p of st.players) if (p.seat !== v) for (const c of p.hand) expect(text, `${String(v)} sees ${c}`).not.toContain(`"${c}"`);
      }
    };
    check(s);
    // A card being played is public, the rest of the hands are not: in the cancel window ...
    const p = act(s, 0, { type: 'playSpecial', card: 'slush-fund' }).state;
    expect(observe(p, 2).pending).toMatchObject({ kind: 'reaction', moment: 'cancel', subject: { kind: 'play', seat: 0, action: { card: 'slush-fund' } } });
    check(p);
    // ... in an attack, and in the after-roll window.
    let st = act(p, 1, { type: 'pass' }).state;
    st = act(st, 2, { type: 'pass' }).state;
    st = act({ ...st, scriptedDice: [6, 6] }, 0, attackCia()).state;
    check(st);
    while (st.pending?.kind === 'attack') st = passOnce(st).state;
    expect(st.pending).toMatchObject({ kind: 'reaction', moment: 'afterRoll' });
    check(st);
  });
});
