// A bot worker entry for the tests (bundled with esbuild in the tests' beforeAll): the Random bot,
// or a bot that misbehaves at its n-th decision, as its config says. `fault` is not part of
// BotConfig; the host passes the config through untouched.
import { parentPort, resourceLimits } from 'node:worker_threads';
import type { Bot, BotConfig } from '../../../src/shared/ai/types';
import { makeBot } from '../../../src/server/bots/factory';
import { serveBots } from '../../../src/server/bots/worker-core';

export type Fault = 'throw' | 'hang' | 'late' | 'exit' | 'asyncThrow' | 'garbage' | 'illegal' | 'refuse' | 'limits';
export type FaultyConfig = BotConfig & { fault?: Fault; at?: number };

function faulty(config: FaultyConfig): Bot {
  if (config.fault === 'refuse') throw new Error('This bot refuses to be created.');
  const inner = makeBot({ level: 'random' });
  let n = 0;
  return {
    config,
    choose(obs, legal, ctx) {
      n++;
      if (config.fault && n === (config.at ?? 1)) {
        switch (config.fault) {
          case 'throw':
            throw new Error('deliberate failure');
          case 'hang':
            for (;;);
          case 'late':
            // Answers 400 ms past the deadline it was given, as a thread starved of CPU may.
            while (ctx.now() < ctx.deadline + 400);
            return inner.choose(obs, legal, ctx);
          case 'exit':
            process.exit(3);
          case 'asyncThrow':
            setTimeout(() => {
              throw new Error('deliberate asynchronous failure');
            });
            for (const t = Date.now(); Date.now() - t < 50; );
            return inner.choose(obs, legal, ctx);
          case 'limits':
            throw new Error(`limits ${JSON.stringify(resourceLimits)}`);
          case 'garbage':
            return { type: 'teleport' } as never;
          case 'illegal':
            // A legal kind with impossible parameters: the engine refuses it.
            for (const l of legal) if (l.type === 'attack') return { type: 'attack', attacker: l.attacker, target: l.target, kind: l.kind, aiders: ['nobody'], privilege: null };
            n--; // no attack possible now: try again at the next decision
            return inner.choose(obs, legal, ctx);
        }
      }
      return inner.choose(obs, legal, ctx);
    },
  };
}

if (!parentPort) throw new Error('faulty-worker runs in a worker thread');
serveBots(parentPort, (c) => faulty(c as FaultyConfig));
