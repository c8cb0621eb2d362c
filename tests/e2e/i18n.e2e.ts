// Issue 19: the game in English, German and Italian. Choosing Deutsch or Italiano in Settings
// turns the main menu German or Italian at once and is remembered; a first start follows the
// browser's language; the table's action bar and status line, and the message board's account of
// an attack, are worded in each language (the panels and forms: table-languages.e2e.ts).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { openPage, useChromium } from './support/browser';
import { withServer } from './support/server';
import { untilOwnTurn } from './support/table';
import { ADA_AND_THREE_BOTS, chooseLanguage, ENDLESS, logTexts, logTypes, playPassivelyUntil, startGame, tid, waitForMenu, waitForScreen } from './support/ui';

const browser = useChromium();

it('Deutsch and Italiano in Settings turn the main menu German and Italian, and the choice is remembered', async () => {
  await withServer('i18n-menu', async (server, dir) => {
    const { page, errors } = await openPage(browser(), server.url);
    await waitForMenu(page);
    expect(await page.locator(tid('menu-new-game')).innerText()).toBe('New game');

    await chooseLanguage(page, 'de', 'menu');
    expect(await page.locator(tid('menu-new-game')).innerText()).toBe('Neues Spiel');
    expect(await page.locator(tid('menu-load')).innerText()).toBe('Spiel laden');
    // Remembered by the host: a reload (or a restart) keeps German.
    await page.reload();
    await waitForMenu(page);
    expect(await page.locator(tid('menu-new-game')).innerText()).toBe('Neues Spiel');
    expect(JSON.parse(readFileSync(join(dir, 'settings.json'), 'utf8')).language).toBe('de');

    await chooseLanguage(page, 'it', 'menu');
    expect(await page.locator(tid('menu-new-game')).innerText()).toBe('Nuova partita');
    expect(await page.locator(tid('menu-settings')).innerText()).toBe('Impostazioni');
    // The rules in brief follow, card names included.
    await page.locator(tid('menu-rules')).click();
    await expect.poll(() => page.locator('#rules-title').textContent()).toBe('Le regole in breve');
    expect(await page.locator(tid('rules-screen')).textContent()).toContain('Whispering Campaign');
    await page.locator(tid('rules-back')).click();
    await waitForMenu(page);

    await chooseLanguage(page, 'en', 'menu');
    expect(await page.locator(tid('menu-new-game')).innerText()).toBe('New game');
    expect(errors).toEqual([]);
  });
});

it('a first start speaks the browser language', async () => {
  await withServer('i18n-system', async (server, dir) => {
    const context = await browser().newContext({ locale: 'de-AT', viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(server.url);
    await waitForMenu(page);
    expect(await page.locator(tid('menu-new-game')).innerText()).toBe('Neues Spiel');
    expect(existsSync(join(dir, 'settings.json')) ? JSON.parse(readFileSync(join(dir, 'settings.json'), 'utf8')).language : 'system').toBe('system');
    await context.close();
  });
});

it('the message board tells an attack in German, Italian and English', async () => {
  await withServer('i18n-attack', async (server) => {
    const { page, errors } = await openPage(browser(), server.url);
    await waitForMenu(page);
    await chooseLanguage(page, 'de', 'menu');
    await startGame(page, ADA_AND_THREE_BOTS, ENDLESS);
    const view = await untilOwnTurn(page, server, -1);

    // The action bar and the status line speak the language on screen, and follow a switch at once.
    const bar = async () => ({ attack: await page.locator(tid('action-attack')).innerText(), status: await page.locator(tid('status-line')).innerText() });
    expect(await bar()).toEqual({ attack: 'Angriff', status: 'Du bist am Zug (Aktionen): noch 2 Aktionen, 2 freie Transfers.' });
    await chooseLanguage(page, 'it', 'table');
    await expect.poll(bar).toEqual({ attack: 'Attacca', status: 'Tocca a te (Azioni): ancora 2 azioni, 2 trasferimenti gratuiti.' });
    await chooseLanguage(page, 'de', 'table');
    await expect.poll(bar).toEqual({ attack: 'Angriff', status: 'Du bist am Zug (Aktionen): noch 2 Aktionen, 2 freie Transfers.' });

    await page.locator(tid('action-attack')).click();
    await page.locator(tid('attack-panel')).waitFor();
    await page.locator(tid('attack-attacker')).selectOption('bavarian-illuminati');
    const targets = await page.locator(`${tid('attack-target')} option`).evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
    const target = targets.find((t) => (view.observation.uncontrolled as string[]).includes(t));
    expect(target).toBeDefined();
    await page.locator(tid('attack-target')).selectOption(target!);
    await page.locator(tid('attack-kind-control')).check();
    await page.locator(tid('attack-odds-needed')).waitFor();
    const before = (await logTypes(page)).length;
    // The form's question (issue 35: the attack's one confirmation) speaks German too.
    await expect.poll(() => page.locator(tid('attack-final')).innerText()).toMatch(/^Ein Angriff mit .* kann nicht zurückgenommen werden\.$/);
    await page.locator(tid('attack-submit')).click();
    await playPassivelyUntil(page, async () => (await logTypes(page)).slice(before).includes('attackResolved'), 60_000);

    const entry = async (type: string) => {
      const types = (await logTypes(page)).slice(before);
      return (await logTexts(page)).slice(before)[types.indexOf(type)];
    };
    expect(await entry('attackDeclared')).toMatch(/^Ada greift mit Bayerische Illuminaten an, Ziel: Kontrolle von .+\. Benötigt vor Geldeinsatz -?\d+ oder weniger\.$/);
    expect(await entry('diceRolled')).toMatch(/^Ada würfelt \d und \d: \d+ bei -?\d+ benötigt, (Erfolg|Fehlschlag)\.$/);
    expect(await entry('attackResolved')).toMatch(/^Angriff von Ada mit Bayerische Illuminaten zur Kontrolle von .+: benötigt -?\d+, gewürfelt \d+, (Erfolg|Fehlschlag)\.$/);

    // The same board in Italian, then in English: it is worded when shown, from language-free events.
    await chooseLanguage(page, 'it', 'table');
    await expect.poll(() => entry('attackDeclared')).toMatch(/^Ada attacca con Bavarian Illuminati per controllare .+\. Serve -?\d+ o meno prima del denaro\.$/);
    expect(await entry('attackResolved')).toMatch(/^Attacco di Ada con Bavarian Illuminati per controllare .+: serve -?\d+, tirato \d+, (successo|fallimento)\.$/);
    await chooseLanguage(page, 'en', 'table');
    await expect.poll(() => entry('attackDeclared')).toMatch(/^Ada attacks with the Bavarian Illuminati to control .+\. Needs -?\d+ or less before money\.$/);
    expect(errors).toEqual([]);
  });
});
