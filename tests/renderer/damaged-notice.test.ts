// Issue 40: damaged files the host kept aside are told in the menu, in the player's language, once
// each (a menu refresh does not repeat them), and stay until dismissed (warnings).
import { createPinia, setActivePinia } from 'pinia';
import { beforeEach, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, type MenuState, type Push, type Reply } from '../../src/shared/protocol/messages';
import { i18n } from '../../src/renderer/src/i18n';
import { useSessionStore } from '../../src/renderer/src/stores/session';
import type { ClientConnection } from '../../src/renderer/src/transport/connection';

function host(state: MenuState): ClientConnection {
  return {
    state: 'open',
    closesWindow: false,
    onPush: (_l: (p: Push) => void) => () => undefined,
    onState: () => () => undefined,
    request: async (kind: string) => (kind === 'menu:state' ? { ok: true, value: state } : { ok: false, error: 'no' }) as Reply<never>,
    close: () => undefined,
  } as unknown as ClientConnection;
}

beforeEach(() => setActivePinia(createPinia()));

it('the menu tells what was found and kept, once each', async () => {
  const state: MenuState = {
    canContinue: false,
    gameOpen: false,
    saves: [],
    settings: { ...DEFAULT_SETTINGS, language: 'en' },
    version: 't',
    damaged: [
      { kind: 'autosave', file: 'autosave.json', keptAs: 'autosave.json.damaged-2026-11-27T11-58-03-123Z' },
      { kind: 'journal', file: 'autosave.journal', keptAs: 'autosave.journal.damaged-2026-11-27T11-58-03-124Z', recovered: 500 },
    ],
  };
  const session = useSessionStore();
  i18n.global.locale.value = 'en';
  await session.start(host(state));
  expect(session.notices.map((n) => [n.level, n.text])).toEqual([
    ['warning', 'Your last game could not be read; the file was kept as autosave.json.damaged-2026-11-27T11-58-03-123Z.'],
    ['warning', 'The journal of your last game was damaged: 500 of its moves were recovered, and the file was kept as autosave.journal.damaged-2026-11-27T11-58-03-124Z.'],
  ]);
  await session.refreshMenu();
  expect(session.notices).toHaveLength(2);
});
