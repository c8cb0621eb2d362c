// Issue 39: the bots' workers and the hint service read the legal actions in the compact form the
// wire carries (protocol/compact-legal.ts), expanded. On Medium's committed corpus of positions
// (medium-corpus.ts) Medium makes exactly the recorded choices on the expanded list, the Medium
// bot and the Hard bot behind hints choose the same action from it as from the engine's list.
import { describe, expect, it } from 'vitest';
import { createBot } from '../../src/shared/ai';
import { legalActions, observe, type GameState, type Seat } from '../../src/shared/engine';
import { seedState } from '../../src/shared/engine/rng';
import { compactLegal, expandLegal, type CompactLegal } from '../../src/shared/protocol/compact-legal';
import { answer, readCorpus } from './medium-corpus';

const corpus = readCorpus();
/** The legal actions as a worker receives them: compacted, through JSON (postMessage clones alike), expanded. */
const wired = (s: GameState, seat: Seat) => expandLegal(JSON.parse(JSON.stringify(compactLegal(legalActions(s, seat)))) as CompactLegal);

describe('bots on the compact legal actions', () => {
  it('Medium makes the recorded choices on every corpus position', () => {
    const diffs: string[] = [];
    for (const p of corpus) {
      const a = answer(p.state, p.seat, wired);
      if (a.choice !== p.choice || Math.abs(a.choiceValue - p.choiceValue) > 1e-9 * Math.max(1, Math.abs(p.choiceValue))) diffs.push(`${p.game} seq ${p.state.seq}: ${a.choice} instead of ${p.choice}`);
      if (JSON.stringify(a.attacks.map(([k]) => k)) !== JSON.stringify(p.attacks.map(([k]) => k))) diffs.push(`${p.game} seq ${p.state.seq}: other attacks scored`);
    }
    expect(diffs).toEqual([]);
  });

  it('the Medium bot and the Hard bot of hints choose the same action from either list', () => {
    const medium = createBot({ level: 'medium' });
    const hard = createBot({ level: 'hard' });
    const diffs: string[] = [];
    corpus.forEach((p, i) => {
      const obs = observe(p.state, p.seat);
      const ctx = () => ({ rng: seedState(`wire/${i}`), deadline: Infinity, now: () => 0 });
      const flat = medium.choose(obs, legalActions(p.state, p.seat), ctx());
      const wire = medium.choose(obs, wired(p.state, p.seat), ctx());
      if (JSON.stringify(flat) !== JSON.stringify(wire)) diffs.push(`medium, ${p.game} seq ${p.state.seq}`);
      // The Hard bot searches against a clock: a clock that counts its own readings makes it repeatable.
      if (i % 25 === 0) {
        const counted = () => {
          let t = 0;
          return { rng: seedState(`hint/${i}`), deadline: 400, now: () => t++ };
        };
        const h1 = hard.choose(obs, legalActions(p.state, p.seat), counted());
        const h2 = hard.choose(obs, wired(p.state, p.seat), counted());
        if (JSON.stringify(h1) !== JSON.stringify(h2)) diffs.push(`hard, ${p.game} seq ${p.state.seq}`);
      }
    });
    expect(diffs).toEqual([]);
  }, 300_000);
});
