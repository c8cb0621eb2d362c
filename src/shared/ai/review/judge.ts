// Two moves compared as a seat could compare them (issue 36): from that seat's observation only,
// each move is played on the same determinized states (the hidden cards sampled from what the seat
// believes, beliefs.ts) with the same dice, the game going on with Hard's models of every player
// (rollout.ts) to the start of the seat's next turn, where the fitted win model (win-model.ts)
// gives its chance to win. The mean over the samples is the move's value. Deterministic: the
// samples and dice come from the generator passed in, the models think without a clock.
import { nextUint32, type Action, type Observation, type RngState } from '../../engine';
import { beliefsFrom } from '../beliefs';
import { rolloutPolicy } from '../core';
import { determinize } from '../determinize';
import { Evaluator } from '../evaluate';
import { playRound } from '../rollout';
import { LEVELS } from '../weights';
import { fittedWeights, winChances } from '../win-model';
import { REVIEW_WEIGHTS } from './timeline';

export interface Judged {
  /** Mean chance to win per move (null for every move when no sample let all of them be played). */
  values: (number | null)[];
  /** Samples on which every move could be played (a move the sample's hidden cards rule out skips it). */
  samples: number;
}

/** The seat's chance to win after each of `moves`, averaged over `samples` common samples. */
export function judgeMoves(obs: Observation, moves: readonly Action[], samples: number, rng: RngState): Judged {
  if (obs.viewer === 'spectator') throw new Error('judgeMoves: a spectator has no seat to judge for');
  const me = obs.viewer;
  const w = obs.config.longGame ? null : fittedWeights(obs.players.length);
  if (!w) return { values: moves.map(() => null), samples: 0 };
  const beliefs = beliefsFrom(obs);
  const ev = new Evaluator(me, REVIEW_WEIGHTS, true, beliefs);
  const policy = rolloutPolicy(LEVELS.hard!, REVIEW_WEIGHTS, me);
  const total = moves.map(() => 0);
  let used = 0;
  // A few more tries than samples, for samples on which a move cannot be played.
  for (let i = 0; i < 2 * samples && used < samples; i++) {
    const s = determinize(obs, rng, beliefs);
    const dice: RngState = [nextUint32(rng), nextUint32(rng), nextUint32(rng), nextUint32(rng)];
    let ticks = 0;
    const ends = moves.map((a) => playRound(s, me, a, policy, [...dice] as RngState, Infinity, () => ticks++));
    if (ends.some((e) => e === null)) continue;
    ends.forEach((e, k) => (total[k] += winChances(e!, ev, w)[me]));
    used++;
  }
  return { values: total.map((t) => (used ? t / used : null)), samples: used };
}
