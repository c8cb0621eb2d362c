// The message board's sentences, kept between updates. A long game's log holds thousands of
// entries; describing them all again on every view (each move of a bot) was a long task on a
// crowded table. The log only grows at its end, so only the new entries are described, with the
// describer (and its memory of the attack in progress) carried on from the last one. Anything
// that words every sentence differently (the language, the players' names, a finished game's
// winners) starts over.
import type { LogEntry } from '../../../shared/protocol/messages';
import { createDescriber, type DescribeContext, type Describer } from './describe';
import { seatsOf } from './classify';

export interface LogLine {
  index: number;
  event: LogEntry['event'];
  text: string;
  seat: number | null;
}

/**
 * Returns lines(log, context, key): the sentence of every entry. `key` names everything the
 * context words differently (same key, same context); a new key, or a log that is not the last
 * one grown at its end, describes everything again.
 */
export function createLogLines(): (log: readonly LogEntry[], ctx: DescribeContext, key: string) => LogLine[] {
  let lastKey: string | null = null;
  let say: Describer | null = null;
  let lines: LogLine[] = [];
  return (log, ctx, key) => {
    // The log grows only at its end (logic/log-merge.ts): the same first and last held entry say it.
    const n = lines.length;
    const grown = key === lastKey && say !== null && log.length >= n && (n === 0 || (log[0].index === lines[0].index && log[n - 1].index === lines[n - 1].index));
    if (!grown) {
      lastKey = key;
      say = createDescriber(ctx);
      lines = [];
    }
    const next = lines.slice();
    for (let i = lines.length; i < log.length; i++) {
      const e = log[i];
      next.push({ index: e.index, event: e.event, text: say!(e.event), seat: seatsOf(e.event)[0] ?? null });
    }
    lines = next;
    return lines;
  };
}
