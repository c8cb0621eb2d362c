// One entry of a game's log as a client receives it: its own module, since both the messages and
// the view patches (view-patch.ts) carry entries and neither may import the other.
import type { GameEvent } from '../engine';

export interface LogEntry {
  /** Position in the host's full event log (stable, increasing, with gaps for hidden events). */
  index: number;
  event: GameEvent;
}
