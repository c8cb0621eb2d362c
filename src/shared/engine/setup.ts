// SETUP-1..7: a new game from a config and a seed.
import { GROUPS, SPECIALS, card, illuminati, isIlluminatiId } from '../cards';
import { roll2d6 } from './dice';
import { FLOW } from './flow';
import type { GameEvent } from './events';
import { basicGoalFor } from './goals';
import { maskEvents } from './hidden';
import { openGoalChoice } from './goal-windows';
import { illuminatiSet } from './options';
import { nextInt, seedState, shuffleInPlace } from './rng';
import type { Ctx } from './state';
import { freshTurn } from './turn';
import type { GameConfig, GameState, PlayerState, Seat } from './types';

export const MIN_PLAYERS = 2;
/** COMP-2: 8 in every edition. EDN-4 allows 9 in DE, but issue 3 asks for 2 to 8 players, so 8 stays. */
export const MAX_PLAYERS = 8;

/** A readable reason when the config cannot start a game, else null. */
export function validateConfig(c: GameConfig): string | null {
  if (!c || typeof c !== 'object') return 'The game config must be an object.';
  if (!Number.isInteger(c.players) || c.players < MIN_PLAYERS || c.players > MAX_PLAYERS)
    return `Players must be a whole number from ${MIN_PLAYERS} to ${MAX_PLAYERS}.`;
  if (c.edition !== undefined && !['en', 'it', 'de'].includes(c.edition)) return `Unknown edition "${String(c.edition)}" (use en, it or de).`;
  if (c.illuminati !== undefined) {
    if (!Array.isArray(c.illuminati) || c.illuminati.length > c.players) return 'Chosen Illuminati must be a list with at most one entry per seat.';
    const seen = new Set<string>();
    for (const id of c.illuminati) {
      if (id === null || id === undefined) continue;
      if (typeof id !== 'string' || !isIlluminatiId(id)) return `Unknown Illuminati "${String(id)}".`;
      if (seen.has(id)) return `The Illuminati "${id}" is chosen twice.`;
      if (!illuminatiSet(c.edition ?? 'en').includes(id)) return `The Illuminati "${id}" belong to the German edition only (EDN-1).`;
      seen.add(id);
    }
  }
  if (c.basicGoal !== undefined && (!Number.isInteger(c.basicGoal) || c.basicGoal < 2 || c.basicGoal > 40))
    return 'The basic goal must be a whole number from 2 to 40.';
  for (const k of ['elimination', 'longGame', 'hiddenGoals', 'hiddenIlluminati', 'misstate'] as const)
    if (c[k] !== undefined && typeof c[k] !== 'boolean') return `The option ${k} must be true or false.`;
  if (c.misstate && !c.hiddenIlluminati) return 'Misstating values needs the Hidden Illuminati option (ADV-HIDDEN-ILLUM-5).';
  if (c.turnCap !== undefined && (!Number.isInteger(c.turnCap) || c.turnCap < 1)) return 'The turn cap must be a positive whole number.';
  if (c.names !== undefined && (!Array.isArray(c.names) || c.names.some((n) => typeof n !== 'string' || n.length > 40)))
    return 'Names must be strings of at most 40 characters.';
  return null;
}

/**
 * A new game. Throws an Error with a readable message when the config is invalid (callers that
 * take outside input call validateConfig first). The returned state may wait for the UFO player's
 * secret goal (GOAL-UFO-1) before the first turn.
 */
export function newGame(config: GameConfig, seed: string): { state: GameState; events: GameEvent[] } {
  const bad = validateConfig(config);
  if (bad) throw new Error(bad);
  const rng = seedState(seed);
  const n = config.players;

  // SETUP-1: chosen Illuminati stay with their seats; the others are drawn at random.
  const chosen = config.illuminati ?? [];
  // EDN-1: the Atlanteans are in the German set only.
  const pool = illuminatiSet(config.edition ?? 'en').filter((id) => !chosen.includes(id));
  shuffleInPlace(rng, pool);
  const players: PlayerState[] = [];
  for (let seat = 0; seat < n; seat++) {
    const il = chosen[seat] ?? pool.pop()!;
    players.push({
      seat,
      name: config.names?.[seat] ?? `Player ${seat + 1}`,
      illuminati: il,
      // SETUP-2, AMB-51; under hidden Illuminati paid in the player's secret window before the first
      // turn, where he may take less so as not to show his card (ADV-HIDDEN-ILLUM-2, goal-windows.ts).
      money: config.hiddenIlluminati ? 0 : illuminati(il).income,
      hand: [],
      groups: [],
      turnsCompleted: 0,
      out: null,
      kills: 0,
      strippedBy: null,
      borrowedGoal: null,
      intel: [],
      revealed: false,
      violentKills: 0,
      claim: null,
    });
  }

  // SETUP-3: groups and specials shuffled together.
  const deck: string[] = [...GROUPS.map((g) => g.id), ...SPECIALS.map((c) => c.id)];
  shuffleInPlace(rng, deck);

  const s: GameState = {
    v: 1,
    config,
    seed,
    seq: 0,
    rng,
    scriptedDice: [],
    players,
    deck,
    uncontrolled: [],
    dead: [],
    discard: [],
    turn: freshTurn(0, 0, n),
    pending: null,
    outcome: null,
    basicGoal: config.basicGoal ?? basicGoalFor(n, config.edition),
  };
  const ctx: Ctx = { s, events: [], flow: FLOW };

  // SETUP-4: turn up cards until four groups lie face up; a special is buried again at random.
  while (s.uncontrolled.length < 4) {
    const c = s.deck.shift()!;
    if (card(c)?.kind === 'group') s.uncontrolled.push(c as never);
    else {
      s.deck.splice(nextInt(rng, s.deck.length + 1), 0, c);
      ctx.events.push({ type: 'specialReturned', to: 'all', seat: null });
    }
  }

  // SETUP-5, AMB-34: highest 2d6 goes first; tied players roll again.
  const rolls: number[][] = players.map(() => []);
  let tied: Seat[] = players.map((p) => p.seat);
  while (tied.length > 1) {
    let best = -1;
    let next: Seat[] = [];
    for (const seat of tied) {
      const [a, b] = roll2d6(s);
      rolls[seat].push(a + b);
      if (a + b > best) {
        best = a + b;
        next = [seat];
      } else if (a + b === best) next.push(seat);
    }
    tied = next;
  }
  const first = tied[0];
  s.turn.active = first;
  ctx.events.push({ type: 'gameStarted', to: 'all', illuminati: players.map((p) => p.illuminati), rolls, first, basicGoal: s.basicGoal });

  // SETUP-6: the UFO player picks a goal in secret before play begins; under hidden goals
  // (ADV-HIDDEN-GOALS-1) or hidden Illuminati everyone does, in seat order (options.ts).
  openGoalChoice(ctx);
  // ADV-HIDDEN-ILLUM-1: the list of Illuminati in gameStarted names only each viewer's own.
  maskEvents(s, ctx.events, 0);
  return { state: s, events: ctx.events };
}
