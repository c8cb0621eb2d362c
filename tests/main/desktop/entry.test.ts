// Issue 21: the Electron entry (src/main/index.ts) wires the desktop integration, with Electron
// replaced by fakes: one instance (a second launch focuses the window and hands over its file),
// the window state restored, the menu installed and reaching the page, save files opened from the
// command line, a second launch and macOS open-file, the log in the platform's folder, and the
// update check at start (and not when the setting is off).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { MenuItemOptions } from '../../../src/main/electron-types';
import { isAllowedLanOrigin } from '../../../src/server/http/origin';
import { human, makeHost, removeDir, tempDir } from '../../server/host/helpers';

const fake = vi.hoisted(() => {
  type Listener = (...args: unknown[]) => void;
  const state = {
    lock: true,
    dataDir: '',
    logsDir: '',
    appListeners: new Map<string, Listener[]>(),
    windows: [] as FakeWindow[],
    menus: [] as unknown[],
  };
  class FakeWindow {
    static getAllWindows = () => state.windows;
    readonly listeners = new Map<string, Listener[]>();
    readonly contentsListeners = new Map<string, Listener[]>();
    readonly loaded: string[] = [];
    minimized = false;
    readonly webContents = {
      on: () => undefined,
      once: (event: string, l: Listener) => void this.contentsListeners.set(event, [...(this.contentsListeners.get(event) ?? []), l]),
      setWindowOpenHandler: () => undefined,
      send: vi.fn(),
      isDestroyed: () => false,
    };
    constructor(readonly options: Record<string, unknown>) {
      state.windows.push(this);
    }
    loadURL = async (url: string) => void this.loaded.push(url);
    loadFile = async (path: string) => void this.loaded.push(path);
    once = (event: string, l: Listener) => this.on(event, l);
    on = (event: string, l: Listener) => (this.listeners.set(event, [...(this.listeners.get(event) ?? []), l]), this);
    show = vi.fn();
    focus = vi.fn();
    restore = vi.fn(() => void (this.minimized = false));
    maximize = vi.fn();
    setFullScreen = vi.fn();
    isDestroyed = () => false;
    isMinimized = () => this.minimized;
    isMaximized = () => false;
    isFullScreen = () => false;
    getNormalBounds = () => ({ x: 0, y: 0, width: 1280, height: 800 });
  }
  const updater = { autoDownload: false, autoInstallOnAppQuit: false, on: vi.fn(), checkForUpdates: vi.fn(async () => null) };
  const electron = {
    app: {
      isPackaged: true,
      getVersion: () => '0.1.0',
      getName: () => 'Illuminati',
      getPath: (name: string) => (name === 'logs' ? state.logsDir : state.dataDir),
      setPath: vi.fn(),
      setAppLogsPath: vi.fn(),
      requestSingleInstanceLock: vi.fn(() => state.lock),
      whenReady: vi.fn(() => Promise.resolve()),
      on: (event: string, l: Listener) => void state.appListeners.set(event, [...(state.appListeners.get(event) ?? []), l]),
      quit: vi.fn(),
    },
    BrowserWindow: FakeWindow,
    ipcMain: { handle: vi.fn(), removeHandler: vi.fn() },
    session: { defaultSession: { webRequest: { onHeadersReceived: vi.fn(), onBeforeSendHeaders: vi.fn() }, setPermissionRequestHandler: vi.fn(), setPermissionCheckHandler: vi.fn() } },
    Menu: { buildFromTemplate: (t: unknown) => t, setApplicationMenu: vi.fn((m: unknown) => void state.menus.push(m)) },
    shell: { openPath: vi.fn(async () => '') },
    screen: { getAllDisplays: () => [{ workArea: { x: 0, y: 0, width: 1920, height: 1080 } }] },
    dialog: { showMessageBox: vi.fn(async () => ({ response: 0 })), showOpenDialog: vi.fn(), showSaveDialog: vi.fn() },
  };
  const emit = (event: string, ...args: unknown[]) => state.appListeners.get(event)?.forEach((l) => l(...args));
  return { state, electron, updater, emit };
});
vi.mock('electron', () => fake.electron);
vi.mock('electron-updater', () => ({ autoUpdater: fake.updater }));
vi.mock('../../../src/server/bots/worker?modulePath', () => ({ default: '/nonexistent/bot-worker.mjs' }));

const folders: string[] = [];
afterAll(() => folders.forEach(removeDir));
function folder(prefix: string): string {
  const d = tempDir(prefix);
  folders.push(d);
  return d;
}

/** A valid save file's text, made by a real host. */
async function saveText(names: string[]): Promise<string> {
  const h = await makeHost();
  folders.push(h.dir);
  await h.must('game:new', { setup: { config: { players: 2, names }, seats: [human, human], seed: names.join('-') } });
  await h.must('game:save', { name: 'x' });
  const text = readFileSync(join(h.dir, 'saves', 'x.json'), 'utf8');
  await h.host.close();
  return text;
}

function pushesTo(window: { webContents: { send: { mock: { calls: unknown[][] } } } }): unknown[] {
  return window.webContents.send.mock.calls.filter(([channel]) => channel === 'host:push').map(([, push]) => push);
}

async function quit(): Promise<void> {
  fake.emit('before-quit', { preventDefault: () => undefined });
  await vi.waitFor(() => expect(fake.electron.app.quit).toHaveBeenCalled());
}

describe('the desktop entry', () => {
  it('wires single instance, window state, menu, log, save files and the update check', async () => {
    const { state, electron, updater, emit } = fake;
    state.dataDir = folder('entry-data-');
    state.logsDir = join(folder('entry-logs-'), 'logs');
    // Last session: a maximised window at 50,60.
    writeFileSync(join(state.dataDir, 'window-state.json'), JSON.stringify({ x: 50, y: 60, width: 1400, height: 900, maximized: true, fullScreen: false }));
    // Launched by a double-click on a save file (Windows and Linux put it in argv).
    const files = folder('entry-files-');
    const launchFile = join(files, 'launch.illuminati');
    writeFileSync(launchFile, await saveText(['Ann', 'Bob']));
    const argv = process.argv;
    process.argv = [...argv, launchFile];
    try {
      await import('../../../src/main/index');
      await vi.waitFor(() => expect(state.windows).toHaveLength(1));
    } finally {
      process.argv = argv;
    }
    const [win] = state.windows;

    // Single instance: the lock was taken.
    expect(electron.app.requestSingleInstanceLock).toHaveBeenCalledTimes(1);
    // The data folder has the same name installed or not (the fake's appData is the data folder).
    expect(electron.app.setPath).toHaveBeenCalledWith('userData', join(state.dataDir, 'illuminati-desktop'));
    // Joining a LAN game (issue 40): the file:// page's WebSocket handshakes would say
    // `Origin: null`, which LAN servers refuse; the app session gives them the target host's own
    // origin (lan-origin.ts), which that host accepts. Installed once, for ws:// and wss:// only.
    const hooks = electron.session.defaultSession.webRequest.onBeforeSendHeaders.mock.calls;
    expect(hooks).toHaveLength(1);
    expect(hooks[0]![0]).toEqual({ urls: ['ws://*/*', 'wss://*/*'] });
    const answered = vi.fn();
    hooks[0]![1]({ url: 'ws://192.168.1.20:5174/ws', requestHeaders: { Origin: 'null', Host: '192.168.1.20:5174' } }, answered);
    const handshake = (answered.mock.calls[0]![0] as { requestHeaders: Record<string, string> }).requestHeaders;
    expect(handshake).toEqual({ Origin: 'http://192.168.1.20:5174', Host: '192.168.1.20:5174' });
    expect(isAllowedLanOrigin(handshake.Origin, handshake.Host)).toBe(true);
    expect(isAllowedLanOrigin('null', '192.168.1.20:5174')).toBe(false);
    // Window state: size and place restored, then maximised.
    expect(win!.options).toMatchObject({ x: 50, y: 60, width: 1400, height: 900 });
    expect(win!.maximize).toHaveBeenCalledTimes(1);

    // Log: Electron's platform default folder, main.log in it.
    expect(electron.app.setAppLogsPath).toHaveBeenCalledWith();
    expect(readFileSync(join(state.logsDir, 'main.log'), 'utf8')).toMatch(/INFO  Illuminati 0\.1\.0 starting/);

    // Menu: installed, and its commands reach the page.
    await vi.waitFor(() => expect(state.menus).toHaveLength(1));
    const items = (state.menus[0] as MenuItemOptions[]).flatMap(function all(i: MenuItemOptions): MenuItemOptions[] {
      return [i, ...(i.submenu ?? []).flatMap(all)];
    });
    items.find((i) => i.id === 'save')?.click?.();
    expect(pushesTo(win!)).toContainEqual({ type: 'app:command', command: 'save' });
    items.find((i) => i.id === 'logs')?.click?.();
    expect(electron.shell.openPath).toHaveBeenCalledWith(state.logsDir);

    // Update check at start (packaged app, setting on by default).
    await vi.waitFor(() => expect(updater.checkForUpdates).toHaveBeenCalledTimes(1));
    expect(updater.autoInstallOnAppQuit).toBe(true);

    // The launch file opens once the page has loaded, and the page is told to show it.
    win!.contentsListeners.get('did-finish-load')?.forEach((l) => l());
    await vi.waitFor(() => expect(pushesTo(win!)).toContainEqual({ type: 'app:command', command: 'show-game' }));
    const handler = electron.ipcMain.handle.mock.calls[0]![1] as (event: unknown, payload: unknown) => Promise<{ ok: boolean; value: { seats: { name: string }[] } }>;
    const appPage = { senderFrame: { url: `file://${win!.loaded[0]}` } };
    const view = await handler(appPage, { kind: 'game:view', params: { viewer: 'spectator', since: 0 } });
    expect(view.value.seats.map((s) => s.name)).toEqual(['Ann', 'Bob']);

    // A second launch with another file: the window comes back from the taskbar and the file
    // replaces the game once the player agrees.
    win!.minimized = true;
    const second = join(files, 'second.illuminati');
    writeFileSync(second, await saveText(['Cy', 'Di']));
    emit('second-instance', {}, ['Illuminati.exe', second], files);
    expect(win!.restore).toHaveBeenCalledTimes(1);
    expect(win!.focus).toHaveBeenCalled();
    await vi.waitFor(async () => expect((await handler(appPage, { kind: 'game:view', params: { viewer: 'spectator', since: 0 } })).value.seats.map((s) => s.name)).toEqual(['Cy', 'Di']));
    expect(electron.dialog.showMessageBox).toHaveBeenCalledWith(win, expect.objectContaining({ type: 'question', message: 'Open \u201csecond.illuminati\u201d?' }));

    // macOS hands a double-clicked file over by event.
    const third = join(files, 'third.illuminati');
    writeFileSync(third, await saveText(['Ed', 'Flo']));
    const preventDefault = vi.fn();
    emit('open-file', { preventDefault }, third);
    expect(preventDefault).toHaveBeenCalled();
    await vi.waitFor(async () => expect((await handler(appPage, { kind: 'game:view', params: { viewer: 'spectator', since: 0 } })).value.seats.map((s) => s.name)).toEqual(['Ed', 'Flo']));

    // A damaged file is refused with a dialog; the game stays.
    const bad = join(files, 'bad.illuminati');
    writeFileSync(bad, '{"format":');
    emit('open-file', { preventDefault }, bad);
    await vi.waitFor(() => expect(electron.dialog.showMessageBox).toHaveBeenCalledWith(win, expect.objectContaining({ type: 'error', message: '\u201cbad.illuminati\u201d cannot be opened' })));
    expect((await handler(appPage, { kind: 'game:view', params: { viewer: 'spectator', since: 0 } })).value.seats.map((s) => s.name)).toEqual(['Ed', 'Flo']);

    // Closing the window writes its state.
    win!.listeners.get('close')?.forEach((l) => l());
    expect(JSON.parse(readFileSync(join(state.dataDir, 'window-state.json'), 'utf8'))).toEqual({ x: 0, y: 0, width: 1280, height: 800, maximized: false, fullScreen: false });
    expect(readFileSync(join(state.logsDir, 'main.log'), 'utf8')).toMatch(/Opened the save file .*launch\.illuminati/);

    // macOS keeps running with no window: a file opened then gets a new window and shows there.
    win!.listeners.get('closed')?.forEach((l) => l());
    const fourth = join(files, 'fourth.illuminati');
    writeFileSync(fourth, await saveText(['Gil', 'Hal']));
    emit('open-file', { preventDefault }, fourth);
    expect(state.windows).toHaveLength(2);
    const again = state.windows[1]!;
    again.contentsListeners.get('did-finish-load')?.forEach((l) => l());
    await vi.waitFor(() => expect(pushesTo(again)).toContainEqual({ type: 'app:command', command: 'show-game' }));
    expect((await handler(appPage, { kind: 'game:view', params: { viewer: 'spectator', since: 0 } })).value.seats.map((s) => s.name)).toEqual(['Gil', 'Hal']);
    await quit();
  });

  it('does not look for updates when the setting is off', async () => {
    const { state, updater } = fake;
    vi.resetModules();
    updater.checkForUpdates.mockClear();
    state.windows.length = 0;
    state.appListeners.clear();
    state.dataDir = folder('entry-data-off-');
    writeFileSync(join(state.dataDir, 'settings.json'), JSON.stringify({ checkForUpdates: false }));
    await import('../../../src/main/index');
    await vi.waitFor(() => expect(state.windows).toHaveLength(1));
    await vi.waitFor(() => expect(readFileSync(join(state.logsDir, 'main.log'), 'utf8')).toMatch(/not looked for \(turned off in Settings\)/));
    expect(updater.checkForUpdates).not.toHaveBeenCalled();
    fake.electron.app.quit.mockClear();
    await quit();
  });

  it('a second instance hands over and quits without opening anything', async () => {
    const { state, electron } = fake;
    vi.resetModules();
    state.windows.length = 0;
    state.appListeners.clear();
    state.lock = false;
    electron.app.quit.mockClear();
    electron.app.whenReady.mockClear();
    await import('../../../src/main/index');
    expect(electron.app.quit).toHaveBeenCalledTimes(1);
    expect(electron.app.whenReady).not.toHaveBeenCalled();
    expect(state.appListeners.has('second-instance')).toBe(false);
    await new Promise((r) => setTimeout(r, 50));
    expect(state.windows).toHaveLength(0);
  });
});
