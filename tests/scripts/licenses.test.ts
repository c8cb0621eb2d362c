// Issue 21: the About page is generated at build time with the version and the licence of every
// package the installed app carries (production dependencies and theirs, and Electron), and no
// development tool.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain .mjs build script without typings
import { aboutHtml, aboutPage, bundledPackages } from '../../scripts/licenses.mjs';

const ROOT = process.cwd();

describe('bundledPackages', () => {
  it('follows dependencies through nested node_modules, skips dev-only packages and optional peers', () => {
    const pkg = { dependencies: { a: '^1' }, devDependencies: { tool: '^1' } };
    const lock = {
      packages: {
        '': {},
        'node_modules/a': { version: '1.0.0', license: 'MIT', dependencies: { b: '^2' }, peerDependencies: { ts: '*', c: '*' }, peerDependenciesMeta: { ts: { optional: true } } },
        'node_modules/b': { version: '1.5.0', license: 'ISC' },
        'node_modules/a/node_modules/b': { version: '2.0.0', license: 'Apache-2.0' },
        'node_modules/c': { version: '3.0.0', license: 'BSD-3-Clause' },
        'node_modules/ts': { version: '5.0.0', license: 'Apache-2.0', dev: true },
        'node_modules/tool': { version: '9.0.0', license: 'MIT', dev: true },
        'node_modules/electron': { version: '39.0.0', license: 'MIT', optional: true, dependencies: { '@electron/get': '^2' } },
        'node_modules/@electron/get': { version: '2.0.0', license: 'MIT', optional: true },
      },
    };
    const names = bundledPackages(pkg, lock, ['electron']).map((p: { name: string; version: string; license: string }) => `${p.name}@${p.version} ${p.license}`);
    expect(names).toEqual(['a@1.0.0 MIT', 'b@2.0.0 Apache-2.0', 'c@3.0.0 BSD-3-Clause', 'electron@39.0.0 MIT']);
  });

  it("covers this project's runtime dependencies and none of its build tools", () => {
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
    const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8'));
    const names = bundledPackages(pkg, lock, ['electron']).map((p: { name: string }) => p.name);
    for (const dep of [...Object.keys(pkg.dependencies), 'electron']) expect(names).toContain(dep);
    for (const tool of ['vitest', 'electron-builder', 'typescript', 'icon-gen', 'playwright-core']) expect(names).not.toContain(tool);
  });
});

describe('the About page', () => {
  it('names the version and each package with its licence text, escaped, and runs no script', () => {
    const html = aboutHtml({
      productName: 'Illuminati',
      version: '1.2.3',
      copyright: 'Team',
      packages: [{ name: 'evil', version: '1.0.0', license: 'MIT', text: '<script>alert(1)</script> Permission is hereby granted' }],
    });
    expect(html).toContain('<p class="version" id="version">Version 1.2.3</p>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; Permission is hereby granted');
    expect(html).not.toMatch(/<script/i);
    expect(html).toMatch(/Content-Security-Policy" content="default-src 'none'/);
  });

  it("is built from this project: package.json's version and real licence texts", () => {
    const html = aboutPage(ROOT);
    const { version } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
    expect(html).toContain(`Version ${version}`);
    expect(html).toMatch(/<b>vue<\/b> [\d.]+ <span class="lic">MIT<\/span>/);
    expect(html).toMatch(/Permission is hereby granted, free of charge/);
  });
});

// Issue 35: qrcode-generator (the LAN lobby's QR code) ships no licence file; its MIT notice is the
// leading comment of its main file, and the About page carries that.
describe('a package whose licence is in its main file', () => {
  it('gives the copyright and licence notice of qrcode-generator', async () => {
    // @ts-expect-error -- a plain .mjs build script without typings
    const { licenceText } = await import('../../scripts/licenses.mjs');
    const text = licenceText(join(ROOT, 'node_modules', 'qrcode-generator')) as string | null;
    expect(text).toMatch(/Copyright \(c\) 2009 Kazuhiko Arase/);
    expect(text).toMatch(/Licensed under the MIT license/);
  });
});
