// `node scripts/screenshot.mjs [path]`: a picture of a mid-game table for the README (default
// docs/table.png): 4 players with 5 groups each, reached by real play (support/crowded-table.ts),
// opened from a save through the Load screen, at the start of the human's turn, in the default
// view. 1280x800, the size the desktop window opens with. Without a path it also takes the
// pictures of the screens around the table into docs/ (screen-shots.ts).
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { startWebServer } from '../../../src/server/web';
import { launchChromium } from '../support/browser';
import { buildRenderer, bundleBotWorker, ROOT } from '../support/build';
import { crowdedTable } from '../support/crowded-table';
import { putSave } from '../support/saves';
import { shootScreens } from './screen-shots';
import { tid, waitForMenu } from '../support/ui';

export async function main(args: string[]): Promise<number> {
  if (args.length > 1 || args[0]?.startsWith('-')) {
    console.error('Usage: node scripts/screenshot.mjs [output.png]   (default docs/table.png)');
    return 2;
  }
  const out = resolve(args[0] ?? join(ROOT, 'docs', 'table.png'));
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
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      await page.goto(server.url);
      await waitForMenu(page);
      await page.locator(tid('menu-load')).click();
      await page.locator(`${tid('save-row')}[data-name="mid-game"] ${tid('save-load')}`).click();
      await page.locator(tid('action-attack')).waitFor();
      // The default view, as the player gets it (issue 18: the table at a zoom where names read).
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await page.mouse.move(0, 0);
      await page.waitForTimeout(1500);
      mkdirSync(dirname(out), { recursive: true });
      await page.screenshot({ path: out });
      console.log(`Wrote ${out} (${table.groupsPerSeat.length} players, ${table.groupsPerSeat.join('/')} groups, ${table.actions} actions).`);
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
