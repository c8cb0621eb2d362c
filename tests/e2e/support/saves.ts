// Save files the tests put in a data folder's saves/ (or import), in the host's format: the
// engine's SavedGame (config, seed, actions) inside the host envelope with who plays each seat.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { HOST_SAVE_FORMAT, HOST_SAVE_VERSION, type HostSave } from '../../../src/server/host';
import { SAVE_FORMAT, SAVE_VERSION, type Action, type GameConfig, type Seat } from '../../../src/shared/engine';
import type { SeatController } from '../../../src/shared/protocol/messages';

export function hostSave(config: GameConfig, seed: string, actions: { seat: Seat; action: Action }[], seats: SeatController[]): HostSave {
  return {
    format: HOST_SAVE_FORMAT,
    version: HOST_SAVE_VERSION,
    savedAt: new Date(0).toISOString(),
    finished: false,
    game: { format: SAVE_FORMAT, version: SAVE_VERSION, config, seed, actions },
    seats,
  };
}

/** Writes `<dataDir>/saves/<name>.json`, where the Load screen finds it. */
export function putSave(dataDir: string, name: string, save: HostSave | string): void {
  mkdirSync(join(dataDir, 'saves'), { recursive: true });
  writeFileSync(join(dataDir, 'saves', `${name}.json`), typeof save === 'string' ? save : JSON.stringify(save));
}
