// The hint on screen (issue 20): asked of the host for the viewer's seat at the current move
// (game:hint), kept with the move it was worked out for. It shows only while the table is still at
// that move for that seat: once the game moves on (any action, an undo, another viewer behind the
// hot-seat curtain, another game) it is stale and disappears by itself, and an answer that comes
// back after that is dropped. A LAN host that does not allow hints refuses with a code: the button
// then rests, with the reason, until the next move.
import { defineStore } from 'pinia';
import type { Hint } from '../../../shared/protocol/hint';
import { errorText } from '../i18n/errors';
import { hintArrow, hintCards } from '../logic/hint-text';
import { connection } from '../transport/current';
import { draftedAction } from '../logic/hint-draft';
import { useTableStore } from './table';
import { useUiStore } from './ui';

/** Where the table stands: the game, the seat on screen and the move. */
function placeOf(table: ReturnType<typeof useTableStore>): string | null {
  const v = table.view;
  return v && typeof table.viewer === 'number' ? `${table.gameId}|${table.viewer}|${v.seq}` : null;
}

export const useHintStore = defineStore('hint', {
  state: () => ({
    hint: null as Hint | null,
    /** placeOf() when the hint (or the question) was made. */
    place: null as string | null,
    thinking: false,
    error: null as string | null,
    /** Where the host refused hints (a LAN host that does not allow them): the button rests until the next move, when the host may have changed its mind. */
    offAt: null as string | null,
  }),
  getters: {
    /** The hint, while the table is where it was worked out. */
    current(): Hint | null {
      return this.hint && this.place === placeOf(useTableStore()) ? this.hint : null;
    },
    /** The question is still out for the table as it stands. */
    waiting(): boolean {
      return this.thinking && this.place === placeOf(useTableStore());
    },
    /** The refusal, for the table as it stands. */
    problem(): string | null {
      return this.error && this.place === placeOf(useTableStore()) ? this.error : null;
    },
    off(): boolean {
      return this.offAt !== null && this.offAt === placeOf(useTableStore());
    },
    /** Cards the table highlights for the hint. */
    cards(): string[] {
      const h = this.current;
      const obs = useTableStore().view?.observation;
      return h && obs ? hintCards(h.action, obs) : [];
    },
    /** The place of a hinted placement or move: its group and the arrow to light. */
    arrow(): { group: string; key: string } | null {
      const h = this.current;
      const obs = useTableStore().view?.observation;
      return h && obs ? hintArrow(h.action, obs) : null;
    },
  },
  actions: {
    async ask(): Promise<void> {
      const table = useTableStore();
      const place = placeOf(table);
      const v = table.view;
      if (!place || !v || typeof table.viewer !== 'number') return;
      this.$patch({ hint: null, place, thinking: true, error: null });
      // A move drafted on the table or in a form is compared with the bot's (issue 36).
      const ui = useUiStore();
      const draft = draftedAction({ form: ui.form, popover: ui.popover, draft: ui.draft, amount: ui.amount, attacks: table.menu.attacks });
      const r = await connection().request('game:hint', { seat: table.viewer, seq: v.seq, ...(draft ? { draft } : {}) });
      // Asked again meanwhile, or the table moved on: this answer is for nobody.
      if (this.place !== place) return;
      this.thinking = false;
      if (placeOf(table) !== place) return;
      if (!r.ok) {
        this.error = errorText(r);
        if (r.code === 'hint.off') this.offAt = place;
        return;
      }
      this.hint = r.value;
    },

    dismiss(): void {
      this.$patch({ hint: null, error: null });
    },
  },
});
