// Fitting received groups into a structure (GIVE-6, EDN-17, AMB-4). A received group goes on the
// open arrow the receiver named; its puppets keep their places or are re-seated on other arrows of
// the same master, as for a captured or moved group (graft). The overlap that remains is then
// cleared differently by edition:
// * English and Italian (GIVE-6): the receiver chooses which overlapping cards, newly received or
//   already his, go to the uncontrolled area: a pending 'fit' window answered by `fitReceived`.
// * German (EDN-17, `receive_overlap_rule`): every overlapping group becomes uncontrolled, at once.
// Each card sent away takes its puppets with it; the money on them goes to the bank (AMB-5).
import type { GroupId } from '../cards';
import type { Action } from './actions';
import { graft, overlappingPairs, subtree } from './geometry';
import { type Ctx, mp } from './state';
import { controlsAgain, release } from './structure-ops';
import type { Attach, FitWindow, GameState, Pending, Placement, PlayerState, Seat } from './types';

/** A structure as the fitting reads it (a player, or an observed one). */
type Structure = Pick<PlayerState, 'illuminati' | 'groups'>;

/** Beyond this many overlapping cards the choices are not enumerated (the largest legal structures never come near it). */
const MAX_CHOICE_CARDS = 12;

/**
 * The received subtrees (each root first, lifted from the giver) as they would sit in `p`: every
 * card that fits is where graft puts it. A puppet that cannot fit stays on its own slot, overlapping,
 * for the receiver's choice (GIVE-6), and its own puppets are fitted around it as for a capture:
 * each keeps its slot or is re-seated on another open arrow of the same master (AMB-4 step 2).
 * Roots go on their places in order, each on an arrow open among the cards that fit (checkPlaces).
 */
export function tentativePlacement(p: PlayerState, lifted: readonly Placement[][], places: readonly Attach[]): Placement[] {
  const work: Placement[] = p.groups.slice();
  const cards: Placement[] = [];
  const unfit: Placement[][] = [];
  const fit = (incoming: Placement[], force: boolean) => {
    const { kept, released } = graft({ illuminati: p.illuminati, groups: work }, incoming, force);
    work.push(...kept);
    cards.push(...kept);
    const out = new Set(released);
    // Each released subtree, root first: its root's master is a card that was placed.
    for (const g of incoming) if (out.has(g.id) && !out.has(g.master)) unfit.push(subtreeOf(incoming, g.id));
  };
  for (const l of lifted) {
    const at = places.find((x) => x.id === l[0].id)!;
    fit(l.map((g, i) => (i === 0 ? { ...g, master: at.master, arrow: at.arrow } : { ...g })), false);
  }
  // The overlapping cards last, so that they take no room from cards that fit.
  for (let i = 0; i < unfit.length; i++) fit(unfit[i], true);
  return cards;
}

/** `root` and its descendants among `cards`, root first, each after its master. */
function subtreeOf(cards: readonly Placement[], root: string): Placement[] {
  const out = [cards.find((g) => g.id === root)!];
  for (let i = 0; i < out.length; i++) for (const g of cards) if (g.master === out[i].id) out.push(g);
  return out;
}

/** Pairs of overlapping cards (interiors intersect) in the structure `p` plus `cards`; the Illuminati may be one of a pair. */
export function clashes(p: Structure, cards: readonly Placement[]): [string, string][] {
  return overlappingPairs({ illuminati: p.illuminati, groups: [...p.groups, ...cards] });
}

/** The cards lost, old and received, when the cards named go (each with its puppets): for the bots and the form. */
export function cardsLost(p: Structure, cards: readonly Placement[], away: readonly string[]): string[] {
  return [...lostWith(p, cards, away)];
}

/** Every card lost when `release` go (each with its puppets), in the structure plus the received cards. */
function lostWith(p: Structure, cards: readonly Placement[], release: readonly string[]): Set<string> {
  const all = { illuminati: p.illuminati, groups: [...p.groups, ...cards] };
  const lost = new Set<string>();
  for (const id of release) if (!lost.has(id)) for (const x of subtree(all, id)) lost.add(x);
  return lost;
}

function clears(pairs: readonly [string, string][], lost: ReadonlySet<string>): boolean {
  return pairs.every(([a, b]) => lost.has(a) || lost.has(b));
}

/** The cards that may be sent away: those that overlap another, never the Illuminati. */
function candidates(p: Structure, pairs: readonly [string, string][]): string[] {
  const c = new Set<string>();
  for (const [a, b] of pairs) for (const x of [a, b]) if (x !== p.illuminati) c.add(x);
  return [...c];
}

/**
 * GIVE-6, AMB-4: every way to clear the overlap that keeps the most groups: sets of overlapping
 * cards whose departure (with their puppets, counted too) leaves no overlap, from which no card could
 * be kept, and that lose no more cards than the best of them. Ordered by name, so that the list
 * (and the first, the default) is the same on every machine.
 */
export function fitChoices(p: Structure, cards: readonly Placement[]): GroupId[][] {
  const pairs = clashes(p, cards);
  if (pairs.length === 0) return [[]];
  const cand = candidates(p, pairs).sort();
  if (cand.length > MAX_CHOICE_CARDS) return [cand as GroupId[]];
  const ok: { set: GroupId[]; lost: number }[] = [];
  for (let mask = 1; mask < 1 << cand.length; mask++) {
    const set = cand.filter((_, i) => mask & (1 << i)) as GroupId[];
    const lost = lostWith(p, cards, set);
    if (!clears(pairs, lost)) continue;
    if (set.some((x) => clears(pairs, lostWith(p, cards, set.filter((y) => y !== x))))) continue; // not minimal
    ok.push({ set, lost: lost.size });
  }
  const fewest = Math.min(...ok.map((x) => x.lost));
  // The collation is named: with the machine's default locale, a save could list these choices in
  // another order on another computer (Danish sorts "aa" last) and replay differently.
  return ok
    .filter((x) => x.lost === fewest)
    .sort((a, b) => a.set.join().localeCompare(b.set.join(), 'en'))
    .map((x) => x.set);
}

/**
 * Fit the received subtrees into `r`'s structure. Without overlap they are attached at once; under
 * the German rules every overlapping card goes (EDN-17); otherwise the receiver's window opens and
 * is returned (the caller chains it into s.pending), with the received cards in it until answered.
 */
export function receiveGroups(ctx: Ctx, r: PlayerState, from: Seat, lifted: readonly Placement[][], places: readonly Attach[]): FitWindow | null {
  if (lifted.length === 0) return null;
  const cards = tentativePlacement(r, lifted, places);
  const pairs = clashes(r, cards);
  if (pairs.length === 0) {
    settle(ctx, r, cards, []);
    return null;
  }
  if ((ctx.s.config.edition ?? 'en') === 'de') {
    settle(ctx, r, cards, candidates(r, pairs)); // EDN-17: all overlapping groups become uncontrolled
    return null;
  }
  return { kind: 'fit', seat: r.seat, from, cards, resume: null };
}

/** Send `away` (with their puppets) to the uncontrolled area and attach what is left of the received cards. */
function settle(ctx: Ctx, r: PlayerState, cards: readonly Placement[], away: readonly string[]): void {
  const lost = lostWith(r, cards, away);
  const gone = [...r.groups, ...cards].filter((g) => lost.has(g.id)).map((g) => g.id);
  r.groups = [...r.groups.filter((g) => !lost.has(g.id)), ...cards.filter((g) => !lost.has(g.id)).map((g) => ({ ...g }))];
  if (gone.length) release(ctx, r.seat, gone, 'noRoom');
  controlsAgain(ctx, r);
}

export function checkFit(s: GameState, seat: Seat, a: Extract<Action, { type: 'fitReceived' }>): string | null {
  const w = s.pending;
  if (w?.kind !== 'fit' || w.seat !== seat) return 'There are no received groups for you to fit.';
  if (!Array.isArray(a.release) || a.release.some((x) => typeof x !== 'string')) return 'Name the cards to send to the uncontrolled area.';
  if (new Set(a.release).size !== a.release.length) return 'Name each card once.';
  const p = s.players[seat];
  const pairs = clashes(p, w.cards);
  const cand = candidates(p, pairs);
  if (a.release.some((x) => !cand.includes(x))) return 'Only cards that overlap another card may be sent away (GIVE-6).';
  if (!clears(pairs, lostWith(p, w.cards, a.release))) return 'Those cards still leave cards overlapping; choose more of them (GIVE-6).';
  if (a.release.some((x) => clears(pairs, lostWith(p, w.cards, a.release.filter((y) => y !== x)))))
    return 'Keep every card you can: one of those could stay without overlapping (GIVE-6).';
  const best = fitChoices(p, w.cards)[0];
  if (lostWith(p, w.cards, a.release).size > lostWith(p, w.cards, best).size)
    return 'Keep the most groups: another way to clear the overlap loses fewer cards, puppets counted (GIVE-6, AMB-4).';
  return null;
}

/** The receiver's choice (GIVE-6): the chosen cards go, the rest of the received cards are attached. */
export function fitReceived(ctx: Ctx, seat: Seat, a: Extract<Action, { type: 'fitReceived' }>): void {
  const s = ctx.s;
  const w = s.pending as FitWindow;
  s.pending = w.resume;
  settle(ctx, mp(ctx, seat), w.cards, a.release);
}

/** The windows of both receivers of a trade, the first on top, over whatever was pending. */
export function chainFits(windows: readonly (FitWindow | null)[], under: Pending | null): Pending | null {
  let top = under;
  for (let i = windows.length - 1; i >= 0; i--) {
    const w = windows[i];
    if (w) top = { ...w, resume: top };
  }
  return top;
}

/** Is `seat` waiting to fit received cards (he is not left with only his Illuminati then, ELIM-1)? */
export function receiving(s: GameState, seat: Seat): boolean {
  for (let w: Pending | null = s.pending; w; w = 'resume' in w ? w.resume : null) if (w.kind === 'fit' && w.seat === seat) return true;
  return false;
}
