// Issue 37: one helper reads and writes the header of all four file formats (the engine's saved
// game, the host's save envelope, the replay, the journal), so each tells a foreign file, an
// unknown version and a newer version apart in the same words.
import { describe, expect, it } from 'vitest';
import { header, hasHeader, headerError } from '../../src/shared/file-header';
import { SAVE_FILE, validateSave } from '../../src/shared/engine';
import { REPLAY_FILE } from '../../src/shared/protocol/replays';
import { HOST_SAVE_FILE, parseHostSave } from '../../src/server/host/envelope';
import { JOURNAL_FILE, headerLine } from '../../src/server/host/journal-format';

describe('file headers', () => {
  it('each format is written and read with the one helper', () => {
    for (const f of [SAVE_FILE, HOST_SAVE_FILE, REPLAY_FILE, JOURNAL_FILE]) {
      expect(header(f)).toEqual({ format: f.format, version: f.version });
      expect(headerError({ ...header(f) }, f)).toBeNull();
      expect(hasHeader({ ...header(f) }, f)).toBe(true);
    }
    expect(new Set([SAVE_FILE, HOST_SAVE_FILE, REPLAY_FILE, JOURNAL_FILE].map((f) => f.format)).size).toBe(4);
  });

  it('tells a foreign file, an unknown version and a newer one apart', () => {
    expect(headerError([1], REPLAY_FILE)).toBe('The file does not contain a replay.');
    expect(headerError({ format: SAVE_FILE.format, version: 1 }, REPLAY_FILE)).toBe('The file is not an Illuminati replay.');
    for (const version of ['1', 0, 1.5, null, undefined]) expect(headerError({ format: REPLAY_FILE.format, version }, REPLAY_FILE)).toBe('The replay has an unknown format version.');
    expect(headerError({ format: REPLAY_FILE.format, version: 3 }, REPLAY_FILE)).toBe('The replay was written by a newer version of the game (format 3; this version reads 1).');
    // Files of the host's own folder are read only at exactly the version it writes.
    expect(hasHeader({ format: REPLAY_FILE.format, version: 2 }, REPLAY_FILE)).toBe(false);
  });

  it('the formats use it: the engine save, the host save and the journal say the same things', () => {
    expect(validateSave({ format: SAVE_FILE.format, version: 9 })).toBe('The saved game was written by a newer version of the game (format 9; this version reads 1).');
    expect(validateSave({ format: 'something-else', version: 1 })).toBe('The file is not an Illuminati saved game.');
    expect(parseHostSave(JSON.stringify({ format: HOST_SAVE_FILE.format, version: 'x' }))).toEqual({ ok: false, error: 'The saved game has an unknown format version.' });
    expect(headerLine('j1', 4)).toMatch(/^[0-9a-f]{8} \{"format":"illuminati-journal","version":1,"id":"j1","base":4\}\n$/);
  });
});
