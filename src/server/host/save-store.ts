// The host's files under its data folder:
//   <dataDir>/settings.json        the player's settings
//   <dataDir>/autosave.json        the current (or last) game, rewritten at turn ends and on quit
//   <dataDir>/autosave.journal     every action accepted since (journal.ts), made durable one by one
//   <dataDir>/saves/<name>.json    named saves
// Every write is atomic (atomic-file.ts). Names are checked so that a save can never be written
// outside saves/ or under a name some file system refuses.
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Refusal, Reply, SaveInfo } from '../../shared/protocol/messages';
import { ok, refuse, refuseWith } from '../../shared/protocol/reply';
import { MAX_SAVE_NAME } from '../../shared/protocol/validate';
import { readTextFile, TEMP_PREFIX, writeFileAtomic } from './atomic-file';
import { parseHostSave, type HostSave, type ParsedSave } from './envelope';

/** Far above any real game (a long game is a few hundred KB), small enough to read safely. */
export const MAX_SAVE_FILE_BYTES = 16 * 1024 * 1024;
const SAVE_EXT = '.json';
const WINDOWS_DEVICES = /^(con|prn|aux|nul|com[0-9]|lpt[0-9])(\..*)?$/i;

/** The name as it will be stored (surrounding spaces dropped), or why it cannot be a save name. */
export function checkSaveName(raw: string): { ok: true; name: string } | Refusal {
  const name = raw.trim();
  if (!name) return refuseWith('save.noName', 'A save needs a name.');
  if (name.length > MAX_SAVE_NAME) return refuseWith('save.nameTooLong', `A save name may be at most ${MAX_SAVE_NAME} characters long.`, { max: MAX_SAVE_NAME });
  // eslint-disable-next-line no-control-regex
  if (/[\x00-\x1f\x7f/\\:*?"<>|]/.test(name)) return refuseWith('save.badCharacters', 'A save name may not contain / \\ : * ? " < > | or control characters.', { chars: '/ \\ : * ? " < > |' });
  if (name.startsWith('.')) return refuseWith('save.leadingDot', 'A save name may not start with a dot.');
  if (name.endsWith('.')) return refuseWith('save.trailingDot', 'A save name may not end with a dot.');
  if (WINDOWS_DEVICES.test(name)) return refuseWith('save.reservedName', `"${name}" is reserved by Windows; choose another name.`, { name });
  return { ok: true, name };
}

export function saveInfo(name: string, save: HostSave): SaveInfo {
  const { config, actions } = save.game;
  const players = Array.from({ length: config.players }, (_, i) => config.names?.[i] ?? `Player ${i + 1}`);
  return { name, savedAt: save.savedAt, players, actions: actions.length, finished: save.finished };
}

export class SaveStore {
  readonly autosavePath: string;
  readonly savesDir: string;
  readonly settingsPath: string;
  readonly journalPath: string;

  /** @param writeAtomic how files are replaced (writeFileAtomic; tests simulate a failing disk) */
  constructor(
    readonly dataDir: string,
    private readonly writeAtomic: (path: string, text: string) => Promise<void> = writeFileAtomic,
  ) {
    this.autosavePath = join(dataDir, 'autosave.json');
    this.journalPath = join(dataDir, 'autosave.journal');
    this.savesDir = join(dataDir, 'saves');
    this.settingsPath = join(dataDir, 'settings.json');
  }

  /** Path of a save whose name passed checkSaveName. */
  pathOf(name: string): string {
    return join(this.savesDir, `${name}${SAVE_EXT}`);
  }

  async readSaveFile(path: string): Promise<ParsedSave & { missing?: boolean }> {
    const r = await readTextFile(path, MAX_SAVE_FILE_BYTES);
    if (!r.ok) return { ok: false, error: r.error, missing: r.missing };
    return parseHostSave(r.text);
  }

  writeSaveFile(path: string, save: HostSave): Promise<void> {
    return this.writeAtomic(path, JSON.stringify(save));
  }

  /** Every readable named save, newest first; damaged or foreign files are left out (and left alone). */
  async list(): Promise<SaveInfo[]> {
    let files: string[];
    try {
      files = await readdir(this.savesDir);
    } catch {
      return [];
    }
    const out: SaveInfo[] = [];
    for (const f of files) {
      if (!f.endsWith(SAVE_EXT) || f.startsWith(TEMP_PREFIX)) continue;
      const name = f.slice(0, -SAVE_EXT.length);
      const checked = checkSaveName(name);
      if (!checked.ok || checked.name !== name) continue;
      const r = await this.readSaveFile(join(this.savesDir, f));
      if (r.ok) out.push(saveInfo(name, r.save));
    }
    return out.sort((a, b) => b.savedAt.localeCompare(a.savedAt) || a.name.localeCompare(b.name));
  }

  /** game:save: the open game (null: none) under a name the player typed. */
  async saveAs(rawName: string, save: HostSave | null): Promise<Reply<SaveInfo>> {
    if (!save) return refuseWith('game.nothingToSave', 'No game is open, so there is nothing to save.');
    const name = checkSaveName(rawName);
    if (!name.ok) return name;
    try {
      await this.writeSaveFile(this.pathOf(name.name), save);
    } catch (e) {
      return refuse(`The game could not be saved (${(e as Error).message}).`);
    }
    return ok(saveInfo(name.name, save));
  }

  /** game:deleteSave. */
  async deleteNamed(rawName: string): Promise<Reply<Record<string, never>>> {
    const name = checkSaveName(rawName);
    if (!name.ok) return name;
    try {
      await rm(this.pathOf(name.name));
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      return code === 'ENOENT' ? refuseWith('save.noSuchSave', `There is no save named "${name.name}".`, { name: name.name }) : refuse(`The save could not be deleted (${code ?? (e as Error).message}).`);
    }
    return ok({});
  }
}

/**
 * game:export: the open game (null: none) as a save file's text and a file name, for the player to
 * keep elsewhere: when the data folder cannot be written (issue 23), this is how the game is saved.
 */
export function exportSave(save: HostSave | null): Reply<{ fileName: string; text: string }> {
  if (!save) return refuseWith('game.nothingToSave', 'No game is open, so there is nothing to save.');
  const stamp = save.savedAt.slice(0, 16).replace(/[T:]/g, '-');
  return ok({ fileName: `illuminati-${stamp}.json`, text: JSON.stringify(save) });
}
