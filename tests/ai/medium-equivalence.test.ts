// Issue 22 item 2: Medium's attack scoring, made faster, makes the same choices as before on the
// committed corpus of positions (tests/ai/medium-corpus.ts, recorded with the code of 98ff290):
// the same attacks scored in the same order with the same values, and the same best candidate on
// its turn and in attack windows (the spending war of war.ts).
import { describe, expect, it } from 'vitest';
import { answer, readCorpus } from './medium-corpus';

const corpus = readCorpus();

describe('Medium attack scoring equivalence', () => {
  it('the corpus covers turns with attacks to score and attack windows at 3, 4 and 6 players', () => {
    expect(corpus.filter((p) => p.kind === 'turn' && p.attacks.length > 0).length).toBeGreaterThanOrEqual(50);
    expect(corpus.filter((p) => p.kind === 'attack').length).toBeGreaterThanOrEqual(50);
    expect(new Set(corpus.map((p) => p.state.players.length))).toEqual(new Set([3, 4, 6]));
  });

  it('makes the recorded choices on every position', () => {
    const diffs: string[] = [];
    for (const p of corpus) {
      const a = answer(p.state, p.seat);
      const where = `${p.game} seq ${p.state.seq} seat ${p.seat}`;
      if (a.choice !== p.choice || Math.abs(a.choiceValue - p.choiceValue) > 1e-9 * Math.max(1, Math.abs(p.choiceValue)))
        diffs.push(`${where}: choice ${a.choice} (${a.choiceValue}) instead of ${p.choice} (${p.choiceValue})`);
      if (a.attacks.length !== p.attacks.length) diffs.push(`${where}: ${a.attacks.length} attacks scored instead of ${p.attacks.length}`);
      else
        a.attacks.forEach(([k, v], i) => {
          const [k0, v0] = p.attacks[i];
          if (k !== k0 || Math.abs(v - v0) > 1e-9 * Math.max(1, Math.abs(v0))) diffs.push(`${where}: attack ${i} ${k} (${v}) instead of ${k0} (${v0})`);
        });
    }
    expect(diffs).toEqual([]);
  });
});
