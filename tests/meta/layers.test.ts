// Issue 37: the layers of src/ hold (scripts/layers.mjs): shared imports nothing of the others and
// no Node, DOM-bound or Electron package; the renderer no Node; the server no Electron or UI; the
// CLI only server and shared; nothing imports the Electron shell.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script without type declarations
import { layerViolations } from '../../scripts/layers.mjs';

const check = layerViolations as (src: string, base?: string) => string[];
const repo = join(__dirname, '..', '..');

describe('layers', () => {
  const dir = mkdtempSync(join(tmpdir(), 'layers-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const write = (name: string, text: string) => {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), text);
  };

  it('src/ keeps to them', () => {
    expect(check(join(repo, 'src'), repo)).toEqual([]);
  });

  it('finds each kind of forbidden import, and lets the allowed ones pass', () => {
    write('shared/engine/a.ts', "import { readFileSync } from 'node:fs';\nimport { x } from '../../renderer/x';\nexport const a = 1;\n");
    write('renderer/x.ts', "import { a } from '../shared/engine';\nimport { Worker } from 'worker_threads';\nexport const x = a;\n");
    write('renderer/V.vue', "<script setup lang=\"ts\">\nimport { h } from '../server/host';\n</script>\n");
    write('server/host.ts', "import { app } from 'electron';\nimport { a } from '../shared/engine';\nexport const h = a;\n");
    write('cli/run.ts', "import { h } from '../server/host';\nimport { w } from '../main/window';\nexport const r = h;\n");
    write('main/window.ts', "import { h } from '../server/host';\nimport { app } from 'electron';\nexport const w = h;\n");
    write('shared/engine/index.ts', "export { a } from './a';\n");
    write('shared/ai/bot.ts', "import { a } from '../engine';\nimport { a as b } from '../engine/a';\nexport const c = a + b;\n");
    expect(check(dir, dir).sort()).toEqual(
      [
        'cli/run.ts: ../main/window (cli may import cli, server, shared only)',
        "shared/ai/bot.ts: ../engine/a (past the engine's index: import from its index.ts)",
        'renderer/V.vue: ../server/host (renderer may import renderer, shared only)',
        'renderer/x.ts: worker_threads (not in renderer)',
        'server/host.ts: electron (not in server)',
        'shared/engine/a.ts: ../../renderer/x (shared may import shared only)',
        'shared/engine/a.ts: node:fs (not in shared)',
      ].sort(),
    );
  });
});
