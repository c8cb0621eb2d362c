// `cli review-bench` (issue 36): how long the game review takes, on the committed golden game.
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main';

function run(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = main(argv, (s) => out.push(s), (s) => err.push(s));
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('cli review-bench', () => {
  it('--json reports the chart, the decisions rated and the time they took', () => {
    const r = run('review-bench', '--actions', '40', '--budget', '40', '--samples', '1', '--json');
    expect(r.code).toBe(0);
    const j = JSON.parse(r.out);
    expect(j).toMatchObject({ actions: 40, players: 4, seats: [0], budget: 40, samples: 1 });
    expect(j.decisions).toBeGreaterThan(0);
    for (const k of ['chartMs', 'reviewMs', 'reviewCpuMs', 'msPerDecision', 'points']) expect(typeof j[k]).toBe('number');
  }, 120_000);

  it('refuses bad flags with a clear message', () => {
    expect(run('review-bench', '--seats', '7')).toMatchObject({ code: 2, err: expect.stringMatching(/--seats must be from 0 to 3/) });
    expect(run('review-bench', '--file', 'no/such/file.json')).toMatchObject({ code: 2, err: expect.stringMatching(/Cannot read the game/) });
  });
});
