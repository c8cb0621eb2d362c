// The Orbital Mind Control Lasers' choices for one group: add, remove or flip one alignment. The
// engine's shiftOptions reads only the turn's shifts from the state, which the observation holds,
// so the renderer asks it rather than keeping a second copy of the rule.
import type { Alignment } from '../../../shared/cards';
import type { GameState, TurnState } from '../../../shared/engine';
import { shiftOptions } from '../../../shared/engine';
import { t } from '../i18n';

const alignmentName = (a: Alignment): string => t(`common.alignment.${a}`);

export interface ShiftChoice {
  add?: Alignment;
  remove?: Alignment;
  label: string;
}

export function shiftChoices(target: string, turn: Pick<TurnState, 'shifts'>): ShiftChoice[] {
  const state = { turn: { shifts: turn.shifts } } as unknown as GameState;
  return shiftOptions(state, target).map((o) => ({
    ...o,
    label: t(`actions.shift.${o.add && o.remove ? 'flip' : o.add ? 'add' : 'remove'}`, { add: o.add ? alignmentName(o.add) : '', remove: o.remove ? alignmentName(o.remove) : '' }),
  }));
}
