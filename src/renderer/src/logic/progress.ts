// A goal's progress in words ("5 of 13 cards in the power structure"): the host says what it
// counts (GoalStanding.measure), the words are the language on screen's. The end screen's
// standings and the players' labels on the table read it.
import type { GoalStanding } from '../../../shared/protocol/messages';
import { t } from '../i18n';
import { num } from '../i18n/format';

export function goalProgress(g: GoalStanding): string {
  const named = { have: num(g.have), need: num(g.need), alignment: g.alignment ? t(`common.alignment.${g.alignment}`) : '' };
  if (g.measure) return t(`end.measure.${g.measure}`, named);
  return g.text || t('end.haveOfNeed', named);
}
