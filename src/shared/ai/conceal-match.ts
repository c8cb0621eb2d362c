// How a rival reads the face-down seats against each other (issue 41, ADV-HIDDEN-ILLUM-1/2): every
// face-down seat holds a different Illuminati card, so a card is possible for a seat only if the
// other face-down seats can each be given a different card that fits their own public numbers
// (a matching). A rival who knows his own card and sees two other seats that fit only {Bavarians,
// Assassins} can name a third seat that fits {Bavarians, Assassins, Servants}: the Servants. The
// bot reads every seat's public record (PlayerState.shown: the most Income and Power its card has
// shown) as a rival does, and counts, for each rival and each card that rival may hold, how many
// cards stay possible for its own seat, now and after one more seat is narrowed.
import { illuminati, type IlluminatiId } from '../cards';
import { illuminatiSet, type Observation, type Seat, type Shown } from '../engine';

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
 * Does every rival still find at least `need` cards possible for seat `me`, whose own numbers fit
 * the cards `mine`, counting the matching, now and after one more seat is narrowed to one card (it
 * shows more, or an accusation turns it up)? What the bot shows stays shown, while the others'
 * records only grow: a Servants seat that showed 9 Power (fitting Bavarians, Assassins, Servants,
 * with the Triangle face up) was named when an Assassins seat later showed 9 too, beside a
 * Bavarian seat that had shown 9 before (game hidden-leaks-551). For each rival still in the game
 * and each card he may hold (none of ours; a card that leaves our own true card no match is not
 * his), the cards of `mine` not face up and not his that leave the other face-down seats a
 * distinct fitting card each are counted. `known`: seats whose card a rival knows by what it did
 * (the Bavarian privilege bought, ai/memory.ts evidence).
 */
export function covered(obs: Observation, me: Seat, mine: readonly IlluminatiId[], need: number, known: Readonly<Record<number, IlluminatiId>> = {}): boolean {
  const own = obs.players[me].illuminati;
  if (!own) return true;
  const faceUp = new Set(obs.players.filter((p) => p.seat !== me && p.revealed && p.illuminati).map((p) => p.illuminati!));
  const hidden = obs.players.filter((p) => p.seat !== me && !p.revealed).map((p) => p.seat);
  const cands = new Map<Seat, IlluminatiId[]>(hidden.map((y) => [y, (known[y] ? [known[y]] : fitting(obs, obs.players[y].shown)).filter((c) => !faceUp.has(c))]));
  const mineLeft = mine.filter((c) => !faceUp.has(c));
  for (const rival of obs.players) {
    if (rival.seat === me || rival.out) continue;
    const others = hidden.filter((y) => y !== rival.seat);
    // A face-up rival's card is among the face-up ones; a face-down rival's is any card his numbers fit but ours.
    const his = rival.revealed ? [null] : cands.get(rival.seat)!.filter((c) => c !== own);
    for (const r of his) {
      const ban = (...cs: IlluminatiId[]) => new Set(r ? [r, ...cs] : cs);
      if (!matchable(others, cands, ban(own))) continue; // he cannot hold r: the true cards would not match
      // Now, and with each other face-down seat narrowed to each card it may hold.
      const views: ReadonlyMap<Seat, readonly IlluminatiId[]>[] = [cands];
      for (const y of others) for (const x of cands.get(y)!) if (x !== own && x !== r) views.push(new Map(cands).set(y, [x]));
      for (const v of views) {
        if (v !== cands && !matchable(others, v, ban(own))) continue; // that narrowing cannot happen: our own card would not match
        let left = 0;
        for (const c of mineLeft) if (c !== r && matchable(others, v, ban(c)) && ++left >= need) break;
        if (left < need) return false;
      }
    }
  }
  return true;
}

/** Can every seat of `seats` get a distinct card of its candidates, none of `banned`? (Augmenting paths; at most 7 seats, 8 cards.) */
function matchable(seats: readonly Seat[], cands: ReadonlyMap<Seat, readonly IlluminatiId[]>, banned: ReadonlySet<IlluminatiId>): boolean {
  const holder = new Map<IlluminatiId, Seat>();
  const place = (y: Seat, tried: Set<IlluminatiId>): boolean => {
    for (const c of cands.get(y)!) {
      if (banned.has(c) || tried.has(c)) continue;
      tried.add(c);
      const h = holder.get(c);
      if (h === undefined || place(h, tried)) {
        holder.set(c, y);
        return true;
      }
    }
    return false;
  };
  return seats.every((y) => place(y, new Set()));
}
