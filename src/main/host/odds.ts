// The odds panel's answer (protocol 'game:odds'): the chance and the modifier breakdown of an attack
// the seat is considering, worked out on the true state by the engine, for the seat's own cards only
// (a seat may not probe attacks it could not make). A query that does not fit is refused.
import { isGroupId } from '../../shared/cards';
import { attackOdds, hiddenCardId, type GameState, type Seat } from '../../shared/engine';
import type { Odds, OddsQuery, Reply } from '../../shared/protocol/messages';
import { ok, refuse } from '../../shared/protocol/reply';

export function oddsFor(s: GameState, seat: Seat, q: OddsQuery): Reply<Odds> {
  const me = s.players[seat];
  const mine = (id: string) => id === me.illuminati || id === hiddenCardId(seat) || me.groups.some((g) => g.id === id);
  const own = (id: string) => (id === hiddenCardId(seat) ? me.illuminati : id);
  if (!mine(q.attacker)) return refuse('The attacking card must be one of your own.');
  if (q.aiders.some((a) => !mine(a))) return refuse('Only your own cards can aid your attack.');
  const inPlay = isGroupId(q.target) && (s.uncontrolled.includes(q.target) || s.players.some((p) => !p.out && p.groups.some((g) => g.id === q.target)));
  if (!inPlay) return refuse('The target must be a group on the table.');
  try {
    const r = attackOdds(s, { seat, attacker: own(q.attacker), target: q.target as never, kind: q.kind, aiders: q.aiders.map(own), money: q.money ?? 0 });
    const odds: Odds = { needed: r.needed, chance: r.chance, breakdown: r.breakdown.map((m) => ({ rule: m.rule, label: m.label, value: m.value, term: m.term })) };
    return ok(odds);
  } catch (e) {
    return refuse(`The odds of that attack cannot be worked out (${(e as Error).message}).`);
  }
}
