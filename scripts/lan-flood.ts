// Issue 40's measurement: the host's memory with N joined LAN players that stop reading and ask for
// their full view ~55 times a second (inside the rate limit) in a long game. The game is built
// synthetically: an engine save from `npm run cli -- sim --save-dir` (random players) becomes the
// autosave of a LAN game with a human host and N remote seats whose tokens are in lan.json; the host
// continues it, the peers rejoin with their tokens, stop reading and flood. Run twice in one
// process, alternately: with the back-pressure (http/pacer.ts) and with it off (bound = Infinity,
// as before issue 40; stopped early past --cap-mb to keep the machine alive).
//   node --expose-gc --import tsx scripts/lan-flood.ts --save game.json [--peers 7] [--seconds 15]
//     [--cap-mb 2500] [--actions N] [--runs with,without,with] [--raw]
// --runs: which runs, in order (with: the back-pressure; without: bound Infinity). --raw: the peers
// decline permessage-deflate (a hostile peer may; its views then travel whole). To compare two
// versions of the host alternately, run this file in both checkouts in turn with --runs with.
// Never announces anything (announce: false); everything on 127.0.0.1.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WebSocket } from 'ws';
import { GameHost, type BotSeats } from '../src/server/host';
import { DEFAULT_PACE, type PaceLimits } from '../src/server/http/pacer';
import { LanHost } from '../src/server/lan/lan-host';
import { newSeatToken } from '../src/server/lan/codes';
import { entryLine, headerLine } from '../src/server/host/journal-format';
import type { SavedGame } from '../src/shared/engine';

const arg = (name: string, dflt: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1]! : dflt;
};
const savePath = arg('save', '');
const peers = Number(arg('peers', '7'));
const seconds = Number(arg('seconds', '15'));
const capMb = Number(arg('cap-mb', '2500'));
const runs = arg('runs', 'with,without,with').split(',');
const raw = process.argv.includes('--raw');
/** Actions of the game to use (0: all but the last); past what an autosave may hold, the rest goes to its journal. */
const wanted = Number(arg('actions', '0'));
const IN_AUTOSAVE = 60_000;
const gc = (globalThis as { gc?: () => void }).gc ?? (() => undefined);
const mb = (b: number) => Math.round(b / 2 ** 20);

const noBots: BotSeats = {
  setSeats() {},
  async decide() {
    throw new Error('no bots in this measurement');
  },
  replaceIllegal() {
    throw new Error('no bots in this measurement');
  },
  async close() {},
} as unknown as BotSeats;

/** Sends a request and resolves with the text of its reply (pushes in between are skipped). */
function ask(ws: WebSocket, id: number, kind: string, params: unknown): Promise<string> {
  return new Promise((resolve) => {
    const on = (d: unknown) => {
      const text = String(d);
      if ((JSON.parse(text) as { id?: number }).id !== id) return;
      ws.off('message', on);
      resolve(text);
    };
    ws.on('message', on);
    ws.send(JSON.stringify({ id, kind, params }));
  });
}

async function run(label: string, pace: PaceLimits): Promise<void> {
  const engine = JSON.parse(readFileSync(savePath, 'utf8')) as SavedGame;
  const players = peers + 1;
  if (engine.config.players !== players) throw new Error(`the save has ${engine.config.players} players; --peers ${players - 1} needs ${players}`);
  // The game without its last action (it was the one that ended it), or its first --actions.
  const all = engine.actions.slice(0, wanted > 0 ? wanted : -1);
  const game: SavedGame = { format: engine.format, version: engine.version, config: engine.config, seed: engine.seed, actions: all.slice(0, IN_AUTOSAVE) };
  const seats = [{ kind: 'human' as const }, ...Array.from({ length: peers }, () => ({ kind: 'remote' as const }))];
  const dir = mkdtempSync(join(tmpdir(), 'lan-flood-'));
  const tokens = seats.slice(1).map((_, i) => ({ seat: i + 1, name: `Peer ${i + 1}`, token: newSeatToken() }));
  writeFileSync(join(dir, 'autosave.json'), JSON.stringify({ format: 'illuminati-host-save', version: 1, savedAt: new Date().toISOString(), finished: false, game, seats, journal: 'J' }));
  // The rest as journal lines (the engine's seq counts accepted actions: action n leaves seq n).
  writeFileSync(join(dir, 'autosave.journal'), [headerLine('J', game.actions.length), ...all.slice(IN_AUTOSAVE).map((a, i) => entryLine({ n: IN_AUTOSAVE + i + 1, seq: IN_AUTOSAVE + i + 1, ...a }))].join(''));
  writeFileSync(join(dir, 'lan.json'), JSON.stringify({ format: 'illuminati-lan', version: 1, name: 'Flood', code: 'ABCDEF', bind: '127.0.0.1', port: 0, graceMs: 600_000, setup: { config: game.config, seats, seed: game.seed }, started: true, announce: false, tokens }));
  const host = await GameHost.create({ dataDir: dir, version: 'flood', bots: noBots, log: () => undefined });
  const lan = new LanHost({ host, dataDir: dir, staticDir: dir, announce: false, heartbeatMs: 120_000, pace, log: () => undefined });
  const cont = await host.request({ kind: 'game:continue', params: {} });
  if (!cont.ok) throw new Error(cont.error);
  const port = lan.port!;
  const sockets: WebSocket[] = [];
  let viewBytes = 0;
  for (const t of tokens) {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/ws`, { perMessageDeflate: !raw });
    await new Promise((r, j) => (ws.once('open', r), ws.once('error', j)));
    ws.on('error', () => undefined);
    const joined = JSON.parse(await ask(ws, 1, 'lan:join', { code: 'ABCDEF', name: t.name, token: t.token })) as { reply: { ok: boolean; error?: string } };
    if (!joined.reply.ok) throw new Error(joined.reply.error);
    if (!viewBytes) viewBytes = (await ask(ws, 2, 'game:view', { viewer: t.seat, since: 0 })).length;
    sockets.push(ws);
  }
  gc();
  await new Promise((r) => setTimeout(r, 500));
  gc();
  const idle = process.memoryUsage().rss;
  // They stop reading and flood.
  for (const ws of sockets) (ws as unknown as { _socket: { pause(): void } })._socket.pause();
  let peak = idle;
  let id = 10;
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  let droppedAt: number[] = [];
  while (performance.now() - t0 < seconds * 1000) {
    for (let i = 0; i < sockets.length; i++) {
      const ws = sockets[i]!;
      if (ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify({ id: id++, kind: 'game:view', params: { viewer: i + 1, since: 0 } }));
    }
    peak = Math.max(peak, process.memoryUsage().rss);
    const stats = lan.socketStats();
    droppedAt = droppedAt.length ? droppedAt : stats.length === 0 ? [performance.now() - t0] : [];
    if (mb(peak) > capMb) break;
    await new Promise((r) => setTimeout(r, 18));
  }
  const elapsed = (performance.now() - t0) / 1000;
  const cpu = process.cpuUsage(cpu0);
  const connected = lan.socketStats().length;
  const peakBuffered = Math.max(0, ...lan.socketStats().map((s) => s.peak));
  console.log(`${label}: ${all.length} actions, view ${Math.round(viewBytes / 1024)} KB, ${peers} peers; idle RSS ${mb(idle)} MB, peak ${mb(peak)} MB (+${mb(peak - idle)} MB) over ${elapsed.toFixed(1)} s (CPU ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s); ${id - 10} view requests, at most ${mb(peakBuffered)} MB waiting on one socket; ${connected} still connected${droppedAt.length ? `, all dropped after ${(droppedAt[0]! / 1000).toFixed(1)} s` : ''}`);
  for (const ws of sockets) ws.terminate();
  await lan.close();
  await host.close();
  rmSync(dir, { recursive: true, force: true });
  gc();
}

for (const r of runs) {
  if (r === 'with') await run(`with back-pressure${raw ? ', peers without deflate' : ''}`, DEFAULT_PACE);
  else if (r === 'without') await run(`without (as before)${raw ? ', peers without deflate' : ''}`, { ...DEFAULT_PACE, maxBufferedBytes: Number.POSITIVE_INFINITY, maxStalledMs: Number.POSITIVE_INFINITY });
  else throw new Error(`--runs: with or without, not ${r}`);
}
