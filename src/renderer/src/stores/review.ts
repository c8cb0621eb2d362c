// The game review on screen (issue 36): started for the kept game in the replay viewer, its
// progress asked of the host while it runs (a progress bar; Cancel stops it), then the review itself,
// which the host keeps with the replay. A rated decision picked in the list is shown on the table:
// the viewer jumps to the step before it and the bot's choice is highlighted.
import { defineStore } from 'pinia';
import type { RatedDecision, ReviewStatus } from '../../../shared/protocol/review';
import { errorText } from '../i18n/errors';
import { connection } from '../transport/current';

/** How often a running review is asked about. */
const POLL_MS = 400;

let timer: ReturnType<typeof setTimeout> | null = null;

export const useReviewStore = defineStore('review', {
  state: () => ({
    /** The kept game (replay id) the status is for. */
    id: null as string | null,
    status: null as ReviewStatus | null,
    error: null as string | null,
    /** The review is shown in the side column (instead of the log). */
    shown: false,
    picked: null as RatedDecision | null,
  }),
  actions: {
    /** The replay viewer opened `id` (null: a save, which has no review). */
    async load(id: string | null) {
      this.stopPolling();
      this.$patch({ id, status: null, error: null, picked: null });
      if (!id) return;
      await this.ask('review:status');
    },
    async start() {
      await this.ask('review:start');
    },
    async cancel() {
      this.stopPolling();
      await this.ask('review:cancel');
    },
    pick(d: RatedDecision | null) {
      this.picked = d;
    },
    toggle(on?: boolean) {
      this.shown = on ?? !this.shown;
    },
    async ask(kind: 'review:status' | 'review:start' | 'review:cancel'): Promise<void> {
      const id = this.id;
      if (!id) return;
      const r = await connection().request(kind, { id });
      if (id !== this.id) return;
      if (!r.ok) return void (this.error = errorText(r));
      this.error = null;
      this.status = r.value;
      this.stopPolling();
      if (r.value.state === 'running') timer = setTimeout(() => void this.ask('review:status'), POLL_MS);
    },
    stopPolling() {
      if (timer) clearTimeout(timer);
      timer = null;
    },
  },
});
