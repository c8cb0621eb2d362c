// Decisions about the shape of a power structure and where money sits in it: the Bermuda
// Triangle's reorganisation (ILLUM-BER-1), the Gnomes' redistribution (ILLUM-GNO-1), moves that
// free blocked arrows or pull valuable groups closer to the Illuminati (MOVE-1), free transfers
// (MONEY-2), where received groups go (GIVE-6). Candidates are built by a few heuristics and by
// chance, then compared by the evaluation (open arrows, exposure of each group given its depth and
// its money, Illuminati money usable by any attack).
import type { Side } from '../cards';
import { type Action, type Attach, type LegalAction, type PlayerState } from '../engine';
import { openArrows, subtree, validateStructure } from '../engine';
import { nextInt, type RngState } from '../engine';
import { groupWorth } from './evaluate';
import { step } from './sim';
import type { Scored, Think } from './think';

type Spot = { master: string; arrow: Side };

/** A layout placing groups in `order`, each on an open arrow chosen by `pick`; null if one does not fit. */
function buildLayout(p: PlayerState, order: string[], pick: (spots: Spot[], placed: Attach[]) => Spot): Attach[] | null {
  const placed: Attach[] = [];
  for (const id of order) {
    const spots = openArrows({ illuminati: p.illuminati, groups: placed.map((a) => ({ ...a, money: 0 })) });
    if (!spots.length) return null;
    const at = pick(spots, placed);
    placed.push({ id: id as Attach['id'], master: at.master, arrow: at.arrow });
  }
  return validateStructure({ illuminati: p.illuminati, groups: placed.map((a) => ({ ...a, money: 0 })) }) === null ? placed : null;
}

/** Bermuda Triangle: candidate layouts (valuable groups close to the Illuminati, and random ones). */
export function reorganizations(t: Think, tries = 6): Scored[] {
  const s = t.s;
  const p = s.players[t.me];
  if (p.groups.length === 0) return [];
  const depthOf = (placed: Attach[], master: string): number => {
    let d = 0;
    let cur = master;
    while (cur !== p.illuminati && d < 50) {
      cur = placed.find((x) => x.id === cur)?.master ?? p.illuminati;
      d++;
    }
    return d;
  };
  const byWorth = p.groups.map((g) => g.id as string).sort((a, b) => groupWorth(b as never) - groupWorth(a as never));
  const layouts: Attach[][] = [];
  const shallow = buildLayout(p, byWorth, (spots, placed) => spots.reduce((a, b) => (depthOf(placed, b.master) < depthOf(placed, a.master) ? b : a)));
  if (shallow) layouts.push(shallow);
  const rng: RngState = t.rng;
  for (let k = 0; k < tries && !t.enough(); k++) {
    const order = byWorth.slice();
    for (let i = order.length - 1; i > 0; i--) {
      const j = nextInt(rng, i + 1);
      [order[i], order[j]] = [order[j], order[i]];
    }
    const l = buildLayout(p, order, (spots) => spots[nextInt(rng, spots.length)]);
    if (l) layouts.push(l);
  }
  const out: Scored[] = [];
  for (const layout of layouts) {
    const a: Action = { type: 'reorganize', layout };
    const next = step(s, t.me, a);
    if (next) out.push({ action: a, value: t.ev.utility(next), note: 'reorganize' });
  }
  return out;
}

/** Gnomes: all on the Illuminati, or some defence money on the most exposed groups. */
export function redistributions(t: Think, la: Extract<LegalAction, { type: 'setTreasuries' }>): Scored[] {
  const s = t.s;
  const p = s.players[t.me];
  const out: Scored[] = [];
  const base = (): Record<string, number> => Object.fromEntries(la.cards.map((c) => [c, 0]));
  const plans: Record<string, number>[] = [];
  const allIl = base();
  allIl[p.illuminati] = la.total;
  plans.push(allIl);
  // Exposed groups first: low Resistance, shallow position bonus, many puppets.
  const ranked = p.groups.slice().sort((a, b) => subtree(p, b.id).length * groupWorth(b.id) - subtree(p, a.id).length * groupWorth(a.id));
  for (const k of [2, 4, 7]) {
    for (const n of [1, 3]) {
      const plan = base();
      let left = la.total;
      for (const g of ranked.slice(0, n)) {
        const m = Math.min(k, left);
        plan[g.id] = m;
        left -= m;
      }
      plan[p.illuminati] = left;
      plans.push(plan);
    }
  }
  for (const amounts of plans) {
    const a: Action = { type: 'setTreasuries', amounts };
    const next = step(s, t.me, a);
    if (next) out.push({ action: a, value: t.ev.utility(next), note: 'redistribute' });
  }
  return out;
}

/** Free transfers and transfers as actions: all or half of a card's money to an adjacent card. */
export function transfers(t: Think, free: boolean, limit = 24): Scored[] {
  const out: Scored[] = [];
  const tms = t.legal.filter((l): l is Extract<LegalAction, { type: 'transferMoney' }> => l.type === 'transferMoney' && l.free === free);
  for (const la of tms.slice(0, limit)) {
    for (const amount of new Set([la.max, Math.ceil(la.max / 2)])) {
      if (t.enough()) return out;
      const a: Action = { type: 'transferMoney', from: la.from, to: la.to, amount, free };
      const next = step(t.s, t.me, a);
      if (next) out.push({ action: a, value: t.ev.utility(next), note: free ? 'free transfer' : 'transfer' });
    }
  }
  return out;
}

/** Moves of one group (with its puppets) to another open arrow (an action). */
export function moves(t: Think, limit = 60): Scored[] {
  const out: Scored[] = [];
  const ms = t.legal.filter((l): l is Extract<LegalAction, { type: 'moveGroup' }> => l.type === 'moveGroup');
  for (const m of ms.slice(0, limit)) {
    if (t.enough()) break;
    const next = step(t.s, t.me, m);
    if (next) out.push({ action: m, value: t.ev.utility(next), note: 'move' });
  }
  return out;
}

/** Open arrows of `p` for `count` received groups, not under what leaves; first fit. */
export function placesFor(p: PlayerState, ids: readonly string[], leaving: readonly string[]): Attach[] | null {
  const gone = new Set<string>();
  for (const g of leaving) for (const x of subtree(p, g)) gone.add(x);
  const spots = openArrows(p, gone).filter((x) => !gone.has(x.master));
  if (spots.length < ids.length) return null;
  return ids.map((id, i) => ({ id: id as Attach['id'], master: spots[i].master, arrow: spots[i].arrow }));
}

/** White Collar Crime: every MB (and 5 more) onto one card. */
export function allOn(card: string, cards: readonly string[], total: number): Record<string, number> {
  const amounts: Record<string, number> = {};
  for (const c of cards) amounts[c] = 0;
  amounts[card] = total;
  return amounts;
}
