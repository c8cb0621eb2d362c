// Victory (WIN-*, GOAL-*, AMB-31/32): checked for every player at the end of every turn.
import { ALIGNMENTS, group, illuminati, type IlluminatiId, type SpecialGoal } from '../cards';
import { illuminatiPower, illuminatiTransferable } from './options';
import { alignmentsOf, totalMoney } from './state';
import type { Edition, GameState, PlayerState } from './types';

/** WIN-3: groups needed (Illuminati included) by starting player count. */
export function basicGoalFor(players: number, edition: Edition = 'en'): number {
  void edition; // EN, IT and DE agree for 2..8 players (EDN-5).
  if (players <= 3) return 13;
  if (players === 4) return 12;
  if (players === 5) return 10;
  if (players === 6) return 9;
  return 8;
}

/**
 * The special goal a player plays for: their own, or the UFOs' secret choice (GOAL-UFO-1, AMB-26);
 * everyone's secret choice under hidden goals (ADV-HIDDEN-GOALS-1); none in the very long game (ADV-LENGTH-3).
 */
export function goalOf(s: GameState, p: PlayerState): SpecialGoal | null {
  if (s.config.longGame) return null;
  if (s.config.hiddenGoals) return p.borrowedGoal ? edited(s, p.borrowedGoal, illuminati(p.borrowedGoal).goal) : null;
  const own = illuminati(p.illuminati).goal;
  if (own.kind !== 'borrowed') return edited(s, p.illuminati, own);
  if (!p.borrowedGoal) return null;
  return edited(s, p.borrowedGoal, illuminati(p.borrowedGoal).goal);
}

/** EDN-10: the Network needs 20 transferable Power under the German rules. */
function edited(s: GameState, id: IlluminatiId, g: SpecialGoal): SpecialGoal {
  if (id === 'network' && s.config.edition === 'de' && g.kind === 'transferableTotal') return { kind: 'transferableTotal', amount: 20 };
  return g;
}

export interface GoalProgress {
  current: number;
  needed: number;
}

/** Progress toward a special goal (AMB-32), for goal checks, the UI and the bots. */
export function specialProgress(s: GameState, p: PlayerState, g: SpecialGoal): GoalProgress {
  switch (g.kind) {
    case 'powerTotal': {
      let t = illuminatiPower(s, p); // the UFO bonus of ADV-HIDDEN-GOALS-2 counts (AMB-26)
      for (const x of p.groups) t += group(x.id).power;
      return { current: t, needed: g.amount };
    }
    case 'transferableTotal': {
      let t = illuminatiTransferable(s, p);
      for (const x of p.groups) t += group(x.id).transferable;
      return { current: t, needed: g.amount };
    }
    case 'allAlignments': {
      const seen = new Set<string>();
      for (const x of p.groups) for (const a of alignmentsOf(s, x.id)) seen.add(a);
      return { current: seen.size, needed: ALIGNMENTS.length };
    }
    case 'alignmentCount': {
      let n = 0;
      for (const x of p.groups) if (alignmentsOf(s, x.id).includes(g.alignment)) n++;
      return { current: n, needed: g.count };
    }
    case 'treasuryTotal':
      return { current: totalMoney(p), needed: g.amount };
    case 'destroyCount':
      return { current: p.kills, needed: g.count };
    case 'alignmentInPlay': {
      // GOAL-ATL-1/2, EX-22: face-up groups anywhere (any structure or uncontrolled), not the dead
      // pile or the deck; one fewer needed per Violent group this player destroyed.
      let n = 0;
      for (const id of s.uncontrolled) if (alignmentsOf(s, id).includes(g.alignment)) n++;
      for (const q of s.players) if (!q.out) for (const x of q.groups) if (alignmentsOf(s, x.id).includes(g.alignment)) n++;
      return { current: n, needed: Math.max(0, g.count - (g.reducedBy === 'Violent' ? p.violentKills : 0)) };
    }
    case 'borrowed':
      return { current: 0, needed: 1 };
  }
}

export function basicProgress(s: GameState, p: PlayerState): GoalProgress {
  return { current: 1 + p.groups.length, needed: s.basicGoal };
}

/** Which goal, if any, this player meets now. None in the very long game (ADV-LENGTH-3). */
export function goalMet(s: GameState, p: PlayerState): 'basic' | 'special' | null {
  if (p.out || s.config.longGame) return null;
  const b = basicProgress(s, p);
  if (b.current >= b.needed) return 'basic';
  const g = goalOf(s, p);
  if (g) {
    const sp = specialProgress(s, p, g);
    if (sp.current >= sp.needed) return 'special';
  }
  return null;
}
