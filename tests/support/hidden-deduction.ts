// A rival's deduction of face-down Illuminati from public numbers (issue 41, ADV-HIDDEN-ILLUM-1/2):
// it tries every Illuminati of the edition against what a real table shows of a seat: the money
// arriving at setup and in each income phase (the Illuminati's share and each group's), the cards
// drawn at the start of its turn, every attack's number (what the seat's Illuminati adds to it), and
// the abilities that show by their use (the Bavarians' paid privilege, a reorganisation, a
// redistribution, the UFO card's second attack). Wrong accusations are left out: they are no number
// the hidden player shows. Two rule sets: 'exact' is the engine before issue 41 (full Income, full
// Power and every ability forced), 'atMost' the rules now (anyone may take or apply less, and
// decline an ability). The events are the viewer's (eventsFor); the state after each action is read
// only for public facts (an attack's other terms, alignments, the player count).
import { group, illuminati, isGroupId, type IlluminatiId } from '../../src/shared/cards';
import { eventsFor, hiddenCardId, illuminatiSet, type GameConfig, type GameEvent, type GameState, type Seat } from '../../src/shared/engine';
import { baseTarget, type Modifier } from '../../src/shared/engine/modifiers';
import { claimRange } from '../../src/shared/engine/claims';
import { ufoBonus } from '../../src/shared/engine/options';
import { alignmentsOf } from '../../src/shared/engine/state';
import { largeGameBonus } from '../../src/shared/engine/turn';

export type RuleSet = 'exact' | 'atMost';

/** One viewer's knowledge: for every seat, the Illuminati its public numbers still allow. */
export class Deducer {
  readonly possible: Set<IlluminatiId>[];
  private draws: number[];
  private doubled: boolean[];
  private uses: Record<string, number> = {};
  /** Whether the Illuminati took part in the seat's attack now open (a call-off leaves no trace, AMB-13). */
  private inOpenAttack: Record<string, boolean> = {};
  /** A White Collar Crime played by the seat and not yet resolved or cancelled. */
  private crime: Record<string, boolean> = {};
  private started = false;

  constructor(
    private readonly config: GameConfig,
    readonly viewer: Seat,
    private readonly rules: RuleSet,
  ) {
    const set = illuminatiSet(config.edition ?? 'en');
    this.possible = Array.from({ length: config.players }, () => new Set(set));
    this.draws = new Array(config.players).fill(0);
    this.doubled = new Array(config.players).fill(false);
  }

  /** The money each seat holds at the start, before any event (the starting money of an engine that paid it in newGame). */
  start(money: readonly number[]): void {
    money.forEach((m, seat) => m > 0 && this.income(seat, m, 1, 0));
  }

  /** The events of one action as this viewer sees them, and the state after it. */
  feed(after: GameState, all: readonly GameEvent[]): void {
    const events = eventsFor(all, this.viewer);
    let last: GameEvent | null = null;
    for (const e of events) {
      switch (e.type) {
        case 'turnStarted':
          this.started = true;
          this.draws[e.seat] = 0;
          this.doubled[e.seat] = false;
          this.uses = {};
          break;
        case 'incomeDoubled':
          this.doubled[e.seat] = true;
          break;
        case 'incomeCollected':
          this.collected(after, e);
          break;
        case 'cardDrawn':
          if (last?.type !== 'recyclersUsed' && after.turn.active === e.seat) {
            this.draws[e.seat]++;
            if (this.draws[e.seat] >= 2) this.keep(e.seat, (c) => illuminati(c).abilities.some((a) => a.kind === 'extraDraw'));
          }
          break;
        case 'attackDeclared':
          this.attack(after, e);
          break;
        case 'attackCalledOff':
          if (this.inOpenAttack[e.seat]) this.uses[e.seat]--;
          break;
        case 'structureReorganized':
          this.keep(e.seat, (c) => illuminati(c).abilities.some((a) => a.kind === 'reorganize'));
          break;
        case 'specialPlayed':
        case 'specialCancelled':
          if (e.card === 'white-collar-crime') this.crime[e.seat] = e.type === 'specialPlayed';
          break;
        case 'treasuriesSet':
          // White Collar Crime (played earlier, resolved once nobody cancels it) sets treasuries too:
          // only the Gnomes' own redistribution names them.
          if (this.crime[e.seat]) this.crime[e.seat] = false;
          else this.keep(e.seat, (c) => illuminati(c).abilities.some((a) => a.kind === 'redistribute'));
          break;
      }
      last = e;
    }
  }

  private keep(seat: Seat, ok: (c: IlluminatiId) => boolean): void {
    if (seat === this.viewer) return;
    for (const c of [...this.possible[seat]]) if (!ok(c)) this.possible[seat].delete(c);
  }

  private claims(): number[] {
    return this.config.misstate && this.config.hiddenIlluminati ? claimRange({ config: this.config } as GameState) : [0];
  }

  /** The Illuminati's share of an income (`k`: doubled by Market Manipulation; `bonus`: the large-game bonus). */
  private income(seat: Seat, amount: number, k: number, bonus: number): void {
    const claims = this.claims();
    const top = Math.max(...claims);
    if (this.rules === 'exact') this.keep(seat, (c) => claims.some((d) => (illuminati(c).income + d) * k + bonus === amount));
    else this.keep(seat, (c) => amount - bonus <= (illuminati(c).income + top) * k);
  }

  private collected(after: GameState, e: Extract<GameEvent, { type: 'incomeCollected' }>): void {
    if (e.seat === this.viewer) return;
    const k = this.doubled[e.seat] ? 2 : 1;
    const bonus = this.started ? largeGameBonus(after.players.length) : 0;
    const own = hiddenCardId(e.seat);
    const il = e.cards[own] ?? e.cards[after.players[e.seat].illuminati];
    if (il !== undefined) this.income(e.seat, il, k, bonus);
    // A group's income is printed, or doubled by the Atlanteans for a Peaceful group (ILLUM-ATL-1).
    for (const [id, amount] of Object.entries(e.cards)) {
      if (id === own || id === after.players[e.seat].illuminati) continue;
      const printed = groupIncome(id);
      if (printed === null) continue;
      const peaceful = alignmentsOf(after, id).includes('Peaceful');
      const doubles = (c: IlluminatiId) => peaceful && illuminati(c).abilities.some((a) => a.kind === 'doubleIncome');
      if (this.rules === 'exact') this.keep(e.seat, (c) => amount === printed * k * (doubles(c) ? 2 : 1));
      else this.keep(e.seat, (c) => amount === printed * k || (doubles(c) && amount === 2 * printed * k));
    }
  }

  /** What the attacking seat's Illuminati added to the number: its Power or aid (stated, held back), the UFO bonus, its attack bonus. */
  private attack(after: GameState, e: Extract<GameEvent, { type: 'attackDeclared' }>): void {
    const seat = e.seat;
    if (e.privilege?.kind === 'bavarian') this.keep(seat, (c) => illuminati(c).abilities.some((a) => a.kind === 'paidPrivilege'));
    const w = after.pending && findAttack(after);
    if (!w || seat === this.viewer) return;
    const il = after.players[seat].illuminati;
    const spec = { seat, attacker: w.attacker, target: w.target, kind: w.attack, aiders: w.aiders, whisper: w.whisper };
    const terms = baseTarget(after, spec).breakdown;
    const fromCard = (m: Modifier) => ('card' in m.term && m.term.card === il) || m.term.kind === 'ufoBonus' || m.term.kind === 'statedPower';
    const rest = terms.filter((m) => !fromCard(m)).reduce((t, m) => t + m.value, 0);
    const shown = e.base - rest;
    const takesPart = w.attacker === il || w.aiders.includes(il);
    this.inOpenAttack[seat] = takesPart;
    if (takesPart) {
      this.uses[seat] = (this.uses[seat] ?? 0) + 1;
      if (this.uses[seat] >= 2) this.keep(seat, (c) => illuminati(c).abilities.some((a) => a.kind === 'twoAttacks'));
    }
    const claims = this.claims();
    const top = Math.max(...claims);
    this.keep(seat, (c) => {
      const card = illuminati(c);
      const bonus = card.abilities.reduce((t, a) => t + (a.kind === 'attackBonus' && a.attacks.includes(w.attack) && matches(after, a.target, w.target) ? a.bonus : 0), 0);
      const power = card.power + ufoBonus(after, c);
      if (this.rules === 'exact') return (takesPart ? claims.map((d) => power + d) : [0]).some((x) => x + bonus === shown);
      const bonuses = bonus ? [0, bonus] : [0];
      return bonuses.some((b) => (takesPart ? shown - b >= 0 && shown - b <= power + top : shown - b === 0));
    });
  }
}

function findAttack(s: GameState): Extract<NonNullable<GameState['pending']>, { kind: 'attack' }> | null {
  for (let w = s.pending; w; w = 'resume' in w ? w.resume : null) if (w.kind === 'attack') return w;
  return null;
}

function matches(s: GameState, f: { alignment: string } | { ids: readonly string[] } | undefined, target: string): boolean {
  if (!f) return true;
  if ('ids' in f) return f.ids.includes(target);
  return (alignmentsOf(s, target) as string[]).includes(f.alignment);
}

function groupIncome(id: string): number | null {
  return isGroupId(id) ? group(id).income : null;
}

/**
 * The seats a viewer can name for certain: a face-down seat whose every possible card but one
 * leaves no way to give the other face-down seats distinct possible cards (the viewer's own card
 * and every face-up card being taken). Returns seat -> card.
 */
export function named(s: GameState, d: Deducer): Map<Seat, IlluminatiId> {
  const taken = new Set<IlluminatiId>([s.players[d.viewer].illuminati]);
  for (const p of s.players) if (p.revealed) taken.add(p.illuminati);
  const hidden = s.players.filter((p) => p.seat !== d.viewer && !p.revealed).map((p) => p.seat);
  const cands = new Map<Seat, IlluminatiId[]>(hidden.map((x) => [x, [...d.possible[x]].filter((c) => !taken.has(c))]));
  const out = new Map<Seat, IlluminatiId>();
  for (const x of hidden) {
    const ok = cands.get(x)!.filter((c) => assignable(hidden.filter((y) => y !== x), cands, new Set([c])));
    if (ok.length === 1) out.set(x, ok[0]);
  }
  return out;
}

/** Can `seats` each get a distinct card of their candidates, none of `used`? (Backtracking; at most 7 seats.) */
function assignable(seats: readonly Seat[], cands: ReadonlyMap<Seat, IlluminatiId[]>, used: Set<IlluminatiId>): boolean {
  if (seats.length === 0) return true;
  const [x, ...rest] = seats;
  for (const c of cands.get(x)!) {
    if (used.has(c)) continue;
    used.add(c);
    const ok = assignable(rest, cands, used);
    used.delete(c);
    if (ok) return true;
  }
  return false;
}
