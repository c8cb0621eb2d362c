// Why the game ended, in words, for the message board and the end screen (issue 24): which goal
// each winner reached (the basic goal, or which special goal: the own one, the one the UFOs
// borrowed, the one chosen in secret), the last player standing (AMB-52), nobody left, the turn
// limit, the long game's scores. Pure; the goal names come from the observation once the game is
// over (secret goals are shown to everyone then).
import { illuminati, type IlluminatiId } from '../../../shared/cards';
import type { Observation, Outcome, Seat } from '../../../shared/engine';
import { cardRef, count, listOf, type SeatNamer } from './names';

/** The first sentence of a goal's text, without its full stop ("Destroy eight groups"). */
function goalWords(id: IlluminatiId): string {
  const text = illuminati(id).goalText;
  const end = text.indexOf('. ');
  return (end < 0 ? text : text.slice(0, end)).replace(/\.$/, '');
}

/** How one winner won: "by the basic goal (12 cards, the Illuminati included)", "by the special goal of the Servants of Cthulhu (Destroy eight groups)", "as the last player standing". */
export function wonBy(obs: Pick<Observation, 'outcome' | 'players' | 'basicGoal' | 'config'>, seat: Seat): string {
  const o = obs.outcome;
  if (!o) return '';
  if (o.reason === 'lastStanding') return 'as the last player standing';
  if (o.reason === 'longGame') return o.scores?.[seat] !== undefined ? `with ${count(o.scores[seat], 'point')}` : 'with the best score';
  const goal = o.goals[seat];
  if (goal === 'basic') return `by the basic goal (${count(obs.basicGoal, 'card')}, the Illuminati included)`;
  if (goal !== 'special') return '';
  const p = obs.players[seat];
  // The UFOs' borrowed goal, or everyone's secret goal under hidden goals; else the printed one.
  const borrowed = p?.borrowedGoal ?? null;
  const own = p?.illuminati ?? null;
  const source = borrowed ?? (own && illuminati(own).goal.kind !== 'borrowed' && !obs.config.hiddenGoals ? own : null);
  if (!source) return 'by a special goal';
  const whose = borrowed && (obs.config.hiddenGoals || own === 'ufos') ? `the secret goal, that of ${cardRef(source)}` : `the special goal of ${cardRef(source)}`;
  return `by ${whose} (${goalWords(source)})`;
}

/** One sentence on why the game ended, for the end screen. */
export function endReason(o: Outcome): string {
  switch (o.reason) {
    case 'goal':
      return o.winners.length > 1 ? 'Goals were reached at the end of the same turn: the victory is shared.' : 'A goal was reached at the end of a turn.';
    case 'lastStanding':
      return 'Every other player was eliminated or left the game: the last player standing wins.';
    case 'noPlayers':
      return 'The last players were eliminated by the same action: nobody is left, nobody wins.';
    case 'capped':
      return 'The turn limit was reached without a winner.';
    case 'longGame':
      return 'The long game was scored: the largest, most powerful structure wins.';
  }
}

/** The message board's sentence for the end of the game. `how` says how a winner won (wonBy), when the outcome is known. */
export function gameOverSentence(winners: readonly Seat[], reason: string, seatName: SeatNamer, how?: (seat: Seat) => string): string {
  if (reason === 'noPlayers') return 'The game is over: the last players were eliminated by the same action, so nobody is left and nobody wins.';
  if (reason === 'capped' && winners.length === 0) return 'The game is over: the turn limit was reached and nobody wins.';
  if (winners.length === 0) return 'The game is over: nobody wins.';
  const ways = winners.map((s) => ({ name: seatName(s), way: how?.(s) ?? '' }));
  if (reason === 'lastStanding') return `The game is over: ${ways[0].name} wins as the last player standing.`;
  const fallback = reason === 'goal' ? 'by reaching a goal' : reason === 'longGame' ? 'with the best score' : '';
  if (ways.length === 1) return `The game is over: ${ways[0].name} wins ${ways[0].way || fallback}.`.replace(/ \./, '.');
  const parts = ways.map((w) => (w.way ? `${w.name} (${w.way})` : w.name));
  return `The game is over: ${listOf(parts)} share the victory${ways.every((w) => w.way) ? '' : ` ${fallback}`}.`.replace(/ \./, '.');
}
