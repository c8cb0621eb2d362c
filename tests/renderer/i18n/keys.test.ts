// The message files stay complete (issue 19): every language has exactly the English keys, the
// same {placeholders} and the same number of plural forms; every message compiles and renders in
// every language; every key the code asks for exists. A missing or misspelt key fails here.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../src/shared/protocol/messages';
import { i18n, setLanguage, t } from '../../../src/renderer/src/i18n';

type Tree = { [k: string]: string | Tree };
const messages = i18n.global.messages.value as unknown as Record<string, Tree>;

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.set(key, v);
    else for (const [kk, vv] of flatten(v, key)) out.set(kk, vv);
  }
  return out;
}

const flat = Object.fromEntries(LANGUAGES.map((l) => [l, flatten(messages[l])])) as Record<string, Map<string, string>>;
const placeholders = (m: string) => [...new Set([...m.matchAll(/\{(\w+)\}/g)].map((x) => x[1]))].sort();
const forms = (m: string) => m.split('|').length;

afterEach(() => setLanguage('en'));

describe('message files', () => {
  for (const lang of LANGUAGES.filter((l) => l !== 'en')) {
    it(`${lang} has exactly the English keys`, () => {
      expect([...flat[lang].keys()].sort()).toEqual([...flat.en.keys()].sort());
    });

    it(`${lang} has the English placeholders and plural forms in every message`, () => {
      const wrong: string[] = [];
      for (const [key, en] of flat.en) {
        const other = flat[lang].get(key) ?? '';
        if (placeholders(other).join() !== placeholders(en).join()) wrong.push(`${key}: {${placeholders(other)}} vs {${placeholders(en)}}`);
        if (forms(other) !== forms(en)) wrong.push(`${key}: ${forms(other)} plural forms vs ${forms(en)}`);
      }
      expect(wrong).toEqual([]);
    });
  }

  it('every message of every language compiles and renders, with no placeholder left over', () => {
    const bad: string[] = [];
    for (const lang of LANGUAGES) {
      setLanguage(lang);
      for (const [key, m] of flat[lang]) {
        const named = Object.fromEntries(placeholders(m).map((p) => [p, `<${p}>`]));
        for (const n of forms(m) > 1 ? [1, 2] : [undefined]) {
          let out: string;
          try {
            out = t(key, named, n);
          } catch (e) {
            bad.push(`${lang} ${key}: ${(e as Error).message}`);
            continue;
          }
          if (out === key || /\{\w+\}/.test(out) || out.includes('|')) bad.push(`${lang} ${key}: "${out}"`);
        }
      }
    }
    expect(bad).toEqual([]);
  });
});

/** Every .ts and .vue file of the renderer. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? sources(p) : /\.(ts|vue)$/.test(f) ? [p] : [];
  });
}

describe('keys used by the code', () => {
  const root = join(__dirname, '../../../src/renderer/src');
  const used = new Map<string, string>();
  const prefixes = new Map<string, string>();
  for (const file of sources(root)) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/\$?\bt\(\s*'([a-z][\w]*(?:\.[\w]+)+)'/g)) used.set(m[1], file);
    // Keys built at run time (`log.attackDeclared.${kind}`): their fixed part must name a group.
    for (const m of text.matchAll(/\$?\bt\(\s*`([a-z][\w.]*)\.\$\{/g)) prefixes.set(m[1], file);
  }

  it('finds the keys (the scan works)', () => {
    expect(used.size).toBeGreaterThan(150);
    expect(prefixes.size).toBeGreaterThan(5);
  });

  it('every key the code asks for is in the English messages', () => {
    const missing = [...used].filter(([k]) => !flat.en.has(k)).map(([k, f]) => `${k} (${f.slice(root.length + 1)})`);
    expect(missing).toEqual([]);
  });

  it('every key built at run time starts with a group of messages', () => {
    const keys = [...flat.en.keys()];
    const missing = [...prefixes].filter(([p]) => !keys.some((k) => k.startsWith(`${p}.`))).map(([p, f]) => `${p} (${f.slice(root.length + 1)})`);
    expect(missing).toEqual([]);
  });
});
