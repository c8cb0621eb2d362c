// Recovery of the autosaved game (issue 23), on start and on Continue: the last autosave plus the
// good actions of its journal, in order, each replayed through the engine. A torn or damaged last
// line is what a crash in the middle of a write leaves (that action had not been announced yet): it
// is dropped with a line in the log. Any other damage (issue 40) keeps a copy of the journal as
// autosave.journal.damaged-<time> and tells the player: every line trusted by its own checksum that
// continues the autosave is still recovered, also after a damaged header or line; the game stops
// where that chain (or the engine's replay of it) ends. An autosave that cannot be read is moved
// aside with its journal (damaged-files.ts), so that the next game does not write over it.
import type { DamagedFile } from '../../shared/protocol/messages';
import { readTextFile } from './atomic-file';
import { isDamage, keepDamaged } from './damaged-files';
import type { HostSave, ParsedSave } from './envelope';
import { readJournal, type JournalEntry } from './journal-format';
import { MAX_SAVE_FILE_BYTES, type SaveStore } from './save-store';
import { GameSession } from './session';

export interface Recovered {
  /** The autosave with the journal's good actions added (or why there is none, or why it cannot be read). */
  parsed: ParsedSave & { missing?: boolean };
  /** Actions taken from the journal. */
  fromJournal: number;
  /** For the player, when part of the game could not be recovered; null when everything was. */
  note: string | null;
  /** The journal needed a word in the log (damaged, missing, older than the autosave). */
  logged: boolean;
  /** Files found damaged and kept aside (for the menu). */
  damaged: DamagedFile[];
}

/** Reads autosave.json and autosave.journal; writes nothing but the kept copies of damaged files. */
export async function recoverAutosave(store: SaveStore, log: (line: string) => void): Promise<Recovered> {
  let logged = false;
  const r = await recover(store, (line) => ((logged = true), log(line)));
  return { ...r, logged };
}

async function recover(store: SaveStore, log: (line: string) => void): Promise<Omit<Recovered, 'logged'>> {
  const parsed = await store.readSaveFile(store.autosavePath);
  if (!parsed.ok && !parsed.missing && isDamage(parsed.error)) {
    log(`Recovery: the autosave cannot be read (${parsed.error}).`);
    // Its journal only makes sense on top of it: both are kept, neither is used.
    const damaged: DamagedFile[] = [];
    for (const [path, kind] of [
      [store.autosavePath, 'autosave'],
      [store.journalPath, 'journal'],
    ] as const) {
      const k = await keepDamaged(path, kind, 'rename', log);
      if (k) damaged.push(k);
    }
    return { parsed, fromJournal: 0, note: null, damaged };
  }
  if (!parsed.ok || !parsed.save.journal) return { parsed, fromJournal: 0, note: null, damaged: [] };
  const save = parsed.save;
  const base = save.game.actions.length;
  const r = await readTextFile(store.journalPath, MAX_SAVE_FILE_BYTES);
  if (!r.ok) {
    log(`Recovery: the journal ${store.journalPath} ${r.missing ? 'is missing' : `cannot be read (${r.error})`}; the autosave alone is used (${base} actions).`);
    const kept = r.missing ? null : await keepDamaged(store.journalPath, 'journal', 'copy', log, { recovered: 0 });
    return { parsed, fromJournal: 0, note: `The game's journal ${r.missing ? 'was not found' : 'could not be read'}: the game was restored from its last autosave (${base} actions). Moves played after it may be lost.`, damaged: kept ? [kept] : [] };
  }
  const j = readJournal(r.text, save.game.config.players);
  if (j.header && j.header.id !== save.journal) {
    // Step 1 of a compaction finished and step 2 did not: this journal is older than the save.
    log(`Recovery: the journal belongs to an earlier autosave (a compaction was interrupted); the autosave holds its actions.`);
    return { parsed, fromJournal: 0, note: null, damaged: [] };
  }
  if (j.header && j.header.base > base) {
    log(`Recovery: the journal follows action ${j.header.base} but the autosave holds ${base}; the autosave alone is used.`);
    const kept = await keepDamaged(store.journalPath, 'journal', 'copy', log, { recovered: 0 });
    return { parsed, fromJournal: 0, note: `The game's journal does not match its autosave: the game was restored from the autosave (${base} actions). Moves played after it may be lost.`, damaged: kept ? [kept] : [] };
  }
  if (j.dropped) log(`Recovery: ${j.dropped}; it was dropped.`);
  // The autosave caught up with the journal at turn ends (Journal.fold): its lines up to there are
  // in it. The actions after it, as far as good lines follow on from one another.
  const byNumber = new Map<number, JournalEntry>();
  for (const e of j.entries) if (!byNumber.has(e.n)) byNumber.set(e.n, e);
  const fresh: JournalEntry[] = [];
  for (let n = base + 1; byNumber.has(n); n++) fresh.push(byNumber.get(n)!);
  const stranded = j.entries.filter((e) => e.n > base + fresh.length).length;
  const replayed = replay(save, r.text === '' ? [] : fresh);
  const damage = r.text === '' ? null : (j.stopped ?? replayed.stopped ?? (stranded ? `${stranded} of its lines do not follow on from the autosave` : null));
  const damaged: DamagedFile[] = [];
  let note: string | null = null;
  if (damage) {
    const kept = await keepDamaged(store.journalPath, 'journal', 'copy', log, { recovered: replayed.applied });
    if (kept) damaged.push(kept);
    const upTo = base + replayed.applied;
    const lost = stranded + (fresh.length - replayed.applied) > 0;
    log(`Recovery: the journal is damaged (${damage}); ${replayed.applied} of its moves were recovered, the game goes on from move ${upTo}.`);
    // The engine's seq counts the accepted actions, so action N is move N (docs/protocol.md).
    note = `The game's journal is damaged (${damage}). The game was recovered up to move ${upTo} (${replayed.applied} of its moves from the journal)${lost ? '; what was played after that is lost' : ''}.${kept ? ` The journal was kept as ${kept.keptAs}.` : ''}`;
  }
  const actions = [...save.game.actions, ...fresh.slice(0, replayed.applied).map((e) => ({ seat: e.seat, action: e.action }))];
  const merged: HostSave = { ...save, finished: replayed.over ?? save.finished, game: { ...save.game, actions } };
  return { parsed: { ok: true, save: merged }, fromJournal: replayed.applied, note, damaged };
}

/** How many journal entries replay on top of the save (each accepted, with the recorded seq). */
function replay(save: HostSave, entries: readonly JournalEntry[]): { applied: number; over: boolean | null; stopped: string | null } {
  if (entries.length === 0) return { applied: 0, over: null, stopped: null };
  const opened = GameSession.open({ gameId: 'recovery', config: save.game.config, seed: save.game.seed, seats: save.seats }, save.game.actions);
  // A save that cannot be replayed is refused by the caller's own opening, with its reason.
  if (!opened.ok) return { applied: 0, over: null, stopped: null };
  const session = opened.session;
  for (let i = 0; i < entries.length; i++) {
    const e = entries[i];
    const before = { over: session.over };
    const r = session.apply(e.seat, e.action);
    const why = !r.ok ? `the rules refuse action ${e.n} (${r.error})` : session.seq !== e.seq ? `action ${e.n} leads to move ${session.seq}, not ${e.seq}` : null;
    if (why) return { applied: i, ...before, stopped: why };
  }
  return { applied: entries.length, over: session.over, stopped: null };
}
