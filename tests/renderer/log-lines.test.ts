// The message board's sentences kept between updates (log/lines.ts): a log grown at its end gives
// the same sentences as describing it whole, only the new entries are described, and a new key
// (language, names, winners) or a log that is not the last one grown words everything again.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { eventsFor, replay, type SavedGame } from '../../src/shared/engine';
import type { LogEntry } from '../../src/shared/protocol/messages';
import { createDescriber } from '../../src/renderer/src/log/describe';
import { createLogLines } from '../../src/renderer/src/log/lines';
import { setLanguage } from '../../src/renderer/src/i18n';

const save = JSON.parse(readFileSync(join(__dirname, '../golden/game-golden-4-0.json'), 'utf8')) as SavedGame;
const r = replay(save);
if (!r.ok) throw new Error('golden-4 does not replay');
const log: LogEntry[] = eventsFor(r.events, 0).map((event, index) => ({ index, event }));
const names = ['Ada', 'Bo', 'Cy', 'Di', 'Ed', 'Flo'];

function counting() {
  const calls = { n: 0 };
  const ctx = { seatName: (s: number) => (calls.n++, names[s] ?? `Seat ${s + 1}`) };
  return { ctx, calls };
}

describe('message board lines', () => {
  afterEach(() => setLanguage('en'));

  it('grown in steps, the lines are those of the whole log described at once', () => {
    expect(log.length).toBeGreaterThan(300);
    const whole = createDescriber({ seatName: (s) => names[s] });
    const expected = log.map((e) => whole(e.event));
    const lines = createLogLines();
    let got: string[] = [];
    for (let n = 0; n <= log.length; n += 37) got = lines(log.slice(0, n), { seatName: (s) => names[s] }, 'k').map((l) => l.text);
    got = lines(log, { seatName: (s) => names[s] }, 'k').map((l) => l.text);
    expect(got).toEqual(expected);
  });

  it('describes only the new entries while the key stays the same', () => {
    const lines = createLogLines();
    const { ctx, calls } = counting();
    lines(log.slice(0, 200), ctx, 'k');
    const first = calls.n;
    expect(first).toBeGreaterThan(0);
    lines(log.slice(0, 200), ctx, 'k');
    expect(calls.n).toBe(first);
    lines(log.slice(0, 201), ctx, 'k');
    expect(calls.n - first).toBeLessThan(10);
  });

  it('a new key words everything again, in the language now on screen', () => {
    const lines = createLogLines();
    const ctx = { seatName: (s: number) => names[s] };
    const en = lines(log, ctx, 'en').map((l) => l.text);
    setLanguage('de');
    const de = lines(log, ctx, 'de').map((l) => l.text);
    expect(de).toHaveLength(en.length);
    expect(de).not.toEqual(en);
    const whole = createDescriber(ctx);
    expect(de).toEqual(log.map((e) => whole(e.event)));
  });

  it('a log that is not the last one grown (another viewer) starts over', () => {
    const lines = createLogLines();
    const ctx = { seatName: (s: number) => names[s] };
    lines(log.slice(0, 100), ctx, 'k');
    const other = log.slice(50, 120).map((e, i) => ({ ...e, index: i }));
    const whole = createDescriber(ctx);
    expect(lines(other, ctx, 'k').map((l) => l.text)).toEqual(other.map((e) => whole(e.event)));
  });
});
