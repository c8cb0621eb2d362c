// `node scripts/bench-capture.mjs [--renderer DIR[,DIR...]] [--runs N] [--speed normal|instant] [--json]`:
// the UI benchmark's capture on the crowded table (capture-frames.ts) run again and again, taking
// turns between renderer builds (issue 39), so that two builds are compared in one run on a busy
// machine as ratios. Each run opens a fresh copy of the table and records, besides the frame times
// and the long tasks of each window, the renderer main thread's CPU time (Chromium's trace,
// `tdur` of each task): unlike the wall time of a task it hardly grows when other processes take
// the cores. A DIR is a built renderer folder (`electron-vite build --outDir X` gives X/renderer);
// without --renderer the current tree is built once. With --trace DIR each run's whole trace, with
// the frames and what the main thread did in them, is written to DIR/run-N.json (and the windows'
// starts to run-N.marks.json). Printed, never asserted.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { startWebServer } from '../../../src/server/web';
import type { BotSpeed } from '../../../src/shared/protocol/messages';
import { launchChromium } from '../support/browser';
import { buildRenderer, bundleBotWorker, ROOT } from '../support/build';
import { bestCapture, crowdedTable } from '../support/crowded-table';
import { putSave } from '../support/saves';
import { captureFrames, openCrowdedTable, WINDOW_MS, type CaptureMeasured } from './capture-frames';
import { ms } from './frame-stats';

/** Main-thread CPU of the tasks that started in a window (ms). */
interface Cpu {
  /** All tasks. */
  total: number;
  /** Tasks of more than 50 ms of CPU. */
  long: number;
  /** The longest task. */
  max: number;
}

interface Run {
  renderer: string;
  measured: CaptureMeasured;
  cpu: { dice: Cpu | null; capture: Cpu | null; place: Cpu | null; whole: number };
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

/**
 * The trace categories of --trace: what each frame's main thread did (scripts, style, layout,
 * paint, the commit, GC). Not the disabled-by-default ones: they recorded so much that they
 * doubled the cost of each frame that drew a canvas.
 */
const DETAIL = ['devtools.timeline', 'benchmark', 'v8'];

async function once(browser: Browser, runDir: string, n: number, renderer: string, botWorker: string, speed: BotSpeed, table: ReturnType<typeof crowdedTable>, traceDir?: string, profileDir?: string): Promise<Run> {
  const dataDir = join(runDir, `run-${n}`);
  mkdirSync(dataDir, { recursive: true });
  const s = await startWebServer({ port: 0, dataDir, staticDir: renderer, botWorkerUrl: botWorker, botSpeed: speed, version: 'bench', lan: { announce: false } });
  putSave(dataDir, 'crowded table', table.text);
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  try {
    await openCrowdedTable(page, s.url);
    await browser.startTracing(page, { categories: ['toplevel', 'blink.user_timing', ...(traceDir ? DETAIL : [])] });
    // A mark in the trace at a known performance.now(), to put the trace's clock on the page's.
    const sync = await page.evaluate(() => {
      performance.mark('capture-ab-sync');
      return performance.now();
    });
    // --profile: V8's sampling profiler over the capture (every 200 µs), on the trace's clock.
    const cdp = profileDir ? await page.context().newCDPSession(page) : null;
    if (cdp) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
    }
    const measured = await captureFrames(page, s, bestCapture(table.state, 0));
    const profile = cdp ? (await cdp.send('Profiler.stop')).profile : null;
    const raw = (await browser.stopTracing()).toString();
    const events = (JSON.parse(raw) as { traceEvents: TraceEvent[] }).traceEvents;
    const marks = await page.evaluate(() => (window as unknown as { __bench: { marks: Record<string, number> } }).__bench.marks);
    if (traceDir) {
      // The whole trace (open it in Chromium's DevTools Performance panel) and the window starts on the page's clock.
      writeFileSync(join(traceDir, `run-${n}.json`), raw);
      writeFileSync(join(traceDir, `run-${n}.marks.json`), JSON.stringify({ renderer, sync, marks }));
    }
    const mark = events.find((e) => e.name === 'capture-ab-sync');
    const main = mark && events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && e.pid === mark.pid);
    if (!mark || !main) throw new Error('the trace has no main thread of the page');
    const offset = mark.ts / 1000 - sync;
    if (profileDir && profile) {
      writeFileSync(join(profileDir, `run-${n}.cpuprofile`), JSON.stringify(profile));
      // offsetMs: a profile time (µs) / 1000 - offsetMs is the page's performance.now() of the marks.
      writeFileSync(join(profileDir, `run-${n}.marks.json`), JSON.stringify({ renderer, sync, offsetMs: offset, marks }));
    }
    const tasks = events
      .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.name === 'ThreadControllerImpl::RunTask')
      .map((e) => ({ at: e.ts / 1000 - offset, cpu: (e.tdur ?? 0) / 1000 }))
      .filter((x) => x.at >= sync);
    const within = (from: number | undefined, length: number): Cpu | null => {
      if (from === undefined) return null;
      const cpu = tasks.filter((x) => x.at >= from - 5 && x.at <= from + length).map((x) => x.cpu);
      return { total: sum(cpu), long: sum(cpu.filter((c) => c > 50)), max: Math.max(0, ...cpu) };
    };
    return {
      renderer,
      measured,
      cpu: { dice: within(marks.dice, WINDOW_MS.dice), capture: within(marks.capture, WINDOW_MS.capture), place: within(marks.place, WINDOW_MS.place), whole: sum(tasks.map((x) => x.cpu)) },
    };
  } finally {
    await page.close();
    await s.close();
  }
}

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
const median = (xs: number[]) => {
  const s = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)] : NaN;
};

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
}

export async function main(args: string[]): Promise<number> {
  const known = new Set(['--renderer', '--runs', '--speed', '--trace', '--profile', '--json']);
  const bad = args.find((a, i) => a.startsWith('--') && !known.has(a) && !known.has(args[i - 1] ?? ''));
  const speed = option(args, '--speed') ?? 'normal';
  const runs = Number(option(args, '--runs') ?? 3);
  if (bad || (speed !== 'normal' && speed !== 'instant') || !(runs >= 1)) {
    console.error(`${bad ? `Unknown option ${bad}. ` : ''}Usage: node scripts/bench-capture.mjs [--renderer DIR[,DIR...]] [--runs N >= 1] [--speed normal|instant] [--trace DIR] [--profile DIR] [--json]`);
    return 2;
  }
  mkdirSync(join(ROOT, '.tmp'), { recursive: true });
  const runDir = mkdtempSync(join(ROOT, '.tmp', 'bench-capture-'));
  const browser = await launchChromium();
  try {
    const renderers = option(args, '--renderer')?.split(',') ?? [buildRenderer(runDir)];
    const traceDir = option(args, '--trace');
    if (traceDir) mkdirSync(traceDir, { recursive: true });
    const profileDir = option(args, '--profile');
    if (profileDir) mkdirSync(profileDir, { recursive: true });
    const botWorker = await bundleBotWorker(runDir);
    const table = crowdedTable();
    const all: Run[] = [];
    console.log(`The capture on the crowded table at ${speed} speed, ${runs} run(s) per build, builds taking turns:`);
    for (let n = 0; n < runs * renderers.length; n++) {
      const r = await once(browser, runDir, n, renderers[n % renderers.length], botWorker, speed, table, traceDir, profileDir);
      all.push(r);
      const d = r.measured.dice;
      const c = r.cpu.dice;
      console.log(`  ${r.renderer}: ${r.measured.outcome}; dice ${d ? `p95 ${ms(d.p95)}, ${d.missed} of ${d.n} frames missed, long tasks ${ms(d.longTaskMs)}` : '-'}; main-thread CPU in the dice window ${c ? `${ms(c.total)} (longest task ${ms(c.max)}, in tasks over 50 ms ${ms(c.long)})` : '-'}, over the whole capture ${ms(r.cpu.whole)}`);
    }
    console.log('Medians per build:');
    for (const dir of renderers) {
      const mine = all.filter((r) => r.renderer === dir);
      const m = (f: (r: Run) => number | undefined) => ms(median(mine.map((r) => f(r) ?? NaN)));
      console.log(`  ${dir}: dice p95 ${m((r) => r.measured.dice?.p95)}, long tasks ${m((r) => r.measured.dice?.longTaskMs)}; CPU in the dice window ${m((r) => r.cpu.dice?.total)}, longest task ${m((r) => r.cpu.dice?.max)}; CPU over the whole capture ${m((r) => r.cpu.whole)}`);
    }
    if (args.includes('--json')) console.log(JSON.stringify(all));
    return 0;
  } finally {
    await browser.close();
    if (!process.env.E2E_KEEP) rmSync(runDir, { recursive: true, force: true });
  }
}
