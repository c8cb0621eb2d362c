// The log a viewer has seen, grown by each pulled view. Entries are numbered by the host; pulls
// overlap when two happen close together, so merging drops the entries already held.
import type { LogEntry } from '../../../shared/protocol/messages';

export function nextLogIndex(log: readonly LogEntry[]): number {
  return log.length ? log[log.length - 1].index + 1 : 0;
}

export function mergeLog(log: readonly LogEntry[], incoming: readonly LogEntry[]): LogEntry[] {
  const from = nextLogIndex(log);
  const fresh = incoming.filter((e) => e.index >= from).sort((a, b) => a.index - b.index);
  const out = log.slice();
  for (const e of fresh) if (!out.length || e.index > out[out.length - 1].index) out.push(e);
  return out;
}

/** Older entries (a page of game:log) put before the ones held; entries already held are dropped. */
export function prependLog(older: readonly LogEntry[], log: readonly LogEntry[]): LogEntry[] {
  const first = log.length ? log[0].index : Infinity;
  return [...older.filter((e) => e.index < first).sort((a, b) => a.index - b.index), ...log];
}
