// What is printed on a card, looked up in the catalog (src/shared/cards) by id: the part of a
// sprite that does not depend on where the card lies; the name and text in the language on screen
// (i18n/cards). Face-down Illuminati of other players (hidden Illuminati option) show nothing but
// their back.
import { card, type Alignment, type Side } from '../../../shared/cards';
import { HIDDEN_PREFIX } from '../../../shared/engine';
import type { AlignmentShift } from '../../../shared/engine';
import { t } from '../i18n';
import { cardName, cardText } from '../i18n/cards';
import type { CardKind } from './sprites';

export interface CardFace {
  id: string;
  name: string;
  kind: CardKind;
  power: number | null;
  transferable: number | null;
  resistance: number | null;
  income: number | null;
  alignments: Alignment[];
  shifted: boolean;
  text: string;
  /** Printed arrows, upright frame. */
  outSides: readonly Side[];
  inSide: Side | null;
}

export function isHiddenId(id: string): boolean {
  return id.startsWith(HIDDEN_PREFIX);
}

const ALL_SIDES: readonly Side[] = ['top', 'right', 'bottom', 'left'];

/**
 * The printed face of card `id`. `shifts` are this turn's Orbital Mind Control Lasers changes
 * (observation.turn.shifts): they are applied the way the engine applies them (remove, then add)
 * so that the table shows the alignments that count now. Throws on an id the catalog does not
 * know (observations only carry catalog ids and hidden placeholders).
 */
export function faceOf(id: string, shifts: readonly AlignmentShift[] = []): CardFace {
  if (isHiddenId(id)) {
    return {
      id, name: t('table.face.hiddenName'), kind: 'hidden', power: null, transferable: null, resistance: null, income: null,
      alignments: [], shifted: false, text: t('table.face.hiddenText'), outSides: ALL_SIDES, inSide: null,
    };
  }
  const c = card(id);
  if (!c) throw new Error(`unknown card id: ${id}`); // i18n-ok: the reason inside table.canvas.broken, for whoever sent the id
  const name = cardName(id);
  const text = cardText(id);
  switch (c.kind) {
    case 'illuminati':
      return {
        id, name, kind: 'illuminati', power: c.power, transferable: c.transferable, resistance: null, income: c.income,
        alignments: [], shifted: false, text, outSides: c.outSides, inSide: null,
      };
    case 'group': {
      let alignments: Alignment[] = c.alignments.slice();
      for (const sh of shifts) {
        if (sh.target !== id) continue;
        if (sh.remove) alignments = alignments.filter((a) => a !== sh.remove);
        if (sh.add && !alignments.includes(sh.add)) alignments.push(sh.add);
      }
      const shifted = alignments.length !== c.alignments.length || alignments.some((a, i) => a !== c.alignments[i]);
      return {
        id, name, kind: 'group', power: c.power, transferable: c.transferable, resistance: c.resistance, income: c.income,
        alignments, shifted, text, outSides: c.outSides, inSide: c.inSide,
      };
    }
    case 'special':
      return {
        id, name, kind: 'special', power: null, transferable: null, resistance: null, income: null,
        alignments: [], shifted: false, text, outSides: [], inSide: null,
      };
  }
}

/** Income as the card faces print it: "+3", "+0", and a cost with a true minus sign, "−1" (the Post Office). */
export function incomeText(income: number): string {
  return income < 0 ? `\u2212${-income}` : `+${income}`;
}
