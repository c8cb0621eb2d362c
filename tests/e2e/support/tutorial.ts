// Issue 20: following the tutorial's coach as a player does. Each step: wait for the coach to
// show it, check that its anchor (the ring) is on screen, then do what it says: press Next, tick
// the box it points at, or make the move it describes through the forms it points at. The move is
// read from the coach's `data-expect` (the same move its words describe), and the forms' options
// are picked by the card names the table shows.
import type { Page } from 'playwright-core';
import { confirmIfAsked, tid } from './ui';

export interface CoachStep {
  step: string;
  anchor: string;
  expect: Record<string, unknown> | null;
  next: boolean;
}

/** The coach's current step once it may be acted on (not waiting for the opponent or a replay). */
export async function coachStep(page: Page, timeout = 30_000): Promise<CoachStep> {
  await page.waitForFunction(
    () => {
      const c = document.querySelector('[data-testid="coach"]');
      return !!c && !!c.getAttribute('data-anchor') && !document.querySelector('[data-testid="coach-wait"], [data-testid="coach-replay"]');
    },
    undefined,
    { timeout },
  );
  return page.locator(tid('coach')).evaluate((c) => ({
    step: c.getAttribute('data-step') ?? '',
    anchor: c.getAttribute('data-anchor') ?? '',
    expect: JSON.parse(c.getAttribute('data-expect') ?? 'null') as Record<string, unknown> | null,
    next: !!c.querySelector('[data-testid="coach-next"]'),
  }));
}

/** The name the table shows for a card (the canvas's test hook), for picking it in a form. */
async function nameOf(page: Page, id: string): Promise<string> {
  const n = await page.evaluate((card) => window.__illuminatiTable?.cards().find((c) => c.id === card)?.name ?? null, id);
  if (!n) throw new Error(`card ${id} is not on the table`);
  return n;
}

/** Selects the option whose label contains every one of `parts`. */
async function pickOption(page: Page, select: string, parts: string[]): Promise<void> {
  const options = await page.locator(`${tid(select)} option`).evaluateAll((os) => os.map((o) => ({ value: (o as HTMLOptionElement).value, text: o.textContent ?? '' })));
  const hit = options.find((o) => parts.every((p) => o.text.toLowerCase().includes(p.toLowerCase())));
  if (!hit) throw new Error(`no option of ${select} names ${parts.join(' + ')}: ${options.map((o) => o.text).join(' | ')}`);
  await page.locator(tid(select)).selectOption(hit.value);
}

/** Clicks a command of the action bar unless its form is already open. */
async function openForm(page: Page, form: string, command: string): Promise<void> {
  if (!(await page.locator(tid(form)).isVisible().catch(() => false))) await page.locator(tid(command)).click();
  await page.locator(tid(form)).waitFor();
}

/** Does what the coach's step asks. */
export async function doStep(page: Page, s: CoachStep): Promise<void> {
  const before = await page.locator(tid('coach')).getAttribute('data-done');
  if (s.next) {
    if (s.anchor.startsWith('setup-option-') && s.step === 'longGame') await page.locator(tid(s.anchor)).check();
    await page.locator(`${tid('coach-next')}:not([disabled])`).click();
    return;
  }
  const e = s.expect!;
  const str = (k: string) => String(e[k]);
  switch (e.type) {
    case 'attack': {
      await openForm(page, 'attack-panel', 'action-attack');
      await page.locator(tid('attack-attacker')).selectOption(str('attacker'));
      await page.locator(tid('attack-target')).selectOption(str('target'));
      await page.locator(tid(`attack-kind-${str('kind')}`)).check();
      for (const a of e.aiders as string[]) await page.locator(tid(`attack-aider-${a}`)).check();
      const privilege = e.privilege as { kind: string } | null;
      if (await page.locator(tid('attack-privilege')).isVisible().catch(() => false)) await page.locator(tid('attack-privilege')).selectOption(privilege ? privilege.kind : 'none');
      // The form is the attack's one question (issue 35): no confirmation follows.
      await page.locator(tid('attack-submit')).click();
      break;
    }
    case 'spend':
      await pickOption(page, 'spend-source', [await nameOf(page, str('card'))]);
      await page.locator(tid('spend-amount')).fill(str('amount'));
      await page.locator(tid('spend-submit')).click();
      break;
    case 'pass':
      await page.locator(tid('action-pass')).click();
      break;
    case 'placeCaptured':
      await page.locator(tid(`place-arrow-${str('arrow')}`)).check();
      if (await page.locator(tid('place-transfer')).isVisible().catch(() => false)) await page.locator(tid('place-transfer')).fill(str('transfer'));
      await page.locator(tid('place-submit')).click();
      break;
    case 'transferMoney':
      await openForm(page, 'transfer-form', e.free ? 'action-freeTransfer' : 'action-transfer');
      await pickOption(page, 'transfer-choice', [await nameOf(page, str('from')), await nameOf(page, str('to'))]);
      await page.locator(tid('transfer-amount')).fill(str('amount'));
      await page.locator(tid('transfer-submit')).click();
      break;
    case 'endTurn':
      await page.locator(tid('action-endTurn')).click();
      await confirmIfAsked(page);
      break;
    case 'playSpecial':
      await page.locator(tid(`hand-play-${str('card')}`)).click();
      await page.locator(tid('special-submit')).click();
      break;
    case 'moveGroup':
      await openForm(page, 'move-form', 'action-move');
      await pickOption(page, 'move-choice', [await nameOf(page, str('group')), await nameOf(page, str('master')), str('arrow')]);
      await page.locator(tid('move-submit')).click();
      break;
    default:
      throw new Error(`the coach asks for a move this helper does not know: ${JSON.stringify(e)}`);
  }
  // The coach counts the move once the host has taken it.
  await page.waitForFunction((b) => document.querySelector('[data-testid="coach"]')?.getAttribute('data-done') !== b || !document.querySelector('[data-testid="coach"]'), before, { timeout: 30_000 });
}
