// Finds a seed for the tutorial game (issue 20): one where the deal, the dice and the Random
// opponent's moves let every lesson happen when the player does what the coach asks. It plays the
// game through the engine as the host does (bots: BotDriver's order, BotHost's per-decision draw
// from `${seed}/bot/${seat}`), and prints the player's concrete actions for the lesson script.
//   npx tsx scripts/tutorial-seed.ts [from] [count]
import { RandomBot } from '../src/shared/ai/random';
import type { GroupId } from '../src/shared/cards';
import { applyAction, attackOdds, checkAction, decider, legalActions, newGame, observe, type Action, type GameState, type LegalAction } from '../src/shared/engine';
import { nextUint32, seedState, type RngState } from '../src/shared/engine/rng';
import { TUTORIAL_CONFIG } from '../src/renderer/src/tutorial/game';

const ME = 0;
const BOT = 1;

function draw(r: RngState): RngState {
  return [nextUint32(r), nextUint32(r), nextUint32(r), nextUint32(r)];
}

interface Run {
  s: GameState;
  botRng: RngState;
  mine: Action[];
  log: string[];
}

function act(run: Run, seat: number, a: Action): void {
  const r = applyAction(run.s, seat, a);
  if (!r.ok) throw new Error(`refused ${JSON.stringify(a)}: ${r.reason}`);
  run.s = r.state;
  for (const e of r.events) if (e.type === 'attackResolved' || e.type === 'diceRolled') run.log.push(JSON.stringify(e));
  if (seat === ME) run.mine.push(a);
}

/** The bot plays until the player decides (as BotDriver: a forced pass is not asked). */
function bots(run: Run): void {
  const bot = new RandomBot({ level: 'random' });
  for (let i = 0; i < 500; i++) {
    const d = decider(run.s);
    if (run.s.outcome || d[0] !== BOT) return;
    const legal = legalActions(run.s, BOT);
    let a: Action;
    if (legal.length === 1 && legal[0].type === 'pass') a = { type: 'pass' };
    else {
      const rng = draw(run.botRng);
      a = bot.choose(observe(run.s, BOT), legal, { rng, deadline: Infinity, now: () => 0 });
      if (checkAction(run.s, BOT, a)) throw new Error('bot illegal');
    }
    act(run, BOT, a);
  }
}

function mustDecide(run: Run, what: string): LegalAction[] {
  bots(run);
  if (run.s.outcome || decider(run.s)[0] !== ME) throw new Error(`not my decision at ${what}`);
  return legalActions(run.s, ME);
}

function bestAttack(run: Run, attacker: string, aiders: string[], exclude: string[] = []): { target: GroupId; needed: number } | null {
  let best: { target: GroupId; needed: number } | null = null;
  for (const l of legalActions(run.s, ME))
    if (l.type === 'attack' && l.attacker === attacker && l.kind === 'control' && !exclude.includes(l.target) && aiders.every((x) => l.aidOptions.includes(x))) {
      const needed = attackOdds(run.s, { seat: ME, attacker, target: l.target, kind: 'control', aiders }).needed;
      if (!best || needed > best.needed) best = { target: l.target, needed };
    }
  return best;
}

/** The attack window: optionally spend `spend` from `card` once, then pass; false if the player is asked anything else. */
function window(run: Run, spend: { card: string; amount: number } | null): void {
  let spent = false;
  for (;;) {
    bots(run);
    const p = run.s.pending;
    if (!p || (p.kind !== 'attack' && p.kind !== 'reaction') || decider(run.s)[0] !== ME) return;
    if (p.kind === 'reaction') run.log.push('reaction');
    if (spend && !spent) {
      act(run, ME, { type: 'spend', card: spend.card, amount: spend.amount });
      spent = true;
    } else act(run, ME, { type: 'pass' });
  }
}

function place(run: Run, transfer = 0): void {
  const l = mustDecide(run, 'place').find((x) => x.type === 'placeCaptured');
  if (!l || l.type !== 'placeCaptured') throw new Error('no capture');
  act(run, ME, { type: 'placeCaptured', arrow: l.arrow, transfer: Math.min(transfer, l.maxTransfer) });
}

function mine(run: Run): string[] {
  return run.s.players[ME].groups.map((g) => g.id);
}

export function tryTutorial(seed: string): Run {
  const { state } = newGame(TUTORIAL_CONFIG, seed);
  const run: Run = { s: state, botRng: seedState(`${seed}/bot/${BOT}`), mine: [], log: [] };
  const illu = run.s.players[ME].illuminati;
  if (run.s.turn.active !== ME) throw new Error('bot first');
  // Turn 1, action 1: the Illuminati attacks to control, with money spent in the window.
  mustDecide(run, 'a1');
  const a1 = bestAttack(run, illu, [])!;
  if (a1.needed < 4) throw new Error('a1 too hard');
  act(run, ME, { type: 'attack', attacker: illu, target: a1.target, kind: 'control', aiders: [], privilege: null });
  window(run, { card: illu, amount: Math.max(1, Math.min(6, 10 - a1.needed)) });
  place(run, 4);
  const t1 = a1.target;
  if (!mine(run).includes(t1)) throw new Error('a1 failed');
  // Action 2: the new group attacks with the Bavarians' privilege.
  mustDecide(run, 'a2');
  const a2 = bestAttack(run, t1, []);
  if (!a2 || a2.needed < 2) throw new Error('a2 too hard');
  act(run, ME, { type: 'attack', attacker: t1, target: a2.target, kind: 'control', aiders: [], privilege: { kind: 'bavarian' } });
  window(run, { card: t1, amount: 4 });
  place(run);
  if (!mine(run).includes(a2.target)) throw new Error('a2 failed');
  // Free transfer, then the end of the turn.
  const ft = mustDecide(run, 'transfer').find((x) => x.type === 'transferMoney' && x.from === illu && x.to === t1 && x.free);
  if (!ft) throw new Error('no free transfer');
  act(run, ME, { type: 'transferMoney', from: illu, to: t1, amount: 2, free: true });
  const end = mustDecide(run, 'end1');
  if (!end.some((x) => x.type === 'endTurn')) throw new Error('no end');
  act(run, ME, { type: 'endTurn' });
  // Turn 2: attack with the Illuminati's aid.
  const l3 = mustDecide(run, 't2');
  if (run.s.turn.number !== 3) throw new Error(`turn ${run.s.turn.number}`);
  if (!mine(run).includes(t1) || !mine(run).includes(a2.target)) throw new Error('lost a group');
  const hand = run.s.players[ME].hand;
  const special = l3.some((x) => x.type === 'playSpecial');
  // Special cards: the Slush Fund is traded in at any time (a free action, ACT-3).
  if (!hand.includes('slush-fund') || !special) throw new Error('no slush fund');
  act(run, ME, { type: 'playSpecial', card: 'slush-fund' } as Action);
  mustDecide(run, 'after special');
  let a3: { attacker: string; target: GroupId; needed: number } | null = null;
  for (const g of mine(run)) {
    const b = bestAttack(run, g, [illu]);
    if (b && (!a3 || b.needed > a3.needed)) a3 = { attacker: g, ...b };
  }
  if (!a3 || a3.needed < 6) throw new Error('a3 too hard');
  act(run, ME, { type: 'attack', attacker: a3.attacker, target: a3.target, kind: 'control', aiders: [illu], privilege: null });
  window(run, null);
  place(run);
  if (!mine(run).includes(a3.target)) throw new Error('a3 failed');
  const mv = mustDecide(run, 'move').find((x) => x.type === 'moveGroup');
  if (!mv) throw new Error('no move');
  act(run, ME, mv as Action);
  mustDecide(run, 'end2');
  const plays = l3.filter((x) => x.type === 'playSpecial').map((x) => JSON.stringify(x));
  console.log(JSON.stringify({ seed, hand, special, plays, reactions: run.log.filter((x) => x === 'reaction').length, a1, a2, a3 }));
  return run;
}

const from = Number(process.argv[2] ?? 0);
const count = Number(process.argv[3] ?? 200);
for (let i = from; i < from + count; i++) {
  const seed = `tutorial-${i}`;
  try {
    const run = tryTutorial(seed);
    console.log(JSON.stringify(run.mine));
  } catch (e) {
    if (process.argv[4]) console.log(seed, (e as Error).message);
  }
}
