// No user-visible English outside the message files (issue 19): every .vue template and script of
// the renderer, the message board sentences included, is scanned for words written in the code
// (literal-scan.ts). No file is exempt.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { scanScript, scanVue, type Finding } from './literal-scan';

const ROOT = join(__dirname, '../../../src/renderer/src');

/** Renderer sources, the message files themselves excepted. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    if (statSync(p).isDirectory()) return p === join(ROOT, 'i18n') ? [] : sources(p);
    return /\.(ts|vue)$/.test(f) ? [relative(ROOT, p).split('\\').join('/')] : [];
  });
}

function scan(file: string): Finding[] {
  const text = readFileSync(join(ROOT, file), 'utf8');
  return file.endsWith('.vue') ? scanVue(text) : scanScript(text);
}

describe('no English literals outside the message files', () => {
  const files = sources(ROOT);

  it('scans the whole renderer', () => {
    expect(files.length).toBeGreaterThan(100);
    for (const f of ['screens/MainMenu.vue', 'screens/SettingsScreen.vue', 'screens/RulesScreen.vue', 'log/describe.ts', 'logic/confirm.ts', 'logic/setup-model.ts']) expect(files).toContain(f);
  });

  for (const file of sources(ROOT)) {
    it(`${file} has no user-visible English of its own`, () => {
      expect(scan(file).map((x) => `${x.line}: ${x.text}`)).toEqual([]);
    });
  }
});

describe('the scanner', () => {
  it('finds text, static labels and prose literals, and leaves code alone', () => {
    const vue = `<template>\n  <button aria-label="Close it" :title="$t('x.y')">Load game</button>\n  <p>{{ $t('a.b') }} &mdash;</p>\n  <i @click="() => a > b">{{ n }}</i>\n</template>\n<script setup lang="ts">\nconst a = 'Seat one needs a name.';\nconst b = 'settings-ui-scale';\n// A comment with words.\nconst c = t('menu.quit'); // i18n-ok: not this\n</script>`;
    expect(scanVue(vue).map((f) => f.text)).toEqual(['aria-label="Close it"', 'Load game', 'Seat one needs a name.']);
    expect(scanScript("const u = 'ws://host/ws';\nconst k = `log.attack.${kind}`;\nconsole.error('listener failed', e);")).toEqual([]);
  });
});
