// UI state that is nobody else's business: what is selected or hovered, which cards the log asks
// the table to highlight, the attack being built, the open form or dialog, the dice to animate,
// and requests to the camera ("focus on this player", "fit all").
import { defineStore } from 'pinia';
import type { CommandId } from '../logic/action-menu';
import { emptyDraft, normalizeDraft, type AttackDraft } from '../logic/attack-draft';
import type { Confirmation } from '../logic/confirm';
import type { Legal } from '../logic/action-menu';
import type { Attach, Seat } from '../../../shared/engine';
import type { Side } from '../../../shared/cards';

/**
 * A question the table asks next to a card (play on the cards, issue 18): announce the attack
 * being built, how much money to move between two cards, how much to move onto a captured group.
 * The forms read the same draft (`draft`, `preset`), so both always show the same choice.
 */
export type TablePopover =
  | { kind: 'attack'; card: string }
  /** `free` null: the player has yet to say whether it is an action or a free transfer (both are possible). */
  | { kind: 'transfer'; card: string; from: string; to: string; max: number; free: boolean | null }
  /** `card`: the card the captured `group` goes onto (the question stands beside it). */
  | { kind: 'place'; card: string; group: string; arrow: Side; max: number };

/** A roll for the table's dice overlay (table/dice.ts DiceRoll): `id` is the log index of the roll. */
export interface DiceShow {
  id: number;
  dice: [number, number];
  needed: number;
  success: boolean;
  seat: Seat;
}

/** What the camera is asked to show: a player, the whole table, the default view, or one card (the tutorial's coach, issue 35). */
export type CameraFocus = Seat | 'all' | 'default' | { card: string };

export interface CameraRequest {
  key: number;
  focus: CameraFocus;
}

/** The longest the board waits for a roll's dice to land (dice.ts: the longest tumble, at slow speed, is 1,440 ms). */
export const LAND_AT_LATEST_MS = 2000;

interface PendingConfirm extends Confirmation {
  resolve: (yes: boolean) => void;
}

/** Each ui store's fallback timer for the roll in the air (showDice), gone with that roll. */
const landing = new WeakMap<object, ReturnType<typeof setTimeout>>();
function stopLanding(store: object): void {
  const timer = landing.get(store);
  if (timer !== undefined) clearTimeout(timer);
  landing.delete(store);
}

export const useUiStore = defineStore('ui', {
  state: () => ({
    selected: null as string | null,
    hovered: null as string | null,
    /** Cards named by the log entry under the pointer. */
    highlight: [] as string[],
    draft: emptyDraft() as AttackDraft,
    /** The form open in the action area (one at a time). */
    form: null as CommandId | null,
    confirm: null as PendingConfirm | null,
    dice: null as DiceShow | null,
    /**
     * The log index of the roll whose dice are still in the air, or null. The message board holds
     * that roll's entry and every later one until the dice land (stores/news.ts: no spoiler).
     */
    rolling: null as number | null,
    camera: null as CameraRequest | null,
    /** Hot-seat: the viewer chose to show the hand while not deciding. */
    handRevealed: false,
    /** A choice made elsewhere (a card in the hand, an arrow on the table) for the form being opened. */
    preset: null as string | null,
    /** The group the Move form is about: the table shows where it can go. */
    moving: null as string | null,
    /** The question asked on the table next to a card, if any. */
    popover: null as TablePopover | null,
    /**
     * The money amount being entered: the transfer or placement form and the table's question
     * edit this one field, so both always show the same amount.
     */
    amount: 0,
    /** The Bermuda Triangle's reorganisation being built (rows, masters first), by the form and on the table. */
    reorg: null as Attach[] | null,
  }),
  actions: {
    select(id: string | null) {
      this.selected = id;
    },
    hover(id: string | null) {
      this.hovered = id;
    },
    setHighlight(ids: readonly string[]) {
      this.highlight = [...ids];
    },
    openForm(id: CommandId | null, preset: string | null = null) {
      this.form = id;
      this.preset = preset;
      if (id !== 'move') this.moving = null;
      if (id !== 'reorganize') this.reorg = null;
    },
    /** Targets picked on the table go into the attack draft. */
    updateDraft(templates: readonly Legal<'attack'>[], change: Partial<AttackDraft>) {
      this.draft = normalizeDraft(templates, { ...this.draft, ...change });
    },
    resetDraft() {
      this.draft = emptyDraft();
      if (this.popover?.kind === 'attack') this.popover = null;
    },
    /** Asks a question on the table; a money question starts at `amount`. */
    openPopover(p: TablePopover | null, amount?: number) {
      this.popover = p;
      if (amount !== undefined) this.amount = amount;
    },
    /** Shows a confirmation dialog; resolves true when the player confirms. */
    ask(c: Confirmation): Promise<boolean> {
      this.confirm?.resolve(false);
      return new Promise((resolve) => {
        this.confirm = { ...c, resolve };
      });
    },
    answer(yes: boolean) {
      const c = this.confirm;
      this.confirm = null;
      c?.resolve(yes);
    },
    showDice(d: DiceShow) {
      this.dice = d;
      this.rolling = d.id;
      // The overlay says when the dice land (landDice); should it never (a roll it refuses to
      // draw), the board is not held longer than any tumble lasts (1.44 s at slow speed). Not
      // through the landDice action: Pinia makes a store's Pinia the active one whenever one of its
      // actions runs, and a timer that outlived its Pinia (one test's roll in a later test) switched
      // every store of the later one back to the old ones.
      stopLanding(this);
      const store = this;
      landing.set(this, setTimeout(() => {
        landing.delete(store);
        if (store.rolling === d.id) store.rolling = null;
      }, LAND_AT_LATEST_MS));
    },
    /** The dice of this roll lie still: its result may show everywhere. */
    landDice(id: number) {
      if (this.rolling !== id) return;
      this.rolling = null;
      stopLanding(this);
    },
    clearDice() {
      this.dice = null;
      this.rolling = null;
      stopLanding(this);
    },
    focusCamera(focus: CameraFocus) {
      this.camera = { key: (this.camera?.key ?? 0) + 1, focus };
    },
    /** Everything tied to one game or one viewer goes when the game or the viewer changes. */
    resetForViewer() {
      this.selected = null;
      this.hovered = null;
      this.highlight = [];
      this.draft = emptyDraft();
      this.form = null;
      this.preset = null;
      this.moving = null;
      this.popover = null;
      this.reorg = null;
      this.handRevealed = false;
      this.rolling = null;
      stopLanding(this);
      this.confirm?.resolve(false);
      this.confirm = null;
    },
  },
});
