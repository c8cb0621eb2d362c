// Issue 18, item 3 ("alive"), in Chromium: at the normal speed a captured group waits for the dice,
// then slides from the uncontrolled area into the attacker's structure, with the dice and capture
// sounds cued; at "instant" the same kind of move (placing the captured group) jumps at once and
// still sounds. The card's place is read from its Konva node every animation frame.
import type { Browser, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import type { Action, LegalAction } from '../../src/shared/engine';
import type { WebServer } from '../../src/server/web';
import { openPage, useChromium } from './support/browser';
import { bestCapture, crowdedTable, rollOf } from './support/crowded-table';
import { withServer } from './support/server';
import { hostView } from './support/table';
import { tid, usable, waitForMenu } from './support/ui';
import { expandLegal } from '../../src/shared/protocol/compact-legal';

const browser = useChromium();

/** A small table where the human's best capture is sure to roll low enough (the seeded dice are known in advance). */
function sureCapture() {
  for (let i = 1; i <= 12; i++) {
    const table = crowdedTable({ players: 4, perSeat: 3, seed: `anim-${i}` });
    const attack = bestCapture(table.state, 0);
    const r = attack && rollOf(table.state, 0, attack);
    // A margin of 3 against bots who spend to interfere.
    if (attack?.type === 'attack' && r && r.roll <= r.needed - 3 && r.roll <= 10) return { table, attack };
  }
  throw new Error('no seed gives a sure capture');
}

/** Records where card `id` is on every animation frame, and when the table cued each sound. */
function record(page: Page, id: string): Promise<void> {
  return page.evaluate((cardId) => {
    type Rec = { pos: [number, number, number][]; marks: Record<string, number>; dice: [number, string][]; canvases: number[]; board: [number, number, number, number][]; stop?: boolean };
    type Stage = { findOne: (f: (n: { getAttr: (k: string) => unknown }) => boolean) => { x: () => number; y: () => number } | undefined };
    const w = window as unknown as { __anim: Rec; __illuminatiSounds?: string[]; Konva: { stages: Stage[] } };
    const rec: Rec = { pos: [], marks: {}, dice: [], canvases: [], board: [] };
    w.__anim = rec;
    let heard = (w.__illuminatiSounds ?? []).length;
    const tick = (t: number) => {
      const node = w.Konva.stages[0]?.findOne((n) => n.getAttr('cardId') === cardId);
      if (node) rec.pos.push([t, Math.round(node.x()), Math.round(node.y())]);
      // The dice (issue 39): elements moved by transforms over the table, not a canvas drawn again at every frame.
      const dice = document.querySelector<HTMLElement>('[data-testid="dice-overlay"]');
      if (dice && getComputedStyle(dice).display !== 'none') rec.dice.push([t, dice.querySelector<HTMLElement>('.die')?.style.transform ?? '']);
      rec.canvases.push(document.querySelectorAll('[data-testid="table-canvas"] canvas').length);
      // The message board's rolls, and whether the dice show their result (issue 39: no spoiler).
      const landed = dice && getComputedStyle(dice).display !== 'none' && (dice.querySelector<HTMLElement>('.caption')?.style.visibility ?? '') === 'visible';
      rec.board.push([t, document.querySelectorAll('[data-testid="log-entry"][data-type="diceRolled"]').length, landed ? 1 : 0, document.querySelectorAll('[data-testid="window-rolled"]').length]);
      const sounds = w.__illuminatiSounds ?? [];
      for (; heard < sounds.length; heard++) rec.marks[sounds[heard]] ??= t;
      if (!rec.stop) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  }, id);
}

type Recorded = { pos: [number, number, number][]; marks: Record<string, number>; dice: [number, string][]; canvases: number[]; board: [number, number, number, number][] };
async function recorded(page: Page): Promise<Recorded> {
  return page.evaluate(() => {
    const rec = (window as unknown as { __anim: Recorded & { stop?: boolean } }).__anim;
    rec.stop = true;
    return rec;
  });
}

async function act(server: WebServer, action: Action): Promise<void> {
  const v = await hostView(server, 0);
  const r = await server.host.request({ kind: 'game:act', params: { seat: 0, seq: v.seq, action } });
  if (!r.ok) throw new Error(`the host refused ${action.type}: ${r.error}`);
}

it('a capture slides after the dice with its sounds; at instant speed a placement jumps and still sounds', async () => {
  const { table, attack } = sureCapture();
  if (attack.type !== 'attack') throw new Error('not an attack');
  await withServer('anim', async (server) => {
    const { page, errors } = await openPage(browser(), server.url);
    await waitForMenu(page);
    await page.locator(tid('menu-load')).click();
    await page.locator(`${tid('save-row')}[data-name="small"] ${tid('save-load')}`).click();
    await page.locator(tid('table-screen')).waitFor();
    await expect.poll(() => usable(page.locator(tid('action-attack'))), { timeout: 20_000 }).toBe(true);

    // The human attacks (through the host: the table animates whatever changed it) and passes in the window.
    await record(page, attack.target);
    await act(server, attack);
    await expect
      .poll(
        async () => {
          const v = await hostView(server, 0);
          // The attack window, then any reaction window (a special card may answer the result).
          if (v.deciding.includes(0) && expandLegal(v.legal).some((l) => l.type === 'pass')) await act(server, { type: 'pass' });
          return v.observation.pending?.kind ?? 'none';
        },
        { timeout: 30_000, interval: 200 },
      )
      .toBe('capture');
    await page.waitForTimeout(2000);
    const r = await recorded(page);
    expect(Object.keys(r.marks)).toEqual(expect.arrayContaining(['dice', 'capture']));
    const [, x0, y0] = r.pos[0];
    const [, x1, y1] = r.pos.at(-1)!;
    expect(Math.hypot(x1 - x0, y1 - y0)).toBeGreaterThan(100);
    const moving = r.pos.filter(([, x, y]) => (x !== x0 || y !== y0) && (x !== x1 || y !== y1));
    // It slid over several frames, and only once the dice had settled (900 ms of tumbling at the normal speed).
    expect(moving.length).toBeGreaterThanOrEqual(4);
    expect(moving[0][0] - r.marks.dice).toBeGreaterThanOrEqual(800);
    // The slide is short (420 ms at the normal speed, counted from the change that captured it: the
    // capture cue is handed to the player, with its delay, when that change comes).
    expect(moving.at(-1)![0] - r.marks.capture).toBeLessThan(900 + 700);
    expect(moving.at(-1)![0] - moving[0][0]).toBeLessThan(700);
    // The dice tumbled on screen as elements turned by transforms, on many frames, and no canvas
    // came and went for them: the table keeps its three Konva layers (felt, structures, marks).
    const tumble = r.dice.filter(([t]) => t >= r.marks.dice && t < r.marks.dice + 800);
    expect(new Set(tumble.map(([, tf]) => tf)).size).toBeGreaterThanOrEqual(10);
    expect(tumble.every(([, tf]) => /rotate\(/.test(tf))).toBe(true);
    expect(new Set(r.canvases)).toEqual(new Set([3]));
    // The message board tells the roll when the dice land, not before (stores/news.ts): while they
    // tumble it holds the roll's entry, and it shows it a frame or two after they settle.
    const rolls0 = r.board[0][1];
    const tumbling = r.board.filter(([t, , landed]) => t >= r.marks.dice && !landed && t < r.marks.dice + 800);
    expect(tumbling.length).toBeGreaterThanOrEqual(10);
    expect(tumbling.every(([, n]) => n === rolls0)).toBe(true);
    // Nor does the attack in progress (its "rolled N" tag) while they tumble.
    expect(tumbling.every(([, , , tag]) => tag === 0)).toBe(true);
    const settled = r.board.find(([t, , landed]) => t >= r.marks.dice && landed);
    expect(settled).toBeDefined();
    expect(r.board.at(-1)![1]).toBe(rolls0 + 1);
    expect(r.board.find(([, n]) => n > rolls0)![0]).toBeGreaterThanOrEqual(settled![0]);
    // The players panel is not built while its drawer is closed (it was kept up to date for nobody).
    expect(await page.locator('#players-drawer article').count()).toBe(0);
    await page.locator(tid('table-players')).click();
    expect(await page.locator('#players-drawer article').count()).toBe(4);
    await page.locator(tid('table-players')).click();

    // At instant speed nothing waits: placing the captured group puts it on its arrow at once.
    await page.locator(tid('table-settings')).click();
    await page.locator(tid('settings-bot-speed-instant')).check();
    await expect.poll(async () => (await page.evaluate(() => (document.querySelector('[data-testid="settings-bot-speed-instant"]') as HTMLInputElement).checked))).toBe(true);
    await page.locator(tid('settings-back')).click();
    await page.locator(tid('table-screen')).waitFor();
    await page.waitForTimeout(500);
    const place = expandLegal((await hostView(server, 0)).legal).find((l): l is Extract<LegalAction, { type: 'placeCaptured' }> => l.type === 'placeCaptured');
    expect(place).toBeDefined();
    await record(page, attack.target);
    await act(server, { type: 'placeCaptured', arrow: place!.arrow, transfer: 0 });
    await page.waitForTimeout(1200);
    const p = await recorded(page);
    expect(Object.keys(p.marks)).toContain('place');
    const places = new Set(p.pos.map(([, x, y]) => `${x},${y}`));
    expect(places.size).toBe(2);
    expect(errors).toEqual([]);
  }, { botSpeed: 'normal', saves: { small: table.text } });
});
