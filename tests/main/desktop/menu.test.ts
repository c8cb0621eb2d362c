// Issue 21: the application menu follows each platform's conventions and carries the shortcuts of
// new game, save, load, settings, fullscreen and quit.
import { describe, expect, it, vi } from 'vitest';
import { buildMenuTemplate, flattenMenu, type MenuActions } from '../../../src/main/desktop/menu';
import type { MenuItemOptions } from '../../../src/main/electron-types';

function actions(): MenuActions {
  return { newGame: vi.fn(), save: vi.fn(), load: vi.fn(), settings: vi.fn(), openFile: vi.fn(), exportGame: vi.fn(), about: vi.fn(), openLogFolder: vi.fn() };
}
const byId = (items: MenuItemOptions[], id: string) => flattenMenu(items).find((i) => i.id === id);

describe.each(['darwin', 'win32', 'linux'])('the menu on %s', (platform) => {
  const a = actions();
  const menu = buildMenuTemplate(platform, 'Illuminati', a);

  it('gives the game commands their shortcuts', () => {
    expect(byId(menu, 'new-game')?.accelerator).toBe('CmdOrCtrl+N');
    expect(byId(menu, 'save')?.accelerator).toBe('CmdOrCtrl+S');
    expect(byId(menu, 'load')?.accelerator).toBe('CmdOrCtrl+O');
    expect(byId(menu, 'settings')?.accelerator).toBe('CmdOrCtrl+,');
    expect(byId(menu, 'fullscreen')).toMatchObject({ role: 'togglefullscreen' });
    expect(byId(menu, 'quit')).toMatchObject({ role: 'quit' });
  });

  it('runs the action of each item', () => {
    byId(menu, 'new-game')?.click?.();
    byId(menu, 'save')?.click?.();
    byId(menu, 'load')?.click?.();
    byId(menu, 'settings')?.click?.();
    byId(menu, 'open-file')?.click?.();
    byId(menu, 'export')?.click?.();
    byId(menu, 'about')?.click?.();
    byId(menu, 'logs')?.click?.();
    for (const f of Object.values(a)) expect(f).toHaveBeenCalledTimes(1);
  });

  it('has no two items with the same shortcut', () => {
    const keys = flattenMenu(menu).flatMap((i) => (i.accelerator ? [i.accelerator] : []));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('offers copy and paste (macOS text fields get them from the menu) and the log folder', () => {
    const roles = flattenMenu(menu).map((i) => i.role);
    expect(roles).toEqual(expect.arrayContaining(['copy', 'paste', 'cut', 'selectAll']));
    expect(byId(menu, 'logs')?.label).toMatch(/Log Folder/);
  });
});

describe('platform conventions', () => {
  it('macOS: an app menu with About, Settings and Quit (Cmd+Q); fullscreen on Ctrl+Cmd+F; a Window menu', () => {
    const menu = buildMenuTemplate('darwin', 'Illuminati', actions());
    expect(menu[0]?.label).toBe('Illuminati');
    const appIds = (menu[0]?.submenu ?? []).map((i) => i.id);
    expect(appIds).toEqual(expect.arrayContaining(['about', 'settings', 'quit']));
    expect(byId(menu, 'quit')?.accelerator).toBe('Cmd+Q');
    expect(byId(menu, 'fullscreen')?.accelerator).toBe('Ctrl+Cmd+F');
    expect(menu.some((i) => i.role === 'windowMenu')).toBe(true);
    expect(flattenMenu(menu).some((i) => i.label?.includes('&'))).toBe(false);
  });

  it('Windows: File > Exit (Alt+F4 left to the system), F11, About under Help, access keys', () => {
    const menu = buildMenuTemplate('win32', 'Illuminati', actions());
    expect(menu.map((i) => i.label)).toEqual(['&File', '&Edit', '&View', '&Help']);
    expect(byId(menu, 'quit')).toEqual({ id: 'quit', role: 'quit', label: 'E&xit' });
    expect(byId(menu, 'fullscreen')?.accelerator).toBe('F11');
    expect((menu[3]?.submenu ?? []).some((i) => i.id === 'about')).toBe(true);
    expect((menu[0]?.submenu ?? []).some((i) => i.id === 'settings')).toBe(true);
  });

  it('Linux: File > Quit on Ctrl+Q, F11', () => {
    const menu = buildMenuTemplate('linux', 'Illuminati', actions());
    expect(byId(menu, 'quit')).toMatchObject({ label: '&Quit', accelerator: 'Ctrl+Q' });
    expect(byId(menu, 'fullscreen')?.accelerator).toBe('F11');
  });
});
