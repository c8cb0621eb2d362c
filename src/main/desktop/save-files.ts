// Saved-game files on the desktop (issue 21): files with the .illuminati extension open in the game
// when double-clicked (electron-builder.yml registers the association), when passed on the command
// line or to a second launch, or when picked with File > Open Saved Game File. Each goes through
// exactly the import the Load screen uses: the 'game:import' request, validated as any request
// from the page (protocol/validate.ts) and checked by the host as a save. File > Export Game to
// File writes the game on the table as such a file.
import { readFile, stat } from 'node:fs/promises';
import { basename, extname } from 'node:path';
import { MAX_MESSAGE_BYTES, type Reply } from '../../shared/protocol/messages';
import { writeFileAtomic } from '../../server/host/atomic-file';

export const SAVE_FILE_EXTENSION = 'illuminati';
/** What the open and save dialogs offer. Plain .json saves (exported by older versions, or copied from the saves folder) open too. */
export const SAVE_FILE_FILTERS = [
  { name: 'Illuminati saved games', extensions: [SAVE_FILE_EXTENSION, 'json'] },
];
/** The page's import sends the file's text in one protocol message; the same bound applies here. */
export const MAX_IMPORT_BYTES = MAX_MESSAGE_BYTES - 1024;

/**
 * The save file a launch asks to open: the last argument ending in .illuminati (Windows and Linux
 * pass the double-clicked file there; macOS sends 'open-file' instead). Switches are never files.
 */
export function saveFileFromArgv(argv: readonly string[]): string | null {
  for (let i = argv.length - 1; i >= 1; i--) {
    const a = argv[i]!;
    if (!a.startsWith('-') && extname(a).toLowerCase() === `.${SAVE_FILE_EXTENSION}`) return a;
  }
  return null;
}

/** The part of the host the desktop shell talks to: the same request handler as the page's IPC. */
export type HostRequest = (payload: unknown) => Promise<Reply<unknown>>;

export interface OpenFileDeps {
  request: HostRequest;
  /** Asked when a game is on the table: may the file's game replace it (in the table and in Continue)? */
  confirmReplace(fileName: string): Promise<boolean>;
  /** Tells the player why the file did not open (a dialog). */
  showError(title: string, text: string): void;
  /** The page is told to show the game that opened. */
  showGame(): void;
  log(line: string): void;
}

export type OpenOutcome = 'opened' | 'declined' | 'failed';

/** Reads `path` and opens it through the import; any failure is shown and changes nothing. */
export async function openSaveFile(path: string, deps: OpenFileDeps): Promise<OpenOutcome> {
  const name = basename(path);
  const fail = (text: string): OpenOutcome => {
    deps.log(`Save file ${path} not opened: ${text}`);
    deps.showError(`\u201c${name}\u201d cannot be opened`, text);
    return 'failed';
  };
  let text: string;
  try {
    const info = await stat(path);
    if (!info.isFile()) return fail('It is not a file.');
    if (info.size > MAX_IMPORT_BYTES) return fail(`It is too large to be a saved game of Illuminati (${Math.round(info.size / 1024)} KB).`);
    text = await readFile(path, 'utf8');
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    return fail(code === 'ENOENT' ? 'The file is not there any more.' : `The file cannot be read (${code ?? (e as Error).message}).`);
  }
  if (text.trim() === '') return fail('The file is empty.');
  const menu = await deps.request({ kind: 'menu:state', params: {} });
  if (menu.ok && (menu.value as { gameOpen?: boolean }).gameOpen && !(await deps.confirmReplace(name))) return 'declined';
  const r = await deps.request({ kind: 'game:import', params: { text } });
  if (!r.ok) return fail(r.error);
  deps.log(`Opened the save file ${path}.`);
  deps.showGame();
  return 'opened';
}

export interface ExportDeps {
  request: HostRequest;
  /** Asks where to write; null when the player cancels. */
  pickTarget(): Promise<string | null>;
  showError(title: string, text: string): void;
  log(line: string): void;
}

/**
 * Writes the game on the table to a file the player picks (.illuminati added when missing). The
 * text comes from the host (game:export), not from autosave.json: since the journal (issue 23) the
 * autosave catches up only at turn ends, and the actions since then are in the journal.
 */
export async function exportGame(deps: ExportDeps): Promise<string | null> {
  const menu = await deps.request({ kind: 'menu:state', params: {} });
  if (!menu.ok || !(menu.value as { gameOpen?: boolean }).gameOpen) {
    deps.showError('No game to export', 'Start or continue a game first: the game on the table is what gets exported.');
    return null;
  }
  let target = await deps.pickTarget();
  if (target === null) return null;
  if (extname(target) === '') target = `${target}.${SAVE_FILE_EXTENSION}`;
  const r = await deps.request({ kind: 'game:export', params: {} });
  if (!r.ok) {
    deps.showError('The game could not be exported', r.error);
    return null;
  }
  try {
    await writeFileAtomic(target, (r.value as { text: string }).text);
  } catch (e) {
    deps.log(`Export to ${target} failed: ${(e as Error).message}`);
    deps.showError('The game could not be exported', `${target} cannot be written (${(e as NodeJS.ErrnoException).code ?? (e as Error).message}).`);
    return null;
  }
  deps.log(`Exported the game to ${target}.`);
  return target;
}
