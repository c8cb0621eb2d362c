#!/usr/bin/env node
// Nothing is registered when a module loads (issue 37). The engine's flow (which handler plays each
// special card, what follows each reaction window, the rules that follow an event) is declared in
// one table, src/shared/engine/flow.ts, that every context carries; it used to be assembled by
// modules filling tables that another module exported, as they were imported, so that the engine
// worked only if the right module happened to be loaded. This check reads every .ts file under a
// folder with the TypeScript parser and reports each place that could do that again:
//  - a statement at a module's top level that does something (a call, an assignment, a loop)
//    instead of declaring: it runs when the module is imported;
//  - an import for its side effect alone (`import './special-cards'`);
//  - a change, anywhere, to a table a module exports (`export const X = {}`, `new Map()`, `[]`, …):
//    an assignment to one of its properties or elements, `delete`, `++`, a mutating method
//    (set, add, push, …) or Object.assign. Exported tables are made once and only read.
// Module variables that are scratch space (`export let` buffers of the geometry) are no tables.
// Run alone: `node scripts/load-effects.mjs [folder]`; tests/meta/load-effects.test.ts runs it.
import { readFileSync, realpathSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { resolveSpecifier, sourceFiles } from './import-cycles.mjs';

const MUTATORS = new Set(['set', 'add', 'delete', 'clear', 'push', 'pop', 'shift', 'unshift', 'splice', 'sort', 'reverse', 'fill', 'copyWithin']);
const OBJECT_WRITERS = new Set(['assign', 'defineProperty', 'defineProperties', 'setPrototypeOf']);
const ASSIGNMENTS = new Set([
  ts.SyntaxKind.EqualsToken, ts.SyntaxKind.PlusEqualsToken, ts.SyntaxKind.MinusEqualsToken, ts.SyntaxKind.AsteriskEqualsToken,
  ts.SyntaxKind.SlashEqualsToken, ts.SyntaxKind.PercentEqualsToken, ts.SyntaxKind.AmpersandEqualsToken, ts.SyntaxKind.BarEqualsToken,
  ts.SyntaxKind.CaretEqualsToken, ts.SyntaxKind.LessThanLessThanEqualsToken, ts.SyntaxKind.GreaterThanGreaterThanEqualsToken,
  ts.SyntaxKind.GreaterThanGreaterThanGreaterThanEqualsToken, ts.SyntaxKind.AsteriskAsteriskEqualsToken,
  ts.SyntaxKind.BarBarEqualsToken, ts.SyntaxKind.AmpersandAmpersandEqualsToken, ts.SyntaxKind.QuestionQuestionEqualsToken,
]);

const parse = (file) => ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
const isExported = (node) => !!ts.getModifiers(node)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
const unwrap = (e) => (ts.isParenthesizedExpression(e) || ts.isAsExpression(e) || ts.isSatisfiesExpression(e) || ts.isNonNullExpression(e) || ts.isTypeAssertionExpression(e) ? unwrap(e.expression) : e);

/** Whether an initializer makes a table: an object or array literal, or a new Map, Set, WeakMap, Array or Object. */
function isTable(init) {
  const e = init && unwrap(init);
  if (!e) return false;
  if (ts.isObjectLiteralExpression(e) || ts.isArrayLiteralExpression(e)) return true;
  return ts.isNewExpression(e) && ts.isIdentifier(e.expression) && /^(Map|Set|WeakMap|WeakSet|Array|Object)$/.test(e.expression.text);
}

/** Whether a top-level statement only declares (an import, export, function, class, type or variable) rather than does something. */
function declares(st) {
  return (
    ts.isImportDeclaration(st) || ts.isImportEqualsDeclaration(st) || ts.isExportDeclaration(st) || ts.isExportAssignment(st) ||
    ts.isFunctionDeclaration(st) || ts.isClassDeclaration(st) || ts.isInterfaceDeclaration(st) || ts.isTypeAliasDeclaration(st) ||
    ts.isEnumDeclaration(st) || ts.isModuleDeclaration(st) || ts.isVariableStatement(st) || ts.isEmptyStatement(st)
  );
}

/** Names of the tables a file exports (`export const X = <table>`). */
function exportedTables(sf) {
  const out = new Set();
  for (const st of sf.statements)
    if (ts.isVariableStatement(st) && isExported(st) && st.declarationList.flags & ts.NodeFlags.Const)
      for (const d of st.declarationList.declarations) if (ts.isIdentifier(d.name) && isTable(d.initializer)) out.add(d.name.text);
  return out;
}

/** The leftmost name of `a.b[c].d` as [name, first property or null]. */
function root(e) {
  let x = unwrap(e);
  let first = null;
  while (ts.isPropertyAccessExpression(x) || ts.isElementAccessExpression(x)) {
    if (ts.isPropertyAccessExpression(x)) first = x.name.text;
    else first = ts.isStringLiteralLike(x.argumentExpression) ? x.argumentExpression.text : null;
    x = unwrap(x.expression);
  }
  return ts.isIdentifier(x) ? [x.text, first] : null;
}

/** The targets a node changes: each as the expression written to, or null. */
function written(node) {
  if (ts.isBinaryExpression(node) && ASSIGNMENTS.has(node.operatorToken.kind)) return [node.left];
  if ((ts.isPrefixUnaryExpression(node) || ts.isPostfixUnaryExpression(node)) && (node.operator === ts.SyntaxKind.PlusPlusToken || node.operator === ts.SyntaxKind.MinusMinusToken)) return [node.operand];
  if (ts.isDeleteExpression(node)) return [node.expression];
  if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
    const callee = node.expression;
    if (ts.isIdentifier(callee.expression) && callee.expression.text === 'Object' && OBJECT_WRITERS.has(callee.name.text)) return node.arguments.slice(0, 1);
    if (MUTATORS.has(callee.name.text)) return [callee.expression];
  }
  return null;
}

/** Every place under `folder` that registers by side effect, as "file:line: what", paths relative to `base`. */
export function loadEffects(folder, base = folder) {
  const files = sourceFiles(folder).filter((f) => f.endsWith('.ts'));
  const parsed = new Map(files.map((f) => [f, parse(f)]));
  const tables = new Map([...parsed].map(([f, sf]) => [f, exportedTables(sf)]));
  const out = [];
  for (const [file, sf] of parsed) {
    const at = (node, what) => out.push(`${relative(base, file)}:${sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1}: ${what}`);
    // Local names that stand for an exported table: the file's own, and imported ones (named or through a namespace).
    const named = new Map([...tables.get(file)].map((n) => [n, n]));
    const namespaces = new Map();
    for (const st of sf.statements) {
      if (!ts.isImportDeclaration(st) || !ts.isStringLiteral(st.moduleSpecifier)) continue;
      const spec = st.moduleSpecifier.text;
      if (!st.importClause) {
        at(st, `import '${spec}' runs a module for its side effect`);
        continue;
      }
      const from = tables.get(resolveSpecifier(file, spec) ?? '');
      const bindings = st.importClause.namedBindings;
      if (!from || !bindings) continue;
      if (ts.isNamespaceImport(bindings)) namespaces.set(bindings.name.text, from);
      else for (const el of bindings.elements) if (from.has((el.propertyName ?? el.name).text)) named.set(el.name.text, (el.propertyName ?? el.name).text);
    }
    for (const st of sf.statements) if (!declares(st)) at(st, `top-level statement runs when the module loads: ${st.getText(sf).split('\n')[0].slice(0, 80)}`);
    const visit = (node) => {
      for (const target of written(node) ?? []) {
        const r = root(target);
        if (!r) continue;
        const [name, first] = r;
        if (named.has(name)) at(node, `changes the exported table ${named.get(name)}`);
        else if (namespaces.get(name)?.has(first ?? '')) at(node, `changes the exported table ${first}`);
      }
      ts.forEachChild(node, visit);
    };
    visit(sf);
  }
  return out;
}

const invoked = process.argv[1] && realpathSync(process.argv[1]) === realpathSync(fileURLToPath(import.meta.url));
if (invoked) {
  const root = join(fileURLToPath(import.meta.url), '..', '..');
  const folder = process.argv[2] ?? join(root, 'src', 'shared', 'engine');
  const bad = loadEffects(folder, root);
  for (const b of bad) console.log(b);
  console.log(bad.length ? `${bad.length} places register by side effect` : 'Nothing is registered when a module loads');
  process.exitCode = bad.length ? 1 : 0;
}
