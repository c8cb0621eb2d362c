// The shape checks for input from outside the host (WebSocket frames, IPC payloads, save files,
// replays, the journal), on valibot (issue 37). The builders below return valibot schemas with
// the project's own rules: objects are exact (an unknown key is refused, so nothing the engine
// does not expect can ride along), sizes are bounded, plain JSON-like data only (no prototypes
// other than Object's, no functions), which is what JSON.parse and Electron's structured clone give.
// A refusal is a sentence naming the field, shown to the player as is: every builder gives its
// issue a message that starts with PATH, and `check` (the one place where valibot's issues become
// the project's words) puts the field's path there.
import * as v from 'valibot';

/** A schema built here (its output is not used: the checks only accept or refuse). */
export type Schema = v.GenericSchema;
/** Null when the value fits, else the sentence that says why not (`path` names the value). */
export type Check = (x: unknown, path: string) => string | null;

/** Where the field's path goes in a message (every message starts with it). */
const PATH = '\u0000';
/** Longest string any field accepts unless it says otherwise. */
const DEFAULT_MAX_STRING = 200;
/** The first issue is enough: a refusal names one thing wrong. */
const FIRST_ISSUE = { abortEarly: true } as const;

export function isPlainObject(x: unknown): x is Record<string, unknown> {
  if (typeof x !== 'object' || x === null || Array.isArray(x)) return false;
  const proto = Object.getPrototypeOf(x);
  return proto === Object.prototype || proto === null;
}

const plainObject = () => v.custom<Record<string, unknown>>(isPlainObject, `${PATH} must be an object.`);

/** Any plain object (its content is checked elsewhere). */
export const anyObject: Schema = plainObject();

export function str(opts: { max?: number; min?: number; pattern?: RegExp; what?: string } = {}): Schema {
  const max = opts.max ?? DEFAULT_MAX_STRING;
  const min = opts.min ?? 0;
  const tooShort = min === 1 ? `${PATH} must not be empty.` : `${PATH} must be at least ${min} characters long.`;
  const text = v.string(`${PATH} must be text.`);
  const short = v.minLength<string, number, string>(min, tooShort);
  const long = v.maxLength<string, number, string>(max, `${PATH} must be at most ${max} characters long.`);
  if (!opts.pattern) return v.pipe(text, short, long);
  return v.pipe(text, short, long, v.regex(opts.pattern, `${PATH} is not ${opts.what ?? 'in the expected form'}.`));
}

export function int(min: number, max: number): Schema {
  const m = `${PATH} must be a whole number from ${min} to ${max}.`;
  return v.pipe(v.number(m), v.integer(m), v.minValue(min, m), v.maxValue(max, m));
}

export function num(min: number, max: number): Schema {
  const m = `${PATH} must be a number from ${min} to ${max}.`;
  return v.pipe(v.number(m), v.finite(m), v.minValue(min, m), v.maxValue(max, m));
}

export const bool: Schema = v.boolean(`${PATH} must be true or false.`);

export function oneOf(values: readonly string[]): Schema {
  return v.picklist(values, `${PATH} must be one of ${values.map((x) => `"${x}"`).join(', ')}.`);
}

export function nullable(s: Schema): Schema {
  return v.nullable(s);
}

/** The first of these that fits; when none does, the first one's reason. */
export function anyOf(...options: Schema[]): Schema {
  return v.union(options);
}

export function arr(item: Schema, max: number): Schema {
  // The length before the items: a long list is refused without reading it.
  return v.pipe(v.custom<unknown[]>(Array.isArray, `${PATH} must be a list.`), v.maxLength(max, `${PATH} must have at most ${max} entries.`), v.array(item));
}

export function tuple(...items: Schema[]): Schema {
  const m = `${PATH} must be a list of exactly ${items.length} entries.`;
  return v.pipe(v.custom<unknown[]>((x) => Array.isArray(x) && x.length === items.length, m), v.tuple(items));
}

/**
 * An object with exactly these keys: every `required` one present, `optional` ones allowed, and
 * no other (the unknown key is named before anything else is looked at). A key holding
 * `undefined` counts as absent (structured clone keeps it): missing when required.
 */
export function obj(required: Record<string, Schema>, optional: Record<string, Schema> = {}): Schema {
  const known = (k: string) => Object.hasOwn(required, k) || Object.hasOwn(optional, k);
  const unknownKey = (x: Record<string, unknown>) => Object.keys(x).find((k) => !known(k));
  const entries: Record<string, Schema> = { ...required };
  for (const [k, s] of Object.entries(optional)) entries[k] = v.optional(s);
  return v.pipe(
    plainObject(),
    v.check((x) => unknownKey(x) === undefined, (issue) => `${PATH} has an unknown field "${unknownKey(issue.input as Record<string, unknown>)}".`),
    v.object(entries, `${PATH} is missing.`),
  );
}

/**
 * An object used as a map: keys match `key`, values fit `value`, at most `max` entries. Checked
 * entry by entry here rather than with valibot's `record`, which passes over the keys
 * `__proto__`, `constructor` and `prototype` without looking at their values.
 */
export function record(key: RegExp, value: Schema, max: number): Schema {
  return v.pipe(
    plainObject(),
    v.check((x) => Object.keys(x).length <= max, `${PATH} must have at most ${max} entries.`),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const x = dataset.value as Record<string, unknown>;
      for (const k of Object.keys(x)) {
        if (!key.test(k)) return addIssue({ message: `${PATH} has an invalid key "${k.slice(0, 40)}".` });
        const r = v.safeParse(value, x[k], FIRST_ISSUE);
        if (r.success) continue;
        // Worded here, with the key in the path: the map's own path goes in front later.
        return addIssue({ message: sentence(`${PATH}.${k}`, r.issues[0]) });
      }
    }),
  );
}

/**
 * An object with at least these keys (others allowed): for files this host wrote itself and reads
 * back for a list, where a field added by a later version must not hide the rest (`fits` only).
 */
export function shape(entries: Record<string, Schema>): Schema {
  return v.pipe(plainObject(), v.looseObject(entries));
}

/** Any whole number from `min` up (no bound unless given: counts in files of this host's own). */
export function whole(min = -Infinity): Schema {
  return v.pipe(v.number(), v.integer(), v.minValue(min));
}

/** Any text (no length bound: fields of files of this host's own). */
export const text: Schema = v.string();

/** A list of any length (files of this host's own). */
export function list(item: Schema): Schema {
  return v.array(item);
}

/** A union told apart by the string field `tag` (e.g. an action's `type`). */
export function tagged(tag: string, variants: Record<string, Schema>, what: string): Schema {
  const names = Object.keys(variants).join(', ');
  const known = (t: unknown) => typeof t === 'string' && Object.hasOwn(variants, t);
  // String() of an object without a prototype throws: such a value is named as any object is.
  const shown = (t: unknown) => (typeof t === 'string' ? `"${t.slice(0, 40)}"` : isPlainObject(t) ? '[object Object]' : String(t));
  return v.pipe(
    plainObject(),
    v.check((x) => known(x[tag]), (issue) => `${PATH}.${tag} must name ${what} (${names}), not ${shown((issue.input as Record<string, unknown>)[tag])}.`),
    v.lazy((x) => variants[(x as Record<string, string>)[tag]]) as v.GenericSchema<Record<string, unknown>>,
  );
}

type Issue = v.BaseIssue<unknown>;

/** The issue's field path after `root`: `.key` in objects and maps, `[i]` in lists. */
function pathOf(root: string, issue: Issue): string {
  let p = root;
  for (const item of issue.path ?? []) p += item.type === 'array' ? `[${String(item.key)}]` : `.${String(item.key)}`;
  return p;
}

/** An entry of an object present with `undefined` in it (structured clone keeps such keys). */
function undefinedEntry(issue: Issue): boolean {
  const last = issue.path?.at(-1);
  return last?.type === 'object' && last.origin === 'value' && last.value === undefined;
}

/** An issue in the project's words: a union that fits no option says why its first option does not fit. */
function sentence(root: string, issue: Issue): string {
  let i = issue;
  let path = pathOf(root, i);
  while (!undefinedEntry(i) && i.issues?.length) {
    i = i.issues[0];
    path = pathOf(path, i);
  }
  if (undefinedEntry(i)) return `${path} is missing.`;
  return i.message.startsWith(PATH) ? path + i.message.slice(PATH.length) : `${path}: ${i.message}`;
}

/** Whether `x` fits `schema`, when no sentence is needed (a file is readable or it is not). */
export function fits(schema: Schema, x: unknown): boolean {
  return v.is(schema, x);
}

/** The check a schema makes, as the host uses it: null when `x` fits, else a sentence. */
export function check(schema: Schema): Check {
  return (x, path) => {
    const r = v.safeParse(schema, x, FIRST_ISSUE);
    return r.success ? null : sentence(path, r.issues[0]);
  };
}
