// Issue 40: a view is worked out once per revision and viewer (host/view-service.ts), so a peer
// asking for its view again and again, or two windows of one seat, cost the host one view per
// change of the game. The shared body never outlives its revision: after an action, an undo or a
// new game every viewer gets a view of the game as it is now.
import { afterEach, describe, expect, it } from 'vitest';
import { validateRequest } from '../../../src/shared/protocol/validate';
import { expandLegal } from '../../../src/shared/protocol/compact-legal';
import type { Action, LegalAction } from '../../../src/shared/engine';
import type { Push, RequestKind, RequestParams, TableView } from '../../../src/shared/protocol/messages';
import { human, makeHost, removeDir, type TestHost } from './helpers';

const hosts: TestHost[] = [];
afterEach(async () => {
  for (const h of hosts.splice(0)) {
    await h.host.close();
    removeDir(h.dir);
  }
});

async function open(): Promise<TestHost> {
  const h = await makeHost();
  hosts.push(h);
  await h.must('game:new', { setup: { config: { players: 3, names: ['Ann', 'Bob', 'Cy'] }, seats: [human, human, human], seed: 'view-service' } });
  return h;
}

/** A plain move of the deciding seat (a goal, ending the turn, or passing). */
function plainMove(v: TableView): Action {
  const legal = expandLegal(v.legal);
  const goal = legal.find((l) => l.type === 'chooseGoal');
  if (goal && goal.type === 'chooseGoal') return { type: 'chooseGoal', goal: goal.goals[0]! };
  if (legal.some((l) => l.type === 'endTurn')) return { type: 'endTurn' };
  if (legal.some((l) => l.type === 'pass')) return { type: 'pass' };
  throw new Error(`no plain move among ${legal.map((l) => l.type).join(', ')}`);
}

const body = (v: TableView) => {
  const { log: _l, logFrom: _f, rev: _r, ...rest } = v;
  return rest;
};

describe('views shared per revision', () => {
  it('two requests of one viewer at one revision share the work; the next revision is worked out afresh', async () => {
    const h = await open();
    const a = await h.must('game:view', { viewer: 0, since: 0 });
    const b = await h.must('game:view', { viewer: 0, since: a.logFrom });
    // One body for both (the same objects), each with the log page it asked for.
    expect(b.observation).toBe(a.observation);
    expect(b.legal).toBe(a.legal);
    expect(b.rev).toBe(a.rev);
    // Another viewer has a body of its own.
    const other = await h.must('game:view', { viewer: 1, since: 0 });
    expect(other.observation).not.toBe(a.observation);
    expect(other.observation.players.find((p) => p.seat === 0)!.hand).toBeNull();
    expect(a.observation.players.find((p) => p.seat === 0)!.hand).not.toBeNull();

    const seat = a.deciding[0]!;
    await h.must('game:act', { seat, seq: a.seq, action: plainMove(await h.must('game:view', { viewer: seat, since: 0 })) });
    const c = await h.must('game:view', { viewer: 0, since: 0 });
    expect(c.rev).toBe(a.rev + 1);
    expect(c.seq).toBe(a.seq + 1);
    expect(c.observation).not.toBe(a.observation);
    expect(c.log.length).toBeGreaterThan(a.log.length);
  });

  it('after an undo and after a new game, nobody gets the body of the game as it was', async () => {
    const h = await makeHost();
    hosts.push(h);
    await h.must('game:new', { setup: { config: { players: 2, illuminati: ['bavarian-illuminati', 'gnomes-of-zurich'], names: ['Ada', 'Bo'] }, seats: [human, human], seed: 'undo' } });
    const a = (await h.must('game:view', { viewer: 0, since: 0 })).deciding[0]!;
    const before = await h.must('game:view', { viewer: a, since: 0 });
    // Declaring an attack can be taken back (UNDO): the view after the undo is the view before.
    const t = expandLegal(before.legal).find((l): l is Extract<LegalAction, { type: 'attack' }> => l.type === 'attack')!;
    await h.must('game:act', { seat: a, seq: before.seq, action: { type: 'attack', attacker: t.attacker, target: t.target, kind: t.kind, aiders: [], privilege: null } });
    const acted = await h.must('game:view', { viewer: a, since: 0 });
    expect(acted.canUndo).toBe(true);
    await h.must('game:undo', { seat: a, seq: acted.seq });
    const undone = await h.must('game:view', { viewer: a, since: 0 });
    expect(undone.seq).toBe(before.seq);
    expect(undone.rev).toBeGreaterThan(acted.rev);
    expect(undone.canUndo).toBe(false);
    expect(body(undone)).toEqual(body(before));
    expect(undone.log).toEqual(before.log);
    const gameId = (await h.must('game:view', { viewer: 0, since: 0 })).gameId;

    await h.must('game:new', { setup: { config: { players: 2, names: ['Dee', 'Eve'] }, seats: [human, human], seed: 'view-service-2' } });
    const fresh = await h.must('game:view', { viewer: 0, since: 0 });
    expect(fresh.gameId).not.toBe(gameId);
    expect(fresh.seats.map((s) => s.name)).toEqual(['Dee', 'Eve']);
  });

  it('two feeds of one viewer get the same patch', async () => {
    const h = await open();
    const feeds = [h.host.feed(), h.host.feed()];
    const ask = async <K extends RequestKind>(kind: K, params: RequestParams<K>, i: number) => {
      const v = validateRequest({ kind, params });
      if (!v.ok) throw new Error(v.error);
      return h.host.request(v.request, { kind: 'local' }, feeds[i]);
    };
    const first = await ask('game:view', { viewer: 0, since: 0 }, 0);
    await ask('game:view', { viewer: 0, since: 0 }, 1);
    const v = (first as { value: TableView }).value;
    const seat = v.deciding[0]!;
    const pushed = h.waitPush((p) => p.type === 'game:changed' && p.rev === v.rev + 1);
    await h.must('game:act', { seat, seq: v.seq, action: plainMove(await h.must('game:view', { viewer: seat, since: 0 })) });
    const push = await pushed;
    const [p0, p1] = feeds.map((f) => f.personalize(push) as Extract<Push, { type: 'game:changed' }>);
    expect(p0.patch).toBeDefined();
    expect(p1.patch).toEqual(p0.patch);
    expect(p0.patch!.from).toBe(v.rev);
    for (const f of feeds) f.close();
  });
});
