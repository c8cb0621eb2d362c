// A goal's progress in words ("12 of 35 Power"): the host says what it counts (measure), the words
// are the client's; a host that sends no measure is shown in its own words. Used by the end
// screen and the players panel.
import type { GoalStanding } from '../../../shared/protocol/messages';
import { t } from '.';
import { num } from './format';

export function goalProgress(g: GoalStanding): string {
  const named = { have: num(g.have), need: num(g.need), alignment: g.alignment ? t(`common.alignment.${g.alignment}`) : '' };
  if (g.measure) return t(`end.measure.${g.measure}`, named);
  return g.text || t('end.haveOfNeed', named);
}
