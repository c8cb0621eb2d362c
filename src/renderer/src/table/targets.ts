// The places a group may be put, read from the viewer's legal actions (the one source of
// legality, DESIGN.md section 3), and the action a drop on one of them stands for. Used by the
// screens to fill TableCanvas's `targets` prop and to answer its `move` event.
import type { Action, LegalAction, Observation } from '../../../shared/engine';
import type { DropTarget } from './sprites';

/**
 * Every drop the legal actions allow: moving a group of one's structure (moveGroup, MOVE-1),
 * placing a captured group on the attacking card (placeCaptured, ATK-CTRL-4) and placing a
 * bribed uncontrolled group (playSpecial Bribery). Duplicates are removed.
 */
export function dropTargets(legal: readonly LegalAction[], obs: Observation): DropTarget[] {
  const out: DropTarget[] = [];
  const seen = new Set<string>();
  const add = (t: DropTarget): void => {
    const k = `${t.group}>${t.master}/${t.arrow}`;
    if (seen.has(k)) return;
    seen.add(k);
    out.push(t);
  };
  const w = obs.pending;
  for (const l of legal) {
    if (l.type === 'moveGroup') add({ group: l.group, master: l.master, arrow: l.arrow });
    else if (l.type === 'placeCaptured' && w?.kind === 'capture') add({ group: w.target, master: w.attacker, arrow: l.arrow });
    else if (l.type === 'playSpecial' && l.card === 'bribery' && l.target && l.master && l.arrow) add({ group: l.target, master: l.master, arrow: l.arrow });
  }
  return out;
}

/**
 * The action a drop stands for, or null when no legal action matches it. A captured group is
 * placed without moving money onto it (`transfer: 0`); the screens may ask for an amount up to
 * the legal `maxTransfer` before sending.
 */
export function actionFor(t: DropTarget, legal: readonly LegalAction[], obs: Observation): Action | null {
  const w = obs.pending;
  for (const l of legal) {
    if (l.type === 'moveGroup' && l.group === t.group && l.master === t.master && l.arrow === t.arrow) return { ...l };
    if (l.type === 'placeCaptured' && w?.kind === 'capture' && w.target === t.group && w.attacker === t.master && l.arrow === t.arrow) {
      return { type: 'placeCaptured', arrow: l.arrow, transfer: 0 };
    }
    if (l.type === 'playSpecial' && l.card === 'bribery' && l.target === t.group && l.master === t.master && l.arrow === t.arrow) {
      return { type: 'playSpecial', card: l.card, target: l.target, master: l.master, arrow: l.arrow };
    }
  }
  return null;
}
