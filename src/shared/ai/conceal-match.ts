// How a rival reads the face-down seats against each other (issue 41, ADV-HIDDEN-ILLUM-1/2): every
// face-down seat holds a different Illuminati card, so a card is possible for a seat only if the
// other face-down seats can each be given a different card that fits their own public numbers
// (a matching). A rival who knows his own card and sees two other seats that fit only {Bavarians,
// Assassins} can name a third seat that fits {Bavarians, Assassins, Servants}: the Servants. The
// bot reads every seat's public record (PlayerState.shown: the most Income and Power its card has
// shown) as a rival does, and counts, for each rival and each card that rival may hold, how many
// cards stay possible for its own seat, now and after up to AHEAD more seats are narrowed.
import { illuminati, type IlluminatiId } from '../cards';
import { illuminatiSet, type Observation, type Seat, type Shown } from '../engine';

/**
 * How many more face-down seats may be narrowed to one card each (they show more, or accusations
 * turn them up) while the bot still keeps its cards possible: what it shows stays shown. With one,
 * fresh games 1000-1999 of scripts/hidden-leaks.ts still named 4 holding seats, each after two
 * cards had been turned up since it showed its numbers; with two, none (and none in 0-999), for
 * 0.46 MB of Income per income phase instead of 0.34 and 0.52 points of Power per attack instead of 0.39.
 */
export const AHEAD = 2;

/** What a face-down card can show at most: printed, the UFO bonus under hidden goals, and what may be stated (ADV-HIDDEN-ILLUM-5). */
export function reach(obs: Observation, id: IlluminatiId): Shown {
  const c = illuminati(id);
  const more = obs.config.misstate ? 1 : 0;
  return { income: c.income + more, power: c.power + ufoBonus(obs, id) + more };
}

/** ADV-HIDDEN-GOALS-2 (not in DE, EDN-23): the UFO card's +1 Power under hidden goals. */
export function ufoBonus(obs: Observation, id: IlluminatiId): number {
  return id === 'ufos' && obs.config.hiddenGoals && obs.config.edition !== 'de' ? 1 : 0;
}

/** The cards of the edition whose values reach `shown` (every card when nothing was shown). */
export function fitting(obs: Observation, shown: Shown | null | undefined): IlluminatiId[] {
  const all = illuminatiSet(obs.config.edition ?? 'en');
  return shown ? all.filter((c) => reach(obs, c).income >= shown.income && reach(obs, c).power >= shown.power) : all;
}

/**
 * A test for the bot's own possible cards: does every rival still find at least `need` cards
 * possible for seat `me`, whose own numbers fit the cards `mine`, counting the matching, now and
 * after up to AHEAD more seats are narrowed to one card each (they show more, or accusations turn
 * them up)? What
 * the bot shows stays shown, while the others' records only grow: a Servants seat that showed 9
 * Power (fitting Bavarians, Assassins, Servants, with the Triangle face up) was named when an
 * Assassins seat later showed 9 too, beside a Bavarian seat that had shown 9 before (game
 * hidden-leaks-551). For each rival still in the game and each card he may hold (none of ours; a
 * card that leaves our own true card no match is not his), a card of `mine` counts when it is not
 * face up, not his, and leaves the other face-down seats a distinct fitting card each. `known`:
 * seats whose card a rival knows by what it did (the Bavarian privilege bought, ai/memory.ts
 * evidence). The readings do not depend on `mine`, so they are worked out once per table.
 */
export function matchCover(obs: Observation, me: Seat, known: Readonly<Record<number, IlluminatiId>> = {}): (mine: readonly IlluminatiId[], need: number) => boolean {
  const cards = illuminatiSet(obs.config.edition ?? 'en');
  const own = obs.players[me].illuminati;
  if (!own) return () => true;
  const t = tableOf(obs, me, own, cards, known);
  const key = [t.ownBit, t.faceUp, ...obs.players.map((p) => (p.seat === me ? 'me' : `${p.out ? 'out' : ''}${p.revealed ? 'up' : (t.cand.get(p.seat) ?? '')}`))].join('|');
  let masks = READINGS.get(key);
  if (!masks) {
    masks = readings(obs, me, t, cards.length);
    if (READINGS.size >= READINGS_KEPT) READINGS.clear();
    READINGS.set(key, masks);
  }
  const found = masks;
  return (mine, need) => {
    const m = maskOf(cards, mine);
    return found.every((f) => bits(f & m) >= need);
  };
}

/** Readings kept across decisions (a bot asks at each of its own moves; the table changes seldom): pure, so a cache changes no answer. */
const READINGS = new Map<string, number[]>();
const READINGS_KEPT = 256;

/** The table as a rival reads it, in bit masks over `cards`: our card, the face-up cards, and the cards each other face-down seat's record fits. */
interface Table {
  ownBit: number;
  faceUp: number;
  hidden: Seat[];
  cand: Map<Seat, number>;
}

function tableOf(obs: Observation, me: Seat, own: IlluminatiId, cards: readonly IlluminatiId[], known: Readonly<Record<number, IlluminatiId>>): Table {
  const faceUp = maskOf(cards, obs.players.filter((p) => p.seat !== me && p.revealed && p.illuminati).map((p) => p.illuminati!));
  const hidden = obs.players.filter((p) => p.seat !== me && !p.revealed).map((p) => p.seat);
  const cand = new Map<Seat, number>(hidden.map((y) => [y, maskOf(cards, known[y] ? [known[y]] : fitting(obs, obs.players[y].shown)) & ~faceUp]));
  return { ownBit: maskOf(cards, [own]), faceUp, hidden, cand };
}

/**
 * For each rival, each card he may hold and each narrowing (none, or up to AHEAD other face-down
 * seats held to one card each): the cards (as a bit mask over `cards`) the rival still finds possible
 * for seat `me`. Card sets are bit masks; a matching of the other face-down seats is found by
 * listing every set of cards they can use together (at most 8 seats, 8 cards).
 */
function readings(obs: Observation, me: Seat, { ownBit, faceUp, hidden, cand }: Table, n: number): number[] {
  const all = (1 << n) - 1;
  const out = new Set<number>();
  for (const rival of obs.players) {
    if (rival.seat === me || rival.out) continue;
    const others = hidden.filter((y) => y !== rival.seat);
    // A face-up rival's card is among the face-up ones; a face-down rival's is any card his numbers fit but ours.
    const his = rival.revealed ? [0] : singles(cand.get(rival.seat)! & ~ownBit);
    // Can the other seats do without the cards `ban`? Now, and with up to AHEAD seats held to one
    // card each (the cards x): then the others must do without `ban` and x (one table per set of
    // held seats, not per choice of their cards).
    const views: ((ban: number) => boolean)[] = [];
    for (const held of upTo(others, AHEAD)) {
      const rest = freeOf(used(others.filter((z) => !held.includes(z)), cand, n), n);
      for (const x of distinct(held.map((y) => cand.get(y)! & ~ownBit))) views.push((ban) => !(ban & x) && rest[all & ~(ban | x)] === 1);
    }
    const mine = singles(all & ~faceUp);
    for (const free of views)
      for (const r of his) {
        if (!free(r | ownBit)) continue; // he cannot hold r here: our own true card would not match
        let f = 0;
        for (const c of mine) if (!(c & r) && free(r | c)) f |= c;
        out.add(f);
      }
  }
  return [...out];
}

/** The subsets of `seats` with at most k members, the empty one first. */
function upTo(seats: readonly Seat[], k: number): Seat[][] {
  const out: Seat[][] = [[]];
  for (const y of seats) for (const s of out.slice()) if (s.length < k) out.push([...s, y]);
  return out;
}

/** Every way to take one card of each mask, all different, as the mask of the cards taken. */
function distinct(options: readonly number[]): number[] {
  let ways = [0];
  for (const o of options) ways = ways.flatMap((w) => singles(o & ~w).map((b) => w | b));
  return ways;
}

/** Every set of cards (as a mask) that the seats can use together, each holding a distinct card of its candidates. */
function used(seats: readonly Seat[], cand: ReadonlyMap<Seat, number>, n: number): number[] {
  let layer = [0];
  for (const y of seats) {
    const next = new Uint8Array(1 << n);
    const options = singles(cand.get(y)!);
    for (const m of layer) for (const b of options) if (!(m & b)) next[m | b] = 1;
    layer = [];
    for (let m = 0; m < next.length; m++) if (next[m]) layer.push(m);
  }
  return layer;
}

/** For every mask X of cards, whether one of the usable sets `view` lies within X (the seats can do without the cards outside X). */
function freeOf(view: readonly number[], n: number): Uint8Array {
  const sub = new Uint8Array(1 << n);
  for (const m of view) sub[m] = 1;
  for (let i = 0; i < n; i++) for (let x = 0; x < 1 << n; x++) if (x & (1 << i) && sub[x ^ (1 << i)]) sub[x] = 1;
  return sub;
}

function maskOf(cards: readonly IlluminatiId[], ids: readonly IlluminatiId[]): number {
  return ids.reduce((m, c) => m | (1 << cards.indexOf(c)), 0);
}

/** The single bits of a mask. */
function singles(m: number): number[] {
  const out: number[] = [];
  for (let b = 1; b <= m; b <<= 1) if (m & b) out.push(b);
  return out;
}

function bits(m: number): number {
  let k = 0;
  for (; m; m &= m - 1) k++;
  return k;
}
