// Issue 21: `npm run smoke:desktop` where the Electron binary is missing says so in one line and
// exits non-zero (the smoke itself needs the binary and a display, and runs in CI only).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = process.cwd();

describe('npm run smoke:desktop', () => {
  it('is a script of its own, not part of npm test', () => {
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
    expect(pkg.scripts['smoke:desktop']).toBe('node scripts/smoke-desktop.mjs');
    expect(readFileSync(join(ROOT, 'scripts', 'test.mjs'), 'utf8')).not.toMatch(/smoke/);
  });

  it('without the Electron binary: one line on stderr, exit status 1, nothing built', () => {
    // electron's own lookup honours ELECTRON_OVERRIDE_DIST_PATH: point it at a folder with no binary.
    const r = spawnSync(process.execPath, [join(ROOT, 'scripts', 'smoke-desktop.mjs')], {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, ELECTRON_OVERRIDE_DIST_PATH: join(ROOT, '.tmp', 'no-electron-here') },
      timeout: 30_000,
    });
    expect(r.status).toBe(1);
    expect(r.stdout).toBe('');
    const lines = r.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    // Where npm dropped the optional electron package (its download failed), the reason follows in
    // brackets: "not installed (Cannot find module 'electron')".
    expect(lines[0]).toMatch(/^smoke:desktop: cannot run: the Electron binary is (not installed \(.+\)|not at .*); install it with npm install/);
  });

  it('--packaged without an executable that exists: a clear message and exit status 2', () => {
    const r = spawnSync(process.execPath, [join(ROOT, 'scripts', 'smoke-desktop.mjs'), '--packaged', join(ROOT, '.tmp', 'no-such-app')], { cwd: ROOT, encoding: 'utf8', timeout: 30_000 });
    expect(r.status).toBe(2);
    expect(r.stderr.trim()).toMatch(/^smoke:desktop: --packaged needs the packaged app's executable \(.*no-such-app does not exist\)$/);
  });
});
