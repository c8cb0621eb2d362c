// Issue 23: the game journal's recovery. The files are built by hand from a real game's actions:
// an autosave holding the first BASE actions (naming its journal), and a journal with the next
// EXTRA. Each case damages them as a crash or a bad disk would and checks what Continue gives,
// what the log says and what the player is told.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { makeHostSave, type HostSave } from '../../../src/server/host';
import { entryLine, headerLine, readJournal } from '../../../src/server/host/journal-format';
import { GameSession } from '../../../src/server/host/session';
import { SAVE_FORMAT, SAVE_VERSION, type Action, type Seat } from '../../../src/shared/engine';
import type { Push } from '../../../src/shared/protocol/messages';
import { human, makeHost, randomBot, removeDir, tempDir, type TestHost } from './helpers';

const BASE = 6;
const EXTRA = 8;
const SEATS = [randomBot, randomBot];
/** The files' seats: humans, so nothing moves on by itself after Continue. */
const HUMANS = [human, human];
let actions: { seat: Seat; action: Action }[] = [];
let seqs: number[] = [];

const dirs: string[] = [];
const hosts: TestHost[] = [];
afterEach(async () => {
  for (const h of hosts.splice(0)) await h.host.close();
  for (const d of dirs.splice(0)) removeDir(d);
});

beforeAll(async () => {
  // A real game's first actions: random bots, two players.
  const h = await makeHost();
  const { gameId } = await h.must('game:new', { setup: { config: { players: 2, turnCap: 3 }, seats: SEATS, seed: 'journal' } });
  await h.waitPush((p) => p.type === 'game:changed' && p.gameId === gameId && p.over);
  await h.host.close();
  const save = JSON.parse(readFileSync(join(h.dir, 'autosave.json'), 'utf8')) as HostSave;
  removeDir(h.dir);
  actions = save.game.actions;
  expect(actions.length).toBeGreaterThan(BASE + EXTRA);
  const s = GameSession.open({ gameId: 'x', config: save.game.config, seed: 'journal', seats: SEATS }, []);
  if (!s.ok) throw new Error(s.error);
  seqs = actions.map((a) => (s.session.apply(a.seat, a.action), s.session.seq));
});

/** A data folder with the autosave (BASE actions, journal id J1) and the journal lines (EXTRA actions). */
function folder(): { dir: string; lines: string[] } {
  const dir = tempDir('journal-');
  dirs.push(dir);
  const save = makeHostSave({ format: SAVE_FORMAT, version: SAVE_VERSION, config: { players: 2, turnCap: 3 }, seed: 'journal', actions: actions.slice(0, BASE) }, HUMANS, false, new Date(0));
  writeFileSync(join(dir, 'autosave.json'), JSON.stringify({ ...save, journal: 'J1' }));
  const lines = [headerLine('J1', BASE), ...actions.slice(BASE, BASE + EXTRA).map((a, i) => entryLine({ n: BASE + i + 1, seq: seqs[BASE + i], ...a }))];
  return { dir, lines };
}

function writeJournal(dir: string, text: string): void {
  writeFileSync(join(dir, 'autosave.journal'), text);
}

/** A host on `dir` (logging into `log`), Continue, and the spectator's seq and the notices. */
async function continueIn(dir: string): Promise<{ seq: number; notices: Push[]; log: string[]; h: TestHost }> {
  const log: string[] = [];
  const h = await makeHost({ dir, log: (l) => log.push(l), });
  hosts.push(h);
  await h.must('game:continue', {});
  const v = await h.must('game:view', { viewer: 'spectator', since: 0 });
  return { seq: v.seq, notices: h.pushes.filter((p) => p.type === 'host:notice'), log, h };
}

describe('journal lines', () => {
  it('carry a checksum: a changed byte, a torn end or a gap is recognised', () => {
    const { lines } = folder();
    const good = readJournal(lines.join(''), 2);
    expect(good).toMatchObject({ header: { id: 'J1', base: BASE }, dropped: null, stopped: null });
    expect(good.entries.map((e) => e.n)).toEqual(Array.from({ length: EXTRA }, (_, i) => BASE + i + 1));
    const flipped = lines.map((l, i) => (i === 3 ? l.replace('"seat":', '"seat" :') : l)).join('');
    expect(readJournal(flipped, 2)).toMatchObject({ stopped: 'line 4 (action 9) is damaged: its checksum does not match' });
    expect(readJournal(lines.join('') + lines[4].slice(0, 10), 2).dropped).toMatch(/^the last line was cut short \(10 bytes\)/);
    expect(readJournal([...lines.slice(0, 3), ...lines.slice(4)].join(''), 2).stopped).toBe('line 4 (action 9) is damaged: it is action 10 where action 9 was due (a gap)');
  });
});

describe('recovery on Continue (issue 23)', () => {
  it('everything in the journal comes back: the autosave plus every action after it', async () => {
    const { dir, lines } = folder();
    writeJournal(dir, lines.join(''));
    const r = await continueIn(dir);
    expect(r.seq).toBe(BASE + EXTRA);
    expect(r.notices).toEqual([]);
  });

  it('a torn last line (a crash mid-write) is dropped with a message in the log; the player is not bothered', async () => {
    const { dir, lines } = folder();
    writeJournal(dir, lines.join('') + lines[1].slice(0, 25));
    const r = await continueIn(dir);
    expect(r.seq).toBe(BASE + EXTRA);
    expect(r.notices).toEqual([]);
    expect(r.log).toEqual([expect.stringMatching(/^Recovery: the last line was cut short \(25 bytes\), as a crash in the middle of a write leaves it; it was dropped\.$/)]);
  });

  it('a damaged last line is dropped the same way', async () => {
    const { dir, lines } = folder();
    writeJournal(dir, lines.slice(0, -1).join('') + lines.at(-1)!.replace(/^[0-9a-f]{8}/, '00000000'));
    const r = await continueIn(dir);
    expect(r.seq).toBe(BASE + EXTRA - 1);
    expect(r.notices).toEqual([]);
    expect(r.log).toEqual([`Recovery: the last line (action ${BASE + EXTRA}) was damaged: its checksum does not match; it was dropped.`]);
  });

  it('a damaged line in the middle stops at the last good action and tells the player what was recovered', async () => {
    const { dir, lines } = folder();
    writeJournal(dir, lines.map((l, i) => (i === 3 ? l.replace('{"n"', '{"N"') : l)).join(''));
    const r = await continueIn(dir);
    expect(r.seq).toBe(BASE + 2);
    expect(r.notices).toEqual([
      {
        type: 'host:notice',
        level: 'warning',
        text: expect.stringMatching(new RegExp(`^The game's journal is damaged \\(line 4 \\(action ${BASE + 3}\\) is damaged: its checksum does not match\\)\\. The game was recovered up to move ${BASE + 2} \\(2 of its moves from the journal\\); what was played after that is lost\\. The journal was kept as autosave\\.journal\\.damaged-[0-9T-]+Z\\.$`)),
      },
    ]);
    expect(r.log).toEqual([expect.stringMatching(/^Damaged file .*autosave\.journal kept as .*autosave\.journal\.damaged-[0-9T-]+Z\.$/), expect.stringMatching(/^Recovery: the journal is damaged \(line 4 .*\); 2 of its moves were recovered, the game goes on from move 8\.$/)]);
    // Issue 40: a copy under its own time, next to it.
    expect(readdirSync(dir).filter((f) => f.startsWith('autosave.journal.damaged-'))).toHaveLength(1);
  });

  it('a gap in the middle does the same', async () => {
    const { dir, lines } = folder();
    writeJournal(dir, [...lines.slice(0, 4), ...lines.slice(5)].join(''));
    const r = await continueIn(dir);
    expect(r.seq).toBe(BASE + 3);
    expect(r.notices).toHaveLength(1);
    expect(r.notices[0]).toMatchObject({ level: 'warning', text: expect.stringContaining(`it is action ${BASE + 5} where action ${BASE + 4} was due (a gap)`) });
  });

  it('a missing journal: the autosave alone, and the player is told', async () => {
    const { dir } = folder();
    const r = await continueIn(dir);
    expect(r.seq).toBe(BASE);
    expect(r.notices).toEqual([{ type: 'host:notice', level: 'warning', text: `The game's journal was not found: the game was restored from its last autosave (${BASE} actions). Moves played after it may be lost.` }]);
    expect(r.log).toEqual([expect.stringMatching(/^Recovery: the journal .*autosave\.journal is missing; the autosave alone is used \(6 actions\)\.$/)]);
  });

  it('a journal older than its autosave (a compaction cut short after the save) is ignored: the save holds it', async () => {
    const { dir, lines } = folder();
    const all = makeHostSave({ format: SAVE_FORMAT, version: SAVE_VERSION, config: { players: 2, turnCap: 3 }, seed: 'journal', actions: actions.slice(0, BASE + EXTRA) }, HUMANS, false, new Date(0));
    writeFileSync(join(dir, 'autosave.json'), JSON.stringify({ ...all, journal: 'J2' }));
    writeJournal(dir, lines.join(''));
    const r = await continueIn(dir);
    expect(r.seq).toBe(BASE + EXTRA);
    expect(r.notices).toEqual([]);
  });

  it('an autosave that caught up at a turn end (fold) holds the first journal lines: they are skipped, even damaged', async () => {
    const { dir, lines } = folder();
    const ahead = makeHostSave({ format: SAVE_FORMAT, version: SAVE_VERSION, config: { players: 2, turnCap: 3 }, seed: 'journal', actions: actions.slice(0, BASE + 4) }, HUMANS, false, new Date(0));
    writeFileSync(join(dir, 'autosave.json'), JSON.stringify({ ...ahead, journal: 'J1' }));
    writeJournal(dir, lines.join(''));
    expect((await continueIn(dir)).seq).toBe(BASE + EXTRA);

    const { dir: dir2, lines: lines2 } = folder();
    writeFileSync(join(dir2, 'autosave.json'), JSON.stringify({ ...ahead, journal: 'J1' }));
    writeJournal(dir2, lines2.map((l, i) => (i === 2 ? 'damaged\n' : l)).join(''));
    const r = await continueIn(dir2);
    // Line 3 (action BASE + 2) is in the autosave; the good lines after it still come back (issue 40:
    // they were dropped in silence), the player is told and the journal kept.
    expect(r.seq).toBe(BASE + EXTRA);
    expect(r.notices).toEqual([{ type: 'host:notice', level: 'warning', text: expect.stringMatching(new RegExp(`^The game's journal is damaged \\(line 3 \\(action ${BASE + 2}\\) is damaged: its checksum does not match\\)\\. The game was recovered up to move ${BASE + EXTRA} \\(${EXTRA - 4} of its moves from the journal\\)\\. The journal was kept as autosave\\.journal\\.damaged-`)) }]);
    expect(readdirSync(dir2).filter((f) => f.startsWith('autosave.journal.damaged-'))).toHaveLength(1);
  });

  it('recovery on start folds the journal into the autosave; the note waits for Continue', async () => {
    const { dir, lines } = folder();
    writeJournal(dir, lines.map((l, i) => (i === 5 ? 'garbage\n' : l)).join(''));
    const log: string[] = [];
    const h = await makeHost({ dir, log: (l) => log.push(l), });
    hosts.push(h);
    const folded = JSON.parse(readFileSync(join(dir, 'autosave.json'), 'utf8')) as HostSave;
    expect(folded.game.actions).toEqual(actions.slice(0, BASE + 4));
    expect(readJournal(readFileSync(join(dir, 'autosave.journal'), 'utf8'), 2)).toMatchObject({ header: { id: folded.journal, base: BASE + 4 }, entries: [] });
    expect(log).toEqual([expect.stringMatching(/kept as .*autosave\.journal\.damaged-/), expect.stringMatching(/^Recovery: the journal is damaged/)]);
    await h.must('game:continue', {});
    expect((await h.must('game:view', { viewer: 'spectator', since: 0 })).seq).toBe(BASE + 4);
    expect(h.pushes.filter((p) => p.type === 'host:notice')).toEqual([{ type: 'host:notice', level: 'warning', text: expect.stringContaining(`recovered up to move ${BASE + 4}`) }]);
  });

  it("the start's note is for that game only: after a new game, Continue says nothing of it", async () => {
    const { dir, lines } = folder();
    writeJournal(dir, lines.map((l, i) => (i === 5 ? 'garbage\n' : l)).join(''));
    const h = await makeHost({ dir, log: () => undefined });
    hosts.push(h);
    await h.must('game:new', { setup: { config: { players: 2 }, seats: HUMANS, seed: 'other' } });
    await h.must('game:close', {});
    await h.must('game:continue', {});
    expect(h.pushes.filter((p) => p.type === 'host:notice')).toEqual([]);
  });
});

// Issue 40: damage used to lose valid moves in silence; every line trusted by its own checksum now comes back.
describe('damaged files on start and on Continue (issue 40)', () => {
  it('a damaged journal header with good lines after it: those lines are recovered, the player is told, the journal is kept', async () => {
    const { dir, lines } = folder();
    writeJournal(dir, ['0badc0de {"format":"illuminati-journal","vers\n', ...lines.slice(1)].join(''));
    const log: string[] = [];
    const h = await makeHost({ dir, log: (l) => log.push(l) });
    hosts.push(h);
    const kept = readdirSync(dir).filter((f) => f.startsWith('autosave.journal.damaged-'));
    expect(kept).toHaveLength(1);
    expect(readFileSync(join(dir, kept[0]!), 'utf8')).toContain('0badc0de');
    // The menu says what was found and kept ...
    const menu = await h.must('menu:state', {});
    expect(menu.damaged).toEqual([{ kind: 'journal', file: 'autosave.journal', keptAs: kept[0], recovered: EXTRA }]);
    expect(menu.canContinue).toBe(true);
    // ... and Continue brings back every move.
    await h.must('game:continue', {});
    expect((await h.must('game:view', { viewer: 'spectator', since: 0 })).seq).toBe(BASE + EXTRA);
    expect(h.pushes.filter((p) => p.type === 'host:notice')).toEqual([{ type: 'host:notice', level: 'warning', text: expect.stringContaining(`its first line is damaged). The game was recovered up to move ${BASE + EXTRA} (${EXTRA} of its moves from the journal). The journal was kept as ${kept[0]}.`) }]);
  });

  it('a half autosave is kept as autosave.json.damaged-…, the menu says so, and a new game does not write over it', async () => {
    const { dir, lines } = folder();
    writeJournal(dir, lines.join(''));
    const whole = readFileSync(join(dir, 'autosave.json'), 'utf8');
    writeFileSync(join(dir, 'autosave.json'), whole.slice(0, whole.length >> 1));
    const h = await makeHost({ dir, log: () => undefined });
    hosts.push(h);
    const files = readdirSync(dir);
    const kept = files.find((f) => f.startsWith('autosave.json.damaged-'))!;
    expect(readFileSync(join(dir, kept), 'utf8')).toBe(whole.slice(0, whole.length >> 1));
    expect(files).not.toContain('autosave.json');
    const menu = await h.must('menu:state', {});
    expect(menu.canContinue).toBe(false);
    expect(menu.damaged).toEqual([
      { kind: 'autosave', file: 'autosave.json', keptAs: kept },
      { kind: 'journal', file: 'autosave.journal', keptAs: expect.stringMatching(/^autosave\.journal\.damaged-/) },
    ]);
    await h.must('game:new', { setup: { config: { players: 2 }, seats: HUMANS, seed: 'after' } });
    await h.host.flush();
    expect(readFileSync(join(dir, kept), 'utf8')).toBe(whole.slice(0, whole.length >> 1));
  });

  it('garbage settings.json and lan.json, a damaged save and a damaged replay are moved aside at start; good and newer files stay', async () => {
    const { dir } = folder();
    writeFileSync(join(dir, 'settings.json'), '{"botSpeed": "fa');
    writeFileSync(join(dir, 'lan.json'), 'garbage');
    mkdirSync(join(dir, 'saves'));
    mkdirSync(join(dir, 'replays'));
    writeFileSync(join(dir, 'saves', 'Broken.json'), '{"format":"illuminati-host-save","version":1,');
    writeFileSync(join(dir, 'saves', 'Future.json'), JSON.stringify({ format: 'illuminati-host-save', version: 99 }));
    writeFileSync(join(dir, 'replays', 'r-1.json'), 'x');
    const h = await makeHost({ dir, log: () => undefined });
    hosts.push(h);
    const menu = await h.must('menu:state', {});
    expect(menu.damaged!.map((d) => [d.kind, d.file])).toEqual([
      ['settings', 'settings.json'],
      ['lan', 'lan.json'],
      ['save', 'Broken.json'],
      ['replay', 'r-1.json'],
    ]);
    expect(readdirSync(join(dir, 'saves')).sort()).toEqual(['Broken.json.damaged-' + menu.damaged![2]!.keptAs.split('.damaged-')[1], 'Future.json'].sort());
    expect(readdirSync(dir).filter((f) => f.includes('.damaged-')).length).toBe(2);
    // The next change of settings writes a fresh file; the damaged one is still there.
    await h.must('settings:set', { settings: { botSpeed: 'fast' } });
    expect(readdirSync(dir).some((f) => f.startsWith('settings.json.damaged-'))).toBe(true);
  });
});
