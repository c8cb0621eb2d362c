// The replay viewer's timeline and store (issue 20) against the real game host (validated requests,
// in this process): the log at a step however it was reached (stepping back drops later entries),
// a scrub that asks while a step is on its way shows the latest wish, playing walks to the end and
// stops, whose view, and take over opening the table. Plus the pure timeline helpers.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createPinia, setActivePinia } from 'pinia';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SavedGame } from '../../src/shared/engine';
import type { Push, Reply, RequestKind, RequestParams, RequestResult } from '../../src/shared/protocol/messages';
import { validateRequest } from '../../src/shared/protocol/validate';
import { clampStep, fromChoice, logAtStep, seatChoice, stepOfTurn, takeOverSeats, turnAt } from '../../src/renderer/src/logic/replay-timeline';
import { useReplaysStore } from '../../src/renderer/src/stores/replays';
import { useSessionStore } from '../../src/renderer/src/stores/session';
import type { ClientConnection } from '../../src/renderer/src/transport/connection';
import { makeHost, ROOT, type TestHost } from '../server/host/helpers';
import { hostSave, putSave } from '../e2e/support/saves';

const GOLDEN = JSON.parse(readFileSync(join(ROOT, 'tests', 'golden', 'game-golden-3-0.json'), 'utf8')) as SavedGame;

describe('timeline helpers', () => {
  it('finds the turn of a step and the step of a turn', () => {
    const starts = [0, 5, 9, 20].map((step, i) => ({ turn: i + 1, step }));
    expect([0, 4, 5, 8, 9, 19, 20, 99].map((s) => turnAt(starts, s))).toEqual([1, 1, 2, 2, 3, 3, 4, 4]);
    expect([1, 2, 4, 7, 0].map((t) => stepOfTurn(starts, t))).toEqual([0, 5, 20, 20, 0]);
    // A game whose first turn begins after its first step (turn 0: goals chosen before it).
    const late = [{ turn: 0, step: 0 }, { turn: 1, step: 1 }, { turn: 2, step: 2 }, { turn: 3, step: 38 }];
    expect([0, 1, 2, 37, 38].map((s) => turnAt(late, s))).toEqual([0, 1, 2, 2, 3]);
    expect([0, 3].map((t) => stepOfTurn(late, t))).toEqual([0, 38]);
    expect(stepOfTurn([], 3)).toBe(0);
    expect([-3, 0, 2.6, 40, 41].map((s) => clampStep(s, 40))).toEqual([0, 0, 3, 40, 40]);
  });

  it('keeps the log of the step: later entries go, new ones join in order', () => {
    const e = (index: number) => ({ index, event: { type: 'turnStarted', seat: 0, to: 'all' } as never });
    expect(logAtStep([e(0), e(2), e(5)], [], 3).map((x) => x.index)).toEqual([0, 2]);
    expect(logAtStep([e(0), e(2)], [e(3), e(4)], 7).map((x) => x.index)).toEqual([0, 2, 3, 4]);
  });

  it('proposes the seats as played (a LAN player by a human here) and reads the form’s choices', () => {
    const bot = { kind: 'bot', level: 'hard', personality: 'hoarder' } as const;
    expect(takeOverSeats([{ kind: 'remote' }, bot, { kind: 'human' }])).toEqual([{ kind: 'human' }, bot, { kind: 'human' }]);
    expect(seatChoice(bot)).toBe('bot:hard');
    expect(fromChoice('bot:easy', bot)).toEqual({ kind: 'bot', level: 'easy', personality: 'hoarder' });
    expect(fromChoice('bot:medium', { kind: 'human' })).toEqual({ kind: 'bot', level: 'medium', personality: 'balanced' });
    expect(fromChoice('human', bot)).toEqual({ kind: 'human' });
  });
});

/** The renderer's connection over a real host in this process (requests validated as the transports do). */
const viewed: number[] = [];
function connectionTo(h: TestHost): ClientConnection {
  return {
    state: 'open',
    closesWindow: false,
    close() {},
    onState: () => () => {},
    onPush: (l: (p: Push) => void) => h.host.subscribe(l),
    async request<K extends RequestKind>(kind: K, params: RequestParams<K>) {
      if (kind === 'replay:view') viewed.push((params as RequestParams<'replay:view'>).step);
      return (await h.req(kind, params)) as Reply<RequestResult<K>>;
    },
  };
}

describe('replays store', () => {
  let h: TestHost;
  beforeEach(async () => {
    setActivePinia(createPinia());
    h = await makeHost();
    putSave(h.dir, 'golden', hostSave(GOLDEN.config, GOLDEN.seed, GOLDEN.actions, [{ kind: 'human' }, { kind: 'human' }, { kind: 'human' }]));
    await useSessionStore().start(connectionTo(h));
  });
  afterEach(async () => {
    useReplaysStore().pause();
    vi.useRealTimers();
    await h.host.close();
    const { rmSync } = await import('node:fs');
    rmSync(h.dir, { recursive: true, force: true });
  });

  const src = { kind: 'save', name: 'golden' } as const;
  const direct = async (step: number, viewer: 0 | 'all' = 'all') => (await h.must('replay:view', { source: src, step, viewer, since: 0 })).table.log;

  it('shows a step with the log as if reached directly, forward and back', async () => {
    const r = useReplaysStore();
    await r.refresh();
    expect(r.saves.map((s) => s.name)).toEqual(['golden']);
    await r.open(src, true);
    expect(useSessionStore().screen).toBe('replay');
    expect(r.viewer).toBe('all');
    expect([r.step, r.steps]).toEqual([0, 138]);
    for (const step of [1, 2, 30]) {
      await r.show(step);
      expect(r.log).toEqual(await direct(step));
    }
    await r.stepBy(-20);
    expect(r.step).toBe(10);
    expect(r.log).toEqual(await direct(10));
    await r.setViewer(0);
    expect(r.view?.viewer).toBe(0);
    expect(r.log).toEqual(await direct(10, 0));
    await r.toTurn(4);
    expect(r.view?.observation.turn.number).toBe(4);
    await r.show(500);
    expect(r.step).toBe(138);
  });

  it('a step asked for while another is on its way: only the latest is shown after it', async () => {
    const r = useReplaysStore();
    await r.open(src, true);
    viewed.length = 0;
    const first = r.show(50);
    void r.show(60);
    void r.show(70);
    await first;
    expect(viewed).toEqual([50, 70]);
    expect(r.step).toBe(70);
    expect(r.log).toEqual(await direct(70));
  });

  it('plays step by step at its speed and stops at the end', async () => {
    const r = useReplaysStore();
    await r.open(src, true);
    await r.show(135);
    vi.useFakeTimers();
    r.setSpeed(4);
    r.play();
    expect(r.playing).toBe(true);
    for (let i = 0; i < 4; i++) {
      await vi.advanceTimersByTimeAsync(250);
      await vi.waitFor(() => expect(r.loading).toBe(false));
    }
    vi.useRealTimers();
    await vi.waitFor(() => expect(r.step).toBe(138));
    await vi.waitFor(() => expect(r.playing).toBe(false));
  });

  it('refuses face up for a game still being played, and says why', async () => {
    putSave(h.dir, 'half', hostSave(GOLDEN.config, GOLDEN.seed, GOLDEN.actions.slice(0, 20), [{ kind: 'human' }, { kind: 'human' }, { kind: 'human' }]));
    const r = useReplaysStore();
    await r.open({ kind: 'save', name: 'half' }, false);
    expect(r.viewer).toBe(0);
    expect(r.view?.viewer).toBe(0);
    await r.setViewer('all');
    expect(r.error).toMatch(/only for games that have ended/);
  });

  it('takes over: the table opens on the new game', async () => {
    const r = useReplaysStore();
    await r.open(src, true);
    await r.show(40);
    expect(await r.takeOver([{ kind: 'human' }, { kind: 'bot', level: 'easy', personality: 'balanced' }, { kind: 'bot', level: 'random', personality: 'balanced' }])).toBe(true);
    const session = useSessionStore();
    expect(session.screen).toBe('table');
    expect(session.gameId).not.toBeNull();
  });
});
