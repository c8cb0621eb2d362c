// Saves (issue 5): the autosave (with its journal, issue 23) keeps every accepted action and Continue
// resumes exactly; named saves are checked by name; damaged, foreign and newer files are refused
// with a clear message and change nothing; settings persist.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { writeFileAtomic } from '../../../src/server/host/atomic-file';
import { defaultDataDir, HOST_SAVE_FORMAT, HOST_SAVE_VERSION, parseHostSave, type HostSave } from '../../../src/server/host';
import { recoverAutosave } from '../../../src/server/host/recovery';
import { checkSaveName, SaveStore } from '../../../src/server/host/save-store';
import { SAVE_FORMAT, type GameConfig } from '../../../src/shared/engine';
import { DEFAULT_SETTINGS, type TableView } from '../../../src/shared/protocol/messages';
import { human, makeHost, randomBot, removeDir, tempDir, type TestHost } from './helpers';
import { expandLegal } from '../../../src/shared/protocol/compact-legal';

const dirs: string[] = [];
const hosts: TestHost[] = [];
async function host(opts: Parameters<typeof makeHost>[0] = {}): Promise<TestHost> {
  const h = await makeHost(opts);
  hosts.push(h);
  if (!dirs.includes(h.dir)) dirs.push(h.dir);
  return h;
}
afterEach(async () => {
  for (const h of hosts.splice(0)) await h.host.close();
  for (const d of dirs.splice(0)) removeDir(d);
});

const TWO: GameConfig = { players: 2, illuminati: ['bavarian-illuminati', 'gnomes-of-zurich'], names: ['Ada', 'Bo'] };

/** Plays `n` actions for whoever decides (both seats human): end turns and passes, or the first attack. */
async function play(h: TestHost, n: number): Promise<TableView> {
  for (let i = 0; i < n; i++) {
    const seat = (await h.must('game:view', { viewer: 'spectator', since: 0 })).deciding[0];
    const v = await h.must('game:view', { viewer: seat, since: 0 });
    const attack = expandLegal(v.legal).find((l) => l.type === 'attack');
    const action =
      i % 3 === 0 && attack && attack.type === 'attack'
        ? { type: 'attack' as const, attacker: attack.attacker, target: attack.target, kind: attack.kind, aiders: [], privilege: null }
        : expandLegal(v.legal).some((l) => l.type === 'pass')
          ? { type: 'pass' as const }
          : expandLegal(v.legal).some((l) => l.type === 'placeCaptured')
            ? (() => {
                const p = expandLegal(v.legal).find((l) => l.type === 'placeCaptured')!;
                return { type: 'placeCaptured' as const, arrow: (p as { arrow: 'top' }).arrow, transfer: 0 };
              })()
            : { type: 'endTurn' as const };
    await h.must('game:act', { seat, seq: v.seq, action });
  }
  return h.must('game:view', { viewer: 'spectator', since: 0 });
}

function autosave(h: TestHost): HostSave {
  return JSON.parse(readFileSync(join(h.dir, 'autosave.json'), 'utf8')) as HostSave;
}

describe('autosave and continue', () => {
  it('keeps every accepted action (autosave and journal), compacts on quit, and Continue in a new host resumes exactly', async () => {
    const a = await host();
    await a.must('game:new', { setup: { config: TWO, seats: [human, human], seed: 'auto' } });
    await a.host.flush();
    expect(autosave(a).game.actions).toEqual([]);
    const before = await play(a, 12);
    await a.host.flush();
    // The autosave as of the last turn end, and the journal after it, hold all 12 actions.
    const recovered = await recoverAutosave(new SaveStore(a.dir), () => undefined);
    expect(recovered).toMatchObject({ note: null, parsed: { ok: true } });
    expect(recovered.parsed.ok && recovered.parsed.save.game.actions).toHaveLength(12);
    expect(recovered.fromJournal).toBe(12 - autosave(a).game.actions.length);
    const views = await Promise.all([0, 1].map((viewer) => a.must('game:view', { viewer, since: 0 })));
    await a.host.close();
    // Quitting folded the journal into the autosave.
    const saved = autosave(a);
    expect(saved).toMatchObject({ format: HOST_SAVE_FORMAT, version: HOST_SAVE_VERSION, finished: false, seats: [human, human] });
    expect(saved.game).toMatchObject({ format: SAVE_FORMAT, seed: 'auto', config: TWO });
    expect(saved.game.actions).toHaveLength(12);
    expect(Number.isNaN(Date.parse(saved.savedAt))).toBe(false);
    // Only the finished files: no temporary file is left behind.
    expect(readdirSync(a.dir).sort()).toEqual(['autosave.journal', 'autosave.json']);

    const b = await host({ dir: a.dir });
    expect((await b.must('menu:state', {})).canContinue).toBe(true);
    const { gameId } = await b.must('game:continue', {});
    expect(gameId).not.toBe(before.gameId);
    const after = await b.must('game:view', { viewer: 'spectator', since: 0 });
    expect({ ...after, gameId: '', rev: 0 }).toEqual({ ...before, gameId: '', rev: 0 });
    for (const viewer of [0, 1]) expect({ ...(await b.must('game:view', { viewer, since: 0 })), gameId: '', rev: 0 }).toEqual({ ...views[viewer], gameId: '', rev: 0 });
    // Play goes on from there.
    await play(b, 2);
  });

  it('a finished game no longer offers Continue', async () => {
    const h = await host();
    const { gameId } = await h.must('game:new', { setup: { config: { players: 2, turnCap: 4 }, seats: [randomBot, randomBot], seed: 'fin' } });
    await h.waitPush((p) => p.type === 'game:changed' && p.gameId === gameId && p.over);
    await h.host.flush();
    expect(autosave(h).finished).toBe(true);
    const menu = await h.must('menu:state', {});
    expect(menu).toMatchObject({ canContinue: false, gameOpen: true, version: '9.9.9-test' });
    expect(await h.req('game:continue', {})).toEqual({ ok: false, error: 'The last game is over; start a new one.', code: 'game.lastGameOver' });
    await h.must('game:close', {});
    expect((await h.must('menu:state', {})).gameOpen).toBe(false);
  });

  it('says so when there is nothing to continue', async () => {
    const h = await host();
    expect(await h.req('game:continue', {})).toEqual({ ok: false, error: 'There is no game to continue.', code: 'game.nothingToContinue' });
    expect(await h.must('menu:state', {})).toEqual({ canContinue: false, gameOpen: false, saves: [], settings: { ...DEFAULT_SETTINGS, botSpeed: 'instant' }, version: '9.9.9-test', disk: null });
  });

  it('a failed autosave becomes the disk warning (host:disk), and the game goes on', async () => {
    const h = await host();
    // A folder where the autosave file should be: the rename over it fails.
    mkdirSync(join(h.dir, 'autosave.json', 'blocker'), { recursive: true });
    await h.must('game:new', { setup: { config: TWO, seats: [human, human], seed: 'blocked' } });
    await play(h, 3);
    await h.host.flush();
    const disk = h.pushes.filter((p) => p.type === 'host:disk');
    expect(disk).toEqual([{ type: 'host:disk', text: expect.stringMatching(/^The game could not be saved: .+\.$/) }]);
    expect((await h.must('menu:state', {})).disk).toBe(disk[0].type === 'host:disk' && disk[0].text);
    expect(readdirSync(h.dir).sort()).toEqual(['autosave.json']);
  });
});

describe('atomic writes', () => {
  it('a reader sees the old file or the new one, never a mix', async () => {
    const dir = tempDir('atomic-');
    dirs.push(dir);
    const path = join(dir, 'f.json');
    const versions = Array.from({ length: 6 }, (_, i) => JSON.stringify({ v: i, pad: String(i).repeat(400_000) }));
    await writeFileAtomic(path, versions[0]);
    let reads = 0;
    let writing = true;
    const reader = (async () => {
      while (writing) {
        const text = await readFile(path, 'utf8');
        expect(versions).toContain(text);
        reads++;
      }
    })();
    for (const v of versions.slice(1)) await writeFileAtomic(path, v);
    writing = false;
    await reader;
    expect(reads).toBeGreaterThan(0);
    expect(readFileSync(path, 'utf8')).toBe(versions.at(-1));
    expect(readdirSync(dir)).toEqual(['f.json']);
  });

  it('a failed write leaves the old file and no temporary file', async () => {
    const dir = tempDir('atomic-');
    dirs.push(dir);
    mkdirSync(join(dir, 'taken', 'inside'), { recursive: true });
    await expect(writeFileAtomic(join(dir, 'taken'), 'x')).rejects.toThrow();
    expect(readdirSync(dir)).toEqual(['taken']);
  });
});

describe('named saves', () => {
  it('saves, lists, loads and deletes by name', async () => {
    const h = await host();
    await h.must('game:new', { setup: { config: TWO, seats: [human, human], seed: 'named' } });
    const at5 = await play(h, 5);
    const info = await h.must('game:save', { name: '  Evening game  ' });
    expect(info).toMatchObject({ name: 'Evening game', players: ['Ada', 'Bo'], actions: 5, finished: false });
    expect(existsSync(join(h.dir, 'saves', 'Evening game.json'))).toBe(true);
    await play(h, 3);
    expect((await h.must('menu:state', {})).saves).toEqual([info]);
    const { gameId } = await h.must('game:load', { name: 'Evening game' });
    expect(h.pushes.filter((p) => p.type === 'game:closed')).toHaveLength(1);
    const loaded = await h.must('game:view', { viewer: 'spectator', since: 0 });
    expect({ ...loaded, gameId: '', rev: 0 }).toEqual({ ...at5, gameId: '', rev: 0 });
    expect(loaded.gameId).toBe(gameId);
    // Loading makes it the autosaved game too.
    await h.host.flush();
    expect(autosave(h).game.actions).toHaveLength(5);
    expect(await h.must('game:deleteSave', { name: 'Evening game' })).toEqual({});
    expect((await h.must('menu:state', {})).saves).toEqual([]);
    const none = { ok: false, error: 'There is no save named "Evening game".', code: 'save.noSuchSave', params: { name: 'Evening game' } };
    expect(await h.req('game:deleteSave', { name: 'Evening game' })).toEqual(none);
    expect(await h.req('game:load', { name: 'Evening game' })).toEqual(none);
  });

  it('refuses names that are not safe file names, writing nothing', async () => {
    const h = await host();
    await h.must('game:new', { setup: { config: TWO, seats: [human, human], seed: 'names' } });
    for (const name of ['../escape', 'a/b', 'a\\b', '..', '.hidden', 'CON', 'lpt1.txt', 'tab\there', 'dot.', 'x'.repeat(65), '   ', 'what?']) {
      const r = await h.req('game:save', { name });
      expect(r.ok, name).toBe(false);
    }
    await h.host.flush();
    expect(existsSync(join(h.dir, 'saves'))).toBe(false);
    expect(readdirSync(h.dir).sort()).toEqual(['autosave.journal', 'autosave.json']);
    expect(checkSaveName('Saturday (2)')).toEqual({ ok: true, name: 'Saturday (2)' });
  });

  it('refuses bad save names with a code each client words in its own language (issue 19)', async () => {
    const codes = ['', 'x'.repeat(65), 'a/b', '.hidden', 'dot.', 'CON'].map((n) => {
      const r = checkSaveName(n);
      return r.ok ? null : [r.code, r.params ?? null];
    });
    expect(codes).toEqual([
      ['save.noName', null],
      ['save.nameTooLong', { max: 64 }],
      ['save.badCharacters', { chars: '/ \\ : * ? " < > |' }],
      ['save.leadingDot', null],
      ['save.trailingDot', null],
      ['save.reservedName', { name: 'CON' }],
    ]);
  });

  it('refuses to save with no game open', async () => {
    const h = await host();
    expect(await h.req('game:save', { name: 'x' })).toEqual({ ok: false, error: 'No game is open, so there is nothing to save.', code: 'game.nothingToSave' });
  });
});

describe('damaged, foreign and newer files', () => {
  async function withGame() {
    const h = await host();
    const { gameId } = await h.must('game:new', { setup: { config: TWO, seats: [human, human], seed: 'keep' } });
    const view = await play(h, 4);
    await h.host.flush();
    return { h, gameId, view };
  }

  const good = (): HostSave => ({
    format: HOST_SAVE_FORMAT,
    version: 1,
    savedAt: '2025-01-01T00:00:00.000Z',
    finished: false,
    game: { format: SAVE_FORMAT, version: 1, config: TWO, seed: 's', actions: [] },
    seats: [human, human],
  });

  const cases: [string, string, RegExp][] = [
    ['truncated', JSON.stringify(good()).slice(0, 50), /damaged: it is not valid JSON/],
    ['not a game', JSON.stringify({ hello: 'world' }), /not an Illuminati saved game/],
    ['an array', '[1,2,3]', /does not contain a saved game/],
    ['newer envelope', JSON.stringify({ ...good(), version: 2 }), /newer version of the game \(format 2; this version reads 1\)/],
    ['newer engine save', JSON.stringify({ ...good(), game: { ...good().game, version: 7 } }), /newer version/],
    ['bad config', JSON.stringify({ ...good(), game: { ...good().game, config: { players: 12 } } }), /settings are invalid|players/i],
    ['unknown config field', JSON.stringify({ ...good(), game: { ...good().game, config: { ...TWO, cheat: true } } }), /unknown field "cheat"/],
    ['seat count', JSON.stringify({ ...good(), seats: [human] }), /who plays each of its 2 seats/],
    ['seat kind', JSON.stringify({ ...good(), seats: [human, { kind: 'alien' }] }), /who plays the seat/],
    ['malformed action', JSON.stringify({ ...good(), game: { ...good().game, actions: [{ seat: 0, action: { type: 'endTurn', extra: 1 } }] } }), /unknown field "extra"/],
    ['illegal action', JSON.stringify({ ...good(), game: { ...good().game, actions: [{ seat: 0, action: { type: 'spend', card: 'cia', amount: 5 } }, { seat: 1, action: { type: 'endTurn' } }] } }), /cannot be replayed: action 1/],
    ['action seat', JSON.stringify({ ...good(), game: { ...good().game, actions: [{ seat: 5, action: { type: 'endTurn' } }] } }), /names seat 5/],
    ['bad time', JSON.stringify({ ...good(), savedAt: 'yesterday' }), /no valid time/],
  ];

  it.each(cases)('refuses a %s file on load and on import, changing nothing', async (_what, text, message) => {
    const { h, gameId, view } = await withGame();
    mkdirSync(join(h.dir, 'saves'), { recursive: true });
    writeFileSync(join(h.dir, 'saves', 'bad.json'), text);
    const pushes = h.pushes.length;
    const autosaveBefore = readFileSync(join(h.dir, 'autosave.json'), 'utf8');
    const loaded = await h.req('game:load', { name: 'bad' });
    expect(loaded).toEqual({ ok: false, error: expect.stringMatching(message) });
    expect(loaded.ok || loaded.error.startsWith('The save "bad" cannot be opened: ')).toBe(true);
    const imported = await h.req('game:import', { text });
    expect(imported).toEqual({ ok: false, error: expect.stringMatching(message) });
    expect(h.pushes.length).toBe(pushes);
    const now = await h.must('game:view', { viewer: 'spectator', since: 0 });
    expect(now.gameId).toBe(gameId);
    expect(now).toEqual(view);
    await h.host.flush();
    expect(readFileSync(join(h.dir, 'autosave.json'), 'utf8')).toBe(autosaveBefore);
    // A file that cannot be read as a save is left out of the menu (and left on disk); one that
    // reads but does not replay is listed, since only replaying it can tell.
    expect((await h.must('menu:state', {})).saves.map((s) => s.name)).toEqual(_what === 'illegal action' ? ['bad'] : []);
    expect(existsSync(join(h.dir, 'saves', 'bad.json'))).toBe(true);
  });

  it('refuses to continue a damaged autosave', async () => {
    const h = await host();
    writeFileSync(join(h.dir, 'autosave.json'), '{"format":"illuminati-host-save","vers');
    expect(await h.req('game:continue', {})).toEqual({ ok: false, error: 'The autosaved game cannot be opened: The file is damaged: it is not valid JSON.' });
    expect((await h.must('menu:state', {})).canContinue).toBe(false);
  });

  it('imports a plain engine save (the CLI writes them) with every seat played by a human', async () => {
    const h = await host();
    const text = JSON.stringify({ format: SAVE_FORMAT, version: 1, config: TWO, seed: 'cli', actions: [] });
    expect(parseHostSave(text)).toMatchObject({ ok: true, save: { seats: [human, human] } });
    await h.must('game:import', { text });
    const v = await h.must('game:view', { viewer: 0, since: 0 });
    expect(v.seats.map((s) => s.controller)).toEqual([human, human]);
  });
});

describe('settings', () => {
  it('persist across hosts; a damaged or partly invalid file falls back to the defaults', async () => {
    const dir = tempDir('settings-');
    dirs.push(dir);
    const a = await host({ dir, initialSettings: {} });
    expect((await a.must('menu:state', {})).settings).toEqual(DEFAULT_SETTINGS);
    expect(await a.must('settings:set', { settings: { uiScale: 1.5, reducedMotion: true } })).toEqual({ ...DEFAULT_SETTINGS, uiScale: 1.5, reducedMotion: true });
    expect((await a.req('settings:set', { settings: { uiScale: 9 } })).ok).toBe(false);
    await a.host.close();
    const b = await host({ dir, initialSettings: {} });
    expect((await b.must('menu:state', {})).settings).toEqual({ ...DEFAULT_SETTINGS, uiScale: 1.5, reducedMotion: true });
    await b.host.close();

    writeFileSync(join(dir, 'settings.json'), JSON.stringify({ botSpeed: 'warp', uiScale: 1.25, extra: 1, volume: 7, muted: true }));
    const c = await host({ dir, initialSettings: {} });
    expect((await c.must('menu:state', {})).settings).toEqual({ ...DEFAULT_SETTINGS, uiScale: 1.25, muted: true });
    // The sound settings (issue 18) persist like the others.
    expect(await c.must('settings:set', { settings: { volume: 0.25, muted: false } })).toEqual({ ...DEFAULT_SETTINGS, uiScale: 1.25, volume: 0.25 });
    await c.host.close();
    const c2 = await host({ dir, initialSettings: {} });
    expect((await c2.must('menu:state', {})).settings).toEqual({ ...DEFAULT_SETTINGS, uiScale: 1.25, volume: 0.25 });
    await c2.host.close();

    writeFileSync(join(dir, 'settings.json'), '{{{');
    const d = await host({ dir, initialSettings: {} });
    expect((await d.must('menu:state', {})).settings).toEqual(DEFAULT_SETTINGS);
  });

  it('keep the chosen language; an unknown language is refused and a bad one in the file is ignored (issue 19)', async () => {
    const dir = tempDir('settings-lang-');
    dirs.push(dir);
    const a = await host({ dir, initialSettings: {} });
    expect((await a.must('menu:state', {})).settings.language).toBe('system');
    expect((await a.must('settings:set', { settings: { language: 'de' } })).language).toBe('de');
    const bad = await a.req('settings:set', { settings: { language: 'fr' } as never });
    expect(bad.ok).toBe(false);
    expect((await a.must('menu:state', {})).settings.language).toBe('de');
    await a.host.close();
    const b = await host({ dir, initialSettings: {} });
    expect((await b.must('menu:state', {})).settings.language).toBe('de');
    await b.host.close();
    writeFileSync(join(dir, 'settings.json'), JSON.stringify({ language: 'klingon', uiScale: 1.25 }));
    const c = await host({ dir, initialSettings: {} });
    expect((await c.must('menu:state', {})).settings).toEqual({ ...DEFAULT_SETTINGS, uiScale: 1.25 });
    await c.host.close();
  });
});

describe('data folder', () => {
  it('follows the platform rule when no --data is given', () => {
    expect(defaultDataDir({ XDG_DATA_HOME: '/xdg' }, 'linux', '/home/u')).toBe('/xdg/illuminati-desktop');
    expect(defaultDataDir({}, 'linux', '/home/u')).toBe('/home/u/.local/share/illuminati-desktop');
    expect(defaultDataDir({ XDG_DATA_HOME: 'relative' }, 'linux', '/home/u')).toBe('/home/u/.local/share/illuminati-desktop');
    expect(defaultDataDir({}, 'darwin', '/Users/u')).toBe('/Users/u/Library/Application Support/illuminati-desktop');
    expect(defaultDataDir({ APPDATA: '/c/Users/u/AppData/Roaming' }, 'win32', '/c/Users/u')).toMatch(/Roaming.illuminati-desktop$/);
  });
});
