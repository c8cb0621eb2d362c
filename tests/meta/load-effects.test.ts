// Issue 37: the engine's flow is declared in one table (src/shared/engine/flow.ts), not assembled by
// modules that fill another module's exported tables as they are imported. The check is
// scripts/load-effects.mjs, which also runs alone: `node scripts/load-effects.mjs`.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script without type declarations
import { loadEffects } from '../../scripts/load-effects.mjs';

const check = loadEffects as (folder: string, base?: string) => string[];
const repo = join(__dirname, '..', '..');

describe('nothing is registered when an engine module loads', () => {
  const dir = mkdtempSync(join(tmpdir(), 'load-effects-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const write = (name: string, text: string) => {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), text);
  };

  it('src/shared/engine registers nothing by side effect', () => {
    expect(check(join(repo, 'src', 'shared', 'engine'), repo)).toEqual([]);
  });

  it('finds each way the engine used to register (the code before issue 37, cut down) and lets declarations and scratch buffers pass', () => {
    // specials.ts exported empty tables and a function that filled one.
    write(
      'specials.ts',
      [
        'export const HANDLERS: Record<string, () => void> = {};',
        'export const CONTINUE: Record<string, () => void> = {};',
        'export const RESOLVE = { play: () => {} } as Record<string, () => void>;',
        'export function registerHandlers(h: Record<string, () => void>): void {',
        '  Object.assign(HANDLERS, h);',
        '}',
        'CONTINUE.cancel = () => {};',
        '',
      ].join('\n'),
    );
    // special-cards.ts, turn.ts and attack.ts filled them as they loaded; options.ts added an event hook.
    write('special-cards.ts', "import { registerHandlers, RESOLVE } from './specials';\nRESOLVE.privilege = () => {};\nregisterHandlers({ bribery: () => {} });\n");
    write('turn.ts', "import { CONTINUE as C } from './specials';\nexport function incomePhase(): void {}\nC['startOfTurn'] = incomePhase;\n");
    write('attack.ts', "import * as specials from './specials';\nexport function wire(): void {\n  specials.RESOLVE.abolish = () => {};\n}\n");
    write('state.ts', 'export const EVENT_HOOKS = new Map<string, () => void>();\n');
    write('options.ts', "import { EVENT_HOOKS } from './state';\nEVENT_HOOKS.set('groupDestroyed', () => {});\n");
    write('index.ts', "import './special-cards';\nexport { incomePhase } from './turn';\n");
    // A table built in its declaration and only read, a module's private cache and the geometry's scratch buffers pass.
    write('flow.ts', "import { incomePhase } from './turn';\nexport const FLOW = { after: { startOfTurn: incomePhase } };\nconst seen = new Set<string>();\nexport function note(x: string): void {\n  seen.add(x);\n}\n");
    write('geometry-core.ts', 'export let L_used: Uint8Array = new Uint8Array(0);\nexport const SIDES = new Map([["top", 0]]);\nexport function grow(n: number): void {\n  L_used = new Uint8Array(n);\n}\n');
    write('geometry-fit.ts', "import { L_used, SIDES } from './geometry-core';\nexport function mark(i: number): number {\n  L_used[i] = 1;\n  return SIDES.get('top')! + L_used[i];\n}\n");
    expect(check(dir, dir).sort()).toEqual(
      [
        'attack.ts:3: changes the exported table RESOLVE',
        'index.ts:1: import \'./special-cards\' runs a module for its side effect',
        "options.ts:2: changes the exported table EVENT_HOOKS",
        "options.ts:2: top-level statement runs when the module loads: EVENT_HOOKS.set('groupDestroyed', () => {});",
        'special-cards.ts:2: changes the exported table RESOLVE',
        'special-cards.ts:2: top-level statement runs when the module loads: RESOLVE.privilege = () => {};',
        'special-cards.ts:3: top-level statement runs when the module loads: registerHandlers({ bribery: () => {} });',
        'specials.ts:5: changes the exported table HANDLERS',
        'specials.ts:7: changes the exported table CONTINUE',
        'specials.ts:7: top-level statement runs when the module loads: CONTINUE.cancel = () => {};',
        "turn.ts:3: changes the exported table CONTINUE",
        "turn.ts:3: top-level statement runs when the module loads: C['startOfTurn'] = incomePhase;",
      ].sort(),
    );
  });

  it('a loop at the top level that fills a table is found too', () => {
    const loop = join(dir, 'loop');
    mkdirSync(loop, { recursive: true });
    writeFileSync(join(loop, 'table.ts'), 'export const MASK = new Map<string, number>();\nfor (const id of ["a", "b"]) MASK.set(id, 1);\n');
    expect(check(loop, loop).sort()).toEqual(['table.ts:2: changes the exported table MASK', 'table.ts:2: top-level statement runs when the module loads: for (const id of ["a", "b"]) MASK.set(id, 1);']);
  });
});
