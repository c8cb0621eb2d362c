// Measures the table canvas in headless Chromium: time to draw one frame of panning and zooming
// (the world layers redrawn after a camera change), and the time to lay out the table again.
// Usage: node tests/renderer/table/perf/measure.mjs [players] [groups] [--shot file.png]
// Needs /usr/bin/chromium (apt-get install chromium); never downloads a browser.
import { fileURLToPath } from 'node:url';
import { dirname, resolve } from 'node:path';
import vue from '@vitejs/plugin-vue';
import { createServer } from 'vite';
import { chromium } from 'playwright-core';
import { browserFromEnv } from '../../../../scripts/find-browser.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const repo = resolve(here, '../../../..');
const args = process.argv.slice(2);
const shotAt = args.indexOf('--shot');
const shot = shotAt >= 0 ? args[shotAt + 1] : null;
const nums = args.filter((a, i) => !a.startsWith('--') && (shotAt < 0 || i !== shotAt + 1));
const players = Number(nums[0] ?? 6);
const groups = Number(nums[1] ?? 13);

const server = await createServer({
  root: here,
  configFile: false,
  logLevel: 'error',
  plugins: [vue()],
  server: { port: 0, host: '127.0.0.1', fs: { allow: [repo] } },
});
await server.listen();
const url = server.resolvedUrls.local[0];
const browser = await chromium.launch({
  ...browserFromEnv(),
  // The same flags as tests/e2e/support/browser.ts: nothing leaves the machine (issue 33).
  args: ['--no-sandbox', '--headless', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1'],
});
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  page.on('pageerror', (e) => console.error('page error:', e.message));
  page.on('console', (m) => (m.type() === 'error' || m.type() === 'warning') && console.error('console:', m.text()));
  await page.goto(`${url}?players=${players}&groups=${groups}`);
  await page.waitForFunction(() => window.Konva?.stages?.[0]?.find('.card').length > 0 || document.querySelectorAll('canvas').length >= 4, null, { timeout: 60_000 });
  await page.waitForTimeout(1500);
  const result = await page.evaluate(async () => {
    const Konva = window.Konva;
    const stage = Konva.stages[0];
    const layers = stage.getLayers().slice(0, 3);
    const cards = stage.find('.card').length;
    const frames = 240;
    const times = [];
    const base = { x: layers[0].x(), y: layers[0].y(), s: layers[0].scaleX() };
    for (let i = 0; i < frames; i++) {
      // Pan in a circle while zooming in and out, as a player would.
      const s = base.s * (1 + 0.5 * Math.sin(i / 20));
      const x = base.x + 200 * Math.cos(i / 15);
      const y = base.y + 150 * Math.sin(i / 15);
      const t0 = performance.now();
      for (const l of layers) {
        l.position({ x, y });
        l.scale({ x: s, y: s });
        l.draw();
      }
      times.push(performance.now() - t0);
      if (i % 30 === 0) await new Promise((r) => requestAnimationFrame(r));
    }
    times.sort((a, b) => a - b);
    const pick = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
    return { cards, frames, median: pick(0.5), p95: pick(0.95), max: times[times.length - 1] };
  });
  console.log(JSON.stringify({ players, groups, ...result }));
  // Real input: drag the felt and spin the wheel, timing animation frames.
  const input = await page.evaluate(async () => {
    const gaps = [];
    let last = performance.now();
    let run = true;
    const loop = () => {
      const now = performance.now();
      gaps.push(now - last);
      last = now;
      if (run) requestAnimationFrame(loop);
    };
    requestAnimationFrame(loop);
    window.__stopFrames = () => {
      run = false;
      gaps.sort((a, b) => a - b);
      return { frames: gaps.length, median: gaps[Math.floor(gaps.length / 2)], p95: gaps[Math.floor(gaps.length * 0.95)] };
    };
    return true;
  });
  void input;
  await page.mouse.move(640, 60);
  await page.mouse.down();
  for (let i = 0; i < 60; i++) await page.mouse.move(640 + i * 4, 60 + i * 2);
  await page.mouse.up();
  for (let i = 0; i < 30; i++) await page.mouse.wheel(0, i % 2 ? 60 : -60);
  const frameGaps = await page.evaluate(() => window.__stopFrames());
  console.log(JSON.stringify({ input: 'drag + wheel', rafGapsMs: frameGaps }));
  // Selecting a movable group: the table is laid out again with its places highlighted (Vue and
  // Konva updates until the next paint), then hovering a card (flags only).
  const updates = await page.evaluate(async () => {
    const t = window.__table;
    const s = t.ui;
    const movable = s.targets[0]?.group ?? s.observation.players[0].groups[0]?.id ?? null;
    const time = async (change) => {
      const t0 = performance.now();
      change();
      await t.nextTick();
      const sync = performance.now() - t0;
      await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
      return { syncMs: +sync.toFixed(1), untilPaintedMs: +(performance.now() - t0).toFixed(1) };
    };
    const runs = { select: [], deselect: [] };
    for (let i = 0; i < 7; i++) {
      runs.select.push(await time(() => (s.selected = movable)));
      runs.deselect.push(await time(() => (s.selected = null)));
    }
    const med = (xs, k) => xs.map((x) => x[k]).sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    const summary = (xs) => ({ syncMs: med(xs, 'syncMs'), untilPaintedMs: med(xs, 'untilPaintedMs'), firstSyncMs: xs[0].syncMs });
    return { select: summary(runs.select), deselect: summary(runs.deselect) };
  });
  console.log(JSON.stringify(updates));
  if (shot) {
    await page.keyboard.press('Tab');
    await page.evaluate(() => document.querySelector('.table-canvas').focus());
    await page.keyboard.press('0');
    await page.waitForTimeout(800);
    await page.screenshot({ path: shot });
    console.log(`screenshot: ${shot}`);
  }
} finally {
  await browser.close();
  await server.close();
}
