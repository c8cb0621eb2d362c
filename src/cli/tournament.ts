// `cli tournament`: games between bot levels (issue 4). Seats and Illuminati rotate across games,
// games run in parallel in worker threads (one per core, each with its own bot host whose bots run
// in worker threads too), and the summary gives per level the win rate with a 95% Wilson score
// interval, the mean game length in rounds, the decision latency (p50, p95), the work per decision
// (nodes, and Hard's play-outs where it played out) and the decisions the safety deadline cut
// short (issue 38: there should be none; then the games replay from their seeds).
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { BOT_LEVELS, PERSONALITIES, type BotConfig, type BotLevel, type Personality, type WorkBudget } from '../shared/ai/types';
import type { IlluminatiId } from '../shared/cards';
import { illuminatiSet } from '../shared/engine';
import { seedState, shuffleInPlace } from '../shared/engine';
import type { BotGameResult } from '../server/bots/game';
import { DEFAULT_TURN_CAP } from '../server/bots/game';
import type { GameJob, GameJobResult, GameWorkerData } from '../server/bots/game-worker';
import { WORKER_YOUNG_GENERATION_MB, type BotFault } from '../server/bots/host';
import { makeBot } from '../server/bots/factory';
import { intIn, parseFlags, UsageError } from './args';
import { buildHash, openJournal, type Journal } from './tournament-journal';

/** The 97.5% quantile of the standard normal distribution. */
const Z95 = 1.959963984540054;

/** Wilson score interval for `successes` out of `n` trials ([0, 1] when n is 0). */
export function wilson(successes: number, n: number, z = Z95): [number, number] {
  if (n <= 0) return [0, 1];
  const p = successes / n;
  const z2 = z * z;
  const denom = 1 + z2 / n;
  const centre = (p + z2 / (2 * n)) / denom;
  const half = (z / denom) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

/** The q-quantile (0..1) of ascending `sorted` values, interpolating between ranks; 0 when empty. */
export function percentile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0;
  const pos = (sorted.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return sorted[lo] + (sorted[hi] - sorted[lo]) * (pos - lo);
}

/** A seat entry of --seats: a level, optionally with a personality ("medium:aggressive"). */
export interface SeatSpec {
  label: string;
  config: BotConfig;
}

export function parseSeats(text: string, work?: Partial<WorkBudget>): SeatSpec[] {
  return text.split(',').map((raw) => {
    const label = raw.trim();
    if (!label) throw new UsageError(`--seats has an empty entry: "${text}".`);
    const [level, personality, ...more] = label.split(':');
    if (!(BOT_LEVELS as readonly string[]).includes(level)) throw new UsageError(`Unknown level "${level}" in --seats. Levels: ${BOT_LEVELS.join(', ')}.`);
    if (more.length || (personality !== undefined && !(PERSONALITIES as readonly string[]).includes(personality)))
      throw new UsageError(`Unknown personality "${label.slice(level.length + 1)}" in --seats. Personalities: ${PERSONALITIES.join(', ')}.`);
    const config: BotConfig = { level: level as BotLevel, ...(personality ? { personality: personality as Personality } : {}), ...(work ? { work } : {}) };
    return { label, config };
  });
}

/** Seat i of game g gets entry (i + g) mod N of --seats. */
export function seatingFor(game: number, seats: readonly SeatSpec[]): SeatSpec[] {
  return seats.map((_, i) => seats[(i + game) % seats.length]);
}

/**
 * The Illuminati of each seat in game `game`: in every block of K games (K Illuminati in the set)
 * entry j of --seats plays Illuminati π[(j + t) mod K] in the block's t-th game, π a seeded
 * shuffle per block. So every entry (hence every level) plays every Illuminati once per block,
 * the Illuminati of one game differ, and who meets whom changes from block to block.
 */
export function illuminatiFor(game: number, players: number, seed: string, set: readonly IlluminatiId[] = illuminatiSet('en')): IlluminatiId[] {
  const k = set.length;
  const block = Math.floor(game / k);
  const t = game % k;
  const perm = shuffleInPlace(seedState(`${seed}/illuminati/${block}`), [...set]);
  return Array.from({ length: players }, (_, seat) => perm[(((seat + game) % players) + t) % k]);
}

export interface TournamentOptions {
  players: number;
  games: number;
  seed: string;
  seats: SeatSpec[];
  turnCap: number;
  threads: number;
  /** Work per decision for every seat instead of its level's (--nodes, --playouts). */
  work?: Partial<WorkBudget>;
  deadlineMs?: number;
  /** Where game-worker.mjs and bot-worker.mjs are: default, next to this bundle. */
  workerDir?: URL;
  /** Games already played (a journal's, --journal): not played again, counted in the summary. */
  finished?: ReadonlyMap<number, BotGameResult>;
  /** Each game as it finishes (the journal keeps it). */
  onResult?: (index: number, result: BotGameResult) => void;
  /** After each game: how many are done, and the game's index and winners' --seats labels (null: the game failed). */
  onProgress?: (done: number, games: number, game: { index: number; winners: string[] | null }) => void;
}

export interface LevelSummary {
  seats: number;
  wins: number;
  winRate: number;
  ci95: [number, number];
  decisionMsP50: number;
  decisionMsP95: number;
  decisions: number;
  /** Decisions in which the level's bot failed and was replaced (bot-host faults). */
  fallbacks: number;
  /** Nodes looked at per decision (shared/ai/work.ts): p50, p95 and the most. */
  nodesP50: number;
  nodesP95: number;
  nodesMax: number;
  /** Decisions that played out (Hard's turns), and their play-outs: p50 and the most. */
  playedOut: number;
  playoutsP50: number;
  playoutsMax: number;
  /** Decisions the safety deadline cut short (0 expected: each makes its game irreproducible). */
  cutOffs: number;
}

export interface TournamentSummary {
  games: number;
  meanRounds: number;
  levels: Record<string, LevelSummary>;
  players: number;
  seed: string;
  seats: string[];
  turnCap: number;
  /** The work every seat was given instead of its level's (null: the levels' own). */
  work: Partial<WorkBudget> | null;
  /** How the games ended: a goal met (or the long game's score), last player standing, the turn cap. */
  endings: { goal: number; lastStanding: number; capped: number };
  /** Games that failed with an error (an engine or host bug); they count in no statistic. */
  errors: number;
  errorSamples: string[];
  faultSamples: BotFault[];
  meanTurns: number;
  /** Game length in rounds: median and 95th percentile. */
  roundsP50: number;
  roundsP95: number;
  /** Share of the games won (not capped) within 40 rounds (issue 4's benchmark for Medium bots). */
  wonWithin40Rounds: number;
  threads: number;
  /** Wall time of this run; games taken from a journal (--journal) cost none of it. */
  wallMs: number;
  /** Games taken from the journal instead of played in this run. */
  fromJournal: number;
}

const round = (x: number, d: number) => +x.toFixed(d);

export function workerFiles(dir: URL = new URL('./', import.meta.url)): { game: URL; bot: URL } {
  return { game: new URL('game-worker.mjs', dir), bot: new URL('bot-worker.mjs', dir) };
}

export async function runTournament(o: TournamentOptions): Promise<TournamentSummary> {
  const t0 = performance.now();
  const files = workerFiles(o.workerDir);
  for (const f of [files.game, files.bot])
    if (!existsSync(fileURLToPath(f))) throw new Error(`${fileURLToPath(f)} is missing: the tournament runs from the CLI bundle (npm run cli -- tournament …).`);

  const results: (BotGameResult | null)[] = new Array(o.games).fill(null);
  for (const [i, r] of o.finished ?? []) if (i < o.games) results[i] = r;
  // The games still to play, in order.
  const todo = results.flatMap((r, i) => (r ? [] : [i]));
  const errorSamples: string[] = [];
  let errors = 0;
  let next = 0;
  let done = o.games - todo.length;
  const jobFor = (index: number): GameJob => {
    const seating = seatingFor(index, o.seats);
    return {
      type: 'play',
      index,
      spec: { seats: seating.map((s) => s.config), seed: `${o.seed}-${index}`, turnCap: o.turnCap, illuminati: illuminatiFor(index, o.players, o.seed), maxFaults: 10 },
    };
  };
  const fail = (index: number, message: string) => {
    errors++;
    if (errorSamples.length < 5) errorSamples.push(`game ${index} (seed ${o.seed}-${index}): ${message}`);
  };
  const winnerLabels = (index: number, r: BotGameResult) => r.outcome.winners.map((seat) => seatingFor(index, o.seats)[seat].label);
  const workerData: GameWorkerData = { botWorkerUrl: files.bot.href, ...(o.deadlineMs ? { deadlineMs: o.deadlineMs } : {}) };

  // Each lane is one game worker playing games one after the other; a worker that dies costs its
  // current game (counted as an error) and is replaced.
  const lane = () =>
    new Promise<void>((resolve) => {
      let current = -1;
      let w: Worker;
      const take = () => {
        if (next >= todo.length) {
          w.postMessage({ type: 'close' } satisfies GameJob);
          return;
        }
        current = todo[next++];
        w.postMessage(jobFor(current));
      };
      const spawn = () => {
        w = new Worker(files.game, { workerData, resourceLimits: { maxYoungGenerationSizeMb: WORKER_YOUNG_GENERATION_MB } });
        let lastError = '';
        w.on('message', (m: GameJobResult) => {
          if (m.type === 'done') {
            results[m.index] = m.result;
            o.onResult?.(m.index, m.result);
          } else fail(m.index, m.message);
          current = -1;
          o.onProgress?.(++done, o.games, { index: m.index, winners: m.type === 'done' ? winnerLabels(m.index, m.result) : null });
          take();
        });
        w.on('error', (e) => {
          lastError = e.message;
        });
        w.on('exit', (code) => {
          if (current >= 0) {
            fail(current, `the game worker stopped (${lastError || `exit code ${code}`})`);
            o.onProgress?.(++done, o.games, { index: current, winners: null });
            current = -1;
            if (next < todo.length) {
              spawn();
              return;
            }
          }
          resolve();
        });
        take();
      };
      spawn();
    });
  if (todo.length) await Promise.all(Array.from({ length: Math.max(1, Math.min(o.threads, todo.length)) }, lane));

  // Statistics per --seats label.
  const labels = [...new Set(o.seats.map((s) => s.label))];
  const per = new Map(
    labels.map((l) => [l, { seats: o.seats.filter((s) => s.label === l).length, wins: 0, seatGames: 0, ms: [] as number[], nodes: [] as number[], playouts: [] as number[], fallbacks: 0, cutOffs: 0 }]),
  );
  const endings = { goal: 0, lastStanding: 0, capped: 0 };
  const faultSamples: BotFault[] = [];
  let played = 0;
  let rounds = 0;
  let turns = 0;
  let quick = 0;
  const lengths: number[] = [];
  results.forEach((r, g) => {
    if (!r) return;
    played++;
    rounds += r.rounds;
    lengths.push(r.rounds);
    if (r.outcome.winners.length && r.rounds <= 40) quick++;
    turns += r.turns;
    const seating = seatingFor(g, o.seats);
    seating.forEach((s, seat) => {
      const L = per.get(s.label)!;
      L.seatGames++;
      if (r.outcome.winners.includes(seat)) L.wins++;
      for (const ms of r.decisionMs[seat]) L.ms.push(ms);
      for (const n of r.nodes[seat]) L.nodes.push(n);
      for (const n of r.playouts[seat]) if (n > 0) L.playouts.push(n);
      L.fallbacks += r.faultsPerSeat[seat];
      L.cutOffs += r.cutOffsPerSeat[seat];
    });
    for (const f of r.faults) if (faultSamples.length < 10) faultSamples.push(f);
    if (r.outcome.reason === 'capped') endings.capped++;
    else if (r.outcome.reason === 'lastStanding') endings.lastStanding++;
    else endings.goal++;
  });
  const levels: Record<string, LevelSummary> = {};
  for (const [label, L] of per) {
    const sorted = L.ms.sort((a, b) => a - b);
    const nodes = L.nodes.sort((a, b) => a - b);
    const playouts = L.playouts.sort((a, b) => a - b);
    const [lo, hi] = wilson(L.wins, L.seatGames);
    levels[label] = {
      seats: L.seats,
      wins: L.wins,
      winRate: L.seatGames ? round(L.wins / L.seatGames, 4) : 0,
      ci95: [round(lo, 4), round(hi, 4)],
      decisionMsP50: round(percentile(sorted, 0.5), 3),
      decisionMsP95: round(percentile(sorted, 0.95), 3),
      decisions: sorted.length,
      fallbacks: L.fallbacks,
      nodesP50: round(percentile(nodes, 0.5), 1),
      nodesP95: round(percentile(nodes, 0.95), 1),
      nodesMax: nodes.at(-1) ?? 0,
      playedOut: playouts.length,
      playoutsP50: round(percentile(playouts, 0.5), 1),
      playoutsMax: playouts.at(-1) ?? 0,
      cutOffs: L.cutOffs,
    };
  }
  return {
    games: o.games,
    meanRounds: played ? round(rounds / played, 2) : 0,
    levels,
    players: o.players,
    seed: o.seed,
    seats: o.seats.map((s) => s.label),
    turnCap: o.turnCap,
    work: o.work ?? null,
    endings,
    errors,
    errorSamples,
    faultSamples,
    meanTurns: played ? round(turns / played, 2) : 0,
    roundsP50: round(percentile(lengths.sort((a, b) => a - b), 0.5), 2),
    roundsP95: round(percentile(lengths, 0.95), 2),
    wonWithin40Rounds: played ? round(quick / played, 4) : 0,
    threads: Math.max(1, Math.min(o.threads, o.games)),
    wallMs: Math.round(performance.now() - t0),
    fromJournal: o.games - todo.length,
  };
}

/** Parse and check the flags (UsageError on any bad input); createBot's refusal of a level is passed on. */
export function tournamentOptions(argv: readonly string[]): TournamentOptions & { json: boolean; journal?: string } {
  const { flags, rest } = parseFlags(argv, {
    players: 'int',
    games: 'int',
    seed: 'string',
    seats: 'string',
    nodes: 'int',
    playouts: 'int',
    'deadline-ms': 'int',
    'turn-cap': 'int',
    threads: 'int',
    journal: 'string',
    json: 'bool',
  });
  if (rest.length) throw new UsageError(`Unexpected argument "${rest[0]}".`);
  if (flags.seats === undefined) throw new UsageError('tournament needs --seats: one level per player, e.g. --seats hard,medium,medium,medium.');
  const work: Partial<WorkBudget> = {
    ...(flags.nodes === undefined ? {} : { nodes: intIn('nodes', flags.nodes, 0, 1, 10_000_000) }),
    ...(flags.playouts === undefined ? {} : { playouts: intIn('playouts', flags.playouts, 0, 0, 100_000) }),
  };
  const given = Object.keys(work).length > 0;
  const seats = parseSeats(flags.seats, given ? work : undefined);
  const players = intIn('players', flags.players, seats.length, 2, 8);
  if (seats.length !== players) throw new UsageError(`--seats lists ${seats.length} level${seats.length === 1 ? '' : 's'} for ${players} players: give exactly one per player.`);
  for (const s of seats) {
    try {
      makeBot(s.config);
    } catch (e) {
      throw new UsageError((e as Error).message);
    }
  }
  const games = intIn('games', flags.games, 100, 1, 1_000_000);
  const turnCap = intIn('turn-cap', flags['turn-cap'], DEFAULT_TURN_CAP, 1, 100_000);
  const threads = intIn('threads', flags.threads, availableParallelism(), 1, 256);
  const deadlineMs = flags['deadline-ms'] === undefined ? undefined : intIn('deadline-ms', flags['deadline-ms'], 0, 10, 3_600_000);
  const seed = flags.seed ?? '1';
  if (seed === '') throw new UsageError('--seed must not be empty.');
  if (flags.journal === '') throw new UsageError('--journal needs a file name.');
  return { players, games, seed, seats, turnCap, threads, ...(given ? { work } : {}), ...(deadlineMs ? { deadlineMs } : {}), ...(flags.journal ? { journal: flags.journal } : {}), json: !!flags.json };
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const workText = (w: Partial<WorkBudget>) => [w.nodes !== undefined ? `${w.nodes} nodes` : '', w.playouts !== undefined ? `${w.playouts} play-outs` : ''].filter(Boolean).join(', ');

export function formatSummary(s: TournamentSummary): string[] {
  const lines = [
    `${s.games} games, ${s.players} players, seats ${s.seats.join(',')} (seed ${s.seed}, turn cap ${s.turnCap}${s.work ? `, work ${workText(s.work)}` : ''}) in ${(s.wallMs / 1000).toFixed(1)} s on ${s.threads} thread${s.threads === 1 ? '' : 's'}${s.fromJournal ? ` (${s.fromJournal} of the games from the journal)` : ''}`,
    `  mean length: ${s.meanRounds} rounds (${s.meanTurns} turns), p50 ${s.roundsP50}, p95 ${s.roundsP95}; won within 40 rounds ${pct(s.wonWithin40Rounds)}`,
    `  ended by a goal ${s.endings.goal}, last standing ${s.endings.lastStanding}, capped ${s.endings.capped}, errors ${s.errors}`,
    `  ${'level'.padEnd(20)} ${'seats'.padStart(5)} ${'wins'.padStart(6)} ${'win rate'.padStart(8)}  ${'95% CI'.padEnd(16)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'fallbacks'.padStart(9)} ${'cut off'.padStart(7)}`,
  ];
  for (const [label, L] of Object.entries(s.levels))
    lines.push(
      `  ${label.padEnd(20)} ${String(L.seats).padStart(5)} ${String(L.wins).padStart(6)} ${pct(L.winRate).padStart(8)}  ${`[${pct(L.ci95[0])}, ${pct(L.ci95[1])}]`.padEnd(16)} ${L.decisionMsP50.toFixed(2).padStart(8)} ${L.decisionMsP95.toFixed(2).padStart(8)} ${String(L.fallbacks).padStart(9)} ${String(L.cutOffs).padStart(7)}`,
    );
  lines.push('  work per decision (nodes looked at; play-outs where the bot played out):');
  for (const [label, L] of Object.entries(s.levels))
    lines.push(
      `  ${label.padEnd(20)} nodes p50 ${L.nodesP50}, p95 ${L.nodesP95}, max ${L.nodesMax}` +
        (L.playedOut ? `; play-outs in ${L.playedOut} decisions: p50 ${L.playoutsP50}, max ${L.playoutsMax}` : ''),
    );
  const cut = Object.values(s.levels).reduce((n, L) => n + L.cutOffs, 0);
  if (cut) lines.push(`  WARNING: the safety deadline cut ${cut} decision${cut === 1 ? '' : 's'} short: this machine was too slow or too busy; those games do not replay from their seeds.`);
  for (const f of s.faultSamples.slice(0, 5)) lines.push(`  fallback: seat ${f.seat} (${f.level}) ${f.reason} at ${f.kind}, seq ${f.seq}: ${f.detail} -> ${f.replacement}`);
  for (const e of s.errorSamples) lines.push(`  error: ${e}`);
  return lines;
}

export async function tournamentCommand(argv: readonly string[], out: (s: string) => void): Promise<number> {
  const o = tournamentOptions(argv);
  const tty = !o.json && process.stderr.isTTY;
  // On a terminal a counter; otherwise (stderr to a log file) one line per game, so that a long
  // tournament's log can be read while it runs.
  const progress: TournamentOptions['onProgress'] = tty
    ? (d, n) => process.stderr.write(`\r  ${d}/${n} games${d === n ? '\n' : ''}`)
    : (d, n, g) => process.stderr.write(`  ${d}/${n} games; game ${g.index}: ${g.winners === null ? 'error' : g.winners.length ? `won by ${g.winners.join(', ')}` : 'no winner'}\n`);
  let journal: Journal | null = null;
  if (o.journal) {
    const files = workerFiles(o.workerDir);
    journal = openJournal(o.journal, { kind: 'illuminati-tournament-journal', version: 1, players: o.players, seed: o.seed, seats: o.seats.map((x) => x.label), turnCap: o.turnCap, work: o.work ?? null, build: buildHash([files.game, files.bot]) });
    const kept = [...journal.finished.keys()].filter((i) => i < o.games).length;
    process.stderr.write(`  ${o.journal}: ${kept} of ${o.games} games played already${journal.dropped ? `, ${journal.dropped} damaged line${journal.dropped === 1 ? '' : 's'} dropped (those games are played again)` : ''}\n`);
  }
  const s = await runTournament({
    ...o,
    ...(journal ? { finished: journal.finished, onResult: (i: number, r: BotGameResult) => journal!.record(i, r) } : {}),
    ...(o.json ? {} : { onProgress: progress }),
  });
  if (o.json) out(JSON.stringify(s, null, 2));
  else for (const l of formatSummary(s)) out(l);
  return s.errors ? 1 : 0;
}
