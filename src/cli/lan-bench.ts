// `cli lan-bench`: LAN play on loopback (issue 6 benchmarks): a host with six LAN seats, six
// clients in this process playing with the Easy bot at instant bot speed, over real WebSockets.
// Prints the round trip of every accepted action (send to reply: validation, engine, autosave
// scheduling, answer) and the host's memory during the game. Figures, never asserted in tests.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GameHost } from '../server/host';
import { LanClient } from '../server/lan/lan-client';
import { LanHost } from '../server/lan/lan-host';
import type { SeatController } from '../shared/protocol/messages';
import { validateRequest } from '../shared/protocol/validate';
import { parseFlags, UsageError } from './args';
import { playCrowded, printCrowded, runClient, serveCrowded } from './lan-bench-crowded';

function percentile(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? +s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))].toFixed(2) : 0;
}

export async function lanBench(games: number, players: number) {
  const dir = mkdtempSync(join(tmpdir(), 'illuminati-lan-bench-'));
  const staticDir = join(dir, 'renderer');
  mkdirSync(staticDir);
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>bench</title>');
  const host = await GameHost.create({ dataDir: dir, version: 'bench', initialSettings: { botSpeed: 'instant' }, bots: { setSeats() {}, async decide() { throw new Error('no bots'); }, replaceIllegal: (_s, _o, _l, d) => d, async close() {} } });
  const lan = new LanHost({ host, dataDir: dir, staticDir, announce: false });
  const ask = async (kind: string, params: unknown) => {
    const v = validateRequest({ kind, params });
    if (!v.ok) throw new Error(v.error);
    return host.request(v.request);
  };
  const acts: number[] = [];
  let heapPeak = 0;
  let rssPeak = 0;
  const sampler = setInterval(() => {
    const m = process.memoryUsage();
    heapPeak = Math.max(heapPeak, m.heapUsed);
    rssPeak = Math.max(rssPeak, m.rss);
  }, 50);
  let actions = 0;
  const t0 = performance.now();
  for (let g = 0; g < games; g++) {
    const seats: SeatController[] = Array.from({ length: players }, () => ({ kind: 'remote' }));
    const opened = await ask('lan:open', { setup: { config: { players, turnCap: 60 }, seats, seed: `lan-bench-${g}` }, bind: '127.0.0.1', port: 0, name: 'Bench' });
    if (!opened.ok) throw new Error(opened.error);
    const lobby = opened.value as { urls: string[]; code: string };
    const clients = Array.from({ length: players }, (_, i) => new LanClient(lobby.urls[0], `P${i + 1}`, lobby.code, false));
    for (const c of clients) {
      await c.connect();
      await c.join();
    }
    const started = await ask('lan:start', {});
    if (!started.ok) throw new Error(started.error);
    for (const c of clients) c.play();
    for (;;) {
      const v = await ask('game:view', { viewer: 'spectator', since: 1e9 });
      if (v.ok && (v.value as { outcome: unknown }).outcome) {
        actions += (v.value as { seq: number }).seq;
        break;
      }
      await new Promise((r) => setTimeout(r, 20));
    }
    for (const c of clients) {
      acts.push(...c.actMs);
      c.close();
    }
    await lan.stop();
  }
  const wallMs = performance.now() - t0;
  clearInterval(sampler);
  await lan.close();
  await host.close();
  rmSync(dir, { recursive: true, force: true });
  return {
    games,
    players,
    actions,
    remoteActions: acts.length,
    actRoundTripMsP50: percentile(acts, 50),
    actRoundTripMsP95: percentile(acts, 95),
    actionsPerSec: Math.round((actions / wallMs) * 1000),
    heapUsedPeakMB: +(heapPeak / 2 ** 20).toFixed(1),
    rssPeakMB: +(rssPeak / 2 ** 20).toFixed(1),
  };
}

export async function lanBenchCommand(argv: readonly string[], out: (s: string) => void): Promise<number> {
  const { flags, rest } = parseFlags(argv, { json: 'bool', games: 'int', players: 'int', crowded: 'bool', actions: 'int', serve: 'string', join: 'string', 'no-deflate': 'bool', client: 'int' });
  if (rest.length) throw new UsageError(`Unexpected argument "${rest[0]}".`);
  if (flags.crowded) return crowdedCommand(flags, out);
  const players = flags.players ?? 6;
  if (players < 2 || players > 8) throw new UsageError('--players must be between 2 and 8.');
  const r = await lanBench(flags.games ?? 3, players);
  if (flags.json) out(JSON.stringify(r, null, 2));
  else {
    out(`LAN on loopback, ${r.players} clients, ${r.games} games, ${r.actions} actions (${r.remoteActions} timed)`);
    out(`action round trip: p50 ${r.actRoundTripMsP50} ms, p95 ${r.actRoundTripMsP95} ms`);
    out(`host (and clients, same process) memory peak: heap ${r.heapUsedPeakMB} MB, rss ${r.rssPeakMB} MB`);
  }
  return 0;
}

/** `--crowded` (issue 39): host and clients here on loopback, or the host alone (`--serve ADDR:PORT`), or the clients alone (`--join URL`). */
async function crowdedCommand(flags: { json?: boolean; actions?: number; serve?: string; join?: string; 'no-deflate'?: boolean; client?: number }, out: (s: string) => void): Promise<number> {
  const actions = flags.actions ?? 300;
  if (actions < 1 || actions > 5000) throw new UsageError('--actions must be between 1 and 5000.');
  const deflate = !flags['no-deflate'];
  if (flags.client !== undefined) {
    // One of the six client processes playCrowded starts.
    if (!flags.join || flags.client < 0 || flags.client > 5) throw new UsageError('--client SEAT (0-5) needs --join URL.');
    await runClient(flags.join, flags.client, actions, deflate, out);
    return 0;
  }
  if (flags.serve) {
    const m = /^(.+):(\d+)$/.exec(flags.serve);
    if (!m) throw new UsageError('--serve takes ADDRESS:PORT.');
    const side = await serveCrowded(m[1], Number(m[2]));
    out(`serving the crowded table at ${side.url} (seq ${side.startSeq}); Ctrl-C or SIGTERM stops it`);
    await new Promise<void>((resolve) => {
      process.once('SIGINT', resolve);
      process.once('SIGTERM', resolve);
    });
    const mem = await side.stop();
    out(`host memory peak: heap ${mem.heapUsedMB} MB, rss ${mem.rssMB} MB`);
    return 0;
  }
  if (flags.join) {
    const r = await playCrowded(flags.join.endsWith('/') ? flags.join : `${flags.join}/`, actions, deflate);
    if (flags.json) out(JSON.stringify(r, null, 2));
    else printCrowded(r, out);
    return 0;
  }
  const side = await serveCrowded('127.0.0.1', 0);
  const r = await playCrowded(side.url, actions, deflate);
  const mem = await side.stop();
  if (flags.json) out(JSON.stringify({ ...r, hostMemory: mem }, null, 2));
  else {
    printCrowded(r, out);
    out(`host memory peak (the clients are processes of their own): heap ${mem.heapUsedMB} MB, rss ${mem.rssMB} MB`);
  }
  return 0;
}
