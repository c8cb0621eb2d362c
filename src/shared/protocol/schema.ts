// A few shape checks for input from outside the host (WebSocket frames, IPC payloads, save
// files). Each check returns null when the value fits, else a sentence naming the field, so a
// refusal can be shown to the player as is. Objects are exact: an unknown key is refused, so
// nothing the engine does not expect can ride along. Plain JSON-like data only (no prototypes
// other than Object's, no functions), which is what JSON.parse and Electron's structured clone give.

export type Check = (x: unknown, path: string) => string | null;

/** Longest string any field accepts unless it says otherwise. */
const DEFAULT_MAX_STRING = 200;

export function isPlainObject(x: unknown): x is Record<string, unknown> {
  if (typeof x !== 'object' || x === null || Array.isArray(x)) return false;
  const proto = Object.getPrototypeOf(x);
  return proto === Object.prototype || proto === null;
}

export function str(opts: { max?: number; min?: number; pattern?: RegExp; what?: string } = {}): Check {
  const max = opts.max ?? DEFAULT_MAX_STRING;
  const min = opts.min ?? 0;
  return (x, path) => {
    if (typeof x !== 'string') return `${path} must be text.`;
    if (x.length < min) return min === 1 ? `${path} must not be empty.` : `${path} must be at least ${min} characters long.`;
    if (x.length > max) return `${path} must be at most ${max} characters long.`;
    if (opts.pattern && !opts.pattern.test(x)) return `${path} is not ${opts.what ?? 'in the expected form'}.`;
    return null;
  };
}

export function int(min: number, max: number): Check {
  return (x, path) => (typeof x === 'number' && Number.isInteger(x) && x >= min && x <= max ? null : `${path} must be a whole number from ${min} to ${max}.`);
}

export function num(min: number, max: number): Check {
  return (x, path) => (typeof x === 'number' && Number.isFinite(x) && x >= min && x <= max ? null : `${path} must be a number from ${min} to ${max}.`);
}

export const bool: Check = (x, path) => (typeof x === 'boolean' ? null : `${path} must be true or false.`);

export function oneOf(values: readonly (string | number | boolean | null)[]): Check {
  return (x, path) =>
    values.includes(x as string) ? null : `${path} must be one of ${values.map((v) => (typeof v === 'string' ? `"${v}"` : String(v))).join(', ')}.`;
}

export function nullable(c: Check): Check {
  return (x, path) => (x === null ? null : c(x, path));
}

export function anyOf(...checks: Check[]): Check {
  return (x, path) => {
    let first: string | null = null;
    for (const c of checks) {
      const e = c(x, path);
      if (e === null) return null;
      first ??= e;
    }
    return first;
  };
}

export function arr(item: Check, max: number): Check {
  return (x, path) => {
    if (!Array.isArray(x)) return `${path} must be a list.`;
    if (x.length > max) return `${path} must have at most ${max} entries.`;
    for (let i = 0; i < x.length; i++) {
      const e = item(x[i], `${path}[${i}]`);
      if (e) return e;
    }
    return null;
  };
}

export function tuple(...items: Check[]): Check {
  return (x, path) => {
    if (!Array.isArray(x) || x.length !== items.length) return `${path} must be a list of exactly ${items.length} entries.`;
    for (let i = 0; i < items.length; i++) {
      const e = items[i](x[i], `${path}[${i}]`);
      if (e) return e;
    }
    return null;
  };
}

/**
 * An object with exactly these keys: every `required` one present, `optional` ones allowed, and
 * no other. An optional key holding `undefined` counts as absent (structured clone keeps it).
 */
export function obj(required: Record<string, Check>, optional: Record<string, Check> = {}): Check {
  return (x, path) => {
    if (!isPlainObject(x)) return `${path} must be an object.`;
    for (const k of Object.keys(x))
      if (!Object.hasOwn(required, k) && !Object.hasOwn(optional, k)) return `${path} has an unknown field "${k}".`;
    for (const [k, c] of Object.entries(required)) {
      if (!Object.hasOwn(x, k) || x[k] === undefined) return `${path}.${k} is missing.`;
      const e = c(x[k], `${path}.${k}`);
      if (e) return e;
    }
    for (const [k, c] of Object.entries(optional)) {
      if (!Object.hasOwn(x, k) || x[k] === undefined) continue;
      const e = c(x[k], `${path}.${k}`);
      if (e) return e;
    }
    return null;
  };
}

/** An object used as a map: keys match `key`, values pass `value`, at most `max` entries. */
export function record(key: RegExp, value: Check, max: number): Check {
  return (x, path) => {
    if (!isPlainObject(x)) return `${path} must be an object.`;
    const keys = Object.keys(x);
    if (keys.length > max) return `${path} must have at most ${max} entries.`;
    for (const k of keys) {
      if (!key.test(k)) return `${path} has an invalid key "${k.slice(0, 40)}".`;
      const e = value(x[k], `${path}.${k}`);
      if (e) return e;
    }
    return null;
  };
}

/** A union told apart by the string field `tag` (e.g. an action's `type`). */
export function tagged(tag: string, variants: Record<string, Check>, what: string): Check {
  const names = Object.keys(variants);
  return (x, path) => {
    if (!isPlainObject(x)) return `${path} must be an object.`;
    const t = x[tag];
    if (typeof t !== 'string' || !Object.hasOwn(variants, t))
      return `${path}.${tag} must name ${what} (${names.join(', ')}), not ${typeof t === 'string' ? `"${t.slice(0, 40)}"` : String(t)}.`;
    return variants[t](x, path);
  };
}
