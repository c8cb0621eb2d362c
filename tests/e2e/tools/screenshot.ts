// `node scripts/screenshot.mjs [path]`: pictures of a mid-game table for the README: 4 players with
// 5 groups each, reached by real play (support/crowded-table.ts), opened from a save through the
// Load screen, at the start of the human's turn, in the default view. Without a path: docs/table.png
// at 1280x800 (the size the desktop window opens with) and, for issue 35, docs/table-1280x720.png,
// docs/table-1440x900.png and docs/table-tablet.png (1024x768, a touch screen); with a path, the
// first one only. Each line printed says the smallest text drawn on the canvas (the table's hook).
// Without a path it also takes the pictures of the screens around the table into docs/ (screen-shots.ts).
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { startWebServer } from '../../../src/server/web';
import { launchChromium } from '../support/browser';
import { buildRenderer, bundleBotWorker, ROOT } from '../support/build';
import { crowdedTable } from '../support/crowded-table';
import { putSave } from '../support/saves';
import { shootScreens } from './screen-shots';
import { tid, waitForMenu } from '../support/ui';

interface Shot {
  path: string;
  width: number;
  height: number;
  touch: boolean;
}

/** The README's pictures of the table (paths under docs/). */
const SHOTS: Shot[] = [
  { path: 'table.png', width: 1280, height: 800, touch: false },
  { path: 'table-1280x720.png', width: 1280, height: 720, touch: false },
  { path: 'table-1440x900.png', width: 1440, height: 900, touch: false },
  { path: 'table-tablet.png', width: 1024, height: 768, touch: true },
];

export async function main(args: string[]): Promise<number> {
  if (args.length > 1 || args[0]?.startsWith('-')) {
    console.error('Usage: node scripts/screenshot.mjs [output.png]   (default: docs/table.png, docs/table-1280x720.png, docs/table-1440x900.png, docs/table-tablet.png)');
    return 2;
  }
  const shots: Shot[] = args[0] ? [{ path: resolve(args[0]), width: 1280, height: 800, touch: false }] : SHOTS.map((x) => ({ ...x, path: join(ROOT, 'docs', x.path) }));
  mkdirSync(join(ROOT, '.tmp'), { recursive: true });
  const runDir = mkdtempSync(join(ROOT, '.tmp', 'screenshot-'));
  const browser = await launchChromium();
  try {
    const dataDir = join(runDir, 'data');
    const table = crowdedTable({ players: 4, perSeat: 5, seed: 'screenshot-1' });
    putSave(dataDir, 'mid-game', table.text);
    const server = await startWebServer({
      port: 0,
      dataDir,
      staticDir: buildRenderer(runDir),
      botWorkerUrl: await bundleBotWorker(runDir),
      botSpeed: 'instant',
      version: 'screenshot',
      lan: { announce: false },
    });
    try {
      for (const shot of shots) {
        const context = await browser.newContext({ viewport: { width: shot.width, height: shot.height }, hasTouch: shot.touch });
        try {
          const page = await context.newPage();
          await page.goto(server.url);
          await waitForMenu(page);
          await page.locator(tid('menu-load')).click();
          await page.locator(`${tid('save-row')}[data-name="mid-game"] ${tid('save-load')}`).click();
          await page.locator(tid('action-attack')).waitFor();
          // The default view, as the player gets it (issue 18: the table at a zoom where names read).
          await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
          if (!shot.touch) await page.mouse.move(0, 0);
          await page.waitForTimeout(1500);
          const smallest = await page.evaluate(() => window.__illuminatiTable?.texts()[0] ?? null);
          mkdirSync(dirname(shot.path), { recursive: true });
          await page.screenshot({ path: shot.path });
          console.log(`Wrote ${shot.path} (${shot.width}x${shot.height}${shot.touch ? ' touch' : ''}; ${table.groupsPerSeat.length} players, ${table.groupsPerSeat.join('/')} groups, ${table.actions} actions; smallest text on the canvas ${smallest ? `${smallest.px} px, ${smallest.what}` : 'unknown'}).`);
        } finally {
          await context.close();
        }
      }
      if (args.length === 0) for (const shot of await shootScreens(browser, server.url, join(ROOT, 'docs'))) console.log(`Wrote ${shot}.`);
    } finally {
      await server.close();
    }
    return 0;
  } finally {
    await browser.close();
    rmSync(runDir, { recursive: true, force: true });
  }
}
