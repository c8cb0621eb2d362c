#!/usr/bin/env node
// Import cycles among the project's own modules (issue 22: imports run one way). Reads every .ts
// and .vue file under the given folder, follows its relative `import ... from`, `export ... from`
// and `import('...')` specifiers (type-only imports included: a type import that points back
// still says two modules share one concept) and reports each strongly connected component of
// more than one file, or a file importing itself. No dependency: a small parser of import
// statements is enough for this code base (no path aliases; only relative specifiers resolve).
// Run alone: `node scripts/import-cycles.mjs [src]`; tests/meta/import-cycles.test.ts runs it in npm test.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const SOURCE = /\.(ts|vue)$/;
// `import x from '…'`, `import type {…} from '…'`, `export {…} from '…'`, `import '…'`, `import('…')`.
const SPECIFIER = /(?:^|[\s;}])(?:import|export)\s+(?:type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/gm;

export function sourceFiles(dir) {
  const out = [];
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out.push(...sourceFiles(p));
    else if (SOURCE.test(name) && !name.endsWith('.d.ts')) out.push(p);
  }
  return out;
}

export function resolveSpecifier(from, spec) {
  if (!spec.startsWith('.')) return null; // packages and node: builtins are not the project's modules
  const base = resolve(dirname(from), spec.replace(/\.(js|mjs)$/, ''));
  for (const cand of [base, `${base}.ts`, `${base}.vue`, join(base, 'index.ts')]) if (existsSync(cand) && statSync(cand).isFile()) return cand;
  return null;
}

/** Strip comments so that an example import inside a comment is not read as an edge. */
function code(text) {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

/** Every import specifier of a .ts or .vue file, as written (packages and relative paths alike). */
export function specifiersOf(file) {
  let text = readFileSync(file, 'utf8');
  if (file.endsWith('.vue')) text = [...text.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join('\n');
  return [...code(text).matchAll(SPECIFIER)].map((m) => m[1] ?? m[2]);
}

/** The import graph of `root`: file -> files it imports (absolute paths). */
export function importGraph(root) {
  const graph = new Map();
  for (const file of sourceFiles(root)) {
    const deps = new Set();
    for (const spec of specifiersOf(file)) {
      const target = resolveSpecifier(file, spec);
      if (target) deps.add(target);
    }
    graph.set(file, [...deps]);
  }
  return graph;
}

/** Every cycle as a list of files (Tarjan's strongly connected components of size > 1, plus self-imports). */
export function findCycles(graph) {
  let index = 0;
  const idx = new Map();
  const low = new Map();
  const stack = [];
  const on = new Set();
  const out = [];
  const visit = (v) => {
    idx.set(v, index);
    low.set(v, index++);
    stack.push(v);
    on.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!idx.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v), idx.get(w)));
    }
    if (low.get(v) === idx.get(v)) {
      const comp = [];
      let w;
      do {
        w = stack.pop();
        on.delete(w);
        comp.push(w);
      } while (w !== v);
      if (comp.length > 1 || (graph.get(v) ?? []).includes(v)) out.push(comp.sort());
    }
  };
  for (const v of [...graph.keys()].sort()) if (!idx.has(v)) visit(v);
  return out;
}

/** Readable cycles under `root`, paths relative to `base`; empty when imports run one way. */
export function importCycles(root, base = root) {
  return findCycles(importGraph(root)).map((c) => c.map((f) => relative(base, f)));
}

if (process.argv[1] && pathToFileURL(resolve(process.argv[1])).href === import.meta.url) {
  const repo = join(dirname(fileURLToPath(import.meta.url)), '..');
  const cycles = importCycles(resolve(repo, process.argv[2] ?? 'src'), repo);
  for (const c of cycles) console.log(`cycle: ${c.join(' <-> ')}`);
  console.log(cycles.length ? `${cycles.length} import cycle(s)` : 'no import cycles');
  process.exitCode = cycles.length ? 1 : 0;
}
