// The desktop app's log (issue 21): <platform log folder>/main.log, as Electron names the folder
// (app.setAppLogsPath(): ~/Library/Logs/Illuminati on macOS, <userData>/logs on Windows and
// Linux). Lines are appended synchronously (a crash loses none) and the file rotates by size:
// main.log becomes main.1.log, main.1.log becomes main.2.log ..., the oldest is dropped, so the
// folder never holds more than about (keep + 1) x maxBytes. Help > Open Log Folder shows it.
import { appendFileSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { AppLike } from '../electron-types';

export const LOG_FILE = 'main.log';

export interface LogOptions {
  /** Size at which the file rotates. */
  maxBytes?: number;
  /** Rotated files kept besides the current one. */
  keep?: number;
  now?: () => Date;
}

export type LogLevel = 'info' | 'warn' | 'error';

/** The platform's log folder, set as Electron's default for the app before it is read. */
export function logFolder(app: Pick<AppLike, 'setAppLogsPath' | 'getPath'>): string {
  app.setAppLogsPath();
  return app.getPath('logs');
}

export class RotatingLog {
  readonly path: string;
  private readonly maxBytes: number;
  private readonly keep: number;
  private readonly now: () => Date;
  private size: number | null = null;
  private broken = false;

  constructor(
    readonly dir: string,
    opts: LogOptions = {},
  ) {
    this.path = join(dir, LOG_FILE);
    this.maxBytes = opts.maxBytes ?? 1024 * 1024;
    this.keep = opts.keep ?? 3;
    this.now = opts.now ?? (() => new Date());
  }

  /** Path of the n-th rotated file (main.1.log is the most recent). */
  rotated(n: number): string {
    return join(this.dir, LOG_FILE.replace(/\.log$/, `.${n}.log`));
  }

  write(level: LogLevel, text: string): void {
    if (this.broken) return;
    // One line per entry whatever the text holds, so the file stays greppable.
    const line = `${this.now().toISOString()} ${level.toUpperCase().padEnd(5)} ${text.replace(/\r?\n/g, ' | ')}\n`;
    const bytes = Buffer.byteLength(line);
    try {
      if (this.size === null) {
        mkdirSync(this.dir, { recursive: true });
        this.size = fileSize(this.path);
      }
      if (this.size > 0 && this.size + bytes > this.maxBytes) this.rotate();
      appendFileSync(this.path, line);
      this.size += bytes;
    } catch (e) {
      // A log that cannot be written must never stop the game: say so once on the console.
      this.broken = true;
      console.error(`The log ${this.path} cannot be written (${(e as Error).message}); logging stops.`);
    }
  }

  info(text: string): void {
    this.write('info', text);
  }
  warn(text: string): void {
    this.write('warn', text);
  }
  error(text: string): void {
    this.write('error', text);
  }

  private rotate(): void {
    rmSync(this.rotated(this.keep), { force: true });
    for (let n = this.keep - 1; n >= 1; n--) renameIfThere(this.rotated(n), this.rotated(n + 1));
    if (this.keep >= 1) renameIfThere(this.path, this.rotated(1));
    else rmSync(this.path, { force: true });
    this.size = 0;
  }
}

function fileSize(path: string): number {
  try {
    return statSync(path).size;
  } catch {
    return 0;
  }
}

function renameIfThere(from: string, to: string): void {
  try {
    renameSync(from, to);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
  }
}
