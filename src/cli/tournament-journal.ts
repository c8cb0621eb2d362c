// `cli tournament --journal FILE` (issue 38): a long tournament kept game by game, so that it can
// stop (a session ends, the machine is needed, a crash) and go on later where it stopped. Since
// every decision is a fixed amount of work, game i of a tournament is the same game on any run, so
// games played in several sittings add up to the one tournament. The file is JSON lines: first a
// header with everything that decides the games (players, seed, seats, turn cap, work, and a hash
// of the bundled bot and game workers, the code that plays), then one line per finished game. A
// journal written by other settings or another build of the bots is refused with the difference
// named; a line cut short by a crash is dropped (its game is played again).
import { createHash } from 'node:crypto';
import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { WorkBudget } from '../shared/ai/types';
import type { BotGameResult } from '../server/bots/game';
import { UsageError } from './args';

export interface JournalHeader {
  kind: 'illuminati-tournament-journal';
  version: 1;
  players: number;
  seed: string;
  seats: string[];
  turnCap: number;
  work: Partial<WorkBudget> | null;
  /** sha256 of the game and bot worker bundles that play the games. */
  build: string;
}

export interface Journal {
  /** Games already played, by index. */
  finished: Map<number, BotGameResult>;
  /** Lines dropped because a crash cut them short. */
  dropped: number;
  /** Keeps one more finished game. */
  record(index: number, result: BotGameResult): void;
}

/** The hash of the files that decide how the bots play (the bundled workers). */
export function buildHash(files: readonly URL[]): string {
  const h = createHash('sha256');
  for (const f of files) h.update(readFileSync(fileURLToPath(f)));
  return h.digest('hex').slice(0, 16);
}

const FIELDS = ['players', 'seed', 'seats', 'turnCap', 'work', 'build'] as const;

/** Opens (or starts) the journal at `path` for a tournament with `header`; refuses another tournament's. */
export function openJournal(path: string, header: JournalHeader): Journal {
  const finished = new Map<number, BotGameResult>();
  let dropped = 0;
  if (existsSync(path)) {
    const lines = readFileSync(path, 'utf8').split('\n').filter((l) => l.trim() !== '');
    let old: JournalHeader | null = null;
    try {
      old = JSON.parse(lines[0] ?? '') as JournalHeader;
    } catch {
      old = null;
    }
    if (!old || old.kind !== header.kind || old.version !== header.version) throw new UsageError(`${path} is not a tournament journal (its first line is not one's header).`);
    for (const f of FIELDS) {
      const was = JSON.stringify(old[f]);
      const now = JSON.stringify(header[f]);
      if (was !== now) throw new UsageError(`${path} was written by another tournament: its ${f === 'build' ? 'bots\' build' : f} is ${was}, this run's is ${now}. Use another file, or the same settings and build to go on with it.`);
    }
    for (const line of lines.slice(1)) {
      try {
        const g = JSON.parse(line) as { index: number; result: BotGameResult };
        if (!Number.isInteger(g.index) || !g.result) throw new Error('no game');
        finished.set(g.index, g.result);
      } catch {
        dropped++;
      }
    }
    // A torn last line has no newline after it: start the next record on a line of its own.
    if (!readFileSync(path, 'utf8').endsWith('\n')) appendFileSync(path, '\n');
  } else {
    writeFileSync(path, JSON.stringify(header) + '\n');
  }
  return {
    finished,
    dropped,
    record(index, result) {
      appendFileSync(path, JSON.stringify({ index, result }) + '\n');
    },
  };
}
