// Issue 38: a bot worker warms up only when the host asks (InitMessage.warmUp), once per worker,
// one step per turn of its event loop, and stops at its bot's first decision (which waits at most
// for the step under way). The warm-up here is a counter: what it plays is tests/ai/warm-up.test.ts's.
import { describe, expect, it } from 'vitest';
import type { Bot, BotConfig } from '../../../src/shared/ai/types';
import { legalActions, newGame, observe } from '../../../src/shared/engine';
import { compactLegal } from '../../../src/shared/protocol/compact-legal';
import type { HostToWorker, WorkerToHost } from '../../../src/server/bots/protocol';
import { serveBots } from '../../../src/server/bots/worker-core';

function worker() {
  let listener: (m: HostToWorker) => void = () => {};
  const out: WorkerToHost[] = [];
  const log: string[] = [];
  const bot: Bot = { config: { level: 'random' }, choose: (_o, legal) => { log.push('decide'); return legal[0] as never; } };
  const warmUp = (config: BotConfig, players: number) => {
    log.push(`warm ${config.level} ${players}`);
    let i = 0;
    return { next: () => { log.push(`step ${i}`); return { done: ++i > 50, value: undefined }; } };
  };
  serveBots({ on: (_e, l) => (listener = l), postMessage: (m) => out.push(m) }, () => bot, undefined, warmUp);
  return { send: (m: HostToWorker) => listener(m), out, log };
}

const tick = () => new Promise((r) => setImmediate(r));
const s = newGame({ players: 4, turnCap: 9 }, 'warm').state;
const seat = s.turn.active;
const decideMsg = (id: number): HostToWorker => ({ type: 'decide', id, obs: observe(s, seat), legal: compactLegal(legalActions(s, seat)), rng: [1, 2, 3, 4], deadlineMs: 1000 });

describe('bot worker warm-up (issue 38)', () => {
  it('runs only when asked, a step per turn of the event loop, and stops at the first decision', async () => {
    const w = worker();
    w.send({ type: 'init', seat, config: { level: 'hard' } });
    for (let i = 0; i < 5; i++) await tick();
    expect(w.log).toEqual([]);
    w.send({ type: 'init', seat, config: { level: 'hard' }, warmUp: 4 });
    expect(w.out.map((m) => m.type)).toEqual(['ready', 'ready']);
    expect(w.log).toEqual(['warm hard 4']); // nothing before the event loop turns
    for (let i = 0; i < 3; i++) await tick();
    expect(w.log).toEqual(['warm hard 4', 'step 0', 'step 1', 'step 2']);
    w.send(decideMsg(1));
    expect(w.out.at(-1)).toMatchObject({ type: 'action', id: 1 });
    for (let i = 0; i < 5; i++) await tick();
    expect(w.log).toEqual(['warm hard 4', 'step 0', 'step 1', 'step 2', 'decide']);
    // A new game re-inits the bot: the worker is warm already.
    w.send({ type: 'init', seat, config: { level: 'hard' }, warmUp: 4 });
    for (let i = 0; i < 5; i++) await tick();
    expect(w.log.filter((x) => x.startsWith('warm'))).toHaveLength(1);
  });

  it('ends by itself when the steps end', async () => {
    const w = worker();
    w.send({ type: 'init', seat, config: { level: 'hard' }, warmUp: 6 });
    for (let i = 0; i < 60; i++) await tick();
    expect(w.log.filter((x) => x.startsWith('step'))).toHaveLength(51);
    w.send(decideMsg(2));
    expect(w.out.at(-1)).toMatchObject({ type: 'action', id: 2 });
  });
});
