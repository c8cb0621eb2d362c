// The title of the question the table asks beside a card (panels/PlayPopover.vue): the attack
// being announced, the money being moved, the captured group being placed. Pure, so that what it
// names is tested (issue 35: the placement named the card it goes onto instead of the group).
import { t } from '../i18n';
import type { TablePopover } from '../stores/ui';
import type { AttackDraft } from './attack-draft';
import { arrowRef, cardRef, capitalize, type SeatNamer } from './names';

export function popoverTitle(p: TablePopover, draft: AttackDraft, seatName: SeatNamer): string {
  const ref = (id: string): string => cardRef(id, seatName);
  if (p.kind === 'attack') {
    return draft.attacker && draft.target ? capitalize(t('panels.popover.attackTitle', { attacker: ref(draft.attacker), target: ref(draft.target) })) : t('panels.popover.attack');
  }
  if (p.kind === 'transfer') return t('panels.popover.transferTitle', { from: ref(p.from), to: ref(p.to) });
  // The group placed, and the arrow of the card it goes onto (`card`, where the question stands).
  return capitalize(t('panels.popover.placeTitle', { card: ref(p.group), arrow: arrowRef(p.card, p.arrow, seatName) }));
}
