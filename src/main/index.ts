// Electron main entry. Deliberately thin: every decision lives in a pure, tested function
// (window-options, security, csp, ipc); this file only wires them to the real Electron objects.
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
// @ts-ignore -- electron (and the typings it ships) is an optional dependency that is absent
// where its binary cannot be downloaded; it is typed below through ./electron-types instead.
import * as electronModule from 'electron';
import { installContentSecurityPolicy } from './csp';
import type { BrowserWindowLike, ElectronMainModule } from './electron-types';
import { registerIpcHandlers } from './ipc';
import { denyAllPermissions, guardWebContents } from './security';
import { createWindowOptions, resolveBuildPaths, resolveRendererSource } from './window-options';

const { app, BrowserWindow, ipcMain, session } = electronModule as unknown as ElectronMainModule;

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

void app.whenReady().then(() => {
  const defaultSession = session.defaultSession;
  installContentSecurityPolicy(defaultSession);
  denyAllPermissions(defaultSession);
  registerIpcHandlers(ipcMain, source.url, {
    'app:version': () => app.getVersion(),
  });
  createMainWindow();
  // macOS: re-create the window when the dock icon is clicked and none is open.
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) createMainWindow();
  });
});

app.on('window-all-closed', () => {
  if (process.platform !== 'darwin') app.quit();
});
