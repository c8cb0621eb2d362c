// The bots' worker in the packaged app (issue 37): a path into app.asar becomes the unpacked copy
// when it exists; anything else is left alone.
import { describe, expect, it } from 'vitest';
import { unpackedPath } from '../../src/main/asar-path';

describe('unpackedPath', () => {
  const has = (...paths: string[]) => (p: string) => paths.includes(p);

  it('points a worker inside app.asar at app.asar.unpacked when electron-builder unpacked it', () => {
    const inAsar = '/opt/Illuminati/resources/app.asar/out/main/chunks/worker-1.mjs';
    const unpacked = '/opt/Illuminati/resources/app.asar.unpacked/out/main/chunks/worker-1.mjs';
    expect(unpackedPath(inAsar, has(unpacked))).toBe(unpacked);
    expect(unpackedPath('C:\\Illuminati\\resources\\app.asar\\out\\main\\chunks\\worker-1.mjs', has('C:\\Illuminati\\resources\\app.asar.unpacked\\out\\main\\chunks\\worker-1.mjs'))).toBe(
      'C:\\Illuminati\\resources\\app.asar.unpacked\\out\\main\\chunks\\worker-1.mjs',
    );
  });

  it('keeps the path when nothing was unpacked, and outside any archive', () => {
    const inAsar = '/opt/Illuminati/resources/app.asar/out/main/chunks/worker-1.mjs';
    expect(unpackedPath(inAsar, has())).toBe(inAsar);
    expect(unpackedPath('/home/me/illuminati/out/main/chunks/worker-1.mjs', () => true)).toBe('/home/me/illuminati/out/main/chunks/worker-1.mjs');
    expect(unpackedPath('/home/me/app.asarx/worker.mjs', () => true)).toBe('/home/me/app.asarx/worker.mjs');
  });
});
