// Tier 4 (DESIGN.md section 7): golden games. The same config, seed and actions must reproduce a
// byte-identical event log; `npm run golden` re-records them when a change is intended.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { replayFile } from '../../src/cli/replay';

const DIR = join(__dirname, '../golden');
const files = readdirSync(DIR).filter((f) => f.endsWith('.json'));

describe('golden games', () => {
  it('there are golden games, one ending by a goal', () => {
    expect(files.length).toBeGreaterThanOrEqual(4);
  });
  for (const f of files) {
    it(`${f} replays to its recorded event log`, () => {
      const r = replayFile(join(DIR, f));
      expect(r.message).toMatch(/identical to the recorded log/);
      expect(r.ok).toBe(true);
    });
  }
});
