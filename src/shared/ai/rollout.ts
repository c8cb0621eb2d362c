// Hard's look past its own turn (issue 4): a candidate action is played on a determinized state
// and the game goes on with a model of every player (Medium, the level most opponents play, and
// the bot's own best guess at itself) until the start of the bot's next turn: the rest of its own
// turn, then every rival's turn with the spending wars, interference and specials they bring.
// What Medium's evaluation cannot see, the rollout does: a rival who wins on his next turn, an
// attack that leaves the treasury too poor to stop him, a structure that invites the whole table.
// Where a rollout ends, Hard judges it by its fitted chance to win the game (win-model.ts; 3 to 6
// players).
//
// Rollouts are noisy (the dice, the hidden cards), so candidates are compared on common samples:
// every candidate is played on the same determinized states with the same dice generator, and only
// complete rounds of samples count. How many is fixed by the bot's play-out budget (work.ts), not by
// the clock; the model players decide by their own level's work. The clock is the safety net only:
// a rollout still running at the deadline is dropped, and the decision reports a cut-off.
import { applyAction, decider, legalActions, observe, type Action, type GameState, type Observation, type Seat } from '../engine';
import { nextUint32, type RngState } from '../engine';
import { determinize } from './determinize';
import { WIN } from './evaluate';
import { safeAction } from './fallback';
import type { Scored, Think } from './think';
import type { Bot, BotContext, PlayoutEnd, PlayoutJob, PlayoutRunner, PlayoutSpec, Safety } from './types';
import { fittedWeights, winChances } from './win-model';
import type { Work } from './work';

/** Makes the model of one seat for one rollout (fresh memory each time). */
export type PolicyFactory = (seat: Seat) => Bot;

/** The jobs one after the other on this thread; once one ends late, the rest are not played (late too). */
export function playInOrder(policy: PolicyFactory, me: Seat, jobs: readonly PlayoutJob[], safety: Safety, lateAt: number): PlayoutEnd[] {
  const out: PlayoutEnd[] = [];
  let late = false;
  for (const j of jobs) {
    if (!late) {
      const end = playRound(j.s, me, j.first, policy, [...j.seed] as RngState, safety.deadline, safety.now);
      // Past the deadline a model player may have answered in haste: the play-out does not count.
      late = safety.now() >= lateAt;
      if (!late) {
        out.push({ end, late });
        continue;
      }
    }
    out.push({ end: null, late: true });
  }
  return out;
}

/** Decisions at most in one rollout (a round is about 50 with four players; this bounds a runaway). */
const MAX_STEPS = 600;

/**
 * The state at the start of `me`'s next turn (or at the end of the game) after `me` plays `first`
 * in `s` and everyone then plays their model; null when the engine refuses `first` on this sample
 * or the (safety) deadline comes first.
 */
export function playRound(s: GameState, me: Seat, first: Action, policy: PolicyFactory, rng: RngState, deadline: number, now: () => number): GameState | null {
  const r0 = applyAction(s, me, first);
  if (!r0.ok) return null;
  let cur = r0.state;
  const startTurn = s.turn.number;
  const bots = new Map<Seat, Bot>();
  const ctxRng: RngState = [nextUint32(rng), nextUint32(rng), nextUint32(rng), nextUint32(rng)];
  const ctx: BotContext = { rng: ctxRng, deadline, now };
  for (let i = 0; i < MAX_STEPS; i++) {
    if (cur.outcome) return cur;
    if (cur.turn.number > startTurn && cur.turn.active === me) return cur;
    if (now() >= deadline) return null;
    const seat = decider(cur)[0];
    let bot = bots.get(seat);
    if (!bot) bots.set(seat, (bot = policy(seat)));
    const legal = legalActions(cur, seat);
    let r = applyAction(cur, seat, bot.choose(observe(cur, seat), legal, ctx));
    if (!r.ok) r = applyAction(cur, seat, safeAction(legal));
    if (!r.ok) return cur;
    cur = r.state;
  }
  return cur;
}

/**
 * What a rollout's end is worth to the bot: with the level's winModel, its fitted chance to win the
 * game from there (win-model.ts), scaled to the evaluation's units; else (or without fitted
 * weights for the game's number of players) its utility. The model was fitted on positions like
 * this one, the start of a turn, and knows what the evaluation does not: how much more likely a
 * player a step from his goal is to win, the more so on his own turn.
 */
export function leafValue(t: Think, end: GameState): number {
  // The very long game (ADV-LENGTH-3) has no goals to be near: the model, fitted on games won by
  // goals, does not apply there, nor at a player count it was not fitted for.
  const w = t.level.winModel && !end.config.longGame ? fittedWeights(end.players.length) : null;
  return w ? WIN * winChances(end, t.ev, w)[t.me] : t.ev.utility(end);
}

/** Complete rounds of samples after which the weaker half of the candidates stops being played. */
export const HALVE_AFTER = 2;

/**
 * Candidates ranked by the mean value (leafValue) at the start of my next turn, each played on
 * the same samples (the decision's own state first, then fresh determinizations) with the same
 * dice, as many whole rounds as the play-out budget holds (`work`); only complete rounds count, and
 * the safety deadline ends them (a cut-off). A candidate the engine refuses on a sample is skipped
 * there. Null when not one round completed (the caller keeps its own ranking).
 *
 * Successive halving: after HALVE_AFTER rounds only the better half (at least two) is played on,
 * up to `samples` rounds in all and then as many again, so the time goes to telling the best plans
 * apart (at 4 players a decision completed a median of 3 to 4 rounds of every candidate; the
 * dice of so few samples often chose among the leaders). A candidate dropped early keeps its
 * mean of the rounds it played but ranks below every one played on.
 *
 * The rounds up to the halving, and those after it, are each one batch for `runner` (default:
 * playInOrder on this thread): their samples and dice are drawn first, in the order the rounds
 * would draw them one after the other, so the random stream, the play-outs and the means are the
 * same whoever plays them and in whatever order.
 */
export function rankByRollouts(
  t: Think,
  obs: Observation,
  cands: readonly Scored[],
  samples: number,
  policy: PolicyFactory,
  work: Work,
  safety: Safety,
  runner?: { run: PlayoutRunner; spec: PlayoutSpec },
): Scored[] | null {
  const total = cands.map(() => 0);
  const count = cands.map(() => 0);
  let active = cands.map((_, j) => j);
  let rounds = 0;
  let started = 0;
  const dropped: number[] = [];
  for (;;) {
    const limit = active.length < cands.length ? 2 * samples : samples;
    const halveAt = active.length > 2 && rounds < HALVE_AFTER ? HALVE_AFTER : Infinity;
    const batch: { s: GameState; seed: RngState }[] = [];
    // A round starts only whole: the batch holds the rounds whose play-outs all fit in the budget.
    while (started < limit && rounds + batch.length < halveAt && work.fits(active.length * (batch.length + 1))) {
      const s = started === 0 ? t.s : determinize(obs, t.rng, t.ev.beliefs);
      batch.push({ s, seed: [nextUint32(t.rng), nextUint32(t.rng), nextUint32(t.rng), nextUint32(t.rng)] });
      started++;
    }
    if (batch.length === 0) break;
    const jobs = batch.flatMap(({ s, seed }) => active.map((j) => ({ s, first: cands[j].action, seed })));
    const lateAt = work.deadline;
    const ends = runner ? runner.run(runner.spec, jobs, safety, lateAt) : playInOrder(policy, t.me, jobs, safety, lateAt);
    let aborted = false;
    for (let r = 0; r < batch.length && !aborted; r++) {
      const values: (number | null)[] = [];
      for (let x = 0; x < active.length; x++) {
        const e = ends[r * active.length + x];
        if (e.late) {
          work.late(); // marks the decision cut off
          aborted = true;
          break;
        }
        work.playedOut();
        values.push(e.end === null ? null : leafValue(t, e.end));
      }
      if (aborted) break;
      rounds++;
      values.forEach((v, x) => {
        if (v === null) return;
        total[active[x]] += v;
        count[active[x]]++;
      });
    }
    if (aborted) break;
    if (rounds === HALVE_AFTER && active.length > 2) {
      const mean = (j: number) => (count[j] > 0 ? total[j] / count[j] : -Infinity);
      const ranked = active.slice().sort((x, y) => mean(y) - mean(x) || x - y);
      const keep = Math.max(2, Math.ceil(ranked.length / 2));
      active = ranked.slice(0, keep).sort((x, y) => x - y);
      dropped.push(...ranked.slice(keep));
    }
  }
  if (rounds === 0) return null;
  const rolled: Scored[] = [];
  for (const j of active) if (count[j] > 0) rolled.push({ ...cands[j], value: total[j] / count[j], note: `${cands[j].note ?? ''} rollouts n=${count[j]}` });
  // Below every candidate played on, in the order of their own means.
  let floor = rolled.length ? Math.min(...rolled.map((c) => c.value)) : Infinity;
  for (const j of dropped) {
    if (count[j] === 0) continue;
    floor = Math.min(floor - 1e-6, total[j] / count[j]);
    rolled.push({ ...cands[j], value: floor, note: `${cands[j].note ?? ''} rollouts n=${count[j]} (dropped)` });
  }
  return rolled.length ? rolled : null;
}
