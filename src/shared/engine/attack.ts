// Attacks (ATK, AID, ATK-MONEY, INTERF, PRIV, CALLOFF, ATK-RES; the procedure of RULES-DIGEST 34).
import { group, illuminati, isIlluminatiId, type GroupId, type Side, type SpecialId } from '../cards';
import type { Action } from './actions';
import { roll2d6 } from './dice';
import { anyOpenArrow, isOpen, outSidesOf } from './geometry';
import { abilityDeclined, noteShown } from './conceal';
import { baseTarget, illuminatiPowerShown, succeeds } from './modifiers';
import { discardThroughCancel, openReactions } from './specials';
import { alignmentsOf, controls, type Ctx, emit, mt, moneyOn, mp, mps, ownerOf, placementOf, powerOf, seatsFrom, transferableOf } from './state';
import { attach, lift, release, takeUncontrolled } from './structure-ops';
import { afterLoss, spareOnOwnLastKill } from './turn';
import type { AttackWindow, GameState, Placement, Privilege, Seat } from './types';

type AttackAction = Extract<Action, { type: 'attack' }>;

/** ATK-3, ILLUM-UFO-1: a card takes part in one attack per turn; the UFO Illuminati card in two. */
export function participationLimit(id: string): number {
  return id === 'ufos' ? 2 : 1;
}
export function canParticipate(s: GameState, id: string): boolean {
  return (s.turn.participated[id] ?? 0) < participationLimit(id);
}

/**
 * ILLUM-DIS-2, AMB-36: Straight or Government cards may not attack the Discordians' structure nor
 * aid such an attack; face-down Discordians may waive their immunity so as not to show (AMB-42).
 */
function discordianBlocks(s: GameState, seat: Seat, owner: Seat | null, card: string): boolean {
  if (owner === null || owner === seat || abilityDeclined(s, s.players[owner])) return false;
  for (const ab of illuminati(s.players[owner].illuminati).abilities) {
    if (ab.kind === 'immuneTo' && ab.alignments.some((a) => alignmentsOf(s, card).includes(a))) return true;
  }
  return false;
}

export function isPrivileged(w: AttackWindow): boolean {
  return w.privilege !== null && !w.privilegeAbolished;
}

/**
 * The one legality check of an attack (RULES-DIGEST 34 step 2), composed of the parts below so
 * that legalActions can run each part at the loop level where its inputs vary. `openMasters`
 * lets legalActions reuse one geometry pass.
 */
export function checkAttack(s: GameState, seat: Seat, a: AttackAction, openMasters?: ReadonlySet<string>): string | null {
  const why = checkAttackWindow(s, seat) ?? checkAttacker(s, seat, a.attacker);
  if (why) return why;
  if (typeof a.target !== 'string' || isIlluminatiId(a.target)) return 'Illuminati cannot be attacked (ATK-2).';
  const owner = ownerOf(s, a.target);
  if (owner === null && !s.uncontrolled.includes(a.target)) return 'The target is not in play.';
  const targetWhy = checkTarget(s, seat, a.attacker, a.target, owner, a.kind, openMasters);
  if (targetWhy) return targetWhy;
  if (!Array.isArray(a.aiders)) return 'Aiders must be a list.';
  for (let i = 0; i < a.aiders.length; i++) {
    const id = a.aiders[i];
    if (a.aiders.indexOf(id) !== i) return 'A card can aid an attack only once.';
    const aidWhy = checkAider(s, seat, a.attacker, a.target, owner, a.kind, id);
    if (aidWhy) return aidWhy;
  }
  return a.privilege ? checkPrivilege(s, seat, a.privilege) : null;
}

/** Whether the seat may start an attack now at all. */
export function checkAttackWindow(s: GameState, seat: Seat): string | null {
  if (s.pending) return 'Another decision is pending.';
  if (s.turn.active !== seat) return 'Attacks are made only on your own turn.';
  if (s.turn.phase !== 'actions') return 'Attacks belong to the action phase.';
  if (s.turn.actionsLeft < 1) return 'You have no action left this turn.';
  return null;
}

/** ATK-5, ATK-3: the attacking card. */
export function checkAttacker(s: GameState, seat: Seat, attacker: string): string | null {
  if (typeof attacker !== 'string' || !controls(s.players[seat], attacker)) return 'The attacking card is not in your power structure.';
  if (powerOf(attacker) <= 0) return 'A card without Power cannot attack (ATK-5).';
  if (!canParticipate(s, attacker)) return 'That card has already taken part in an attack this turn (ATK-3).';
  return null;
}

/** ATK-CTRL-1/2, ATK-NEUT-1/3, ATK-DEST-4/6, ILLUM-DIS-2: this attacker against this target (owner: its controller or null). */
export function checkTarget(
  s: GameState,
  seat: Seat,
  attacker: string,
  target: GroupId,
  owner: Seat | null,
  kind: AttackAction['kind'],
  openMasters?: ReadonlySet<string>,
  whisper = false,
): string | null {
  if (target === attacker) return 'No group may attack itself (ATK-DEST-6).';
  const me = s.players[seat];
  switch (kind) {
    case 'control':
      if (owner === seat) return 'You already control that group (ATK-CTRL-1).';
      if (openMasters ? !openMasters.has(attacker) : !anyOpenArrow(me, attacker)) return 'The attacking card has no open outward arrow (ATK-CTRL-2).';
      break;
    case 'neutralize':
      if (owner === null || owner === seat) return 'Only a group controlled by another player can be neutralized (ATK-NEUT-1).';
      if (s.config.edition === 'de' && (openMasters ? !openMasters.has(attacker) : !anyOpenArrow(me, attacker)))
        return 'Under the German rules the attacker needs an open arrow to neutralize (EDN-20).';
      break;
    case 'destroy':
      if (whisper && group(target).power > 0) return 'Whispering Campaign destroys only a group without Power (ATK-DEST-4).';
      if (!whisper && group(target).power <= 0) return 'A group without Power cannot be destroyed by an attack (ATK-DEST-4); only Whispering Campaign can.';
      break;
    default:
      return 'The attack must be control, neutralize or destroy.';
  }
  if (discordianBlocks(s, seat, owner, attacker)) return 'Straight and Government cards cannot attack the Discordian structure (ILLUM-DIS-2).';
  return null;
}

/** AID-1..6, ATK-DEST-6, ILLUM-DIS-2: one aiding card. */
export function checkAider(s: GameState, seat: Seat, attacker: string, target: GroupId, owner: Seat | null, kind: AttackAction['kind'], id: string): string | null {
  if (kind === 'destroy' && id === target) return 'No group may aid its own destruction (ATK-DEST-6).';
  return checkAiderFor(s, seat, attacker, owner, id);
}

/**
 * The part of checkAider that does not depend on the target itself, only on whose it is (AID-1..6,
 * ILLUM-DIS-2): legalActions checks each helper once per attacker and owner with it, not once per
 * attack template.
 */
export function checkAiderFor(s: GameState, seat: Seat, attacker: string, owner: Seat | null, id: string): string | null {
  if (id === attacker) return 'The attacker cannot aid its own attack.';
  if (typeof id !== 'string' || !controls(s.players[seat], id)) return 'Only cards of your own structure can aid (AID-1).';
  if (transferableOf(id) <= 0) return `${nameOf(id)} has no transferable Power (AID-1).`;
  if (!canParticipate(s, id)) return `${nameOf(id)} has already taken part in an attack this turn (ATK-3).`;
  if (discordianBlocks(s, seat, owner, id)) return 'Straight and Government cards cannot aid an attack on the Discordians (ILLUM-DIS-2).';
  return null;
}

/** PRIV-1, PRIV-2, AMB-47. */
export function checkPrivilege(s: GameState, seat: Seat, privilege: Privilege): string | null {
  const me = s.players[seat];
  if (privilege.kind === 'bavarian') {
    const ab = illuminati(me.illuminati).abilities.find((x) => x.kind === 'paidPrivilege');
    if (!ab) return 'Only the Bavarian Illuminati can buy privilege (PRIV-2).';
    if (s.turn.bavarianUsed) return 'The Bavarians have already bought privilege this turn (PRIV-2).';
    if (me.money < ab.cost) return `Privilege costs ${ab.cost} MB from the Illuminati treasury (PRIV-2).`;
    return null;
  }
  if (privilege.kind === 'special') return me.hand.includes(privilege.card) ? null : 'You do not hold that special card (PRIV-1).';
  return 'Unknown privilege.';
}

/** Open the attack window (ATK-4). `whisper`: the destroy attack of Whispering Campaign. */
export function declareAttack(ctx: Ctx, seat: Seat, a: AttackAction, whisper = false): void {
  const s = ctx.s;
  const owner = ownerOf(s, a.target);
  const defender = owner !== null && owner !== seat ? owner : null;
  const base = baseTarget(s, { seat, attacker: a.attacker, target: a.target, kind: a.kind, aiders: a.aiders, whisper }, false).value;
  let committed = false;
  if (a.privilege?.kind === 'bavarian') {
    mps(ctx, seat).money -= 5;
    mt(ctx).bavarianUsed = true;
    committed = true; // AMB-12
  } else if (a.privilege?.kind === 'special') committed = true; // AMB-12; the card is discarded below
  // AMB-13: an attack called off before it is committed leaves no trace (the player may still pass);
  // a committed one always reaches finishAttack, which marks the turn as acted.
  if (committed) mt(ctx).acted = true;
  const order = [seat];
  if (defender !== null) order.push(defender);
  for (const x of seatsFrom(s, seat)) if (!order.includes(x)) order.push(x);
  s.pending = {
    kind: 'attack',
    attackSeat: seat,
    attacker: a.attacker,
    target: a.target,
    attack: a.kind,
    aiders: [...a.aiders],
    defender,
    privilege: a.privilege ?? null,
    privilegeAbolished: false,
    committed,
    base,
    money: 0,
    spends: [],
    order,
    floor: 0,
    passed: [],
    roll: null,
    interferers: [],
    whisper,
  };
  emit(ctx, { type: 'attackDeclared', to: 'all', seat, attacker: a.attacker, target: a.target, kind: a.kind, aiders: [...a.aiders], privilege: a.privilege ?? null, base, defender });
  const il = s.players[seat].illuminati;
  if (s.config.hiddenIlluminati && (a.attacker === il || a.aiders.includes(il))) noteShown(s, mps(ctx, seat), { power: illuminatiPowerShown(s, seat) });
  if (a.privilege?.kind === 'special') {
    // PRIV-1 / SPECIAL-CARD-4: the discarded card may itself be cancelled by Secrets Man.
    const card = a.privilege.card;
    emit(ctx, { type: 'specialDiscarded', to: 'all', seat, card, reason: 'privilege' });
    discardThroughCancel(ctx, seat, [card], { kind: 'privilege', seat, card });
  }
}

export interface SpendSource {
  card: string;
  side?: 'for' | 'against';
  max: number;
  /** Change of T per MB. */
  per: number;
}

/** ATK-MONEY-1/2, INTERF-2, PRIV-7: where this seat may spend from in this window, and to what effect. */
export function spendSources(s: GameState, w: AttackWindow, seat: Seat): SpendSource[] {
  const p = s.players[seat];
  const out: SpendSource[] = [];
  if (seat === w.attackSeat) {
    if (w.attacker !== p.illuminati && moneyOn(p, w.attacker) > 0) out.push({ card: w.attacker, max: moneyOn(p, w.attacker), per: 1 });
    if (p.money > 0) out.push({ card: p.illuminati, max: p.money, per: 1 });
  } else if (seat === w.defender) {
    const t = placementOf(p, w.target);
    if (t && t.money > 0) out.push({ card: w.target, max: t.money, per: -2 });
    if (p.money > 0) out.push({ card: p.illuminati, max: p.money, per: -1 });
  } else if (mayInterfere(w, seat) && p.money > 0) {
    out.push({ card: p.illuminati, side: 'for', max: p.money, per: 1 });
    out.push({ card: p.illuminati, side: 'against', max: p.money, per: -1 });
  }
  return out;
}

/**
 * EN two-special abolition (PRIV-4b, EDN-12); DE allows only Deep Agent, and so does IT by the
 * decision of issue 3 ("privilege can be abolished only by Deep Agent"), which follows the IT
 * privilege section rather than the proposal of AMB-37.
 */
export function twoSpecialsAbolish(s: GameState): boolean {
  return (s.config.edition ?? 'en') === 'en';
}

/** A seat that may interfere now: any non-party in an open attack, only Interference holders in a privileged one. */
export function mayInterfere(w: AttackWindow, seat: Seat): boolean {
  return seat !== w.attackSeat && seat !== w.defender && (!isPrivileged(w) || w.interferers.includes(seat));
}

export function canAbolish(s: GameState, w: AttackWindow, seat: Seat): boolean {
  return isPrivileged(w) && seat !== w.attackSeat && twoSpecialsAbolish(s) && s.players[seat].hand.length >= 2;
}

/** Whether the floor should stop at this seat (attacker and defender always; others only if they can do something). */
export function eligible(s: GameState, w: AttackWindow, seat: Seat): boolean {
  const p = s.players[seat];
  if (p.out) return false;
  if (seat === w.attackSeat || seat === w.defender) return true;
  // In a privileged attack every holder of a special is asked (Deep Agent, Interference, two cards).
  if (isPrivileged(w) && p.hand.length > 0) return true;
  return mayInterfere(w, seat) && p.money > 0;
}

export function checkSpend(s: GameState, seat: Seat, a: Extract<Action, { type: 'spend' }>): string | null {
  const w = s.pending;
  if (w?.kind !== 'attack') return 'There is no attack to spend on.';
  if (w.order[w.floor] !== seat) return 'It is not your turn to spend in this attack.';
  if (!Number.isInteger(a.amount) || a.amount < 1) return 'Spend a whole number of MB, at least 1.';
  const src = spendSources(s, w, seat).find((x) => x.card === a.card && x.side === (seat === w.attackSeat || seat === w.defender ? undefined : a.side));
  if (!src) return 'You cannot spend from that treasury in this attack.';
  if (a.amount > src.max) return `Only ${src.max} MB are there.`;
  return null;
}

export function spend(ctx: Ctx, seat: Seat, a: Extract<Action, { type: 'spend' }>): void {
  const s = ctx.s;
  const w = s.pending as AttackWindow;
  const src = spendSources(s, w, seat).find((x) => x.card === a.card && x.side === (seat === w.attackSeat || seat === w.defender ? undefined : a.side))!;
  if (a.card === s.players[seat].illuminati) mps(ctx, seat).money -= a.amount;
  else placementOf(mp(ctx, seat), a.card)!.money -= a.amount;
  const delta = src.per * a.amount;
  w.money += delta;
  w.spends = [...w.spends, { seat, card: a.card, amount: a.amount, delta }];
  w.committed = true; // CALLOFF-2 (a), (b)
  w.passed = [];
  emit(ctx, { type: 'moneySpent', to: 'all', seat, card: a.card, amount: a.amount, delta, needed: w.base + w.money });
}

/** AMB-9: the floor holder passes; when every eligible seat has passed since the last change, roll. */
export function passFloor(ctx: Ctx, seat: Seat): void {
  const s = ctx.s;
  const w = s.pending as AttackWindow;
  emit(ctx, { type: 'floorPassed', to: 'all', seat });
  if (!w.passed.includes(seat)) w.passed = [...w.passed, seat];
  advanceFloor(ctx);
}

/** Move the floor to the next eligible seat that has not passed since the last change, or roll. */
export function advanceFloor(ctx: Ctx): void {
  const s = ctx.s;
  const w = s.pending as AttackWindow;
  const n = w.order.length;
  for (let i = 1; i <= n; i++) {
    const f = (w.floor + i) % n;
    const seat = w.order[f];
    if (!w.passed.includes(seat) && eligible(s, w, seat)) {
      w.floor = f;
      return;
    }
  }
  rollAttack(ctx);
}

export function checkCallOff(s: GameState, seat: Seat): string | null {
  const w = s.pending;
  if (w?.kind !== 'attack' || w.attackSeat !== seat) return 'You have no attack to call off.';
  if (w.committed) return 'Money has been spent: the attack is committed (CALLOFF-2).';
  return null;
}

/** CALLOFF-1, AMB-13: a withdrawn attack leaves no trace. */
export function callOff(ctx: Ctx, seat: Seat): void {
  ctx.s.pending = null;
  emit(ctx, { type: 'attackCalledOff', to: 'all', seat });
}

export function checkAbolish(s: GameState, seat: Seat, a: Extract<Action, { type: 'abolishPrivilege' }>): string | null {
  const w = s.pending;
  if (w?.kind !== 'attack' || !isPrivileged(w)) return 'There is no privilege to abolish.';
  if (!twoSpecialsAbolish(s)) return 'Under the Italian and German rules only Deep Agent abolishes privilege (EDN-12).';
  if (seat === w.attackSeat) return 'You cannot abolish your own privilege.';
  if (!Array.isArray(a.discard) || a.discard.length !== 2 || a.discard[0] === a.discard[1]) return 'Discard exactly two different special cards.';
  const hand = s.players[seat].hand;
  if (!a.discard.every((c) => hand.includes(c))) return 'You do not hold those special cards.';
  return null;
}

/** PRIV-4(b), PRIV-5: two specials discarded together end the privilege for good; interferers join in. */
export function abolishPrivilege(ctx: Ctx, seat: Seat, cards: readonly SpecialId[]): void {
  discardThroughCancel(ctx, seat, cards, { kind: 'abolish', seat, cards: [...cards] }); // then endPrivilege (flow.ts)
}

/** PRIV-4, PRIV-5: the privilege is gone for good; interferers join in. */
export function endPrivilege(ctx: Ctx, seat: Seat, cards: readonly SpecialId[]): void {
  const s = ctx.s;
  const w = s.pending as AttackWindow;
  w.privilegeAbolished = true;
  w.passed = [];
  emit(ctx, { type: 'privilegeAbolished', to: 'all', seat, cards: [...cards] });
  if (w.order[w.floor] === seat) advanceFloor(ctx);
}

/** ATK-7: roll 2d6; specials may answer the roll before the result is applied. */
export function rollAttack(ctx: Ctx): void {
  const s = ctx.s;
  const w = s.pending as AttackWindow;
  const dice = roll2d6(s);
  w.roll = dice[0] + dice[1];
  w.committed = true; // CALLOFF-2 (c)
  const needed = w.base + w.money;
  emit(ctx, { type: 'diceRolled', to: 'all', seat: w.attackSeat, dice, roll: w.roll, needed, success: succeeds(w.roll, needed) });
  if (openReactions(ctx, 'afterRoll', w.roll)) return; // closes into finishAttack (flow.ts)
  finishAttack(ctx);
}

/** RULES-DIGEST 34 steps 8-10. */
export function finishAttack(ctx: Ctx): void {
  const s = ctx.s;
  const w = s.pending as AttackWindow;
  const needed = w.base + w.money;
  const success = succeeds(w.roll!, needed);
  const used = { ...s.turn.participated };
  used[w.attacker] = (used[w.attacker] ?? 0) + 1;
  for (const a of w.aiders) used[a] = (used[a] ?? 0) + 1;
  mt(ctx).participated = used;
  mt(ctx).actionsLeft--;
  mt(ctx).acted = true;
  s.pending = null;
  emit(ctx, { type: 'attackResolved', to: 'all', seat: w.attackSeat, target: w.target, kind: w.attack, success, roll: w.roll!, needed });
  if (!success) return;
  const seat = w.attackSeat;
  const owner = ownerOf(s, w.target);
  if (w.attack === 'control') {
    let lifted: Placement[];
    if (owner === null) {
      takeUncontrolled(ctx, w.target);
      lifted = [{ id: w.target, master: w.attacker, arrow: 'top', money: 0 }];
    } else {
      // ATK-RES-1/3, AMB-6: puppets come along; each card keeps half its money, rounded down.
      lifted = lift(mp(ctx, owner), w.target);
      for (const g of lifted) g.money = Math.floor(g.money / 2);
    }
    emit(ctx, { type: 'groupCaptured', to: 'all', seat, group: w.target, from: owner, moneyKept: lifted.reduce((t, g) => t + g.money, 0) });
    if (owner !== null) afterLoss(ctx, owner, seat);
    if (!anyOpenArrow(s.players[seat], w.attacker)) {
      release(ctx, seat, lifted, 'noRoom');
      return;
    }
    s.pending = { kind: 'capture', attackSeat: seat, attacker: w.attacker, target: w.target, lifted };
  } else if (w.attack === 'neutralize') {
    const lifted = lift(mp(ctx, owner!), w.target);
    emit(ctx, { type: 'groupNeutralized', to: 'all', seat, group: w.target, from: owner! });
    release(ctx, owner!, lifted, 'neutralized');
    afterLoss(ctx, owner!, seat);
  } else {
    if (owner === null) takeUncontrolled(ctx, w.target);
    else {
      const lifted = lift(mp(ctx, owner), w.target);
      release(ctx, owner, lifted.slice(1), 'masterDestroyed');
    }
    s.dead = [...s.dead, w.target];
    const me = mps(ctx, seat);
    me.kills++; // AMB-25: every group sent to the dead pile counts, own ones too.
    emit(ctx, { type: 'groupDestroyed', to: 'all', seat, group: w.target, from: owner });
    if (owner === seat) spareOnOwnLastKill(ctx, seat, me.kills - 1);
    if (owner !== null) afterLoss(ctx, owner, seat);
  }
}

export function checkPlaceCaptured(s: GameState, seat: Seat, a: Extract<Action, { type: 'placeCaptured' }>): string | null {
  const w = s.pending;
  if (w?.kind !== 'capture' || w.attackSeat !== seat) return 'There is no captured group to place.';
  if (!outSidesOf(w.attacker).includes(a.arrow)) return 'The attacking card has no outward arrow on that side.';
  if (!isOpen(s.players[seat], w.attacker, a.arrow)) return 'That arrow is not open (DEF-11).';
  if (!Number.isInteger(a.transfer) || a.transfer < 0) return 'The transfer must be a whole number of MB, 0 or more.';
  if (a.transfer > moneyOn(s.players[seat], w.attacker)) return 'The attacking card does not hold that much money.';
  return null;
}

/** ATK-CTRL-4, ATK-RES-2, ATK-RES-4: place the captured group; then the attacker may top it up. */
export function placeCaptured(ctx: Ctx, seat: Seat, arrow: Side, transfer: number): void {
  const s = ctx.s;
  const w = s.pending as Extract<GameState['pending'], { kind: 'capture' }>;
  const me = mp(ctx, seat);
  s.pending = null;
  attach(ctx, me, w.lifted, w.attacker, arrow);
  emit(ctx, { type: 'groupPlaced', to: 'all', seat, group: w.target, master: w.attacker, arrow });
  if (transfer > 0) {
    if (w.attacker === me.illuminati) me.money -= transfer;
    else placementOf(me, w.attacker)!.money -= transfer;
    placementOf(me, w.target)!.money += transfer;
    emit(ctx, { type: 'moneyTransferred', to: 'all', seat, fromCard: w.attacker, toCard: w.target, amount: transfer, free: true });
  }
}

function nameOf(id: string): string {
  return isIlluminatiId(id) ? illuminati(id).name : group(id).name;
}
