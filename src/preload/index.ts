// Preload: the only bridge between the page and Electron. It exposes `window.illuminati`, the
// protocol's IlluminatiBridge (the version, request and onPush; see ./api), never ipcRenderer.
// It runs sandboxed, so the build makes it one CommonJS file that requires only 'electron'.
// @ts-ignore -- electron (and the typings it ships) is an optional dependency that may be absent.
import { contextBridge, ipcRenderer } from 'electron';
import { createApi, type IpcRendererLike } from './api';

/** Injected by electron.vite.config.ts (`define`); absent when run unbundled (tests). */
declare const __APP_VERSION__: string | undefined;

const version = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : '0.0.0-dev';

(contextBridge as { exposeInMainWorld(key: string, api: unknown): void }).exposeInMainWorld(
  'illuminati',
  createApi(ipcRenderer as IpcRendererLike, version),
);
