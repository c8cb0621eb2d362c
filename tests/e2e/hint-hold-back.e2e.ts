// Issues 36 and 41, e2e: under hidden Illuminati, the hint in a face-down player's secret window
// suggests holding back and says what it hides, with the numbers of the printed cards (EN: only
// the Gnomes have 12 Income; 9 or more Income and 7 or more Power fit the Bavarians, the Bermuda
// Triangle, the Network and the Gnomes: four). Screenshots go to .tmp/shots/hint-hold-back-*.png.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { openPage, useChromium } from './support/browser';
import { ROOT } from './support/build';
import { withServer } from './support/server';
import { ADA_GNOMES_AND_TWO_BOTS, startGame, tid, waitForMenu } from './support/ui';

const browser = useChromium();

it('ADV-HIDDEN-ILLUM-2: the hint for the Gnomes face down holds back 3 MB and says what it hides', async () => {
  await withServer('hint-hold-back', async (server) => {
    const { page, errors } = await openPage(browser(), server.url);
    await waitForMenu(page);
    await startGame(
      page,
      ADA_GNOMES_AND_TWO_BOTS,
      { options: { hiddenIlluminati: true } },
    );
    await page.locator(tid('choose-goal-form')).waitFor();
    await page.locator(`${tid('hint-bar')} ${tid('hint-button')}`).click();
    await page.locator(tid('hint-panel')).waitFor({ timeout: 30_000 });
    // The Gnomes' redistribution is an action of its own, not an ability that shows: nothing to leave unused.
    expect(await page.locator(tid('hint-action')).innerText()).toBe('Hold back: take at most 9 MB of your Income and apply at most 7 Power.');
    expect(await page.locator(tid('hint-why')).innerText()).toBe(
      'In full, your Income and Power would fit 1 of the Illuminati nobody else shows (yours among them); held back, they fit 4 (the bots keep at least 3 possible).',
    );
    const shots = join(ROOT, '.tmp', 'shots');
    mkdirSync(shots, { recursive: true });
    for (const [w, h] of [[1440, 900], [1280, 720], [1024, 768]]) {
      await page.setViewportSize({ width: w, height: h });
      await page.waitForTimeout(300);
      await page.screenshot({ path: join(shots, `hint-hold-back-${w}x${h}.png`) });
    }
    expect(errors).toEqual([]);
  });
}, 180_000);
