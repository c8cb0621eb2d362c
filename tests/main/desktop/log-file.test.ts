// Issue 21: the desktop log lives in the platform's log folder (as Electron names it) and rotates
// by size, keeping a bounded number of old files.
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOG_FILE, logFolder, RotatingLog } from '../../../src/main/desktop/log-file';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});
function dir(): string {
  const d = mkdtempSync(join(tmpdir(), 'illuminati-log-'));
  dirs.push(d);
  return d;
}

describe('log location', () => {
  it("sets Electron's platform default before reading the 'logs' path", () => {
    const calls: string[] = [];
    const app = {
      setAppLogsPath: vi.fn((p?: string) => void calls.push(`set:${p ?? 'default'}`)),
      getPath: vi.fn((name: string) => (calls.push(`get:${name}`), '/Users/ann/Library/Logs/Illuminati')),
    };
    expect(logFolder(app)).toBe('/Users/ann/Library/Logs/Illuminati');
    expect(calls).toEqual(['set:default', 'get:logs']);
  });

  it('writes main.log in that folder (made if missing), one timestamped line per entry', () => {
    const d = join(dir(), 'logs');
    const log = new RotatingLog(d, { now: () => new Date('2026-01-02T03:04:05.000Z') });
    log.info('started');
    log.warn('two\nlines');
    expect(log.path).toBe(join(d, LOG_FILE));
    expect(readFileSync(log.path, 'utf8')).toBe('2026-01-02T03:04:05.000Z INFO  started\n2026-01-02T03:04:05.000Z WARN  two | lines\n');
  });
});

describe('rotation', () => {
  it('rotates at the size limit and keeps only the newest files', () => {
    const d = dir();
    const log = new RotatingLog(d, { maxBytes: 200, keep: 2, now: () => new Date(0) });
    // Each line is 50 bytes: 4 fit in a file.
    const line = (i: number) => `entry ${String(i).padStart(3, '0')} ${'x'.repeat(15)}`;
    for (let i = 0; i < 14; i++) log.info(line(i));
    expect(statSync(log.path).size).toBeLessThanOrEqual(200);
    expect(existsSync(log.rotated(1))).toBe(true);
    expect(existsSync(log.rotated(2))).toBe(true);
    expect(existsSync(log.rotated(3))).toBe(false);
    expect(readFileSync(log.path, 'utf8')).toContain(line(13));
    expect(readFileSync(log.rotated(1), 'utf8')).toContain(line(11));
    expect(readFileSync(log.rotated(2), 'utf8')).toContain(line(7));
    // The oldest entries are gone.
    const all = [log.path, log.rotated(1), log.rotated(2)].map((p) => readFileSync(p, 'utf8')).join('');
    expect(all).not.toContain(line(0));
  });

  it('carries on from an existing file after a restart', () => {
    const d = dir();
    new RotatingLog(d, { maxBytes: 120, now: () => new Date(0) }).info('a'.repeat(60));
    const again = new RotatingLog(d, { maxBytes: 120, now: () => new Date(0) });
    again.info('b'.repeat(60));
    expect(readFileSync(again.rotated(1), 'utf8')).toContain('a'.repeat(60));
    expect(readFileSync(again.path, 'utf8')).not.toContain('a'.repeat(60));
  });

  it('never throws when the folder cannot be written', () => {
    const d = dir();
    new RotatingLog(d).info('x'); // makes main.log
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const log = new RotatingLog(join(d, LOG_FILE, 'sub')); // a folder inside a file
    expect(() => log.info('lost')).not.toThrow();
    expect(() => log.info('lost again')).not.toThrow();
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });
});
