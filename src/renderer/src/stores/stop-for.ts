// "Stop for me in attack windows" (issue 34, Settings.stopFor): the one value the auto-pass
// (panels/use-auto-pass.ts) and the hot-seat quiet pass (stores/table.ts) read. It is this
// client's own choice wherever it plays, like its language:
// - a client with a host of its own (the desktop app, browser mode) keeps it in that host's
//   settings.json, also while it plays at another player's LAN host (the app's home host);
// - a page served by another player's LAN host has no host of its own: the choice is kept in the
//   browser's localStorage, which belongs to that page's address (one value per LAN host page).
// Another player's host never changes it. Where a new choice goes is decided in one place,
// stores/lan.ts `chooseStopFor` (it knows which host is this client's own); this store only holds
// the value and the page's own copy. Below the table store, so that the table may read it.
import { defineStore } from 'pinia';
import { DEFAULT_SETTINGS, STOP_FOR, type StopFor } from '../../../shared/protocol/messages';
import type { KeyValueStore } from '../logic/lan-join';

const KEY = 'illuminati.stopFor';

let storage: KeyValueStore | null | undefined;
/** Where a page without a host of its own keeps the choice (tests pass a map). */
export function setChoiceStorage(s: KeyValueStore | null): void {
  storage = s;
}

/** The browser's localStorage, or null where there is none or it is closed to the page (private modes). */
function local(): KeyValueStore | null {
  if (storage !== undefined) return storage;
  try {
    return (globalThis as { localStorage?: KeyValueStore }).localStorage ?? null;
  } catch {
    return null;
  }
}

export function isStopFor(v: unknown): v is StopFor {
  return typeof v === 'string' && (STOP_FOR as readonly string[]).includes(v);
}

export const useStopForStore = defineStore('stopFor', {
  state: () => ({ mode: DEFAULT_SETTINGS.stopFor as StopFor }),
  actions: {
    /** The value of this client's own settings.json (nothing when the host sent none). */
    fromSettings(m: StopFor | undefined) {
      if (isStopFor(m)) this.mode = m;
    },
    /** A page served by another player's host: the choice this browser kept for it, if any. */
    recallLocal() {
      let v: string | null = null;
      try {
        v = local()?.getItem(KEY) ?? null;
      } catch {
        v = null;
      }
      if (isStopFor(v)) this.mode = v;
    },
    /** A page served by another player's host: keep the choice in this browser (and use it now). */
    keepLocal(m: StopFor) {
      this.mode = m;
      try {
        local()?.setItem(KEY, m);
      } catch {
        // A browser that keeps nothing (private mode, full storage): the choice holds for this page's life.
      }
    },
  },
});
