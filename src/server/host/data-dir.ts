// Where the host keeps its files (settings.json, autosave.json, saves/) when it is not told.
// Electron passes app.getPath('userData'); browser mode takes --data or this platform rule:
//   Linux and others: $XDG_DATA_HOME/illuminati-desktop, else ~/.local/share/illuminati-desktop
//   Windows:          %APPDATA%\illuminati-desktop, else ~\AppData\Roaming\illuminati-desktop
//   macOS:            ~/Library/Application Support/illuminati-desktop
import { isAbsolute, join } from 'node:path';

export const APP_DIR_NAME = 'illuminati-desktop';

export function defaultDataDir(env: Readonly<Record<string, string | undefined>>, platform: string, home: string): string {
  // The XDG spec ignores relative paths, and so do we (for APPDATA too).
  const absolute = (v: string | undefined) => (v && isAbsolute(v) ? v : null);
  if (platform === 'win32') return join(absolute(env.APPDATA) ?? join(home, 'AppData', 'Roaming'), APP_DIR_NAME);
  if (platform === 'darwin') return join(home, 'Library', 'Application Support', APP_DIR_NAME);
  return join(absolute(env.XDG_DATA_HOME) ?? join(home, '.local', 'share'), APP_DIR_NAME);
}

/** The LAN game's state in the data folder (lan/lan-host.ts writes it; the start's check reads it). */
export const LAN_FILE = 'lan.json';
export const LAN_FORMAT = 'illuminati-lan';
