// Issue 21: electron-builder.yml is a configuration electron-builder accepts (its own schema
// check, run here without building anything), with the installers, architectures, icons and the
// save-file association the game ships.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { SAVE_FILE_EXTENSION } from '../../src/main/desktop/save-files';

const ROOT = process.cwd();
const require = createRequire(join(ROOT, 'package.json'));
type Target = { target: string; arch: string[] };
const config = parse(readFileSync(join(ROOT, 'electron-builder.yml'), 'utf8')) as Record<string, { target?: Target[] } & Record<string, unknown>> & { fileAssociations: { ext: string }[] };

describe('electron-builder.yml', () => {
  it("passes electron-builder's schema", async () => {
    // Internal to app-builder-lib (pinned by the lockfile); the same check `electron-builder` runs first.
    const { validateConfiguration } = require('app-builder-lib/out/util/config/config') as { validateConfiguration(c: unknown, log: unknown): Promise<void> };
    await expect(validateConfiguration(config, { add: () => undefined, isEnabled: false, filePath: null })).resolves.toBeUndefined();
    await expect(validateConfiguration({ ...config, win: { bogus: 1 } }, { add: () => undefined, isEnabled: false, filePath: null })).rejects.toThrow(/configuration\.win/);
  });

  it('builds NSIS, dmg (+ zip for updates), AppImage and deb for x64 and arm64', () => {
    const targets = (platform: string) => Object.fromEntries((config[platform]?.target ?? []).map((t) => [t.target, t.arch]));
    expect(targets('win')).toEqual({ nsis: ['x64', 'arm64'] });
    expect(targets('mac')).toEqual({ dmg: ['x64', 'arm64'], zip: ['x64', 'arm64'] });
    expect(targets('linux')).toEqual({ AppImage: ['x64', 'arm64'], deb: ['x64', 'arm64'] });
  });

  it('registers the .illuminati save files the app opens', () => {
    expect(config.fileAssociations.map((a) => a.ext)).toEqual([SAVE_FILE_EXTENSION]);
  });
});
