// Issue 20: the tutorial's game happens the same way every time. Its fixed setup (seed, opponent)
// is played through the real game host with the player's SCRIPT, and each lesson's situation is
// checked as it arises: the first capture with money spent, the privileged attack, the free
// transfer, the special card in hand, the attack with aid and the move. The bots run in this
// thread but draw their generators as the worker-thread bot host does (src/server/bots/host.ts:
// one draw of four numbers from the seat's generator per decision), so this is the app's game.
import { afterEach, describe, expect, it } from 'vitest';
import { makeBot, type Decision } from '../../../src/server/bots';
import type { BotSeats } from '../../../src/server/host';
import type { Bot, BotConfig } from '../../../src/shared/ai/types';
import type { GameEvent, Observation } from '../../../src/shared/engine';
import { nextUint32, seedState, type RngState } from '../../../src/shared/engine/rng';
import type { TableView } from '../../../src/shared/protocol/messages';
import { expandLegal } from '../../../src/shared/protocol/compact-legal';
import { ME, SCRIPT, tutorialSetup } from '../../../src/renderer/src/tutorial/game';
import { scriptBefore, scriptLength, STEPS } from '../../../src/renderer/src/tutorial/lessons';
import { makeHost, removeDir, type TestHost } from '../../server/host/helpers';

/** The bot host's seats, in this thread: the same generator per seat and the same draw per decision. */
function hostLikeBots(): BotSeats {
  let bots: (Bot | null)[] = [];
  let rngs: RngState[] = [];
  return {
    setSeats(configs: readonly (BotConfig | null)[], seed: string) {
      bots = configs.map((c) => (c ? makeBot(c) : null));
      rngs = configs.map((_, seat) => seedState(`${seed}/bot/${seat}`));
    },
    async decide(seat, obs: Observation, legal): Promise<Decision> {
      const r = rngs[seat];
      const rng: RngState = [nextUint32(r), nextUint32(r), nextUint32(r), nextUint32(r)];
      return { action: bots[seat]!.choose(obs, legal, { rng, deadline: performance.now() + 5000, now: () => performance.now() }), ms: 0, by: 'bot' };
    },
    replaceIllegal() {
      throw new Error('the tutorial opponent chose an illegal action');
    },
    async close() {},
  };
}

let h: TestHost | null = null;
afterEach(() => {
  if (h) {
    void h.host.close?.();
    removeDir(h.dir);
  }
  h = null;
});

async function myView(t: TestHost): Promise<TableView> {
  // The bots play at instant speed; wait until the player decides (or the game is over).
  for (let i = 0; i < 400; i++) {
    const v = await t.must('game:view', { viewer: ME, since: 0 });
    if (v.deciding.includes(ME) || v.outcome) return v;
    await new Promise((r) => setTimeout(r, 5));
  }
  throw new Error('the player never got the floor');
}

/** Plays SCRIPT through the host; returns the player's view before each action and the log at the end. */
async function playTutorial(): Promise<{ before: TableView[]; log: GameEvent[] }> {
  h = await makeHost({ bots: hostLikeBots() });
  await h.must('game:new', { setup: tutorialSetup(['You', 'Zurich']) });
  const before: TableView[] = [];
  for (const action of SCRIPT) {
    const v = await myView(h);
    before.push(v);
    const r = await h.req('game:act', { seat: ME, seq: v.seq, action });
    if (!r.ok) throw new Error(`${JSON.stringify(action)} refused at ${before.length - 1}: ${r.error}`);
  }
  const end = await myView(h);
  before.push(end);
  return { before, log: end.log.map((e) => e.event) };
}

describe('the tutorial game', () => {
  it('the lessons take every action of the script, and each lesson happens as its words say', async () => {
    expect(scriptLength()).toBe(SCRIPT.length);
    const { before, log } = await playTutorial();
    const mine = (i: number) => before[i].observation.players[ME];
    const groups = (i: number) => mine(i).groups.map((g) => g.id);
    // Lesson "income" (INCOME-1, SETUP-2): 9 MB to start and 9 of income.
    expect(mine(0).money).toBe(18);
    // Lesson "attack" (ATK-CTRL-3): 10 - 3 = 7 before money; "spend" makes it 10.
    const declared = log.filter((e) => e.type === 'attackDeclared');
    expect(declared.length).toBe(3);
    // "spend": 3 MB from the Illuminati.
    expect(mine(2).money).toBe(15);
    // The rival's gift (issue 35: explained in the "place" step): the Random bot gives 7 and 4 MB,
    // 11 MB in all, while the first attack window is open, after the player's first pass.
    const gifts = (i: number) => before[i].log.map((e) => e.event).filter((e) => e.type === 'giftGiven');
    expect(gifts(2)).toEqual([]);
    expect(gifts(4).map((e) => e.type === 'giftGiven' && [e.fromSeat, e.toSeat, e.money])).toEqual([[1, ME, 7], [1, ME, 4]]);
    expect(STEPS[STEPS.findIndex((s) => s.id === 'place')]).toMatchObject({ id: 'place' });
    expect(scriptBefore(STEPS.findIndex((s) => s.id === 'place'))).toBe(4);
    // "place": the Tobacco and Liquor Companies were captured, on the Illuminati's top arrow, with 4 MB.
    expect(groups(5)).toEqual(['tobacco-and-liquor-companies']);
    expect(mine(5).groups[0]).toMatchObject({ master: 'bavarian-illuminati', arrow: 'top', money: 4 });
    // "privilege" (ILLUM-BAV-1): 5 MB for the privilege; the Morticians join on the Tobacco's top arrow.
    expect(mine(6).money).toBe(mine(5).money - 5);
    expect(mine(9).groups.find((g) => g.id === 'morticians')).toMatchObject({ master: 'tobacco-and-liquor-companies', arrow: 'top' });
    // "spend2": the 4 MB moved onto the Tobacco at the capture are spent.
    expect(mine(7).groups[0].money).toBe(0);
    // "transfer" (MONEY-2): 2 MB to the Tobacco, free.
    expect(mine(10).money).toBe(mine(9).money - 2);
    expect(mine(10).groups.find((g) => g.id === 'tobacco-and-liquor-companies')?.money).toBe(2);
    // "income2", "special": the player's next turn, with the Slush Fund in hand; +15 MB when played.
    expect(before[11].observation.turn.active).toBe(ME);
    expect(before[11].observation.turn.number).toBe(3);
    expect(mine(11).hand).toEqual(['slush-fund']);
    expect(mine(12).money).toBe(mine(11).money + 15);
    // "aid" (AID-1): the Illuminati aids; the Video Games join on the Tobacco's left arrow.
    expect(mine(16).groups.find((g) => g.id === 'video-games')).toMatchObject({ master: 'tobacco-and-liquor-companies', arrow: 'left' });
    // "move" (MOVE-1, MOVE-2): the Tobacco moves to the Illuminati's right arrow, its puppets along.
    const end = before[SCRIPT.length].observation.players[ME].groups;
    expect(end.find((g) => g.id === 'tobacco-and-liquor-companies')).toMatchObject({ master: 'bavarian-illuminati', arrow: 'right' });
    expect(end.map((g) => g.id).sort()).toEqual(['morticians', 'tobacco-and-liquor-companies', 'video-games']);
    // Still the player's turn at the lesson's end ("goals", "basicsDone": End turn is there).
    expect(expandLegal(before[SCRIPT.length].legal).some((l) => l.type === 'endTurn')).toBe(true);
  }, 60_000);

  it('is the same game every time', async () => {
    const a = await playTutorial();
    removeDir(h!.dir);
    h = null;
    const b = await playTutorial();
    expect(b.log).toEqual(a.log);
  }, 60_000);

  it('each act step of the lessons waits for actions of the kind its words ask for', () => {
    const kinds: Record<string, string[]> = {
      attack: ['attack'], spend: ['spend'], pass: ['pass'], place: ['placeCaptured'], privilege: ['attack'], spend2: ['spend'], pass2: ['pass'], place2: ['placeCaptured'],
      transfer: ['transferMoney'], endTurn: ['endTurn'], special: ['playSpecial'], aid: ['attack'], pass3: ['pass'], place3: ['placeCaptured'], move: ['moveGroup'],
    };
    STEPS.forEach((s, i) => {
      if (!s.actions) return expect(kinds[s.id]).toBeUndefined();
      const acts = SCRIPT.slice(scriptBefore(i), scriptBefore(i) + s.actions).map((a) => a.type);
      expect(new Set(acts), s.id).toEqual(new Set(kinds[s.id]));
    });
  });
});
