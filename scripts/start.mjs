#!/usr/bin/env node
// `npm start`: build the app with electron-vite, then open it in Electron if the Electron
// binary is installed. Electron is an optional dependency whose binary is downloaded at install
// time; where that download was impossible, say so plainly and start the browser mode instead
// (scripts/web.mjs), which prints the address to open. Flags go to the browser mode
// (npm start -- --port 0).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp, runWeb } from './web.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(join(root, 'package.json'));

const NO_ELECTRON_MESSAGE =
  'The Electron binary is not installed on this machine (it could not be downloaded), so the ' +
  'desktop window cannot open. Starting the browser mode instead: open the address below in a browser.';

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

const buildFailure = buildApp();
if (buildFailure) {
  console.error(`The app could not be built: ${buildFailure}.`);
  process.exit(1);
}

const electron = findElectronBinary();
if (electron === null) {
  console.log(NO_ELECTRON_MESSAGE);
  process.exit(await runWeb(process.argv.slice(2), { buildFirst: false }));
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
