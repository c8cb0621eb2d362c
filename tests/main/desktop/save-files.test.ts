// Issue 21: .illuminati files open in the game (double-click, command line, second launch, macOS
// open-file, File > Open) through the very import the Load screen uses, with every failure shown
// and nothing changed; File > Export writes the game on the table as such a file.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hostRequestHandler } from '../../../src/main/ipc';
import { exportGame, MAX_IMPORT_BYTES, openSaveFile, saveFileFromArgv, type OpenFileDeps } from '../../../src/main/desktop/save-files';
import { human, makeHost, removeDir, tempDir, type TestHost } from '../../server/host/helpers';
import { expandLegal } from '../../../src/shared/protocol/compact-legal';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0)) await c();
});

async function host(): Promise<TestHost> {
  const h = await makeHost();
  cleanups.push(async () => {
    await h.host.close();
    removeDir(h.dir);
  });
  return h;
}
function folder(): string {
  const d = tempDir('savefiles-');
  cleanups.push(() => removeDir(d));
  return d;
}

function deps(h: TestHost, over: Partial<OpenFileDeps> = {}) {
  return {
    request: hostRequestHandler(h.host),
    confirmReplace: vi.fn(async () => true),
    showError: vi.fn(),
    showGame: vi.fn(),
    log: vi.fn(),
    ...over,
  };
}

/** A real save's text: a game started, saved and exported by another host. */
async function aSaveText(): Promise<string> {
  const other = await host();
  await other.must('game:new', { setup: { config: { players: 2, names: ['Ann', 'Bob'] }, seats: [human, human], seed: 'file-assoc' } });
  await other.must('game:save', { name: 'for the file' });
  return readFileSync(join(other.dir, 'saves', 'for the file.json'), 'utf8');
}

describe('saveFileFromArgv', () => {
  it('finds the double-clicked file on Windows and Linux command lines, and nothing else', () => {
    expect(saveFileFromArgv(['C:\\Program Files\\Illuminati\\Illuminati.exe', 'C:\\Users\\ann\\Desktop\\game.illuminati'])).toBe('C:\\Users\\ann\\Desktop\\game.illuminati');
    expect(saveFileFromArgv(['/opt/Illuminati/illuminati', '--no-sandbox', '/home/ann/Game.ILLUMINATI'])).toBe('/home/ann/Game.ILLUMINATI');
    expect(saveFileFromArgv(['electron', '.', '--allow-file-access-from-files'])).toBeNull();
    expect(saveFileFromArgv(['electron', '--x=a.illuminati'])).toBeNull();
    expect(saveFileFromArgv(['a.illuminati'])).toBeNull(); // argv[0] is the program
    expect(saveFileFromArgv(['game', '/home/ann/notes.txt'])).toBeNull();
  });
});

describe('openSaveFile', () => {
  it('opens a good file through the import and shows the game', async () => {
    const h = await host();
    const path = join(folder(), 'Our game.illuminati');
    writeFileSync(path, await aSaveText());
    const d = deps(h);
    expect(await openSaveFile(path, d)).toBe('opened');
    expect(d.showGame).toHaveBeenCalledTimes(1);
    expect(d.confirmReplace).not.toHaveBeenCalled(); // nothing was on the table
    expect((await h.must('menu:state', {})).gameOpen).toBe(true);
    const view = await h.must('game:view', { viewer: 'spectator', since: 0 });
    expect(view.seats.map((s) => s.name)).toEqual(['Ann', 'Bob']);
  });

  it('asks before replacing the game on the table, and keeps it when the player says no', async () => {
    const h = await host();
    const { gameId } = await h.must('game:new', { setup: { config: { players: 2 }, seats: [human, human], seed: 'on-the-table' } });
    const path = join(folder(), 'other.illuminati');
    writeFileSync(path, await aSaveText());
    const d = deps(h, { confirmReplace: vi.fn(async () => false) });
    expect(await openSaveFile(path, d)).toBe('declined');
    expect(d.confirmReplace).toHaveBeenCalledWith('other.illuminati');
    expect((await h.must('game:view', { viewer: 'spectator', since: 0 })).gameId).toBe(gameId);
    expect(d.showGame).not.toHaveBeenCalled();
  });

  it('refuses a damaged, foreign, empty, missing or oversized file with the reason, changing nothing', async () => {
    const h = await host();
    const dir = folder();
    const cases: [string, string | Buffer, RegExp][] = [
      ['damaged.illuminati', '{"format":"illuminati-host-save", "game": {', /cannot be opened|not valid/i],
      ['foreign.illuminati', JSON.stringify({ hello: 'world' }), /cannot be opened|not a save/i],
      ['empty.illuminati', '', /empty/],
      ['huge.illuminati', 'x'.repeat(MAX_IMPORT_BYTES + 1), /too large/],
    ];
    for (const [name, content, reason] of cases) {
      const path = join(dir, name);
      writeFileSync(path, content);
      const d = deps(h);
      expect(await openSaveFile(path, d)).toBe('failed');
      expect(d.showError).toHaveBeenCalledWith(`\u201c${name}\u201d cannot be opened`, expect.stringMatching(reason));
      expect(d.showGame).not.toHaveBeenCalled();
    }
    const d = deps(h);
    expect(await openSaveFile(join(dir, 'gone.illuminati'), d)).toBe('failed');
    expect(d.showError).toHaveBeenCalledWith('\u201cgone.illuminati\u201d cannot be opened', 'The file is not there any more.');
    mkdirSync(join(dir, 'folder.illuminati'));
    expect(await openSaveFile(join(dir, 'folder.illuminati'), d)).toBe('failed');
    expect((await h.must('menu:state', {})).gameOpen).toBe(false);
  });

  it('gives the same verdict as the Load screen import for the same text', async () => {
    const h = await host();
    const text = JSON.stringify({ format: 'illuminati-host-save', version: 999 });
    const viaImport = await h.req('game:import', { text });
    const path = join(folder(), 'newer.illuminati');
    writeFileSync(path, text);
    const d = deps(h);
    await openSaveFile(path, d);
    expect(viaImport.ok).toBe(false);
    expect(d.showError).toHaveBeenCalledWith(expect.any(String), !viaImport.ok ? viaImport.error : '');
  });
});

describe('exportGame', () => {
  it('writes the game on the table to the picked file (extension added), which opens again', async () => {
    const h = await host();
    await h.must('game:new', { setup: { config: { players: 2, names: ['Cy', 'Di'] }, seats: [human, human], seed: 'export' } });
    const dir = folder();
    const showError = vi.fn();
    const target = await exportGame({ request: hostRequestHandler(h.host), pickTarget: async () => join(dir, 'mine'), showError, log: vi.fn() });
    expect(target).toBe(join(dir, 'mine.illuminati'));
    expect(showError).not.toHaveBeenCalled();
    const again = await host();
    const d = deps(again);
    expect(await openSaveFile(target!, d)).toBe('opened');
    expect((await again.must('game:view', { viewer: 'spectator', since: 0 })).seats.map((s) => s.name)).toEqual(['Cy', 'Di']);
  });

  it('includes the actions accepted since the last turn end (they are in the journal, not yet in autosave.json)', async () => {
    const h = await host();
    await h.must('game:new', { setup: { config: { players: 2, names: ['Cy', 'Di'] }, seats: [human, human], seed: 'export-mid' } });
    const v = await h.must('game:view', { viewer: 0, since: 0 });
    const seat = v.deciding[0];
    const mine = await h.must('game:view', { viewer: seat, since: 0 });
    // An attack announced in the first turn: accepted (seq + 1) and not a turn end.
    const atk = expandLegal(mine.legal).find((a) => a.type === 'attack');
    if (atk?.type !== 'attack') throw new Error('no attack offered');
    await h.must('game:act', { seat, seq: mine.seq, action: { type: 'attack', attacker: atk.attacker, target: atk.target, kind: atk.kind, aiders: [], privilege: null } });
    const seq = (await h.must('game:view', { viewer: 'spectator', since: 0 })).seq;
    const dir = folder();
    const target = await exportGame({ request: hostRequestHandler(h.host), pickTarget: async () => join(dir, 'mid'), showError: vi.fn(), log: vi.fn() });
    const again = await host();
    expect(await openSaveFile(target!, deps(again))).toBe('opened');
    expect((await again.must('game:view', { viewer: 'spectator', since: 0 })).seq).toBe(seq);
  });

  it('says so when no game is on the table, and writes nothing when the player cancels', async () => {
    const h = await host();
    const showError = vi.fn();
    const pickTarget = vi.fn(async () => null);
    const common = { request: hostRequestHandler(h.host), showError, log: vi.fn() };
    expect(await exportGame({ ...common, pickTarget })).toBeNull();
    expect(showError).toHaveBeenCalledWith('No game to export', expect.any(String));
    expect(pickTarget).not.toHaveBeenCalled();
    await h.must('game:new', { setup: { config: { players: 2 }, seats: [human, human], seed: 'cancel' } });
    expect(await exportGame({ ...common, pickTarget })).toBeNull();
    expect(pickTarget).toHaveBeenCalledTimes(1);
  });
});
