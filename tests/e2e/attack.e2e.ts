// Issue 5, e2e (a): one human against three bots; the human announces an attack through the
// attack form and the message board tells it, up to the dice and the result. Issue 35: the form is
// the attack's one question (it names the attack and says it is final; one click announces it, no
// second confirmation in a modal).
import { expect, it } from 'vitest';
import { openPage, useChromium } from './support/browser';
import { withServer } from './support/server';
import { untilOwnTurn } from './support/table';
import { ADA_AND_THREE_BOTS, ENDLESS, logTexts, logTypes, playPassivelyUntil, startGame, tid, waitForMenu } from './support/ui';

const browser = useChromium();

it('a human attacks through the attack form and the attack shows in the message log', async () => {
  await withServer('attack', async (server) => {
    const { page, errors } = await openPage(browser(), server.url);
    await waitForMenu(page);
    await startGame(page, ADA_AND_THREE_BOTS, ENDLESS);
    // Bots before Ada play at once; whatever comes up for Ada meanwhile is passed.
    const view = await untilOwnTurn(page, server, -1);

    await page.locator(tid('action-attack')).click();
    await page.locator(tid('attack-panel')).waitFor();
    await page.locator(tid('attack-attacker')).selectOption('bavarian-illuminati');
    // An uncontrolled group, which every kind of attack may target.
    const targets = await page.locator(`${tid('attack-target')} option`).evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
    const target = targets.find((t) => (view.observation.uncontrolled as string[]).includes(t));
    expect(target).toBeDefined();
    await page.locator(tid('attack-target')).selectOption(target!);
    await page.locator(tid('attack-kind-control')).check();
    // The live odds come from the host (game:odds) before the attack is announced.
    await page.locator(tid('attack-odds-needed')).waitFor();
    const needed = Number(await page.locator(tid('attack-odds-needed')).innerText());
    expect(needed).toBeGreaterThanOrEqual(-20);
    // The question is in the form: the attack named in the confirmation's words, and final.
    const final = await page.locator(tid('attack-final')).innerText();
    expect(final).toMatch(/^An attack with the Bavarian Illuminati to control /);
    expect(final).toContain('cannot be taken back');
    // Any modal confirmation that opens from now on is counted (there must be none).
    await page.evaluate(() => {
      const w = window as unknown as { modals: number };
      w.modals = 0;
      new MutationObserver(() => {
        if (document.querySelector('[data-testid="confirm-dialog"]')) w.modals++;
      }).observe(document.body, { childList: true, subtree: true });
    });
    const before = (await logTypes(page)).length;
    await page.locator(tid('attack-submit')).click();

    await page.locator(`${tid('log-entry')}[data-type="attackDeclared"]`).last().waitFor({ timeout: 15_000 });
    expect(await page.evaluate(() => (window as unknown as { modals: number }).modals)).toBe(0);
    // Everyone passes in the window (the bots at once, Ada through the Pass button); then the dice.
    await playPassivelyUntil(page, async () => (await logTypes(page)).slice(before).includes('attackResolved'), 60_000);
    const types = (await logTypes(page)).slice(before);
    const texts = (await logTexts(page)).slice(before);
    expect(types).toContain('attackDeclared');
    expect(types.indexOf('diceRolled')).toBeGreaterThan(types.indexOf('attackDeclared'));
    const declared = texts[types.indexOf('attackDeclared')];
    expect(declared).toMatch(/Ada|Bavarian/);
    expect(errors).toEqual([]);
  });
});
