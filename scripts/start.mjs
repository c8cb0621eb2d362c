#!/usr/bin/env node
// `npm start`: build the app with electron-vite, then open it in Electron if the Electron
// binary is installed. Electron is an optional dependency whose binary is downloaded at install
// time; where that download was impossible, say so plainly and exit successfully.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(join(root, 'package.json'));

const NO_ELECTRON_MESSAGE =
  'The Electron binary is not installed on this machine (it could not be downloaded), so the ' +
  'desktop window cannot open. The browser mode of the game arrives with the desktop-app issue; ' +
  'meanwhile the headless engine is available: npm run cli -- sim --players 4 --games 10 --seed 1';

/** Path of the Electron executable, or null when the package or its binary is missing. */
function findElectronBinary() {
  try {
    const entry = require.resolve('electron');
    if (!existsSync(entry)) return null;
    // The electron package's main export is the path of the downloaded binary; it throws when
    // the download never happened (no path.txt).
    const binary = require('electron');
    return typeof binary === 'string' && existsSync(binary) ? binary : null;
  } catch {
    return null;
  }
}

function build() {
  // electron-vite's package "exports" hide its bin file, so find it through its package.json.
  const cli = join(dirname(require.resolve('electron-vite/package.json')), 'bin', 'electron-vite.js');
  const result = spawnSync(process.execPath, [cli, 'build'], { cwd: root, stdio: 'inherit' });
  if (result.error) throw result.error;
  if (result.status !== 0) process.exit(result.status ?? 1);
}

build();

const electron = findElectronBinary();
if (electron === null) {
  console.log(NO_ELECTRON_MESSAGE);
  process.exit(0);
}

// package.json "main" points Electron at out/main/index.js.
const child = spawn(electron, [root], { cwd: root, stdio: 'inherit' });
child.on('error', (error) => {
  console.error(`Could not start Electron (${electron}): ${error.message}`);
  process.exit(1);
});
child.on('close', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => child.kill(signal));
}
