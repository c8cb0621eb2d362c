// Issue 23: when the journal's disk fails. A full disk or a read-only folder (simulated write
// errors: the tests run as root in CI, where a read-only mode does not stop a write) gives the
// host:disk warning, the game goes on in memory, the game can be saved elsewhere (game:export), and
// the warning clears once a turn end's compaction succeeds. Also: nothing is told before it is on
// disk, and a burst of bot actions shares one sync (group commit).
import { afterEach, describe, expect, it } from 'vitest';
import { parseHostSave } from '../../../src/server/host';
import { realDisk, type AppendFile, type Disk } from '../../../src/server/host/journal-writer';
import { recoverAutosave } from '../../../src/server/host/recovery';
import { SaveStore } from '../../../src/server/host/save-store';
import type { GameConfig } from '../../../src/shared/engine';
import type { Push } from '../../../src/shared/protocol/messages';
import { easyBot, human, makeHost, removeDir, type TestHost } from './helpers';
import { expandLegal } from '../../../src/shared/protocol/compact-legal';

const dirs: string[] = [];
const hosts: TestHost[] = [];
async function host(disk: Disk): Promise<TestHost> {
  const h = await makeHost({ disk, log: () => undefined });
  hosts.push(h);
  dirs.push(h.dir);
  return h;
}
afterEach(async () => {
  for (const h of hosts.splice(0)) await h.host.close();
  for (const d of dirs.splice(0)) removeDir(d);
});

const TWO: GameConfig = { players: 2, illuminati: ['bavarian-illuminati', 'gnomes-of-zurich'], names: ['Ada', 'Bo'] };

function errno(code: string): Error {
  return Object.assign(new Error(`${code}: simulated`), { code });
}

/** The real disk, with faults switched on and off by the test, syncs counted and holdable. */
function faultyDisk() {
  const d = {
    /** An errno code every write throws while set. */
    fail: null as string | null,
    syncs: 0,
    lines: 0,
    /** While set, syncs wait for it. */
    hold: null as Promise<void> | null,
    disk: {
      writeAtomic: async (path: string, text: string) => {
        if (d.fail) throw errno(d.fail);
        await realDisk.writeAtomic(path, text);
      },
      openAppend: async (path: string): Promise<AppendFile> => {
        if (d.fail) throw errno(d.fail);
        const f = await realDisk.openAppend(path);
        return {
          write: async (text) => {
            if (d.fail) throw errno(d.fail);
            d.lines += text.split('\n').length - 1;
            await f.write(text);
          },
          sync: async () => {
            if (d.hold) await d.hold;
            if (d.fail) throw errno(d.fail);
            d.syncs++;
            await f.sync();
          },
          close: () => f.close(),
        };
      },
    } satisfies Disk,
  };
  return d;
}

/** Ends the current turn (the human on turn passes the attack windows first). */
async function endTurn(h: TestHost): Promise<void> {
  for (;;) {
    const seat = (await h.must('game:view', { viewer: 'spectator', since: 0 })).deciding[0];
    const v = await h.must('game:view', { viewer: seat, since: 0 });
    const end = expandLegal(v.legal).find((l) => l.type === 'endTurn') ? 'endTurn' : expandLegal(v.legal).find((l) => l.type === 'pass') ? 'pass' : null;
    if (!end) throw new Error(`seat ${seat} can neither pass nor end the turn`);
    await h.must('game:act', { seat, seq: v.seq, action: { type: end } });
    if (end === 'endTurn') return;
  }
}

const diskPushes = (h: TestHost) => h.pushes.filter((p): p is Extract<Push, { type: 'host:disk' }> => p.type === 'host:disk');

describe('disk trouble (issue 23)', () => {
  it('a full disk: a visible warning, the game goes on in memory, saving elsewhere works, and the warning clears when the disk does', async () => {
    const f = faultyDisk();
    const h = await host(f.disk);
    await h.must('game:new', { setup: { config: TWO, seats: [human, human], seed: 'full' } });
    await endTurn(h);
    // The turn end's compaction is done before the disk fills up.
    await h.host.flush();
    f.fail = 'ENOSPC';
    await endTurn(h);
    await endTurn(h);
    const seq = (await h.must('game:view', { viewer: 'spectator', since: 0 })).seq;
    // The journal's append failed (the turn ends' new tries failed too, and the warning stays).
    expect(diskPushes(h)).toEqual([{ type: 'host:disk', text: 'Moves can no longer be written to the disk: the disk is full.' }]);
    expect((await h.must('menu:state', {})).disk).toBe('Moves can no longer be written to the disk: the disk is full.');
    // Saving elsewhere: the whole game, as a save file's text.
    const exported = await h.must('game:export', {});
    expect(exported.fileName).toMatch(/^illuminati-\d{4}-\d\d-\d\d-\d\d-\d\d\.json$/);
    const parsed = parseHostSave(exported.text);
    expect(parsed.ok && parsed.save.game.actions.length).toBe(seq);
    // The disk has room again: the next turn end writes the whole game and the warning goes.
    f.fail = null;
    await endTurn(h);
    await h.host.flush();
    expect(diskPushes(h).at(-1)).toEqual({ type: 'host:disk', text: null });
    expect((await h.must('menu:state', {})).disk).toBeNull();
    const r = await recoverAutosave(new SaveStore(h.dir), () => undefined);
    expect(r.parsed.ok && r.parsed.save.game.actions.length).toBe((await h.must('game:view', { viewer: 'spectator', since: 0 })).seq);
  });

  it('a read-only folder from the start: the warning at once, the game is played in memory and can be saved elsewhere', async () => {
    const f = faultyDisk();
    f.fail = 'EROFS';
    const h = await host(f.disk);
    await h.must('game:new', { setup: { config: TWO, seats: [human, human], seed: 'ro' } });
    expect(diskPushes(h)).toEqual([{ type: 'host:disk', text: 'The game could not be saved: the folder is on a read-only disk.' }]);
    await endTurn(h);
    await endTurn(h);
    expect((await h.must('game:view', { viewer: 'spectator', since: 0 })).seq).toBeGreaterThanOrEqual(2);
    expect((await h.must('game:export', {})).text).toContain('"format":"illuminati-host-save"');
    // A named save goes to the same folder: it says plainly that it failed.
    expect(await h.req('game:save', { name: 'x' })).toEqual({ ok: false, error: 'The game could not be saved (EROFS: simulated).' });
  });

  it('an accepted action is told to no one (reply, push, view) before it is on disk', async () => {
    const f = faultyDisk();
    const h = await host(f.disk);
    const { gameId } = await h.must('game:new', { setup: { config: TWO, seats: [human, human], seed: 'order' } });
    let release!: () => void;
    f.hold = new Promise((r) => (release = r));
    const v = await h.must('game:view', { viewer: 0, since: 0 });
    let replied = false;
    const act = h.must('game:act', { seat: v.deciding[0], seq: v.seq, action: { type: 'endTurn' } }).then((r) => ((replied = true), r));
    // The host has accepted it (in memory) by now; a view asked now shows it, so it waits too.
    await new Promise((r) => setTimeout(r, 50));
    let viewed = false;
    const view = h.must('game:view', { viewer: 'spectator', since: 0 }).then((r) => ((viewed = true), r));
    await new Promise((r) => setTimeout(r, 100));
    expect({ replied, viewed }).toEqual({ replied: false, viewed: false });
    expect(h.pushes.filter((p) => p.type === 'game:changed' && p.gameId === gameId && p.seq === v.seq + 1)).toEqual([]);
    release();
    f.hold = null;
    expect(await act).toEqual({ seq: v.seq + 1 });
    expect((await view).seq).toBe(v.seq + 1);
    expect(h.pushes.filter((p) => p.type === 'game:changed' && p.seq === v.seq + 1)).toHaveLength(1);
  });

  it('group commit: bots at instant speed share syncs, and every action is in the journal', async () => {
    const f = faultyDisk();
    const h = await host(f.disk);
    const { gameId } = await h.must('game:new', { setup: { config: { players: 4, turnCap: 4 }, seats: [easyBot, easyBot, easyBot, easyBot], seed: 'group' } });
    await h.waitPush((p) => p.type === 'game:changed' && p.gameId === gameId && p.over);
    await h.host.flush();
    const { seq } = await h.must('game:view', { viewer: 'spectator', since: 0 });
    expect(seq).toBeGreaterThan(20);
    // One journal line per action; a sync per action would make as many syncs (measured: 11 for 55).
    expect(f.lines).toBe(seq);
    expect(f.syncs).toBeLessThan(f.lines);
    // Pushes came in order, one per action.
    const seqs = h.pushes.flatMap((p) => (p.type === 'game:changed' && p.gameId === gameId ? [p.seq] : []));
    expect(seqs).toEqual(Array.from({ length: seqs.length }, (_, i) => i));
  });
});
