// Issue 23 over the LAN: a LAN client is told a seq (push, reply, view) only once the action is in
// the host's journal on disk, and the host's disk warning stays with the host (only it can save).
import { afterEach, expect, it } from 'vitest';
import { LanClient } from '../../../src/server/lan/lan-client';
import { realDisk, type Disk } from '../../../src/server/host/journal-writer';
import type { SeatController } from '../../../src/shared/protocol/messages';
import { makeHost, removeDir } from '../host/helpers';
import { cleanUp, lanHostFor, later } from './rig';
import { until } from './until';

afterEach(cleanUp);

const REMOTE: SeatController = { kind: 'remote' };

it('a LAN client hears of an action only once it is on disk, and never of the host disk warning', async () => {
  let hold: Promise<void> | null = null;
  let fail = false;
  const disk: Disk = {
    writeAtomic: realDisk.writeAtomic,
    async openAppend(path) {
      const f = await realDisk.openAppend(path);
      return {
        write: f.write,
        async sync() {
          if (hold) await hold;
          if (fail) throw Object.assign(new Error('ENOSPC: simulated'), { code: 'ENOSPC' });
          await f.sync();
        },
        close: f.close,
      };
    },
  };
  const h = await makeHost({ disk, log: () => undefined });
  later(async () => {
    await h.host.close();
    removeDir(h.dir);
  });
  lanHostFor(h);
  const opened = await h.must('lan:open', { setup: { config: { players: 2, names: ['Ada', 'Bo'] }, seats: [REMOTE, { kind: 'human' }], seed: 'durable' }, bind: '127.0.0.1', port: 0, name: 'Durable' });
  const c = new LanClient(opened.urls[0], 'Ada', opened.code!);
  later(() => c.close());
  await c.connect();
  await c.join();
  await h.must('lan:start', {});
  await until(() => c.pushes.some((p) => p.type === 'game:changed'));

  // Whoever is on turn ends it while the disk holds its syncs: the client hears nothing of it.
  const v = await h.must('game:view', { viewer: 'spectator', since: 0 });
  const seat = v.deciding[0];
  let release!: () => void;
  hold = new Promise((r) => (release = r));
  const acted =
    seat === 0
      ? c.request('game:act', { seat: 0, seq: v.seq, action: { type: 'endTurn' } })
      : h.req('game:act', { seat: 1, seq: v.seq, action: { type: 'endTurn' } });
  await new Promise((r) => setTimeout(r, 100));
  const viewed = c.request('game:view', { viewer: 0, since: 0 });
  await new Promise((r) => setTimeout(r, 100));
  const told = () => c.frames.filter((f) => f.includes(`"seq":${v.seq + 1}`));
  expect(told()).toEqual([]);
  release();
  hold = null;
  expect(await acted).toEqual({ ok: true, value: { seq: v.seq + 1 } });
  const view = await viewed;
  expect(view.ok && view.value.seq).toBe(v.seq + 1);
  await until(() => c.pushes.some((p) => p.type === 'game:changed' && p.seq === v.seq + 1));

  // A full disk: the host's clients see the warning, the LAN client does not.
  fail = true;
  const seat2 = (await h.must('game:view', { viewer: 'spectator', since: 0 })).deciding[0];
  const v2 = await h.must('game:view', { viewer: 'spectator', since: 0 });
  if (seat2 === 0) await c.request('game:act', { seat: 0, seq: v2.seq, action: { type: 'endTurn' } });
  else await h.must('game:act', { seat: 1, seq: v2.seq, action: { type: 'endTurn' } });
  await until(() => h.pushes.some((p) => p.type === 'host:disk'));
  await until(() => c.pushes.some((p) => p.type === 'game:changed' && p.seq === v2.seq + 1));
  expect(c.pushes.filter((p) => p.type === 'host:disk' || p.type === 'host:notice')).toEqual([]);
});
