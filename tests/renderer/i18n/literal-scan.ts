// Finds user-visible English written directly in renderer code instead of the message files
// (issue 19): text and static aria-label/title/placeholder/alt in .vue templates, and string
// literals that read as prose (two or more words) in scripts. Comments, imports and lines marked
// `i18n-ok` (with the reason) are skipped. A heuristic on purpose: it is tuned to find sentences,
// labels and notices, not identifiers, CSS, test ids or URLs.

export interface Finding {
  line: number;
  text: string;
}

const LETTERS = /[A-Za-z]{2,}/;
/** Two words of letters in a row: "Load game", "Seat 2 needs a name." */
const PROSE = /[A-Za-z][a-z']*[ ,.:;!?]+[A-Za-z]{2,}/;
/** Literals that are code, not words: CSS, selectors, paths, urls, identifiers with dots. */
const CODE = /^[\w.-]+$|^[.#[]|:\/\/|^\/|^[a-z-]+:[^ ]|[{}<>=]|\.(ts|vue|json|js|css)\b/;

function lineOf(text: string, index: number): number {
  return text.slice(0, index).split('\n').length;
}

/** Blanks out `//` and `/* *\/` comments, keeping line numbers (strings with // are kept). */
function stripComments(src: string): string {
  let out = '';
  let quote: string | null = null;
  for (let i = 0; i < src.length; i++) {
    const c = src[i];
    if (quote) {
      out += c;
      if (c === '\\') out += src[++i] ?? '';
      else if (c === quote) quote = null;
      continue;
    }
    if (c === '/' && src[i + 1] === '/') {
      while (i < src.length && src[i] !== '\n') i++;
      out += '\n';
      continue;
    }
    if (c === '/' && src[i + 1] === '*') {
      const end = src.indexOf('*/', i + 2);
      const stop = end < 0 ? src.length : end + 2;
      out += src.slice(i, stop).replace(/[^\n]/g, ' ');
      i = stop - 1;
      continue;
    }
    if (c === "'" || c === '"' || c === '`') quote = c;
    out += c;
  }
  return out;
}

/** Prose-like string literals of a script (TypeScript or a .vue <script>). */
export function scanScript(src: string, offsetLine = 0): Finding[] {
  const found: Finding[] = [];
  const lines = src.split('\n');
  const code = stripComments(src);
  for (const m of code.matchAll(/'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\]|\\.)*)`/g)) {
    const raw = m[1] ?? m[2] ?? m[3] ?? '';
    const line = lineOf(code, m.index ?? 0);
    const whole = lines[line - 1] ?? '';
    if (/^\s*import\b|\bconsole\.\w+\(/.test(whole) || whole.includes('i18n-ok')) continue;
    const text = raw.replace(/\$\{[^}]*\}/g, ' ').trim();
    if (!PROSE.test(text) || CODE.test(text)) continue;
    found.push({ line: line + offsetLine, text: raw });
  }
  return found;
}

/** Text nodes and static user-facing attributes of a .vue template. */
export function scanTemplate(src: string, offsetLine = 0): Finding[] {
  const found: Finding[] = [];
  const body = src.replace(/<!--[\s\S]*?-->/g, (c) => c.replace(/[^\n]/g, ' '));
  for (const m of body.matchAll(/(?<![:@\w-])(aria-label|title|placeholder|alt)="([^"]*)"/g)) {
    if (LETTERS.test(m[2])) found.push({ line: lineOf(body, m.index ?? 0) + offsetLine, text: `${m[1]}="${m[2]}"` });
  }
  // Tags (their quoted attributes may hold "=>" or ">"), then {{ expressions }}: what is left is text.
  const text = body.replace(/<[^>"']*(?:"[^"]*"[^>"']*|'[^']*'[^>"']*)*>/g, (t) => t.replace(/[^\n]/g, ' ')).replace(/\{\{[\s\S]*?\}\}/g, (t) => t.replace(/[^\n]/g, ' '));
  for (const m of text.matchAll(/[^\n]+/g)) {
    const words = m[0].replace(/&[#\w]+;/g, ' ').trim();
    if (LETTERS.test(words)) found.push({ line: lineOf(text, m.index ?? 0) + offsetLine, text: words });
  }
  return found;
}

/** Everything a .vue file shows: its template and its scripts. */
export function scanVue(src: string): Finding[] {
  const found: Finding[] = [];
  const open = src.indexOf('<template>');
  const close = src.lastIndexOf('</template>');
  if (open >= 0 && close > open) found.push(...scanTemplate(src.slice(open + '<template>'.length, close), lineOf(src, open) - 1));
  for (const m of src.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)) found.push(...scanScript(m[1], lineOf(src, m.index ?? 0) - 1));
  return found.sort((a, b) => a.line - b.line);
}
