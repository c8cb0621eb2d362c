// How often a rival can name a face-down Illuminati for certain, and what holding back costs
// (issue 41). Plays random games with hidden Illuminati (3 to 6 players, each edition, with and
// without misstatement): random legal moves, and the bots' choice of what to hold back
// (src/shared/ai/conceal.ts) unless --no-hold; a seat that holds back makes no move that shows its
// card by itself. After every action each rival's deduction (tests/support/hidden-deduction.ts)
// tries every Illuminati against the public numbers.
//
//   npx tsx scripts/hidden-leaks.ts [--games 300] [--from 0] [--only 551,983] [--rules atMost|exact] [--no-hold] [--discreet] [--verbose]
//
// --from plays games --from .. --from+games-1 (fresh seeds: hidden-leaks-<k>); --only plays just
// the listed games (the same seeds and configs), to look at the games a long run named; --verbose prints every naming (game, step, rival, seat, card).
//
// --rules exact reads the numbers as the engine before issue 41 produced them (full Income, full
// Power, every ability); run it in a checkout of that engine for the "before" figure. Prints: the
// (rival, seat) pairs where the rival could name the seat's face-down card at some point (and in
// how many games), the Income the holding seats gave up, per income phase and in all, and the Power
// their face-down cards held back in attacks and aids.
import { illuminati } from '../src/shared/cards';
import { applyAction, decider, legalActions, newGame, observe, randomAction, type Action, type GameConfig, type GameState, type LegalAction, type Seat } from '../src/shared/engine';
import { claimedIncome, claimedPower } from '../src/shared/engine/claims';
import { powerApplied } from '../src/shared/engine/conceal';
import { ufoBonus } from '../src/shared/engine/options';
import { seedState } from '../src/shared/engine/rng';
import { largeGameBonus } from '../src/shared/engine/turn';
import { Deducer, named, type RuleSet } from '../tests/support/hidden-deduction';

type CoverFn = (obs: ReturnType<typeof observe>, me: number) => number | null;
type Policy = (obs: ReturnType<typeof observe>, legal: readonly LegalAction[]) => Action | null;

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : fallback;
}

const GAMES = Number(arg('--games', '300'));
/** Only these game numbers (0-based, as in the seeds `hidden-leaks-<k>`). */
const ONLY = process.argv.includes('--only') ? arg('--only', '').split(',').map(Number) : null;
const FROM = Number(arg('--from', '0'));
const VERBOSE = process.argv.includes('--verbose');
const RULES = arg('--rules', 'atMost') as RuleSet;
const HOLD = !process.argv.includes('--no-hold');
/** Leave out the moves that show a card by themselves even when nobody holds back (the fair "before"). */
const DISCREET = process.argv.includes('--discreet');
const EDITIONS = ['en', 'de', 'it'] as const;
const SHOWS = new Set(['incomeCollected', 'cardDrawn', 'attackDeclared', 'treasuriesSet', 'structureReorganized', 'illuminatiRevealed', 'turnStarted']);

/** Moves that name the card by themselves, left out for a seat that holds back (as in the property test). */
function discreet(s: GameState, seat: Seat, legal: readonly LegalAction[]): LegalAction[] {
  const ufoTwice = s.players[seat].illuminati === 'ufos' && (s.turn.participated.ufos ?? 0) >= 1;
  const out: LegalAction[] = [];
  for (const l of legal) {
    if ((l.type as string) === 'conceal' || l.type === 'setTreasuries' || l.type === 'reorganize') continue;
    if (ufoTwice && JSON.stringify(l).includes('"ufos"')) continue;
    out.push(l.type === 'attack' ? { ...l, privilegeOptions: l.privilegeOptions.filter((p) => p?.kind !== 'bavarian') } : l);
  }
  return out;
}

async function main(): Promise<void> {
  // The engine before issue 41 has no `conceal`: then nobody holds back.
  let policy: Policy | null = null;
  if (HOLD) {
    try {
      const m = await import('../src/shared/ai/conceal');
      policy = m.concealMove as Policy;
    } catch {
      policy = null;
    }
  }
  let pairs = 0;
  let nameable = 0;
  let nameableHolding = 0;
  let nameableCovered = 0;
  // The engine before issue 41 has no conceal.ts: then every seat counts as uncovered.
  let coverOf: CoverFn | null = null;
  try {
    coverOf = (await import('../src/shared/ai/conceal')).coverOf as CoverFn;
  } catch {
    coverOf = null;
  }
  let gamesWithName = 0;
  let holding = 0;
  let phases = 0;
  let givenUp = 0;
  let fullTotal = 0;
  // Power held back: attacks a holding seat's face-down card took part in, and the points it left out.
  let cardAttacks = 0;
  let powerHeld = 0;
  const games = ONLY ?? Array.from({ length: GAMES }, (_, k) => FROM + k);
  for (const k of games) {
    const config: GameConfig = { players: 3 + (k % 4), edition: EDITIONS[k % 3], hiddenIlluminati: true, ...(k % 2 ? { misstate: true } : {}), turnCap: 40 };
    const seed = `hidden-leaks-${k}`;
    let s = newGame(config, seed).state;
    const rng = seedState(`${seed}/driver`);
    const ds = s.players.map((p) => new Deducer(config, p.seat, RULES));
    for (const d of ds) d.start(observe(s, d.viewer).players.map((p) => p.money));
    const seen = new Set<string>();
    const held = new Set<Seat>();
    let doubled = false;
    for (let step = 0; step < 1200 && !s.outcome; step++) {
      const seat = decider(s)[0];
      const legal = legalActions(s, seat);
      const move = policy ? policy(observe(s, seat), legal) : null;
      if (move && (move as { income?: number | null }).income !== null) held.add(seat);
      const pool = policy || DISCREET ? discreet(s, seat, legal) : legal.filter((l) => (l.type as string) !== 'conceal');
      const a = move ?? randomAction(s, seat, rng, pool);
      const r = applyAction(s, seat, a);
      if (!r.ok) throw new Error(`${seed} step ${step}: ${r.reason}`);
      const before = s;
      s = r.state;
      // Income given up: the Illuminati's full share (printed and stated, doubled, the bonus) less what came.
      for (const e of r.events) {
        if (e.type === 'turnStarted') doubled = false;
        if (e.type === 'incomeDoubled') doubled = true;
        if (e.type === 'attackDeclared' && held.has(e.seat) && !s.players[e.seat].revealed) {
          const p = s.players[e.seat];
          if (e.attacker === p.illuminati || e.aiders.includes(p.illuminati)) {
            const full = illuminati(p.illuminati).power + ufoBonus(s, p.illuminati) + claimedPower(s, p);
            cardAttacks++;
            powerHeld += full - powerApplied(s, p, full);
          }
        }
        if (e.type !== 'incomeCollected' || e.to !== 'all' || !held.has(e.seat)) continue;
        const p = s.players[e.seat];
        const setup = before.turn.number === 0;
        const full = setup ? illuminati(p.illuminati).income : (illuminati(p.illuminati).income + claimedIncome(s, p)) * (doubled ? 2 : 1) + largeGameBonus(s.players.length);
        const got = Object.values(e.cards).length ? (e.cards[`hidden-illuminati-${e.seat}`] ?? e.cards[p.illuminati] ?? full) : full;
        phases++;
        fullTotal += full;
        givenUp += Math.max(0, full - got);
      }
      if (s.outcome) break;
      const shows = r.events.some((e) => SHOWS.has(e.type));
      for (const d of ds) {
        d.feed(s, r.events);
        if (!shows || s.players[d.viewer].out) continue;
        for (const [x, card] of named(s, d)) {
          const key = `${d.viewer}/${x}`;
          if (VERBOSE && !seen.has(key)) console.log(`${seed} (${config.players} players, ${config.edition}${config.misstate ? ', misstatement' : ''}) step ${step}: seat ${d.viewer} names seat ${x}'s ${card}; fitting its own numbers: ${[...d.possible[x]].join(' ')}; face up: ${s.players.filter((p) => p.revealed).map((p) => p.illuminati).join(' ') || 'none'}; holding back: ${(s.players[x] as { conceal?: { income: number | null } | null }).conceal?.income != null}`);
          if (!seen.has(key) && (s.players[x] as { conceal?: { income: number | null } | null }).conceal?.income != null) {
            nameableHolding++;
            if (coverOf && (coverOf(observe(s, x), x) ?? 0) >= 3) nameableCovered++;
          }
          seen.add(key);
        }
      }
    }
    pairs += s.players.length * (s.players.length - 1);
    nameable += seen.size;
    if (seen.size) gamesWithName++;
    holding += held.size;
  }
  const pct = (a: number, b: number) => `${((100 * a) / Math.max(1, b)).toFixed(1)}%`;
  console.log(`games: ${games.length}${ONLY ? ` (${ONLY.join(', ')})` : FROM ? ` (from game ${FROM})` : ''} (3-6 players, en/de/it, misstatement in half), rules read as: ${RULES}, holding back: ${policy ? 'bots (ai/conceal.ts)' : 'nobody'}${policy || DISCREET ? ', no move that shows a card by itself' : ''}`);
  console.log(`(rival, seat) pairs where the rival could name the face-down card for certain: ${nameable} of ${pairs} (${pct(nameable, pairs)}), in ${gamesWithName} games`);
  console.log(`  of which the seat was holding back at the time: ${nameableHolding} (with 3 or more cards still fitting what it showed: ${nameableCovered})`);
  console.log(`attacks and aids by a holding seat's face-down card: ${cardAttacks}; Power held back: ${powerHeld} points, ${(powerHeld / Math.max(1, cardAttacks)).toFixed(2)} per attack`);
  console.log(`seats that held back: ${holding}; their income phases: ${phases}; Income given up: ${givenUp} MB of ${fullTotal} (${pct(givenUp, fullTotal)}), ${(givenUp / Math.max(1, phases)).toFixed(2)} MB per phase`);
}

void main();
