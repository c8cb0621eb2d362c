// Issue 18, one typography across canvas and panels: the canvas draws with the same font stacks
// the panels' stylesheet declares (theme.css --sans and --serif).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { FONTS, UI_SANS, UI_SERIF } from '../../../src/renderer/src/table/palette';

const css = readFileSync(join(import.meta.dirname, '../../../src/renderer/src/styles/theme.css'), 'utf8');
const declared = (name: string): string => (css.match(new RegExp(`--${name}:\\s*([^;]+);`))?.[1] ?? '').trim();

it('the canvas fonts are the panels\u2019 --sans and --serif stacks', () => {
  expect(declared('sans')).toBe(UI_SANS);
  expect(declared('serif')).toBe(UI_SERIF);
  expect(FONTS.title).toBe(UI_SANS);
  expect(FONTS.numbers).toBe(UI_SANS);
  expect(FONTS.body).toBe(UI_SERIF);
});
