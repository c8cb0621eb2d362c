// Messages compiled ahead in idle time (i18n/warm.ts, issue 39): every message of the language on
// screen is asked for once, a slice per idle period (never all in one long task), and the warming
// stops when the language changes (the new language's starts).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n, setLanguage } from '../../../src/renderer/src/i18n';
import { messageKeys, warmMessages, type IdleRunner } from '../../../src/renderer/src/i18n/warm';

afterEach(() => {
  setLanguage('en');
  vi.restoreAllMocks();
});

/** Idle periods run by hand; each lets `budget` messages through. */
function idlePeriods(budget: number) {
  const queue: ((timeLeft: () => number) => void)[] = [];
  const idle: IdleRunner = (work) => void queue.push(work);
  const runOne = () => {
    let left = budget;
    queue.shift()?.(() => left--);
  };
  return { idle, queue, runOne };
}

describe('warming the messages', () => {
  it('asks for every message of the language once, a slice per idle period', async () => {
    setLanguage('de');
    const keys = messageKeys(i18n.global.getLocaleMessage('de'));
    expect(keys.length).toBeGreaterThan(500);
    expect(keys).toContain('panels.window.waiting');
    const asked: string[] = [];
    const real = i18n.global.t.bind(i18n.global);
    vi.spyOn(i18n.global, 't').mockImplementation(((k: string) => (asked.push(k), real(k))) as typeof i18n.global.t);
    const { idle, queue, runOne } = idlePeriods(200);
    const done = warmMessages('de', idle);
    let periods = 0;
    while (queue.length) {
      runOne();
      periods++;
    }
    expect(await done).toBe(keys.length);
    expect(asked).toEqual(keys);
    // About 200 per period (each period lets one more through before it looks at the time).
    expect(periods).toBeGreaterThanOrEqual(Math.floor(keys.length / 202));
  });

  it('stops when the language on screen changes', async () => {
    setLanguage('it');
    const { idle, queue, runOne } = idlePeriods(100);
    const done = warmMessages('it', idle);
    runOne();
    setLanguage('en');
    while (queue.length) runOne();
    expect(await done).toBeLessThan(150);
  });
});
