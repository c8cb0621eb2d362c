// `node scripts/screenshot.mjs [path]`: a picture of a mid-game table for the README (default
// docs/table.png): 4 players with 5 groups each, reached by real play (support/crowded-table.ts),
// opened from a save through the Load screen, at the start of the human's turn, the whole table
// two zoom steps closer. 1280x800, the size the desktop window opens with.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { startWebServer } from '../../../src/main/web';
import { launchChromium } from '../support/browser';
import { buildRenderer, bundleBotWorker, ROOT } from '../support/build';
import { crowdedTable } from '../support/crowded-table';
import { putSave } from '../support/saves';
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
    });
    try {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      await page.goto(server.url);
      await waitForMenu(page);
      await page.locator(tid('menu-load')).click();
      await page.locator(`${tid('save-row')}[data-name="mid-game"] ${tid('save-load')}`).click();
      await page.locator(tid('action-attack')).waitFor();
      // The whole table, two zoom steps closer (the outer structures run off the edges).
      await page.locator(tid('table-fit')).click();
      await page.waitForTimeout(800);
      for (let i = 0; i < 2; i++) await page.getByRole('button', { name: 'Zoom in' }).click();
      // No focus ring left on the zoom button in the picture.
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await page.mouse.move(0, 0);
      await page.waitForTimeout(1500);
      mkdirSync(dirname(out), { recursive: true });
      await page.screenshot({ path: out });
      console.log(`Wrote ${out} (${table.groupsPerSeat.length} players, ${table.groupsPerSeat.join('/')} groups, ${table.actions} actions).`);
    } finally {
      await server.close();
    }
    return 0;
  } finally {
    await browser.close();
    rmSync(runDir, { recursive: true, force: true });
  }
}
