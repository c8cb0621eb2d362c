// Command-line flags: a small parser that refuses unknown flags and bad values with a clear message.
export class UsageError extends Error {}

export interface FlagSpec {
  [name: string]: 'int' | 'string' | 'bool';
}

export function parseFlags<T extends FlagSpec>(argv: readonly string[], spec: T): { flags: { [K in keyof T]?: T[K] extends 'int' ? number : T[K] extends 'bool' ? boolean : string }; rest: string[] } {
  const flags: Record<string, number | string | boolean> = {};
  const rest: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (!a.startsWith('--')) {
      rest.push(a);
      continue;
    }
    const [name, inline] = a.slice(2).split('=', 2) as [string, string | undefined];
    const kind = spec[name];
    if (!kind) throw new UsageError(`Unknown flag --${name}. Known: ${Object.keys(spec).map((k) => `--${k}`).join(', ')}`);
    if (kind === 'bool') {
      if (inline !== undefined) throw new UsageError(`--${name} takes no value.`);
      flags[name] = true;
      continue;
    }
    const v = inline ?? argv[++i];
    if (v === undefined || v.startsWith('--')) throw new UsageError(`--${name} needs a value.`);
    if (kind === 'int') {
      if (!/^-?\d+$/.test(v)) throw new UsageError(`--${name} must be a whole number, not "${v}".`);
      flags[name] = Number(v);
    } else flags[name] = v;
  }
  return { flags: flags as never, rest };
}

export function intIn(name: string, v: number | undefined, def: number, min: number, max: number): number {
  const x = v ?? def;
  if (x < min || x > max) throw new UsageError(`--${name} must be from ${min} to ${max}, not ${x}.`);
  return x;
}
