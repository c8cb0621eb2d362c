// `npm run bench:ui`: figures of the real renderer in headless Chromium against the web server
// (printed, never asserted):
//   - time from navigation to an interactive main menu (New game enabled and painted), browser mode;
//   - frame times while panning (mouse drag) and zooming (wheel) a crowded table: 6 players with
//     13 groups each (78 groups, all but 5 of the 83 in the game; 89 cards on the table), reached
//     by real play (support/crowded-table.ts) and opened from a save file through the Load screen,
//     at the start of the human's turn (so that nothing moves while we measure);
//   - frame times during a capture on that table at the normal speed (issue 18): the human's best
//     control attack on an uncontrolled group, sent to the host; from the start of each animation
//     (the sound the table cues marks it): the dice tumbling, the captured card sliding with the
//     money chips flying, the card sliding onto its arrow; and the same capture on a fresh copy
//     of the table at instant speed, where nothing animates: the cost of the changes alone (each
//     brings a patch of the view to apply and lay out; issue 39);
//   - the renderer's JS heap after watching a 200-action game (after a forced garbage collection).
// Frame time is the interval between requestAnimationFrame callbacks: what the player sees.
// Headless Chromium here draws without a GPU (--disable-gpu), so real windows do better.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { startWebServer, type WebServer } from '../../../src/server/web';
import { launchChromium } from '../support/browser';
import { buildRenderer, bundleBotWorker, ROOT } from '../support/build';
import type { BotSpeed } from '../../../src/shared/protocol/messages';
import { bestCapture, crowdedTable } from '../support/crowded-table';
import { putSave } from '../support/saves';
import { hostView } from '../support/table';
import { playPassivelyUntil, startGame, tid, waitForMenu } from '../support/ui';
import { captureFrames, openCrowdedTable, type CaptureMeasured } from './capture-frames';
import { FRAME_TARGET_MS, MISSED_FRAME_MS, ms, stats, type Stats } from './frame-stats';

const MENU_TARGET_MS = 1500;


interface Env {
  runDir: string;
  rendererDir: string;
  botWorker: string;
  browser: Browser;
}

async function server(env: Env, name: string, botSpeed: BotSpeed = 'instant'): Promise<{ server: WebServer; dataDir: string }> {
  const dataDir = join(env.runDir, name);
  mkdirSync(dataDir, { recursive: true });
  const s = await startWebServer({ port: 0, dataDir, staticDir: env.rendererDir, botWorkerUrl: env.botWorker, botSpeed, version: 'bench', lan: { announce: false } });
  return { server: s, dataDir };
}

// ---- Time to an interactive main menu ----

/** Notes when New game first becomes enabled, and the frame after that (when it is on screen). */
const MENU_PROBE = `(() => {
  const check = () => {
    const b = document.querySelector('[data-testid="menu-new-game"]');
    if (!b || b.disabled || window.__menuEnabled !== undefined) return;
    window.__menuEnabled = performance.now();
    requestAnimationFrame(() => { window.__menuPainted = performance.now(); });
    observer.disconnect();
  };
  const observer = new MutationObserver(check);
  observer.observe(document, { subtree: true, childList: true, attributes: true });
})();`;

async function menuTimes(env: Env, runs: number): Promise<{ enabled: number[]; painted: number[] }> {
  const { server: s } = await server(env, 'menu');
  const enabled: number[] = [];
  const painted: number[] = [];
  try {
    for (let i = 0; i < runs; i++) {
      // A new context each time: an empty cache, as on the first start.
      const context = await env.browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      await page.addInitScript(MENU_PROBE);
      await page.goto(s.url);
      await page.waitForFunction(() => (window as unknown as { __menuPainted?: number }).__menuPainted !== undefined, undefined, { timeout: 30_000 });
      const t = await page.evaluate(() => {
        const w = window as unknown as { __menuEnabled: number; __menuPainted: number };
        return { enabled: w.__menuEnabled, painted: w.__menuPainted };
      });
      enabled.push(t.enabled);
      painted.push(t.painted);
      await context.close();
    }
  } finally {
    await s.close();
  }
  return { enabled, painted };
}

// ---- Frame times on a crowded table ----

type Gesture = 'idle' | 'pan' | 'zoom';

/**
 * Runs a gesture in the page, one input event per animation frame (a 60 Hz mouse), and returns
 * the intervals between frames. Pan: a press on the felt, then pointer moves along two loops;
 * zoom: wheel steps in, then out, about a point that drifts. Events are dispatched in the page so
 * that their pace does not depend on the test driver's round trips.
 */
function runGesture(args: { gesture: Gesture; frames: number; x0: number; y0: number }): Promise<number[]> {
  const { gesture, frames, x0, y0 } = args;
  return new Promise((resolve) => {
    const deltas: number[] = [];
    const target = document.elementFromPoint(x0, y0) as HTMLElement;
    const pointer = (type: string, x: number, y: number) =>
      (type === 'pointerdown' ? target : document).dispatchEvent(
        new PointerEvent(type, { bubbles: true, cancelable: true, pointerId: 1, pointerType: 'mouse', button: 0, buttons: 1, clientX: x, clientY: y, isPrimary: true }),
      );
    if (gesture === 'pan') pointer('pointerdown', x0, y0);
    let last = -1;
    let i = 0;
    const tick = (t: number) => {
      if (last >= 0) deltas.push(t - last);
      last = t;
      if (i >= frames) {
        if (gesture === 'pan') pointer('pointerup', x0, y0);
        resolve(deltas);
        return;
      }
      const a = (i / frames) * 4 * Math.PI;
      if (gesture === 'pan') pointer('pointermove', x0 + 150 - 150 * Math.cos(a), y0 + 100 * Math.sin(a));
      if (gesture === 'zoom') {
        const x = x0 + 60 * Math.sin(a);
        const y = y0 + 40 * Math.cos(a);
        target.dispatchEvent(new WheelEvent('wheel', { bubbles: true, cancelable: true, deltaY: i < frames / 2 ? -100 : 100, deltaMode: 0, clientX: x, clientY: y }));
      }
      i++;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

interface Measured extends Stats {
  /** Mean main-thread busy time per frame. */
  busyPerFrame: number;
}

async function crowdedFrames(env: Env): Promise<{ idle: Measured; pan: Measured; zoom: Measured; capture: CaptureMeasured; still: CaptureMeasured; table: string }> {
  const table = crowdedTable();
  // At the normal speed, so that the capture animates as a player sees it (the bots only act after the human's turn).
  const { server: s, dataDir } = await server(env, 'crowded', 'normal');
  putSave(dataDir, 'crowded table', table.text);
  const page = await env.browser.newPage({ viewport: { width: 1280, height: 800 } });
  try {
    await page.goto(s.url);
    await waitForMenu(page);
    await page.locator(tid('menu-load')).click();
    await page.locator(`${tid('save-row')}[data-name="crowded table"] ${tid('save-load')}`).click();
    await page.locator(`${tid('table-canvas')} canvas`).first().waitFor().catch(async (e) => {
      const why = await page.locator(`${tid('load-error')}, ${tid('menu-error')}`).allInnerTexts();
      await page.screenshot({ path: '/tmp/crowded-failed.png' });
      throw new Error(`the crowded table did not open: ${why.join(' ') || (e as Error).message}`);
    });
    await page.locator(tid('table-fit')).click();
    await page.waitForTimeout(1500);
    const box = (await page.locator(tid('table-canvas')).boundingBox())!;
    const cx = box.x + box.width / 2;
    const cy = box.y + box.height / 2;

    const canvas = page.locator(tid('table-canvas'));
    // The renderer's main-thread busy time (CDP TaskDuration), a second figure that depends less on
    // what else the machine is doing than the frame intervals do.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    const busy = async () => (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration')!.value * 1000;
    const measure = async (gesture: Gesture, frames: number, x0: number, y0: number): Promise<Measured> => {
      const before = await canvas.screenshot();
      const busy0 = await busy();
      const deltas = await page.evaluate(runGesture, { gesture, frames, x0, y0 });
      const busyMs = (await busy()) - busy0;
      await page.waitForTimeout(300);
      // A gesture that moved nothing measured nothing.
      if (gesture !== 'idle' && before.equals(await canvas.screenshot())) throw new Error(`the ${gesture} gesture did not change the table`);
      return { ...stats(deltas), busyPerFrame: busyMs / deltas.length };
    };
    const idle = await measure('idle', 120, cx, cy);
    // From a corner of the felt (a press on a card of one's own would drag the card instead).
    const pan = await measure('pan', 600, box.x + 12, box.y + 12);
    const zoom = await measure('zoom', 300, cx, cy);
    await page.locator(tid('table-fit')).click();
    await page.waitForTimeout(1000);
    const capture = await captureFrames(page, s, bestCapture(table.state, 0));
    const still = await captureWithoutAnimation(env, table);
    return {
      idle,
      pan,
      zoom,
      capture,
      still,
      table: `${table.groupsPerSeat.length} players, ${table.groupsPerSeat.join('/')} groups, ${table.uncontrolled} uncontrolled, ${table.actions} actions`,
    };
  } finally {
    await page.close();
    await s.close();
  }
}

// ---- Frame times during a capture ----

/**
 * The same capture on a fresh copy of the crowded table with the speed at instant: nothing
 * animates (the sounds still mark each change), so its frames are the cost of the changes alone,
 * to set beside the animated run.
 */
async function captureWithoutAnimation(env: Env, table: ReturnType<typeof crowdedTable>): Promise<CaptureMeasured> {
  const { server: s, dataDir } = await server(env, 'crowded-instant', 'instant');
  putSave(dataDir, 'crowded table', table.text);
  const page = await env.browser.newPage({ viewport: { width: 1280, height: 800 } });
  try {
    await openCrowdedTable(page, s.url);
    return await captureFrames(page, s, bestCapture(table.state, 0));
  } finally {
    await page.close();
    await s.close();
  }
}

// ---- Heap after a 200-action game ----

async function heapAfterGame(env: Env, actions: number): Promise<{ menu: number; after: number; seq: number; seconds: number }> {
  const { server: s } = await server(env, 'heap');
  const page = await env.browser.newPage({ viewport: { width: 1280, height: 800 } });
  const cdp = await page.context().newCDPSession(page);
  const heap = async () => {
    await cdp.send('HeapProfiler.collectGarbage');
    return (await cdp.send('Runtime.getHeapUsage')).usedSize;
  };
  try {
    await page.goto(s.url);
    await waitForMenu(page);
    const menu = await heap();
    const started = Date.now();
    // The very long game has no goals, so it outlasts 200 actions; the human ends his turns.
    await startGame(
      page,
      [
        { kind: 'human', name: 'Ada', illuminati: 'bavarian-illuminati' },
        { kind: 'bot', name: 'Boris', level: 'easy' },
        { kind: 'bot', name: 'Chloe', level: 'easy' },
        { kind: 'bot', name: 'Dmitri', level: 'easy' },
      ],
      { options: { longGame: true, elimination: false } },
    );
    let seq = 0;
    await playPassivelyUntil(
      page,
      async () => {
        seq = (await hostView(s)).seq;
        return seq >= actions;
      },
      240_000,
    );
    // Let the screen catch up with the last pushes before measuring.
    await page.waitForTimeout(1000);
    return { menu, after: await heap(), seq, seconds: (Date.now() - started) / 1000 };
  } finally {
    await page.close();
    await s.close();
  }
}

export async function main(args: string[]): Promise<number> {
  const json = args.includes('--json');
  const unknown = args.filter((a) => a !== '--json');
  if (unknown.length) {
    console.error(`Unknown option ${unknown[0]}. Usage: npm run bench:ui [-- --json]`);
    return 2;
  }
  mkdirSync(join(ROOT, '.tmp'), { recursive: true });
  const runDir = mkdtempSync(join(ROOT, '.tmp', 'bench-ui-'));
  const browser = await launchChromium();
  try {
    const t0 = Date.now();
    const env: Env = { runDir, rendererDir: buildRenderer(runDir), botWorker: await bundleBotWorker(runDir), browser };
    console.log(`Renderer built in ${((Date.now() - t0) / 1000).toFixed(1)} s; Chromium ${browser.version()} headless, no GPU.`);

    const menu = await menuTimes(env, 7);
    const m = stats(menu.painted);
    console.log(`\nTime from navigation to an interactive main menu (7 loads, empty cache; target <= ${MENU_TARGET_MS} ms):`);
    console.log(`  first ${ms(menu.painted[0])}, median ${ms(m.p50)}, max ${ms(m.max)}  (button enabled at median ${ms(stats(menu.enabled).p50)})`);

    const frames = await crowdedFrames(env);
    console.log(`\nFrame times on a crowded table (${frames.table}), target p95 <= ${FRAME_TARGET_MS} ms:`);
    for (const [name, s] of [['idle', frames.idle], ['pan', frames.pan], ['zoom', frames.zoom]] as const) {
      console.log(`  ${name.padEnd(5)} ${String(s.n).padStart(4)} frames: p50 ${ms(s.p50)}, p95 ${ms(s.p95)}, max ${ms(s.max)}, ${s.missed} with a missed frame (> ${MISSED_FRAME_MS.toFixed(0)} ms); main thread busy ${ms(s.busyPerFrame)} per frame`);
    }
    for (const [title, c] of [['a capture at normal speed', frames.capture], ['the same capture at instant speed (nothing animates: the cost of the changes alone)', frames.still]] as const) {
      console.log(`  ${title} (${c.outcome}), from the start of each change's animation:`);
      for (const [name, s] of [['dice', c.dice], ['capture', c.capture], ['place', c.place]] as const) {
        if (s) console.log(`    ${name.padEnd(7)} ${String(s.n).padStart(3)} frames: p50 ${ms(s.p50)}, p95 ${ms(s.p95)}, max ${ms(s.max)}, ${s.missed} with a missed frame; main-thread tasks over 50 ms: ${ms(s.longTaskMs)}`);
      }
    }

    const heap = await heapAfterGame(env, 200);
    const mb = (b: number) => `${(b / 1024 / 1024).toFixed(1)} MB`;
    console.log(`\nRenderer JS heap after a ${heap.seq}-action game (4 players, instant bots, ${heap.seconds.toFixed(0)} s), after garbage collection:`);
    console.log(`  ${mb(heap.after)} (at the main menu: ${mb(heap.menu)})`);

    if (json) {
      console.log(JSON.stringify({ menuMs: menu.painted, menuEnabledMs: menu.enabled, frames, heap }));
    }
    return 0;
  } finally {
    await browser.close();
    if (!process.env.E2E_KEEP) rmSync(runDir, { recursive: true, force: true });
  }
}
