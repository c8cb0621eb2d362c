// The GitHub workflows (issue 21) are valid YAML, run CI on the three runners and build the
// installers with electron-builder on each; actions are pinned to a major version.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const ROOT = process.cwd();
const RUNNERS = ['ubuntu-latest', 'windows-latest', 'macos-latest'];

interface Step {
  uses?: string;
  run?: string;
  env?: Record<string, string>;
  with?: Record<string, unknown>;
}
interface Job {
  'runs-on': string;
  strategy?: { matrix: { os?: string[]; include?: { os: string; targets: string }[] } };
  steps: Step[];
}
interface Workflow {
  name: string;
  on: Record<string, unknown>;
  jobs: Record<string, Job>;
}

function workflow(name: string): Workflow {
  // `parse` throws on invalid YAML, with the line and column.
  return parse(readFileSync(join(ROOT, '.github', 'workflows', name), 'utf8')) as Workflow;
}

/** The runners a job runs on, its matrix expanded. */
function runnersOf(job: Job): string[] {
  const m = job.strategy?.matrix;
  if (job['runs-on'].includes('matrix.os')) return m?.os ?? m?.include?.map((i) => i.os) ?? [];
  return [job['runs-on']];
}

function allSteps(w: Workflow): Step[] {
  return Object.values(w.jobs).flatMap((j) => j.steps);
}

describe.each(['ci.yml', 'release.yml'])('.github/workflows/%s', (file) => {
  const w = workflow(file);

  it('names the three runners', () => {
    const runners = new Set(Object.values(w.jobs).flatMap(runnersOf));
    for (const r of RUNNERS) expect(runners).toContain(r);
  });

  it('pins every action to a major version', () => {
    const uses = allSteps(w).flatMap((s) => (s.uses ? [s.uses] : []));
    expect(uses.length).toBeGreaterThan(0);
    for (const u of uses) expect(u).toMatch(/^[\w.-]+\/[\w.-]+@v\d+$/);
  });

  it('installs from the lockfile', () => {
    expect(allSteps(w).some((s) => /\bnpm ci\b/.test(s.run ?? ''))).toBe(true);
  });
});

describe('ci.yml', () => {
  const w = workflow('ci.yml');
  const runs = (os: string) =>
    Object.values(w.jobs)
      .filter((j) => runnersOf(j).includes(os))
      .flatMap((j) => j.steps.map((s) => s.run ?? ''))
      .join('\n');

  it('runs on push and pull request', () => {
    expect(Object.keys(w.on).sort()).toEqual(['pull_request', 'push']);
  });

  it('runs npm test on ubuntu, then the desktop smoke test under xvfb', () => {
    expect(runs('ubuntu-latest')).toMatch(/^npm test$/m);
    expect(runs('ubuntu-latest')).toMatch(/xvfb-run .*npm run smoke:desktop/);
  });

  // Issue 37: the packaged app is started in CI, its bots in their worker threads.
  it('packages the app with electron-builder and runs the smoke test on the packaged executable', () => {
    const text = runs('ubuntu-latest');
    const pack = text.search(/electron-builder --linux dir/);
    const smoke = text.search(/xvfb-run .*npm run smoke:desktop -- --packaged release\/linux-unpacked\/illuminati-desktop/);
    expect(pack).toBeGreaterThanOrEqual(0);
    expect(smoke).toBeGreaterThan(pack);
  });

  it('needs nothing outside the repository (no second checkout)', () => {
    expect(JSON.stringify(w)).not.toMatch(/SHARED_REPOSITORY|\.\.\/shared/);
  });

  it('runs the type checks and the unit tests on windows and macos', () => {
    for (const os of ['windows-latest', 'macos-latest']) {
      expect(runs(os)).toMatch(/tsc --noEmit -p tsconfig\.json/);
      expect(runs(os)).toMatch(/vue-tsc --noEmit -p tsconfig\.web\.json/);
      expect(runs(os)).toMatch(/vitest run/);
    }
  });
});

describe('release.yml', () => {
  const w = workflow('release.yml');
  const build = Object.values(w.jobs).find((j) => j.steps.some((s) => /electron-builder/.test(s.run ?? '')));

  it('runs on version tags', () => {
    expect(w.on).toEqual({ push: { tags: ['v*'] } });
  });

  it('runs electron-builder for every installer and architecture the game ships', () => {
    expect(build).toBeDefined();
    const step = build!.steps.find((s) => /electron-builder/.test(s.run ?? ''))!;
    expect(step.run).toMatch(/\$\{\{ matrix\.targets \}\}/);
    const targets = Object.fromEntries(build!.strategy!.matrix.include!.map((i) => [i.os, i.targets]));
    expect(targets['windows-latest']).toMatch(/--win nsis --x64 --arm64/);
    expect(targets['macos-latest']).toMatch(/--mac dmg\b.* --x64 --arm64/);
    expect(targets['ubuntu-latest']).toMatch(/--linux AppImage deb --x64 --arm64/);
  });

  it('makes the icons before building', () => {
    const runsInOrder = build!.steps.map((s) => s.run ?? '');
    const icons = runsInOrder.findIndex((r) => /npm run icons/.test(r));
    const builder = runsInOrder.findIndex((r) => /electron-builder/.test(r));
    expect(icons).toBeGreaterThanOrEqual(0);
    expect(icons).toBeLessThan(builder);
  });

  it('signs with the secrets when they exist and warns when they do not', () => {
    const step = build!.steps.find((s) => /electron-builder/.test(s.run ?? ''))!;
    for (const v of ['WIN_CSC_LINK', 'CSC_LINK', 'APPLE_ID', 'APPLE_APP_SPECIFIC_PASSWORD', 'APPLE_TEAM_ID']) {
      expect(step.env?.[v]).toBe(`\${{ secrets.${v} }}`);
    }
    const all = build!.steps.map((s) => s.run ?? '').join('\n');
    expect(all).toMatch(/::warning .*Unsigned Windows build/);
    expect(all).toMatch(/::warning .*Unsigned macOS build/);
    expect(all).toMatch(/CSC_IDENTITY_AUTO_DISCOVERY=false/);
  });

  it('uploads the installers with their checksums to the release', () => {
    const steps = allSteps(w);
    expect(steps.some((s) => /sha256sum .*SHA256SUMS\.txt/.test(s.run ?? ''))).toBe(true);
    expect(steps.some((s) => s.uses?.startsWith('softprops/action-gh-release@'))).toBe(true);
  });
});
