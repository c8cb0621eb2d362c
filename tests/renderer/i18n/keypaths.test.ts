// Messages with markup inside (a number shown large, a name in bold) are rendered by vue-i18n's
// <i18n-t keypath="..."> with one slot per placeholder. keys.test.ts finds the keys of t() and
// $t() calls only, so this test checks these: each keypath exists, and its slots are exactly the
// message's {placeholders} (a slot with no placeholder is never shown; a placeholder with no slot
// shows nothing).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../src/shared/protocol/messages';
import { i18n } from '../../../src/renderer/src/i18n';

const ROOT = join(__dirname, '../../../src/renderer/src');
const messages = i18n.global.messages.value as unknown as Record<string, unknown>;

function message(lang: string, key: string): string | undefined {
  let node: unknown = messages[lang];
  for (const part of key.split('.')) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

const placeholders = (m: string) => [...new Set([...m.matchAll(/\{(\w+)\}/g)].map((x) => x[1]))].sort();

function vueFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? vueFiles(p) : f.endsWith('.vue') ? [p] : [];
  });
}

interface Use {
  file: string;
  keys: string[];
  slots: string[];
}

/** Every <i18n-t> of a template: its key (or the keys a bound keypath chooses between) and slots. */
function translationUses(file: string, text: string): Use[] {
  const uses: Use[] = [];
  for (const m of text.matchAll(/<i18n-t\b([^>]*)>([\s\S]*?)<\/i18n-t>/g)) {
    const attrs = m[1];
    const fixed = /(?<![:\w-])keypath="([^"]+)"/.exec(attrs)?.[1];
    const bound = /:keypath="([^"]+)"/.exec(attrs)?.[1];
    const keys = fixed ? [fixed] : [...(bound ?? '').matchAll(/'([a-z][\w.]*)'/g)].map((x) => x[1]);
    const slots = [...new Set([...m[2].matchAll(/<template #(\w+)>/g)].map((x) => x[1]))].sort();
    uses.push({ file, keys, slots });
  }
  return uses;
}

describe('<i18n-t> messages', () => {
  const uses = vueFiles(ROOT).flatMap((f) => translationUses(relative(ROOT, f), readFileSync(f, 'utf8')));

  it('finds the components that use them (the scan works)', () => {
    expect(uses.length).toBeGreaterThanOrEqual(4);
    expect(uses.every((u) => u.keys.length > 0)).toBe(true);
  });

  it('every keypath exists in every language, and its slots are its placeholders', () => {
    const wrong: string[] = [];
    for (const u of uses) {
      const all = new Set<string>();
      for (const key of u.keys) {
        for (const lang of LANGUAGES) {
          const m = message(lang, key);
          if (m === undefined) {
            wrong.push(`${u.file}: ${lang} has no ${key}`);
            continue;
          }
          for (const p of placeholders(m)) {
            all.add(p);
            if (!u.slots.includes(p)) wrong.push(`${u.file}: ${lang} ${key} has {${p}}, no slot gives it`);
          }
        }
      }
      for (const s of u.slots) if (!all.has(s)) wrong.push(`${u.file}: slot #${s} is in no message of ${u.keys.join(', ')}`);
    }
    expect(wrong).toEqual([]);
  });

  it('the scan reads fixed and bound keypaths and their slots', () => {
    const vue = `<i18n-t keypath="a.b" tag="p"><template #n><b>{{ x }}</b></template></i18n-t>\n<i18n-t :keypath="y ? 'c.d' : 'c.e'" tag="p"><template #seat>S</template><template #get>G</template></i18n-t>`;
    expect(translationUses('x.vue', vue)).toEqual([
      { file: 'x.vue', keys: ['a.b'], slots: ['n'] },
      { file: 'x.vue', keys: ['c.d', 'c.e'], slots: ['get', 'seat'] },
    ]);
  });
});
