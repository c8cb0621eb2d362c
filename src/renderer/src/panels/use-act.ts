// Sending an action from any panel: a confirmation first when the action is irreversible
// (logic/confirm.ts), then the table store, which keeps the host's refusal text on screen.
import { ref } from 'vue';
import type { Action } from '../../../shared/engine';
import type { Built } from '../logic/action-forms';
import { confirmationFor } from '../logic/confirm';
import { useTableStore } from '../stores/table';
import { useUiStore } from '../stores/ui';

export function useAct() {
  const table = useTableStore();
  const ui = useUiStore();
  /** The builder's complaint about the form, shown next to it (host refusals live in table.error). */
  const formError = ref<string | null>(null);

  /**
   * `confirmed`: the panel that sends is itself the question, with the confirmation's warning in
   * it (the attack popover on the table, issue 35: an attack was confirmed twice).
   */
  async function send(action: Action, opts: { confirmed?: boolean } = {}): Promise<boolean> {
    formError.value = null;
    const v = table.view;
    if (!v || typeof table.viewer !== 'number') return false;
    const c = opts.confirmed ? null : confirmationFor(action, { seatName: table.seatName, turn: v.observation.turn, seat: table.viewer });
    if (c && !(await ui.ask(c))) return false;
    return table.act(action);
  }

  async function sendBuilt(b: Built, opts: { confirmed?: boolean } = {}): Promise<boolean> {
    if (!b.ok) {
      formError.value = b.error;
      return false;
    }
    return send(b.action, opts);
  }

  return { send, sendBuilt, formError };
}
