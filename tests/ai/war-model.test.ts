// Hard's model of the spending war (war.ts modeledMove, weights.ts `modelWar`; INTERF-2, AMB-9).
// The position (fixtures/coalition-window.json, the full state with Hard's seat) was saved from a
// diagnostic game of Hard against three Medium bots, at turn 15:
// the Discordian Society attacks the American Autoduel Association with 29 MB on its card, and
// success wins it the game (five Weird groups); the three others hold 22, 6 and 5 MB. Medium plans
// as if nobody on its side would help (selfReliant), so each defender, alone poorer than the
// attacker, passes, and the attack went through at 7 or less (58%). A few MB against it are enough
// in fact: the Medium attacker answers with one and stops at 2, expecting the table to spend any
// more back down. Hard, playing the rivals' replies by Medium's own rule, sees that and spends.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createBot } from '../../src/shared/ai';
import { CoreBot } from '../../src/shared/ai/core';
import { bestMove, modeledMove, selfReliant, startWar, type Bidder } from '../../src/shared/ai/war';
import { LEVELS, PERSONALITY_WEIGHTS } from '../../src/shared/ai/weights';
import { applyAction, decider, legalActions, observe, type Action, type GameState } from '../../src/shared/engine';
import { seedState } from '../../src/shared/engine/rng';

const fixture = JSON.parse(readFileSync(new URL('./fixtures/coalition-window.json', import.meta.url), 'utf8')) as { seat: number; state: GameState };

function decide(bot: { choose: CoreBot['choose'] }, s: GameState, seat: number): Action {
  return bot.choose(observe(s, seat), legalActions(s, seat), { rng: seedState(`coalition/${seat}`), deadline: Number.MAX_SAFE_INTEGER, now: () => 0 });
}

/** The attack's number when the dice roll, the window played on by Medium bots after `first`. */
function numberAtRoll(s0: GameState, seat: number, first: Action): number {
  const r = applyAction(s0, seat, first);
  if (!r.ok) throw new Error(r.reason);
  let s = r.state;
  const bots = s.players.map(() => createBot({ level: 'medium' }));
  let n = NaN;
  for (let i = 0; i < 100 && s.pending?.kind === 'attack' && s.pending.roll === null; i++) {
    n = s.pending.base + s.pending.money;
    const d = decider(s)[0];
    const next = applyAction(s, d, decide(bots[d], s, d));
    if (!next.ok) throw new Error(next.reason);
    s = next.state;
  }
  if (s.pending?.kind === 'attack' && s.pending.roll === null) throw new Error('the window did not close');
  return n;
}

describe('Hard models the spending war with Medium replies (modelWar)', () => {
  const bid = (seat: number, gain: number, max: number, sides: 'for' | 'both'): Bidder => ({
    seat,
    gain,
    sources: sides === 'for' ? [{ per: 1, max, cost: 1.3 }] : [{ per: 1, max, cost: 1.3 }, { per: -1, max, cost: 1.3 }],
  });
  // The stakes as Hard's evaluation gives them in the recorded position (rounded).
  const bidders = [bid(3, 2690, 29, 'for'), bid(0, -3163, 22, 'both'), bid(1, -3062, 6, 'both'), bid(2, -2987, 5, 'both')];

  it('INTERF-2: a defender poorer than the attacker passes under Medium\'s rule, spends under the model, and the war ends at 2', () => {
    const st = startWar(bidders, 7, 1, [3]);
    expect(bestMove(selfReliant(bidders, 0), st, 1).move).toBeNull();
    const m = modeledMove(bidders, st, 1);
    expect(m.move?.T).toBeLessThan(7);
    expect(m.result.T).toBeLessThanOrEqual(2);
  });

  it('INTERF-2, WIN-1: in the recorded position Medium passes and Hard spends against the winning attack', () => {
    const { seat, state } = fixture;
    expect(state.pending?.kind).toBe('attack');
    expect(decide(new CoreBot({ level: 'medium' }, LEVELS.medium!, PERSONALITY_WEIGHTS.balanced), state, seat)).toEqual({ type: 'pass' });
    // Without the model Hard passes as well: the behaviour comes from modelWar alone.
    const plain = new CoreBot({ level: 'hard' }, { ...LEVELS.hard!, modelWar: false }, PERSONALITY_WEIGHTS.balanced);
    expect(decide(plain, state, seat)).toEqual({ type: 'pass' });
    const a = decide(createBot({ level: 'hard' }), state, seat);
    expect(a).toMatchObject({ type: 'spend', side: 'against' });
  });

  it('AMB-9: the Medium bots then play the window as the model expected: the attack rolls against 2 at most, against 7 after a pass', () => {
    const { seat, state } = fixture;
    const a = decide(createBot({ level: 'hard' }), state, seat);
    expect(numberAtRoll(state, seat, a)).toBeLessThanOrEqual(2);
    expect(numberAtRoll(state, seat, { type: 'pass' })).toBe(7);
  });
});
