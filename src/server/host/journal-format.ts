// The lines of the game journal (issue 23): `<crc32 as 8 hex digits> <JSON>\n`. The first line is
// the header (which journal this is and how many actions its save already holds); every other line
// is one accepted action with its number in the game (n, from 1), the engine's seq after it, the
// seat and the action. A line is trusted only when its checksum matches, so a torn write (the
// process or the machine died in the middle of it) or a damaged sector is recognised.
import { crc32 } from 'node:zlib';
import type { Action, Seat } from '../../shared/engine';
import { actionShapeError } from '../../shared/protocol/action-schema';
import { fits, isPlainObject, shape, text, whole } from '../../shared/protocol/schema';
import { hasHeader, header, type FileFormat } from '../../shared/file-header';

/** The journal's first line (its header: which journal, and how many actions its save holds). */
export const JOURNAL_FILE = { format: 'illuminati-journal', version: 1, noun: 'journal' } as const satisfies FileFormat;
export const JOURNAL_FORMAT = JOURNAL_FILE.format;
export const JOURNAL_VERSION = JOURNAL_FILE.version;

export interface JournalHeader {
  format: typeof JOURNAL_FORMAT;
  version: number;
  /** Names the journal; the autosave written with it carries the same id (HostSave.journal). */
  id: string;
  /** Actions already in that autosave: the journal's first action is number base + 1. */
  base: number;
}

export interface JournalEntry {
  n: number;
  seq: number;
  seat: Seat;
  action: Action;
}

function checksum(body: string): string {
  return crc32(Buffer.from(body, 'utf8')).toString(16).padStart(8, '0');
}

function line(data: object): string {
  const body = JSON.stringify(data);
  return `${checksum(body)} ${body}\n`;
}

export function headerLine(id: string, base: number): string {
  return line({ ...header(JOURNAL_FILE), id, base } satisfies JournalHeader);
}

export function entryLine(e: JournalEntry): string {
  return line({ n: e.n, seq: e.seq, seat: e.seat, action: e.action });
}

/** The JSON of a line whose checksum matches, or null. */
function body(text: string): unknown {
  const m = /^([0-9a-f]{8}) (.*)$/s.exec(text);
  if (!m || checksum(m[2]) !== m[1]) return null;
  try {
    return JSON.parse(m[2]);
  } catch {
    return null;
  }
}

export interface ReadJournal {
  header: JournalHeader | null;
  /**
   * The good actions in the order of the file: each line trusted by its own checksum, also after a
   * damaged header or line (issue 40; recovery.ts takes those that continue the autosave).
   */
  entries: JournalEntry[];
  /** The last line was torn or damaged and was left out (for the log). */
  dropped: string | null;
  /** The first damaged line or gap before the end (for the player); the lines after it were still read. */
  stopped: string | null;
}

/** Reads a journal's text; `players` bounds the seats. Never throws. */
export function readJournal(text: string, players: number): ReadJournal {
  const out: ReadJournal = { header: null, entries: [], dropped: null, stopped: null };
  const lines = text.split('\n');
  // A complete line ends with '\n': what follows the last one is a write the crash cut short.
  const tail = lines.pop() ?? '';
  if (tail !== '') out.dropped = `the last line was cut short (${tail.length} bytes), as a crash in the middle of a write leaves it`;
  const head = lines.length ? body(lines[0]) : null;
  if (isHeader(head)) out.header = head;
  else out.stopped = lines.length ? 'its first line is damaged' : 'it is empty';
  // The number the next line should carry; null after damage, until a good line names it again.
  let expected: number | null = out.header ? out.header.base + 1 : null;
  for (let i = 1; i < lines.length; i++) {
    const data = body(lines[i]);
    const why = data === null ? 'its checksum does not match' : entryError(data, null, players);
    if (!why) {
      const e = data as JournalEntry;
      // A good line after a gap is kept (its own checksum vouches for it); the gap is reported.
      if (expected !== null && e.n !== expected) out.stopped ??= `line ${i + 1} (action ${expected}) is damaged: it is action ${e.n} where action ${expected} was due (a gap)`;
      out.entries.push(e);
      expected = e.n + 1;
      continue;
    }
    const which = expected === null ? `line ${i + 1}` : `line ${i + 1} (action ${expected})`;
    if (i === lines.length - 1 && !out.dropped) out.dropped = `the last line${expected === null ? '' : ` (action ${expected})`} was damaged: ${why}`;
    else out.stopped ??= `${which} is damaged: ${why}`;
    expected = null;
  }
  return out;
}

const HEADER_FIELDS = shape({ id: text, base: whole(0) });

function isHeader(x: unknown): x is JournalHeader {
  return hasHeader(x, JOURNAL_FILE) && fits(HEADER_FIELDS, x);
}

function entryError(x: unknown, expected: number | null, players: number): string | null {
  if (!isPlainObject(x)) return 'it is not an action';
  if (expected === null ? !Number.isInteger(x.n) || (x.n as number) < 1 : x.n !== expected) return `it is action ${String(x.n)} where action ${expected ?? '1 or more'} was due (a gap)`;
  if (!Number.isInteger(x.seq) || (x.seq as number) < 1) return 'it has no valid seq';
  if (!Number.isInteger(x.seat) || (x.seat as number) < 0 || (x.seat as number) >= players) return `it names seat ${String(x.seat)}`;
  return actionShapeError(x.action, `action ${expected}`);
}
