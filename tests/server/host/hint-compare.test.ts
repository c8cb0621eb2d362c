// A hint with a drafted move (issue 36): the host compares the player's draft with the bot's choice,
// both played out from the seat's observation (judge.ts), and a draft the rules refuse is refused
// with the reason, changing nothing.
import { afterEach, describe, expect, it } from 'vitest';
import { expandLegal } from '../../../src/shared/protocol/compact-legal';
import type { Decision } from '../../../src/server/bots';
import { inProcessJudge } from '../../../src/server/host/review-runner';
import { createBot } from '../../../src/shared/ai';
import type { BotConfig } from '../../../src/shared/ai/types';
import { decider, newGame, type Action, type LegalAction, type Observation, type Seat } from '../../../src/shared/engine';
import { seedState } from '../../../src/shared/engine/rng';
import { setLanguage } from '../../../src/renderer/src/i18n';
import { hintCompare } from '../../../src/renderer/src/logic/hint-compare';
import { human, makeHost, randomBot, removeDir, type TestHost } from './helpers';

const hosts: TestHost[] = [];
afterEach(async () => {
  setLanguage('en');
  for (const h of hosts.splice(0)) {
    await h.host.close();
    removeDir(h.dir);
  }
});

/** Hard at a small budget, in this thread. */
const bots = {
  configs: [] as (BotConfig | null)[],
  setSeats(configs: readonly (BotConfig | null)[]) {
    this.configs = [...configs];
  },
  async decide(seat: Seat, obs: Observation, legal: readonly LegalAction[]): Promise<Decision> {
    const bot = createBot({ ...this.configs[seat]!, work: { nodes: 480, playouts: 1 } });
    return { action: bot.choose(obs, legal, { rng: seedState(`cmp/${seat}`), deadline: performance.now() + 2000, now: () => performance.now() }), ms: 0, by: 'bot' };
  },
  async close() {},
};

describe('a hint with a drafted move', () => {
  it('compares the draft with the bot’s choice: both explained, both played out; a refused draft is refused', async () => {
    const t = await makeHost({ hintBots: bots, judge: inProcessJudge });
    hosts.push(t);
    const config = { players: 3 };
    const first = decider(newGame(config, 'hint-cmp').state)[0];
    const seats = [0, 1, 2].map((i) => (i === first ? human : randomBot));
    await t.must('game:new', { setup: { config, seats, seed: 'hint-cmp' } });
    const view = await t.must('game:view', { viewer: first, since: 0 });
    const l = expandLegal(view.legal).find((x) => x.type === 'attack');
    if (l?.type !== 'attack') throw new Error('no attack to draft');
    const draft: Action = { type: 'attack', attacker: l.attacker, target: l.target, kind: l.kind, aiders: [], privilege: null };
    const r = await t.req('game:hint', { seat: first, seq: view.seq, draft });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const c = r.value.compare!;
    expect(c.draft).toEqual(draft);
    expect(c.same).toBe(JSON.stringify(draft) === JSON.stringify(r.value.action));
    for (const v of [c.mine, c.bot]) {
      expect(v).not.toBeNull();
      expect(v!).toBeGreaterThanOrEqual(0);
      expect(v!).toBeLessThanOrEqual(1);
    }
    // The draft's own reasons carry the engine's odds.
    const odds = c.reasons.find((x) => x.kind === 'odds');
    expect(odds).toBeDefined();
    // In words: "Your move: … (N%) · the bot's choice: …".
    const text = hintCompare(r.value, view.observation, (s) => `P${s}`);
    if (!c.same) {
      expect(text!.line).toMatch(/^Your move: Attack .+ \(\d+%\) · the bot’s choice: /);
      expect(text!.chances).toMatch(/^Played out to your next turn, your chance to win: \d+% with yours, \d+% with the bot’s \((good|inaccuracy|mistake|blunder)\)\.$/);
    }
    // A draft the rules refuse: refused with the reason; the game has not moved.
    const bad = await t.req('game:hint', { seat: first, seq: view.seq, draft: { ...draft, target: 'no-such-group' as never } });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error).toMatch(/cannot be compared/);
    expect((await t.must('game:view', { viewer: first, since: 0 })).seq).toBe(view.seq);
  }, 120_000);
});
