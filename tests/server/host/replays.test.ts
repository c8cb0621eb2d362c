// Replays and statistics (issue 20, parts 3 and 4), the host side: a game that ends is kept as a
// replay; the list shows the kept games and the named saves; the viewer's table at any step is the
// table of the game at that step (from any seat, or with every card face up); replays export and
// import, and bad files are refused with a clear message and change nothing; "take over from here"
// opens a new game at that step with the seats as chosen.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { makeHostSave, type HostSave, type LanPlugin } from '../../../src/server/host';
import { validateRequest } from '../../../src/shared/protocol/validate';
import { GameSession } from '../../../src/server/host/session';
import { tableView, visibleLog } from '../../../src/server/host/view';
import { expandLegal } from '../../../src/shared/protocol/compact-legal';
import { observe, replay, type SavedGame } from '../../../src/shared/engine';
import type { SeatController } from '../../../src/shared/protocol/messages';
import type { ReplaySource } from '../../../src/shared/protocol/replays';
import { putSave } from '../../e2e/support/saves';
import { easyBot, human, makeHost, randomBot, removeDir, ROOT, type TestHost } from './helpers';

const hosts: TestHost[] = [];
async function host(): Promise<TestHost> {
  const h = await makeHost();
  hosts.push(h);
  return h;
}
afterEach(async () => {
  for (const h of hosts.splice(0)) {
    await h.host.close();
    removeDir(h.dir);
  }
});

/** A committed golden game (3 players, 138 actions, ends with a winner). */
const GOLDEN = JSON.parse(readFileSync(join(ROOT, 'tests', 'golden', 'game-golden-3-0.json'), 'utf8')) as SavedGame;
const GAME: SavedGame = { format: GOLDEN.format, version: GOLDEN.version, config: GOLDEN.config, seed: GOLDEN.seed, actions: GOLDEN.actions };
const HUMANS: SeatController[] = [human, human, human];
const FINAL = replay(GAME);
if (!FINAL.ok) throw new Error('the golden game does not replay');

function save(actions = GAME.actions, seats: SeatController[] = HUMANS): HostSave {
  return makeHostSave({ ...GAME, actions }, seats, false, new Date('2026-11-20T10:00:00Z'));
}

/** The golden game kept as a replay the way a finished game is: its last action played on the host. */
async function finishGolden(h: TestHost): Promise<string> {
  putSave(h.dir, 'almost', save(GAME.actions.slice(0, -1)));
  await h.must('game:load', { name: 'almost' });
  const last = GAME.actions[GAME.actions.length - 1];
  const seq = (await h.must('game:view', { viewer: last.seat, since: 0 })).seq;
  await h.must('game:act', { seat: last.seat, seq, action: last.action });
  await expect.poll(async () => (await h.must('replay:list', {})).replays.length).toBe(1);
  return (await h.must('replay:list', {})).replays[0].id;
}

describe('keeping finished games', () => {
  it('keeps a game that ends on the host, with its players, Illuminati, winner and date', async () => {
    const h = await host();
    const id = await finishGolden(h);
    const list = await h.must('replay:list', {});
    const info = list.replays[0];
    expect(info.id).toBe(id);
    expect(info.finished).toBe(true);
    expect(info.actions).toBe(GAME.actions.length);
    expect(info.winners).toEqual(FINAL.state.outcome!.winners);
    expect(info.winners.length).toBeGreaterThan(0);
    expect(info.players.map((p) => p.illuminati)).toEqual(FINAL.state.players.map((p) => p.illuminati));
    expect(info.players.map((p) => p.name)).toEqual(FINAL.state.players.map((p) => p.name));
    expect(info.players.every((p) => p.controller.kind === 'human')).toBe(true);
    expect(Number.isNaN(Date.parse(info.finishedAt))).toBe(false);
    expect(readdirSync(join(h.dir, 'replays'))).toEqual([`${id}.json`]);
    // The named saves are listed beside the replays (the viewer shows both).
    expect(list.saves.map((s) => s.name)).toEqual(['almost']);
  });

  it('keeps a LAN game that ends by a LAN player’s action, the LAN seat named as such', async () => {
    const h = await host();
    const last = GAME.actions[GAME.actions.length - 1];
    const seats: SeatController[] = HUMANS.map((s, i) => (i === last.seat ? { kind: 'remote' } : s));
    putSave(h.dir, 'lan', save(GAME.actions.slice(0, -1), seats));
    // A LAN plugin that remembers this game, so that its LAN seat stays a LAN seat (as after a restart).
    const lan: Partial<LanPlugin> = { isOpen: false, canResume: async () => true, resume: async () => ({ ok: true, value: {} as never }), stop: async () => ({ ok: true, value: {} }) };
    h.host.attachLan(lan as LanPlugin);
    await h.must('game:load', { name: 'lan' });
    const seq = (await h.must('game:view', { viewer: 'spectator', since: 0 })).seq;
    const v = validateRequest({ kind: 'game:act', params: { seat: last.seat, seq, action: last.action } });
    if (!v.ok) throw new Error(v.error);
    expect((await h.host.request(v.request, { kind: 'remote', seat: last.seat })).ok).toBe(true);
    await expect.poll(async () => (await h.must('replay:list', {})).replays.length).toBe(1);
    const info = (await h.must('replay:list', {})).replays[0];
    expect(info.players.map((p) => p.controller.kind)).toEqual(seats.map((s) => s.kind));
    expect(info.winners).toEqual(FINAL.state.outcome!.winners);
  });

  it('keeps nothing for a game that has not ended, nor for a finished game that is only loaded', async () => {
    const h = await host();
    putSave(h.dir, 'done', save());
    await h.must('game:load', { name: 'done' });
    await h.must('game:close', {});
    expect((await h.must('replay:list', {})).replays).toEqual([]);
  });
});

describe('the table at a step', () => {
  const source = (name: string): ReplaySource => ({ kind: 'save', name });

  it('is the table of the game at that step, from a seat and face up, in any order of steps (checkpoints)', async () => {
    const h = await host();
    putSave(h.dir, 'golden', save());
    const steps = [GAME.actions.length, 0, 1, 70, 33, 32, 31, 64, 65, 137, 100, 101, 102, GAME.actions.length];
    for (const step of steps) {
      const at = GameSession.open({ gameId: 'x', config: GAME.config, seed: GAME.seed, seats: HUMANS }, GAME.actions.slice(0, step));
      if (!at.ok) throw new Error(at.error);
      const seat = step % 3;
      const got = await h.must('replay:view', { source: source('golden'), step, viewer: seat, since: 0 });
      const want = tableView(at.session, seat, 0);
      expect(got.step).toBe(step);
      expect(got.steps).toBe(GAME.actions.length);
      expect(got.table.observation).toEqual(want.observation);
      expect(got.table.standings).toEqual(want.standings);
      // A replay's log is not paged: the whole visible log up to the step.
      expect(got.table.log).toEqual(visibleLog(at.session.events, seat, 0, at.session.events.length));
      expect(got.table.log.slice(-want.log.length)).toEqual(want.log);
      expect(got.table.outcome).toEqual(want.outcome);
      expect(expandLegal(got.table.legal)).toEqual([]);
      expect(got.logEnd).toBe(at.session.events.length);
      const all = await h.must('replay:view', { source: source('golden'), step, viewer: 'all', since: 0 });
      // Every hand face up, as the state holds it.
      expect(all.table.observation.players.map((p) => p.hand)).toEqual(at.session.state.players.map((p) => p.hand));
      expect(all.table.observation.players.map((p) => p.money)).toEqual(observe(at.session.state, 'spectator').players.map((p) => p.money));
    }
  });

  it('its last step is the final table; the turn starts lead to each turn; since and logEnd let the client trim its log', async () => {
    const h = await host();
    putSave(h.dir, 'golden', save());
    const last = await h.must('replay:view', { source: source('golden'), step: GAME.actions.length, viewer: 0, since: 0 });
    expect(last.table.observation).toEqual(observe(FINAL.state, 0));
    expect(last.table.outcome).toEqual(FINAL.state.outcome);
    expect(last.table.stats?.actions).toBe(GAME.actions.length);
    expect(last.turnStarts[0]).toEqual({ turn: observe(replay({ ...GAME, actions: [] }).state, 0).turn.number, step: 0 });
    expect(last.turnStarts.at(-1)!.turn).toBe(FINAL.state.turn.number);
    for (const { turn, step } of last.turnStarts) {
      const v = await h.must('replay:view', { source: source('golden'), step, viewer: 0, since: 0 });
      expect(v.table.observation.turn.number).toBe(turn);
      if (step > 0) expect((await h.must('replay:view', { source: source('golden'), step: step - 1, viewer: 0, since: 0 })).table.observation.turn.number).toBeLessThan(turn);
    }
    const early = await h.must('replay:view', { source: source('golden'), step: 10, viewer: 0, since: 0 });
    const later = await h.must('replay:view', { source: source('golden'), step: 20, viewer: 0, since: early.logEnd });
    expect(later.table.log.every((e) => e.index >= early.logEnd && e.index < later.logEnd)).toBe(true);
    expect([...early.table.log, ...later.table.log]).toEqual((await h.must('replay:view', { source: source('golden'), step: 20, viewer: 0, since: 0 })).table.log);
  });

  it('face up shows every face-down Illuminati and secret goal under hidden Illuminati; a seat sees only its own', async () => {
    const h = await host();
    const de = JSON.parse(readFileSync(join(ROOT, 'tests', 'golden', 'game-golden-de-0.json'), 'utf8')) as SavedGame;
    putSave(h.dir, 'de', makeHostSave({ ...de, events: undefined }, Array(de.config.players).fill(human), false, new Date()));
    const at = replay({ ...de, actions: de.actions.slice(0, 40) });
    if (!at.ok) throw new Error(at.reason);
    const all = await h.must('replay:view', { source: source('de'), step: 40, viewer: 'all', since: 0 });
    expect(all.table.observation.players.map((p) => p.illuminati)).toEqual(at.state.players.map((p) => p.illuminati));
    expect(all.table.observation.config.hiddenIlluminati).toBe(true);
    const seat = await h.must('replay:view', { source: source('de'), step: 40, viewer: 1, since: 0 });
    expect(seat.table.observation).toEqual(observe(at.state, 1));
    expect(seat.table.observation.players.some((p) => p.illuminati === null)).toBe(true);
  });

  it('refuses a step past the end, a seat the game does not have, and face up for a game still being played', async () => {
    const h = await host();
    putSave(h.dir, 'golden', save());
    putSave(h.dir, 'half', save(GAME.actions.slice(0, 50)));
    expect(await h.req('replay:view', { source: source('golden'), step: 139, viewer: 0, since: 0 })).toMatchObject({ ok: false, error: 'The game has 138 steps; there is no step 139.' });
    expect(await h.req('replay:view', { source: source('golden'), step: 1, viewer: 5, since: 0 })).toMatchObject({ ok: false, error: 'There is no seat 6 in this game.' });
    expect(await h.req('replay:view', { source: source('half'), step: 1, viewer: 'all', since: 0 })).toMatchObject({ ok: false, error: expect.stringContaining('only for games that have ended') });
    expect(await h.req('replay:view', { source: source('nothing'), step: 1, viewer: 0, since: 0 })).toMatchObject({ ok: false, error: 'There is no save named "nothing".' });
    expect(await h.req('replay:view', { source: { kind: 'replay', id: 'no-such-replay' }, step: 1, viewer: 0, since: 0 })).toMatchObject({ ok: false, error: expect.stringContaining('There is no such replay') });
    expect((await h.req('replay:view', { source: source('half'), step: 50, viewer: 2, since: 0 })).ok).toBe(true);
  });
});

describe('export and import', () => {
  it('exports a kept replay and imports it back as another replay of the same game', async () => {
    const h = await host();
    const id = await finishGolden(h);
    const file = await h.must('replay:export', { id });
    expect(file.fileName).toBe(`illuminati-replay-${id}.json`);
    const info = await h.must('replay:import', { text: file.text });
    expect(info.id).not.toBe(id);
    const list = await h.must('replay:list', {});
    expect(list.replays).toHaveLength(2);
    const [a, b] = [list.replays.find((r) => r.id === id)!, info];
    expect({ ...b, id: a.id }).toEqual(a);
  });

  it('imports a save file or an engine save (a golden game) as a replay', async () => {
    const h = await host();
    const info = await h.must('replay:import', { text: JSON.stringify(GOLDEN) });
    expect(info).toMatchObject({ finished: true, actions: 138, winners: FINAL.state.outcome!.winners });
    const half = await h.must('replay:import', { text: JSON.stringify(save(GAME.actions.slice(0, 40), [human, easyBot, randomBot])) });
    expect(half).toMatchObject({ finished: false, actions: 40, finishedAt: '2026-11-20T10:00:00.000Z' });
    expect(half.players.map((p) => p.controller.kind)).toEqual(['human', 'bot', 'bot']);
  });

  it('refuses bad files with a clear message and keeps nothing', async () => {
    const h = await host();
    const id = await finishGolden(h);
    const good = JSON.parse((await h.must('replay:export', { id })).text) as Record<string, unknown> & { game: SavedGame; seats: unknown[] };
    const bad: [string, string][] = [
      ['{not json', 'The file cannot be imported: The file is damaged: it is not valid JSON.'],
      ['[1,2]', 'The file cannot be imported: The file does not contain a replay or a saved game.'],
      [JSON.stringify({ format: 'something-else' }), 'The file cannot be imported: The file is not an Illuminati replay or saved game.'],
      [JSON.stringify({ ...good, version: 7 }), 'The file cannot be imported: The replay was written by a newer version of the game (format 7; this version reads 1).'],
      [JSON.stringify({ ...good, version: 'one' }), 'The file cannot be imported: The replay has an unknown format version.'],
      [JSON.stringify({ ...good, seats: good.seats.slice(1) }), 'The file cannot be imported: The replay is damaged (it must name who plays each of its 3 seats).'],
      [JSON.stringify({ ...good, game: { ...good.game, actions: [{ seat: 9, action: { type: 'endTurn' } }] } }), 'The file cannot be imported: The replay is damaged (action 1 names seat 9).'],
      [
        JSON.stringify({ ...good, game: { ...good.game, actions: [good.game.actions[1], ...good.game.actions] } }),
        expect.stringMatching(/^The file cannot be imported: The game cannot be replayed: action 1 \(\w+ by seat \d\) was refused: /) as unknown as string,
      ],
    ];
    for (const [text, error] of bad) expect(await h.req('replay:import', { text })).toEqual({ ok: false, error });
    expect((await h.must('replay:list', {})).replays.map((r) => r.id)).toEqual([id]);
    expect(readdirSync(join(h.dir, 'replays'))).toEqual([`${id}.json`]);
  });

  it('deletes a kept replay; a damaged file in the folder is left out of the list', async () => {
    const h = await host();
    const id = await finishGolden(h);
    writeFileSync(join(h.dir, 'replays', '20260101-000000-bad.json'), '{"format":"illuminati-replay","version":1}');
    expect((await h.must('replay:list', {})).replays.map((r) => r.id)).toEqual([id]);
    await h.must('replay:delete', { id });
    expect((await h.must('replay:list', {})).replays).toEqual([]);
    expect(await h.req('replay:delete', { id })).toMatchObject({ ok: false, error: 'There is no such replay (it may have been deleted).' });
  });
});

describe('take over from here', () => {
  it('opens a new game at that step with the seats as chosen, and the bots play on', async () => {
    const h = await host();
    const id = await finishGolden(h);
    const step = 60;
    const at = await h.must('replay:view', { source: { kind: 'replay', id }, step, viewer: 0, since: 0 });
    const seats: SeatController[] = [human, easyBot, randomBot];
    await h.must('replay:takeOver', { source: { kind: 'replay', id }, step, seats });
    const v = await h.must('game:view', { viewer: 0, since: 0 });
    expect(v.seats.map((s) => s.controller)).toEqual(seats);
    expect(v.outcome).toBeNull();
    // The history is the replay's first 60 actions: the same table (the bots may already have played on).
    const autosave = JSON.parse(readFileSync(join(h.dir, 'autosave.json'), 'utf8')) as HostSave;
    expect(autosave.game.actions.slice(0, step)).toEqual(GAME.actions.slice(0, step));
    expect(autosave.seats).toEqual(seats);
    if (v.seq === step) expect(v.observation).toEqual(at.table.observation);
    // Until seat 0 must decide, the bots play: the game is playable from there.
    await expect.poll(async () => (await h.must('game:view', { viewer: 0, since: 0 })).deciding.includes(0) || (await h.must('game:view', { viewer: 0, since: 0 })).outcome !== null, { timeout: 20_000 }).toBe(true);
  });

  it('refuses a step past the end, the final step of a finished game and a wrong number of seats, changing nothing', async () => {
    const h = await host();
    putSave(h.dir, 'golden', save());
    const src: ReplaySource = { kind: 'save', name: 'golden' };
    expect(await h.req('replay:takeOver', { source: src, step: 200, seats: HUMANS })).toMatchObject({ ok: false, error: 'The game has 138 steps; there is no step 200.' });
    expect(await h.req('replay:takeOver', { source: src, step: 138, seats: HUMANS })).toMatchObject({ ok: false, error: 'The game is over at that step: take over from an earlier one.' });
    expect(await h.req('replay:takeOver', { source: src, step: 10, seats: [human, human] })).toMatchObject({ ok: false, error: 'Say who plays each of the 3 seats (2 given).' });
    expect((await h.must('menu:state', {})).gameOpen).toBe(false);
  });
});

describe('statistics', () => {
  it('counts the kept finished games per player name and per Illuminati', async () => {
    const h = await host();
    await finishGolden(h);
    await h.must('replay:import', { text: JSON.stringify(save(GAME.actions.slice(0, 40))) });
    const stats = await h.must('stats:get', {});
    expect(stats.games).toBe(1);
    const winner = FINAL.state.players[FINAL.state.outcome!.winners[0]];
    expect(stats.byName.find((l) => l.key === winner.name)).toEqual({ key: winner.name, games: 1, wins: 1, vsBot: {} });
    expect(stats.byIlluminati.map((l) => l.key).sort()).toEqual(FINAL.state.players.map((p) => p.illuminati).sort());
  });
});

describe('a replay that cannot be written', () => {
  it('is logged; the game is not disturbed', async () => {
    const { ReplayService } = await import('../../../src/server/host/replay-service');
    const { SaveStore } = await import('../../../src/server/host/save-store');
    const lines: string[] = [];
    const failing = async () => {
      throw new Error('ENOSPC: no space left on device');
    };
    const service = new ReplayService('/nonexistent-data-dir', new SaveStore('/nonexistent-data-dir'), () => new Date('2026-11-26T12:00:00Z'), (l) => lines.push(l), failing);
    if (!FINAL.ok) throw new Error('the golden game does not replay');
    await expect(service.keep('abc', save(), FINAL.state)).resolves.toBeUndefined();
    expect(lines).toEqual(['The finished game could not be kept as a replay: ENOSPC: no space left on device']);
  });
});
