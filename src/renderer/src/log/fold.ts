// The message board's items (issue 34): the passes of an attack or special-card window folded
// into one line ("Boris, Chen and Dana passed"), which unfolds on a click, and the client's own
// notes (the danger warnings) placed after the entry that was newest when they were said. Pure.
import type { BoardNote } from '../stores/board-notes';
import type { LogLine } from './lines';

export type BoardItem =
  | { kind: 'line'; key: string; line: LogLine }
  | { kind: 'passes'; key: string; lines: LogLine[]; seats: number[] }
  | { kind: 'note'; key: string; note: BoardNote };

/** Folds each run of two or more passes in a row; `open` names the runs (by first index) shown unfolded. */
export function foldPasses(lines: readonly LogLine[], open: ReadonlySet<string> = new Set()): BoardItem[] {
  const out: BoardItem[] = [];
  let run: LogLine[] = [];
  const flush = () => {
    const key = run.length ? `p${run[0].index}` : '';
    if (run.length >= 2 && !open.has(key)) {
      const seats: number[] = [];
      for (const l of run) if (l.seat !== null && !seats.includes(l.seat)) seats.push(l.seat);
      out.push({ kind: 'passes', key, lines: run, seats });
    } else for (const l of run) out.push({ kind: 'line', key: `l${l.index}`, line: l });
    run = [];
  };
  for (const l of lines) {
    if (l.event.type === 'floorPassed') run.push(l);
    else {
      flush();
      out.push({ kind: 'line', key: `l${l.index}`, line: l });
    }
  }
  flush();
  return out;
}

/** The index of an item's last log entry (notes: the entry they follow). */
function lastIndex(i: BoardItem): number {
  if (i.kind === 'line') return i.line.index;
  if (i.kind === 'passes') return i.lines[i.lines.length - 1].index;
  return i.note.after;
}

/** Puts each note after the last item whose entries it follows (notes older than every item first). */
export function withNotes(items: readonly BoardItem[], notes: readonly BoardNote[]): BoardItem[] {
  if (!notes.length) return items.slice();
  const out: BoardItem[] = [];
  let n = 0;
  const sorted = [...notes].sort((a, b) => a.after - b.after || a.id - b.id);
  for (const item of items) {
    while (n < sorted.length && sorted[n].after < firstIndex(item)) out.push(note(sorted[n++]));
    out.push(item);
  }
  while (n < sorted.length) out.push(note(sorted[n++]));
  return out;
  function note(x: BoardNote): BoardItem {
    return { kind: 'note', key: `n${x.id}`, note: x };
  }
  function firstIndex(i: BoardItem): number {
    if (i.kind === 'passes') return i.lines[0].index;
    return lastIndex(i);
  }
}

/** The same items in the same order, each showing the same: the same line objects, the same note (log/lines.ts keeps a line's object while it reads the same). */
export function sameItems(a: readonly BoardItem[], b: readonly BoardItem[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    const x = a[i];
    const y = b[i];
    if (x.kind !== y.kind || x.key !== y.key) return false;
    if (x.kind === 'line' && x.line !== (y as typeof x).line) return false;
    if (x.kind === 'note' && x.note !== (y as typeof x).note) return false;
    if (x.kind === 'passes') {
      const z = y as typeof x;
      if (x.seats.join() !== z.seats.join() || x.lines.length !== z.lines.length || x.lines.some((l, k) => l !== z.lines[k])) return false;
    }
  }
  return true;
}
