// Screens a change to Hard (issue 38) on the games where it matters, in this process: 4- or
// 6-player games of Hard against Medium bots with the tournament's seeds, seats and Illuminati
// (src/cli/tournament.ts), Hard played once by each variant of its level on the same game, so that
// the two see the same set-ups. The games replay the tournament's exactly (the bot host seeds each
// seat's generator and draws one state per decision the same way). Options:
//   --seed s38-4 --players 4 --from 0 --games 20   which games (index from..from+games-1)
//   --rival gnomes-of-zurich    only games where a Medium seat holds it (others skipped)
//   --hard bermuda-triangle     only games where Hard holds it
//   --variants old,both         LevelConfig overrides by name (VARIANTS below); one line per game and variant
//                               ("old" replays the tournament's game: compare a variant with its journal)
//   --trace                     print each Hard decision with every rival's goal progress
// Run: nice -n 10 npx tsx scripts/hard-screen.ts --rival gnomes-of-zurich --games 40 > out.jsonl
import { PERSONALITY_WEIGHTS, LEVELS, type LevelConfig } from '../src/shared/ai/weights';
import { CoreBot } from '../src/shared/ai/core';
import { createBot } from '../src/shared/ai';
import type { Bot } from '../src/shared/ai/types';
import { applyAction, decider, legalActions, newGame, observe, specialProgress, type GameState } from '../src/shared/engine';
import { nextUint32, seedState, type RngState } from '../src/shared/engine';
import { illuminati, type IlluminatiId } from '../src/shared/cards';
import { illuminatiFor, seatingFor, parseSeats } from '../src/cli/tournament';

const VARIANTS: Record<string, Partial<LevelConfig>> = { old: { payeeGain: false, moneyAhead: false }, pay: { payeeGain: true }, ahead: { moneyAhead: true }, both: { payeeGain: true, moneyAhead: true } };

const arg = (k: string, d?: string) => {
  const i = process.argv.indexOf(`--${k}`);
  return i >= 0 ? process.argv[i + 1] : d;
};
const players = Number(arg('players', '4'));
const seed = arg('seed', `s38-${players}`)!;
const from = Number(arg('from', '0'));
const games = Number(arg('games', '10'));
const rival = arg('rival') as IlluminatiId | undefined;
const hardId = arg('hard') as IlluminatiId | undefined;
const variants = arg('variants', 'old,new')!.split(',');
const trace = process.argv.includes('--trace');
const seats = parseSeats(['hard', ...Array(players - 1).fill('medium')].join(','));

function progressText(s: GameState): string {
  return s.players
    .map((p) => {
      const g = illuminati(p.illuminati).goal;
      const sp = g.kind === 'borrowed' ? (p.borrowedGoal ? specialProgress(s, p, illuminati(p.borrowedGoal).goal) : null) : specialProgress(s, p, g);
      const money = p.money + p.groups.reduce((t, x) => t + x.money, 0);
      return `${p.seat}:${p.illuminati.slice(0, 5)} g${1 + p.groups.length} $${p.money}/${money}${sp ? ` sp ${sp.current}/${sp.needed}` : ''}${p.out ? ' OUT' : ''}`;
    })
    .join(' | ');
}

for (let i = from; i < from + games; i++) {
  const seating = seatingFor(i, seats);
  const ids = illuminatiFor(i, players, seed);
  const hs = seating.findIndex((x) => x.label === 'hard');
  if (hardId && ids[hs] !== hardId) continue;
  if (rival && !ids.some((id, s) => s !== hs && id === rival)) continue;
  for (const v of variants) {
    const level: LevelConfig = { ...LEVELS.hard!, ...VARIANTS[v] };
    const weights = { ...PERSONALITY_WEIGHTS.balanced, ...level.weights };
    const gameSeed = `${seed}-${i}`;
    let s = newGame({ players, turnCap: 300, illuminati: ids }, gameSeed).state;
    const bots: Bot[] = seating.map((x) => (x.label === 'hard' ? new CoreBot({ level: 'hard' }, level, weights) : createBot(x.config)));
    const rngs: RngState[] = seating.map((_, seat) => seedState(`${gameSeed}/bot/${seat}`));
    const t0 = performance.now();
    let hardMs = 0;
    let cut = 0;
    // Hard's payments for protection, by the payee's Illuminati (deals.ts).
    const paid: Record<string, number> = {};
    while (!s.outcome) {
      const seat = decider(s)[0];
      const legal = legalActions(s, seat);
      let action;
      if (legal.length === 1 && legal[0].type === 'pass') action = { type: 'pass' as const };
      else {
        const r = rngs[seat];
        const rng: RngState = [nextUint32(r), nextUint32(r), nextUint32(r), nextUint32(r)];
        const d0 = performance.now();
        action = bots[seat].choose(observe(s, seat), legal, { rng, deadline: Infinity, now: () => performance.now() });
        if (seat === hs) {
          hardMs += performance.now() - d0;
          const b = bots[seat] as CoreBot;
          if (b.lastWork.cutOff) cut++;
          if (action.type === 'offer' && action.give.money > 0 && !action.get.groups.length && !action.get.money && !action.give.groups.length) paid[s.players[action.to].illuminati] = (paid[s.players[action.to].illuminati] ?? 0) + action.give.money;
          if (trace && !s.pending && s.turn.phase === 'actions')
            console.error(`T${s.turn.number} ${progressText(s)}\n   -> ${JSON.stringify(action)}\n   ${b.lastCandidates.slice(0, 6).map((c) => `${c.value.toFixed(1)} ${JSON.stringify(c.action).slice(0, 90)} ${c.note ?? ''}`).join('\n   ')}`);
        }
      }
      const r = applyAction(s, seat, action);
      if (!r.ok) throw new Error(`game ${i} ${v}: ${JSON.stringify(action)} refused: ${r.reason}`);
      if (trace && r.state.turn.number !== s.turn.number) console.error(`  after T${s.turn.number} (seat ${s.turn.active}): ${progressText(r.state)}`);
      s = r.state;
    }
    const w = s.outcome.winners;
    console.log(
      JSON.stringify({ index: i, variant: v, hardSeat: hs, hardWon: w.includes(hs), winners: w.map((x) => s.players[x].illuminati), goals: s.outcome.goals, illuminati: ids, turns: s.turn.number, paid, hardMs: Math.round(hardMs), ms: Math.round(performance.now() - t0), cut }),
    );
  }
}
