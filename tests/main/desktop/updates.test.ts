// Issue 21: the update check at start: off when the player turned it off or the app is not
// installed; otherwise electron-updater downloads in the background, installs on quit, and the
// page gets a notice, never a dialog or a restart.
import { describe, expect, it, vi } from 'vitest';
import { checkForUpdatesAtStart, type UpdaterLike } from '../../../src/main/desktop/updates';

function fakeUpdater(check: () => Promise<unknown> = async () => null) {
  const listeners = new Map<string, (arg: never) => void>();
  const updater = {
    autoDownload: false,
    autoInstallOnAppQuit: false,
    on: vi.fn((event: string, l: (arg: never) => void) => void listeners.set(event, l)),
    checkForUpdates: vi.fn(check),
    quitAndInstall: vi.fn(),
  };
  return { updater, emit: (event: string, arg: unknown) => listeners.get(event)?.(arg as never) };
}

describe('checkForUpdatesAtStart', () => {
  it('does not look when the setting is off', async () => {
    const { updater } = fakeUpdater();
    const loadUpdater = vi.fn(async () => updater as UpdaterLike);
    const log = vi.fn();
    expect(await checkForUpdatesAtStart({ enabled: false, isPackaged: true, loadUpdater, notify: vi.fn(), log })).toBe('turned-off');
    expect(loadUpdater).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledWith(expect.stringMatching(/turned off in Settings/));
  });

  it('does not look from an unpackaged app', async () => {
    const loadUpdater = vi.fn();
    expect(await checkForUpdatesAtStart({ enabled: true, isPackaged: false, loadUpdater, notify: vi.fn(), log: vi.fn() })).toBe('not-packaged');
    expect(loadUpdater).not.toHaveBeenCalled();
  });

  it('looks once, downloads quietly, installs on quit and tells the page when ready', async () => {
    const { updater, emit } = fakeUpdater();
    const notify = vi.fn();
    const log = vi.fn();
    expect(await checkForUpdatesAtStart({ enabled: true, isPackaged: true, loadUpdater: async () => updater, notify, log })).toBe('checking');
    expect(updater.checkForUpdates).toHaveBeenCalledTimes(1);
    expect(updater.autoDownload).toBe(true);
    expect(updater.autoInstallOnAppQuit).toBe(true);
    emit('update-downloaded', { version: '1.2.0' });
    expect(notify).toHaveBeenCalledWith('Version 1.2.0 of Illuminati is ready: it installs when you quit the game.');
    // Never a restart in the middle of a game.
    expect(updater.quitAndInstall).not.toHaveBeenCalled();
  });

  it('logs a failed check (offline, no release yet) and carries on', async () => {
    const { updater, emit } = fakeUpdater(async () => {
      throw new Error('net::ERR_INTERNET_DISCONNECTED');
    });
    const log = vi.fn();
    const notify = vi.fn();
    expect(await checkForUpdatesAtStart({ enabled: true, isPackaged: true, loadUpdater: async () => updater, notify, log })).toBe('checking');
    await vi.waitFor(() => expect(log).toHaveBeenCalledWith('Updates: the check failed (net::ERR_INTERNET_DISCONNECTED).'));
    emit('error', new Error('HttpError: 404'));
    expect(log).toHaveBeenCalledWith('Updates: HttpError: 404');
    expect(notify).not.toHaveBeenCalled();
  });

  it('survives an updater that cannot load', async () => {
    const log = vi.fn();
    const outcome = await checkForUpdatesAtStart({
      enabled: true,
      isPackaged: true,
      loadUpdater: async () => {
        throw new Error('no app-update.yml');
      },
      notify: vi.fn(),
      log,
    });
    expect(outcome).toBe('failed');
    expect(log).toHaveBeenCalledWith('Updates: the updater could not start (no app-update.yml).');
  });
});
