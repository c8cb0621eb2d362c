// The secret goal choice (GOAL-UFO-1, ADV-HIDDEN-GOALS-1): the UFOs borrow another Illuminati's
// goal, everyone picks one under hidden goals. A goal is scored by how reachable it usually is
// (a prior per goal kind), how well the bot's own Illuminati ability serves it (the Gnomes'
// treasury, the Network's draws toward transferable Power, Cthulhu's destroy bonus, the
// Discordians' Weird bonus), how far the structure already is toward it, and how many fitting
// groups lie uncontrolled on the table now.
import { group, illuminati, type IlluminatiId, type SpecialGoal } from '../cards';
import type { Action, LegalAction } from '../engine';
import { goalFraction, printedGoal } from './beliefs';
import type { Scored, Think } from './think';

/**
 * How reachable a goal is without its owner's ability, measured: a Medium UFO bot with each goal
 * forced, 60 4-player games each against three Medium bots (issue 4 note): destroy 8 groups 25%,
 * 150 MB 22%, five Weird 17%, six Violent 15%, 35 Power 12%, 25 transferable Power 8% (the old
 * priors picked the Power goal, 12%).
 */
function prior(g: SpecialGoal): number {
  switch (g.kind) {
    case 'destroyCount':
      return 0.5;
    case 'treasuryTotal':
      return 0.45;
    case 'alignmentCount':
      return 0.4;
    case 'alignmentInPlay':
      return 0.4;
    case 'powerTotal':
      return 0.3;
    case 'allAlignments':
      return 0.2;
    case 'transferableTotal':
      return 0.15;
    default:
      return 0;
  }
}

export function decideGoal(t: Think): Scored[] {
  const la = t.legal.find((l): l is Extract<LegalAction, { type: 'chooseGoal' }> => l.type === 'chooseGoal');
  if (!la) return [];
  const s = t.s;
  const me = s.players[t.me];
  const own = illuminati(me.illuminati);
  return la.goals.map((id: IlluminatiId) => {
    const g = printedGoal(t.obs, id);
    let v = prior(g) + goalFraction(s, me, g);
    // Synergy with the abilities kept under hidden goals (and with the UFO card's two attacks).
    if (id === me.illuminati) v += 0.25;
    if (g.kind === 'treasuryTotal' && own.abilities.some((a) => a.kind === 'redistribute')) v += 0.15;
    if (g.kind === 'destroyCount' && own.abilities.some((a) => a.kind === 'attackBonus' && a.attacks.includes('destroy'))) v += 0.15;
    if (g.kind === 'alignmentCount' && own.abilities.some((a) => a.kind === 'attackBonus' && a.target && 'alignment' in a.target && a.target.alignment === (g as { alignment: string }).alignment)) v += 0.15;
    if (g.kind === 'transferableTotal' && own.abilities.some((a) => a.kind === 'extraDraw')) v += 0.1;
    if (g.kind === 'alignmentCount') for (const u of s.uncontrolled) if (group(u).alignments.includes(g.alignment)) v += 0.05;
    const action: Action = { type: 'chooseGoal', goal: id };
    return { action, value: v, note: `goal ${id}` };
  });
}
