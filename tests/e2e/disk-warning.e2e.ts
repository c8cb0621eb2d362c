// Issue 23, e2e: the data folder cannot be written (a read-only disk, simulated: the tests may run
// as root, whom a read-only mode does not stop). The table shows the red disk warning, the game goes
// on, and "Save a copy elsewhere…" downloads the whole game as a save file that imports again.
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { inject } from 'vitest';
import { parseHostSave } from '../../src/server/host';
import { realDisk, type Disk } from '../../src/server/host/journal-writer';
import { startWebServer } from '../../src/server/web';
import { openPage, useChromium } from './support/browser';
import { removeDir, tempDataDir } from './support/server';
import { hostView, untilOwnTurn } from './support/table';
import { ADA_AND_THREE_BOTS, ENDLESS, command, startGame, tid, waitForMenu } from './support/ui';

const browser = useChromium();

const readOnly: Disk = {
  writeAtomic: async () => {
    throw Object.assign(new Error('EROFS: read-only file system'), { code: 'EROFS' });
  },
  openAppend: realDisk.openAppend,
};

it('a read-only data folder: the table warns, the game goes on, and a copy can be saved elsewhere', async () => {
  const dir = tempDataDir('disk');
  const server = await startWebServer({ port: 0, dataDir: dir, staticDir: inject('e2eRendererDir'), botWorkerUrl: inject('e2eBotWorker'), botSpeed: 'instant', version: 'e2e', disk: readOnly, lan: { announce: false } });
  try {
    const { page, errors } = await openPage(browser(), server.url);
    await waitForMenu(page);
    await startGame(page, ADA_AND_THREE_BOTS, ENDLESS);
    const warning = page.locator(tid('disk-warning'));
    await warning.waitFor();
    expect(await warning.innerText()).toMatch(/Not saved to disk\. The game could not be saved: the folder is on a read-only disk\. The game goes on in memory only/);
    // The game goes on in memory.
    const first = await untilOwnTurn(page, server, -1);
    await command(page, 'endTurn');
    const second = await untilOwnTurn(page, server, first.seq);
    expect(second.seq).toBeGreaterThan(first.seq);
    // Saving elsewhere: the browser's download of the whole game.
    const [download] = await Promise.all([page.waitForEvent('download'), page.locator(tid('disk-save-elsewhere')).click()]);
    expect(download.suggestedFilename()).toMatch(/^illuminati-.*\.json$/);
    const parsed = parseHostSave(readFileSync(await download.path(), 'utf8'));
    expect(parsed.ok).toBe(true);
    expect(parsed.ok && parsed.save.game.actions.length).toBeGreaterThanOrEqual(second.seq);
    expect((await hostView(server, 'spectator')).seq).toBeGreaterThanOrEqual(second.seq);
    expect(errors).toEqual([]);
  } finally {
    await server.close();
    removeDir(dir);
  }
});
