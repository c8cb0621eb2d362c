#!/usr/bin/env node
// `npm run icons`: the installers' icons, all drawn from resources/icon.svg (scripts/make-icon.mjs
// draws that SVG): resources/icon.ico (Windows, 16 to 256 px), resources/icon.icns (macOS, 16 to
// 1024 px) and resources/icons/<N>x<N>.png (Linux, the sizes desktop environments look up).
// icon-gen rasterises the SVG with sharp and packs the .ico and .icns; the Linux PNGs come from
// the same rasteriser. The outputs are build products (git-ignored); `npm run dist` makes them first.
import { mkdirSync, readdirSync, realpathSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import generateIcon from 'icon-gen';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Windows shows 16 (lists), 24/32 (taskbar, small icons), 48 (explorer), 64-256 (large views, high DPI). */
export const ICO_SIZES = [16, 24, 32, 48, 64, 128, 256];
/** Every size Apple's icon format holds, 1024 being the 512@2x Retina size. */
export const ICNS_SIZES = [16, 32, 64, 128, 256, 512, 1024];
/** The hicolor theme sizes electron-builder copies into the AppImage and the .deb. */
export const LINUX_SIZES = [16, 24, 32, 48, 64, 128, 256, 512];

/** Writes icon.ico, icon.icns and icons/<N>x<N>.png into `outDir`; returns their paths. */
export async function makeIcons(outDir = join(root, 'resources'), svg = join(root, 'resources', 'icon.svg')) {
  mkdirSync(outDir, { recursive: true });
  const made = await generateIcon(svg, outDir, {
    report: false,
    ico: { name: 'icon', sizes: ICO_SIZES },
    icns: { name: 'icon', sizes: ICNS_SIZES },
  });
  // icon-gen's favicon option writes one PNG per size ("linux-<N>.png", plus a favicon.ico we do
  // not want); they are moved to the <N>x<N>.png names electron-builder's linux.icon folder expects.
  const tmp = join(outDir, '.linux-icons');
  rmSync(tmp, { recursive: true, force: true });
  mkdirSync(tmp);
  await generateIcon(svg, tmp, { report: false, favicon: { name: 'linux-', pngSizes: LINUX_SIZES, icoSizes: [16] } });
  const linuxDir = join(outDir, 'icons');
  rmSync(linuxDir, { recursive: true, force: true });
  mkdirSync(linuxDir, { recursive: true });
  const pngs = [];
  for (const name of readdirSync(tmp)) {
    const m = /^linux-(\d+)\.png$/.exec(name);
    if (!m) continue;
    const target = join(linuxDir, `${m[1]}x${m[1]}.png`);
    renameSync(join(tmp, name), target);
    pngs.push(target);
  }
  rmSync(tmp, { recursive: true, force: true });
  if (pngs.length !== LINUX_SIZES.length) throw new Error(`expected ${LINUX_SIZES.length} Linux icons, made ${pngs.length}`);
  return [...made, ...pngs.sort()];
}

const invoked = process.argv[1] && realpathSync(process.argv[1]) === realpathSync(fileURLToPath(import.meta.url));
if (invoked) {
  try {
    const files = await makeIcons();
    console.log(`Wrote ${files.length} icon files: ${files.map((f) => f.slice(root.length + 1)).join(', ')}`);
  } catch (e) {
    console.error(`The icons could not be made: ${e.message}`);
    process.exitCode = 1;
  }
}

