// Changes, not snapshots (issue 39): after a client has a full view, each `game:changed` push
// carries what changed for that client's viewer as a JSON Patch (RFC 6902; only its add, remove
// and replace operations) from the view it holds (`from`, a revision) to the new one (`rev`). A
// patch is computed from two views of the same viewer, so it carries nothing that the newer view
// does not: no more than the seat may see. A client whose view is not at `from` pulls a full view.
import type { LogEntry } from './log-entry';
import { copyData } from '../engine';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export type PatchOp = { op: 'add'; path: string; value: unknown } | { op: 'replace'; path: string; value: unknown } | { op: 'remove'; path: string };

/** What a client needs to go from the view it holds to the current one (the log is sent as new entries, not patched). */
export interface ViewPatch {
  viewer: import('../engine').Viewer;
  /** The revision of the view this patch applies to (TableView.rev). */
  from: number;
  /** The revision of the view it makes. */
  rev: number;
  ops: PatchOp[];
  /** The log entries since the base view's (visible to this viewer only). */
  log: LogEntry[];
}

/** JSON Pointer escaping (RFC 6901). */
function token(key: string): string {
  // Keys here are field names and card ids: almost never anything to escape.
  return key.includes('~') || key.includes('/') ? key.replace(/~/g, '~0').replace(/\//g, '~1') : key;
}

function unescape(t: string): string {
  return t.replace(/~1/g, '/').replace(/~0/g, '~');
}

function isObject(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

/** Deep equality of JSON values (undefined fields count as absent, as JSON writes them). */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameJson(a[i], b[i])) return false;
    return true;
  }
  if (isObject(a) && isObject(b)) {
    const ka = Object.keys(a).filter((k) => a[k] !== undefined);
    const kb = Object.keys(b).filter((k) => b[k] !== undefined);
    if (ka.length !== kb.length) return false;
    for (const k of ka) if (!(k in b) || !sameJson(a[k], b[k])) return false;
    return true;
  }
  return false;
}

/**
 * The operations that turn `a` into `b`: objects key by key, arrays index by index over their
 * common length, then additions at the end or removals from the end (highest index first, so that
 * the paths stay valid as RFC 6902 applies them in order). Anything else is replaced whole.
 */
export function diffJson(a: unknown, b: unknown, path = '', out: PatchOp[] = []): PatchOp[] {
  // One walk: equal parts add no operation (no separate equality pass at every level).
  if (a === b) return out;
  if (Array.isArray(a) && Array.isArray(b)) {
    const n = Math.min(a.length, b.length);
    const ops: PatchOp[] = [];
    for (let i = 0; i < n; i++) diffJson(a[i], b[i], `${path}/${i}`, ops);
    for (let i = n; i < b.length; i++) ops.push({ op: 'add', path: `${path}/${i}`, value: b[i] });
    for (let i = a.length - 1; i >= n; i--) ops.push({ op: 'remove', path: `${path}/${i}` });
    // A list that shifted (a group left the middle of a structure) is cheaper sent whole.
    if (ops.length > 1 && JSON.stringify(ops).length > JSON.stringify(b).length + path.length + 32) out.push({ op: 'replace', path, value: b });
    else out.push(...ops);
    return out;
  }
  if (isObject(a) && isObject(b)) {
    for (const k of Object.keys(a)) if (a[k] !== undefined && (!(k in b) || b[k] === undefined)) out.push({ op: 'remove', path: `${path}/${token(k)}` });
    for (const k of Object.keys(b)) {
      if (b[k] === undefined) continue;
      if (!(k in a) || a[k] === undefined) out.push({ op: 'add', path: `${path}/${token(k)}`, value: b[k] });
      else diffJson(a[k], b[k], `${path}/${token(k)}`, out);
    }
    return out;
  }
  if (typeof a === 'number' && typeof b === 'number' && Number.isNaN(a) && Number.isNaN(b)) return out;
  out.push({ op: 'replace', path, value: b });
  return out;
}

/**
 * `doc` with the operations applied, as a new value: the objects and arrays on the changed paths
 * are copied, everything else is shared with `doc` (which is never changed). Throws on an
 * operation that does not fit the document (the client then pulls a full view).
 */
export function applyPatch<T>(doc: T, ops: readonly PatchOp[]): T {
  let root = doc as unknown as Json;
  const copied = new Set<unknown>();
  const own = <C extends Json[] | { [key: string]: Json }>(c: C): C => {
    if (copied.has(c)) return c;
    const fresh = (Array.isArray(c) ? c.slice() : { ...c }) as C;
    copied.add(fresh);
    return fresh;
  };
  for (const op of ops) {
    if (op.path === '') {
      if (op.op === 'remove') throw new Error('a patch cannot remove the whole view');
      root = copyData(op.value) as Json;
      continue;
    }
    if (!op.path.startsWith('/')) throw new Error(`bad patch path "${op.path}"`);
    const keys = op.path.slice(1).split('/').map(unescape);
    if (typeof root !== 'object' || root === null) throw new Error(`no container at "${op.path}"`);
    root = own(root);
    let parent = root as Json[] | { [key: string]: Json };
    for (let i = 0; i < keys.length - 1; i++) {
      const child = (parent as Record<string, Json>)[keys[i]];
      if (typeof child !== 'object' || child === null) throw new Error(`no container at "${op.path}"`);
      const mine = own(child);
      (parent as Record<string, Json>)[keys[i]] = mine;
      parent = mine;
    }
    const last = keys[keys.length - 1];
    const value = op.op === 'remove' ? undefined : (copyData(op.value) as Json);
    if (Array.isArray(parent)) {
      const i = last === '-' ? parent.length : Number(last);
      if (!Number.isInteger(i) || i < 0 || i > parent.length || (op.op !== 'add' && i >= parent.length)) throw new Error(`bad index at "${op.path}"`);
      if (op.op === 'add') parent.splice(i, 0, value as Json);
      else if (op.op === 'remove') parent.splice(i, 1);
      else parent[i] = value as Json;
    } else {
      if (op.op !== 'add' && !(last in parent)) throw new Error(`nothing at "${op.path}"`);
      if (op.op === 'remove') delete parent[last];
      else parent[last] = value as Json;
    }
  }
  return root as unknown as T;
}
