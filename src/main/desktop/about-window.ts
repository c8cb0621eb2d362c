// The About window (issue 21): out/renderer/about.html, written at build time with the version and
// the licences of the bundled packages (scripts/licenses.mjs). A plain page: no preload, no
// script (its CSP allows none), sandboxed like the game window. One at a time.
import { join } from 'node:path';
import type { DesktopWindowLike } from '../electron-types';
import { focusWindow } from './single-instance';

/** The About page beside the game's page in the build. */
export function aboutPagePath(rendererHtml: string): string {
  return join(rendererHtml, '..', 'about.html');
}

export function aboutWindowOptions(appName: string, parent: DesktopWindowLike | undefined): object {
  return {
    width: 560,
    height: 640,
    minWidth: 400,
    minHeight: 300,
    title: `About ${appName}`,
    backgroundColor: '#0b0d10',
    show: false,
    autoHideMenuBar: true,
    minimizable: false,
    maximizable: false,
    fullscreenable: false,
    ...(parent ? { parent } : {}),
    webPreferences: {
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
      spellcheck: false,
    },
  };
}

/** Opens the About window, or brings the open one to the front. */
export function createAboutOpener(
  makeWindow: (options: object) => DesktopWindowLike,
  page: string,
  appName: string,
  parent: () => DesktopWindowLike | undefined,
): () => DesktopWindowLike {
  let open: DesktopWindowLike | null = null;
  return () => {
    if (open && !open.isDestroyed()) {
      focusWindow(open);
      return open;
    }
    const w = makeWindow(aboutWindowOptions(appName, parent()));
    open = w;
    w.on('closed', () => {
      if (open === w) open = null;
    });
    w.once('ready-to-show', () => w.show());
    void w.loadFile(page);
    return w;
  };
}
