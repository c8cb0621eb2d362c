// The header every file the game writes starts with (issue 37): `{ format, version, ... }`. The
// four formats (the engine's saved game, the host's save envelope, the replay, the journal's first
// line) are each a FileFormat, written with `header` and read with `headerError`/`hasHeader`, so a
// foreign file, an unknown version and a newer version are told apart the same way everywhere.

export interface FileFormat {
  /** The `format` string the file carries. */
  readonly format: string;
  /** The newest version this program writes and reads. */
  readonly version: number;
  /** What a player calls such a file, for messages ("saved game", "replay"). */
  readonly noun: string;
}

/** The header fields of a new file of this format. */
export function header<F extends FileFormat>(f: F): { format: F['format']; version: F['version'] } {
  return { format: f.format, version: f.version };
}

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/**
 * Why `data` is not a file of format `f` this program can read (not one at all, another format, an
 * unknown or a newer version), in words a player can read; null when its header is fine.
 */
export function headerError(data: unknown, f: FileFormat): string | null {
  if (!isRecord(data)) return `The file does not contain a ${f.noun}.`;
  if (data.format !== f.format) return `The file is not an Illuminati ${f.noun}.`;
  const v = data.version;
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 1) return `The ${f.noun} has an unknown format version.`;
  if (v > f.version) return `The ${f.noun} was written by a newer version of the game (format ${v}; this version reads ${f.version}).`;
  return null;
}

/** Is `data` a file of format `f` at exactly the version this program writes (files of its own folder)? */
export function hasHeader(data: unknown, f: FileFormat): data is Record<string, unknown> {
  return isRecord(data) && data.format === f.format && data.version === f.version;
}
