// The host's side of replays and statistics (issue 20): keeps every game that ends on this host,
// answers the replay:* and stats:get requests, and hands "take over from here" to the host as a
// game to open (the same path as loading a save). The viewer's replays stay open in a small cache
// (ReplayCursor), so that stepping through one costs a few applied actions per step.
import { randomBytes } from 'node:crypto';
import { rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { GameState, SavedGame } from '../../shared/engine';
import type { Reply, SeatController } from '../../shared/protocol/messages';
import type { ReplaySource } from '../../shared/protocol/replays';
import { ok, refuse } from '../../shared/protocol/reply';
import type { ValidRequest } from '../../shared/protocol/validate';
import { makeHostSave, type HostSave, type ParsedSave } from './envelope';
import { ReplayCursor } from './replay-cursor';
import { parseReplayImport, replayFile, replayId } from './replay-file';
import { statistics } from './replay-stats';
import { ReplayStore } from './replay-store';
import { replayStep, type ReplayShown } from './replay-view';
import { checkSaveName, type SaveStore } from './save-store';

/** Request kinds this service answers. */
export function isReplayRequest(kind: string): boolean {
  return kind.startsWith('replay:') || kind === 'stats:get';
}

/** Replays kept open for the viewer (the one on screen and the one before). */
const OPEN_REPLAYS = 2;

type Source = { ok: true; game: SavedGame; seats: SeatController[] } | { ok: false; error: string };
type Opened = { ok: true; shown: ReplayShown; finished: boolean } | { ok: false; error: string };

export class ReplayService {
  readonly store: ReplayStore;
  private readonly open = new Map<string, { shown: ReplayShown; finished: boolean }>();

  constructor(
    dataDir: string,
    private readonly saves: SaveStore,
    private readonly now: () => Date,
    private readonly log: (line: string) => void,
    writeAtomic?: (path: string, text: string) => Promise<void>,
  ) {
    this.store = new ReplayStore(dataDir, writeAtomic);
  }

  /** The game on the table has ended: keep it (a failure is logged; the game itself is safe in the autosave). */
  async keep(gameId: string, save: HostSave, final: GameState): Promise<void> {
    const at = this.now();
    try {
      await this.store.write(replayFile(replayId(at, gameId), at.toISOString(), final, save.game, save.seats));
    } catch (e) {
      this.log(`The finished game could not be kept as a replay: ${(e as Error).message}`);
    }
  }

  /** A replay:* or stats:get request; `openGame` opens a game as game:load does (take over). */
  async handle(req: ValidRequest, openGame: (save: ParsedSave, what: string) => Promise<Reply<{ gameId: string }>>): Promise<Reply<unknown>> {
    switch (req.kind) {
      case 'replay:list':
        return ok({ replays: await this.store.list(), saves: await this.saves.list() });
      case 'stats:get':
        return ok(statistics(await this.store.list()));
      case 'replay:view': {
        const { source, step, viewer, since } = req.params;
        const o = await this.opened(source);
        if (!o.ok) return refuse(o.error);
        if (viewer === 'all' && !o.finished) return refuse('Every card face up is only for games that have ended: this one is still being played. Choose a player’s view.');
        if (viewer !== 'all' && viewer >= o.shown.game.config.players) return refuse(`There is no seat ${viewer + 1} in this game.`);
        if (step > o.shown.cursor.steps) return refuse(`The game has ${o.shown.cursor.steps} steps; there is no step ${step}.`);
        return ok(replayStep(o.shown, step, viewer, since));
      }
      case 'replay:export': {
        const r = await this.store.read(req.params.id);
        if (!r.ok) return refuse(r.error);
        return ok({ fileName: `illuminati-replay-${req.params.id}.json`, text: JSON.stringify(r.file) });
      }
      case 'replay:import': {
        const at = this.now();
        const parsed = parseReplayImport(req.params.text, replayId(at, randomBytes(4).toString('hex')), at);
        if (!parsed.ok) return refuse(`The file cannot be imported: ${parsed.error}`);
        try {
          await this.store.write(parsed.file);
        } catch (e) {
          return refuse(`The replay could not be kept (${(e as Error).message}).`);
        }
        return ok(parsed.file.info);
      }
      case 'replay:delete': {
        const r = await this.store.delete(req.params.id);
        this.open.delete(`replay:${req.params.id}`);
        // Its review (issue 36) goes with it.
        if (r.ok) await rm(join(this.store.dir, '..', 'reviews', `${req.params.id}.json`), { force: true }).catch(() => undefined);
        return r.ok ? ok({}) : refuse(r.error);
      }
      case 'replay:takeOver':
        return this.takeOver(req.params.source, req.params.step, req.params.seats, openGame);
      default:
        return refuse(`This game host does not handle ${req.kind} requests.`);
    }
  }

  private async takeOver(source: ReplaySource, step: number, seats: SeatController[], openGame: (save: ParsedSave, what: string) => Promise<Reply<{ gameId: string }>>): Promise<Reply<{ gameId: string }>> {
    const o = await this.opened(source);
    if (!o.ok) return refuse(o.error);
    const { game, cursor } = o.shown;
    if (seats.length !== game.config.players) return refuse(`Say who plays each of the ${game.config.players} seats (${seats.length} given).`);
    if (step > cursor.steps) return refuse(`The game has ${cursor.steps} steps; there is no step ${step}.`);
    if (cursor.stateAt(step).outcome) return refuse('The game is over at that step: take over from an earlier one.');
    const save = makeHostSave({ ...game, actions: game.actions.slice(0, step) }, seats, false, this.now());
    return openGame({ ok: true, save }, 'The replay');
  }

  /** The source, replayed (kept open for the next steps). */
  private async opened(source: ReplaySource): Promise<Opened> {
    const key = await this.keyOf(source);
    if (!key.ok) return key;
    const cached = this.open.get(key.key);
    if (cached) return { ok: true, ...cached };
    const src = await this.read(source);
    if (!src.ok) return src;
    const c = ReplayCursor.open(src.game);
    if (!c.ok) return c;
    // Whether the game has ended is its own last state's answer, not a file's word.
    const entry = { shown: { id: key.key, game: src.game, seats: src.seats, cursor: c.cursor }, finished: c.cursor.stateAt(c.cursor.steps).outcome !== null };
    this.open.set(key.key, entry);
    while (this.open.size > OPEN_REPLAYS) this.open.delete(this.open.keys().next().value!);
    return { ok: true, ...entry };
  }

  /** What a source is cached under: a kept replay never changes; a save's key changes when it is written again. */
  private async keyOf(source: ReplaySource): Promise<{ ok: true; key: string } | { ok: false; error: string }> {
    if (source.kind === 'replay') return { ok: true, key: `replay:${source.id}` };
    const name = checkSaveName(source.name);
    if (!name.ok) return name;
    const mtime = await stat(this.saves.pathOf(name.name)).then((s) => s.mtimeMs, () => null);
    if (mtime === null) return { ok: false, error: `There is no save named "${name.name}".` };
    return { ok: true, key: `save:${name.name}:${mtime}` };
  }

  /** The game and seats of a kept replay or a named save. */
  private async read(source: ReplaySource): Promise<Source> {
    if (source.kind === 'replay') {
      const r = await this.store.read(source.id);
      return r.ok ? { ok: true, game: r.file.game, seats: r.file.seats } : r;
    }
    const r = await this.saves.readSaveFile(this.saves.pathOf(source.name.trim()));
    return r.ok ? { ok: true, game: r.save.game, seats: r.save.seats } : { ok: false, error: `The save "${source.name.trim()}" cannot be opened: ${r.error}` };
  }
}
