import { pathToFileURL } from 'node:url';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// The real 'electron' module is never loaded (its binary is not needed): the preload gets a
// contextBridge and an ipcRenderer that only record what they are given.
const electron = vi.hoisted(() => ({
  contextBridge: { exposeInMainWorld: vi.fn() },
  ipcRenderer: { invoke: vi.fn(async (channel: string) => `reply from ${channel}`), on: vi.fn(), removeListener: vi.fn() },
}));
vi.mock('electron', () => electron);

import type { IpcMainInvokeEventLike, IpcMainLike } from '../../src/main/electron-types';
import { hostRequestHandler, isTrustedSender, registerIpcHandlers, sendPush } from '../../src/main/ipc';
import { createApi } from '../../src/preload/api';
import { INVOKE_CHANNELS, isInvokeChannel, PUSH_CHANNEL, REQUEST_CHANNEL } from '../../src/shared/protocol/channels';
import type { IlluminatiBridge, Reply } from '../../src/shared/protocol/messages';
import type { ValidRequest } from '../../src/shared/protocol/validate';

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

/** A stand-in for the GameHost that records the validated requests it gets. */
function fakeHost() {
  const seen: ValidRequest[] = [];
  return {
    seen,
    request: vi.fn(async (req: ValidRequest): Promise<Reply<unknown>> => {
      seen.push(req);
      return { ok: true, value: `answer to ${req.kind}` };
    }),
  };
}

describe('registerIpcHandlers', () => {
  it('registers exactly the allow-listed channels, and removes them', () => {
    const { ipcMain, handlers } = fakeIpcMain();
    const dispose = registerIpcHandlers(ipcMain, FILE_APP_URL, { 'host:request': hostRequestHandler(fakeHost()) });
    expect([...handlers.keys()].sort()).toEqual([...INVOKE_CHANNELS].sort());
    expect(INVOKE_CHANNELS).toEqual(['host:request']);
    dispose();
    expect(handlers.size).toBe(0);
  });

  it('forwards a valid request from the app page to the host', async () => {
    const { ipcMain, call } = fakeIpcMain();
    const host = fakeHost();
    registerIpcHandlers(ipcMain, FILE_APP_URL, { 'host:request': hostRequestHandler(host) });
    await expect(call('host:request', FILE_APP_URL, { kind: 'game:view', params: { viewer: 1, since: 4 } })).resolves.toEqual({ ok: true, value: 'answer to game:view' });
    expect(host.seen).toEqual([{ kind: 'game:view', params: { viewer: 1, since: 4 } }]);
  });

  it('refuses a foreign sender, another local file and a vanished frame', async () => {
    const { ipcMain, call } = fakeIpcMain();
    const host = fakeHost();
    registerIpcHandlers(ipcMain, FILE_APP_URL, { 'host:request': hostRequestHandler(host) });
    const good = { kind: 'menu:state', params: {} };
    await expect(call('host:request', 'https://evil.example/', good)).rejects.toThrow(/untrusted sender/);
    await expect(call('host:request', pathToFileURL('/tmp/x.html').href, good)).rejects.toThrow(/untrusted sender/);
    await expect(call('host:request', null, good)).rejects.toThrow(/untrusted sender/);
    expect(host.request).not.toHaveBeenCalled();
  });

  it('answers a bad payload with an error reply that never reaches the host', async () => {
    const { ipcMain, call } = fakeIpcMain();
    const host = fakeHost();
    registerIpcHandlers(ipcMain, FILE_APP_URL, { 'host:request': hostRequestHandler(host) });
    const bad: [unknown, RegExp][] = [
      [undefined, /object with a kind and params/],
      ['menu:state', /object with a kind and params/],
      [{ kind: 'fs:read', params: { path: '/etc/passwd' } }, /Unknown request "fs:read"/],
      [{ kind: 'menu:state' }, /params must be an object/],
      [{ kind: 'menu:state', params: {}, extra: 1 }, /not "extra"/],
      [{ kind: 'game:act', params: { seat: 0, seq: 0, action: { type: 'cheat' } } }, /must name an action/],
      [{ kind: 'game:act', params: { seat: '0', seq: 0, action: { type: 'pass' } } }, /seat must be a whole number/],
      [{ kind: 'game:save', params: { name: 'x'.repeat(500) } }, /at most 64/],
      [{ kind: 'game:import', params: { text: 'y'.repeat(300 * 1024) } }, /too large/],
    ];
    for (const [payload, message] of bad) await expect(call('host:request', FILE_APP_URL, payload)).resolves.toEqual({ ok: false, error: expect.stringMatching(message) });
    expect(host.request).not.toHaveBeenCalled();
  });
});

describe('sendPush', () => {
  it('sends a push on the push channel to every live window, skipping closed ones', () => {
    const live = { send: vi.fn(), isDestroyed: () => false };
    const gone = { send: vi.fn(), isDestroyed: () => true };
    const broken = { send: vi.fn(() => { throw new Error('torn down'); }), isDestroyed: () => false };
    const push = { type: 'game:closed', gameId: 'g' } as const;
    sendPush([gone, broken, live], push);
    expect(live.send).toHaveBeenCalledWith(PUSH_CHANNEL, push);
    expect(gone.send).not.toHaveBeenCalled();
  });
});

describe('preload', () => {
  beforeEach(() => {
    electron.ipcRenderer.invoke.mockClear();
    electron.ipcRenderer.on.mockClear();
    electron.ipcRenderer.removeListener.mockClear();
  });

  async function exposedApi(): Promise<IlluminatiBridge> {
    vi.resetModules();
    electron.contextBridge.exposeInMainWorld.mockClear();
    await import('../../src/preload/index');
    expect(electron.contextBridge.exposeInMainWorld).toHaveBeenCalledTimes(1);
    const [key, api] = electron.contextBridge.exposeInMainWorld.mock.calls[0] as unknown as [string, IlluminatiBridge];
    expect(key).toBe('illuminati');
    return api;
  }

  it('exposes only the version, request and onPush, frozen', async () => {
    const api = await exposedApi();
    expect(Object.keys(api).sort()).toEqual(['onPush', 'request', 'version']);
    expect(typeof api.version).toBe('string');
    expect(Object.isFrozen(api)).toBe(true);
  });

  it('sends a request as {kind, params} on the request channel, and nothing else', async () => {
    const api = await exposedApi();
    await expect(api.request({ kind: 'menu:state', params: {} })).resolves.toBe('reply from host:request');
    expect(electron.ipcRenderer.invoke).toHaveBeenCalledWith(REQUEST_CHANNEL, { kind: 'menu:state', params: {} });
    await api.request({ kind: 'game:close', params: {}, sneaky: 'extra' } as never);
    expect(electron.ipcRenderer.invoke).toHaveBeenLastCalledWith(REQUEST_CHANNEL, { kind: 'game:close', params: {} });
    await expect(api.request(null as never)).resolves.toEqual({ ok: false, error: expect.any(String) });
    expect(electron.ipcRenderer.invoke).toHaveBeenCalledTimes(2);
  });

  it('hands listeners the push alone, and removes them', async () => {
    const api = await exposedApi();
    const got: unknown[] = [];
    const off = api.onPush((push) => got.push(push));
    expect(electron.ipcRenderer.on).toHaveBeenCalledWith(PUSH_CHANNEL, expect.any(Function));
    const forward = electron.ipcRenderer.on.mock.calls[0][1] as (event: unknown, push: unknown) => void;
    const push = { type: 'game:changed', gameId: 'g', seq: 3, deciding: [1], over: false };
    forward({ sender: 'the ipcRenderer itself' }, push);
    expect(got).toEqual([push]);
    off();
    expect(electron.ipcRenderer.removeListener).toHaveBeenCalledWith(PUSH_CHANNEL, forward);
    expect(() => api.onPush('not a function' as never)).toThrow(TypeError);
  });

  it('builds the same api over any ipcRenderer (createApi)', async () => {
    const ipc = { invoke: vi.fn(async () => 'x'), on: vi.fn(), removeListener: vi.fn() };
    const api = createApi(ipc, '9.9.9');
    expect(api.version).toBe('9.9.9');
    await api.request({ kind: 'menu:state', params: {} });
    expect(ipc.invoke).toHaveBeenCalledWith('host:request', { kind: 'menu:state', params: {} });
  });

  it('allow-list guard accepts exactly the declared channels', () => {
    for (const channel of INVOKE_CHANNELS) expect(isInvokeChannel(channel)).toBe(true);
    for (const channel of ['', 'app:version', 'host:push', 'Host:request', 'constructor', 'toString', 42, null]) {
      expect(isInvokeChannel(channel)).toBe(false);
    }
  });
});
