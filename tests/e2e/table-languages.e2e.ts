// Issue 19, second part: the table's panels and forms in German and Italian. A mid-game table
// (support/crowded-table.ts, loaded from a save) at 1280x720, the smallest window the table is
// laid out for: the top bar, the action forms, the odds, the hand and the players speak the
// language chosen in Settings, and no button, label or field of the side column or the players
// drawer sticks out of it (German words are long). Back in English, the forms read as before.
import type { Browser, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { openPage, useChromium } from './support/browser';
import { crowdedTable } from './support/crowded-table';
import { withServer } from './support/server';
import { chooseLanguage, tid, waitForMenu, waitForScreen } from './support/ui';

const browser = useChromium();

/** Visible controls and texts of a column that reach past its left or right edge. */
function outside(page: Page, column: string): Promise<string[]> {
  return page.evaluate((column) => {
    const box = document.querySelector(column)!.getBoundingClientRect();
    const out: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>(`${column} :is(button, label, legend, h2, h3, p, span, select, input, dd, li)`)) {
      const r = el.getBoundingClientRect();
      // Hidden, or for screen readers only (a 1 px box).
      if (el.offsetParent === null || r.width <= 1) continue;
      if (r.left < box.left - 1 || r.right > box.right + 1) out.push(`${el.tagName} "${el.innerText.slice(0, 40)}" ${Math.round(r.left)}-${Math.round(r.right)} outside ${Math.round(box.left)}-${Math.round(box.right)}`);
    }
    return out;
  }, column);
}

/** Opens every form the action bar offers (not the commands sent at once), checking each fits. */
async function everyForm(page: Page): Promise<{ forms: string[]; outside: string[]; cancel: string[] }> {
  const ids = await page.locator(`${tid('action-bar')} button[aria-pressed]`).evaluateAll((bs) => bs.map((b) => b.getAttribute('data-testid')!));
  const found: string[] = [];
  const cancel: string[] = [];
  for (const id of ids) {
    await page.locator(tid(id)).click();
    await page.locator(tid('form-cancel')).waitFor();
    found.push(...(await outside(page, '.side')).map((x) => `${id}: ${x}`));
    cancel.push(await page.locator(tid('form-cancel')).innerText());
    await page.locator(tid('form-cancel')).click();
  }
  return { forms: ids, outside: found, cancel: [...new Set(cancel)] };
}

async function openAttack(page: Page): Promise<void> {
  await page.locator(tid('action-attack')).click();
  await page.locator(tid('attack-attacker')).selectOption({ index: 1 });
  await page.locator(tid('attack-target')).selectOption({ index: 1 });
  await page.locator(tid('attack-odds-needed')).waitFor();
}

it('the table in German and Italian: every form, the odds, the hand and the players, nothing sticking out at 1280x720', async () => {
  await withServer('table-languages', async (server) => {
    const { page, errors } = await openPage(browser(), server.url);
    await page.setViewportSize({ width: 1280, height: 720 });
    await waitForMenu(page);
    await chooseLanguage(page, 'de', 'menu');
    await page.locator(tid('menu-load')).click();
    await page.locator(`${tid('save-row')}[data-name="mid-game"] ${tid('save-load')}`).click();
    await page.locator(tid('action-attack')).waitFor();

    expect(await page.locator(tid('turn-title')).innerText()).toMatch(/^Zug \d+ · Ada$/);
    expect(await page.locator(tid('table-save')).innerText()).toBe('Speichern');
    expect(await page.locator('#hand-title').innerText()).toMatch(/^Deine Sonderkarten \(\d+\)$/);
    expect(await page.locator('#log-title').innerText()).toBe('Nachrichtentafel');
    expect(await outside(page, '.side')).toEqual([]);
    expect(await outside(page, '.top')).toEqual([]);

    const de = await everyForm(page);
    expect(de.forms.length).toBeGreaterThanOrEqual(6);
    expect(de.outside).toEqual([]);
    expect(de.cancel).toEqual(['Abbrechen']);

    await openAttack(page);
    expect(await page.locator(tid('attack-submit')).innerText()).toBe('Angriff ankündigen');
    const odds = await page.locator(tid('attack-odds')).innerText();
    expect(odds).toMatch(/Würfle -?\d+ oder weniger/);
    expect(odds).toMatch(/\d+\s%\sErfolgschance/); // Intl: "3 %" with a no-break space
    expect(odds).toMatch(/Macht von /);
    expect(odds).toContain('Eine 11 oder 12 ist immer ein Fehlschlag.');
    await page.locator(tid('form-cancel')).click();

    await page.locator(tid('table-players')).click();
    expect(await page.locator(`${tid('player-0')} .you`).innerText()).toBe('(du)');
    expect(await page.locator(tid('player-1')).innerText()).toMatch(/Bot, leicht/);
    expect(await outside(page, '.players-drawer')).toEqual([]);
    await page.locator(tid('table-players')).click();

    // Italian from the table itself: the panels follow at once.
    await chooseLanguage(page, 'it', 'table');
    expect(await page.locator(tid('turn-title')).innerText()).toMatch(/^Turno \d+ · Ada$/);
    expect(await page.locator('#log-title').innerText()).toBe('Bacheca');
    const it_ = await everyForm(page);
    expect(it_.outside).toEqual([]);
    expect(it_.cancel).toEqual(['Annulla']);
    await openAttack(page);
    expect(await page.locator(tid('attack-submit')).innerText()).toBe("Annuncia l'attacco");
    expect(await page.locator(tid('attack-odds')).innerText()).toMatch(/Tira -?\d+ o meno/);
    await page.locator(tid('form-cancel')).click();

    // English again: the words the other end-to-end tests look for.
    await chooseLanguage(page, 'en', 'table');
    await openAttack(page);
    expect(await page.locator(tid('attack-submit')).innerText()).toBe('Announce attack');
    expect(await page.locator(tid('attack-odds')).innerText()).toMatch(/Roll -?\d+ or less/);
    expect(errors).toEqual([]);
  }, { saves: { 'mid-game': crowdedTable({ players: 4, perSeat: 5, seed: 'screenshot-1' }).text } });
});
