// Every basic-game rule id has a scenario test whose name starts with it (issue 2, DESIGN.md
// section 7). The ids come from the project's rule index (docs/rules/rule-index.md, issue 37: the
// repository stands alone); where the rules digest is present beside the repository, the index is
// also checked to list exactly the digest's ids.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const INDEX = join(__dirname, '../../docs/rules/rule-index.md');
const DIGEST = join(__dirname, '../../../shared/rules/RULES-DIGEST.md');

/** Rule ids outside the basic game of issue 2, with why. */
const LATER: Record<string, string> = {
  'ADV-LENGTH-1': 'a playing-time estimate, nothing for the engine to enforce',
};

const indexIds = () => [...readFileSync(INDEX, 'utf8').matchAll(/^- ([A-Z]+(?:-[A-Z]+)*-\d+):/gm)].map((m) => m[1]);

function ruleIds(): string[] {
  const ids = indexIds();
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
    expect(ruleIds().length).toBeGreaterThan(150);
  });

  it.runIf(existsSync(DIGEST))('the rule index lists exactly the ids of the digest beside the repository, where it is present', () => {
    const digest = [...readFileSync(DIGEST, 'utf8').matchAll(/^\*\*([A-Z]+(?:-[A-Z]+)*-\d+)/gm)].map((m) => m[1]);
    expect(indexIds()).toEqual(digest);
  });
});
