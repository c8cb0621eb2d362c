// `cli fit-win-model` (issue 4): the conditional-logit fit recovers known weights, and a real run
// through the bundled CLI plays Medium games in worker threads and writes the weights file, the
// same for any number of threads; bad flags change nothing.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FEATURES } from '../../src/shared/ai/win-model';
import { nextUint32, seedState } from '../../src/shared/engine/rng';
import { chances } from '../../src/shared/ai/win-model';
import { fitWinModel, logLoss, topOneAccuracy, type WinSample } from '../../src/cli/win-fit';
import { run, useBundledCli } from '../support/cli-bundle';

/** Positions drawn from a known model: four players, three features, the winner sampled by its chance. */
function synthetic(truth: number[], n: number): WinSample[] {
  const rng = seedState('win-fit');
  const u = () => nextUint32(rng) / 2 ** 32;
  return Array.from({ length: n }, () => {
    const x = Array.from({ length: 4 }, () => truth.map(() => 2 * u() - 1));
    const p = chances(x, truth);
    let r = u();
    let win = 0;
    while (win < 3 && (r -= p[win]) > 0) win++;
    return { x, y: x.map((_, j) => (j === win ? 1 : 0)) };
  });
}

describe('fitting', () => {
  it('a model that knows nothing has the log loss of the uniform guess', () => {
    const s = synthetic([1, -1, 0.5], 50);
    expect(logLoss(s, [0, 0, 0])).toBeCloseTo(Math.log(4), 12);
    expect(chances(s[0].x, [0.3, 0.2, 0.1]).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
  });

  it('recovers the weights that generated the outcomes, and predicts better than the uniform guess', () => {
    const truth = [1.5, -1, 0.5];
    const s = synthetic(truth, 6000);
    const w = fitWinModel(s, 3, 1);
    w.forEach((v, i) => expect(Math.abs(v - truth[i])).toBeLessThan(0.15));
    expect(logLoss(s, w)).toBeLessThan(Math.log(4) - 0.1);
    expect(topOneAccuracy(s, w)).toBeGreaterThan(0.4);
  });
});

describe('fit-win-model through the bundled CLI', () => {
  const cli = useBundledCli('test-fit-');

  it('writes one weight per feature, the same with one thread or two', async () => {
    const two = join(cli.dir(), 'two.ts');
    const one = join(cli.dir(), 'one.ts');
    const r = await run(cli.main(), 'fit-win-model', '--games', '5', '--seed', 'fit-test', '--threads', '2', '--out', two);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^5 games, \d+ positions/);
    expect(r.out).toMatch(/held out: log loss \d\.\d{3} \(uniform \d\.\d{3}\)/);
    const text = readFileSync(two, 'utf8');
    expect(text).toContain('npm run cli -- fit-win-model --players 4 --games 5 --seed fit-test --out src/shared/ai/win-weights-4p.ts');
    expect(text).toContain('5 4-player games between Medium bots');
    const weights = [...text.matchAll(/^ {2}(-?\d+\.\d+), \/\/ (\S+)$/gm)];
    expect(weights.map((m) => m[2])).toEqual([...FEATURES]);
    expect(weights.some((m) => Number(m[1]) !== 0)).toBe(true);
    expect((await run(cli.main(), 'fit-win-model', '--games', '5', '--seed', 'fit-test', '--threads', '1', '--out', one)).code).toBe(0);
    expect(readFileSync(one, 'utf8')).toBe(text);
  }, 120_000);

  it('refuses bad flags with a clear message and writes nothing', async () => {
    const out = join(cli.dir(), 'bad.ts');
    for (const argv of [
      ['--games', '0'],
      ['--games', 'many'],
      ['--seed', ''],
      ['--out', ''],
      ['--threads', '0'],
      ['--colour', 'red'],
      ['stray'],
    ]) {
      const r = await run(cli.main(), 'fit-win-model', ...argv, ...(argv.includes('--out') ? [] : ['--out', out]));
      expect(r.code).toBe(2);
      expect(r.err.split('\n')[0]).toMatch(/--games|--seed|--out|--threads|--colour|stray/);
    }
    expect(existsSync(out)).toBe(false);
  });
});
