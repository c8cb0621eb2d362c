import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import vue from '@vitejs/plugin-vue';
import { defineConfig } from 'electron-vite';
// @ts-expect-error -- a plain .mjs build script without typings
import { aboutPage } from './scripts/licenses.mjs';

const root = import.meta.dirname;
const pkg = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as {
  version: string;
  optionalDependencies?: Record<string, string>;
};

// electron-vite picks its Node/Chrome build targets and the ESM support from the installed
// electron package. Electron is optional and absent where its binary cannot be downloaded, so
// tell electron-vite the major version we pin instead of letting it fail to resolve the package.
const electronMajor = /\d+/.exec(pkg.optionalDependencies?.electron ?? '')?.[0];
if (!process.env.ELECTRON_MAJOR_VER && electronMajor) process.env.ELECTRON_MAJOR_VER = electronMajor;

export default defineConfig({
  // out/main/index.js (ESM, as package.json is "type": "module").
  main: {
    build: {
      outDir: 'out/main',
      // Dependencies stay in node_modules (electron-builder packs them), as electron-vite 6 does
      // by default; written out so the choice is visible.
      externalizeDeps: true,
      // Chunks as .mjs: the bots' worker (src/server/bots/worker.ts?modulePath) is unpacked from
      // app.asar in the packaged app (electron-builder.yml asarUnpack), where no package.json
      // says "type": "module"; the extension alone makes Node load it as an ES module.
      rolldownOptions: { input: { index: resolve(root, 'src/main/index.ts') }, output: { chunkFileNames: 'chunks/[name]-[hash].mjs' } },
    },
  },
  // out/preload/index.cjs. A sandboxed preload can neither be an ES module nor require anything
  // but 'electron', so it is one self-contained CommonJS file: deps bundled, not externalized.
  preload: {
    define: { __APP_VERSION__: JSON.stringify(pkg.version) },
    build: {
      outDir: 'out/preload',
      externalizeDeps: false,
      isolatedEntries: true,
      rolldownOptions: {
        input: { index: resolve(root, 'src/preload/index.ts') },
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  // out/renderer/index.html and its assets.
  renderer: {
    root: resolve(root, 'src/renderer'),
    plugins: [
      vue(),
      // out/renderer/about.html: the About window's page with the version and the licences of the
      // packages the app carries, generated at each build (scripts/licenses.mjs, issue 21).
      {
        name: 'illuminati-about-page',
        apply: 'build',
        generateBundle() {
          this.emitFile({ type: 'asset', fileName: 'about.html', source: aboutPage(root) as string });
        },
      },
    ],
    // vue-i18n's bundler build reads these flags: the Composition API only, messages compiled
    // just in time (no eval, so the page's CSP holds), no devtools hooks in the build.
    define: {
      __VUE_I18N_FULL_INSTALL__: 'true',
      __VUE_I18N_LEGACY_API__: 'false',
      __INTLIFY_PROD_DEVTOOLS__: 'false',
      __INTLIFY_JIT_COMPILATION__: 'true',
      __INTLIFY_DROP_MESSAGE_COMPILER__: 'false',
    },
    build: {
      outDir: resolve(root, 'out/renderer'),
      rolldownOptions: { input: { index: resolve(root, 'src/renderer/index.html') } },
    },
  },
});
