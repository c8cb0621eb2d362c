// Warming a fresh thread for Hard (issue 38). A Hard bot's first decision in a new thread (a bot
// worker starts one per seat) took 2.5-4x the CPU of the same decision made again: V8 first runs
// the code unoptimized, then optimizes it and throws the optimized code away (about 240 times in one
// 4-player decision, mostly "wrong map") each time a new shape of state, player or war reaches it,
// and only settles after a few decisions' worth of play. The warm-up plays that in beforehand, in
// small steps, while the table has no decision for the bot (the setup, the other players' turns):
// a seeded game of Medium bots at the table's size, and on its turn positions what a Hard decision
// does (Medium's candidates searched, then play-outs of them to the next turn). It uses bots and
// generators of its own: the seat's bot, its memory and its generator are untouched, and so is
// every decision it makes (the engine and the bots keep nothing from one decision to the next that
// could change an answer; tests/ai/warm-up.test.ts checks the decisions after a warm-up).
import { applyAction, decider, legalActions, newGame, observe, type GameState } from '../engine';
import { nextUint32, seedState, type RngState } from '../engine';
import { determinize } from './determinize';
import { CoreBot, rolloutPolicy, standardOf } from './core';
import { safeAction } from './fallback';
import { playRound } from './rollout';
import type { BotConfig } from './types';

/** How much the warm-up plays: search decisions (each its own step) and play-outs (one step each). */
export interface WarmUpSize {
  searches: number;
  playouts: number;
}

/** Measured on this machine (tests/ai/warm-up.test.ts names the numbers; the note of issue 38 the times). */
export const WARM_UP: WarmUpSize = { searches: 3, playouts: 24 };

/** Search nodes of a warm-up decision (Hard's own-turn search, without its play-outs). */
const NODES = 600;
/** Candidates of a warm-up decision played out on each sample. */
const PLAYED = 3;

/**
 * The warm-up for a bot of `config` at a table of `players`, as steps of at most a few hundred
 * milliseconds (one Medium decision, one search, or one play-out): the caller runs one step at a
 * time and stops whenever the bot has a real decision to make. Nothing for a level without
 * play-outs (Easy and Medium decide in milliseconds, cold or not).
 */
export function* warmUpSteps(config: BotConfig, players: number, size: WarmUpSize = WARM_UP): Generator<void, void, void> {
  const std = standardOf(config);
  if (!std || !std.level.rollouts || players < 3) return;
  const now = () => 0;
  let searches = 0;
  let playouts = 0;
  for (let g = 0; searches < size.searches || playouts < size.playouts; g++) {
    if (g > 20) return; // a bound: a game always offers turn positions long before this
    let s: GameState = newGame({ players, turnCap: 300 }, `warm-up-${players}-${g}`).state;
    const medium = standardOf({ level: 'medium' })!;
    const bots = Array.from({ length: players }, () => new CoreBot({ level: 'medium' }, medium.level, medium.weights));
    const rngs: RngState[] = bots.map((_, i) => seedState(`warm-up-${g}/${i}`));
    let k = 0;
    while (!s.outcome && (searches < size.searches || playouts < size.playouts)) {
      const seat = decider(s)[0];
      // Turn positions past the first two rounds, as hard-bench's: the decisions a Hard bot makes most.
      if (!s.pending && s.turn.active === seat && s.turn.phase === 'actions' && s.turn.actionsLeft > 0 && s.turn.number > 2 * players && k++ % 3 === 0) {
        const hard = new CoreBot({ ...config, work: { nodes: NODES, playouts: 0 } }, std.level, std.weights);
        const rng = seedState(`warm-up-hard-${g}/${k}`);
        const obs = observe(s, seat);
        hard.choose(obs, legalActions(s, seat), { rng, deadline: Infinity, now });
        searches++;
        yield;
        const policy = rolloutPolicy(std.level, std.weights, seat);
        // On a determinized state, as the decision's own play-outs are (its objects have their own shapes).
        const sample = determinize(obs, rng);
        for (const c of hard.lastCandidates.slice(0, PLAYED)) {
          if (playouts >= size.playouts) break;
          const seed: RngState = [nextUint32(rng), nextUint32(rng), nextUint32(rng), nextUint32(rng)];
          playRound(sample, seat, c.action, policy, seed, Infinity, now);
          playouts++;
          yield;
        }
      }
      const legal = legalActions(s, seat);
      let r = applyAction(s, seat, bots[seat].choose(observe(s, seat), legal, { rng: rngs[seat], deadline: Infinity, now }));
      if (!r.ok) r = applyAction(s, seat, safeAction(legal));
      if (!r.ok) break;
      s = r.state;
      yield;
    }
  }
}
