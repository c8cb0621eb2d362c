// The one bot core behind Easy and Medium (issue 4): it updates its memory from the observation,
// samples a full state consistent with it (determinize: the bot never sees the true state),
// dispatches on the decision pending (its turn, an attack window, a reaction window, a capture, the
// I.R.S. tax, an offer, the secret goal, a cancelled card), and returns the best scored candidate
// that is an instance of a legal template and that the engine accepts on the sample. It thinks by a
// fixed amount of work (work.ts, weights.ts workFor), so the same observation, legal actions and
// generator give the same answer on any machine. Anything that goes wrong, and the safety deadline,
// falls back to the best answer found so far or to a safe legal action (pass, end the turn,
// refuse), so the bot never stalls and never throws.
import { checkAction, type Action, type LegalAction, type Observation } from '../engine';
import { beliefsFrom } from './beliefs';
import { afterAnswer, afterOffer, decideAnswer } from './deals';
import { determinize } from './determinize';
import { Evaluator } from './evaluate';
import { concealMove } from './conceal';
import { isInstance, safeAction } from './fallback';
import { decideFit } from './fit-choice';
import { decideGoal } from './goal-choice';
import { attackKey, newMemory, observeInto, type Memory } from './memory';
import { rolloutTurn, searchTurn } from './hard';
import type { PolicyFactory } from './rollout';
import { decideTurn } from './my-turn';
import type { Scored, Think } from './think';
import type { Bot, BotConfig, BotContext } from './types';
import { LEVELS, PERSONALITY_WEIGHTS, workFor, type LevelConfig, type Weights } from './weights';
import { liveRivals, Work, type WorkDone } from './work';
import { decideAttackWindow, decideCapture, decideReaction, decideReplace, decideTax } from './windows';

/** Time kept in reserve before the (safety) deadline to return what was found. */
const RESERVE_MS = 8;

/**
 * The players of Hard's rollouts (a fresh memory each): Medium bots for the rivals, the most common
 * opponent, and for the bot's own seat (with `rolloutSelf`) its own level and weights without the
 * search, so the rest of its turn and its later windows are played as it would play them (a Medium
 * model of itself sits on money where it would capture). Each decides by its level's own work;
 * Hard's safety deadline, which they get as theirs, cuts the rollout short only on a machine far
 * slower than the one the work was set on. The self model keeps the level's
 * modelWar, so its windows are played as Hard plays them; that costs about 14% of the rollouts
 * (hard-bench at 4 players: 27.4 play-outs/s against 31.8 without it), and the measured 66.25% and
 * 57.0% (weights.ts) were played with it.
 */
export function rolloutPolicy(level: LevelConfig, weights: Weights, me: number): PolicyFactory {
  const config = { level: 'medium' as const };
  return (seat) =>
    seat === me && level.rolloutSelf
      ? new CoreBot(config, { ...level, search: false, rollouts: 0 }, weights)
      : new CoreBot(config, LEVELS.medium!, PERSONALITY_WEIGHTS.balanced);
}

/** The level and weights createBot (index.ts) gives a config: what a play-out helper makes the model players from. */
export function standardOf(config: BotConfig): { level: LevelConfig; weights: Weights } | null {
  const level = LEVELS[config.level];
  if (!level) return null;
  return { level, weights: { ...PERSONALITY_WEIGHTS[config.personality ?? 'balanced'], ...level.weights } };
}

/** Whether a bot's level and weights are those createBot gives its config (so a runner can remake its models). */
function isStandard(config: BotConfig, level: LevelConfig, weights: Weights): boolean {
  const std = standardOf(config);
  if (!std || std.level !== level) return false;
  const keys = Object.keys(std.weights) as (keyof Weights)[];
  return keys.length === Object.keys(weights).length && keys.every((k) => std.weights[k] === weights[k]);
}

export class CoreBot implements Bot {
  private memories = new Map<number, Memory>();
  /** Internal errors caught (the bot answered safely instead); tests assert this stays empty. */
  readonly errors: string[] = [];
  /** The candidates of the last decision, best first (for diagnostics). */
  lastCandidates: Scored[] = [];
  /** The work of the last decision (work.ts). */
  lastWork: WorkDone = { nodes: 0, playouts: 0, cutOff: false };

  constructor(
    readonly config: BotConfig,
    private readonly level: LevelConfig,
    private readonly weights: Weights,
  ) {}

  choose(obs: Observation, legal: readonly LegalAction[], ctx: BotContext): Action {
    const work = new Work({ ...workFor(this.level, liveRivals(obs)), ...this.config.work }, ctx.deadline - RESERVE_MS, ctx.now);
    try {
      return this.decide(obs, legal, ctx, work);
    } finally {
      this.lastWork = work.done();
    }
  }

  private decide(obs: Observation, legal: readonly LegalAction[], ctx: BotContext, work: Work): Action {
    const fallback = safeAction(legal);
    if (obs.viewer === 'spectator') return fallback;
    const me = obs.viewer;
    let memory = this.memories.get(me);
    if (!memory) this.memories.set(me, (memory = newMemory()));
    try {
      observeInto(memory, obs);
      // Hidden Illuminati: first set what to hold back, so that the full values do not name the card.
      const hold = concealMove(obs, legal, memory.evidence.identity);
      if (hold) return hold;
      const only = legal.filter((l) => l.type !== 'leave' && l.type !== 'gift');
      if (only.length === 1 && ['pass', 'endTurn', 'callOff', 'passTurn'].includes(only[0].type)) return only[0] as Action;
      const beliefs = beliefsFrom(obs, memory.evidence);
      const s = determinize(obs, ctx.rng, beliefs);
      const ev = new Evaluator(me, this.weights, this.level.fullEval, beliefs);
      let base: number[] | null = null;
      const t: Think = {
        obs,
        legal,
        me,
        s,
        ev,
        level: this.level,
        w: this.weights,
        rng: ctx.rng,
        memory,
        enough: () => work.enough(),
        base: () => (base ??= ev.utilities(s)),
      };
      const cands = this.candidates(t, work, ctx).sort((a, b) => b.value - a.value);
      this.lastCandidates = cands;
      for (const c of cands) {
        if (!isInstance(c.action, legal)) continue;
        if (checkAction(s, me, c.action) !== null) continue;
        if (c.action.type === 'answerOffer') afterAnswer(t, c.action);
        if (c.action.type === 'offer') afterOffer(t, c.action);
        const w = obs.pending;
        if (c.action.type === 'accuse') memory.accusation = { seat: c.action.seat, id: c.action.illuminati, seq: obs.seq };
        if (c.action.type === 'callOff' && w?.kind === 'attack') memory.calledOff.push(attackKey(obs.turn.number, w.attacker, w.target, w.attack));
        return c.action;
      }
      return fallback;
    } catch (e) {
      this.errors.push(e instanceof Error ? `${e.message}\n${e.stack ?? ''}` : String(e));
      return fallback;
    }
  }

  private candidates(t: Think, work: Work, ctx: BotContext): Scored[] {
    const w = t.obs.pending;
    if (!w) {
      if (this.level.rollouts) {
        // A runner elsewhere remakes the models from the config: only for a bot made as createBot makes it.
        const runner = ctx.playouts && isStandard(this.config, this.level, this.weights) ? { run: ctx.playouts, spec: { me: t.me, config: this.config } } : undefined;
        return rolloutTurn(t, t.obs, rolloutPolicy(this.level, this.weights, t.me), work, { deadline: ctx.deadline, now: ctx.now }, runner);
      }
      return this.level.search ? searchTurn(t, t.obs) : decideTurn(t);
    }
    switch (w.kind) {
      case 'attack':
        return decideAttackWindow(t);
      case 'reaction':
        return decideReaction(t);
      case 'capture':
        return decideCapture(t);
      case 'tax':
        return decideTax(t);
      case 'offer':
        return decideAnswer(t);
      case 'chooseGoal':
        return decideGoal(t);
      case 'replace':
        return decideReplace(t);
      case 'fit':
        return decideFit(t);
    }
  }
}
