import { pathToFileURL } from 'node:url';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// The real 'electron' module is never loaded (its binary is not needed): the preload gets a
// contextBridge and an ipcRenderer that only record what they are given.
const electron = vi.hoisted(() => ({
  contextBridge: { exposeInMainWorld: vi.fn() },
  ipcRenderer: { invoke: vi.fn(async (channel: string) => `reply from ${channel}`) },
}));
vi.mock('electron', () => electron);

import type { IpcMainInvokeEventLike, IpcMainLike } from '../../src/main/electron-types';
import { isTrustedSender, registerIpcHandlers } from '../../src/main/ipc';
import { createApi } from '../../src/preload/api';
import { INVOKE_CHANNELS, isInvokeChannel, type IlluminatiApi } from '../../src/preload/channels';

const APP_FILE = '/opt/Illuminati/resources/app.asar/out/renderer/index.html';
const FILE_APP_URL = pathToFileURL(APP_FILE).href;
const DEV_APP_URL = 'http://localhost:5173/';

describe('isTrustedSender', () => {
  it('accepts the app page itself', () => {
    expect(isTrustedSender(FILE_APP_URL, FILE_APP_URL)).toBe(true);
    expect(isTrustedSender(`${FILE_APP_URL}#/table`, FILE_APP_URL)).toBe(true);
    expect(isTrustedSender('http://localhost:5173/src/App.vue', DEV_APP_URL)).toBe(true);
  });

  it('rejects foreign origins', () => {
    expect(isTrustedSender('https://evil.example/', FILE_APP_URL)).toBe(false);
    expect(isTrustedSender('https://evil.example/', DEV_APP_URL)).toBe(false);
    expect(isTrustedSender('http://localhost:5174/', DEV_APP_URL)).toBe(false);
    expect(isTrustedSender('http://127.0.0.1:5173/', DEV_APP_URL)).toBe(false);
    expect(isTrustedSender(FILE_APP_URL, DEV_APP_URL)).toBe(false);
  });

  it('rejects other local files', () => {
    expect(isTrustedSender(pathToFileURL('/tmp/downloaded.html').href, FILE_APP_URL)).toBe(false);
    expect(isTrustedSender(pathToFileURL('/opt/Illuminati/resources/app.asar/out/renderer/other.html').href, FILE_APP_URL)).toBe(false);
    expect(isTrustedSender(`file://evil-host${APP_FILE}`, FILE_APP_URL)).toBe(false);
  });

  it('rejects empty, missing and malformed URLs', () => {
    expect(isTrustedSender('', FILE_APP_URL)).toBe(false);
    expect(isTrustedSender(null, FILE_APP_URL)).toBe(false);
    expect(isTrustedSender(undefined, FILE_APP_URL)).toBe(false);
    expect(isTrustedSender('about:blank', FILE_APP_URL)).toBe(false);
    expect(isTrustedSender('::not a url::', FILE_APP_URL)).toBe(false);
  });
});

/** A fake ipcMain holding the registered handlers, with a way to call them as a sender would. */
function fakeIpcMain() {
  const handlers = new Map<string, (event: IpcMainInvokeEventLike, ...args: unknown[]) => unknown>();
  const ipcMain: IpcMainLike = {
    handle: (channel, listener) => {
      if (handlers.has(channel)) throw new Error(`second handler for ${channel}`);
      handlers.set(channel, listener);
    },
    removeHandler: (channel) => {
      handlers.delete(channel);
    },
  };
  const call = async (channel: string, senderUrl: string | null, payload?: unknown) => {
    const handler = handlers.get(channel);
    if (!handler) throw new Error(`no handler for ${channel}`);
    return handler({ senderFrame: senderUrl === null ? null : { url: senderUrl } }, payload);
  };
  return { ipcMain, handlers, call };
}

describe('registerIpcHandlers', () => {
  it('registers exactly the allow-listed channels, and removes them', () => {
    const { ipcMain, handlers } = fakeIpcMain();
    const dispose = registerIpcHandlers(ipcMain, FILE_APP_URL, { 'app:version': () => '1.2.3' });
    expect([...handlers.keys()].sort()).toEqual([...INVOKE_CHANNELS].sort());
    dispose();
    expect(handlers.size).toBe(0);
  });

  it('answers the app page', async () => {
    const { ipcMain, call } = fakeIpcMain();
    registerIpcHandlers(ipcMain, FILE_APP_URL, { 'app:version': () => '1.2.3' });
    await expect(call('app:version', FILE_APP_URL)).resolves.toBe('1.2.3');
  });

  it('refuses a foreign sender, another local file and a vanished frame', async () => {
    const { ipcMain, call } = fakeIpcMain();
    const version = vi.fn(() => '1.2.3');
    registerIpcHandlers(ipcMain, FILE_APP_URL, { 'app:version': version });
    await expect(call('app:version', 'https://evil.example/')).rejects.toThrow(/untrusted sender/);
    await expect(call('app:version', pathToFileURL('/tmp/x.html').href)).rejects.toThrow(/untrusted sender/);
    await expect(call('app:version', null)).rejects.toThrow(/untrusted sender/);
    expect(version).not.toHaveBeenCalled();
  });
});

describe('preload', () => {
  beforeEach(() => {
    electron.ipcRenderer.invoke.mockClear();
  });

  async function exposedApi(): Promise<IlluminatiApi> {
    vi.resetModules();
    electron.contextBridge.exposeInMainWorld.mockClear();
    await import('../../src/preload/index');
    expect(electron.contextBridge.exposeInMainWorld).toHaveBeenCalledTimes(1);
    const [key, api] = electron.contextBridge.exposeInMainWorld.mock.calls[0] as unknown as [string, IlluminatiApi];
    expect(key).toBe('illuminati');
    return api;
  }

  it('exposes only the version and invoke, frozen', async () => {
    const api = await exposedApi();
    expect(Object.keys(api).sort()).toEqual(['invoke', 'version']);
    expect(typeof api.version).toBe('string');
    expect(Object.isFrozen(api)).toBe(true);
  });

  it('forwards an allow-listed channel to ipcRenderer.invoke', async () => {
    const api = await exposedApi();
    await expect(api.invoke('app:version')).resolves.toBe('reply from app:version');
    expect(electron.ipcRenderer.invoke).toHaveBeenCalledWith('app:version', undefined);
  });

  it('refuses a channel not in the allow-list without touching ipcRenderer', async () => {
    const api = await exposedApi();
    const invoke = api.invoke as (channel: unknown, payload?: unknown) => Promise<unknown>;
    await expect(invoke('fs:read', '/etc/passwd')).rejects.toThrow(/refused/);
    await expect(invoke('app:version ')).rejects.toThrow(/refused/);
    await expect(invoke({ toString: () => 'app:version' })).rejects.toThrow(/refused/);
    await expect(invoke(undefined)).rejects.toThrow(/refused/);
    expect(electron.ipcRenderer.invoke).not.toHaveBeenCalled();
  });

  it('builds the same api over any ipcRenderer (createApi)', async () => {
    const ipc = { invoke: vi.fn(async () => 'x') };
    const api = createApi(ipc, '9.9.9');
    expect(api.version).toBe('9.9.9');
    await expect((api.invoke as (c: string) => Promise<unknown>)('__proto__')).rejects.toThrow(/refused/);
    expect(ipc.invoke).not.toHaveBeenCalled();
  });

  it('allow-list guard accepts exactly the declared channels', () => {
    for (const channel of INVOKE_CHANNELS) expect(isInvokeChannel(channel)).toBe(true);
    for (const channel of ['', 'app:Version', 'constructor', 'toString', 42, null]) {
      expect(isInvokeChannel(channel)).toBe(false);
    }
  });
});
