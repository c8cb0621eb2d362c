import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it, vi } from 'vitest';

// Nothing here may need the Electron binary: the module is replaced wholesale by fakes that
// record what the entry does with them, and the logic is exercised through pure functions.
const dataDir = vi.hoisted(() => `${process.cwd()}/.tmp/test-window-${process.pid}-${Date.now()}`);
const electron = vi.hoisted(() => {
  type Listener = (...args: unknown[]) => void;
  const appListeners = new Map<string, Listener>();
  const windows: BrowserWindow[] = [];
  class BrowserWindow {
    static getAllWindows = () => windows;
    readonly loaded: string[] = [];
    readonly webContents = { on: () => undefined, once: () => undefined, setWindowOpenHandler: () => undefined, send: vi.fn(), isDestroyed: () => false };
    constructor(readonly options: unknown) {
      windows.push(this);
    }
    loadURL = async (url: string) => void this.loaded.push(url);
    loadFile = async (path: string) => void this.loaded.push(path);
    once = () => this;
    on = () => this;
    show = () => undefined;
    isDestroyed = () => false;
    isMinimized = () => false;
    isMaximized = () => false;
    isFullScreen = () => false;
    getNormalBounds = () => ({ x: 0, y: 0, width: 1280, height: 800 });
  }
  return {
    windows,
    appListeners,
    app: {
      isPackaged: true,
      getVersion: () => '0.1.0',
      // The game host's data folder: a fresh folder per run (settings are read from it at start).
      getPath: () => dataDir,
      getName: () => 'Illuminati',
      setPath: vi.fn(),
      setAppLogsPath: vi.fn(),
      requestSingleInstanceLock: () => true,
      whenReady: () => Promise.resolve(),
      on: (event: string, listener: Listener) => void appListeners.set(event, listener),
      quit: vi.fn(),
    },
    BrowserWindow,
    ipcMain: { handle: vi.fn(), removeHandler: vi.fn() },
    // The desktop integration's pieces (tests/main/desktop-entry.test.ts looks at them closely).
    Menu: { buildFromTemplate: (t: unknown) => t, setApplicationMenu: vi.fn() },
    shell: { openPath: vi.fn(async () => '') },
    screen: { getAllDisplays: () => [{ workArea: { x: 0, y: 0, width: 1920, height: 1080 } }] },
    dialog: { showMessageBox: vi.fn(async () => ({ response: 1 })), showOpenDialog: vi.fn(), showSaveDialog: vi.fn() },
    session: {
      defaultSession: {
        webRequest: { onHeadersReceived: vi.fn(), onBeforeSendHeaders: vi.fn() },
        setPermissionRequestHandler: vi.fn(),
        setPermissionCheckHandler: vi.fn(),
      },
    },
  };
});
vi.mock('electron', () => electron);
vi.mock('electron-updater', () => ({ autoUpdater: { on: () => undefined, checkForUpdates: async () => null } }));
// electron-vite turns this import into the path of the bundled bot worker; no worker starts here.
vi.mock('../../src/server/bots/worker?modulePath', () => ({ default: '/nonexistent/bot-worker.mjs' }));

import { installContentSecurityPolicy, withContentSecurityPolicy } from '../../src/main/csp';
import { CONTENT_SECURITY_POLICY } from '../../src/server/http/csp-policy';
import type { NavigationEventLike, SessionLike, WebContentsLike } from '../../src/main/electron-types';
import { denyAllPermissions, guardWebContents, isAppUrl } from '../../src/main/security';
import { createWindowOptions, resolveBuildPaths, resolveRendererSource } from '../../src/main/window-options';

const ROOT = join(import.meta.dirname, '..', '..');
const FILE_APP_URL = pathToFileURL('/opt/Illuminati/resources/app.asar/out/renderer/index.html').href;
const DEV_APP_URL = 'http://localhost:5173/';

/** A fake web contents that records the listeners the guard installs. */
function fakeWebContents() {
  const listeners = new Map<string, (event: NavigationEventLike, url: string) => void>();
  let openHandler: ((details: { url: string }) => { action: string }) | undefined;
  const contents: WebContentsLike = {
    on(event, listener) {
      listeners.set(event, listener);
      return contents;
    },
    setWindowOpenHandler(handler) {
      openHandler = handler;
    },
  };
  const navigate = (event: 'will-navigate' | 'will-redirect', url: string, withEventUrl = true) => {
    const preventDefault = vi.fn();
    const listener = listeners.get(event);
    if (!listener) throw new Error(`no ${event} listener`);
    listener(withEventUrl ? { url, preventDefault } : { preventDefault }, url);
    return preventDefault.mock.calls.length > 0;
  };
  return { contents, navigate, open: (url: string) => openHandler?.({ url }) };
}

describe('window options', () => {
  const options = createWindowOptions('/app/out/preload/index.cjs');

  it('isolate and sandbox the renderer, without Node', () => {
    expect(options.webPreferences).toMatchObject({
      preload: '/app/out/preload/index.cjs',
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      experimentalFeatures: false,
    });
  });

  it('open hidden on the dark table colour (shown once painted)', () => {
    expect(options.show).toBe(false);
    expect(options.backgroundColor).toMatch(/^#[0-9a-f]{6}$/i);
    expect(options.title).toBe('Illuminati');
  });

  it('point the preload at the CommonJS build next to out/main', () => {
    const paths = resolveBuildPaths(join('/app', 'out', 'main'));
    expect(paths.preload).toBe(join('/app', 'out', 'preload', 'index.cjs'));
    expect(paths.rendererHtml).toBe(join('/app', 'out', 'renderer', 'index.html'));
  });
});

describe('renderer source', () => {
  const rendererHtml = '/app/out/renderer/index.html';

  it('uses the dev server only in an unpackaged app', () => {
    expect(resolveRendererSource({ isPackaged: false, devServerUrl: DEV_APP_URL, rendererHtml })).toEqual({
      kind: 'url',
      url: DEV_APP_URL,
    });
    expect(resolveRendererSource({ isPackaged: true, devServerUrl: DEV_APP_URL, rendererHtml })).toMatchObject({
      kind: 'file',
      path: rendererHtml,
    });
  });

  it('loads the built file by its file:// URL otherwise', () => {
    const source = resolveRendererSource({ isPackaged: false, devServerUrl: undefined, rendererHtml });
    expect(source).toEqual({ kind: 'file', path: rendererHtml, url: pathToFileURL(rendererHtml).href });
  });

  it('ignores a dev server URL that is not http(s)', () => {
    const source = resolveRendererSource({ isPackaged: false, devServerUrl: 'javascript:alert(1)', rendererHtml });
    expect(source.kind).toBe('file');
  });
});

describe('navigation guard', () => {
  it('prevents navigation to a foreign URL', () => {
    const { contents, navigate } = fakeWebContents();
    guardWebContents(contents, FILE_APP_URL);
    expect(navigate('will-navigate', 'https://evil.example/')).toBe(true);
    expect(navigate('will-navigate', 'file:///etc/passwd')).toBe(true);
    expect(navigate('will-redirect', 'https://evil.example/')).toBe(true);
  });

  it('lets the app navigate to its own page', () => {
    const { contents, navigate } = fakeWebContents();
    guardWebContents(contents, FILE_APP_URL);
    expect(navigate('will-navigate', FILE_APP_URL)).toBe(false);
    expect(navigate('will-navigate', `${FILE_APP_URL}#/lobby`)).toBe(false);
  });

  it('checks the URL passed as an argument when the event carries none', () => {
    const { contents, navigate } = fakeWebContents();
    guardWebContents(contents, DEV_APP_URL);
    expect(navigate('will-navigate', 'https://evil.example/', false)).toBe(true);
    expect(navigate('will-navigate', 'http://localhost:5173/index.html', false)).toBe(false);
  });

  it('on the dev server, allows its origin only', () => {
    const { contents, navigate } = fakeWebContents();
    guardWebContents(contents, DEV_APP_URL);
    expect(navigate('will-navigate', 'http://localhost:5174/')).toBe(true);
    expect(navigate('will-navigate', 'https://localhost:5173/')).toBe(true);
  });

  it('denies every new window', () => {
    const { contents, open } = fakeWebContents();
    guardWebContents(contents, FILE_APP_URL);
    expect(open('https://evil.example/')).toEqual({ action: 'deny' });
    expect(open(FILE_APP_URL)).toEqual({ action: 'deny' });
  });

  it('isAppUrl refuses empty and unparsable URLs', () => {
    expect(isAppUrl('', FILE_APP_URL)).toBe(false);
    expect(isAppUrl(undefined, FILE_APP_URL)).toBe(false);
    expect(isAppUrl('not a url', FILE_APP_URL)).toBe(false);
    expect(isAppUrl(FILE_APP_URL, '')).toBe(false);
  });
});

describe('content security policy', () => {
  const directives = new Map(
    CONTENT_SECURITY_POLICY.split(';').map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name, values] as const;
    }),
  );

  it('has no unsafe-eval and no inline scripts', () => {
    expect(CONTENT_SECURITY_POLICY).not.toContain('unsafe-eval');
    expect(directives.get('script-src')).toEqual(["'self'"]);
  });

  it('forbids objects, base URIs and framing', () => {
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('base-uri')).toEqual(["'none'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(directives.get('default-src')).toEqual(["'self'"]);
  });

  it('is the one in the renderer page meta tag', () => {
    const html = readFileSync(join(ROOT, 'src', 'renderer', 'index.html'), 'utf8');
    const meta = /http-equiv="Content-Security-Policy"\s+content="([^"]*)"/.exec(html);
    expect(meta?.[1]).toBe(CONTENT_SECURITY_POLICY);
  });

  it('replaces any policy a response carries', () => {
    const headers = withContentSecurityPolicy({
      'content-security-policy': ["default-src *; script-src 'unsafe-eval'"],
      'Content-Type': ['text/html'],
    });
    expect(headers).toEqual({
      'Content-Type': ['text/html'],
      'Content-Security-Policy': [CONTENT_SECURITY_POLICY],
    });
  });

  it('is installed on the session for every response', () => {
    let listener: Parameters<SessionLike['webRequest']['onHeadersReceived']>[0] | undefined;
    const session = {
      webRequest: { onHeadersReceived: vi.fn((l) => (listener = l)), onBeforeSendHeaders: vi.fn() },
      setPermissionRequestHandler: vi.fn(),
      setPermissionCheckHandler: vi.fn(),
    } satisfies SessionLike;
    installContentSecurityPolicy(session);
    const callback = vi.fn();
    listener?.({ url: 'http://localhost:5173/', responseHeaders: {} }, callback);
    expect(callback).toHaveBeenCalledWith({
      responseHeaders: { 'Content-Security-Policy': [CONTENT_SECURITY_POLICY] },
    });
  });

  it('goes with a session that refuses every permission', () => {
    const session = {
      webRequest: { onHeadersReceived: vi.fn(), onBeforeSendHeaders: vi.fn() },
      setPermissionRequestHandler: vi.fn(),
      setPermissionCheckHandler: vi.fn(),
    } satisfies SessionLike;
    denyAllPermissions(session);
    const request = session.setPermissionRequestHandler.mock.calls[0]?.[0] as (
      contents: unknown,
      permission: string,
      callback: (granted: boolean) => void,
    ) => void;
    const granted = vi.fn();
    request({}, 'media', granted);
    expect(granted).toHaveBeenCalledWith(false);
    const check = session.setPermissionCheckHandler.mock.calls[0]?.[0] as () => boolean;
    expect(check()).toBe(false);
  });
});

describe('main entry (src/main/index.ts) with a fake electron', () => {
  it('wires the secure window, the guard, the CSP, the permissions and the IPC together', async () => {
    await import('../../src/main/index');
    // app.whenReady() settles, then the game host reads its settings before the window opens.
    await vi.waitFor(() => expect(electron.windows).toHaveLength(1));

    const [window] = electron.windows;
    const options = window?.options as ReturnType<typeof createWindowOptions>;
    expect(options.webPreferences).toMatchObject({ contextIsolation: true, sandbox: true, nodeIntegration: false });
    expect(options.webPreferences.preload).toMatch(/preload[\\/]index\.cjs$/);
    // Packaged: the built file, never the dev server.
    expect(window?.loaded[0]).toMatch(/renderer[\\/]index\.html$/);

    expect(electron.session.defaultSession.webRequest.onHeadersReceived).toHaveBeenCalledTimes(1);
    expect(electron.session.defaultSession.setPermissionRequestHandler).toHaveBeenCalledTimes(1);
    expect(electron.ipcMain.handle.mock.calls.map(([channel]) => channel)).toEqual(['host:request']);

    // The request channel reaches the game host (its data folder is the app's userData) ...
    const handler = electron.ipcMain.handle.mock.calls[0][1] as (event: unknown, payload: unknown) => Promise<unknown>;
    const appPage = { senderFrame: { url: window!.loaded[0].startsWith('/') ? pathToFileURL(window!.loaded[0]).href : window!.loaded[0] } };
    await expect(handler(appPage, { kind: 'menu:state', params: {} })).resolves.toMatchObject({ ok: true, value: { gameOpen: false, version: '0.1.0' } });
    await expect(handler(appPage, { kind: 'settings:set', params: { settings: { uiScale: 1.5 } } })).resolves.toMatchObject({ ok: true });
    expect(JSON.parse(readFileSync(join(dataDir, 'settings.json'), 'utf8'))).toMatchObject({ uiScale: 1.5 });
    // ... refuses other pages and bad payloads ...
    expect(() => handler({ senderFrame: { url: 'https://evil.example/' } }, { kind: 'menu:state', params: {} })).toThrow(/untrusted sender/);
    await expect(handler(appPage, { kind: 'menu:state', params: { x: 1 } })).resolves.toMatchObject({ ok: false });
    // ... and pushes go to the windows on the push channel.
    await handler(appPage, { kind: 'game:new', params: { setup: { config: { players: 2 }, seats: [{ kind: 'human' }, { kind: 'human' }], seed: 's' } } });
    expect(window!.webContents.send).toHaveBeenCalledWith('host:push', expect.objectContaining({ type: 'game:changed', seq: 0 }));

    // Quitting first lets the host write the last autosave, then quits for real.
    const preventDefault = vi.fn();
    electron.appListeners.get('before-quit')?.({ preventDefault });
    expect(preventDefault).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(electron.app.quit).toHaveBeenCalledTimes(1));
    expect(JSON.parse(readFileSync(join(dataDir, 'autosave.json'), 'utf8'))).toMatchObject({ format: 'illuminati-host-save', finished: false });
    rmSync(dataDir, { recursive: true, force: true });

    // Every web contents the app creates is guarded against foreign navigation and popups.
    const { contents, navigate, open } = fakeWebContents();
    electron.appListeners.get('web-contents-created')?.({}, contents);
    expect(navigate('will-navigate', 'https://evil.example/')).toBe(true);
    expect(open('https://evil.example/')).toEqual({ action: 'deny' });
  });
});
