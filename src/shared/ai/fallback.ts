// The answer of last resort, computed from the legal templates alone (no state, no search), so a
// bot can always reply at once: pass a window, end the turn, refuse an offer, tax everyone, take
// the first goal or arrow, give up a cancelled card. It never leaves the game. Also: whether a
// concrete action is an instance of one of the templates (a structural legality check that does
// not need the true state).
import type { Action, LegalAction } from '../engine';

export function safeAction(legal: readonly LegalAction[]): Action {
  const has = (t: LegalAction['type']) => legal.find((l) => l.type === t);
  if (has('pass')) return { type: 'pass' };
  if (has('endTurn')) return { type: 'endTurn' };
  if (has('answerOffer')) return { type: 'answerOffer', accept: false, place: [] };
  const tax = legal.find((l): l is Extract<LegalAction, { type: 'tax' }> => l.type === 'tax');
  if (tax) return { type: 'tax', excuse: [] };
  const goal = legal.find((l): l is Extract<LegalAction, { type: 'chooseGoal' }> => l.type === 'chooseGoal');
  if (goal) return { type: 'chooseGoal', goal: goal.goals[0] };
  const place = legal.find((l): l is Extract<LegalAction, { type: 'placeCaptured' }> => l.type === 'placeCaptured');
  if (place) return { type: 'placeCaptured', arrow: place.arrow, transfer: 0 };
  if (has('replaceSpecial')) return { type: 'replaceSpecial', card: null };
  const fit = legal.find((l): l is Extract<LegalAction, { type: 'fitReceived' }> => l.type === 'fitReceived');
  if (fit) return { type: 'fitReceived', release: [...fit.release] }; // the engine lists the fewest cards lost first
  for (const t of ['passTurn', 'callOff'] as const) if (has(t)) return { type: t };
  const concrete = legal.find((l) => ['moveGroup', 'dropGroup', 'useRecyclers', 'accuse', 'misstate'].includes(l.type));
  if (concrete) return concrete as Action;
  return { type: 'leave' };
}

const sameSet = (a: readonly unknown[], b: readonly unknown[]) => a.length === b.length && a.every((x) => b.includes(x));

/** Is `a` an instance of one of the templates? (Parameters in range; geometry is left to the engine.) */
export function isInstance(a: Action, legal: readonly LegalAction[]): boolean {
  for (const l of legal) {
    if (l.type !== a.type) continue;
    switch (a.type) {
      case 'attack': {
        const t = l as Extract<LegalAction, { type: 'attack' }>;
        if (t.attacker !== a.attacker || t.target !== a.target || t.kind !== a.kind) continue;
        if (!a.aiders.every((x) => t.aidOptions.includes(x)) || new Set(a.aiders).size !== a.aiders.length) continue;
        if (!t.privilegeOptions.some((p) => JSON.stringify(p) === JSON.stringify(a.privilege))) continue;
        return true;
      }
      case 'spend': {
        const t = l as Extract<LegalAction, { type: 'spend' }>;
        if (t.card === a.card && t.side === a.side && Number.isInteger(a.amount) && a.amount >= 1 && a.amount <= t.max) return true;
        continue;
      }
      case 'transferMoney': {
        const t = l as Extract<LegalAction, { type: 'transferMoney' }>;
        if (t.from === a.from && t.to === a.to && t.free === a.free && Number.isInteger(a.amount) && a.amount >= 1 && a.amount <= t.max) return true;
        continue;
      }
      case 'placeCaptured': {
        const t = l as Extract<LegalAction, { type: 'placeCaptured' }>;
        if (t.arrow === a.arrow && Number.isInteger(a.transfer) && a.transfer >= 0 && a.transfer <= t.maxTransfer) return true;
        continue;
      }
      case 'gift': {
        const t = l as Extract<LegalAction, { type: 'gift' }>;
        if (t.to === a.to && a.money >= 0 && a.money <= t.maxMoney && a.specials.every((c) => t.specials.includes(c)) && a.money + a.specials.length > 0) return true;
        continue;
      }
      case 'offer':
        if ((l as { to: number }).to === a.to) return true;
        continue;
      case 'tax':
        if (a.excuse.every((x) => (l as Extract<LegalAction, { type: 'tax' }>).seats.includes(x))) return true;
        continue;
      case 'chooseGoal':
        if ((l as Extract<LegalAction, { type: 'chooseGoal' }>).goals.includes(a.goal)) return true;
        continue;
      case 'setTreasuries': {
        const t = l as Extract<LegalAction, { type: 'setTreasuries' }>;
        const keys = Object.keys(a.amounts);
        if (sameSet(keys, t.cards) && Object.values(a.amounts).reduce((x, y) => x + y, 0) === t.total && Object.values(a.amounts).every((v) => Number.isInteger(v) && v >= 0)) return true;
        continue;
      }
      case 'abolishPrivilege': {
        const t = l as Extract<LegalAction, { type: 'abolishPrivilege' }>;
        if (a.discard.length === 2 && a.discard[0] !== a.discard[1] && a.discard.every((c) => t.cards.includes(c))) return true;
        continue;
      }
      case 'shiftAlignment':
        if ((l as Extract<LegalAction, { type: 'shiftAlignment' }>).targets.includes(a.target)) return true;
        continue;
      case 'replaceSpecial':
        if (a.card === null || (l as Extract<LegalAction, { type: 'replaceSpecial' }>).cards.includes(a.card)) return true;
        continue;
      case 'playSpecial': {
        const t = l as Extract<LegalAction, { type: 'playSpecial' }>;
        if (t.card !== a.card || t.target !== a.target || t.seat !== a.seat || t.master !== a.master || t.arrow !== a.arrow || t.attacker !== a.attacker) continue;
        if (t.aidOptions && !(a.aiders ?? []).every((x) => t.aidOptions!.includes(x))) continue;
        if (t.amountsOver) {
          const keys = Object.keys(a.amounts ?? {});
          if (!sameSet(keys, t.amountsOver.cards) || Object.values(a.amounts!).reduce((x, y) => x + y, 0) !== t.amountsOver.total) continue;
        }
        return true;
      }
      case 'moveGroup': {
        const t = l as Extract<LegalAction, { type: 'moveGroup' }>;
        if (t.group === a.group && t.master === a.master && t.arrow === a.arrow) return true;
        continue;
      }
      case 'dropGroup':
        if ((l as Extract<LegalAction, { type: 'dropGroup' }>).group === a.group) return true;
        continue;
      case 'accuse': {
        const t = l as Extract<LegalAction, { type: 'accuse' }>;
        if (t.seat === a.seat && t.illuminati === a.illuminati) return true;
        continue;
      }
      case 'fitReceived': {
        const t = l as Extract<LegalAction, { type: 'fitReceived' }>;
        if (sameSet(t.release, a.release) && new Set(a.release).size === a.release.length) return true;
        continue;
      }
      case 'misstate': {
        const t = l as Extract<LegalAction, { type: 'misstate' }>;
        if (t.power === a.power && t.income === a.income) return true;
        continue;
      }
      case 'conceal': {
        const t = l as Extract<LegalAction, { type: 'conceal' }>;
        const upTo = (x: number | null, max: number) => x === null || (Number.isInteger(x) && x >= 0 && x <= max);
        if (upTo(a.income, t.maxIncome) && upTo(a.power, t.maxPower) && typeof a.ability === 'boolean') return true;
        continue;
      }
      default:
        return true; // answerOffer, reorganize, pass, callOff, useRecyclers, passTurn, endTurn, leave
    }
  }
  return false;
}
