// What the message board shows: a log for one viewer, the observation its sentences are worded
// against and the players' names. The open game's comes from the table store; the replay viewer
// passes the log up to the step it shows.
import type { Observation, Viewer } from '../../../shared/engine';
import type { LogEntry } from '../../../shared/protocol/messages';

export interface LogBoard {
  log: LogEntry[];
  observation: Observation | null;
  seatName: (seat: number) => string;
  viewer: Viewer | null;
}
