// The coach's judgement of an action the player is about to send (issue 20): the expected one goes
// to the host; any other is held back with the reason, in words, so that nothing the lesson does
// not plan reaches the game (its seed and opponent make every lesson happen only along the script).
import type { Action } from '../../../shared/engine';

/** Why an action was held back: a message key of `tutorial.wrong` and its placeholders (card ids under `cards`). */
export interface Refusal {
  key: 'readFirst' | 'otherMove' | 'attacker' | 'target' | 'kind' | 'aid' | 'noAid' | 'privilege' | 'noPrivilege' | 'amount' | 'card' | 'arrow' | 'undo';
  cards?: Record<string, string>;
  values?: Record<string, string | number>;
}

/** null when `sent` is the `expected` action; otherwise the first difference that matters, in the player's terms. */
export function judge(expected: Action | null, sent: Action): Refusal | null {
  if (!expected) return { key: 'readFirst' };
  if (sent.type !== expected.type) return { key: 'otherMove' };
  const e = expected as Record<string, unknown>;
  const s = sent as Record<string, unknown>;
  switch (expected.type) {
    case 'attack': {
      const a = sent as typeof expected;
      if (a.attacker !== expected.attacker) return { key: 'attacker', cards: { card: expected.attacker } };
      if (a.target !== expected.target) return { key: 'target', cards: { card: expected.target } };
      if (a.kind !== expected.kind) return { key: 'kind', cards: { card: expected.target } };
      if (!sameSet(a.aiders, expected.aiders)) return expected.aiders.length ? { key: 'aid', cards: { card: expected.aiders[0] } } : { key: 'noAid' };
      if ((a.privilege?.kind ?? null) !== (expected.privilege?.kind ?? null)) return expected.privilege ? { key: 'privilege' } : { key: 'noPrivilege' };
      return null;
    }
    case 'spend':
    case 'transferMoney':
    case 'placeCaptured':
    case 'moveGroup':
    case 'playSpecial':
      for (const k of ['card', 'from', 'to', 'group', 'master'] as const)
        if (k in e && s[k] !== e[k]) return { key: 'card', cards: { card: String(e[k]) } };
      if ('arrow' in e && s.arrow !== e.arrow) return { key: 'arrow', values: { arrow: String(e.arrow) } };
      for (const k of ['amount', 'transfer'] as const)
        if (k in e && s[k] !== e[k]) return { key: 'amount', values: { amount: Number(e[k]) } };
      return null;
    default:
      return null;
  }
}

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((x) => b.includes(x));
}
