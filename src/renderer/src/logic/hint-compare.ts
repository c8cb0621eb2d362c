// A hint with a drafted move in words (issue 36): "Your move: attack … (42%) · the bot's choice:
// attack the KKK with the Mafia (72%)", then the seat's chance to win with each, played out from
// its observation, and the rating the drop would get in a game review (RATING_FROM). Pure.
import type { Action, Observation } from '../../../shared/engine';
import { ratingOf } from '../../../shared/ai/review/types';
import type { Hint, HintReason } from '../../../shared/protocol/hint';
import { t } from '../i18n';
import { percent } from '../i18n/format';
import { hintAction } from './hint-text';
import type { SeatNamer } from './names';

/** An action's sentence, with its attack chance when it has one ("…, 42%"). */
function withOdds(a: Action, reasons: readonly HintReason[], obs: Observation, seatName: SeatNamer): string {
  const what = hintAction(a, obs, seatName).replace(/\.$/, '');
  const odds = reasons.find((r) => r.kind === 'odds');
  return odds?.kind === 'odds' ? `${what} (${percent(odds.chance)})` : what;
}

export function hintCompare(h: Hint | null, obs: Observation | null, seatName: SeatNamer): { line: string; chances: string | null } | null {
  const c = h?.compare;
  if (!h || !c || !obs) return null;
  if (c.same) return { line: t('review.compareSame'), chances: null };
  const line = t('review.compare', { mine: withOdds(c.draft, c.reasons, obs, seatName), bot: withOdds(h.action, h.reasons, obs, seatName) });
  const chances = c.mine !== null && c.bot !== null ? t('review.compareChances', { mine: percent(c.mine), bot: percent(c.bot), rating: t(`review.rating.${ratingOf(Math.max(0, c.bot - c.mine))}`) }) : null;
  return { line, chances };
}
