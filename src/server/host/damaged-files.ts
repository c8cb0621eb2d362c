// Damaged files in the data folder (issue 40). A file the host cannot read (an autosave cut in
// half, garbage in settings.json, a save with a bad sector) used to be written over later without a
// word. Now, on start and on Continue, each one is moved aside as NAME.damaged-<time> before
// anything is written over it, and the menu says what was found and what was kept (MenuState.damaged).
// A file from a newer version of the game is not damaged: it is left alone.
import { copyFile, readdir, rename } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { DamagedFile } from '../../shared/protocol/messages';
import { isPlainObject } from '../../shared/protocol/schema';
import { readTextFile, TEMP_PREFIX } from './atomic-file';
import { LAN_FILE, LAN_FORMAT } from './data-dir';
import { parseHostSave } from './envelope';
import { REPLAY_VERSION } from '../../shared/protocol/replays';
import { parseStoredReplay } from './replay-file';
import { MAX_SAVE_FILE_BYTES, type SaveStore } from './save-store';

/** Whether a refusal to read a file means the file is damaged (not missing, not from a newer version). */
export function isDamage(error: string): boolean {
  return !/newer version/.test(error);
}

/** NAME.damaged-2026-11-27T11-58-03-123Z: sorts by time, and is a valid file name everywhere. */
export function damagedPath(path: string, at: Date): string {
  return `${path}.damaged-${at.toISOString().replace(/[:.]/g, '-')}`;
}

/**
 * Keeps `path` as NAME.damaged-<time>: renamed (the file is then gone, as a damaged file should
 * be for the next write) or copied (a journal whose good lines are still being used). Null when
 * that failed too (the caller logs it and writes nothing over the file).
 */
export async function keepDamaged(path: string, kind: DamagedFile['kind'], how: 'rename' | 'copy', log: (line: string) => void, extra: Pick<DamagedFile, 'recovered'> = {}): Promise<DamagedFile | null> {
  const kept = damagedPath(path, new Date());
  try {
    await (how === 'rename' ? rename(path, kept) : copyFile(path, kept));
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
    log(`Damaged file ${path} could not be kept as ${kept} (${(e as NodeJS.ErrnoException).code ?? (e as Error).message}).`);
    return null;
  }
  log(`Damaged file ${path} kept as ${kept}.`);
  return { kind, file: basename(path), keptAs: basename(kept), ...extra };
}

/** Why the text of a small JSON file is damaged, or null; `check` looks at the parsed value. */
async function jsonDamage(path: string, maxBytes: number, check: (x: unknown) => boolean): Promise<boolean> {
  const r = await readTextFile(path, maxBytes);
  if (!r.ok) return !r.missing;
  try {
    return !check(JSON.parse(r.text));
  } catch {
    return true;
  }
}

/** The files of the folder other than the autosave and its journal (recovery.ts looks at those). */
export async function keepDamagedFiles(store: SaveStore, dataDir: string, log: (line: string) => void): Promise<DamagedFile[]> {
  const found: DamagedFile[] = [];
  const keep = async (path: string, kind: DamagedFile['kind']) => {
    const k = await keepDamaged(path, kind, 'rename', log);
    if (k) found.push(k);
  };
  // settings.json: a file that is not settings at all (fields that are wrong only fall back to their defaults).
  if (await jsonDamage(store.settingsPath, 64 * 1024, isPlainObject)) await keep(store.settingsPath, 'settings');
  const lan = join(dataDir, LAN_FILE);
  if (await jsonDamage(lan, MAX_SAVE_FILE_BYTES, (x) => isPlainObject(x) && x.format === LAN_FORMAT)) await keep(lan, 'lan');
  for (const [dir, kind] of [
    [store.savesDir, 'save'],
    [join(dataDir, 'replays'), 'replay'],
  ] as const) {
    let files: string[];
    try {
      files = await readdir(dir);
    } catch {
      continue;
    }
    for (const f of files) {
      if (!f.endsWith('.json') || f.startsWith(TEMP_PREFIX)) continue;
      const path = join(dir, f);
      const r = await readTextFile(path, MAX_SAVE_FILE_BYTES);
      const error = !r.ok ? (r.missing ? null : r.error) : kind === 'save' ? errorOf(parseHostSave(r.text)) : replayError(r.text, f.slice(0, -'.json'.length));
      if (error !== null && isDamage(error)) await keep(path, kind);
    }
  }
  return found;
}

/** A replay's damage; one written by a newer version is not damaged. */
function replayError(text: string, id: string): string | null {
  try {
    const data = JSON.parse(text) as unknown;
    if (isPlainObject(data) && typeof data.version === 'number' && data.version > REPLAY_VERSION) return null;
  } catch {
    return 'not valid JSON';
  }
  return errorOf(parseStoredReplay(text, id));
}

function errorOf(r: { ok: true } | { ok: false; error: string }): string | null {
  return r.ok ? null : r.error;
}
