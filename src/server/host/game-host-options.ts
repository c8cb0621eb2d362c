// What a GameHost is made with: its data folder and version, and the parts tests and benches replace
// (bots, hint bots, review runners, the clock, the disk, the log).
import type { Settings } from '../../shared/protocol/messages';
import type { BotSeats } from './bot-driver';
import type { HintBots } from './hints';
import type { Disk } from './journal-writer';
import type { MoveJudge, ReviewRunner } from './review-runner';

export interface GameHostOptions {
  /** Folder of settings.json, autosave.json and saves/ (created when first written). */
  dataDir: string;
  /** The app version, shown by the menu. */
  version: string;
  /** The bots of bot seats. Default: a BotHost running each bot in a worker thread (bot-worker.mjs next to the bundle). */
  bots?: BotSeats;
  /** The Hard bots behind hints (issue 20). Default: a BotHost of their own on the bots' worker bundle. */
  hintBots?: HintBots;
  /** Where game reviews and a hint's comparisons run (issue 36). Default: worker threads on the bots' bundle. */
  reviews?: ReviewRunner;
  judge?: MoveJudge;
  /** Settings that override the file for this run without being written (e.g. a test's bot speed). */
  initialSettings?: Partial<Settings>;
  /** Clock for save times (tests fix it). */
  now?: () => Date;
  /** The files of the autosave and its journal (tests simulate a full disk or a read-only folder). */
  disk?: Disk;
  /** Where recovery and disk trouble are logged. Default: console.warn. */
  log?: (line: string) => void;
}
