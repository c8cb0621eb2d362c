// What the news panels show (issue 39): the message board and the players panel read the table's
// view and log from here, not from the table store. They follow it one frame later: a change of
// the game first redraws the table and the player's own controls (the action bar, the attack in
// progress, the hand: they stay on the table store and never lag), and the panels that only tell
// what happened update in the task after that frame. One long task per change, which made the
// dice and every animation stutter at each move of a bot on a crowded table, becomes two short
// ones. Nothing is lost or reordered: the panels always end on the table's latest view and log.
//
// While a roll's dice are in the air (ui.rolling), the news panels hold what they showed before the
// roll's change came, and catch up when the dice land: as at a real table, the board does not tell
// the result before the dice do (and the table holds still the same way: stores/shown-table.ts). Another game or another viewer (the hot-seat curtain, a LAN seat) is
// shown at once: the panels never show one seat's news under another's view.
import { defineStore } from 'pinia';
import { shallowRef, watch } from 'vue';
import type { ShownView } from '../../../shared/protocol/shown-view';
import type { LogEntry } from '../../../shared/protocol/messages';
import { useTableStore } from './table';
import { useUiStore } from './ui';

/** Runs `catchUp` later: by default in the task after the next frame. */
export type NewsScheduler = (catchUp: () => void) => void;

const afterNextFrame: NewsScheduler = (catchUp) => {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(catchUp, 0));
  else setTimeout(catchUp, 0);
};
let scheduler: NewsScheduler = afterNextFrame;

/** Tests drive the follow-up themselves (null: back to the frame's). */
export function setNewsScheduler(s: NewsScheduler | null): void {
  scheduler = s ?? afterNextFrame;
}

/** The entries shown while the roll at `rolling` is in the air: those before it. */
function heldLog(log: LogEntry[], rolling: number | null): LogEntry[] {
  if (rolling === null || !log.length || log[log.length - 1].index < rolling) return log;
  return log.filter((e) => e.index < rolling);
}

/** The same entries (the log only grows at its end: the same length and last entry say it). */
function sameEntries(a: readonly LogEntry[], b: readonly LogEntry[]): boolean {
  return a.length === b.length && a[0] === b[0] && a[a.length - 1] === b[b.length - 1];
}

export const useNewsStore = defineStore('news', () => {
  const table = useTableStore();
  const ui = useUiStore();
  /** The view the news panels show (null when the table shows none). */
  const view = shallowRef<ShownView | null>(table.view);
  /** The board's log: the table's, up to the roll in the air. Kept as the same array while nothing new shows. */
  const log = shallowRef<LogEntry[]>(heldLog(table.log, ui.rolling));
  let queued = false;

  function catchUp(): void {
    queued = false;
    // Queued before a roll came: it waits for the dice too (the standings would tell the result).
    const now = table.view;
    const shown = view.value;
    if (ui.rolling !== null && now && shown && now.gameId === shown.gameId && now.viewer === shown.viewer) return;
    view.value = table.view;
    const next = heldLog(table.log, ui.rolling);
    if (!sameEntries(log.value, next)) log.value = next;
  }

  watch([() => table.view, () => table.log, () => ui.rolling], () => {
    const now = table.view;
    const shown = view.value;
    if (!now || !shown || now.gameId !== shown.gameId || now.viewer !== shown.viewer) return catchUp();
    // While the dice are in the air nothing new is told, not even the passes that came with the
    // roll: they show with it when the dice land, in one catch-up (a task less in the tumble).
    if (ui.rolling !== null) return;
    if (queued) return;
    queued = true;
    scheduler(catchUp);
  });

  return { view, log, catchUp };
});
