// One line of an attack's odds breakdown in the language on screen: worded from the modifier's
// `term` (what it counts, as data), or the host's English `label` from a host that sends none.
import type { ModifierTerm } from '../../../shared/engine';
import { t } from '.';
import { cardName } from './cards';
import { count } from './format';

export function modifierLabel(m: { label: string; term?: ModifierTerm }): string {
  const term = m.term;
  if (!term) return m.label;
  switch (term.kind) {
    case 'sameAlignments':
    case 'oppositeAlignments':
      return count(`odds.${term.kind}`, term.n);
    case 'depth':
      return t('odds.depth', { n: term.n });
    case 'targetResistanceWhisper':
      return t('odds.targetResistanceWhisper', { card: cardName(term.card), whisper: cardName('whispering-campaign') });
    case 'neutralize':
    case 'ufoBonus':
    case 'statedPower':
    case 'money':
      return t(`odds.${term.kind}`);
    default:
      return t(`odds.${term.kind}`, { card: cardName(term.card) });
  }
}
