// `cli replay FILE`: re-run a saved game and prove it reproduces its recorded event log.
import { readFileSync } from 'node:fs';
import { replay, validateSave, type SavedGame } from '../shared/engine';
import { parseFlags, UsageError } from './args';

export function replayFile(path: string): { ok: boolean; message: string } {
  let raw: string;
  try {
    raw = readFileSync(path, 'utf8');
  } catch (e) {
    return { ok: false, message: `Cannot read ${path}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}` };
  }
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { ok: false, message: `${path} is not valid JSON (the file is damaged).` };
  }
  const bad = validateSave(json);
  if (bad) return { ok: false, message: `${path}: ${bad}` };
  const save = json as SavedGame;
  const r = replay(save);
  if (!r.ok) return { ok: false, message: `${path}: ${r.reason}` };
  if (save.events) {
    const a = save.events.map((e) => JSON.stringify(e));
    const b = r.events.map((e) => JSON.stringify(e));
    const i = a.findIndex((x, k) => x !== b[k]);
    if (i >= 0 || a.length !== b.length) {
      const at = i >= 0 ? i : Math.min(a.length, b.length);
      return { ok: false, message: `${path}: the event log differs at event ${at + 1}:\n  recorded: ${a[at] ?? '(none)'}\n  replayed: ${b[at] ?? '(none)'}` };
    }
  }
  const o = r.state.outcome;
  const end = o ? `ended (${o.reason}; winners: ${o.winners.join(', ') || 'none'})` : 'in progress';
  return { ok: true, message: `${path}: ${save.actions.length} actions replayed, ${r.events.length} events${save.events ? ' identical to the recorded log' : ''}; game ${end}.` };
}

export function replayCommand(argv: readonly string[], out: (s: string) => void): number {
  const { rest } = parseFlags(argv, {});
  if (rest.length === 0) throw new UsageError('replay needs at least one FILE.');
  let failed = 0;
  for (const f of rest) {
    const r = replayFile(f);
    out(r.message);
    if (!r.ok) failed++;
  }
  return failed ? 1 : 0;
}
