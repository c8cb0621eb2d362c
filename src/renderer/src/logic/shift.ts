// The Orbital Mind Control Lasers' choices for one group: add, remove or flip one alignment. The
// legal action names the groups; the engine's shiftOptions gives each one's changes from the turn's
// shifts, which the player's Observation holds, so the renderer asks the rule rather than keeping a
// second copy of it.
import type { Alignment } from '../../../shared/cards';
import { shiftOptions, type TurnShifts } from '../../../shared/engine';
import { t } from '../i18n';

const alignmentName = (a: Alignment): string => t(`common.alignment.${a}`);

export interface ShiftChoice {
  add?: Alignment;
  remove?: Alignment;
  label: string;
}

/** The changes open for `target`, one of the legal action's targets, seen in `view` (the Observation). */
export function shiftChoices(target: string, view: TurnShifts): ShiftChoice[] {
  return shiftOptions(view, target).map((o) => ({
    ...o,
    label: t(`actions.shift.${o.add && o.remove ? 'flip' : o.add ? 'add' : 'remove'}`, { add: o.add ? alignmentName(o.add) : '', remove: o.remove ? alignmentName(o.remove) : '' }),
  }));
}
