// Electron main entry. Deliberately thin: every decision lives in a pure, tested function
// (window-options, security, csp, ipc) or in the game host (host/, plain Node); this file only
// wires them to the real Electron objects.
/// <reference types="electron-vite/node" />
import { dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
// @ts-ignore -- electron (and the typings it ships) is an optional dependency that is absent
// where its binary cannot be downloaded; it is typed below through ./electron-types instead.
import * as electronModule from 'electron';
// electron-vite bundles the bot worker as its own file next to this one and gives its path.
import botWorkerPath from './bots/worker?modulePath';
import { BotHost } from './bots/host';
import { installContentSecurityPolicy } from './csp';
import type { BrowserWindowLike, ElectronMainModule } from './electron-types';
import { GameHost } from './host';
import { hostRequestHandler, registerIpcHandlers, sendPush } from './ipc';
import { LanHost } from './lan/lan-host';
import { denyAllPermissions, guardWebContents } from './security';
import { createWindowOptions, resolveBuildPaths, resolveRendererSource } from './window-options';

const { app, BrowserWindow, ipcMain, session } = electronModule as unknown as ElectronMainModule;

/** The longest quitting waits for the game host to write its autosave and stop the bots. */
const QUIT_TIMEOUT_MS = 5000;

const paths = resolveBuildPaths(dirname(fileURLToPath(import.meta.url)));
const source = resolveRendererSource({
  isPackaged: app.isPackaged,
  devServerUrl: process.env.ELECTRON_RENDERER_URL,
  rendererHtml: paths.rendererHtml,
});

// Guard every web contents the app ever creates, not only the main window's.
app.on('web-contents-created', (_event: unknown, contents: BrowserWindowLike['webContents']) => {
  guardWebContents(contents, source.url);
});

function createMainWindow(): BrowserWindowLike {
  // No per-window icon: the packaged app carries it (electron-builder.yml, resources/).
  const window = new BrowserWindow(createWindowOptions(paths.preload));
  window.once('ready-to-show', () => window.show());
  void (source.kind === 'url' ? window.loadURL(source.url) : window.loadFile(source.path));
  return window;
}

void app.whenReady().then(async () => {
  const defaultSession = session.defaultSession;
  installContentSecurityPolicy(defaultSession);
  denyAllPermissions(defaultSession);
  // Saves and settings live in the per-user folder Electron gives the app.
  const host = await GameHost.create({
    dataDir: app.getPath('userData'),
    version: app.getVersion(),
    bots: new BotHost({ workerUrl: pathToFileURL(botWorkerPath) }),
  });
  // LAN play (issue 6): other players' browsers get the built renderer from the LAN server.
  const lan = new LanHost({ host, dataDir: app.getPath('userData'), staticDir: dirname(paths.rendererHtml), version: app.getVersion() });
  registerIpcHandlers(ipcMain, source.url, { 'host:request': hostRequestHandler(host) });
  host.subscribe((push) => sendPush(BrowserWindow.getAllWindows().map((w) => w.webContents), push));
  createMainWindow();
  // macOS: re-create the window when the dock icon is clicked and none is open.
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) createMainWindow();
  });
  // Quitting waits for the last autosave and stops the bot workers (a few seconds at most, so a
  // stuck disk cannot keep the app open), then quits for real.
  let closing = false;
  app.on('before-quit', (event: { preventDefault(): void }) => {
    if (closing) return;
    closing = true;
    event.preventDefault();
    const giveUp = new Promise<void>((resolve) => setTimeout(resolve, QUIT_TIMEOUT_MS).unref());
    void Promise.race([lan.close().then(() => host.close()), giveUp]).finally(() => app.quit());
  });
});

app.on('window-all-closed', () => {
  if (process.platform !== 'darwin') app.quit();
});
