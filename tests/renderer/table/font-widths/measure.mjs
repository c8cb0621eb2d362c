// Writes ui-sans-bold.json: the advance of each character of Latin-1 and Latin Extended-A (and a
// few marks the card names use) in the table's bold title font (palette.ts UI_SANS), in em, as
// Debian's Chromium draws it (DejaVu Sans Bold here: the widest face of the stack, so a name that
// fits with these widths fits with Segoe UI or Roboto too). Summed per character, without the
// font's kerning, which only narrows a word: names-fit.test.ts measures a little wide, never narrow.
// Run from the project's root: node tests/renderer/table/font-widths/measure.mjs
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
const require = createRequire(`${process.cwd()}/package.json`);
const { chromium } = require('playwright-core');
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--headless', '--disable-gpu', '--disable-background-networking'] });
try {
  const page = await b.newPage();
  const widths = await page.evaluate(() => {
    const ctx = document.createElement('canvas').getContext('2d');
    ctx.font = "bold 100px 'Segoe UI', system-ui, 'DejaVu Sans', Roboto, 'Helvetica Neue', Arial, sans-serif";
    const chars = ['\u2013', '\u2014', '\u2019', '\u2018', '\u201c', '\u201d', '\u2026', '\u2212', '\u00b7'];
    for (let c = 0x20; c < 0x180; c++) if (c < 0x7f || c >= 0xa0) chars.push(String.fromCharCode(c));
    return Object.fromEntries(chars.map((ch) => [ch, Math.round(ctx.measureText(ch).width * 10) / 1000]));
  });
  writeFileSync(new URL('./ui-sans-bold.json', import.meta.url), `${JSON.stringify(widths)}\n`);
} finally {
  await b.close();
}
