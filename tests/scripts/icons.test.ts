// `npm run icons` (scripts/icons.mjs): the installers' icons hold every size each platform looks
// for. The sizes are read back from inside the files (ICO directory, ICNS block types, PNG
// headers), not taken from the script's own lists.
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
// @ts-expect-error -- a plain .mjs script without typings
import { makeIcons } from '../../scripts/icons.mjs';

/** Width and height of a PNG from its IHDR chunk. */
function pngSize(png: Buffer): [number, number] {
  expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
  return [png.readUInt32BE(16), png.readUInt32BE(20)];
}

/** The sizes an .ico's directory lists (a 0 byte means 256) and, for each, the size of its image. */
function icoSizes(ico: Buffer): number[] {
  expect(ico.readUInt16LE(0)).toBe(0);
  expect(ico.readUInt16LE(2)).toBe(1); // type 1: icon
  const count = ico.readUInt16LE(4);
  const sizes: number[] = [];
  for (let i = 0; i < count; i++) {
    const entry = 6 + i * 16;
    const w = ico[entry] || 256;
    const h = ico[entry + 1] || 256;
    expect(h).toBe(w);
    const offset = ico.readUInt32LE(entry + 12);
    const image = ico.subarray(offset, offset + ico.readUInt32LE(entry + 8));
    // The image itself has that size: a PNG's header, or a BMP info header (height doubled: mask).
    if (image.subarray(1, 4).toString('ascii') === 'PNG') expect(pngSize(image)).toEqual([w, h]);
    else expect([image.readInt32LE(4), image.readInt32LE(8)]).toEqual([w, 2 * h]);
    sizes.push(w);
  }
  return sizes.sort((a, b) => a - b);
}

/** The pixel sizes of an .icns's image blocks (each a PNG, or an RLE block of known size). */
function icnsSizes(icns: Buffer): number[] {
  expect(icns.subarray(0, 4).toString('ascii')).toBe('icns');
  expect(icns.readUInt32BE(4)).toBe(icns.length);
  const sizes = new Set<number>();
  for (let at = 8; at < icns.length; ) {
    const type = icns.subarray(at, at + 4).toString('ascii');
    const length = icns.readUInt32BE(at + 4);
    const data = icns.subarray(at + 8, at + length);
    if (data.subarray(1, 4).toString('ascii') === 'PNG') {
      const [w, h] = pngSize(data);
      expect(h).toBe(w);
      sizes.add(w);
    } else if (type === 'is32') sizes.add(16);
    else if (type === 'il32') sizes.add(32);
    at += length;
  }
  return [...sizes].sort((a, b) => a - b);
}

describe('npm run icons', () => {
  let dir = '';
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'illuminati-icons-'));
    await makeIcons(dir);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('makes a Windows .ico holding 16 to 256 px', () => {
    expect(icoSizes(readFileSync(join(dir, 'icon.ico')))).toEqual([16, 24, 32, 48, 64, 128, 256]);
  });

  it('makes a macOS .icns holding 16 to 1024 px', () => {
    expect(icnsSizes(readFileSync(join(dir, 'icon.icns')))).toEqual([16, 32, 64, 128, 256, 512, 1024]);
  });

  it('makes the Linux PNGs, each named for the size it has', () => {
    const names = readdirSync(join(dir, 'icons')).sort((a, b) => Number.parseInt(a) - Number.parseInt(b));
    expect(names).toEqual(['16x16.png', '24x24.png', '32x32.png', '48x48.png', '64x64.png', '128x128.png', '256x256.png', '512x512.png']);
    for (const name of names) {
      const n = Number.parseInt(name);
      expect(pngSize(readFileSync(join(dir, 'icons', name)))).toEqual([n, n]);
    }
  });

  it('is what electron-builder.yml packs for each platform', () => {
    const config = parse(readFileSync(join(process.cwd(), 'electron-builder.yml'), 'utf8')) as Record<string, { icon?: string }>;
    expect(config.win?.icon).toBe('resources/icon.ico');
    expect(config.mac?.icon).toBe('resources/icon.icns');
    expect(config.linux?.icon).toBe('resources/icons');
  });
});
