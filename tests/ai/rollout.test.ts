// Hard's rollouts (src/shared/ai/rollout.ts, issue 4): a candidate is played on a sample and the
// table plays on, with Medium models in every seat, to the start of the bot's next turn (TURN-1);
// the sample itself is never changed, a refused first action or a passed deadline gives null.
import { describe, expect, it, vi } from 'vitest';
import { createBot } from '../../src/shared/ai';
import { CoreBot } from '../../src/shared/ai/core';
import { HALVE_AFTER, playRound } from '../../src/shared/ai/rollout';
import { LEVELS, PERSONALITY_WEIGHTS } from '../../src/shared/ai/weights';
import { legalActions, newGame, observe, type GameState } from '../../src/shared/engine';
import { seedState } from '../../src/shared/engine/rng';
import { ctxFor, playGame } from './drive';

// Every decision here does a fixed amount of work (work.ts), so a slow or busy machine can only make
// a test take longer, never change its result: the timeout only catches a hang. Five minutes, for
// the shared 2-core machine at a load of 20-40, where Hard's decisions take 30-100 times as long as
// at rest.
vi.setConfig({ testTimeout: 300_000 });

const model = () => createBot({ level: 'medium' });
const clock = () => performance.now();

/** A 4-player game a few turns in, at a point where seat `s.turn.active` is to act with nothing pending. */
function midGame(): GameState {
  let at: GameState | null = null;
  playGame(['medium', 'medium', 'medium', 'medium'], {}, 'rollout-mid', {}, 30_000, (s) => {
    if (!at && s.turn.number >= 6 && !s.pending && s.turn.phase === 'actions' && s.turn.actionsLeft === 2) at = s;
  });
  if (!at) throw new Error('no such point');
  return at;
}

describe('playRound', () => {
  it('TURN-1: plays on to the start of the same seat’s next turn (or the end of the game), leaving the sample as it was', () => {
    const s = midGame();
    const me = s.turn.active;
    const before = JSON.stringify(s);
    const end = playRound(s, me, { type: 'endTurn' }, model, seedState('r1'), Infinity, clock);
    expect(end).not.toBeNull();
    expect(JSON.stringify(s)).toBe(before);
    if (!end!.outcome) {
      expect(end!.turn.active).toBe(me);
      expect(end!.turn.number).toBe(s.turn.number + s.players.filter((p) => !p.out).length);
    }
    expect(end!.seq).toBeGreaterThan(s.seq + 3);
  });

  it('is a function of the sample and the seed', () => {
    const s = midGame();
    const a = playRound(s, s.turn.active, { type: 'endTurn' }, model, seedState('r2'), Infinity, clock);
    const b = playRound(s, s.turn.active, { type: 'endTurn' }, model, seedState('r2'), Infinity, clock);
    expect(JSON.stringify(b)).toBe(JSON.stringify(a));
  });

  it('gives null for a first action the engine refuses, and for a deadline already passed', () => {
    const s = midGame();
    const me = s.turn.active;
    expect(playRound(s, me, { type: 'pass' }, model, seedState('r3'), Infinity, clock)).toBeNull();
    expect(playRound(s, me, { type: 'endTurn' }, model, seedState('r3'), 0, clock)).toBeNull();
  });

  it('ends with the game when someone wins during the round', () => {
    const { state } = newGame({ players: 3, basicGoal: 2 }, 'rollout-end');
    // Everyone needs only one group: the round cannot go far before somebody takes one.
    let s = state;
    let end: GameState | null = null;
    for (let i = 0; i < 5 && !end?.outcome; i++) {
      if (s.pending || s.turn.phase !== 'actions') break;
      end = playRound(s, s.turn.active, { type: 'endTurn' }, model, seedState(`r4-${i}`), Infinity, clock);
      s = end ?? s;
    }
    expect(end?.outcome?.winners.length).toBeGreaterThan(0);
  });
});

describe('rankByRollouts', () => {
  it('halves the candidates after HALVE_AFTER rounds and plays the better half on to twice the samples; the dropped rank below them', () => {
    // The first of a game's turn decisions where Hard plays more than two candidates out.
    const points: GameState[] = [];
    playGame(['medium', 'medium', 'medium', 'medium'], {}, 'rollout-halving', {}, 30_000, (x) => {
      if (x.turn.number >= 5 && !x.pending && x.turn.phase === 'actions' && x.turn.actionsLeft === 2) points.push(x);
    });
    // Three samples (six for the kept half), and play-outs enough for all of them.
    const SAMPLES = 3;
    const hard = (playouts: number) => new CoreBot({ level: 'hard', work: { playouts } }, { ...LEVELS.hard!, rolloutSamples: SAMPLES }, { ...PERSONALITY_WEIGHTS.balanced, ...LEVELS.hard!.weights });
    let rolled: CoreBot['lastCandidates'] = [];
    let bot: CoreBot | null = null;
    let at = -1;
    for (const [i, x] of points.entries()) {
      bot = hard(1000);
      bot.choose(observe(x, x.turn.active), legalActions(x, x.turn.active), ctxFor(seedState(`halving-${i}`)));
      rolled = bot.lastCandidates.filter((c) => c.note?.includes('rollouts'));
      at = i;
      if (rolled.length > 2) break;
    }
    const n = (c: { note?: string }) => Number(/rollouts n=(\d+)/.exec(c.note ?? '')![1]);
    const kept = rolled.filter((c) => !c.note!.includes('dropped'));
    const dropped = rolled.filter((c) => c.note!.includes('dropped'));
    expect(rolled.length).toBeGreaterThan(2); // a position with candidates enough to halve
    expect(kept.length).toBe(Math.max(2, Math.ceil(rolled.length / 2)));
    expect(dropped.length).toBe(rolled.length - kept.length);
    for (const c of kept) expect(n(c)).toBe(2 * SAMPLES);
    for (const c of dropped) expect(n(c)).toBe(HALVE_AFTER);
    expect(bot!.lastWork.playouts).toBe(rolled.reduce((a, c) => a + n(c), 0));
    expect(Math.max(...dropped.map((c) => c.value))).toBeLessThan(Math.min(...kept.map((c) => c.value)));
    // The ranking the bot acts on: the kept first.
    expect(bot!.lastCandidates.slice(0, kept.length).every((c) => kept.includes(c))).toBe(true);
    // Work, not time (issue 38): a budget one short of a fourth round plays three whole rounds.
    const x = points[at];
    const short = hard(HALVE_AFTER * rolled.length + 2 * kept.length - 1);
    short.choose(observe(x, x.turn.active), legalActions(x, x.turn.active), ctxFor(seedState(`halving-${at}`)));
    expect(short.lastWork.playouts).toBe(HALVE_AFTER * rolled.length + kept.length);
    for (const c of short.lastCandidates.filter((c) => c.note?.includes('rollouts') && !c.note.includes('dropped'))) expect(n(c)).toBe(HALVE_AFTER + 1);
  });
});
