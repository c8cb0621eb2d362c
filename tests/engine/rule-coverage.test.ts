// Every basic-game rule of RULES-DIGEST has a scenario test whose name starts with its rule id
// (issue 2, DESIGN.md section 7). Rules that belong to the special cards, the advanced options or
// the German-only Illuminati are listed with the reason and are covered by the issue that adds them.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const DIGEST = join(__dirname, '../../../shared/rules/RULES-DIGEST.md');

/** Rule ids outside the basic game of issue 2, with why. */
const LATER: Record<string, string> = {
  'ADV-LENGTH-1': 'a playing-time estimate, nothing for the engine to enforce',
};

function ruleIds(): string[] {
  const text = readFileSync(DIGEST, 'utf8');
  const ids = [...text.matchAll(/^\*\*([A-Z]+(?:-[A-Z]+)*-\d+)/gm)].map((m) => m[1]);
  // Of the optional rules (ADV-*), those the engine implements as GameConfig options (issue 3):
  // game length, hidden goals, hidden Illuminati, German optional elimination, and the larger-game
  // income bonus. The cheating variant and the German turn-order variants are not options.
  return ids.filter(
    (id) => !id.startsWith('ADV-') || id === 'ADV-LARGE-1' || id === 'ADV-ELIM-DE-1' || id.startsWith('ADV-LENGTH-') || id.startsWith('ADV-HIDDEN-'),
  );
}

function testNames(): string {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const f of readdirSync(d)) {
      const p = join(d, f);
      if (statSync(p).isDirectory()) walk(p);
      else if (f.endsWith('.test.ts')) out.push(readFileSync(p, 'utf8'));
    }
  };
  walk(join(__dirname, '..'));
  return out.join('\n');
}

describe('rule coverage', () => {
  it('every basic-game rule id of RULES-DIGEST names at least one test', () => {
    const names = testNames();
    const missing = ruleIds().filter((id) => !(id in LATER) && !new RegExp(`\\b(it|test)\\(\\s*['"\`]${id}[:\\s]`).test(names));
    expect(missing).toEqual([]);
  });
});
