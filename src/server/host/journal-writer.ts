// Appends journal lines with group commit (issue 23): a line handed over while a sync is running
// waits for the next write + fdatasync, which takes every line that arrived meanwhile at once. So
// a bot game at instant speed costs one sync per burst of actions, not one per action, and every
// caller still learns exactly when its own line is on disk.
import { open } from 'node:fs/promises';
import { writeFileAtomic } from './atomic-file';

/** The file operations of the journal and the autosave (tests pass failing ones: full disk, read-only folder). */
export interface Disk {
  /** Replaces a whole file atomically (atomic-file.ts). */
  writeAtomic(path: string, text: string): Promise<void>;
  /** Opens a file for appending. */
  openAppend(path: string): Promise<AppendFile>;
}

export interface AppendFile {
  write(text: string): Promise<void>;
  /** Flushes the data written so far to the disk (fdatasync). */
  sync(): Promise<void>;
  close(): Promise<void>;
}

export const realDisk: Disk = {
  writeAtomic: writeFileAtomic,
  async openAppend(path) {
    const handle = await open(path, 'a');
    return {
      write: async (text) => void (await handle.write(text)),
      sync: () => handle.datasync(),
      close: () => handle.close(),
    };
  },
};

/** What a failed file operation means to a player ("the disk is full"). */
export function diskError(e: unknown): string {
  const code = (e as NodeJS.ErrnoException)?.code;
  if (code === 'ENOSPC' || code === 'EDQUOT') return 'the disk is full';
  if (code === 'EROFS') return 'the folder is on a read-only disk';
  if (code === 'EACCES' || code === 'EPERM') return 'the folder may not be written';
  return code ? `${code}: ${(e as Error).message}` : String((e as Error)?.message ?? e);
}

interface Batch {
  text: string;
  done: Promise<boolean>;
  settle: (ok: boolean) => void;
}

function batch(): Batch {
  let settle!: (ok: boolean) => void;
  const done = new Promise<boolean>((resolve) => (settle = resolve));
  return { text: '', done, settle };
}

export class JournalWriter {
  private next = batch();
  /** The batch being written and synced now, if any. */
  private current: Batch | null = null;
  private running: Promise<void> | null = null;
  /** Why the file cannot be written any more (the first failure); null while it works. */
  private _broken: string | null = null;
  private closed = false;

  /**
   * @param file the open journal (its header is already durable)
   * @param onFailure told once, at the first failed write or sync
   */
  constructor(
    private readonly file: AppendFile,
    private readonly onFailure: (message: string) => void,
  ) {}

  get broken(): string | null {
    return this._broken;
  }

  /** Resolves true once `text` (whole lines) is on disk, false if it cannot be (see `broken`). Never rejects. */
  append(text: string): Promise<boolean> {
    if (this._broken || this.closed) return Promise.resolve(false);
    this.next.text += text;
    const { done } = this.next;
    this.running ??= this.run();
    return done;
  }

  /** Resolves once every line appended so far is on disk (true) or has failed (false). */
  durable(): Promise<boolean> {
    if (this.next.text) return this.next.done;
    return this.current ? this.current.done : Promise.resolve(!this._broken);
  }

  /** Waits for pending lines, then closes the file. */
  async close(): Promise<void> {
    await this.durable();
    this.closed = true;
    await this.file.close().catch(() => undefined);
  }

  private async run(): Promise<void> {
    while (this.next.text) {
      const b = this.next;
      this.current = b;
      this.next = batch();
      try {
        await this.file.write(b.text);
        await this.file.sync();
        b.settle(true);
      } catch (e) {
        this.fail(e as Error, b);
      }
    }
    this.current = null;
    this.running = null;
  }

  private fail(e: Error, b: Batch): void {
    this._broken = diskError(e);
    b.settle(false);
    // Lines that arrived meanwhile cannot follow a line that may be half written.
    const rest = this.next;
    this.next = batch();
    rest.settle(false);
    this.onFailure(this._broken);
  }
}
