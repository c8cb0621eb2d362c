// Special cards played on the bot's own turn outside any window (SPECIAL-CARD-3): Bribery (an
// action: a sure capture of an uncontrolled group, compared with the attacks), Whispering Campaign
// (attacks.ts), Media Campaign (bring back a destroyed group the bot wants and can take), Computer
// Espionage (look at a rival's large hand: better determinizations), and money cards when the
// money itself wins (the Gnomes' treasury). Other money cards and White Collar Crime wait for an
// attack window, where the spending model plays them when the money is needed.
import { group, type GroupId } from '../cards';
import { attackNeeded, type LegalAction } from '../engine';
import { outSidesOf } from '../engine';
import { scoreWhispers } from './attacks';
import { groupWorth } from './evaluate';
import { settle, step } from './sim';
import { templates, type Scored, type Think } from './think';
import { fillPlay, restValue } from './windows';
import { CARD_VALUE } from './weights';

type Play = Extract<LegalAction, { type: 'playSpecial' }>;

/** Bribery: per target the first spot, then every spot of the best target. */
function bribes(t: Think, plays: Play[]): Scored[] {
  const byTarget = new Map<string, Play[]>();
  for (const p of plays) byTarget.set(p.target!, [...(byTarget.get(p.target!) ?? []), p]);
  const firsts: Scored[] = [];
  for (const [, ps] of byTarget) {
    if (t.enough()) break;
    const a = fillPlay(t, ps[0]);
    const next = step(t.s, t.me, a);
    if (next) firsts.push({ action: a, value: t.ev.utility(settle(next)), note: `bribe ${ps[0].target}` });
  }
  firsts.sort((a, b) => b.value - a.value);
  const top = firsts[0];
  if (!top || top.action.type !== 'playSpecial') return firsts;
  const out = firsts.slice();
  for (const p of byTarget.get(top.action.target!)!.slice(1, 8)) {
    const a = fillPlay(t, p);
    const next = step(t.s, t.me, a);
    if (next) out.push({ action: a, value: t.ev.utility(settle(next)), note: `bribe ${p.target}` });
  }
  return out;
}

/** How much I would like a group back on the table: its worth times my best odds to take it. */
function reviveBonus(t: Think, target: GroupId): number {
  const s = t.s;
  const me = s.players[t.me];
  if (s.turn.active !== t.me || s.turn.actionsLeft < 1) return 0;
  let best = 0;
  for (const c of [me.illuminati as string, ...me.groups.map((g) => g.id as string)]) {
    if (outSidesOf(c).length === 0) continue;
    const revived = { ...s, uncontrolled: [...s.uncontrolled, target], dead: s.dead.filter((d) => d !== target) };
    const T = attackNeeded(revived, { seat: t.me, attacker: c, target, kind: 'control', aiders: [] }) + Math.min(me.money, 6);
    best = Math.max(best, T);
  }
  let worth = groupWorth(target);
  for (const g of t.ev.beliefs[t.me]?.goals ?? []) if (g.goal.kind === 'alignmentCount' && group(target).alignments.includes(g.goal.alignment)) worth += 15;
  return (best >= 7 ? 0.6 : best >= 5 ? 0.3 : 0) * worth;
}

/** Every special card worth playing now on my turn, scored. */
export function turnSpecials(t: Think): Scored[] {
  const plays = templates(t.legal, 'playSpecial');
  if (!plays.length) return [];
  const out: Scored[] = [];
  const bribery = plays.filter((p) => p.card === 'bribery');
  if (bribery.length) out.push(...bribes(t, bribery));
  const whispers = plays.filter((p) => p.card === 'whispering-campaign');
  if (whispers.length) out.push(...scoreWhispers(t, whispers));
  const s = t.s;
  for (const p of plays) {
    if (t.enough()) break;
    if (p.card === 'bribery' || p.card === 'whispering-campaign') continue;
    if (p.card === 'deep-agent' || p.card.startsWith('interference') || p.card === 'secrets-man') continue;
    let bonus = 0;
    if (p.card === 'media-campaign') {
      bonus = reviveBonus(t, p.target as GroupId);
      if (bonus <= 0) continue;
    } else if (p.card === 'computer-espionage') {
      if (p.seat === undefined || s.players[p.seat].hand.length < 3) continue;
      bonus = 2.5;
    }
    const a = fillPlay(t, p);
    const next = step(s, t.me, a);
    if (!next) continue;
    // A card played for its money alone must be clearly worth more than holding it.
    const hurdle = p.card === 'slush-fund' || p.card === 'swiss-bank-account' || p.card === 'white-collar-crime' ? 3 : 0.5;
    out.push({ action: a, value: restValue(t, next) + bonus - hurdle, note: `play ${p.card}` });
  }
  return out;
}

export { CARD_VALUE };
