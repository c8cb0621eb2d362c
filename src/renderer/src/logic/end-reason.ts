// Why the game ended, in words, for the message board and the end screen (issue 24): which goal
// each winner reached (the basic goal, or which special goal: the own one, the one the UFOs
// borrowed, the one chosen in secret), the last player standing (AMB-52), nobody left, the turn
// limit, the long game's scores. Pure; the goal names come from the observation once the game is
// over (secret goals are shown to everyone then). Words come from the message files (end.*), in
// the language on screen (issue 19).
import { illuminati, type IlluminatiId } from '../../../shared/cards';
import type { Observation, Outcome, Seat } from '../../../shared/engine';
import { t } from '../i18n';
import { illuminatiGoal } from '../i18n/cards';
import { count, listOf } from '../i18n/format';
import { cardRef, type SeatNamer } from './names';

/** The first sentence of a goal's text, without its full stop ("Destroy eight groups"). */
function goalWords(id: IlluminatiId): string {
  const text = illuminatiGoal(id);
  const end = text.indexOf('. ');
  return (end < 0 ? text : text.slice(0, end)).replace(/\.$/, '');
}

/** How one winner won: "by the basic goal (12 cards, the Illuminati included)", "by the special goal of the Servants of Cthulhu (Destroy eight groups)", "as the last player standing". */
export function wonBy(obs: Pick<Observation, 'outcome' | 'players' | 'basicGoal' | 'config'>, seat: Seat): string {
  const o = obs.outcome;
  if (!o) return '';
  if (o.reason === 'lastStanding') return t('end.way.lastStanding');
  if (o.reason === 'longGame') return o.scores?.[seat] !== undefined ? t('end.way.points', { points: count('end.points', o.scores[seat]) }) : t('end.way.bestScore');
  const goal = o.goals[seat];
  if (goal === 'basic') return t('end.way.basic', { cards: count('common.cards', obs.basicGoal) });
  if (goal !== 'special') return '';
  const p = obs.players[seat];
  // The UFOs' borrowed goal, or everyone's secret goal under hidden goals; else the printed one.
  const borrowed = p?.borrowedGoal ?? null;
  const own = p?.illuminati ?? null;
  const source = borrowed ?? (own && illuminati(own).goal.kind !== 'borrowed' && !obs.config.hiddenGoals ? own : null);
  if (!source) return t('end.way.someSpecial');
  const secret = borrowed && (obs.config.hiddenGoals || own === 'ufos');
  return t(secret ? 'end.way.secret' : 'end.way.special', { card: cardRef(source), goal: goalWords(source) });
}

/** One sentence on why the game ended, for the end screen. */
export function endReason(o: Outcome): string {
  if (o.reason === 'goal' && o.winners.length > 1) return t('end.reason.goalShared');
  return t(`end.reason.${o.reason}`);
}

/** The message board's sentence for the end of the game. `how` says how a winner won (wonBy), when the outcome is known. */
export function gameOverSentence(winners: readonly Seat[], reason: string, seatName: SeatNamer, how?: (seat: Seat) => string): string {
  if (reason === 'noPlayers') return t('end.board.noPlayers');
  if (reason === 'capped' && winners.length === 0) return t('end.board.capped');
  if (winners.length === 0) return t('end.board.nobody');
  const ways = winners.map((s) => ({ name: seatName(s), way: how?.(s) ?? '' }));
  if (reason === 'lastStanding') return t('end.board.lastStanding', { name: ways[0].name });
  const fallback = reason === 'goal' ? t('end.way.reachingGoal') : reason === 'longGame' ? t('end.way.bestScore') : '';
  if (ways.length === 1) {
    const way = ways[0].way || fallback;
    return way ? t('end.board.one', { name: ways[0].name, way }) : t('end.board.oneNoWay', { name: ways[0].name });
  }
  const list = listOf(ways.map((w) => (w.way ? t('end.board.nameWay', { name: w.name, way: w.way }) : w.name)));
  return ways.every((w) => w.way) || !fallback ? t('end.board.share', { list }) : t('end.board.shareWay', { list, way: fallback });
}
