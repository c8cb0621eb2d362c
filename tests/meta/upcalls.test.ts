// Issue 37 item 3: no upcall registry in the renderer. The old stores/links.ts let lower stores
// call higher ones through functions the higher modules put into it when they loaded; the stores
// now subscribe upwards (stores/listen.ts). The check is scripts/upcalls.mjs (also runs alone).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script without type declarations
import { upcalls } from '../../scripts/upcalls.mjs';

const check = upcalls as (root: string, base?: string) => string[];
const repo = join(__dirname, '..', '..');

describe('upcall registries', () => {
  const dir = mkdtempSync(join(tmpdir(), 'upcalls-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const write = (name: string, text: string) => {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), text);
  };

  it('the renderer has none', () => {
    expect(check(join(repo, 'src/renderer/src'), repo)).toEqual([]);
  });

  it('finds links.ts, a registry filled at load, a side-effect import and a store importing one above it', () => {
    write('stores/links.ts', 'export const links = { gameEnded: () => {} };\n');
    write('stores/ui.ts', 'export const ui = 1;\n');
    write('stores/table.ts', "import { links } from './links';\nimport { session } from './session';\nexport const table = () => links.gameEnded();\n");
    write('stores/session.ts', "import { links } from './links';\nimport { ui } from './ui';\nexport const session = ui;\nlinks.gameEnded = () => {};\n");
    write('stores/hooks.ts', "import * as reg from './registry';\nreg.hooks['x'].y = () => 1;\nconst local = { a: 1 };\nlocal.a = 2;\n");
    write('stores/registry.ts', 'export const hooks: Record<string, { y: () => number }> = {};\n');
    write('main.ts', "import './stores/session';\nimport './styles/theme.css';\n");
    write('Screen.vue', "<template><p/></template>\n<script setup lang=\"ts\">\nimport { links } from './stores/links';\nlinks.gameEnded = () => {};\n</script>\n");
    expect(check(dir)).toEqual([
      'Screen.vue: fills links.gameEnded of an imported module when it loads',
      'main.ts: imports ./stores/session only for its side effects',
      "stores/hooks.ts: fills reg.hooks['x'].y of an imported module when it loads",
      'stores/links.ts: an upcall registry',
      'stores/session.ts: fills links.gameEnded of an imported module when it loads',
      'stores/table.ts: imports stores/session.ts, which is not below it',
    ]);
  });

  it('is quiet when higher stores subscribe to lower ones', () => {
    const clean = join(dir, 'clean');
    const put = (name: string, text: string) => {
      mkdirSync(join(clean, name, '..'), { recursive: true });
      writeFileSync(join(clean, name), text);
    };
    put('stores/table.ts', 'export const table = { gameEnded() {}, $onAction(_f: unknown) {} };\n');
    put('stores/session.ts', "import { table } from './table';\nexport const session = { screen: 'table' };\ntable.$onAction(() => (session.screen = 'end'));\n");
    put('main.ts', "import { session } from './stores/session';\nimport './styles/theme.css';\nexport const app = session;\n");
    expect(check(clean)).toEqual([]);
  });
});
