// The About window's page (issue 21), generated at build time (electron.vite.config.ts emits it as
// out/renderer/about.html): the game's name and version and the licence of every package the
// installed app carries: the production dependencies of package.json and everything they depend
// on, resolved through package-lock.json as npm laid them out, plus Electron (whose Chromium
// notices ship beside the app as LICENSES.chromium.html). Licence texts come from each package's
// own LICENSE file in node_modules. Plain HTML with a CSP that allows no script at all.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const LICENCE_FILE = /^(licen[cs]e|copying|notice)(\.(md|txt|markdown))?$/i;

/** Where npm put dependency `name` of the package installed at `from` (a lockfile key). */
function resolveIn(packages, from, name) {
  let base = from;
  for (;;) {
    const key = `${base ? `${base}/` : ''}node_modules/${name}`;
    if (packages[key]) return key;
    if (!base) return null;
    const cut = base.lastIndexOf('/node_modules/');
    base = cut < 0 ? '' : base.slice(0, cut);
  }
}

/**
 * The packages an installed app carries: the closure of `pkg.dependencies` in the lockfile
 * (optional dependencies and required peers followed when installed), plus `extra` names (Electron).
 * Returns [{ name, version, license, dir }] sorted by name.
 */
export function bundledPackages(pkg, lock, extra = []) {
  const packages = lock.packages ?? {};
  const seen = new Map();
  const queue = Object.keys(pkg.dependencies ?? {}).map((name) => ['', name]);
  for (const name of extra) queue.push(['', name]);
  while (queue.length) {
    const [from, name] = queue.shift();
    const key = resolveIn(packages, from, name);
    if (key === null || seen.has(key)) continue;
    const entry = packages[key];
    if (entry.link) continue;
    seen.set(key, { name, version: entry.version ?? '?', license: entry.license ?? 'unknown', dir: key });
    // Electron's own dependencies only download its binary: they are not in the app.
    if (name === 'electron') continue;
    // Optional peers (TypeScript for Vue) are the host project's choice, not carried along.
    const peers = Object.keys(entry.peerDependencies ?? {}).filter((d) => !entry.peerDependenciesMeta?.[d]?.optional);
    for (const dep of [...Object.keys({ ...entry.dependencies, ...entry.optionalDependencies }), ...peers]) queue.push([key, dep]);
  }
  // One entry per name and version (npm may install a package at several places).
  const unique = new Map();
  for (const p of seen.values()) if (!unique.has(`${p.name}@${p.version}`)) unique.set(`${p.name}@${p.version}`, p);
  return [...unique.values()].sort((a, b) => a.name.localeCompare(b.name) || a.version.localeCompare(b.version));
}

/** The licence text shipped in `dir`, or null. */
export function licenceText(dir) {
  if (!existsSync(dir)) return null;
  const file = readdirSync(dir).find((f) => LICENCE_FILE.test(f));
  return file ? readFileSync(join(dir, file), 'utf8').trim() : headerNotice(dir);
}

/**
 * A package without a licence file may state its copyright and licence in the leading comment
 * of its main file (qrcode-generator does): that notice, as plain lines, or null.
 */
function headerNotice(dir) {
  let main;
  try {
    main = join(dir, JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).main ?? 'index.js');
  } catch {
    return null;
  }
  if (!existsSync(main)) return null;
  const lines = [];
  for (const line of readFileSync(main, 'utf8').split('\n')) {
    if (!line.startsWith('//')) break;
    lines.push(line.replace(/^\/\/[-\s]?/, '').replace(/^-+$/, '').trimEnd());
  }
  const text = lines.join('\n').trim();
  return /copyright/i.test(text) && /licen[cs]e/i.test(text) ? text : null;
}

const escape = (s) => String(s).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

/** The About page for `packages` ([{ name, version, license, text }]). */
export function aboutHtml({ productName, version, copyright, packages }) {
  const items = packages
    .map(
      (p) => `<details><summary><b>${escape(p.name)}</b> ${escape(p.version)} <span class="lic">${escape(p.license)}</span></summary>` +
        `<pre>${escape(p.text ?? `Licence: ${p.license}. The package carries no licence file.`)}</pre></details>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:">
<title>About ${escape(productName)}</title>
<style>
body{margin:0;padding:20px 24px;background:#0b0d10;color:#e8e2cf;font:14px/1.45 system-ui,sans-serif}
h1{margin:0;color:#c9a227;font:normal 26px Georgia,serif}
.version{margin:2px 0 12px;color:#b9b29d}
summary{cursor:pointer;padding:3px 0}
.lic{color:#b9b29d;margin-left:6px}
pre{white-space:pre-wrap;font-size:12px;background:#151920;padding:8px;border-radius:6px}
h2{font:normal 17px Georgia,serif;color:#c9a227;margin:18px 0 6px}
</style>
</head>
<body>
<h1>${escape(productName)}</h1>
<p class="version" id="version">Version ${escape(version)}</p>
<p>A digital edition of Steve Jackson Games\u2019 card game <i>Illuminati</i>. &copy; ${escape(copyright)}.</p>
<h2>Software in this game</h2>
<p>${packages.length} packages are part of this game; each is used under its licence below. Chromium\u2019s notices are in LICENSES.chromium.html beside the game\u2019s program.</p>
${items}
</body>
</html>
`;
}

/** The About page of the project at `root`, from its package.json, lockfile and node_modules. */
export function aboutPage(root, { productName = 'Illuminati', copyright = 'Illuminati desktop team' } = {}) {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8'));
  const packages = bundledPackages(pkg, lock, Object.keys(pkg.optionalDependencies ?? {})).map((p) => ({ ...p, text: licenceText(join(root, p.dir)) }));
  return aboutHtml({ productName, version: pkg.version, copyright, packages });
}
