// The view the table canvas shows (issue 39). It is the table store's view, except while a roll's
// dice are in the air (ui.rolling): then the table stays as it was before the roll, and whatever
// came meanwhile (the roll's result, the players' answers, a card drawn) is laid out and animated
// once the dice land, as one change. A player watching the dice sees nothing else move anyway (the
// table's moves already waited for the dice: anim/plan.ts), and a real table does not change while
// the dice are in the air; the message board holds the same way (stores/news.ts). What this buys
// is a smooth tumble: each change laid out during it cost a task and a canvas commit that missed a
// frame or two on a crowded table (bench:ui's dice window). The player's own controls (the action
// bar, the attack in progress, the hand) read the table store and never wait.
//
// Another game or another viewer (the hot-seat curtain, a LAN seat) is shown at once, and so is
// everything when no roll is in the air or when the viewer must decide. Under reduced motion or at instant speed the dice land at
// their first frame (dice.ts), so the table waits one frame at most.
import { defineStore } from 'pinia';
import { shallowRef, watch } from 'vue';
import type { ShownView } from '../../../shared/protocol/shown-view';
import { useTableStore } from './table';
import { useUiStore } from './ui';

export const useShownTableStore = defineStore('shownTable', () => {
  const table = useTableStore();
  const ui = useUiStore();
  /** The view on the canvas (null when the table shows none). */
  const view = shallowRef<ShownView | null>(table.view);

  // Flushed before the components render (Vue's default): the table store sets its view and the
  // roll in one action, so a roll's own change is held from the start, and a change with no roll
  // in the air reaches the canvas in the same render as before.
  // The player who must decide now sees the table as it is, dice or not: his own moves never wait
  // (a turn that begins while a bot's dice tumble, an answer asked of him).
  watch([() => table.view, () => ui.rolling], ([now, rolling]) => {
    const shown = view.value;
    const mine = !!now && typeof now.viewer === 'number' && now.deciding.includes(now.viewer);
    if (rolling === null || mine || !now || !shown || now.gameId !== shown.gameId || now.viewer !== shown.viewer) view.value = now;
  });

  return { view };
});
