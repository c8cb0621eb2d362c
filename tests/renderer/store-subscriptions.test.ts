// Issue 37 item 3: the stores talk upwards only through subscriptions (stores/listen.ts). The
// table announces (willSend, sent, gameEnded) and whoever listens acts: the tutorial's coach holds
// back an action before it goes out, the session shows the end screen. A store that nobody created
// listens to nothing, and each Pinia's stores hear only their own.
import { createPinia, defineStore, setActivePinia } from 'pinia';
import { beforeEach, describe, expect, it } from 'vitest';
import { decider, legalActions, type Action } from '../../src/shared/engine';
import type { NewGameSetup, SeatController } from '../../src/shared/protocol/messages';
import { listening } from '../../src/renderer/src/stores/listen';
import { useSessionStore } from '../../src/renderer/src/stores/session';
import { useTableStore } from '../../src/renderer/src/stores/table';
import { useTutorialStore } from '../../src/renderer/src/tutorial/store';
import { FakeHost, settle } from './support/fake-host';

const H: SeatController = { kind: 'human' };
const B: SeatController = { kind: 'bot', level: 'medium', personality: 'balanced' };
const setup = (seats: SeatController[]): NewGameSetup => ({ config: { players: seats.length, names: seats.map((_, i) => `P${i}`), elimination: false }, seats, seed: 'subscriptions-1' });

let host: FakeHost;
beforeEach(async () => {
  setActivePinia(createPinia());
  host = new FakeHost();
  await useSessionStore().start(host);
});

const acts = () => host.requests.filter((r) => r.kind === 'game:act').length;

/** A move the human at seat 0 may make now that needs no choice (ending the turn, passing). */
function easyMove(): Action {
  const state = host.game!.state;
  expect(decider(state)).toContain(0);
  const legal = legalActions(state, 0);
  const goal = legal.find((l) => l.type === 'chooseGoal');
  if (goal?.type === 'chooseGoal') return { type: 'chooseGoal', goal: goal.goals[0] };
  const easy = legal.find((l) => l.type === 'endTurn' || l.type === 'passTurn' || l.type === 'pass');
  expect(easy, JSON.stringify(legal.map((l) => l.type))).toBeDefined();
  return { type: easy!.type } as Action;
}

describe('listening', () => {
  it('starts a store\u2019s subscriptions once per store, and again for another Pinia\u2019s', () => {
    const use = defineStore('listen-probe', { state: () => ({ n: 0 }) });
    const started: unknown[] = [];
    const useProbe = listening(use, (s) => started.push(s));
    const a = useProbe();
    expect(useProbe()).toBe(a);
    expect(started).toEqual([a]);
    setActivePinia(createPinia());
    const b = useProbe();
    expect(b).not.toBe(a);
    expect(started).toEqual([a, b]);
  });
});

describe('the table\u2019s news', () => {
  it('an action a listener holds back never goes to the host, and the hold lasts for that action only', async () => {
    const s = useSessionStore();
    expect(await s.newGame(setup([H, B]))).toBe(true);
    await settle();
    const table = useTableStore();
    const heard: string[] = [];
    let hold: string | null = 'Not yet.';
    table.$onAction(({ name }) => {
      heard.push(name);
      if (name === 'willSend') table.held = hold;
    });
    const move = easyMove();
    expect(await table.act(move)).toBe(false);
    expect(await table.undo()).toBe(false);
    expect(acts()).toBe(0);
    expect(table.held).toBe(null);
    expect(heard.filter((n) => n === 'willSend' || n === 'sent')).toEqual(['willSend', 'willSend']);

    // A refusal by the host is not news of an accepted action.
    hold = null;
    host.refuse.set('game:act', 'Not your turn.');
    expect(await table.act(move)).toBe(false);
    expect(table.error).toBe('Not your turn.');
    expect(heard.filter((n) => n === 'sent')).toEqual([]);
    host.refuse.delete('game:act');
    heard.length = 0;
    expect(await table.act(move)).toBe(true);
    expect(acts()).toBe(2);
    expect(heard.filter((n) => n === 'willSend' || n === 'sent')).toEqual(['willSend', 'sent']);
  });

  it('without a tutorial store nothing is held; the coach of another Pinia does not hear this table', async () => {
    const mine = createPinia();
    setActivePinia(createPinia());
    const other = useTutorialStore();
    const asked: string[] = [];
    other.$onAction(({ name }) => void asked.push(name));
    setActivePinia(mine);
    await useSessionStore().start(host);
    expect(await useSessionStore().newGame(setup([H, B]))).toBe(true);
    await settle();
    expect(await useTableStore().act(easyMove())).toBe(true);
    expect(asked).toEqual([]);
  });

  it('the session shows the end screen when the table announces the end, or keeps it for after Settings', () => {
    const s = useSessionStore();
    const table = useTableStore();
    s.screen = 'table';
    table.gameEnded();
    expect(s.screen).toBe('end');
    s.screen = 'settings';
    s.returnTo = 'table';
    table.gameEnded();
    expect(s.returnTo).toBe('end');
  });

  it('a table nobody listens to holds nothing back and announces the end to no one', () => {
    setActivePinia(createPinia());
    const table = useTableStore();
    expect(() => table.gameEnded()).not.toThrow();
    expect(table.willSend({ type: 'pass' })).toBe(null);
  });
});
