// Electron main entry. Deliberately thin: every decision lives in a pure, tested function
// (window-options, security, csp, ipc, asar-path, desktop/*) or in the server (src/server, plain Node); this
// file only wires them to the real Electron objects.
/// <reference types="electron-vite/node" />
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
// @ts-ignore -- electron (and the typings it ships) is an optional dependency that is absent
// where its binary cannot be downloaded; it is typed below through ./electron-types instead.
import * as electronModule from 'electron';
// electron-vite bundles the bot worker as its own file next to this one and gives its path.
import botWorkerPath from '../server/bots/worker?modulePath';
import { BotHost } from '../server/bots/host';
import { unpackedPath } from './asar-path';
import { installContentSecurityPolicy } from './csp';
import { installLanOrigin } from './lan-origin';
import { aboutPagePath, createAboutOpener } from './desktop/about-window';
import { logFolder, RotatingLog } from './desktop/log-file';
import { buildMenuTemplate } from './desktop/menu';
import { exportGame, openSaveFile, saveFileFromArgv, SAVE_FILE_EXTENSION, SAVE_FILE_FILTERS } from './desktop/save-files';
import { claimSingleInstance, focusWindow } from './desktop/single-instance';
import { checkForUpdatesAtStart, type UpdaterLike } from './desktop/updates';
import { fitToDisplays, WindowStateKeeper } from './desktop/window-state';
import type { BrowserWindowLike, DesktopWindowLike, ElectronMainModule } from './electron-types';
import { GameHost } from '../server/host';
import { APP_DIR_NAME } from '../server/host/data-dir';
import { hostRequestHandler, registerIpcHandlers, sendPush } from './ipc';
import { LanHost } from '../server/lan/lan-host';
import { denyAllPermissions, guardWebContents } from './security';
import { createWindowOptions, resolveBuildPaths, resolveRendererSource } from './window-options';
import type { AppCommand, Push, Settings } from '../shared/protocol/messages';

const { app, BrowserWindow, ipcMain, session, Menu, shell, screen, dialog } = electronModule as unknown as ElectronMainModule;

/** The longest quitting waits for the game host to write its autosave and stop the bots. */
const QUIT_TIMEOUT_MS = 5000;

// The data folder keeps one name whether the app runs installed (where Electron would name it after
// productName, "Illuminati") or from the sources: <appData>/illuminati-desktop, as the README says.
// An unpackaged app (the desktop smoke test) may be given a folder of its own, an installed one never.
const dataOverride = process.env.ILLUMINATI_USER_DATA;
app.setPath('userData', !app.isPackaged && dataOverride ? dataOverride : join(app.getPath('appData'), APP_DIR_NAME));

const paths = resolveBuildPaths(dirname(fileURLToPath(import.meta.url)));
const source = resolveRendererSource({
  isPackaged: app.isPackaged,
  devServerUrl: process.env.ELECTRON_RENDERER_URL,
  rendererHtml: paths.rendererHtml,
});

let mainWindow: DesktopWindowLike | null = null;
/** Save files asked for before the window could show them (launch argument, macOS open-file). */
const pendingFiles: string[] = [];
let openFile: ((path: string) => Promise<unknown>) | null = null;
/** Once ready: the game window, made again if it was closed (macOS keeps running without one). */
let ensureWindow: (() => DesktopWindowLike) | null = null;
function openWhenReady(path: string): void {
  if (openFile && mainWindow) return void openFile(path);
  // Not ready, or no window to show the game in: the file waits for the next page load.
  pendingFiles.push(path);
  ensureWindow?.();
}

// One instance: a second launch focuses this one's window and hands over its save file, if any.
if (claimSingleInstance(app, (argv) => {
  focusWindow(ensureWindow?.() ?? mainWindow ?? undefined);
  const file = saveFileFromArgv(argv);
  if (file) openWhenReady(file);
})) {
  start();
}

function start(): void {
  const log = new RotatingLog(logFolder(app));
  log.info(`Illuminati ${app.getVersion()} starting (${process.platform} ${process.arch}).`);
  // What goes wrong outside a request ends up in the log, where a bug report can find it.
  process.on('unhandledRejection', (reason) => log.error(`Unhandled rejection: ${(reason as Error)?.stack ?? String(reason)}`));
  app.on('render-process-gone', ((_event: unknown, _contents: unknown, details: { reason?: string; exitCode?: number }) =>
    log.error(`The window's page stopped (${details?.reason ?? 'unknown'}, exit code ${details?.exitCode ?? '?'}).`)) as (...args: never[]) => void);
  const launchFile = saveFileFromArgv(process.argv);
  if (launchFile) pendingFiles.push(launchFile);
  // macOS hands double-clicked files over by event, possibly before the app is ready.
  app.on('open-file', ((event: { preventDefault(): void }, path: string) => {
    event.preventDefault();
    openWhenReady(path);
  }) as (...args: never[]) => void);

  // Guard every web contents the app ever creates, not only the main window's.
  app.on('web-contents-created', (_event: unknown, contents: BrowserWindowLike['webContents']) => {
    guardWebContents(contents, source.url);
  });

  void app.whenReady().then(async () => {
    const defaultSession = session.defaultSession;
    installContentSecurityPolicy(defaultSession);
    installLanOrigin(defaultSession);
    denyAllPermissions(defaultSession);
    // Saves and settings live in the per-user folder Electron gives the app.
    const dataDir = app.getPath('userData');
    // Every bot fault (a decision the worker could not make, so a fallback played it) goes to the
    // log: the packaged-app smoke test fails on any.
    const bots = new BotHost({
      workerUrl: pathToFileURL(unpackedPath(botWorkerPath, existsSync)),
      // A Hard bot's worker warms up for its first decision while the table plays up to it (issue 38).
      warmUp: true,
      onFault: (f) => log.warn(`Bot fault: seat ${f.seat} (${f.level}) ${f.reason} at ${f.kind} #${f.seq}: ${f.detail}; ${f.replacement} played instead.`),
    });
    const host = await GameHost.create({ dataDir, version: app.getVersion(), bots });
    // LAN play (issue 6): other players' browsers get the built renderer from the LAN server.
    const lan = new LanHost({ host, dataDir, staticDir: dirname(paths.rendererHtml), version: app.getVersion(), log: (line) => log.warn(line) });
    // The window's feed of view patches (issue 39): its pushes carry the change of its view.
    const feed = host.feed();
    const request = hostRequestHandler({ request: (req) => host.request(req, undefined, feed) });
    registerIpcHandlers(ipcMain, source.url, { 'host:request': request });
    const toPage = (push: Push) => sendPush(mainWindow && !mainWindow.isDestroyed() ? [mainWindow.webContents] : [], push);
    host.subscribe((push) => sendPush(BrowserWindow.getAllWindows().map((w) => w.webContents), feed.personalize(push)));
    const command = (c: AppCommand) => toPage({ type: 'app:command', command: c });

    const windowState = new WindowStateKeeper(dataDir, (line) => log.warn(line));
    const createMainWindow = (): DesktopWindowLike => {
      // No per-window icon: the packaged app carries it (electron-builder.yml, resources/).
      const options = createWindowOptions(paths.preload);
      const saved = windowState.load();
      const fitted = saved ? fitToDisplays(saved, screen.getAllDisplays(), { width: options.minWidth, height: options.minHeight }) : null;
      const window = new BrowserWindow({ ...options, ...(fitted ? { width: fitted.width, height: fitted.height, ...(fitted.x !== undefined ? { x: fitted.x, y: fitted.y } : {}) } : {}) });
      windowState.track(window, fitted);
      window.once('ready-to-show', () => window.show());
      window.on('closed', () => {
        if (mainWindow === window) mainWindow = null;
      });
      // Files asked for before the page listened open once it has loaded (it then shows the game).
      window.webContents.once('did-finish-load', () => {
        for (const path of pendingFiles.splice(0)) void openFile?.(path);
      });
      void (source.kind === 'url' ? window.loadURL(source.url) : window.loadFile(source.path));
      mainWindow = window;
      return window;
    };

    const showError = (title: string, text: string) => void dialog.showMessageBox(mainWindow ?? undefined, { type: 'error', title, message: title, detail: text });
    openFile = (path) =>
      openSaveFile(path, {
        request,
        confirmReplace: async (name) =>
          (
            await dialog.showMessageBox(mainWindow ?? undefined, {
              type: 'question',
              buttons: ['Open', 'Cancel'],
              defaultId: 0,
              cancelId: 1,
              message: `Open \u201c${name}\u201d?`,
              detail: 'The game on the table will be replaced by the one in the file, and Continue will go on with that one. Save the current game first to come back to it.',
            })
          ).response === 0,
        showError,
        showGame: () => command('show-game'),
        log: (line) => log.info(line),
      });
    const about = createAboutOpener((options) => new BrowserWindow(options), aboutPagePath(paths.rendererHtml), app.getName(), () => mainWindow ?? undefined);
    const logDir = log.dir;
    Menu.setApplicationMenu(
      Menu.buildFromTemplate(
        buildMenuTemplate(process.platform, app.getName(), {
          newGame: () => command('new-game'),
          save: () => command('save'),
          load: () => command('load'),
          settings: () => command('settings'),
          openFile: () =>
            void dialog.showOpenDialog(mainWindow ?? undefined, { title: 'Open a saved game', filters: SAVE_FILE_FILTERS, properties: ['openFile'] }).then((r) => {
              if (!r.canceled && r.filePaths[0]) return openFile?.(r.filePaths[0]);
            }),
          exportGame: () =>
            void exportGame({
              request,
              pickTarget: async () => {
                const r = await dialog.showSaveDialog(mainWindow ?? undefined, { title: 'Export the game', defaultPath: `Illuminati ${new Date().toISOString().slice(0, 10)}.${SAVE_FILE_EXTENSION}`, filters: SAVE_FILE_FILTERS });
                return r.canceled || !r.filePath ? null : r.filePath;
              },
              showError,
              log: (line) => log.info(line),
            }),
          about: () => void about(),
          openLogFolder: () =>
            void shell.openPath(logDir).then((error) => {
              if (error) showError('The log folder cannot be opened', `${logDir}: ${error}`);
            }),
        }),
      ),
    );

    createMainWindow();
    ensureWindow = () => (mainWindow && !mainWindow.isDestroyed() ? mainWindow : createMainWindow());
    // macOS: re-create the window when the dock icon is clicked and none is open.
    app.on('activate', () => {
      if (BrowserWindow.getAllWindows().length === 0) createMainWindow();
    });

    const menu = await request({ kind: 'menu:state', params: {} });
    void checkForUpdatesAtStart({
      enabled: !menu.ok || (menu.value as { settings: Settings }).settings.checkForUpdates,
      isPackaged: app.isPackaged,
      // Loaded only here: electron-updater needs Electron itself.
      loadUpdater: async () => {
        const m = (await import('electron-updater')) as unknown as { autoUpdater?: UpdaterLike; default?: { autoUpdater: UpdaterLike } };
        const updater = m.autoUpdater ?? m.default?.autoUpdater;
        if (!updater) throw new Error('electron-updater has no autoUpdater');
        return updater;
      },
      notify: (text) => toPage({ type: 'host:notice', level: 'info', text }),
      log: (line) => log.info(line),
    });

    // Quitting waits for the last autosave and stops the bot workers (a few seconds at most, so a
    // stuck disk cannot keep the app open), then quits for real.
    let closing = false;
    app.on('before-quit', (event: { preventDefault(): void }) => {
      if (closing) return;
      closing = true;
      event.preventDefault();
      log.info('Quitting.');
      const giveUp = new Promise<void>((resolve) => setTimeout(resolve, QUIT_TIMEOUT_MS).unref());
      void Promise.race([lan.close().then(() => host.close()), giveUp]).finally(() => app.quit());
    });
  });

  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
}
