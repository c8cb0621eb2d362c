// Tier 4 (DESIGN.md section 7): golden games. The same config, seed and actions must reproduce a
// byte-identical event log; `npm run golden` re-records them when a change is intended.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { replayFile } from '../../src/cli/replay';
import { replay, type SavedGame } from '../../src/shared/engine';

const DIR = join(__dirname, '../golden');
const files = readdirSync(DIR).filter((f) => f.endsWith('.json'));

describe('golden games', () => {
  it('there are golden games, one ending by a goal, some under rule options', () => {
    expect(files.length).toBeGreaterThanOrEqual(6);
    const games = files.map((f) => JSON.parse(readFileSync(join(DIR, f), 'utf8')) as SavedGame);
    expect(games.some((g) => replay(g).ok && (replay(g) as { state: { outcome: { reason: string } } }).state.outcome.reason === 'goal')).toBe(true);
    expect(games.some((g) => g.config.edition === 'de' && g.config.hiddenIlluminati)).toBe(true);
    expect(games.some((g) => g.config.hiddenGoals)).toBe(true);
  });
  for (const f of files) {
    it(`${f} replays to its recorded event log`, () => {
      const r = replayFile(join(DIR, f));
      expect(r.message).toMatch(/identical to the recorded log/);
      expect(r.ok).toBe(true);
    });
  }
});
