// Issue 20: the tutorial store against an in-process host over the real engine (support/
// fake-host.ts): the lesson's game is the fixed one, a wrong action never reaches the host and is
// explained, the right one moves the lesson on, the step reached is kept in the settings, and
// Resume replays the moves made so far on a new tutorial game.
import { createPinia, setActivePinia } from 'pinia';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../../src/renderer/src/stores/session';
import { useTableStore } from '../../../src/renderer/src/stores/table';
import { SCRIPT, TUTORIAL_SEED } from '../../../src/renderer/src/tutorial/game';
import { firstStep, STEPS } from '../../../src/renderer/src/tutorial/lessons';
import { useTutorialStore } from '../../../src/renderer/src/tutorial/store';
import { FakeHost, settle } from '../support/fake-host';

let host: FakeHost;
beforeEach(async () => {
  setActivePinia(createPinia());
  host = new FakeHost();
  await useSessionStore().start(host);
});

const stepId = () => useTutorialStore().current?.id;
const acts = () => host.requests.filter((r) => r.kind === 'game:act').length;

async function nextUntil(id: string) {
  const tut = useTutorialStore();
  while (stepId() !== id) {
    expect(tut.current?.actions, `${stepId()} is an info step`).toBeUndefined();
    await tut.next();
  }
}

describe('tutorial store', () => {
  it('starts the fixed game and holds back anything but the lesson\'s next action, with the reason', async () => {
    const tut = useTutorialStore();
    await tut.startBasics();
    await settle();
    expect(host.game?.state.seed).toBe(TUTORIAL_SEED);
    expect(useSessionStore().screen).toBe('table');
    expect(stepId()).toBe('welcome');
    const table = useTableStore();
    // An info step takes no move: the host never hears of it.
    expect(await table.act({ type: 'endTurn' })).toBe(false);
    expect(tut.refusal?.key).toBe('readFirst');
    expect(acts()).toBe(0);
    await nextUntil('attack');
    expect(host.settings.tutorialStep).toBe(STEPS.findIndex((s) => s.id === 'attack'));
    // The wrong target: held back and named.
    const attack = SCRIPT[0] as Extract<(typeof SCRIPT)[number], { type: 'attack' }>;
    expect(await table.act({ ...attack, target: 'morticians' })).toBe(false);
    expect(tut.refusal).toEqual({ key: 'target', cards: { card: 'tobacco-and-liquor-companies' } });
    expect(await table.undo()).toBe(false);
    expect(tut.refusal?.key).toBe('undo');
    expect(acts()).toBe(0);
    // The right one goes, and the lesson moves on.
    expect(await table.act(attack)).toBe(true);
    await settle();
    expect(acts()).toBe(1);
    expect(stepId()).toBe('spend');
    expect(tut.refusal).toBe(null);
    expect(await table.act(SCRIPT[1])).toBe(true);
    await settle();
    expect(stepId()).toBe('pass');
    expect(host.settings.tutorialStep).toBe(STEPS.findIndex((s) => s.id === 'pass'));
  });

  it('leave keeps the step; Resume starts the same game again and replays the moves made', async () => {
    const tut = useTutorialStore();
    await tut.startBasics();
    await nextUntil('attack');
    expect(await useTableStore().act(SCRIPT[0])).toBe(true);
    await settle();
    expect(await useTableStore().act(SCRIPT[1])).toBe(true);
    await settle();
    await tut.leave();
    await settle();
    const session = useSessionStore();
    expect(session.screen).toBe('menu');
    expect(tut.lesson).toBe(null);
    const at = STEPS.findIndex((s) => s.id === 'pass');
    expect(tut.saved).toBe(at);
    // Nothing is judged once the tutorial is left: another game plays freely.
    expect(tut.hold({ type: 'endTurn' })).toBe(null);

    host.requests = [];
    await tut.startBasics(tut.saved);
    await settle();
    expect(host.game?.state.seed).toBe(TUTORIAL_SEED);
    expect(host.requests.filter((r) => r.kind === 'game:act').map((r) => (r.params as { action: unknown }).action)).toEqual([SCRIPT[0], SCRIPT[1]]);
    expect(stepId()).toBe('pass');
    expect(tut.done).toBe(2);
    expect(tut.replay).toBe(null);
  });

  it('the second lesson runs on the new-game screen and ends at the menu', async () => {
    const tut = useTutorialStore();
    tut.startAdvanced();
    expect(useSessionStore().screen).toBe('setup');
    expect(tut.step).toBe(firstStep('advanced'));
    expect(tut.onScreen).toBe(true);
    // No game of its own: it holds nothing back.
    expect(tut.hold({ type: 'endTurn' })).toBe(null);
    for (let i = 0; i < 10 && tut.lesson; i++) await tut.next();
    expect(tut.lesson).toBe(null);
  });
});
