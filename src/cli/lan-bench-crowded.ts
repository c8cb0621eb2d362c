// `cli lan-bench --crowded` (issue 39): six LAN clients on the crowded 6-player table of the UI
// benchmark (tests/e2e/support/crowded-table.ts), playing `--actions` actions on from it with the
// Easy bot over real WebSockets. Reports what each client receives per action (mean, p95, max; the
// JSON text and the bytes on the wire, i.e. after permessage-deflate and with the frame headers)
// and how long each action takes to reach every screen (the acting client sends it; every client
// holds a view at the new seq). The host starts from its autosave with a LAN file, as a restarted
// host does, so that the six clients take their seats by their tokens.
//
// Each client is a process of its own (as each player has a machine): one client's bot choosing
// must not hold up another's screen. Roles: by default the host runs in this process on loopback
// and starts the six clients. For a shaped link, run the host alone (`--serve ADDR:PORT`) in one
// network namespace and the clients (`--join URL`) in another (README, LAN, shows how).
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createInterface } from 'node:readline';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GameHost } from '../server/host';
import { LanClient } from '../server/lan/lan-client';
import { LanHost } from '../server/lan/lan-host';
import type { TableView } from '../shared/protocol/messages';
import { validateRequest } from '../shared/protocol/validate';
import { crowdedTable } from '../../tests/e2e/support/crowded-table';

const PLAYERS = 6;
const CODE = 'BENCHX';
const NAMES = ['Ada', 'Boris', 'Chloe', 'Dmitri', 'Esme', 'Farid'];
/** Fixed seat tokens (a bench, not a game anyone can join from elsewhere): both processes know them. */
const token = (seat: number) => createHash('sha256').update(`lan-bench-crowded/${seat}`).digest('base64url');

const NO_BOTS = { setSeats() {}, async decide(): Promise<never> { throw new Error('no bots in the bench') }, replaceIllegal: (_s: unknown, _o: unknown, _l: unknown, d: never) => d, async close() {} };

function stats(xs: number[]) {
  const s = [...xs].sort((a, b) => a - b);
  const at = (p: number) => (s.length ? s[Math.min(s.length - 1, Math.floor(p * s.length))] : 0);
  const mean = s.length ? s.reduce((a, b) => a + b, 0) / s.length : 0;
  return { n: s.length, mean: +mean.toFixed(1), p50: +at(0.5).toFixed(1), p95: +at(0.95).toFixed(1), max: +(s.at(-1) ?? 0).toFixed(1) };
}

export interface HostSide {
  url: string;
  startSeq: number;
  stop(): Promise<{ heapUsedMB: number; rssMB: number }>;
}

/** The host of the crowded table, listening on `bind:port` (autosave and LAN file written first). */
export async function serveCrowded(bind: string, port: number): Promise<HostSide> {
  const dir = mkdtempSync(join(tmpdir(), 'illuminati-lan-crowded-'));
  const staticDir = join(dir, 'renderer');
  mkdirSync(staticDir);
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>bench</title>');
  const table = crowdedTable({ seats: Array.from({ length: PLAYERS }, () => ({ kind: 'remote' as const })) });
  writeFileSync(join(dir, 'autosave.json'), table.text);
  const setup = { config: { players: PLAYERS, longGame: true, names: NAMES }, seats: Array.from({ length: PLAYERS }, () => ({ kind: 'remote' as const })) };
  const lanFile = { format: 'illuminati-lan', version: 1, name: 'Crowded bench', code: CODE, bind, port, graceMs: 60_000, setup, started: true, announce: false, tokens: NAMES.map((name, seat) => ({ seat, name, token: token(seat) })) };
  writeFileSync(join(dir, 'lan.json'), JSON.stringify(lanFile));
  const host = await GameHost.create({ dataDir: dir, version: 'bench', initialSettings: { botSpeed: 'instant' }, bots: NO_BOTS });
  const lan = new LanHost({ host, dataDir: dir, staticDir, announce: false });
  const v = validateRequest({ kind: 'game:continue', params: {} });
  if (!v.ok) throw new Error(v.error);
  const r = await host.request(v.request);
  if (!r.ok) throw new Error(`the crowded table did not open: ${r.error}`);
  if (!lan.port) throw new Error('the LAN server did not reopen');
  let heapPeak = 0;
  let rssPeak = 0;
  const sampler = setInterval(() => {
    const m = process.memoryUsage();
    heapPeak = Math.max(heapPeak, m.heapUsed);
    rssPeak = Math.max(rssPeak, m.rss);
  }, 250);
  return {
    url: `http://${bind}:${lan.port}/`,
    startSeq: table.actions,
    async stop() {
      clearInterval(sampler);
      await lan.close();
      await host.close();
      rmSync(dir, { recursive: true, force: true });
      return { heapUsedMB: +(heapPeak / 2 ** 20).toFixed(1), rssMB: +(rssPeak / 2 ** 20).toFixed(1) };
    },
  };
}

export interface ClientsResult {
  actions: number;
  deflate: boolean;
  /** Bytes each client received per action (JSON text, and on the wire). */
  rawPerAction: ReturnType<typeof stats>;
  wirePerAction: ReturnType<typeof stats>;
  /** The largest single frame any client received, text and wire. */
  largestFrameRaw: number;
  largestFrameWire: number;
  /** Joining: the bytes of the first full view and its frames, per client. */
  joinWire: ReturnType<typeof stats>;
  /** From sending an action to the last of the six screens holding a view at its seq, ms. */
  toEveryScreenMs: ReturnType<typeof stats>;
  within100ms: number;
  fullViews: number;
  patches: number;
}

/** What one client process measured (times in ms since the epoch, comparable between processes). */
interface ClientRecord {
  seat: number;
  startSeq: number;
  joinWire: number;
  frames: { seq: number; raw: number; wire: number }[];
  /** The seq each of its actions makes, and when it was sent. */
  sent: [number, number][];
  /** When its screen first held each seq. */
  shown: [number, number][];
  fullViews: number;
  patches: number;
}

const clock = () => performance.timeOrigin + performance.now();

/**
 * One player (`--client SEAT`, a process of its own so that no other client's bot holds up its
 * screen): takes its seat, pulls its first view, says "ready" and waits for "go" on stdin, plays
 * until its view is `actions` past the start, and prints what it measured as one JSON line.
 */
export async function runClient(url: string, seat: number, actions: number, deflate: boolean, out: (s: string) => void): Promise<void> {
  const c = new LanClient(url, NAMES[seat], CODE, false);
  c.deflate = deflate;
  c.token = token(seat);
  const rec: ClientRecord = { seat, startSeq: 0, joinWire: 0, frames: [], sent: [], shown: [], fullViews: 0, patches: 0 };
  let target = Infinity;
  let done: () => void = () => undefined;
  const finished = new Promise<void>((r) => (done = r));
  let lastShown = -1;
  c.acting = (seq) => rec.sent.push([seq + 1, clock()]);
  c.onView = (v: TableView) => {
    if (v.seq > lastShown) rec.shown.push([(lastShown = v.seq), clock()]);
    if (v.seq >= target) {
      c.stop();
      done();
    }
  };
  await c.connect();
  const ws = c.ws!;
  const socket = (ws as unknown as { _socket: { bytesRead: number } })._socket;
  let read = socket.bytesRead;
  ws.on('message', (data: Buffer) => {
    const wire = socket.bytesRead - read;
    read = socket.bytesRead;
    rec.frames.push({ seq: c.view?.seq ?? -1, raw: data.length, wire });
  });
  await c.join();
  if ((await c.pull()) !== true) throw new Error(`${NAMES[seat]} got no view`);
  rec.startSeq = c.view!.seq;
  rec.joinWire = rec.frames.reduce((n, f) => n + f.wire, 0);
  rec.frames = [];
  out('ready');
  await new Promise<void>((resolve) => process.stdin.once('data', () => resolve()));
  process.stdin.pause();
  target = rec.startSeq + actions;
  c.play();
  await finished;
  rec.fullViews = c.fullViews;
  rec.patches = c.patches;
  c.close();
  out(JSON.stringify(rec));
}

/** Six client processes take their seats at `url` and play `actions` actions; their records are summed up here. */
export async function playCrowded(url: string, actions: number, deflate = true): Promise<ClientsResult> {
  const bundle = fileURLToPath(import.meta.url);
  const procs = NAMES.map((_, seat) =>
    spawn(process.execPath, [...process.execArgv, '--input-type=module', '-e', `const { main } = await import(${JSON.stringify(pathToFileURL(bundle).href)}); process.exitCode = await main(process.argv.slice(1));`, 'lan-bench', '--crowded', '--client', String(seat), '--join', url, '--actions', String(actions), ...(deflate ? [] : ['--no-deflate'])], { stdio: ['pipe', 'pipe', 'inherit'] }),
  );
  const lines = procs.map((p) => createInterface({ input: p.stdout! }));
  const next = (i: number) => new Promise<string>((resolve, reject) => {
    lines[i].once('line', resolve);
    procs[i].once('exit', (code) => reject(new Error(`client ${i} exited (${code})`)));
  });
  await Promise.all(procs.map((_, i) => next(i).then((l) => { if (l !== 'ready') throw new Error(`client ${i}: ${l}`); })));
  const results = procs.map((_, i) => next(i));
  for (const p of procs) p.stdin!.write('go\n');
  const recs = (await Promise.all(results)).map((l) => JSON.parse(l) as ClientRecord);
  for (const p of procs) p.stdin!.end();
  return summarize(recs, actions, deflate);
}

function summarize(recs: ClientRecord[], actions: number, deflate: boolean): ClientsResult {
  const startSeq = Math.min(...recs.map((r) => r.startSeq));
  const target = startSeq + actions;
  const perAction = (key: 'raw' | 'wire') => {
    const out: number[] = [];
    for (const r of recs) {
      const by = new Map<number, number>();
      for (const x of r.frames) if (x.seq > startSeq && x.seq <= target) by.set(x.seq, (by.get(x.seq) ?? 0) + x[key]);
      for (let s = startSeq + 1; s <= target; s++) out.push(by.get(s) ?? 0);
    }
    return out;
  };
  const sent = new Map<number, number>();
  for (const r of recs) for (const [seq, t] of r.sent) if (!sent.has(seq) || sent.get(seq)! > t) sent.set(seq, t);
  const late: number[] = [];
  for (const [seq, t0] of sent) {
    if (seq > target) continue;
    // Each screen's first view at this seq or later.
    const at = recs.map((r) => r.shown.find(([s]) => s >= seq)?.[1]);
    if (at.some((x) => x === undefined)) continue;
    late.push(Math.max(...(at as number[])) - t0);
  }
  const frames = recs.flatMap((r) => r.frames);
  return {
    actions,
    deflate,
    rawPerAction: stats(perAction('raw')),
    wirePerAction: stats(perAction('wire')),
    largestFrameRaw: Math.max(...frames.map((x) => x.raw)),
    largestFrameWire: Math.max(...frames.map((x) => x.wire)),
    joinWire: stats(recs.map((r) => r.joinWire)),
    toEveryScreenMs: stats(late),
    within100ms: +(late.filter((x) => x <= 100).length / Math.max(1, late.length)).toFixed(3),
    fullViews: recs.reduce((n, r) => n + r.fullViews, 0),
    patches: recs.reduce((n, r) => n + r.patches, 0),
  };
}

export function printCrowded(r: ClientsResult, out: (s: string) => void): void {
  const kb = (x: number) => `${(x / 1024).toFixed(2)} KB`;
  out(`Crowded 6-player table, ${PLAYERS} LAN clients, ${r.actions} actions, permessage-deflate ${r.deflate ? 'on' : 'off'}`);
  out(`per action per client, JSON: mean ${kb(r.rawPerAction.mean)}, p95 ${kb(r.rawPerAction.p95)}, max ${kb(r.rawPerAction.max)}`);
  out(`per action per client, wire: mean ${kb(r.wirePerAction.mean)}, p95 ${kb(r.wirePerAction.p95)}, max ${kb(r.wirePerAction.max)}`);
  out(`largest frame: JSON ${kb(r.largestFrameRaw)}, wire ${kb(r.largestFrameWire)}; joining (first full view), wire per client: mean ${kb(r.joinWire.mean)}, max ${kb(r.joinWire.max)}`);
  out(`action to all ${PLAYERS} screens: p50 ${r.toEveryScreenMs.p50} ms, p95 ${r.toEveryScreenMs.p95} ms, max ${r.toEveryScreenMs.max} ms; within 100 ms: ${(r.within100ms * 100).toFixed(1)}% of ${r.toEveryScreenMs.n}`);
  out(`views: ${r.patches} patched, ${r.fullViews} pulled whole`);
}
