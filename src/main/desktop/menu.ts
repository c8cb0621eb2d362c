// The application menu (issue 21), built per platform convention:
// - macOS: the app menu (About, Settings... Cmd+,, Hide, Quit Cmd+Q), File, Edit, View (Enter
//   Full Screen Ctrl+Cmd+F, as every Mac app), Window, Help;
// - Windows and Linux: File (... Settings Ctrl+,, Exit / Quit Ctrl+Q), Edit, View (Full Screen F11),
//   Help (About). Windows names the last File item "Exit" and leaves Alt+F4 to the system.
// Game commands (new game, save, load, settings) go to the page, which decides what they mean
// where the player is (menu.ts only says which). Edit is there because macOS text fields get
// copy and paste from the menu's roles.
import type { MenuItemOptions } from '../electron-types';

export interface MenuActions {
  newGame(): void;
  save(): void;
  load(): void;
  settings(): void;
  /** Opens a saved-game file picked in a dialog (the same path as a double-click). */
  openFile(): void;
  /** Writes the game on the table to a saved-game file. */
  exportGame(): void;
  about(): void;
  openLogFolder(): void;
}

export function buildMenuTemplate(platform: string, appName: string, actions: MenuActions): MenuItemOptions[] {
  const mac = platform === 'darwin';
  const sep: MenuItemOptions = { type: 'separator' };
  const settings: MenuItemOptions = { id: 'settings', label: mac ? 'Settings\u2026' : '&Settings\u2026', accelerator: 'CmdOrCtrl+,', click: actions.settings };
  const about: MenuItemOptions = { id: 'about', label: `About ${appName}`, click: actions.about };
  const file: MenuItemOptions[] = [
    { id: 'new-game', label: mac ? 'New Game' : '&New Game', accelerator: 'CmdOrCtrl+N', click: actions.newGame },
    { id: 'load', label: mac ? 'Load Game\u2026' : '&Load Game\u2026', accelerator: 'CmdOrCtrl+O', click: actions.load },
    { id: 'open-file', label: mac ? 'Open Saved Game File\u2026' : '&Open Saved Game File\u2026', accelerator: 'CmdOrCtrl+Shift+O', click: actions.openFile },
    sep,
    { id: 'save', label: mac ? 'Save Game\u2026' : '&Save Game\u2026', accelerator: 'CmdOrCtrl+S', click: actions.save },
    { id: 'export', label: mac ? 'Export Game to File\u2026' : '&Export Game to File\u2026', accelerator: 'CmdOrCtrl+E', click: actions.exportGame },
  ];
  if (!mac) {
    file.push(sep, settings, sep);
    // Windows: "Exit", closed by the system's Alt+F4; Linux desktops: "Quit" with Ctrl+Q.
    file.push(platform === 'win32' ? { id: 'quit', role: 'quit', label: 'E&xit' } : { id: 'quit', role: 'quit', label: '&Quit', accelerator: 'Ctrl+Q' });
  } else {
    file.push(sep, { role: 'close', accelerator: 'Cmd+W' });
  }
  const edit: MenuItemOptions = {
    label: mac ? 'Edit' : '&Edit',
    submenu: [{ role: 'undo' }, { role: 'redo' }, sep, { role: 'cut' }, { role: 'copy' }, { role: 'paste' }, { role: 'selectAll' }],
  };
  const view: MenuItemOptions = {
    label: mac ? 'View' : '&View',
    submenu: [
      // F11 on Windows and Linux; Ctrl+Cmd+F on macOS (the green button does the same there).
      { id: 'fullscreen', role: 'togglefullscreen', accelerator: mac ? 'Ctrl+Cmd+F' : 'F11' },
      sep,
      { role: 'resetZoom' },
      { role: 'zoomIn' },
      { role: 'zoomOut' },
    ],
  };
  const help: MenuItemOptions = {
    label: mac ? 'Help' : '&Help',
    role: 'help',
    submenu: [{ id: 'logs', label: mac ? 'Open Log Folder' : 'Open &Log Folder', click: actions.openLogFolder }, ...(mac ? [] : [sep, about])],
  };
  if (mac) {
    return [
      {
        label: appName,
        submenu: [about, sep, settings, sep, { role: 'services' }, sep, { role: 'hide' }, { role: 'hideOthers' }, { role: 'unhide' }, sep, { id: 'quit', role: 'quit', accelerator: 'Cmd+Q' }],
      },
      { label: 'File', submenu: file },
      edit,
      view,
      { role: 'windowMenu' },
      help,
    ];
  }
  return [{ label: '&File', submenu: file }, edit, view, help];
}

/** Every item of a template, submenus included (tests, lookups by id). */
export function flattenMenu(items: readonly MenuItemOptions[]): MenuItemOptions[] {
  return items.flatMap((i) => [i, ...flattenMenu(i.submenu ?? [])]);
}
