// Issue 41, e2e: under hidden Illuminati a human holds back through the Hold back form in his
// secret window before the first turn (ADV-HIDDEN-ILLUM-2): he takes 9 of the Gnomes' 12 MB as
// starting money, the message board tells him his choice, and the money he gets is 9 MB.
// Screenshots of the form at the three window sizes go to .tmp/hold-back-*.png for review.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { openPage, useChromium } from './support/browser';
import { ROOT } from './support/build';
import { withServer } from './support/server';
import { ADA_GNOMES_AND_TWO_BOTS, logTexts, logTypes, startGame, tid, waitForMenu } from './support/ui';

const browser = useChromium();

it('ADV-HIDDEN-ILLUM-2: a face-down human takes less starting money through the Hold back form', async () => {
  await withServer('hold-back', async (server) => {
    const { page, errors } = await openPage(browser(), server.url);
    await page.setViewportSize({ width: 1440, height: 900 });
    await waitForMenu(page);
    await startGame(
      page,
      ADA_GNOMES_AND_TWO_BOTS,
      { options: { hiddenIlluminati: true } },
    );
    // Ada's secret window comes first (seat order): the goal form, and beside it Hold back.
    await page.locator(tid('choose-goal-form')).waitFor();
    await page.locator(tid('action-conceal')).click();
    await page.locator(tid('conceal-form')).waitFor();
    await page.locator(tid('conceal-income-all')).setChecked(false);
    await page.locator(tid('conceal-income')).fill('9');
    await page.locator(tid('conceal-ability')).count().then((n) => expect(n).toBe(0)); // the Gnomes' redistribution is an action of its own
    const shots = join(ROOT, '.tmp');
    mkdirSync(shots, { recursive: true });
    for (const [w, h] of [[1440, 900], [1280, 720], [1024, 768]]) {
      await page.setViewportSize({ width: w, height: h });
      await page.waitForTimeout(300);
      await page.screenshot({ path: join(shots, `hold-back-${w}x${h}.png`) });
    }
    await page.locator(tid('conceal-submit')).click();
    await page.locator(`${tid('log-entry')}[data-type="concealChosen"]`).waitFor();
    const texts = await logTexts(page);
    expect(texts[(await logTypes(page)).indexOf('concealChosen')]).toMatch(/Ada now takes at most 9 MB of Income, applies the full Power/);
    // The goal form opens again by itself (the window waits for it); confirming pays the starting money.
    await page.locator(tid('choose-goal-form')).waitFor();
    await page.locator(tid('choose-goal-submit')).click();
    await page.locator(`${tid('log-entry')}[data-type="incomeCollected"]`).first().waitFor();
    const types = await logTypes(page);
    expect((await logTexts(page))[types.indexOf('incomeCollected')]).toMatch(/9 MB/);
    expect(errors).toEqual([]);
  });
});
