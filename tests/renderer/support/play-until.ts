// Playing a FakeHost game forward in the renderer's store tests: a simple move for whoever decides
// (an attack when one is possible, so that dice roll), the human's through the table store as the
// screen would send it, until a condition holds.
import { expect } from 'vitest';
import { decider, legalActions, type Action } from '../../../src/shared/engine';
import { useTableStore } from '../../../src/renderer/src/stores/table';
import { settle, type FakeHost } from './fake-host';

export function attackingMove(host: FakeHost, seat: number): Action {
  const legal = legalActions(host.game!.state, seat);
  const atk = legal.find((l) => l.type === 'attack');
  if (atk && atk.type === 'attack') return { type: 'attack', attacker: atk.attacker, target: atk.target, kind: atk.kind, aiders: [], privilege: null };
  const pick = legal.find((l) => l.type === 'endTurn') ?? legal.find((l) => l.type === 'pass') ?? legal.find((l) => l.type === 'chooseGoal' || l.type === 'tax');
  if (pick?.type === 'chooseGoal') return { type: 'chooseGoal', goal: pick.goals[0] };
  if (pick?.type === 'tax') return { type: 'tax', excuse: [] };
  if (pick) return pick as Action;
  throw new Error(`seat ${seat} has no simple move`);
}

/** Plays for every seat until `until` holds; `each` runs after every move. */
export async function playUntil(host: FakeHost, until: () => boolean, human: number, each: () => void = () => {}): Promise<void> {
  for (let i = 0; i < 400 && !until(); i++) {
    const seat = decider(host.game!.state)[0];
    if (seat === human) await useTableStore().act(attackingMove(host, seat));
    else host.hostAct(seat, attackingMove(host, seat));
    await settle();
    each();
  }
  expect(until()).toBe(true);
}
