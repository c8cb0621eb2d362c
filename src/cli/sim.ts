// `cli sim`: games between random legal-action players, with a summary that counts errors.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SPECIALS, illuminati } from '../shared/cards';
import { applyAction, decider, newGame, randomAction, SAVE_FORMAT, SAVE_VERSION, type Edition, type GameConfig, type GameEvent, type GameState, type SavedGame } from '../shared/engine';
import { seedState } from '../shared/engine';
import { intIn, parseFlags, UsageError } from './args';

export interface SimSummary {
  games: number;
  players: number;
  seed: string;
  turnCap: number;
  options: GameOptions;
  /** Games that ended because someone met a goal (WIN-1), or by the score of the very long game. */
  completed: number;
  /** Games won by the last player left after the others were eliminated. */
  lastStanding: number;
  capped: number;
  errors: number;
  meanTurns: number;
  actions: number;
  wallMs: number;
  gamesPerSec: number;
  actionsPerSec: number;
  winsByIlluminati: Record<string, number>;
  /** Special cards played for their effect, per card id (issue 3). */
  specialsPlayed: Record<string, number>;
  specialsDiscardedForPrivilege: number;
  goalsMet: { basic: number; special: number };
  errorSamples: string[];
}

/** JSON with one action or event per line, so that a changed golden game reads as a small diff. */
export function formatSave(save: SavedGame): string {
  const { actions, events, ...head } = save;
  const lines = (xs: readonly unknown[]) => (xs.length ? `[\n    ${xs.map((x) => JSON.stringify(x)).join(',\n    ')}\n  ]` : '[]');
  const parts = Object.entries(head).map(([k, v]) => `  ${JSON.stringify(k)}: ${JSON.stringify(v)}`);
  parts.push(`  "actions": ${lines(actions)}`);
  if (events) parts.push(`  "events": ${lines(events)}`);
  return `{\n${parts.join(',\n')}\n}\n`;
}

/** Play one random game; throws on any engine failure (a refused legal action, no decider, an exception). */
export function playRandomGame(
  players: number,
  seed: string,
  turnCap: number,
  record = false,
  onEvents?: (events: readonly GameEvent[]) => void,
  options: GameOptions = {},
): { state: GameState; actions: number; save?: SavedGame } {
  const start = newGame({ ...options, players, turnCap }, seed);
  let state = start.state;
  const rng = seedState(`${seed}/players`);
  const log: SavedGame['actions'] = [];
  const events: GameEvent[] = record ? [...start.events] : [];
  let n = 0;
  while (!state.outcome) {
    const d = decider(state);
    if (d.length === 0) throw new Error(`nobody can act at seq ${state.seq}`);
    const seat = d[0];
    const action = randomAction(state, seat, rng);
    const r = applyAction(state, seat, action);
    if (!r.ok) throw new Error(`legal action refused at seq ${state.seq}: ${JSON.stringify(action)}: ${r.reason}`);
    state = r.state;
    n++;
    onEvents?.(r.events);
    if (record) {
      log.push({ seat, action });
      events.push(...r.events);
    }
    if (n > 2_000_000) throw new Error('game did not end within 2,000,000 actions');
  }
  return { state, actions: n, ...(record ? { save: { format: SAVE_FORMAT, version: SAVE_VERSION, config: start.state.config, seed, actions: log, events } } : {}) };
}

/** The rule options a simulation can set (issue 3): everything of GameConfig but the seats and the cap. */
export type GameOptions = Partial<Omit<GameConfig, 'players' | 'turnCap' | 'illuminati' | 'names'>>;

export function simulate(players: number, games: number, seed: string, turnCap: number, saveDir?: string, options: GameOptions = {}): SimSummary {
  const t0 = performance.now();
  const s: SimSummary = {
    games, players, seed, turnCap, options, completed: 0, lastStanding: 0, capped: 0, errors: 0, meanTurns: 0, actions: 0, wallMs: 0, gamesPerSec: 0, actionsPerSec: 0,
    winsByIlluminati: {}, specialsPlayed: Object.fromEntries(SPECIALS.map((c) => [c.id, 0])), specialsDiscardedForPrivilege: 0, goalsMet: { basic: 0, special: 0 }, errorSamples: [],
  };
  let turns = 0;
  for (let i = 0; i < games; i++) {
    const gameSeed = `${seed}-${i}`;
    try {
      const r = playRandomGame(players, gameSeed, turnCap, !!saveDir, (events) => {
        for (const e of events) {
          if (e.type === 'specialPlayed') s.specialsPlayed[e.card]++;
          else if (e.type === 'specialDiscarded' && e.reason === 'privilege') s.specialsDiscardedForPrivilege++;
        }
      }, options);
      if (r.save && saveDir) {
        mkdirSync(saveDir, { recursive: true });
        writeFileSync(join(saveDir, `game-${gameSeed}.json`), formatSave(r.save));
      }
      s.actions += r.actions;
      turns += r.state.turn.number;
      const o = r.state.outcome!;
      if (o.reason === 'capped') s.capped++;
      else if (o.reason === 'goal' || o.reason === 'longGame') s.completed++;
      else if (o.reason === 'lastStanding') s.lastStanding++;
      for (const w of o.winners) {
        const name = illuminati(r.state.players[w].illuminati).name;
        s.winsByIlluminati[name] = (s.winsByIlluminati[name] ?? 0) + 1;
        const g = o.goals[w];
        if (g) s.goalsMet[g]++;
      }
    } catch (e) {
      s.errors++;
      if (s.errorSamples.length < 5) s.errorSamples.push(`${gameSeed}: ${(e as Error).message}`);
    }
  }
  s.wallMs = Math.round(performance.now() - t0);
  s.meanTurns = games ? +(turns / games).toFixed(2) : 0;
  s.gamesPerSec = +((games / s.wallMs) * 1000).toFixed(1);
  s.actionsPerSec = Math.round((s.actions / s.wallMs) * 1000);
  return s;
}

export function simCommand(argv: readonly string[], out: (s: string) => void): number {
  const { flags, rest } = parseFlags(argv, {
    players: 'int',
    games: 'int',
    seed: 'string',
    'turn-cap': 'int',
    json: 'bool',
    'save-dir': 'string',
    edition: 'string',
    'basic-goal': 'int',
    'hidden-goals': 'bool',
    'hidden-illuminati': 'bool',
    misstate: 'bool',
    'long-game': 'bool',
    'no-elimination': 'bool',
  });
  if (rest.length) throw new UsageError(`Unexpected argument "${rest[0]}".`);
  const players = intIn('players', flags.players, 4, 2, 8);
  const games = intIn('games', flags.games, 100, 1, 1_000_000);
  const turnCap = intIn('turn-cap', flags['turn-cap'], 200, 1, 100_000);
  const seed = flags.seed ?? '1';
  const options: { -readonly [K in keyof GameOptions]: GameOptions[K] } = {};
  if (flags.edition !== undefined) {
    if (!['en', 'it', 'de'].includes(flags.edition)) throw new UsageError(`--edition must be en, it or de, not "${flags.edition}".`);
    options.edition = flags.edition as Edition;
  }
  if (flags['basic-goal'] !== undefined) options.basicGoal = intIn('basic-goal', flags['basic-goal'], 0, 2, 40);
  if (flags['hidden-goals']) options.hiddenGoals = true;
  if (flags['hidden-illuminati']) options.hiddenIlluminati = true;
  if (flags.misstate) {
    if (!flags['hidden-illuminati']) throw new UsageError('--misstate goes with --hidden-illuminati.');
    options.misstate = true;
  }
  if (flags['long-game']) options.longGame = true;
  if (flags['no-elimination']) options.elimination = false;
  const s = simulate(players, games, seed, turnCap, flags['save-dir'], options);
  if (flags.json) out(JSON.stringify(s, null, 2));
  else {
    const opts = Object.entries(options).map(([k, v]) => `${k}=${String(v)}`).join(', ');
    out(`${s.games} random ${players}-player games (seed ${seed}, turn cap ${turnCap}${opts ? `, ${opts}` : ''}) in ${s.wallMs} ms: ${s.gamesPerSec} games/s, ${s.actionsPerSec} actions/s`);
    out(`  ended by a goal: ${s.completed}   last player standing: ${s.lastStanding}   capped: ${s.capped}   errors: ${s.errors}`);
    out(`  mean turns: ${s.meanTurns}   actions: ${s.actions}   goals met: basic ${s.goalsMet.basic}, special ${s.goalsMet.special}`);
    for (const [k, v] of Object.entries(s.winsByIlluminati).sort((a, b) => b[1] - a[1])) out(`  ${k.padEnd(28)} ${v} wins`);
    out(`  specials played: ${Object.entries(s.specialsPlayed).map(([k, v]) => `${k} ${v}`).join(', ')}; discarded for privilege: ${s.specialsDiscardedForPrivilege}`);
    for (const e of s.errorSamples) out(`  error: ${e}`);
  }
  return s.errors ? 1 : 0;
}
