// Issue 35: the screens around the table fit the window without scrolling at 1280x720, 1366x768,
// 1440x900, 1536x864, 1920x1080 and on a 1024x768 touch screen: the main menu (Rules and Quit
// included), new game with 4 and 8 seats (Start included) and its Illuminati cards, settings,
// statistics, rules (its text scrolls inside its card, Back stays), join, the LAN host form, the
// host lobby (with its QR code) and a joined player's waiting room. Then Escape and Enter. The Load,
// Replays and End screens, in the same look (a .game-screen), fit 1440x900, 1280x720 and the
// 1024x768 touch screen with saves, a replay and a finished game's tables in them.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import type { SavedGame } from '../../src/shared/engine';
import { useChromium } from './support/browser';
import { hostSave, putSave } from './support/saves';
import { removeDir, startServer, tempDataDir, withServer } from './support/server';
import { chooseIlluminati, tid, waitForMenu, waitForScreen } from './support/ui';

const browser = useChromium();

const SIZES = [
  { width: 1280, height: 720, touch: false },
  { width: 1366, height: 768, touch: false },
  { width: 1440, height: 900, touch: false },
  { width: 1536, height: 864, touch: false },
  { width: 1920, height: 1080, touch: false },
  { width: 1024, height: 768, touch: true },
];

const EIGHT = ['bavarian-illuminati', 'bermuda-triangle', 'discordian-society', 'gnomes-of-zurich', 'network', 'servants-of-cthulhu', 'society-of-assassins', 'ufos'];

/**
 * What does not fit: the page scrolls, a screen's body needs its own scrollbar, or one of the
 * `must` elements is not wholly inside the window. Empty when the screen fits.
 */
async function misfits(page: Page, must: string[]): Promise<string[]> {
  return page.evaluate((ids) => {
    const out: string[] = [];
    const doc = document.scrollingElement!;
    if (doc.scrollHeight > innerHeight + 1) out.push(`the page is ${doc.scrollHeight} px high`);
    if (doc.scrollWidth > innerWidth + 1) out.push(`the page is ${doc.scrollWidth} px wide`);
    for (const b of document.querySelectorAll<HTMLElement>('.screen-body')) {
      if (b.scrollHeight > b.clientHeight + 1) out.push(`a screen body needs ${b.scrollHeight - b.clientHeight} px more`);
    }
    for (const id of ids) {
      const el = document.querySelector(`[data-testid="${id}"]`);
      if (!el) {
        out.push(`${id} is missing`);
        continue;
      }
      const r = el.getBoundingClientRect();
      if (r.top < 0 || r.left < 0 || r.bottom > innerHeight + 0.5 || r.right > innerWidth + 0.5) out.push(`${id} at ${Math.round(r.left)},${Math.round(r.top)}-${Math.round(r.right)},${Math.round(r.bottom)}`);
    }
    return out;
  }, must);
}

async function back(page: Page, button: string): Promise<void> {
  await page.locator(tid(button)).click();
  await waitForMenu(page);
}

it('every screen around the table fits every window size, the tablet included', async () => {
  const dir = tempDataDir('screens-fit');
  const server = await startServer(dir);
  const found: Record<string, string[]> = {};
  try {
    for (const size of SIZES) {
      const tag = `${size.width}x${size.height}${size.touch ? ' touch' : ''}`;
      const context = await browser().newContext({ viewport: { width: size.width, height: size.height }, hasTouch: size.touch });
      try {
        const page = await context.newPage();
        await page.goto(server.url);
        await waitForMenu(page);
        const check = async (screen: string, must: string[]) => {
          const m = await misfits(page, must);
          if (m.length) found[`${tag} ${screen}`] = m;
        };
        await check('menu', ['menu-new-game', 'menu-rules', 'menu-settings', 'menu-quit']);

        await page.locator(tid('menu-new-game')).click();
        await page.locator(tid('setup-screen')).waitFor();
        await check('new game', ['setup-seat-3-illuminati', 'setup-option-misstate', 'setup-basic-goal', 'setup-back', 'setup-start']);
        await page.locator(tid('setup-seat-0-illuminati')).click();
        await page.locator(tid('setup-illuminati-picker')).waitFor();
        await check('Illuminati cards', ['setup-illuminati-choice-random', 'setup-illuminati-choice-ufos', 'setup-illuminati-cancel']);
        await page.locator(tid('setup-illuminati-cancel')).click();
        for (let i = 0; i < 4; i++) await page.locator(tid('setup-add-seat')).click();
        // The longest rows: every seat with its Illuminati card.
        for (const [i, id] of EIGHT.entries()) await chooseIlluminati(page, i, id);
        await check('new game, 8 seats', ['setup-seat-7-personality', 'setup-seat-7-remove', 'setup-start']);
        await back(page, 'setup-back');

        await page.locator(tid('menu-settings')).click();
        await page.locator(tid('settings-screen')).waitFor();
        await check('settings', ['settings-bot-speed-slow', 'settings-muted', 'settings-language', 'settings-back']);
        await back(page, 'settings-back');

        await page.locator(tid('menu-stats')).click();
        await page.locator(tid('stats-empty')).waitFor();
        await check('statistics', ['stats-back']);
        await back(page, 'stats-back');

        await page.locator(tid('menu-rules')).click();
        await page.locator(tid('rules-screen')).waitFor();
        await check('rules', ['rules-text', 'rules-back']);
        await back(page, 'rules-back');

        await page.locator(tid('menu-join')).click();
        await page.locator(tid('join-screen')).waitFor();
        await check('join', ['join-address', 'join-code', 'join-name', 'join-back', 'join-submit']);
        await back(page, 'join-back');

        // LAN: New game with a LAN seat, the host form, the lobby; a player joins from another page.
        await page.locator(tid('menu-new-game')).click();
        await page.locator(tid('setup-seat-0-name')).fill('Anna');
        await page.locator(tid('setup-seat-1-name')).fill('Guest');
        await page.locator(tid('setup-seat-1-kind')).selectOption('remote');
        await page.locator(tid('setup-start')).click();
        await page.locator(tid('lan-bind')).waitFor();
        await check('LAN host form', ['lan-bind', 'lan-grace', 'lan-announce', 'lan-host-cancel', 'lan-host-open']);
        await page.locator(tid('lan-bind')).selectOption('127.0.0.1');
        await page.locator(tid('lan-announce')).setChecked(false);
        await page.locator(tid('lan-host-open')).click();
        await waitForScreen(page, 'lanHost');
        await page.locator(tid('lan-qr')).waitFor();
        await check('LAN host lobby', ['lan-code', 'lan-qr', 'lan-seat-3', 'lan-stop', 'lan-start']);
        const code = (await page.locator(tid('lan-code')).innerText()).trim();
        const url = (await page.locator(`${tid('lan-urls')} code`).first().innerText()).trim();
        // The QR code holds the first address with the join code.
        expect(await page.locator(tid('lan-qr')).getAttribute('data-text')).toBe(`${url}#code=${code}`);

        const guest = await context.newPage();
        await guest.goto(server.url);
        await waitForMenu(guest);
        await guest.locator(tid('menu-join')).click();
        await guest.locator(tid('join-address')).fill(url);
        await guest.locator(tid('join-code')).fill(code);
        await guest.locator(tid('join-name')).fill('Kim');
        await guest.locator(tid('join-submit')).click();
        await waitForScreen(guest, 'lanLobby');
        const guestMisfits = await misfits(guest, ['lan-lobby-you', 'lan-ready']);
        if (guestMisfits.length) found[`${tag} waiting room`] = guestMisfits;
        await page.locator(`${tid('lan-seat-1')}[data-joined="true"]`).waitFor({ timeout: 10_000 });
        await page.locator(tid('lan-stop')).click();
        await waitForScreen(page, 'menu');
      } finally {
        await context.close();
      }
    }
    expect(found).toEqual({});
  } finally {
    await server.close();
    removeDir(dir);
  }
}, 300_000);

it('Load, Replays and End look like the other screens and fit 1440x900, 1280x720 and a 1024x768 touch screen', async () => {
  const dir = tempDataDir('screens-fit-end');
  const golden = join(import.meta.dirname, '..', 'golden', 'game-golden-3-0.json');
  const game = JSON.parse(readFileSync(golden, 'utf8')) as SavedGame;
  const seats = [{ kind: 'human' as const }, { kind: 'bot' as const, level: 'easy' as const, personality: 'balanced' as const }, { kind: 'bot' as const, level: 'easy' as const, personality: 'balanced' as const }];
  // A finished game (its End screen) and a list of saves with long names.
  putSave(dir, 'golden', hostSave(game.config, game.seed, game.actions, seats));
  for (let i = 1; i <= 6; i++) putSave(dir, `The long evening game with the neighbours, part ${i}`, hostSave(game.config, game.seed, game.actions.slice(0, 10 * i), seats));
  const server = await startServer(dir);
  const found: Record<string, string[]> = {};
  try {
    for (const size of SIZES.filter((s) => (s.width === 1440 && s.height === 900) || (s.width === 1280 && s.height === 720) || s.touch)) {
      const tag = `${size.width}x${size.height}${size.touch ? ' touch' : ''}`;
      const context = await browser().newContext({ viewport: { width: size.width, height: size.height }, hasTouch: size.touch });
      try {
        const page = await context.newPage();
        await page.goto(server.url);
        await waitForMenu(page);
        const check = async (screen: string, testid: string, must: string[]) => {
          const m = await misfits(page, must);
          // The look of the other screens: one frame of the window with head, body and foot.
          if (!(await page.locator(`${tid(testid)}.game-screen`).count())) m.push('not a .game-screen');
          if (m.length) found[`${tag} ${screen}`] = m;
        };

        await page.locator(tid('menu-load')).click();
        await page.locator(tid('save-row')).first().waitFor();
        expect(await page.locator(tid('save-row')).count()).toBe(7);
        await check('load', 'load-screen', ['save-load', 'save-delete', 'load-back']);
        await back(page, 'load-back');

        await page.locator(tid('menu-replays')).click();
        await page.locator(tid('replays-screen')).waitFor();
        if (!(await page.locator(tid('replay-row')).count())) await page.locator(tid('replays-import')).setInputFiles(golden);
        await page.locator(tid('replay-row')).first().waitFor();
        await page.locator(tid('replay-save-row')).first().waitFor();
        await check('replays', 'replays-screen', ['replay-watch', 'replay-delete', 'replay-save-watch', 'replays-back']);
        await back(page, 'replays-back');

        await page.locator(tid('menu-load')).click();
        await page.locator(`${tid('save-row')}[data-name="golden"] ${tid('save-load')}`).click();
        await page.locator(tid('end-screen')).waitFor();
        await page.locator(tid('end-stats')).waitFor();
        await check('end', 'end-screen', ['end-winners', 'end-standings', 'end-stats', 'end-view-table', 'end-review', 'end-new-game', 'end-menu']);
        await page.locator(tid('end-menu')).click();
        await waitForMenu(page);
      } finally {
        await context.close();
      }
    }
    expect(found).toEqual({});
  } finally {
    await server.close();
    removeDir(dir);
  }
}, 300_000);

it('Escape closes the dialogs and leaves Rules, Settings, Statistics, Load and Replays; Enter confirms', async () => {
  await withServer('screens-keys', async (server) => {
    const page = await browser().newPage({ viewport: { width: 1280, height: 720 } });
    await page.goto(server.url);
    await waitForMenu(page);
    // Rules (issue 35: Escape did nothing there), Settings, Statistics: Escape goes back.
    for (const [entry, screen] of [
      ['menu-rules', 'rules'],
      ['menu-settings', 'settings'],
      ['menu-stats', 'stats'],
      ['menu-load', 'load'],
      ['menu-replays', 'replays'],
    ] as const) {
      await page.locator(tid(entry)).click();
      await waitForScreen(page, screen);
      await page.keyboard.press('Escape');
      await waitForMenu(page);
    }
    // New game: the Illuminati cards close on Escape without a change; Enter on a card chooses it.
    await page.locator(tid('menu-new-game')).click();
    await page.locator(tid('setup-seat-1-illuminati')).click();
    await page.locator(tid('setup-illuminati-picker')).waitFor();
    await page.keyboard.press('Escape');
    await page.locator(tid('setup-illuminati-picker')).waitFor({ state: 'detached' });
    expect(await page.locator(tid('setup-seat-1-illuminati')).getAttribute('data-value')).toBe('random');
    expect(await page.locator(tid('setup-screen')).count()).toBe(1);
    await page.locator(tid('setup-seat-1-illuminati')).click();
    await page.locator(tid('setup-illuminati-choice-network')).focus();
    await page.keyboard.press('Enter');
    await page.locator(`${tid('setup-seat-1-illuminati')}[data-value="network"]`).waitFor();
    // A card another seat holds cannot be taken there.
    await page.locator(tid('setup-seat-2-illuminati')).click();
    expect(await page.locator(tid('setup-illuminati-choice-network')).isDisabled()).toBe(true);
    await page.keyboard.press('Escape');
    // The LAN form: Escape cancels it; Enter in a field opens the lobby.
    await page.locator(tid('setup-seat-1-kind')).selectOption('remote');
    await page.locator(tid('setup-start')).click();
    await page.locator(tid('lan-bind')).waitFor();
    await page.keyboard.press('Escape');
    await page.locator(tid('lan-host-form')).waitFor({ state: 'detached' });
    expect(await page.locator(tid('setup-screen')).count()).toBe(1);
    await page.locator(tid('setup-start')).click();
    await page.locator(tid('lan-bind')).selectOption('127.0.0.1');
    await page.locator(tid('lan-announce')).setChecked(false);
    await page.locator(tid('lan-name')).press('Enter');
    await waitForScreen(page, 'lanHost');
    await page.locator(tid('lan-stop')).click();
    await waitForScreen(page, 'menu');
    // Enter in a field of New game starts the game.
    await page.locator(tid('menu-new-game')).click();
    await page.locator(tid('setup-seat-0-name')).fill('Ada');
    await page.locator(tid('setup-seat-0-name')).press('Enter');
    await page.locator(`${tid('table-screen')}, ${tid('curtain')}`).first().waitFor({ timeout: 30_000 });
  });
});
