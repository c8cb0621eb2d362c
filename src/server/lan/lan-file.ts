// lan.json: what a LAN lobby is, kept in the host's data folder (never sent to anyone) so that a
// restarted host reopens the same game with the same code, port and seat tokens.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Seat } from '../../shared/engine';
import type { NewGameSetup } from '../../shared/protocol/messages';
import { writeFileAtomic } from '../host/atomic-file';
import { LAN_FILE, LAN_FORMAT } from '../host/data-dir';

export { LAN_FILE, LAN_FORMAT };
export const LAN_VERSION = 1;

/** What a lobby is, as chosen when it opened: kept in memory and in lan.json alike. */
export interface LobbySettings {
  name: string;
  code: string;
  bind: string;
  port: number;
  graceMs: number;
  setup: NewGameSetup;
  started: boolean;
  /** Whether join screens on the network hear of this game (issue 33; absent in older lan.json: yes). */
  announce?: boolean;
}

/** What lan.json keeps. */
export interface LanFile extends LobbySettings {
  format: typeof LAN_FORMAT;
  version: number;
  tokens: { seat: Seat; name: string; token: string }[];
}

/** The folder's lan.json parsed as it was written (format and version unchecked), or null when it cannot be read or parsed. */
export async function readLanFile(dataDir: string): Promise<{ file: LanFile } | null> {
  try {
    return { file: JSON.parse(await readFile(join(dataDir, LAN_FILE), 'utf8')) as LanFile };
  } catch {
    return null;
  }
}

/** Whether a parsed lan.json is one this version writes. */
export function isCurrentLanFile(file: LanFile | null): file is LanFile {
  return file?.format === LAN_FORMAT && file.version === LAN_VERSION;
}

export async function writeLanFile(dataDir: string, settings: LobbySettings, tokens: LanFile['tokens']): Promise<void> {
  const { name, code, bind, port, graceMs, setup, started, announce } = settings;
  const file: LanFile = { format: LAN_FORMAT, version: LAN_VERSION, name, code, bind, port, graceMs, setup, started, announce: announce !== false, tokens };
  await writeFileAtomic(join(dataDir, LAN_FILE), JSON.stringify(file));
}
