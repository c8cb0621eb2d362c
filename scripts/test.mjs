#!/usr/bin/env node
// `npm test`: type-check each layer with its own compiler settings (issue 37: shared without the
// DOM or Node, the Node side without the DOM, the renderer without Node, then the tests), then run
// every vitest tier, then the end-to-end stage (scripts/e2e.mjs: the real UI in Chromium), and end
// with one plain "N passed, N failed" line for CI. Arguments (a filter such as tests/engine) go to
// the first vitest run, and then the e2e stage is left out: run it alone with `npm run e2e`.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runE2e } from './e2e.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(root, 'node_modules', '.bin', name);
const run = (cmd, args) => spawnSync(cmd, args, { cwd: root, stdio: 'inherit' }).status ?? 1;

for (const [name, args] of [
  ['tsc', ['--noEmit', '-p', 'tsconfig.shared.json']],
  ['tsc', ['--noEmit', '-p', 'tsconfig.node.json']],
  ['vue-tsc', ['--noEmit', '-p', 'tsconfig.web.json']],
  ['tsc', ['--noEmit', '-p', 'tsconfig.json']],
]) {
  console.log(`== ${name} ${args.join(' ')}`);
  if (run(bin(name), args) !== 0) {
    console.log('0 passed, 1 failed');
    process.exit(1);
  }
}

mkdirSync(join(root, '.tmp'), { recursive: true });
// One report file per run: other runs of npm test on the same checkout must not overwrite it.
const report = join(root, '.tmp', `vitest-report-${process.pid}.json`);
const extra = process.argv.slice(2);
const status = run(bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...extra]);
let passed = 0;
let failed = 0;
try {
  const j = JSON.parse(readFileSync(report, 'utf8'));
  passed = j.numPassedTests;
  failed = j.numFailedTests + (status !== 0 && j.numFailedTests === 0 ? 1 : 0);
} catch {
  failed = 1;
}
rmSync(report, { force: true });
console.log(`unit, scenario, property, golden, main and renderer tests: ${passed} passed, ${failed} failed`);

const e2e = extra.length > 0 ? { passed: 0, failed: 0 } : (console.log('== e2e (tests/e2e, Chromium)'), await runE2e());
console.log(`e2e: ${e2e.passed} passed, ${e2e.failed} failed`);
passed += e2e.passed;
failed += e2e.failed;
console.log(`${passed} passed, ${failed} failed`);
process.exit(status === 0 && failed === 0 ? 0 : 1);
