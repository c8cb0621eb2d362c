// What a player does with the app, in the words of the renderer's data-testid attributes
// (src/renderer/README.md). Every helper waits for the app the way a person would: for the
// element to be there and enabled, never for a fixed time.
import type { Locator, Page } from 'playwright-core';

export const tid = (id: string): string => `[data-testid="${id}"]`;

/** The screen the app shows (App.vue's data-screen), or null before it mounted. */
export function screenOf(page: Page): Promise<string | null> {
  return page.locator('.app').getAttribute('data-screen', { timeout: 5_000 }).catch(() => null);
}

export async function waitForScreen(page: Page, screen: string, timeout = 30_000): Promise<void> {
  await page.locator(`.app[data-screen="${screen}"]`).waitFor({ timeout });
}

/** The main menu once the host answered (New game enabled). */
export async function waitForMenu(page: Page, timeout = 30_000): Promise<void> {
  await page.locator(`${tid('menu-new-game')}:not([disabled])`).waitFor({ timeout });
}

export type SeatSpec = { kind: 'human'; name: string; illuminati?: string } | { kind: 'bot'; name: string; level: string; illuminati?: string };

/** Optional rules of the setup screen (setup-option-<key>). */
/** The usual table of the e2e tests: Ada (a human, the Bavarian Illuminati) against three Easy bots. */
export const ADA_AND_THREE_BOTS: SeatSpec[] = [
  { kind: 'human', name: 'Ada', illuminati: 'bavarian-illuminati' },
  { kind: 'bot', name: 'Boris', level: 'easy' },
  { kind: 'bot', name: 'Chloe', level: 'easy' },
  { kind: 'bot', name: 'Dmitri', level: 'easy' },
];

/** Ada as the Gnomes of Zurich against two Easy bots: the hidden-Illuminati games of the Hold back tests. */
export const ADA_GNOMES_AND_TWO_BOTS: SeatSpec[] = [
  { kind: 'human', name: 'Ada', illuminati: 'gnomes-of-zurich' },
  { kind: 'bot', name: 'Boris', level: 'easy' },
  { kind: 'bot', name: 'Chloe', level: 'easy' },
];

export type SetupOption = 'elimination' | 'longGame' | 'hiddenGoals' | 'hiddenIlluminati' | 'misstate';

/**
 * Options of a game nothing can end before a test's last turn: the very long game has no goals,
 * and without elimination (ELIM-1) nobody is left the last player standing (a bot win on a fast
 * machine, and once an end by elimination, made the tests that play several turns flaky).
 */
export const ENDLESS = { options: { longGame: true, elimination: false } } as const;

/** The seat's Illuminati, chosen from the cards of the new-game screen's picker (issue 35). */
export async function chooseIlluminati(page: Page, seat: number, id: string): Promise<void> {
  await page.locator(tid(`setup-seat-${seat}-illuminati`)).click();
  await page.locator(tid(`setup-illuminati-choice-${id}`)).click();
  await page.locator(`${tid(`setup-seat-${seat}-illuminati`)}[data-value="${id}"]`).waitFor();
}

/** Main menu → New game → seats and options → Start. Returns once the table or the curtain shows. */
export async function startGame(page: Page, seats: SeatSpec[], opts: { basicGoal?: number; options?: Partial<Record<SetupOption, boolean>> } = {}): Promise<void> {
  await page.locator(tid('menu-new-game')).click();
  await page.locator(tid('setup-screen')).waitFor();
  const rows = page.locator('[data-testid^="setup-seat-"][data-testid$="-name"]');
  while ((await rows.count()) > seats.length) await page.locator(tid(`setup-seat-${(await rows.count()) - 1}-remove`)).click();
  while ((await rows.count()) < seats.length) await page.locator(tid('setup-add-seat')).click();
  for (const [i, s] of seats.entries()) {
    await page.locator(tid(`setup-seat-${i}-name`)).fill(s.name);
    await page.locator(tid(`setup-seat-${i}-kind`)).selectOption(s.kind);
    if (s.kind === 'bot') await page.locator(tid(`setup-seat-${i}-level`)).selectOption(s.level);
    if (s.illuminati) await chooseIlluminati(page, i, s.illuminati);
  }
  for (const [key, on] of Object.entries(opts.options ?? {})) await page.locator(tid(`setup-option-${key}`)).setChecked(on);
  if (opts.basicGoal !== undefined) await page.locator(tid('setup-basic-goal')).fill(String(opts.basicGoal));
  await page.locator(tid('setup-start')).click();
  await page.locator(`${tid('table-screen')}, ${tid('curtain')}, ${tid('end-screen')}`).first().waitFor({ timeout: 30_000 });
}

/**
 * The board's entries, oldest first, as [type, text]: a run of passes folded into one line
 * (issue 34: "Boris, Chen and Dana passed") counts as its passes, each with the folded line's text.
 */
function logItems(page: Page): Promise<[string, string][]> {
  return page.locator(`${tid('log-entry')}, ${tid('log-passes')}`).evaluateAll((els) =>
    els.flatMap((e): [string, string][] => {
      const text = (e as HTMLElement).innerText;
      if (e.getAttribute('data-testid') === 'log-passes') return Array.from({ length: Number(e.getAttribute('data-count') ?? 0) }, () => ['floorPassed', text] as [string, string]);
      return [[e.getAttribute('data-type') ?? '', text]];
    }),
  );
}

/** The texts of the message board, oldest first. */
export async function logTexts(page: Page): Promise<string[]> {
  return (await logItems(page)).map((x) => x[1]);
}

/** The event types of the message board (data-type), oldest first. */
export async function logTypes(page: Page): Promise<string[]> {
  return (await logItems(page)).map((x) => x[0]);
}

/**
 * Is the element there, visible and enabled right now (no waiting)? An element that goes away
 * between the checks (a push re-rendered the action bar) is not usable: isEnabled would otherwise
 * wait the whole locator timeout for it to come back.
 */
export async function usable(l: Locator): Promise<boolean> {
  try {
    return (await l.count()) > 0 && (await l.first().isVisible()) && (await l.first().isEnabled({ timeout: 500 }));
  } catch {
    return false;
  }
}

/** Clicks an action-bar command and accepts the "are you sure?" dialog if one comes up. */
export async function command(page: Page, id: string): Promise<void> {
  await page.locator(tid(`action-${id}`)).click();
  await confirmIfAsked(page);
}

export async function confirmIfAsked(page: Page): Promise<void> {
  const ok = page.locator(tid('confirm-ok'));
  try {
    await ok.waitFor({ timeout: 1_000 });
  } catch {
    return;
  }
  await ok.click();
}

export interface PassiveOptions {
  /** Whether to end turns (default true); false to wait for something in one's own turn. */
  endTurn?: boolean;
  /** Whether to lift hot-seat curtains (default true). */
  liftCurtain?: boolean;
}

/**
 * One step of a player who wants the game to go on and decides nothing of substance: lift a
 * hot-seat curtain, refuse offers, choose the first goal, place a capture where offered, collect
 * a tax, pass in attack windows, end the turn. Returns what it did, or null when the human has
 * nothing to do now (bots are thinking).
 */
export async function passiveStep(page: Page, opts: PassiveOptions = {}): Promise<string | null> {
  const steps: [string, () => Promise<void>][] = [
    ...(opts.liftCurtain === false ? [] : [['curtain-continue', async () => page.locator(tid('curtain-continue')).click()] as [string, () => Promise<void>]]),
    ['confirm-ok', async () => page.locator(tid('confirm-ok')).click()],
    ['offer-refuse', async () => page.locator(tid('offer-refuse')).click()],
    [
      'choose-goal-submit',
      async () => {
        await page.locator('[data-testid^="goal-"]').first().check();
        await page.locator(tid('choose-goal-submit')).click();
      },
    ],
    ['place-submit', async () => page.locator(tid('place-submit')).click()],
    ['tax-submit', async () => page.locator(tid('tax-submit')).click()],
    ['replace-submit', async () => page.locator(tid('replace-submit')).click()],
    ['action-pass', async () => page.locator(tid('action-pass')).click()],
    ...(opts.endTurn === false ? [] : [['action-endTurn', async () => command(page, 'endTurn')] as [string, () => Promise<void>]]),
  ];
  for (const [id, act] of steps) {
    if (await usable(page.locator(tid(id)))) {
      try {
        await act();
      } catch {
        // The screen changed under the click (a push arrived): look again.
        return null;
      }
      return id;
    }
  }
  return null;
}

/** Plays passively until `done` holds, or fails after `timeoutMs` with what the screen shows. */
export async function playPassivelyUntil(page: Page, done: () => Promise<boolean>, timeoutMs: number, opts: PassiveOptions = {}): Promise<string[]> {
  const did: string[] = [];
  const end = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > end) {
      const status = await page.locator(tid('status-line')).innerText({ timeout: 1_000 }).catch(() => '(no status line)');
      throw new Error(`gave up after ${timeoutMs} ms on screen ${await screenOf(page)}; status: ${status}; last steps: ${did.slice(-8).join(', ')}`);
    }
    const step = await passiveStep(page, opts);
    if (step) did.push(step);
    else await page.waitForTimeout(100);
  }
  return did;
}

/** Settings → language → back, from the menu or the table. */
export async function chooseLanguage(page: Page, lang: string, from: 'menu' | 'table'): Promise<void> {
  await page.locator(tid(from === 'menu' ? 'menu-settings' : 'table-settings')).click();
  await page.locator(tid('settings-language')).selectOption(lang);
  await page.waitForFunction((l) => document.documentElement.lang === l, lang);
  await page.locator(tid('settings-back')).click();
  await waitForScreen(page, from);
}
