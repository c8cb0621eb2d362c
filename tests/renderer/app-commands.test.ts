// Issue 21: the desktop menu's commands (app:command pushes) as the page carries them out: Settings
// anywhere, Save opens the table's save bar, New game and Load ask before leaving a game, and
// show-game opens the game a save file brought in.
import { createPinia, setActivePinia } from 'pinia';
import { beforeEach, describe, expect, it } from 'vitest';
import type { NewGameSetup, SeatController } from '../../src/shared/protocol/messages';
import { useSessionStore } from '../../src/renderer/src/stores/session';
import { useUiStore } from '../../src/renderer/src/stores/ui';
import { FakeHost, settle } from './support/fake-host';
import { parseFrame } from '../../src/renderer/src/transport/frames';

const H: SeatController = { kind: 'human' };
const setup: NewGameSetup = { config: { players: 2, names: ['A', 'B'], elimination: false }, seats: [H, H], seed: 'cmd' };

let host: FakeHost;
beforeEach(async () => {
  setActivePinia(createPinia());
  host = new FakeHost();
  await useSessionStore().start(host);
});

describe('desktop menu commands', () => {
  it('come from the desktop window only: a WebSocket frame carrying one is dropped', () => {
    expect(parseFrame(JSON.stringify({ push: { type: 'app:command', command: 'new-game' } }))).toBeNull();
    expect(parseFrame(JSON.stringify({ push: { type: 'host:notice', level: 'info', text: 'x' } }))).not.toBeNull();
  });

  it('Settings opens the settings and comes back to where the player was', async () => {
    const s = useSessionStore();
    await s.newGame(setup);
    host.push({ type: 'app:command', command: 'settings' });
    await settle();
    expect(s.screen).toBe('settings');
    s.back();
    expect(s.screen).toBe('table');
  });

  it('Save opens the save bar on the table, and says what to do elsewhere', async () => {
    const s = useSessionStore();
    host.push({ type: 'app:command', command: 'save' });
    await settle();
    expect(s.saveRequests).toBe(0);
    expect(s.notices.at(-1)?.text).toBe('Open a game on the table to save it.');
    await s.newGame(setup);
    host.push({ type: 'app:command', command: 'save' });
    await settle();
    expect(s.saveRequests).toBe(1);
  });

  it('New game from the menu opens the setup at once', async () => {
    const s = useSessionStore();
    host.push({ type: 'app:command', command: 'new-game' });
    await settle();
    expect(s.screen).toBe('setup');
  });

  it('Load during a game asks first; no keeps the game, yes closes it and shows the load screen', async () => {
    const s = useSessionStore();
    const ui = useUiStore();
    await s.newGame(setup);
    host.push({ type: 'app:command', command: 'load' });
    await settle();
    expect(ui.confirm?.title).toBe('Leave this game?');
    ui.answer(false);
    await settle();
    expect(s.screen).toBe('table');
    expect(s.gameId).not.toBeNull();
    host.push({ type: 'app:command', command: 'load' });
    await settle();
    ui.answer(true);
    await settle();
    expect(s.screen).toBe('load');
    expect(s.gameId).toBeNull();
    expect(host.requests.some((r) => r.kind === 'game:close')).toBe(true);
  });

  it('show-game opens the game the host has open (a save file opened from the desktop)', async () => {
    const s = useSessionStore();
    // The main process imported a file: the host has a game the page does not show yet.
    await host.request('game:new', { setup });
    host.push({ type: 'app:command', command: 'show-game' });
    await settle();
    expect(s.screen).toBe('table');
    expect(s.gameId).not.toBeNull();
  });
});
