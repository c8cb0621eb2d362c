#!/usr/bin/env node
// No upcall registry in the renderer (issue 37): a lower store never calls a higher one, neither
// by import nor through functions that a higher module puts into a shared object when it loads
// (the old stores/links.ts: `links.remote = {...}` in lan.ts, called by session.ts and table.ts).
// Higher stores subscribe to lower ones instead (stores/listen.ts). Reported, for the renderer
// folder given (src/renderer/src):
// - a registry file: stores/links.ts, or any module whose top level assigns to a member of an
//   imported binding (`links.tutorial = …`, `hooks.x.y = …`): filling a shared object at load;
// - a module imported only for its side effects (`import './stores/lan'`), which is how such a
//   registry gets filled (style sheets excepted);
// - a store importing a store above it (STORE_RANKS: ui < table < session < lan, tutorial).
// Run alone: `node scripts/upcalls.mjs [src/renderer/src]`; tests/meta/upcalls.test.ts runs it.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';
import { importGraph, sourceFiles } from './import-cycles.mjs';

/** The stores that talk to each other, lowest first: each may import only those ranked below it. */
export const STORE_RANKS = { 'stores/ui.ts': 0, 'stores/table.ts': 1, 'stores/session.ts': 2, 'stores/lan.ts': 3, 'tutorial/store.ts': 3 };

function scriptOf(file) {
  const text = readFileSync(file, 'utf8');
  if (!file.endsWith('.vue')) return text;
  return [...text.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join('\n');
}

/** The leftmost name of `a.b.c`, or null for anything else. */
function rootName(expr) {
  let e = expr;
  while (ts.isPropertyAccessExpression(e) || ts.isElementAccessExpression(e)) e = e.expression;
  return ts.isIdentifier(e) ? e.text : null;
}

/** Findings of one module: top-level member assignments to imported names, bare imports of modules. */
function moduleFindings(file, rel) {
  const src = ts.createSourceFile(file, scriptOf(file), ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const imported = new Set();
  const out = [];
  for (const st of src.statements) {
    if (!ts.isImportDeclaration(st)) continue;
    const spec = st.moduleSpecifier.text;
    const clause = st.importClause;
    if (!clause) {
      if (spec.startsWith('.') && !/\.(css|scss)$/.test(spec)) out.push(`${rel}: imports ${spec} only for its side effects`);
      continue;
    }
    if (clause.name) imported.add(clause.name.text);
    const b = clause.namedBindings;
    if (b && ts.isNamespaceImport(b)) imported.add(b.name.text);
    if (b && ts.isNamedImports(b)) for (const el of b.elements) imported.add(el.name.text);
  }
  for (const st of src.statements) {
    if (!ts.isExpressionStatement(st)) continue;
    const e = st.expression;
    if (!ts.isBinaryExpression(e) || e.operatorToken.kind !== ts.SyntaxKind.EqualsToken) continue;
    const target = e.left;
    if (!ts.isPropertyAccessExpression(target) && !ts.isElementAccessExpression(target)) continue;
    const name = rootName(target);
    if (name && imported.has(name)) out.push(`${rel}: fills ${target.getText(src)} of an imported module when it loads`);
  }
  return out;
}

/** Every finding under the renderer folder `root` (paths relative to `base`); empty when the stores only subscribe. */
export function upcalls(root, base = root) {
  const out = [];
  if (existsSync(join(root, 'stores', 'links.ts'))) out.push(`${relative(base, join(root, 'stores', 'links.ts'))}: an upcall registry`);
  for (const file of sourceFiles(root)) out.push(...moduleFindings(file, relative(base, file)));
  const graph = importGraph(root);
  const rank = (f) => STORE_RANKS[relative(root, f).split('\\').join('/')];
  for (const [file, deps] of graph) {
    const r = rank(file);
    if (r === undefined) continue;
    for (const d of deps) {
      const dr = rank(d);
      if (dr !== undefined && dr >= r) out.push(`${relative(base, file)}: imports ${relative(base, d)}, which is not below it`);
    }
  }
  return out.sort();
}

if (process.argv[1] && pathToFileURL(resolve(process.argv[1])).href === import.meta.url) {
  const repo = join(dirname(fileURLToPath(import.meta.url)), '..');
  const found = upcalls(resolve(repo, process.argv[2] ?? 'src/renderer/src'), repo);
  for (const f of found) console.log(f);
  console.log(found.length ? `${found.length} upcall finding(s)` : 'no upcall registry');
  process.exitCode = found.length ? 1 : 0;
}
