// The move a player has drafted (issue 36): an attack being built (form or table popover, with its
// aiders and privilege), a transfer or a placement being asked about on the table with its amount.
// "Hint" compares it with the bot's choice. Null when nothing complete is drafted.
import type { Action } from '../../../shared/engine';
import { buildDraft, type AttackDraft } from './attack-draft';
import type { Legal } from './action-menu';
import type { TablePopover } from '../stores/ui';

export interface DraftSources {
  form: string | null;
  popover: TablePopover | null;
  draft: AttackDraft;
  amount: number;
  attacks: readonly Legal<'attack'>[];
}

export function draftedAction(d: DraftSources): Action | null {
  // A drag's kind (free or as an action) may not be chosen yet (issue 35): no draft until it is.
  if (d.popover?.kind === 'transfer') return d.amount > 0 && d.popover.free !== null ? { type: 'transferMoney', from: d.popover.from, to: d.popover.to, amount: d.amount, free: d.popover.free } : null;
  if (d.popover?.kind === 'place') return { type: 'placeCaptured', arrow: d.popover.arrow, transfer: Math.max(0, d.amount) };
  if (d.form === 'attack' || d.popover?.kind === 'attack') {
    const b = buildDraft(d.attacks, d.draft);
    return b.ok ? b.action : null;
  }
  return null;
}
