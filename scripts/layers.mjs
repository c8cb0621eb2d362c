#!/usr/bin/env node
// The layers of src/ (issue 37) and the imports each may make. The compiler enforces the runtime
// side (tsconfig.shared.json: no DOM, no Node; tsconfig.web.json: DOM, no Node; tsconfig.node.json:
// Node, no DOM); this check enforces the folders: imports run renderer → shared, cli → server →
// shared, main → server → shared, preload → shared, and never the other way; and from outside
// src/shared/engine only through its index.ts.
// Run alone: `node scripts/layers.mjs`; tests/meta/layers.test.ts runs it in npm test.
import { realpathSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { resolveSpecifier, sourceFiles, specifiersOf } from './import-cycles.mjs';

const UI_PACKAGES = /^(vue|pinia|konva|vue-konva|vue-i18n|qrcode[\w-]*)(\/|$)/;
const NODE = /^node:|^(fs|path|os|child_process|worker_threads|http|net|crypto|ws|dgram)(\/|$)/;
const ELECTRON = /^electron(\/|$)|^electron-updater$/;

/** Each layer: the src folders it may import from, and the packages it must not. */
export const LAYERS = {
  shared: { may: ['shared'], never: [NODE, ELECTRON, UI_PACKAGES] },
  renderer: { may: ['renderer', 'shared'], never: [NODE, ELECTRON] },
  server: { may: ['server', 'shared'], never: [ELECTRON, UI_PACKAGES] },
  cli: { may: ['cli', 'server', 'shared'], never: [ELECTRON, UI_PACKAGES] },
  main: { may: ['main', 'server', 'shared'], never: [UI_PACKAGES] },
  preload: { may: ['preload', 'shared'], never: [NODE, UI_PACKAGES] },
};

const layerOf = (src, file) => relative(src, file).split(sep)[0];

/**
 * The one import from outside src/ that is allowed: the LAN bench (`cli lan-bench --crowded`)
 * replays the crowded table the UI benchmark builds, whose recorder lives with the e2e tools.
 */
const ALLOWED_OUTSIDE = new Set(['cli/lan-bench-crowded.ts -> tests/e2e/support/crowded-table.ts']);

/** The engine's contract is its index.ts (issue 37): from outside shared/engine, nothing imports another of its files. */
function pastEngineIndex(src, file, target) {
  const engine = join(src, 'shared', 'engine') + sep;
  return !file.startsWith(engine) && target.startsWith(engine) && target !== join(engine, 'index.ts');
}

/** Every import that breaks the layers under `src`, as "file: specifier (why)", paths relative to `base`. */
export function layerViolations(src, base = src) {
  const out = [];
  for (const file of sourceFiles(src)) {
    const layer = LAYERS[layerOf(src, file)];
    if (!layer) continue;
    for (const spec of specifiersOf(file)) {
      const where = relative(base, file);
      if (spec.startsWith('.')) {
        const target = resolveSpecifier(file, spec.replace(/\?.*$/, ''));
        if (!target) continue;
        const to = layerOf(src, target);
        if (ALLOWED_OUTSIDE.has(`${relative(src, file)} -> ${relative(join(src, '..'), target)}`)) continue;
        if (to.startsWith('..') || !layer.may.includes(to)) out.push(`${where}: ${spec} (${layerOf(src, file)} may import ${layer.may.join(', ')} only)`);
        else if (pastEngineIndex(src, file, target)) out.push(`${where}: ${spec} (past the engine's index: import from its index.ts)`);
      } else if (layer.never.some((re) => re.test(spec))) out.push(`${where}: ${spec} (not in ${layerOf(src, file)})`);
    }
  }
  return out;
}

const invoked = process.argv[1] && realpathSync(process.argv[1]) === realpathSync(fileURLToPath(import.meta.url));
if (invoked) {
  const root = join(fileURLToPath(import.meta.url), '..', '..');
  const bad = layerViolations(join(root, 'src'), root);
  for (const b of bad) console.log(b);
  console.log(bad.length ? `${bad.length} imports break the layers` : 'Every import keeps to its layer');
  process.exitCode = bad.length ? 1 : 0;
}
