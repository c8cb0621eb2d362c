// Issue 39: the compact form of the legal actions expands to exactly legalActions(), in order, on
// every decision of every golden game and on the crowded 6-player table, after a trip through
// JSON; and on that table the deciding player's whole view is at most 64 KB of JSON.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseHostSave } from '../../src/server/host/envelope';
import { GameSession } from '../../src/server/host/session';
import { tableView } from '../../src/server/host/view';
import { applyAction, decider, legalActions, newGame, type GameState, type LegalAction, type SavedGame } from '../../src/shared/engine';
import { compactLegal, expandLegal, hasLegal, isEmptyLegal, type CompactLegal } from '../../src/shared/protocol/compact-legal';
import { crowdedTable } from '../e2e/support/crowded-table';

const DIR = join(__dirname, '../golden');
const goldens = readdirSync(DIR).filter((f) => f.endsWith('.json'));
const wire = (c: CompactLegal): CompactLegal => JSON.parse(JSON.stringify(c)) as CompactLegal;

/** Every decision of a recorded game: the state before each action, for each deciding seat. */
function* decisions(g: SavedGame): Generator<{ s: GameState; seat: number }> {
  let s = newGame(g.config, g.seed).state;
  for (const a of g.actions) {
    for (const seat of decider(s)) yield { s, seat };
    const r = applyAction(s, a.seat, a.action);
    if (!r.ok) throw new Error(r.reason);
    s = r.state;
  }
}

describe('compact legal actions', () => {
  for (const f of goldens) {
    it(`expand to exactly legalActions() at every decision of ${f}`, () => {
      const g = JSON.parse(readFileSync(join(DIR, f), 'utf8')) as SavedGame;
      let positions = 0;
      let attacks = 0;
      for (const { s, seat } of decisions(g)) {
        const legal = legalActions(s, seat);
        const c = wire(compactLegal(legal));
        const back = expandLegal(c);
        // toEqual with the types first: a mismatch names the first differing entry readably.
        if (JSON.stringify(back) !== JSON.stringify(legal)) expect(back).toEqual(legal);
        expect(hasLegal(c, 'attack')).toBe(legal.some((l) => l.type === 'attack'));
        expect(isEmptyLegal(c)).toBe(legal.length === 0);
        positions++;
        attacks += legal.filter((l) => l.type === 'attack').length;
      }
      expect(positions).toBeGreaterThan(100);
      expect(attacks).toBeGreaterThan(0);
    });
  }

  it('keep any order and any aid lists, even ones the engine never makes', () => {
    const p = [null, { kind: 'bavarian' as const }];
    const q = [null];
    const list: LegalAction[] = [
      { type: 'attack', attacker: 'a', target: 'cia', kind: 'destroy', aidOptions: ['x'], privilegeOptions: p },
      { type: 'attack', attacker: 'a', target: 'cia', kind: 'control', aidOptions: ['x'], privilegeOptions: p },
      { type: 'attack', attacker: 'a', target: 'cia', kind: 'neutralize', aidOptions: ['y'], privilegeOptions: p },
      { type: 'attack', attacker: 'a', target: 'cia', kind: 'destroy', aidOptions: [], privilegeOptions: p },
      { type: 'endTurn' },
      { type: 'attack', attacker: 'a', target: 'cia', kind: 'control', aidOptions: ['x'], privilegeOptions: q },
      { type: 'attack', attacker: 'b', target: 'fbi', kind: 'neutralize', aidOptions: ['x'], privilegeOptions: q },
      { type: 'attack', attacker: 'b', target: 'fbi', kind: 'destroy', aidOptions: ['z', 'x'], privilegeOptions: q },
      { type: 'passTurn' },
    ] as LegalAction[];
    expect(expandLegal(wire(compactLegal(list)))).toEqual(list);
    expect(expandLegal(compactLegal([]))).toEqual([]);
  });

  it('make the deciding player’s view on the crowded 6-player table at most 64 KB of JSON (it was 705 KB)', () => {
    const c = crowdedTable();
    const p = parseHostSave(c.text);
    if (!p.ok) throw new Error(p.error);
    const o = GameSession.open({ gameId: 'crowded', config: p.save.game.config, seed: p.save.game.seed, seats: p.save.seats }, p.save.game.actions);
    if (!o.ok) throw new Error(o.error);
    const seat = decider(o.session.state)[0];
    const view = tableView(o.session, seat, 0, 1);
    const legal = legalActions(o.session.state, seat);
    expect(legal.filter((l) => l.type === 'attack').length).toBeGreaterThan(1000);
    expect(expandLegal(wire(view.legal))).toEqual(legal);
    expect(JSON.stringify(view).length).toBeLessThanOrEqual(64 * 1024);
  }, 60_000);
});
