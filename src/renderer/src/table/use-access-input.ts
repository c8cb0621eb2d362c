// The hidden accessible list's input on the canvas (TableAccessList.vue): the entry with keyboard
// focus is read out, ringed and brought into view; Enter/Space activates it (a player: focus on
// him; a place: drop the group there; a card: select it, as a click does). `access` is the list's
// entries, the same object while none changed (the list is then not rendered again).
import { computed, type Ref } from 'vue';
import { keptAccessLists, type AccessItem } from './access-items';
import type { ArrowHighlight, TableLayout, WorldRect } from './sprites';
import type { Seat } from '../../../shared/engine';

export interface AccessInputOptions {
  table: Ref<TableLayout | null>;
  /** The layout without pointer flags (what the list names). */
  base: Ref<TableLayout | null>;
  nameOf: (id: string) => string;
  focused: Ref<string | null>;
  hovered: Ref<string | null>;
  selected: () => string | null;
  live: Ref<string>;
  cam: { revealRect: (r: WorldRect) => void; focusPlayer: (seat: Seat) => boolean };
  revealCard: (id: string) => boolean;
  drop: (h: ArrowHighlight) => void;
  emitHover: (id: string | null) => void;
  emitSelect: (id: string | null) => void;
}

export function useAccessInput(o: AccessInputOptions) {
  const access = computed(keptAccessLists(() => o.base.value, o.nameOf));

  function onInspect(item: AccessItem): void {
    o.live.value = item.describe();
    if (item.kind === 'player' && item.seat !== null) {
      const area = o.table.value?.players.find((a) => a.seat === item.seat);
      o.focused.value = null;
      if (area) o.cam.revealRect(area.rect);
      return;
    }
    if (item.kind === 'target' && item.target) {
      o.focused.value = item.target.master;
      o.cam.revealRect(item.target.slot);
      return;
    }
    o.focused.value = item.id;
    if (item.id) {
      o.revealCard(item.id);
      if (!o.hovered.value) o.emitHover(item.id);
    }
  }

  function onActivate(item: AccessItem): void {
    if (item.kind === 'player' && item.seat !== null) o.cam.focusPlayer(item.seat);
    else if (item.kind === 'target' && item.target) o.drop(item.target);
    else if (item.id) o.emitSelect(item.id !== o.selected() ? item.id : null);
  }

  function onListLeave(): void {
    o.focused.value = null;
    if (!o.hovered.value) o.emitHover(null);
  }

  return { access, onInspect, onActivate, onListLeave };
}
