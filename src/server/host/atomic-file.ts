// Files the host writes (autosave, named saves, settings) are replaced atomically: the new text is
// written to a temporary file in the same folder, flushed to disk, and renamed over the old one,
// so a crash or a full disk leaves either the old file or the new one, never half of either.
import { randomBytes } from 'node:crypto';
import { mkdir, open, rename, rm, stat, readFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

/** Temporary files start with this, so a listing can skip leftovers of an interrupted write. */
export const TEMP_PREFIX = '.tmp-';

export async function writeFileAtomic(path: string, text: string): Promise<void> {
  const dir = dirname(path);
  await mkdir(dir, { recursive: true });
  const temp = join(dir, `${TEMP_PREFIX}${basename(path)}-${randomBytes(6).toString('hex')}`);
  try {
    const handle = await open(temp, 'wx', 0o600);
    try {
      await handle.writeFile(text, 'utf8');
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, path);
  } catch (e) {
    await rm(temp, { force: true }).catch(() => undefined);
    throw e;
  }
  // The rename itself is durable once the folder is flushed; not every platform can open a
  // folder for that (Windows cannot), and the file is complete either way.
  await syncDir(dir);
}

async function syncDir(dir: string): Promise<void> {
  try {
    const handle = await open(dir, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch {
    // Not supported here: the data is on disk, only the rename may be replayed by the journal.
  }
}

export type ReadResult = { ok: true; text: string } | { ok: false; missing: boolean; error: string };

/** Reads a text file of at most `maxBytes`; says why not otherwise (missing, too large, unreadable). */
export async function readTextFile(path: string, maxBytes: number): Promise<ReadResult> {
  try {
    const st = await stat(path);
    if (!st.isFile()) return { ok: false, missing: false, error: 'It is not a file.' };
    if (st.size > maxBytes) return { ok: false, missing: false, error: `The file is too large (${Math.round(st.size / 1024)} KB; the limit is ${Math.round(maxBytes / 1024)} KB).` };
    return { ok: true, text: await readFile(path, 'utf8') };
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return { ok: false, missing: true, error: 'The file does not exist.' };
    return { ok: false, missing: false, error: `The file cannot be read (${code ?? (e as Error).message}).` };
  }
}
