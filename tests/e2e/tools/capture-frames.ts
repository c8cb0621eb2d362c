// The UI benchmark's capture measure (issue 18): frame times while the table animates a capture
// on the crowded table, from the start of each change's animation (the sound the table cues marks
// it), with the main thread's long tasks in each window. Used by ui-bench.ts.
import type { Page } from 'playwright-core';
import type { WebServer } from '../../../src/server/web';
import type { Action, LegalAction } from '../../../src/shared/engine';
import { hostNow } from '../support/table';
import { tid, waitForMenu } from '../support/ui';
import { stats, type Stats } from './frame-stats';
import { expandLegal } from '../../../src/shared/protocol/compact-legal';

/** Records the interval of every animation frame, and when the table cued a sound (the start of its animation). */
const FRAME_RECORDER = `(() => {
  const rec = { frames: [], marks: {}, long: [] };
  window.__bench = rec;
  // Main-thread tasks over 50 ms: with them a long frame is the page's work, without them the machine's.
  new PerformanceObserver((list) => { for (const e of list.getEntries()) rec.long.push([e.startTime, e.duration]); }).observe({ type: 'longtask' });
  let last = -1;
  let heard = 0;
  const tick = (t) => {
    if (last >= 0) rec.frames.push([t, t - last]);
    last = t;
    const sounds = window.__illuminatiSounds || [];
    for (; heard < sounds.length; heard++) if (rec.marks[sounds[heard]] === undefined) rec.marks[sounds[heard]] = t;
    if (!rec.stop) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})();`;

export interface CaptureMeasured {
  /** What happened: captured, or why nothing (or less) was measured. */
  outcome: string;
  /** Frames while the dice tumble (1 s from the roll's change), while the captured card slides and the chips fly (1 s from the capture's change), while it slides onto its arrow (0.8 s from the placement's change). */
  dice: Window | null;
  capture: Window | null;
  place: Window | null;
}

export interface Window extends Stats {
  /** Main-thread time in tasks over 50 ms during the window (the page's own long work). */
  longTaskMs: number;
}

/** Milliseconds measured from each change's animation start. */
export const WINDOW_MS = { dice: 1000, capture: 1000, place: 800 };

/** Opens the crowded table's save (putSave as 'crowded table') through the Load screen and fits it to the window, at rest. */
export async function openCrowdedTable(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForMenu(page);
  await page.locator(tid('menu-load')).click();
  await page.locator(`${tid('save-row')}[data-name="crowded table"] ${tid('save-load')}`).click();
  await page.locator(`${tid('table-canvas')} canvas`).first().waitFor();
  await page.locator(tid('table-fit')).click();
  await page.waitForTimeout(1500);
}

export async function captureFrames(page: Page, s: WebServer, attack: Action | null): Promise<CaptureMeasured> {
  const none = { dice: null, capture: null, place: null };
  if (!attack) return { outcome: 'no control attack with a chance on this table', ...none };
  const act = async (action: Action) => {
    const v = await hostNow(s, 0);
    const r = await s.host.request({ kind: 'game:act', params: { seat: 0, seq: v.seq, action } });
    if (!r.ok) throw new Error(`the host refused ${action.type}: ${r.error}`);
  };
  type Rec = { frames: [number, number][]; marks: Record<string, number>; long: [number, number][]; stop?: boolean };
  const within = (rec: Rec, from: number | undefined, ms: number): Window | null => {
    if (from === undefined) return null;
    const frames = rec.frames.filter(([t]) => t > from && t <= from + ms).map(([, d]) => d);
    const longTaskMs = rec.long.filter(([t]) => t >= from - 5 && t <= from + ms).reduce((n, [, d]) => n + d, 0);
    return { ...stats(frames), longTaskMs };
  };
  // The sounds the table cues mark each change's animation start (cues are handed over when the change comes).
  await page.evaluate(FRAME_RECORDER);
  await act(attack);
  // The human spends what the attacking card holds and passes; the bots answer at their pace.
  const deadline = Date.now() + 30_000;
  for (;;) {
    const v = await hostNow(s, 0);
    // The attack window, then any reaction window (a special card may answer the result).
    const kind = v.observation.pending?.kind;
    if (kind !== 'attack' && kind !== 'reaction') break;
    if (Date.now() > deadline) throw new Error('the attack did not end in 30 s');
    if (!v.deciding.includes(0)) {
      await page.waitForTimeout(100);
      continue;
    }
    const spend = expandLegal(v.legal).find((l): l is Extract<LegalAction, { type: 'spend' }> => l.type === 'spend' && l.side === undefined && l.max > 0);
    if (spend) await act({ type: 'spend', card: spend.card, amount: spend.max });
    else if (expandLegal(v.legal).some((l) => l.type === 'pass')) await act({ type: 'pass' });
    else break;
  }
  await page.waitForTimeout(2600);
  const after = await hostNow(s, 0);
  const place = expandLegal(after.legal).find((l): l is Extract<LegalAction, { type: 'placeCaptured' }> => l.type === 'placeCaptured');
  if (place) {
    await act({ type: 'placeCaptured', arrow: place.arrow, transfer: 0 });
    // Until the placement's animation has started (its sound is cued), then its whole window.
    await page
      .waitForFunction(() => (window as unknown as { __bench: { marks: Record<string, number> } }).__bench.marks.place !== undefined, undefined, { timeout: 10_000 })
      .catch(() => undefined);
    await page.waitForTimeout(WINDOW_MS.place + 300);
  }
  const rec = (await page.evaluate(() => {
    const r = (window as unknown as { __bench: { stop?: boolean } }).__bench;
    r.stop = true;
    return r;
  })) as Rec;
  const m = rec.marks;
  const outcome = place ? 'captured' : m.dice === undefined ? 'no roll seen on the table' : 'the attack failed';
  return {
    outcome,
    dice: within(rec, m.dice, WINDOW_MS.dice),
    capture: within(rec, m.capture, WINDOW_MS.capture),
    place: within(rec, m.place, WINDOW_MS.place),
  };
}

