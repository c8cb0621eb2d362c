// Issue 22: imports run one way in src/ (each concept has one home). The check is the script
// scripts/import-cycles.mjs, which also runs alone: `node scripts/import-cycles.mjs`.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script without type declarations
import { importCycles } from '../../scripts/import-cycles.mjs';

const find = importCycles as (root: string, base?: string) => string[][];
const repo = join(__dirname, '..', '..');

describe('import cycles', () => {
  const dir = mkdtempSync(join(tmpdir(), 'import-cycles-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const write = (name: string, text: string) => {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), text);
  };

  it('src/ has none', () => {
    expect(find(join(repo, 'src'), repo)).toEqual([]);
  });

  it('finds a cycle through a type import, an export-from and a .vue script, and ignores comments and packages', () => {
    write('a/one.ts', "import { two } from './two';\nimport { ref } from 'vue';\n// import { x } from '../c/free';\nexport const one = two;\n");
    write('a/two.ts', "import type { Three } from '../b/Three.vue';\nexport const two = 2;\n");
    write('b/Three.vue', "<template><p/></template>\n<script setup lang=\"ts\">\nexport { one } from '../a/one';\n</script>\n");
    write('c/free.ts', "import { one } from '../a/one';\nexport const free = one;\n");
    write('c/self.ts', "export * from './self';\n");
    expect(find(dir, dir)).toEqual([['a/one.ts', 'a/two.ts', 'b/Three.vue'], ['c/self.ts']]);
  });

  it('is quiet when imports run one way', () => {
    const clean = join(dir, 'clean');
    mkdirSync(clean, { recursive: true });
    writeFileSync(join(clean, 'low.ts'), 'export const low = 1;\n');
    writeFileSync(join(clean, 'high.ts'), "import { low } from './low';\nexport const high = low + 1;\nexport const later = () => import('./low');\n");
    expect(find(clean, clean)).toEqual([]);
  });
});
