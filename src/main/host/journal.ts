// The write-ahead journal of the open game (issue 23): nothing accepted is ever lost. Every accepted
// action is appended to autosave.journal and made durable before the host tells anyone about it
// (the acting client's reply, the pushes, any view). At turn ends (once it holds COMPACT_AFTER
// actions), at the game's end, on undo, new game, load and quit the journal is compacted: the whole game goes into autosave.json (atomically: temp file, fsync, rename, fsync
// of the folder), which names a fresh journal by its id. The order makes every crash safe:
//   1. the new autosave (journal id X) replaces the old one; a crash here leaves the old journal
//      (id W) on disk, whose actions the new save already holds, so recovery ignores it;
//   2. the fresh journal X (its header only) replaces the old one;
//   3. actions are appended to X.
// When the folder cannot be written (a full disk, a read-only folder) the game goes on in memory:
// `trouble` says so (the table shows it and offers to save elsewhere), and every later turn end
// tries again; a successful compaction clears it.
import { randomBytes } from 'node:crypto';
import type { Action, Seat } from '../../shared/engine';
import type { HostSave } from './envelope';
import { entryLine, headerLine } from './journal-format';
import { diskError, JournalWriter, type Disk } from './journal-writer';
import { recoverAutosave, type Recovered } from './recovery';
import type { SaveStore } from './save-store';

export interface JournalHooks {
  /** The data folder cannot be written (what failed, in words), or can again (null). */
  trouble(text: string | null): void;
  /** The host's log (recovery, disk trouble). */
  log(line: string): void;
}

/**
 * Journal lines after which the next turn end compacts. Compacting at every turn end rewrote the
 * whole game (four fsyncs) several times a second with bots at instant speed and cost 40-60% of
 * the host's throughput (issue 23's limit is 20%); 200 actions are a few turns of a game and
 * replay in milliseconds at recovery.
 */
export const COMPACT_AFTER = 200;

export class Journal {
  private writer: JournalWriter | null = null;
  /** Actions of the open game counted so far (the number of the last one appended). */
  private count = 0;
  /** Actions in the autosave (the journal holds those after them). */
  private base = 0;
  private _trouble: string | null = null;
  /** What the recovery at start could not bring back, for the player at Continue. */
  private startNote: string | null = null;

  constructor(
    private readonly store: SaveStore,
    private readonly disk: Disk,
    private readonly hooks: JournalHooks,
  ) {}

  /** A turn end should compact: the journal is long (COMPACT_AFTER), or the disk failed and a new autosave may succeed. */
  get due(): boolean {
    return this._trouble !== null || this.count - this.base >= COMPACT_AFTER;
  }

  /** Why the game is not being kept on disk now, or null. */
  get trouble(): string | null {
    return this._trouble;
  }

  /** Recovery at start: the last game's journal is folded into its autosave, so the folder holds it whole. */
  async recoverAtStart(): Promise<void> {
    const r = await recoverAutosave(this.store, this.hooks.log);
    this.startNote = r.note;
    if (r.parsed.ok && (r.fromJournal > 0 || r.note)) await this.compact(r.parsed.save);
    await this.stop();
  }

  /** Recovery at Continue: the autosave with its journal; the note says what could not be recovered (here or at start). */
  async recover(): Promise<Recovered> {
    await this.durable();
    const r = await recoverAutosave(this.store, this.hooks.log);
    const note = r.note ?? this.startNote;
    this.startNote = null;
    return { ...r, note };
  }

  /**
   * Writes `save` as the autosave and starts a fresh journal after it (a new, loaded or continued
   * game, an undo, a turn end, quitting). Resolves true when both are on disk. On failure the
   * previous journal goes on if it still can (nothing it holds is lost), and `trouble` says why.
   */
  async compact(save: HostSave): Promise<boolean> {
    await this.writer?.durable();
    const id = randomBytes(8).toString('hex');
    const base = save.game.actions.length;
    try {
      await this.disk.writeAtomic(this.store.autosavePath, JSON.stringify({ ...save, journal: id } satisfies HostSave));
    } catch (e) {
      // The old autosave and journal are untouched: if the journal still works, the game is safe.
      this.setTrouble(`The game could not be saved: ${diskError(e)}.`);
      return false;
    }
    const old = this.writer;
    this.writer = null;
    this.count = base;
    this.base = base;
    await old?.close();
    try {
      await this.disk.writeAtomic(this.store.journalPath, headerLine(id, base));
      const file = await this.disk.openAppend(this.store.journalPath);
      this.writer = new JournalWriter(file, (why) => this.setTrouble(`Moves can no longer be written to the disk: ${why}.`));
    } catch (e) {
      // The new autosave holds the whole game; only what follows has nowhere to go.
      this.setTrouble(`The game's journal could not be started: ${diskError(e)}.`);
      return false;
    }
    this.setTrouble(null);
    return true;
  }

  /**
   * Appends one accepted action (the engine's seq after it); resolves true once it is on disk,
   * false when it cannot be (the game goes on in memory and `trouble` says why). Never rejects.
   */
  append(seat: Seat, action: Action, seq: number): Promise<boolean> {
    this.count++;
    if (!this.writer) return Promise.resolve(false);
    return this.writer.append(entryLine({ n: this.count, seq, seat, action }));
  }

  /** Resolves once everything appended so far is on disk (true) or cannot be (false). */
  durable(): Promise<boolean> {
    return this.writer ? this.writer.durable() : Promise.resolve(false);
  }

  /** The open game is gone (closed, or the host stops): pending lines are finished, the file closed. */
  async stop(): Promise<void> {
    const w = this.writer;
    this.writer = null;
    await w?.close();
  }

  private setTrouble(text: string | null): void {
    if (text === this._trouble) return;
    this._trouble = text;
    if (text) this.hooks.log(`Disk trouble in ${this.store.dataDir}: ${text}`);
    this.hooks.trouble(text);
  }
}
