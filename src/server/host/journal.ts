// The write-ahead journal of the open game (issue 23): nothing accepted is ever lost. Every accepted
// action is appended to autosave.journal and made durable before the host tells anyone about it
// (the acting client's reply, the pushes, any view).
//
// Compaction, in two sizes:
// - At turn ends the autosave catches up in the background (`fold`): the whole game goes into
//   autosave.json atomically (temp file, fsync, rename, fsync of the folder), naming the same
//   journal; recovery skips the journal lines the autosave already holds. Nothing waits for it.
// - The journal is started afresh (`compact`) for a new, loaded or continued game, an undo, on quit
//   and once it holds ROTATE_AFTER actions: the autosave names a new journal id and the journal
//   file is replaced by that journal's header. Requests wait for this one. Its order makes every
//   crash safe:
//     1. the new autosave (journal id X) replaces the old one; a crash here leaves the old journal
//        (id W) on disk, whose actions the new save already holds, so recovery ignores it;
//     2. the fresh journal X (its header only) replaces the old one;
//     3. actions are appended to X.
//   (Measured: starting the journal afresh at every turn end, four fsyncs each time under the
//   table's lock, cost 30-40% of the host's throughput with bots at instant speed.)
// When the folder cannot be written (a full disk, a read-only folder) the game goes on in memory:
// `trouble` says so (the table shows it and offers to save elsewhere), and every later turn end
// tries again; success clears it.
import { randomBytes } from 'node:crypto';
import type { Action, Seat } from '../../shared/engine';
import type { HostSave } from './envelope';
import { entryLine, headerLine } from './journal-format';
import { diskError, JournalWriter, type Disk } from './journal-writer';
import { recoverAutosave, type Recovered } from './recovery';
import type { SaveStore } from './save-store';
import type { DamagedFile } from '../../shared/protocol/messages';

export interface JournalHooks {
  /** The data folder cannot be written (what failed, in words), or can again (null). */
  trouble(text: string | null): void;
  /** The host's log (recovery, disk trouble). */
  log(line: string): void;
}

/** Journal lines after which a turn end starts the journal afresh (about 100 bytes each). */
export const ROTATE_AFTER = 5000;

export class Journal {
  private writer: JournalWriter | null = null;
  /** The id of the open journal (the autosave names it). */
  private id: string | null = null;
  /** Actions of the open game counted so far (the number of the last one appended). */
  private count = 0;
  /** Actions in the autosave when the journal was started. */
  private base = 0;
  /** The journal cannot be written, or the autosave could not be: what failed, in words. */
  private journalTrouble: string | null = null;
  private saveTrouble: string | null = null;
  private shown: string | null = null;
  /** The background write of the autosave under way, and the newer one waiting for it. */
  private saving: Promise<void> | null = null;
  private nextFold: (() => HostSave) | null = null;
  /** What the recovery at start could not bring back, for the player at Continue. */
  private startNote: string | null = null;

  constructor(
    private readonly store: SaveStore,
    private readonly disk: Disk,
    private readonly hooks: JournalHooks,
  ) {}

  /** Why the game is not being kept on disk now, or null. */
  get trouble(): string | null {
    return this.journalTrouble ?? this.saveTrouble;
  }

  /** A turn end should start the journal afresh (compact) rather than fold: it is long, or it failed and may work again. */
  get due(): boolean {
    return !this.writer || this.journalTrouble !== null || this.count - this.base >= ROTATE_AFTER;
  }

  /** Recovery at start: the last game's journal is folded into its autosave, so the folder holds it whole. */
  async recoverAtStart(): Promise<void> {
    const r = await recoverAutosave(this.store, this.hooks.log);
    if (r.parsed.ok && (r.fromJournal > 0 || r.logged)) await this.compact(r.parsed.save);
    await this.stop();
    this.startNote = r.note;
    this.startDamaged = r.damaged;
  }

  /** Damaged files the start's recovery kept aside (issue 40; the host's menu state lists them). */
  startDamaged: DamagedFile[] = [];

  /** Recovery at Continue: the autosave with its journal; the note says what could not be recovered (here or at start). */
  async recover(): Promise<Recovered> {
    await this.settled();
    const r = await recoverAutosave(this.store, this.hooks.log);
    const note = r.note ?? this.startNote;
    this.startNote = null;
    return { ...r, note };
  }

  /**
   * Writes `save` as the autosave and starts a fresh journal after it. Resolves true when both are
   * on disk. On failure the previous journal goes on if it still can (nothing it holds is lost),
   * and `trouble` says why.
   */
  async compact(save: HostSave): Promise<boolean> {
    // Another game (or this one, continued) replaces the one the start's recovery spoke of.
    this.startNote = null;
    this.nextFold = null;
    await this.settled();
    const id = randomBytes(8).toString('hex');
    const base = save.game.actions.length;
    try {
      await this.disk.writeAtomic(this.store.autosavePath, JSON.stringify({ ...save, journal: id } satisfies HostSave));
      this.saveTrouble = null;
    } catch (e) {
      // The old autosave and journal are untouched: if the journal still works, the game is safe.
      this.saveTrouble = `The game could not be saved: ${diskError(e)}.`;
      this.showTrouble();
      return false;
    }
    const old = this.writer;
    this.writer = null;
    this.id = null;
    this.count = base;
    this.base = base;
    await old?.close();
    try {
      await this.disk.writeAtomic(this.store.journalPath, headerLine(id, base));
      const file = await this.disk.openAppend(this.store.journalPath);
      this.writer = new JournalWriter(file, (why) => {
        this.journalTrouble = `Moves can no longer be written to the disk: ${why}.`;
        this.showTrouble();
      });
      this.id = id;
      this.journalTrouble = null;
    } catch (e) {
      // The new autosave holds the whole game; only what follows has nowhere to go.
      this.journalTrouble = `The game's journal could not be started: ${diskError(e)}.`;
    }
    this.showTrouble();
    return this.journalTrouble === null;
  }

  /**
   * At a turn end: the autosave catches up in the background with what `make` returns when the
   * write starts (the game as it is then: asked while a write runs, one write covers them all, and
   * a long game is not copied and serialised at every turn end).
   */
  fold(make: () => HostSave): void {
    if (!this.id) return;
    this.nextFold = make;
    this.saving ??= this.runFolds();
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

  /** Resolves once the journal is durable and no autosave is being written. */
  async settled(): Promise<void> {
    await this.durable();
    while (this.saving) await this.saving;
  }

  /** The open game is gone (closed, or the host stops): pending writes are finished, the file closed. */
  async stop(): Promise<void> {
    await this.settled();
    const w = this.writer;
    this.writer = null;
    this.id = null;
    await w?.close();
  }

  private async runFolds(): Promise<void> {
    while (this.nextFold && this.id) {
      const make = this.nextFold;
      this.nextFold = null;
      try {
        await this.disk.writeAtomic(this.store.autosavePath, JSON.stringify({ ...make(), journal: this.id } satisfies HostSave));
        this.saveTrouble = null;
      } catch (e) {
        this.saveTrouble = `The game could not be saved: ${diskError(e)}.`;
      }
      this.showTrouble();
    }
    this.saving = null;
  }

  private showTrouble(): void {
    const text = this.trouble;
    if (text === this.shown) return;
    this.shown = text;
    if (text) this.hooks.log(`Disk trouble in ${this.store.dataDir}: ${text}`);
    this.hooks.trouble(text);
  }
}
