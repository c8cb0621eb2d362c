// Danger on the table (issue 34): which players are one capture or one goal step from winning,
// read from the standings the viewer may see (a special goal he may not know is not guessed).
// WIN-3: the basic goal is a number of cards in the power structure; GOAL-*: the special goals.
import type { Observation, Seat } from '../../../shared/engine';
import type { GoalStanding, PlayerStanding } from '../../../shared/protocol/messages';
import { t } from '../i18n';
import { goalProgress } from './progress';

export interface Danger {
  seat: Seat;
  kind: 'basic' | 'special';
  /** The special goal's progress, when that is the danger. */
  goal: GoalStanding | null;
}

/** Goals counted in sums (Power, Transferable Power, money): "one step" is within a tenth of the goal. */
const SUMS = new Set(['powerTotal', 'transferableTotal', 'treasuryTotal']);

export function oneStepShort(g: GoalStanding): boolean {
  const short = g.need - g.have;
  if (short <= 0) return false;
  return g.measure && SUMS.has(g.measure) ? short <= Math.ceil(g.need / 10) : short === 1;
}

/** The players in danger of winning now; none in the very long game (ADV-LENGTH-3: no goals) or once it is over. */
export function dangers(standings: readonly PlayerStanding[], obs: Observation): Danger[] {
  if (obs.outcome || obs.config.longGame) return [];
  const out: Danger[] = [];
  for (const s of standings) {
    if (obs.players[s.seat]?.out) continue;
    if (oneStepShort(s.basic)) out.push({ seat: s.seat, kind: 'basic', goal: null });
    else if (s.special && s.special.measure !== 'borrowed' && oneStepShort(s.special)) out.push({ seat: s.seat, kind: 'special', goal: s.special });
  }
  return out;
}

export const dangerKey = (d: Danger): string => `${d.seat}:${d.kind}`;

/** The label's words: "needs 1 more group", "needs: 4 of 5 Fanatic groups"; "you need…" for the viewer. */
export function dangerLabel(d: Danger, you: boolean): string {
  if (d.kind === 'basic') return t(you ? 'play.danger.youNeedGroup' : 'play.danger.needsGroup');
  return t(you ? 'play.danger.youNeedGoal' : 'play.danger.needsGoal', { what: goalProgress(d.goal!) });
}

/** The message board's sentence, said once when the danger appears. */
export function dangerSentence(d: Danger, you: boolean, seatName: (s: Seat) => string): string {
  const what = d.goal ? goalProgress(d.goal) : '';
  if (you) return t(d.kind === 'basic' ? 'play.danger.selfGroup' : 'play.danger.selfGoal', { what });
  return t(d.kind === 'basic' ? 'play.danger.rivalGroup' : 'play.danger.rivalGoal', { seat: seatName(d.seat), what });
}
