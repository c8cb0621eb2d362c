#!/usr/bin/env node
// `node scripts/bench-capture.mjs [--renderer DIR[,DIR...]] [--runs N] [--speed normal|instant] [--trace DIR] [--json]`:
// the UI benchmark's capture on the crowded table, builds taking turns, with the main thread's CPU
// time per window (tests/e2e/tools/capture-ab.ts; issue 39). Printed, never asserted.
import { runTool } from './bench-ui.mjs';

process.exitCode = await runTool('capture-ab', process.argv.slice(2));
