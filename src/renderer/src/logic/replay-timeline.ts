// The replay viewer's timeline as pure functions (issue 20): which turn a step lies in, the log
// after a move along the timeline, the seats proposed for "take over from here", and the speeds.
import type { BotLevel } from '../../../shared/ai/types';
import type { LogEntry, SeatController } from '../../../shared/protocol/messages';
import type { TurnStart } from '../../../shared/protocol/replays';
import { mergeLog } from './log-merge';

/** Steps per second when playing. */
export const REPLAY_SPEEDS = [1, 2, 4, 8, 16] as const;
export type ReplaySpeed = (typeof REPLAY_SPEEDS)[number];

/** The turn that `step` lies in, given the first step of each turn (in order). */
export function turnAt(turnStarts: readonly TurnStart[], step: number): number {
  let turn = turnStarts[0]?.turn ?? 0;
  for (const t of turnStarts) if (t.step <= step) turn = t.turn;
  return turn;
}

/** The step a turn begins at (of the last turn before it, for a number the game skipped or never reached). */
export function stepOfTurn(turnStarts: readonly TurnStart[], turn: number): number {
  let step = turnStarts[0]?.step ?? 0;
  for (const t of turnStarts) if (t.turn <= turn) step = t.step;
  return step;
}

/**
 * The log once the host answered for another step: entries of later steps (index >= logEnd) go,
 * the new ones (sent from the index the request named) join.
 */
export function logAtStep(log: readonly LogEntry[], incoming: readonly LogEntry[], logEnd: number): LogEntry[] {
  return mergeLog(
    log.filter((e) => e.index < logEnd),
    incoming,
  );
}

/** A step inside the game (0 the deal, `steps` the end). */
export function clampStep(step: number, steps: number): number {
  return Math.max(0, Math.min(steps, Math.round(step)));
}

/** Who plays each seat when taking over, as first proposed: as in the game, a LAN player by a human here. */
export function takeOverSeats(played: readonly SeatController[]): SeatController[] {
  return played.map((c) => (c.kind === 'bot' ? { ...c } : { kind: 'human' }));
}

/** A take-over choice as the form's select holds it: 'human' or 'bot:<level>'. */
export function seatChoice(c: SeatController): string {
  return c.kind === 'bot' ? `bot:${c.level}` : 'human';
}

/** The seat a choice stands for; a bot keeps the personality it had (balanced for a new one). */
export function fromChoice(choice: string, before: SeatController): SeatController {
  if (!choice.startsWith('bot:')) return { kind: 'human' };
  const level = choice.slice(4) as BotLevel;
  return { kind: 'bot', level, personality: before.kind === 'bot' ? before.personality : 'balanced' };
}
