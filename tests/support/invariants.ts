// Invariants that hold after every action of every game (DESIGN.md section 7, tier 3).
import { GROUPS, SPECIALS } from '../../src/shared/cards';
import { decider, eliminationOn, legalActions, observe, type GameState } from '../../src/shared/engine';
import { validateStructure } from '../../src/shared/engine/geometry';

const ALL_CARDS = [...GROUPS.map((g) => g.id), ...SPECIALS.map((c) => c.id)].sort();

/** Returns the first broken invariant, or null. */
export function brokenInvariant(s: GameState): string | null {
  // Money is never negative.
  for (const p of s.players) {
    if (!Number.isInteger(p.money) || p.money < 0) return `seat ${p.seat} Illuminati treasury ${p.money}`;
    for (const g of p.groups) if (!Number.isInteger(g.money) || g.money < 0) return `${g.id} treasury ${g.money}`;
    if (p.out && (p.groups.length || p.hand.length || p.money)) return `seat ${p.seat} is out but still holds cards or money`;
  }
  // Every card is in exactly one place.
  const where: string[] = [...s.deck, ...s.uncontrolled, ...s.dead, ...s.discard];
  for (const p of s.players) where.push(...p.hand, ...p.groups.map((g) => g.id));
  // A captured group and its puppets wait in the capture window until they are placed.
  // (also under a reaction window opened on top of it).
  // So do received groups that overlap, until the receiver chooses what goes (GIVE-6).
  for (let w = s.pending; w; w = 'resume' in w ? w.resume : null) {
    if (w.kind === 'capture') where.push(...w.lifted.map((g) => g.id));
    if (w.kind === 'fit') where.push(...w.cards.map((g) => g.id));
  }
  const sorted = where.slice().sort();
  if (sorted.length !== ALL_CARDS.length || sorted.some((c, i) => c !== ALL_CARDS[i])) {
    const seen = new Map<string, number>();
    for (const c of where) seen.set(c, (seen.get(c) ?? 0) + 1);
    const dup = [...seen].filter(([, n]) => n > 1).map(([c]) => c);
    const missing = ALL_CARDS.filter((c) => !seen.has(c));
    return `cards misplaced: duplicated ${dup.join(',') || '-'}; missing ${missing.join(',') || '-'}`;
  }
  // Uncontrolled groups hold no money and are groups (AMB-5); Illuminati are distinct.
  if (new Set(s.players.map((p) => p.illuminati)).size !== s.players.length) return 'an Illuminati is held twice';
  // Structures are trees of non-overlapping cards.
  for (const p of s.players) {
    const why = validateStructure(p);
    if (why) return `seat ${p.seat} structure: ${why}`;
  }
  // Someone can always act until the game ends.
  if (!s.outcome) {
    const d = decider(s);
    if (d.length === 0) return 'nobody can act';
    if (s.players[d[0]].out) return 'the decider is out of the game';
    if (legalActions(s, d[0]).length === 0) return `seat ${d[0]} must act but has no legal action`;
    if (s.players[s.turn.active].out) return 'the active player is out of the game';
  }
  // ELIM-1, AMB-23, AMB-52: nobody past his third turn stays in with only his Illuminati card, but
  // the Servants spared by their own eighth kill (GOAL-CTH-3), a receiver whose groups wait to be
  // fitted (GIVE-6) and the last player standing.
  if (eliminationOn(s) && s.outcome?.reason !== 'lastStanding')
    for (const p of s.players) {
      if (p.out || p.turnsCompleted < 3 || p.groups.length > 0 || s.turn.spared === p.seat) continue;
      let receiving = false;
      for (let w = s.pending; w; w = 'resume' in w ? w.resume : null) if (w.kind === 'fit' && w.seat === p.seat) receiving = true;
      if (!receiving) return `seat ${p.seat} is past his third turn with only his Illuminati but still in (ELIM-1)`;
    }
  // No eliminated or departed player is a winner.
  for (const w of s.outcome?.winners ?? []) if (s.players[w].out) return `seat ${w} is out of the game but listed as a winner`;
  // Counters stay in range.
  if (s.turn.actionsLeft < 0 || s.turn.actionsLeft > 2) return `actionsLeft ${s.turn.actionsLeft}`;
  if (s.turn.freeTransfersLeft < 0 || s.turn.freeTransfersLeft > 2) return `freeTransfersLeft ${s.turn.freeTransfersLeft}`;
  return null;
}

/**
 * Invariants between the state before and after one action (issue 24): the Servants' tally (every
 * player's kills) never decreases (AMB-25); a game ends with nobody left only when the last two (or
 * more) players went out by that same action (AMB-52).
 */
export function brokenTransition(before: GameState, after: GameState): string | null {
  for (const p of after.players) if (p.kills < before.players[p.seat].kills) return `seat ${p.seat} kills went down from ${before.players[p.seat].kills} to ${p.kills}`;
  if (after.outcome?.reason === 'noPlayers' && !before.outcome) {
    const living = before.players.filter((p) => !p.out).length;
    if (living < 2) return `the game ended with nobody left, but only ${living} player was in before the last action`;
  }
  if (after.outcome?.reason === 'noPlayers' && after.players.some((p) => !p.out)) return 'the game ended with nobody left while a player is still in';
  return null;
}

/**
 * Observations leak nothing a seat may not know: deck order, generator, seed, others' hands,
 * others' secret goals (the UFOs', or everyone's under hidden goals) and stated values, and under
 * hidden Illuminati another player's unrevealed Illuminati, which may appear nowhere (a goal of the
 * viewer's own that happens to name it aside).
 */
export function leakInObservation(s: GameState): string | null {
  for (const viewer of [...s.players.map((p) => p.seat), 'spectator' as const]) {
    const o = observe(s, viewer) as unknown as Record<string, unknown>;
    for (const k of ['deck', 'rng', 'seed', 'scriptedDice']) if (k in o) return `observation has ${k}`;
    const names = new Set<string>();
    const cards = new Set<string>(); // names outside goal fields
    const walk = (x: unknown, inGoal: boolean): void => {
      const add = (n: string) => (names.add(n), inGoal || cards.add(n));
      if (typeof x === 'string') add(x);
      else if (Array.isArray(x)) x.forEach((v) => walk(v, inGoal));
      else if (x && typeof x === 'object') for (const [k, v] of Object.entries(x)) add(k), walk(v, inGoal || k === 'borrowedGoal');
    };
    walk(o, false);
    for (const p of s.players) {
      if (p.seat === viewer) continue;
      const op = (o.players as { seat: number; hand: unknown; borrowedGoal: unknown; illuminati: unknown; claim: unknown; conceal?: unknown }[])[p.seat];
      if (op.conceal !== undefined) return `seat ${String(viewer)} sees what seat ${p.seat} holds back`; // ADV-HIDDEN-ILLUM-2
      if (op.hand !== null) return `seat ${String(viewer)} sees the hand of seat ${p.seat}`;
      if (!s.outcome && op.borrowedGoal !== null) return `seat ${String(viewer)} sees the secret goal of seat ${p.seat}`;
      if (op.claim !== null) return `seat ${String(viewer)} sees the stated values of seat ${p.seat}`;
      if (s.config.hiddenIlluminati && !s.outcome && !p.revealed) {
        if (op.illuminati !== null) return `seat ${String(viewer)} sees the face-down Illuminati of seat ${p.seat}`;
        if (cards.has(p.illuminati)) return `seat ${String(viewer)} can read the face-down Illuminati of seat ${p.seat} (${p.illuminati})`;
      }
    }
    // No card still in the deck may be named anywhere in the observation.
    for (const c of s.deck) if (names.has(c)) return `seat ${String(viewer)} can see deck card ${c}`;
  }
  return null;
}
