import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** Build layout under out/ (see electron.vite.config.ts), relative to out/main/. */
export function resolveBuildPaths(mainDir: string): { preload: string; rendererHtml: string } {
  return {
    // CommonJS, because a sandboxed preload cannot be an ES module.
    preload: join(mainDir, '..', 'preload', 'index.cjs'),
    rendererHtml: join(mainDir, '..', 'renderer', 'index.html'),
  };
}

/** Where the window's page comes from: the dev server or the built file. */
export type RendererSource = { kind: 'url'; url: string } | { kind: 'file'; path: string; url: string };

/**
 * The dev server URL (set by `electron-vite dev`) is honoured only in an unpackaged app, so an
 * environment variable can never point an installed app at another page.
 */
export function resolveRendererSource(options: {
  isPackaged: boolean;
  devServerUrl: string | undefined;
  rendererHtml: string;
}): RendererSource {
  const dev = options.devServerUrl;
  if (!options.isPackaged && dev !== undefined && /^https?:\/\//.test(dev)) {
    return { kind: 'url', url: dev };
  }
  return { kind: 'file', path: options.rendererHtml, url: pathToFileURL(options.rendererHtml).href };
}

export interface SecureWebPreferences {
  readonly preload: string;
  readonly contextIsolation: true;
  readonly sandbox: true;
  readonly nodeIntegration: false;
  readonly nodeIntegrationInWorker: false;
  readonly nodeIntegrationInSubFrames: false;
  readonly webSecurity: true;
  readonly allowRunningInsecureContent: false;
  readonly experimentalFeatures: false;
  readonly webviewTag: false;
  readonly navigateOnDragDrop: false;
  readonly spellcheck: false;
}

export interface MainWindowOptions {
  readonly width: number;
  readonly height: number;
  readonly minWidth: number;
  readonly minHeight: number;
  readonly title: string;
  readonly backgroundColor: string;
  readonly show: false;
  readonly autoHideMenuBar: true;
  readonly webPreferences: SecureWebPreferences;
}

/**
 * Options of the game window: Electron's security checklist defaults made explicit (isolated,
 * sandboxed renderer without Node, web security on, no webview). Shown once painted, on the
 * table's dark background, to avoid a white flash.
 */
export function createWindowOptions(preload: string): MainWindowOptions {
  return {
    width: 1280,
    height: 800,
    minWidth: 960,
    minHeight: 600,
    title: 'Illuminati',
    backgroundColor: '#0b0d10',
    show: false,
    autoHideMenuBar: true,
    webPreferences: {
      preload,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      webviewTag: false,
      navigateOnDragDrop: false,
      spellcheck: false,
    },
  };
}
