// Every basic-game rule of RULES-DIGEST has a scenario test whose name starts with its rule id
// (issue 2, DESIGN.md section 7). Rules that belong to the special cards, the advanced options or
// the German-only Illuminati are listed with the reason and are covered by the issue that adds them.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const DIGEST = join(__dirname, '../../../shared/rules/RULES-DIGEST.md');

/** Rule ids outside the basic game of issue 2, with why. */
const LATER: Record<string, string> = {
  'ILLUM-ATL-1': 'German-only Illuminati (editions issue)',
  'GOAL-ATL-1': 'German-only Illuminati (editions issue)',
  'GOAL-ATL-2': 'German-only Illuminati (editions issue)',
  'GOAL-ATL-3': 'German-only Illuminati (editions issue)',
  'INCOME-5': 'German-only Illuminati (editions issue)',
  'EX-22': 'German-only Illuminati (editions issue)',
  'AMB-37': 'Italian privilege wording (editions issue)',
  'AMB-42': 'hidden Illuminati option (advanced rules issue)',
  'AMB-44': 'hidden goals option (advanced rules issue)',
  'AMB-50': 'very long game option (advanced rules issue)',
};

function ruleIds(): string[] {
  const text = readFileSync(DIGEST, 'utf8');
  const ids = [...text.matchAll(/^\*\*([A-Z]+(?:-[A-Z]+)*-\d+)/gm)].map((m) => m[1]);
  // ADV-* are the optional rules of the advanced-rules issue, except the larger-game income bonus the engine applies.
  return ids.filter((id) => !id.startsWith('ADV-') || id === 'ADV-LARGE-1');
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
