// The kept games under the data folder (issue 20):
//   <dataDir>/replays/<id>.json   one replay file per game (replay-file.ts), written once, atomically
// The list reads each file once (they never change) and remembers its facts; a damaged or foreign
// file is left out of the list and left alone.
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { REPLAY_ID, type ReplayInfo } from '../../shared/protocol/replays';
import { readTextFile, TEMP_PREFIX, writeFileAtomic } from './atomic-file';
import { parseStoredReplay, readStoredInfo, type ReplayFile } from './replay-file';
import { MAX_SAVE_FILE_BYTES } from './save-store';

const EXT = '.json';

export class ReplayStore {
  readonly dir: string;
  /** Facts of the files read so far, by id (null: not a replay). */
  private readonly known = new Map<string, ReplayInfo | null>();

  constructor(
    dataDir: string,
    private readonly writeAtomic: (path: string, text: string) => Promise<void> = writeFileAtomic,
  ) {
    this.dir = join(dataDir, 'replays');
  }

  pathOf(id: string): string {
    return join(this.dir, `${id}${EXT}`);
  }

  async write(file: ReplayFile): Promise<void> {
    await this.writeAtomic(this.pathOf(file.info.id), JSON.stringify(file));
    this.known.set(file.info.id, file.info);
  }

  /** Whether a replay with this id is kept. */
  async has(id: string): Promise<boolean> {
    return (await this.ids()).includes(id);
  }

  /** Every readable replay, newest first. */
  async list(): Promise<ReplayInfo[]> {
    const out: ReplayInfo[] = [];
    for (const id of await this.ids()) {
      if (!this.known.has(id)) {
        const r = await readTextFile(this.pathOf(id), MAX_SAVE_FILE_BYTES);
        this.known.set(id, r.ok ? readStoredInfo(r.text, id) : null);
      }
      const info = this.known.get(id);
      if (info) out.push(info);
    }
    return out.sort((a, b) => b.finishedAt.localeCompare(a.finishedAt) || b.id.localeCompare(a.id));
  }

  async read(id: string): Promise<{ ok: true; file: ReplayFile; text: string } | { ok: false; error: string; missing?: boolean }> {
    const r = await readTextFile(this.pathOf(id), MAX_SAVE_FILE_BYTES);
    if (!r.ok) return r.missing ? { ok: false, missing: true, error: 'There is no such replay (it may have been deleted).' } : { ok: false, error: `The replay cannot be read: ${r.error}` };
    const parsed = parseStoredReplay(r.text, id);
    return parsed.ok ? { ...parsed, text: r.text } : parsed;
  }

  async delete(id: string): Promise<{ ok: true } | { ok: false; error: string }> {
    try {
      await rm(this.pathOf(id));
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      return { ok: false, error: code === 'ENOENT' ? 'There is no such replay (it may have been deleted).' : `The replay could not be deleted (${code ?? (e as Error).message}).` };
    }
    this.known.delete(id);
    return { ok: true };
  }

  private async ids(): Promise<string[]> {
    let files: string[];
    try {
      files = await readdir(this.dir);
    } catch {
      return [];
    }
    return files.filter((f) => f.endsWith(EXT) && !f.startsWith(TEMP_PREFIX)).map((f) => f.slice(0, -EXT.length)).filter((id) => REPLAY_ID.test(id));
  }
}
