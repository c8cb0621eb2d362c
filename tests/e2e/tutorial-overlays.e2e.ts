// Issue 35: the tutorial never stacks overlays. Through the whole first lesson, followed as the
// coach says (support/tutorial.ts), a sampler in the page counts every animation frame the
// overlays on screen (the coach's bubble, the attack popover on the table, the large card view,
// a confirmation, the "since your last turn" card); at every step the test also looks at the card the step explains (the large card
// view opens) and, at the first attack, opens the attack popover on the table. Never two at once.
import type { Browser, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { openPage, useChromium } from './support/browser';
import { withServer } from './support/server';
import { coachStep, doStep } from './support/tutorial';
import { tid, waitForMenu } from './support/ui';

const browser = useChromium();

declare global {
  interface Window {
    __overlays?: { max: number; stacks: string[] };
  }
}

/** Starts the sampler: every frame, which overlays are visible; a frame with two or more is kept. */
async function sampleOverlays(page: Page): Promise<void> {
  await page.evaluate(() => {
    const kinds: [string, string][] = [
      ['coach', '[data-testid="coach"]'],
      ['popover', '.play-popover'],
      ['card view', '.card-view'],
      ['confirmation', '[data-testid="confirm-dialog"]'],
      ['turn summary', '[data-testid="turn-summary"]'],
    ];
    const seen = (window.__overlays = { max: 0, stacks: [] as string[] });
    const shown = (el: Element) => {
      const r = el.getBoundingClientRect();
      const cs = getComputedStyle(el);
      return r.width > 0 && r.height > 0 && cs.display !== 'none' && cs.visibility !== 'hidden';
    };
    const tick = () => {
      const on = kinds.filter(([, sel]) => [...document.querySelectorAll(sel)].some(shown)).map(([k]) => k);
      seen.max = Math.max(seen.max, on.length);
      const step = document.querySelector('[data-testid="coach"]')?.getAttribute('data-step') ?? '?';
      if (on.length > 1 && seen.stacks.length < 20) seen.stacks.push(`${step}: ${on.join(' + ')}`);
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

/** The centre of a card on the page (the table's test hook), or null when it is not on the table. */
function cardCentre(page: Page, id: string): Promise<{ x: number; y: number } | null> {
  return page.evaluate((card) => {
    const c = window.__illuminatiTable?.cards().find((x) => x.id === card);
    return c ? { x: c.x, y: c.y } : null;
  }, id);
}

/** A card's centre once the camera has stopped moving it (two reads 300 ms apart agree). */
async function settledCentre(page: Page, id: string): Promise<{ x: number; y: number } | null> {
  let last = await cardCentre(page, id);
  for (let i = 0; i < 20; i++) {
    await page.waitForTimeout(300);
    const now = await cardCentre(page, id);
    if (now && last && Math.abs(now.x - last.x) < 0.5 && Math.abs(now.y - last.y) < 0.5) return now;
    last = now;
  }
  return last;
}

it('the first lesson never shows two overlays at once, card view and attack popover included', async () => {
  await withServer('tutorial-overlays', async (server) => {
    const { page, errors } = await openPage(browser(), server.url);
    await waitForMenu(page);
    await page.locator(tid('menu-tutorial')).click();
    await page.locator(tid('tutorial-start')).click();
    await sampleOverlays(page);
    const steps: string[] = [];
    let popoverOpened = false;
    for (;;) {
      const s = await coachStep(page, 60_000);
      if (steps.at(-1) !== s.step) steps.push(s.step);
      // Look at the card the step is about (keyboard focus in the table's list of cards): the large
      // card view opens, and the coach steps aside until it closes.
      if (s.anchor.startsWith('card:')) {
        const name = await page.evaluate((id) => window.__illuminatiTable?.cards().find((c) => c.id === id)?.name ?? null, s.anchor.slice(5));
        if (name) {
          await page.locator('[data-item]', { hasText: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(`) }).first().focus();
          await page.locator('.card-view').waitFor();
          await expect.poll(() => page.locator(tid('coach')).getAttribute('data-yielded'), { timeout: 5_000 }).toBe('true');
          await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
          await expect.poll(() => page.locator(tid('coach')).getAttribute('data-yielded'), { timeout: 5_000 }).toBe('false');
        }
      }
      // The first attack built on the table: the popover opens beside the target, the coach yields.
      if (s.step === 'attack' && !popoverOpened) {
        popoverOpened = true;
        // The coach's camera may still be gliding (back from the card it showed): click where the
        // cards come to rest, as a player would.
        const from = await settledCentre(page, 'bavarian-illuminati');
        const to = await settledCentre(page, 'tobacco-and-liquor-companies');
        if (from && to) {
          await page.mouse.click(from.x, from.y);
          await page.mouse.click(to.x, to.y);
          await page.locator(tid('popover-attack')).waitFor();
          await expect.poll(() => page.locator(tid('coach')).getAttribute('data-yielded'), { timeout: 5_000 }).toBe('true');
          await page.locator(tid('popover-cancel')).click();
          await page.mouse.move(2, 2);
        }
      }
      if (s.step === 'basicsDone') break;
      await doStep(page, s);
    }
    expect(popoverOpened).toBe(true);
    expect(steps.length).toBeGreaterThan(15);
    const seen = await page.evaluate(() => window.__overlays!);
    expect(seen.stacks).toEqual([]);
    expect(seen.max).toBe(1);
    expect(errors).toEqual([]);
  });
}, 300_000);
