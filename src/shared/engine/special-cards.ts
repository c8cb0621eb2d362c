// The effects of the 15 special cards (CARDS.md section 4); flow.ts names the card each handler plays.
// Timing is part of each card's check; windows that ask the table are opened by the rule modules.
import { GROUPS, group, type GroupId, type SpecialId } from '../cards';
import { checkAider, checkAttacker, checkAttackWindow, checkTarget, declareAttack, endPrivilege, isPrivileged } from './attack';
import { isOpen, openArrows, outSidesOf } from './geometry';
import { isHidden } from './hidden';
import { succeeds } from './modifiers';
import { checkAmounts } from './money';
import type { LegalPlay, SpecialHandler } from './context';
import { findPending } from './specials';
import { controls, emit, mt, isGroupInPlay, mp, mps, ownerOf, totalMoney, type Ctx } from './state';
import { attach, takeUncontrolled } from './structure-ops';
import type { GameState, ReactionWindow, Seat, SpecialMoment } from './types';

const play = (card: SpecialId, extra: Omit<Partial<LegalPlay>, 'type' | 'card'> = {}): LegalPlay => ({ type: 'playSpecial', card, ...extra });

function atFloor(s: GameState, seat: Seat, moment: SpecialMoment): ReactionWindow | null {
  const w = s.pending;
  return w?.kind === 'reaction' && w.moment === moment && w.order[w.floor] === seat ? w : null;
}

/** "Any time" (SPECIAL-CARD-3): whenever the game is on and the player is in it. */
function anyTime(s: GameState, seat: Seat): string | null {
  return s.outcome || s.players[seat].out ? 'Not now.' : null;
}

/** A regular action of the player on turn (Bribery, and the attack of Whispering Campaign). */
function asAction(s: GameState, seat: Seat): string | null {
  if (s.turn.passed) return 'You passed this turn (ACT-5).';
  return checkAttackWindow(s, seat);
}

/** Assassination and Murphy's Law: the roll just made counts as `value` (SPECIAL-CARD-6: the last played governs). */
export function rollCard(value: number): SpecialHandler {
  return {
    moments: ['afterRoll'],
    check: (s, seat) => (atFloor(s, seat, 'afterRoll') ? null : 'This card is played right after an attack roll.'),
    options: (s, seat, card) => (atFloor(s, seat, 'afterRoll') ? [play(card)] : []),
    play: (ctx, seat) => {
      const atk = findPending(ctx.s, 'attack')!;
      atk.roll = value;
      const needed = atk.base + atk.money;
      emit(ctx, { type: 'rollChanged', to: 'all', seat, roll: value, needed, success: succeeds(value, needed) });
    },
  };
}

/** Slush Fund and Swiss Bank Account: `amount` MB on the Illuminati, at any time. */
export function moneyCard(amount: number): SpecialHandler {
  return {
    moments: ['anyTime'],
    check: anyTime,
    options: (s, seat, card) => (anyTime(s, seat) ? [] : [play(card)]),
    play: (ctx, seat, a) => {
      mps(ctx, seat).money += amount;
      emit(ctx, { type: 'moneyGained', to: 'all', seat, amount, card: a.card });
    },
  };
}

export const bribery: SpecialHandler = {
  moments: ['action'],
  check: (s, seat, a) => {
    const why = asAction(s, seat);
    if (why) return why;
    if (typeof a.target !== 'string' || !s.uncontrolled.includes(a.target as GroupId)) return 'Bribery takes an uncontrolled group.';
    const me = s.players[seat];
    if (typeof a.master !== 'string' || !controls(me, a.master) || !outSidesOf(a.master).includes(a.arrow!) || !isOpen(me, a.master, a.arrow!))
      return 'Place the bribed group on an open arrow of your structure (CARDS.md 6).';
    return null;
  },
  options: (s, seat, card) => {
    if (asAction(s, seat)) return [];
    const spots = openArrows(s.players[seat]);
    return s.uncontrolled.flatMap((target) => spots.map((at) => play(card, { target, master: at.master, arrow: at.arrow })));
  },
  play: (ctx, seat, a) => {
    const s = ctx.s;
    takeUncontrolled(ctx, a.target as GroupId);
    attach(ctx, mp(ctx, seat), [{ id: a.target as GroupId, master: a.master!, arrow: a.arrow!, money: 0 }], a.master!, a.arrow!);
    mt(ctx).actionsLeft--;
    mt(ctx).acted = true;
    emit(ctx, { type: 'groupBribed', to: 'all', seat, group: a.target as GroupId, master: a.master!, arrow: a.arrow! });
  },
};

export const computerEspionage: SpecialHandler = {
  moments: ['anyTime'],
  check: (s, seat, a) => {
    const why = anyTime(s, seat);
    if (why) return why;
    if (a.seat !== undefined) return Number.isInteger(a.seat) && s.players[a.seat] && !s.players[a.seat].out && a.seat !== seat ? null : 'Look at the hand of another player in the game.';
    const owner = typeof a.target === 'string' ? ownerOf(s, a.target) : null;
    // A face-down Illuminati (hidden Illuminati) cannot be named: refused like a card out of play, so the answer reveals nothing.
    if (owner !== null && !(owner !== seat && a.target === s.players[owner].illuminati && isHidden(s, owner))) return null;
    return 'Look at one treasury of a card in play, or at one player\u2019s hand.';
  },
  options: (s, seat, card) => {
    if (anyTime(s, seat)) return [];
    const out: LegalPlay[] = [];
    for (const p of s.players) if (p.seat !== seat && !p.out) out.push(play(card, { seat: p.seat }));
    for (const p of s.players) if (p.seat !== seat && !p.out) for (const g of p.groups) out.push(play(card, { target: g.id }));
    return out;
  },
  play: (ctx, seat, a) => {
    const s = ctx.s;
    const intel =
      a.seat !== undefined
        ? { kind: 'hand' as const, turn: s.turn.number, seat: a.seat, cards: s.players[a.seat].hand.slice() }
        : (() => {
            const owner = s.players[ownerOf(s, a.target!)!];
            const m = a.target === owner.illuminati ? owner.money : owner.groups.find((g) => g.id === a.target)!.money;
            return { kind: 'treasury' as const, turn: s.turn.number, card: a.target!, money: m };
          })();
    const me = mps(ctx, seat);
    me.intel = [...me.intel, intel];
    emit(ctx, { type: 'intelGained', to: [seat], seat, intel });
  },
};

export const deepAgent: SpecialHandler = {
  moments: ['attackWindow'],
  check: (s, seat) => {
    const w = s.pending;
    if (w?.kind !== 'attack' || !isPrivileged(w)) return 'Deep Agent answers a privileged attack.';
    return seat === w.attackSeat ? 'You cannot abolish your own privilege.' : null;
  },
  options: (s, seat, card) => (deepAgent.check(s, seat, play(card)) ? [] : [play(card)]),
  play: (ctx, seat, a) => endPrivilege(ctx, seat, [a.card]),
};

export const interference: SpecialHandler = {
  moments: ['attackWindow'],
  check: (s, seat) => {
    const w = s.pending;
    if (w?.kind !== 'attack' || !isPrivileged(w)) return 'Interference is played in a privileged attack.';
    if (seat === w.attackSeat || seat === w.defender) return 'Attacker and defender spend anyway; Interference is for the others.';
    return w.interferers.includes(seat) ? 'You may already interfere in this attack.' : null;
  },
  options: (s, seat, card) => (interference.check(s, seat, play(card)) ? [] : [play(card)]),
  play: (ctx, seat) => {
    const w = ctx.s.pending;
    if (w?.kind !== 'attack') return;
    w.interferers = [...w.interferers, seat];
    w.passed = [];
    emit(ctx, { type: 'interferenceJoined', to: 'all', seat });
  },
};

export const marketManipulation: SpecialHandler = {
  moments: ['income'],
  check: (s, seat) => (atFloor(s, seat, 'income') && s.turn.active === seat && !s.turn.doubleIncome ? null : 'Played in your own income phase.'),
  options: (s, seat, card) => (marketManipulation.check(s, seat, play(card)) ? [] : [play(card)]),
  play: (ctx, seat) => {
    mt(ctx).doubleIncome = true;
    emit(ctx, { type: 'incomeDoubled', to: 'all', seat });
  },
};

export const mediaCampaign: SpecialHandler = {
  moments: ['anyTime'],
  check: (s, seat, a) => anyTime(s, seat) ?? (typeof a.target === 'string' && s.dead.includes(a.target as GroupId) ? null : 'Choose a destroyed group.'),
  options: (s, seat, card) => (anyTime(s, seat) ? [] : s.dead.map((target) => play(card, { target }))),
  play: (ctx, seat, a) => {
    const s = ctx.s;
    // The Servants' count is historical (AMB-25): reviving a group does not lower it.
    s.dead = s.dead.filter((g) => g !== a.target);
    s.uncontrolled = [...s.uncontrolled, a.target as GroupId];
    emit(ctx, { type: 'groupRevived', to: 'all', seat, group: a.target as GroupId });
  },
};

export const secretsMan: SpecialHandler = {
  moments: ['cancel'],
  check: (s, seat, a) => {
    const w = atFloor(s, seat, 'cancel');
    if (!w?.subject) return 'Secrets Man answers another special card as it is played.';
    if (w.subject.kind === 'abolish' && !w.subject.cards.includes(a.target as SpecialId)) return 'Name which of the two cards you cancel.';
    return null;
  },
  options: (s, seat, card) => {
    const w = atFloor(s, seat, 'cancel');
    if (!w?.subject) return [];
    return w.subject.kind === 'abolish' ? w.subject.cards.map((target) => play(card, { target })) : [play(card)];
  },
  play: (ctx, seat, a) => {
    const s = ctx.s;
    const w = s.pending as ReactionWindow;
    const subject = w.subject!;
    s.pending = w.resume;
    const cancelled = subject.kind === 'play' ? subject.action.card : subject.kind === 'privilege' ? subject.card : (a.target as SpecialId);
    emit(ctx, { type: 'specialCancelled', to: 'all', seat: subject.seat, card: cancelled, by: seat });
    if (subject.kind === 'privilege') {
      const atk = findPending(s, 'attack');
      if (atk) atk.privilege = null;
      emit(ctx, { type: 'privilegeCancelled', to: 'all', seat: subject.seat });
    } else if (subject.kind === 'abolish') {
      // SPECIAL-CARD-5: the other card is lost unless the player replaces the cancelled one.
      const kept = subject.cards.find((c) => c !== cancelled)!;
      s.pending = { kind: 'replace', seat: subject.seat, kept, resume: s.pending };
    }
  },
};

export const senate: SpecialHandler = {
  moments: ['startOfTurn'],
  check: (s, seat, a) => {
    if (!atFloor(s, seat, 'startOfTurn') || seat === s.turn.active) return 'Played at the start of another player\u2019s turn.';
    if (a.seat !== undefined && a.seat !== s.turn.active) return 'The committee investigates the player whose turn is starting.';
    return s.turn.skipped ? 'That turn is already skipped.' : null;
  },
  options: (s, seat, card) => (senate.check(s, seat, play(card)) ? [] : [play(card, { seat: s.turn.active })]),
  play: (ctx, seat) => {
    mt(ctx).skipped = true;
    emit(ctx, { type: 'turnSkipped', to: 'all', seat: ctx.s.turn.active, by: seat });
  },
};

export const whispering: SpecialHandler = {
  moments: ['action'],
  check: (s, seat, a) => {
    const why = asAction(s, seat) ?? checkAttacker(s, seat, a.attacker as string);
    if (why) return why;
    if (typeof a.target !== 'string' || !GROUPS.some((g) => g.id === a.target) || !isGroupInPlay(s, a.target as GroupId)) return 'The target is not in play.';
    const owner = ownerOf(s, a.target);
    const t = checkTarget(s, seat, a.attacker!, a.target as GroupId, owner, 'destroy', undefined, true);
    if (t) return t;
    if (!Array.isArray(a.aiders ?? [])) return 'Aiders must be a list.';
    const aiders = a.aiders ?? [];
    if (new Set(aiders).size !== aiders.length) return 'A card can aid an attack only once.';
    for (const h of aiders) {
      const w = checkAider(s, seat, a.attacker!, a.target as GroupId, owner, 'destroy', h);
      if (w) return w;
    }
    return null;
  },
  options: (s, seat, card) => {
    if (asAction(s, seat)) return [];
    const me = s.players[seat];
    const mine = [me.illuminati as string, ...me.groups.map((g) => g.id as string)];
    const attackers = mine.filter((id) => checkAttacker(s, seat, id) === null);
    const targets: GroupId[] = [...s.uncontrolled];
    for (const p of s.players) if (!p.out) for (const g of p.groups) targets.push(g.id);
    const out: LegalPlay[] = [];
    for (const target of targets) {
      if (group(target).power > 0) continue;
      const owner = ownerOf(s, target);
      for (const attacker of attackers) {
        if (checkTarget(s, seat, attacker, target, owner, 'destroy', undefined, true)) continue;
        const aidOptions = mine.filter((h) => checkAider(s, seat, attacker, target, owner, 'destroy', h) === null);
        out.push(play(card, { attacker, target, aiders: [], aidOptions }));
      }
    }
    return out;
  },
  play: (ctx, seat, a) => declareAttack(ctx, seat, { type: 'attack', attacker: a.attacker!, target: a.target as GroupId, kind: 'destroy', aiders: a.aiders ?? [], privilege: null }, true),
};

export const whiteCollarCrime: SpecialHandler = {
  moments: ['anyTime'],
  check: (s, seat, a) => {
    const why = anyTime(s, seat);
    if (why) return why;
    const p = s.players[seat];
    const held = totalMoney(p);
    return checkAmounts(p, a.amounts, held + 5, {
      missing: 'Give the new amount of every treasury.',
      total: `The amounts must add up to the ${held} MB you hold plus 5.`,
    });
  },
  options: (s, seat, card) => {
    if (anyTime(s, seat)) return [];
    const p = s.players[seat];
    return [play(card, { amountsOver: { cards: [p.illuminati, ...p.groups.map((g) => g.id)], total: totalMoney(p) + 5 } })];
  },
  play: (ctx, seat, a) => {
    const p = mp(ctx, seat);
    p.money = a.amounts![p.illuminati];
    for (const g of p.groups) g.money = a.amounts![g.id];
    emit(ctx, { type: 'treasuriesSet', to: 'all', seat, amounts: { ...a.amounts! } });
  },
};

export function checkReplace(s: GameState, seat: Seat, card: SpecialId | null): string | null {
  const w = s.pending;
  if (w?.kind !== 'replace' || w.seat !== seat) return 'There is no cancelled card to replace.';
  if (card !== null && !s.players[seat].hand.includes(card)) return 'You do not hold that special card.';
  return null;
}

/** SPECIAL-CARD-5: replace the cancelled card and the privilege falls; or give up and the kept card is lost. */
export function replaceCancelled(ctx: Ctx, seat: Seat, card: SpecialId | null): void {
  const s = ctx.s;
  const w = s.pending as Extract<GameState['pending'], { kind: 'replace' }>;
  s.pending = w.resume;
  if (card === null) {
    emit(ctx, { type: 'specialDiscarded', to: 'all', seat, card: w.kept, reason: 'lost: its partner was cancelled' });
    return;
  }
  const p = mp(ctx, seat);
  p.hand = p.hand.filter((c) => c !== card);
  s.discard = [...s.discard, card];
  endPrivilege(ctx, seat, [w.kept, card]);
}
