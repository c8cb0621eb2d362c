// Records the corpus of Medium's attack decisions (tests/ai/medium-corpus.ts) once, from seeded
// games of Medium bots at 3, 4 and 6 players: every few turn decisions with an attack to score and
// every few attack windows where the bot is a party or may interfere. Run: npx tsx scripts/make-medium-corpus.ts
// (about a minute). Rerun only when Medium's play is meant to change, never to make the test pass.
import type { GameState } from '../src/shared/engine';
import { playGame } from '../tests/ai/drive';
import { answer, writeCorpus, type Position } from '../tests/ai/medium-corpus';

const GAMES: { seats: number; seed: string }[] = [
  { seats: 4, seed: 'corpus-4a' },
  { seats: 4, seed: 'corpus-4b' },
  { seats: 3, seed: 'corpus-3' },
  { seats: 6, seed: 'corpus-6' },
];
const TURN_EVERY = 3;
const WINDOW_EVERY = 7;

const out: Position[] = [];
for (const g of GAMES) {
  let turns = 0;
  let windows = 0;
  const picked: { s: GameState; seat: number }[] = [];
  playGame(Array(g.seats).fill('medium'), { turnCap: 40 }, g.seed, {}, 30_000, (s, seat) => {
    if (!s.pending && s.turn.active === seat && s.turn.phase === 'actions' && s.turn.actionsLeft > 0) {
      if (turns++ % TURN_EVERY === 0) picked.push({ s, seat });
    } else if (s.pending?.kind === 'attack') {
      if (windows++ % WINDOW_EVERY === 0) picked.push({ s, seat });
    }
  });
  for (const { s, seat } of picked) {
    const a = answer(s, seat);
    if (!s.pending && a.attacks.length === 0) continue;
    out.push({ game: g.seed, seat, kind: s.pending ? 'attack' : 'turn', state: s, ...a });
  }
  console.log(`${g.seed}: ${picked.length} positions picked, corpus now ${out.length}`);
}
writeCorpus(out);
console.log(`${out.length} positions (${out.filter((p) => p.kind === 'turn').length} turns, ${out.filter((p) => p.kind === 'attack').length} attack windows)`);
