// `cli tournament` (issue 4): statistics, seat and Illuminati rotation, flag validation, and the
// JSON summary of a real run through the bundled CLI (game workers and bot workers).
import { describe, expect, it, vi } from 'vitest';
import { BOT_LEVELS } from '../../src/shared/ai/types';
import { illuminatiSet } from '../../src/shared/engine';
import { main } from '../../src/cli/main';
import { appendFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { illuminatiFor, parseSeats, percentile, runTournament, seatingFor, wilson, type TournamentSummary } from '../../src/cli/tournament';
import { makeBot } from '../../src/server/bots/factory';
import { run, useBundledCli } from '../support/cli-bundle';


describe('statistics', () => {
  it('Wilson score interval matches known values', () => {
    const r4 = (x: [number, number]) => x.map((v) => +v.toFixed(4));
    expect(r4(wilson(0, 10))).toEqual([0, 0.2775]);
    expect(r4(wilson(1, 10))).toEqual([0.0179, 0.4042]);
    expect(r4(wilson(5, 10))).toEqual([0.2366, 0.7634]);
    expect(r4(wilson(10, 10))).toEqual([0.7225, 1]);
    expect(r4(wilson(50, 100))).toEqual([0.4038, 0.5962]);
    expect(wilson(0, 0)).toEqual([0, 1]);
  });

  it('percentiles interpolate between ranks', () => {
    expect(percentile([], 0.5)).toBe(0);
    expect(percentile([7], 0.95)).toBe(7);
    expect(percentile([1, 2, 3, 4], 0.5)).toBe(2.5);
    expect(percentile([...Array(101).keys()], 0.95)).toBe(95);
  });
});

describe('rotation', () => {
  const seats = parseSeats('hard,medium,medium,easy');

  it('seat i of game g gets entry (i + g) mod N', () => {
    expect(seatingFor(0, seats).map((s) => s.label)).toEqual(['hard', 'medium', 'medium', 'easy']);
    expect(seatingFor(1, seats).map((s) => s.label)).toEqual(['medium', 'medium', 'easy', 'hard']);
    expect(seatingFor(5, seats).map((s) => s.label)).toEqual(['medium', 'medium', 'easy', 'hard']);
  });

  it('every entry plays every Illuminati equally often, and a game never repeats one', () => {
    for (const players of [2, 4, 6, 8]) {
      const set = illuminatiSet('en');
      const counts = Array.from({ length: players }, () => new Map<string, number>());
      for (let g = 0; g < 3 * set.length; g++) {
        const il = illuminatiFor(g, players, 'rot');
        expect(new Set(il).size).toBe(players);
        il.forEach((id, seat) => {
          const entry = (seat + g) % players;
          counts[entry].set(id, (counts[entry].get(id) ?? 0) + 1);
        });
      }
      for (const c of counts) expect([...c.values()]).toEqual(set.map(() => 3));
    }
  });
});

describe('flags', () => {
  const bad = async (pattern: RegExp, ...argv: string[]) => expect(await run(main, 'tournament', ...argv)).toMatchObject({ code: 2, err: expect.stringMatching(pattern) });

  it('refuses bad input with a clear message and exit status 2', async () => {
    await bad(/needs --seats/, '--players', '4');
    await bad(/Unknown level "wizard" in --seats\. Levels: random, easy, medium, hard/, '--seats', 'random,wizard');
    await bad(/Unknown personality "grumpy"/, '--seats', 'random:grumpy,random');
    await bad(/--seats has an empty entry/, '--seats', 'random,,random');
    await bad(/--seats lists 2 levels for 3 players/, '--players', '3', '--seats', 'random,random');
    await bad(/--players must be from 2 to 8, not 9/, '--players', '9', '--seats', 'random,random');
    await bad(/--games must be a whole number, not "many"/, '--games', 'many', '--seats', 'random,random');
    await bad(/--games must be from 1 to/, '--games', '0', '--seats', 'random,random');
    await bad(/--playouts must be from 0 to/, '--playouts', '-5', '--seats', 'random,random');
    await bad(/--nodes must be from 1 to/, '--nodes', '0', '--seats', 'random,random');
    await bad(/Unknown flag --budget-ms/, '--budget-ms', '800', '--seats', 'random,random');
    await bad(/--threads must be from 1 to/, '--threads', '0', '--seats', 'random,random');
    await bad(/--turn-cap needs a value/, '--seats', 'random,random', '--turn-cap');
    await bad(/Unknown flag --fast/, '--seats', 'random,random', '--fast');
    await bad(/Unexpected argument "extra"/, '--seats', 'random,random', 'extra');
  });

  it('refuses a level the bots do not offer yet with their own message', async () => {
    for (const level of BOT_LEVELS) {
      let message: string | null = null;
      try {
        makeBot({ level });
      } catch (e) {
        message = (e as Error).message;
      }
      if (message !== null) await bad(new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')), '--seats', `${level},random`);
    }
    // Whatever createBot says is what the user reads.
    vi.resetModules();
    vi.doMock('../../src/server/bots/factory', () => ({
      makeBot: (c: { level: string }) => {
        if (c.level === 'hard') throw new Error('The hard level needs a search budget of at least 10 ms.');
        return {};
      },
    }));
    try {
      const { main: mocked } = await import('../../src/cli/main');
      expect(await run(mocked, 'tournament', '--seats', 'hard,random')).toMatchObject({ code: 2, err: expect.stringContaining('The hard level needs a search budget of at least 10 ms.') });
    } finally {
      vi.doUnmock('../../src/server/bots/factory');
      vi.resetModules();
    }
  });
});

describe('a real tournament through the bundled CLI', () => {
  const cli = useBundledCli('test-cli-');

  it('--json prints the summary in the issue\'s shape, independent of the number of threads', async () => {
    const argv = ['tournament', '--players', '3', '--games', '6', '--seed', '7', '--seats', 'random:aggressive,random,random', '--turn-cap', '60', '--json'];
    const r = await run(cli.main(), ...argv, '--threads', '2');
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    const j = JSON.parse(r.out) as TournamentSummary;
    expect(Object.keys(j).slice(0, 3)).toEqual(['games', 'meanRounds', 'levels']);
    expect(j.games).toBe(6);
    expect(j.meanRounds).toBeGreaterThan(0);
    expect(Object.keys(j.levels)).toEqual(['random:aggressive', 'random']);
    expect(j.levels['random:aggressive'].seats).toBe(1);
    expect(j.levels.random.seats).toBe(2);
    let wins = 0;
    for (const L of Object.values(j.levels)) {
      expect(Object.keys(L).slice(0, 6)).toEqual(['seats', 'wins', 'winRate', 'ci95', 'decisionMsP50', 'decisionMsP95']);
      expect(L.winRate).toBeCloseTo(L.wins / (j.games * L.seats), 4);
      expect(L.ci95[0]).toBeLessThanOrEqual(L.winRate);
      expect(L.ci95[1]).toBeGreaterThanOrEqual(L.winRate);
      expect(L.decisionMsP50).toBeGreaterThan(0);
      expect(L.decisionMsP95).toBeGreaterThanOrEqual(L.decisionMsP50);
      expect(L.fallbacks).toBe(0);
      expect(L.cutOffs).toBe(0);
      wins += L.wins;
    }
    // Every game that did not hit the cap has at least one winner; a shared victory counts for each.
    expect(j.endings.goal + j.endings.lastStanding + j.endings.capped).toBe(6);
    expect(wins).toBeGreaterThanOrEqual(j.endings.goal + j.endings.lastStanding);
    expect(j.errors).toBe(0);

    const again = JSON.parse((await run(cli.main(), ...argv, '--threads', '1')).out) as TournamentSummary;
    expect(again.meanRounds).toBe(j.meanRounds);
    expect(Object.entries(again.levels).map(([k, L]) => [k, L.wins])).toEqual(Object.entries(j.levels).map(([k, L]) => [k, L.wins]));
  }, 300_000); // fixed work (Random bots): a busy machine only stretches it

  it('reports each game as it ends, with its winners\' labels (what a long run logs line by line)', async () => {
    const seen: { done: number; games: number; index: number; winners: string[] | null }[] = [];
    const s = await runTournament({
      players: 2,
      games: 3,
      seed: 'progress',
      seats: parseSeats('easy,random'),
      turnCap: 20,
      threads: 2,
      workerDir: pathToFileURL(`${cli.dir()}/`),
      onProgress: (done, games, g) => seen.push({ done, games, ...g }),
    });
    expect(seen.map((x) => [x.done, x.games])).toEqual([[1, 3], [2, 3], [3, 3]]);
    expect(seen.map((x) => x.index).sort()).toEqual([0, 1, 2]);
    // The labels of each game's winners add up to the summary's wins.
    for (const label of ['easy', 'random']) expect(seen.flatMap((x) => x.winners ?? []).filter((w) => w === label).length).toBe(s.levels[label].wins);
  }, 300_000); // fixed work: a busy machine only stretches it

  it('--journal keeps each game; a tournament stopped and started again plays only the rest and sums to the same result (issue 38)', async () => {
    const file = join(cli.dir(), 'journal.jsonl');
    const base = ['tournament', '--players', '2', '--seed', 'journal', '--seats', 'easy,random', '--turn-cap', '20', '--threads', '2', '--json'];
    const first = JSON.parse((await run(cli.main(), ...base, '--games', '3', '--journal', file)).out) as TournamentSummary;
    expect(first.fromJournal).toBe(0);
    expect(readFileSync(file, 'utf8').trim().split('\n')).toHaveLength(1 + 3);
    // A crash while a line was written: the torn line is dropped and its game played again.
    appendFileSync(file, '{"index": 3, "resu');
    const whole = JSON.parse((await run(cli.main(), ...base, '--games', '5', '--journal', file)).out) as TournamentSummary;
    expect(whole.fromJournal).toBe(3);
    const lines = readFileSync(file, 'utf8').trim().split('\n');
    expect(lines.slice(1).map((l) => { try { return (JSON.parse(l) as { index: number }).index; } catch { return 'torn'; } }).sort()).toEqual([0, 1, 2, 3, 4, 'torn']);
    // The same five games in one sitting, without a journal.
    const once = JSON.parse((await run(cli.main(), ...base, '--games', '5')).out) as TournamentSummary;
    expect(Object.entries(whole.levels).map(([k, L]) => [k, L.wins, L.decisions])).toEqual(Object.entries(once.levels).map(([k, L]) => [k, L.wins, L.decisions]));
    expect(whole.meanRounds).toBe(once.meanRounds);
    // Another tournament's settings on the same file: refused, the file untouched.
    const before = readFileSync(file, 'utf8');
    const other = await run(cli.main(), ...base.map((a) => (a === 'journal' ? 'other' : a)), '--games', '5', '--journal', file);
    expect(other.code).toBe(2);
    expect(other.err).toMatch(/written by another tournament: its seed is "journal", this run's is "other"/);
    expect(readFileSync(file, 'utf8')).toBe(before);
  }, 300_000); // fixed work: a busy machine only stretches it

  it('prints a readable table without --json', async () => {
    const r = await run(cli.main(), 'tournament', '--games', '2', '--seats', 'easy,random', '--turn-cap', '20');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/2 games, 2 players/);
    expect(r.out).toMatch(/level\s+seats\s+wins\s+win rate\s+95% CI\s+p50 ms\s+p95 ms\s+fallbacks\s+cut off/);
    expect(r.out).toMatch(/random\s+1\s+\d+\s+[\d.]+%\s+\[/);
    // The work per decision (issue 38): Easy counts the candidates it looked at; Random does not count.
    expect(r.out).toMatch(/work per decision/);
    expect(r.out).toMatch(/easy\s+nodes p50 [\d.]+, p95 [\d.]+, max [1-9]\d*/);
    expect(r.out).not.toMatch(/WARNING/);
  });
});
