// The corpus of Medium's attack decisions (issue 22 item 2): positions from seeded Medium games,
// each with what Medium's attack scoring (attacks.ts scoreAttacks, the spending war of war.ts)
// made of it when the corpus was recorded. scripts/make-medium-corpus.ts writes the file once;
// medium-equivalence.test.ts checks that the scoring, however it is made faster, still makes the
// same choices. The bot plans on the true state here (no determinization, a fresh memory, no
// clock), so every answer depends on the position alone.
import { gunzipSync, gzipSync } from 'node:zlib';
import { readFileSync, writeFileSync } from 'node:fs';
import { scoreAttacks } from '../../src/shared/ai/attacks';
import { beliefsFrom } from '../../src/shared/ai/beliefs';
import { Evaluator } from '../../src/shared/ai/evaluate';
import { newMemory } from '../../src/shared/ai/memory';
import { decideTurn } from '../../src/shared/ai/my-turn';
import type { Scored, Think } from '../../src/shared/ai/think';
import { LEVELS, PERSONALITY_WEIGHTS } from '../../src/shared/ai/weights';
import { decideAttackWindow } from '../../src/shared/ai/windows';
import { legalActions, observe, type GameState, type LegalAction, type Seat } from '../../src/shared/engine';
import { seedState } from '../../src/shared/engine/rng';

export const CORPUS_FILE = new URL('./fixtures/medium-attacks.json.gz', import.meta.url);

/** What Medium made of one position. */
export interface Answer {
  /** Every attack scoreAttacks scored (its turn only), in its order: the action (JSON) and its value. */
  attacks: [string, number][];
  /** The best candidate of the whole decision (its turn: decideTurn; an attack window: decideAttackWindow). */
  choice: string;
  choiceValue: number;
}

export interface Position extends Answer {
  game: string;
  seat: Seat;
  kind: 'turn' | 'attack';
  state: GameState;
}

/** The legal actions the bot reads; by default the engine's list (issue 39: the tests also pass the list as it travels, compacted and expanded). */
type LegalOf = (s: GameState, seat: Seat) => LegalAction[];

function thinkFor(s: GameState, seat: Seat, legalOf: LegalOf = legalActions): Think {
  const obs = observe(s, seat);
  const w = PERSONALITY_WEIGHTS.balanced;
  const ev = new Evaluator(seat, w, LEVELS.medium!.fullEval, beliefsFrom(obs));
  let base: number[] | null = null;
  return {
    obs,
    legal: legalOf(s, seat),
    me: seat,
    s,
    ev,
    level: LEVELS.medium!,
    w,
    rng: seedState(`corpus/${s.seq}/${seat}`),
    memory: newMemory(),
    enough: () => false,
    base: () => (base ??= ev.utilities(s)),
  };
}

const best = (cands: Scored[]) => cands.slice().sort((a, b) => b.value - a.value)[0];

/** Medium's answer on a position (its own turn with nothing pending, or an attack window). */
export function answer(s: GameState, seat: Seat, legalOf: LegalOf = legalActions): Answer {
  if (s.pending?.kind === 'attack') {
    const c = best(decideAttackWindow(thinkFor(s, seat, legalOf)));
    return { attacks: [], choice: JSON.stringify(c.action), choiceValue: c.value };
  }
  const attacks = scoreAttacks(thinkFor(s, seat, legalOf)).map((x): [string, number] => [JSON.stringify(x.action), x.value]);
  const c = best(decideTurn(thinkFor(s, seat, legalOf)));
  return { attacks, choice: JSON.stringify(c.action), choiceValue: c.value };
}

export function readCorpus(): Position[] {
  return JSON.parse(gunzipSync(readFileSync(CORPUS_FILE)).toString('utf8')) as Position[];
}

export function writeCorpus(ps: Position[]): void {
  writeFileSync(CORPUS_FILE, gzipSync(JSON.stringify(ps), { level: 9 }));
}
