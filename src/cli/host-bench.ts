// `cli host-bench`: bot-only games through the GameHost as the app runs them (issue 23's throughput
// figure): bots in worker threads at instant speed, the autosave and its journal on a temporary
// folder of the real disk, a subscriber counting the pushes. Prints the actions per second the host
// accepted and announced, split into starting games (game:new until its reply) and playing them.
// Figures, never asserted in tests.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GameHost } from '../server/host';
import { BOT_LEVELS, type BotLevel } from '../shared/ai/types';
import type { SeatController } from '../shared/protocol/messages';
import { validateRequest } from '../shared/protocol/validate';
import { parseFlags, UsageError } from './args';

export async function hostBench(games: number, players: number, level: BotLevel, turnCap: number, dir = tmpdir()) {
  const data = mkdtempSync(join(dir, 'illuminati-host-bench-'));
  const host = await GameHost.create({ dataDir: data, version: 'bench', initialSettings: { botSpeed: 'instant' }, log: () => undefined });
  const ask = async (kind: string, params: unknown) => {
    const v = validateRequest({ kind, params });
    if (!v.ok) throw new Error(v.error);
    return host.request(v.request);
  };
  let pushes = 0;
  let over: (() => void) | null = null;
  host.subscribe((p) => {
    if (p.type !== 'game:changed') return;
    pushes++;
    if (p.over) over?.();
  });
  let actions = 0;
  /** Time spent starting games (game:new until its reply) and playing them (the reply until the end). */
  let startMs = 0;
  let playMs = 0;
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  try {
    for (let g = 0; g < games; g++) {
      const seats: SeatController[] = Array.from({ length: players }, () => ({ kind: 'bot', level, personality: 'balanced' }));
      const done = new Promise<void>((resolve) => (over = resolve));
      const ts = performance.now();
      const r = await ask('game:new', { setup: { config: { players, turnCap }, seats, seed: `host-bench-${g}` } });
      if (!r.ok) throw new Error(r.error);
      const tp = performance.now();
      await done;
      startMs += tp - ts;
      playMs += performance.now() - tp;
      const v = await ask('game:view', { viewer: 'spectator', since: 1e9 });
      if (v.ok) actions += (v.value as { seq: number }).seq;
    }
  } finally {
    await host.close();
    rmSync(data, { recursive: true, force: true });
  }
  const wallMs = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  // The host's own processor time (the bots run in worker threads of this process too).
  const cpuMs = (cpu.user + cpu.system) / 1000;
  return {
    games,
    players,
    level,
    turnCap,
    actions,
    pushes,
    wallMs: Math.round(wallMs),
    actionsPerSec: Math.round((actions / wallMs) * 1000),
    startMsPerGame: Math.round(startMs / games),
    playActionsPerSec: Math.round((actions / playMs) * 1000),
    cpuMsPer1000Actions: Math.round((cpuMs / actions) * 1000),
  };
}

export async function hostBenchCommand(argv: readonly string[], out: (s: string) => void): Promise<number> {
  const { flags, rest } = parseFlags(argv, { json: 'bool', games: 'int', players: 'int', level: 'string', dir: 'string', 'turn-cap': 'int' });
  if (rest.length) throw new UsageError(`Unexpected argument "${rest[0]}".`);
  const players = flags.players ?? 4;
  if (players < 2 || players > 8) throw new UsageError('--players must be between 2 and 8.');
  const level = (flags.level ?? 'random') as BotLevel;
  if (!BOT_LEVELS.includes(level)) throw new UsageError(`--level must be one of ${BOT_LEVELS.join(', ')}.`);
  const turnCap = flags['turn-cap'] ?? 60;
  if (turnCap < 1) throw new UsageError('--turn-cap must be at least 1.');
  const r = await hostBench(flags.games ?? 5, players, level, turnCap, flags.dir);
  if (flags.json) out(JSON.stringify(r, null, 2));
  else {
    out(`host, ${r.players} ${r.level} bots at instant speed, ${r.games} games of at most ${r.turnCap} turns: ${r.actions} actions in ${r.wallMs} ms = ${r.actionsPerSec} actions/s (${r.pushes} pushes)`);
    out(`starting a game: ${r.startMsPerGame} ms; playing: ${r.playActionsPerSec} actions/s; processor time: ${r.cpuMsPer1000Actions} ms per 1000 actions`);
  }
  return 0;
}
