#!/usr/bin/env node
// `node scripts/screenshot.mjs [output.png]`: the README's picture of a mid-game table
// (tests/e2e/tools/screenshot.ts), taken in headless Chromium against the web server.
import { runTool } from './bench-ui.mjs';

process.exitCode = await runTool('screenshot', process.argv.slice(2));
