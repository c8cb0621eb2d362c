#!/usr/bin/env node
// Draws the app icon (an eye in a floating-capstone pyramid, our own design) and writes it as
// resources/icon.svg and resources/icon.png (512x512 RGBA). Uses only Node built-ins: the PNG is
// rasterised here with 4x4 supersampling and encoded with zlib, so no image tool is needed.
// Both files come from the same geometry below; rerun after changing it:
//   node scripts/make-icon.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

const SIZE = 512;
const SAMPLES = 4; // per axis, so 16 samples per pixel

const COLORS = {
  background: '#101317',
  stone: '#c9a227',
  stoneDark: '#8a6d12',
  mortar: '#101317',
  eyeRim: '#101317',
  eyeWhite: '#f4ecd0',
  iris: '#1f7a72',
  pupil: '#0b0d10',
  glint: '#ffffff',
};

// Geometry (SVG user units = PNG pixels).
const G = {
  corner: 96, // background corner radius
  apex: { x: 256, y: 58 },
  baseY: 446,
  baseHalf: 214, // half width of the pyramid base
  gapTop: 300, // the capstone floats: a dark band between gapTop and gapBottom
  gapBottom: 318,
  courses: [366, 406], // mortar lines between stone courses in the lower part
  mortar: 6,
  eye: { x: 256, y: 222, halfWidth: 64, halfHeight: 32, rim: 7 },
  iris: 25,
  pupil: 11,
  glint: { dx: 8, dy: -8, r: 5 },
};

/** Half width of the pyramid at height y (0 outside it). */
function pyramidHalfWidth(y) {
  if (y < G.apex.y || y > G.baseY) return 0;
  return ((y - G.apex.y) / (G.baseY - G.apex.y)) * G.baseHalf;
}

/** The almond of an eye: intersection of two discs whose rims meet at the eye's corners. */
function almond(halfWidth, halfHeight) {
  const r = (halfWidth * halfWidth + halfHeight * halfHeight) / (2 * halfHeight);
  return { r, offset: r - halfHeight };
}

function inAlmond(x, y, halfWidth, halfHeight) {
  const { r, offset } = almond(halfWidth, halfHeight);
  const dx = x - G.eye.x;
  const upper = (y - (G.eye.y + offset)) ** 2 + dx * dx <= r * r; // disc below: its top is the upper lid
  const lower = (y - (G.eye.y - offset)) ** 2 + dx * dx <= r * r; // disc above: its bottom is the lower lid
  return upper && lower;
}

function inRoundedSquare(x, y) {
  const c = G.corner;
  const cx = Math.min(Math.max(x, c), SIZE - c);
  const cy = Math.min(Math.max(y, c), SIZE - c);
  return x >= 0 && y >= 0 && x <= SIZE && y <= SIZE && (x - cx) ** 2 + (y - cy) ** 2 <= c * c;
}

/** Colour of one sample point, painted back to front; null is transparent. */
function colorAt(x, y) {
  if (!inRoundedSquare(x, y)) return null;
  const eye = G.eye;
  if (inAlmond(x, y, eye.halfWidth + eye.rim, eye.halfHeight + eye.rim)) {
    if (!inAlmond(x, y, eye.halfWidth, eye.halfHeight)) return COLORS.eyeRim;
    const d2 = (x - eye.x) ** 2 + (y - eye.y) ** 2;
    const glint = (x - eye.x - G.glint.dx) ** 2 + (y - eye.y - G.glint.dy) ** 2;
    if (glint <= G.glint.r ** 2) return COLORS.glint;
    if (d2 <= G.pupil ** 2) return COLORS.pupil;
    if (d2 <= G.iris ** 2) return COLORS.iris;
    return COLORS.eyeWhite;
  }
  const half = pyramidHalfWidth(y);
  if (Math.abs(x - G.apex.x) <= half) {
    if (y >= G.gapTop && y <= G.gapBottom) return COLORS.background;
    if (G.courses.some((c) => Math.abs(y - c) <= G.mortar / 2)) return COLORS.mortar;
    // Shade the right face so the pyramid reads as a solid.
    return x > G.apex.x ? COLORS.stoneDark : COLORS.stone;
  }
  return COLORS.background;
}

function hexToRgb(hex) {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function rasterize() {
  const pixels = Buffer.alloc(SIZE * SIZE * 4);
  const cache = new Map();
  const rgb = (hex) => {
    if (!cache.has(hex)) cache.set(hex, hexToRgb(hex));
    return cache.get(hex);
  };
  for (let py = 0; py < SIZE; py++) {
    for (let px = 0; px < SIZE; px++) {
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (let sy = 0; sy < SAMPLES; sy++) {
        for (let sx = 0; sx < SAMPLES; sx++) {
          const hex = colorAt(px + (sx + 0.5) / SAMPLES, py + (sy + 0.5) / SAMPLES);
          if (hex === null) continue;
          const [cr, cg, cb] = rgb(hex);
          r += cr;
          g += cg;
          b += cb;
          a += 1;
        }
      }
      const i = (py * SIZE + px) * 4;
      if (a > 0) {
        // Average the covered samples' colour (straight alpha), alpha = coverage.
        pixels[i] = Math.round(r / a);
        pixels[i + 1] = Math.round(g / a);
        pixels[i + 2] = Math.round(b / a);
        pixels[i + 3] = Math.round((a / (SAMPLES * SAMPLES)) * 255);
      }
    }
  }
  return pixels;
}

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(buffer) {
  let c = 0xffffffff;
  for (const byte of buffer) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function encodePng(width, height, rgba) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // colour type RGBA
  header[10] = 0; // compression
  header[11] = 0; // filter method
  header[12] = 0; // no interlace
  const stride = width * 4;
  const raw = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (stride + 1)] = 0; // filter type None
    rgba.copy(raw, y * (stride + 1) + 1, y * stride, (y + 1) * stride);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function svg() {
  const { apex, baseY, baseHalf, gapTop, gapBottom, eye } = G;
  const at = (y) => pyramidHalfWidth(y);
  const f = (n) => Number(n.toFixed(2));
  const lid = (halfWidth, halfHeight) => {
    const { r } = almond(halfWidth, halfHeight);
    const left = `${f(eye.x - halfWidth)} ${eye.y}`;
    const right = `${f(eye.x + halfWidth)} ${eye.y}`;
    return `M${left} A${f(r)} ${f(r)} 0 0 1 ${right} A${f(r)} ${f(r)} 0 0 1 ${left} Z`;
  };
  // Left (lit) and right (shaded) halves of the capstone and of the base.
  const cap = (side) =>
    `${apex.x},${apex.y} ${f(apex.x + side * at(gapTop))},${gapTop} ${apex.x},${gapTop}`;
  const base = (side) =>
    `${apex.x},${gapBottom} ${f(apex.x + side * at(gapBottom))},${gapBottom} ${apex.x + side * baseHalf},${baseY} ${apex.x},${baseY}`;
  const courses = G.courses
    .map(
      (y) =>
        `<rect x="${f(apex.x - at(y + G.mortar / 2))}" y="${y - G.mortar / 2}" width="${f(2 * at(y + G.mortar / 2))}" height="${G.mortar}" fill="${COLORS.mortar}"/>`,
    )
    .join('\n  ');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">
  <title>Illuminati</title>
  <rect width="${SIZE}" height="${SIZE}" rx="${G.corner}" fill="${COLORS.background}"/>
  <polygon points="${cap(-1)}" fill="${COLORS.stone}"/>
  <polygon points="${cap(1)}" fill="${COLORS.stoneDark}"/>
  <polygon points="${base(-1)}" fill="${COLORS.stone}"/>
  <polygon points="${base(1)}" fill="${COLORS.stoneDark}"/>
  ${courses}
  <path d="${lid(eye.halfWidth + eye.rim, eye.halfHeight + eye.rim)}" fill="${COLORS.eyeRim}"/>
  <path d="${lid(eye.halfWidth, eye.halfHeight)}" fill="${COLORS.eyeWhite}"/>
  <circle cx="${eye.x}" cy="${eye.y}" r="${G.iris}" fill="${COLORS.iris}"/>
  <circle cx="${eye.x}" cy="${eye.y}" r="${G.pupil}" fill="${COLORS.pupil}"/>
  <circle cx="${eye.x + G.glint.dx}" cy="${eye.y + G.glint.dy}" r="${G.glint.r}" fill="${COLORS.glint}"/>
</svg>
`;
}

const outDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'resources');
mkdirSync(outDir, { recursive: true });
writeFileSync(join(outDir, 'icon.svg'), svg());
writeFileSync(join(outDir, 'icon.png'), encodePng(SIZE, SIZE, rasterize()));
console.log(`Wrote ${join(outDir, 'icon.svg')} and ${join(outDir, 'icon.png')} (${SIZE}x${SIZE}).`);
