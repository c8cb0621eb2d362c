// Command-line flags (node:util parseArgs) that refuse unknown flags and bad values with a clear message.
import { parseArgs } from 'node:util';

export class UsageError extends Error {}

export interface FlagSpec {
  [name: string]: 'int' | 'string' | 'bool';
}

/**
 * Flags by node:util's parseArgs (strict: unknown flags and misplaced values are refused), with
 * its errors said in the CLI's own words. An int flag is a string to parseArgs, checked here.
 */
export function parseFlags<T extends FlagSpec>(argv: readonly string[], spec: T): { flags: { [K in keyof T]?: T[K] extends 'int' ? number : T[K] extends 'bool' ? boolean : string }; rest: string[] } {
  const options = Object.fromEntries(Object.entries(spec).map(([name, kind]) => [name, { type: kind === 'bool' ? ('boolean' as const) : ('string' as const) }]));
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs({ args: negativeValuesJoined(argv, spec), options, strict: true, allowPositionals: true });
  } catch (e) {
    throw usageFrom(e as Error & { code?: string }, spec);
  }
  const flags: Record<string, number | string | boolean> = {};
  for (const [name, value] of Object.entries(parsed.values)) {
    if (value === undefined) continue;
    const v = Array.isArray(value) ? value[value.length - 1] : value;
    if (spec[name] === 'int') {
      if (typeof v !== 'string' || !/^-?\d+$/.test(v)) throw new UsageError(`--${name} must be a whole number, not "${String(v)}".`);
      flags[name] = Number(v);
    } else flags[name] = v as string | boolean;
  }
  return { flags: flags as never, rest: parsed.positionals };
}

/** `--n -5` as `--n=-5`: parseArgs reads a value that starts with a dash as a flag, a number is a value here. */
function negativeValuesJoined(argv: readonly string[], spec: FlagSpec): string[] {
  const out: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const name = a.startsWith('--') && !a.includes('=') ? a.slice(2) : null;
    if (name && spec[name] && spec[name] !== 'bool' && /^-\d/.test(argv[i + 1] ?? '')) out.push(`${a}=${argv[++i]}`);
    else out.push(a);
  }
  return out;
}

/** parseArgs's error, in the words the CLI has always used. */
function usageFrom(e: Error & { code?: string }, spec: FlagSpec): Error {
  const flag = /'(-{1,2}[^' =<]+)/.exec(e.message)?.[1] ?? '';
  const name = flag.replace(/^-+/, '');
  if (e.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') return new UsageError(`Unknown flag ${flag}. Known: ${Object.keys(spec).map((k) => `--${k}`).join(', ')}`);
  if (e.code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') {
    return spec[name] === 'bool' ? new UsageError(`--${name} takes no value.`) : new UsageError(`--${name} needs a value.`);
  }
  return new UsageError(e.message);
}

export function intIn(name: string, v: number | undefined, def: number, min: number, max: number): number {
  const x = v ?? def;
  if (x < min || x > max) throw new UsageError(`--${name} must be from ${min} to ${max}, not ${x}.`);
  return x;
}
