// The table store's seatName (issue 39): the same function while the players' names are the same,
// so that a new view (a new seats array at every move) does not make every panel that names a
// player render again; other names give another function that names them.
import { createPinia, setActivePinia } from 'pinia';
import { beforeEach, describe, expect, it } from 'vitest';
import { decider, legalActions } from '../../src/shared/engine';
import type { NewGameSetup, SeatController } from '../../src/shared/protocol/messages';
import { useSessionStore } from '../../src/renderer/src/stores/session';
import { useTableStore } from '../../src/renderer/src/stores/table';
import { FakeHost, settle } from './support/fake-host';

const H: SeatController = { kind: 'human' };
const B: SeatController = { kind: 'bot', level: 'medium', personality: 'balanced' };
const setup = (names: string[]): NewGameSetup => ({ config: { players: names.length, names, elimination: false }, seats: names.map((_, i) => (i === 1 ? H : B)), seed: 'names-1' });

let host: FakeHost;
beforeEach(async () => {
  setActivePinia(createPinia());
  host = new FakeHost();
  await useSessionStore().start(host);
});

describe('seatName (issue 39)', () => {
  it('is the same function from view to view while the names stay', async () => {
    await useSessionStore().newGame(setup(['Ada', 'Boris', 'Chen']));
    const table = useTableStore();
    const first = table.seatName;
    expect([0, 1, 2, 3].map(first)).toEqual(['Ada', 'Boris', 'Chen', 'Seat 4']);
    const seq = table.view!.seq;
    for (let i = 0; i < 6; i++) {
      const seat = decider(host.game!.state)[0];
      const pass = legalActions(host.game!.state, seat).find((l) => l.type === 'endTurn' || l.type === 'pass' || l.type === 'tax' || l.type === 'chooseGoal');
      if (!pass) break;
      const action = pass.type === 'chooseGoal' ? { type: 'chooseGoal' as const, goal: pass.goals[0] } : pass.type === 'tax' ? { type: 'tax' as const, excuse: [] } : pass;
      if (seat === 1) await table.act(action as never);
      else host.hostAct(seat, action as never);
      await settle();
    }
    expect(table.view!.seq).toBeGreaterThan(seq);
    expect(table.seatName).toBe(first);
  });

  it('names other players with another function', async () => {
    await useSessionStore().newGame(setup(['Ada', 'Boris', 'Chen']));
    const first = useTableStore().seatName;
    await useSessionStore().newGame(setup(['Dora', 'Emil', 'Fay']));
    const other = useTableStore().seatName;
    expect(other).not.toBe(first);
    expect([0, 1, 2].map(other)).toEqual(['Dora', 'Emil', 'Fay']);
  });
});
