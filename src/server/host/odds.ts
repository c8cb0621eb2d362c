// The odds panel's answer (protocol 'game:odds'): the chance and the modifier breakdown of an attack
// the seat is considering, worked out on the true state by the engine, for the seat's own cards only
// (a seat may not probe attacks it could not make). The attack in progress is the exception: it was
// declared in public (its cards and base number are in every log), so its odds go to every viewer,
// spectators included; the attack panel shows them while another player's attack is resolved.
// A query that does not fit is refused.
import { isGroupId } from '../../shared/cards';
import { attackOdds, hiddenCardId, maskBreakdown, type GameState, type Pending, type Seat } from '../../shared/engine';
import type { Odds, OddsQuery, Reply } from '../../shared/protocol/messages';
import { ok, refuse } from '../../shared/protocol/reply';

/** The attack window under any reaction, offer or replacement opened on top of it. */
function attackInProgress(p: Pending | null): Extract<Pending, { kind: 'attack' }> | null {
  for (let w: Pending | null = p; w; w = w.kind === 'reaction' || w.kind === 'offer' || w.kind === 'replace' ? w.resume : null) if (w.kind === 'attack') return w;
  return null;
}

/** The seat that declared the attack in progress when `q` asks about exactly that attack, else null. */
function declaredBy(s: GameState, q: OddsQuery): Seat | null {
  const w = attackInProgress(s.pending);
  if (!w || q.target !== w.target || q.kind !== w.attack) return null;
  const same = (asked: string, real: string) => asked === real || (asked === hiddenCardId(w.attackSeat) && real === s.players[w.attackSeat].illuminati);
  if (!same(q.attacker, w.attacker) || q.aiders.length !== w.aiders.length || q.aiders.some((a, i) => !same(a, w.aiders[i]))) return null;
  return w.attackSeat;
}

/** The odds for `seat` (null: a spectator, who may ask about the attack in progress only). */
export function oddsFor(s: GameState, viewer: Seat | null, q: OddsQuery): Reply<Odds> {
  const seat = declaredBy(s, q) ?? viewer;
  if (seat === null) return refuse('Odds are worked out for the attacking player: choose a seat.');
  const me = s.players[seat];
  const mine = (id: string) => id === me.illuminati || id === hiddenCardId(seat) || me.groups.some((g) => g.id === id);
  const own = (id: string) => (id === hiddenCardId(seat) ? me.illuminati : id);
  if (!mine(q.attacker)) return refuse('The attacking card must be one of your own.');
  if (q.aiders.some((a) => !mine(a))) return refuse('Only your own cards can aid your attack.');
  const inPlay = isGroupId(q.target) && (s.uncontrolled.includes(q.target) || s.players.some((p) => !p.out && p.groups.some((g) => g.id === q.target)));
  if (!inPlay) return refuse('The target must be a group on the table.');
  try {
    const r = attackOdds(s, { seat, attacker: own(q.attacker), target: q.target as never, kind: q.kind, aiders: q.aiders.map(own), money: q.money ?? 0 });
    // ADV-HIDDEN-ILLUM-1: another player's face-down Illuminati shows as one number, not by name.
    const terms = maskBreakdown(s, viewer ?? 'spectator', seat, r.breakdown);
    const odds: Odds = { needed: r.needed, chance: r.chance, breakdown: terms.map((m) => ({ rule: m.rule, label: m.label, value: m.value, term: m.term })) };
    return ok(odds);
  } catch (e) {
    return refuse(`The odds of that attack cannot be worked out (${(e as Error).message}).`);
  }
}
