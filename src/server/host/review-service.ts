// The host's side of the game review (issue 36): starts the review of a kept game in a worker
// (review-runner.ts), answers how far it is, cancels it, and keeps the finished review next to the
// replays (<dataDir>/reviews/<id>.json), so each game is reviewed once. The rated seats are the
// game's human seats (at this computer or over the LAN); the review's seed is the game's own, so a
// review computed again (after its file was lost) comes out the same.
import { join } from 'node:path';
import type { GameReview } from '../../shared/ai/review/types';
import type { Seat } from '../../shared/engine';
import type { Reply } from '../../shared/protocol/messages';
import { ok, refuse } from '../../shared/protocol/reply';
import type { ReviewStatus } from '../../shared/protocol/review';
import type { ValidRequest } from '../../shared/protocol/validate';
import { readTextFile, writeFileAtomic } from './atomic-file';
import type { ReplayStore } from './replay-store';
import type { ReviewRunner, RunningReview } from './review-runner';
import { MAX_SAVE_FILE_BYTES } from './save-store';

export function isReviewRequest(kind: string): boolean {
  return kind.startsWith('review:');
}

interface Job {
  run: RunningReview;
  status: ReviewStatus;
}

/** A kept review as this version reads it, or null (damaged, foreign, another version). */
function parseReview(text: string): GameReview | null {
  try {
    const r = JSON.parse(text) as GameReview;
    return r && r.version === 1 && Array.isArray(r.points) && Array.isArray(r.moments) && Array.isArray(r.decisions) ? r : null;
  } catch {
    return null;
  }
}

export class ReviewService {
  readonly dir: string;
  /** One review runs at a time (each takes a core); starting another cancels it. */
  private job: { id: string; job: Job } | null = null;
  /** Reviews finished or failed in this session (a finished one is also on disk, unless it could not be written). */
  private readonly results = new Map<string, ReviewStatus>();

  constructor(
    dataDir: string,
    private readonly replays: ReplayStore,
    private readonly runner: ReviewRunner,
    private readonly log: (line: string) => void,
    private readonly writeAtomic: (path: string, text: string) => Promise<void> = writeFileAtomic,
  ) {
    this.dir = join(dataDir, 'reviews');
  }

  pathOf(id: string): string {
    return join(this.dir, `${id}.json`);
  }

  async handle(req: ValidRequest): Promise<Reply<ReviewStatus>> {
    const { id } = req.params as { id: string };
    if (!(await this.replays.has(id))) {
      if (this.job?.id === id) this.stop();
      this.results.delete(id);
      return refuse('There is no such replay (it may have been deleted).');
    }
    switch (req.kind) {
      case 'review:status':
        return ok(await this.status(id));
      case 'review:start':
        return this.start(id);
      case 'review:cancel': {
        if (this.job?.id === id) this.stop();
        return ok(await this.status(id));
      }
      default:
        return refuse(`This game host does not handle ${req.kind} requests.`);
    }
  }

  async close(): Promise<void> {
    this.stop();
  }

  private async kept(id: string): Promise<GameReview | null> {
    const r = await readTextFile(this.pathOf(id), MAX_SAVE_FILE_BYTES);
    return r.ok ? parseReview(r.text) : null;
  }

  private async status(id: string): Promise<ReviewStatus> {
    if (this.job?.id === id) return this.job.job.status;
    const known = this.results.get(id);
    if (known) return known;
    const review = await this.kept(id);
    return review ? { state: 'done', review } : { state: 'none' };
  }

  private stop(): void {
    const j = this.job;
    this.job = null;
    j?.job.run.cancel();
  }

  private async start(id: string): Promise<Reply<ReviewStatus>> {
    if (this.results.get(id)?.state === 'failed') this.results.delete(id);
    const now = await this.status(id);
    if (now.state === 'done' || now.state === 'running') return ok(now);
    const r = await this.replays.read(id);
    if (!r.ok) return refuse(r.error);
    if (!r.file.info.finished) return refuse('Only a game that has ended can be reviewed.');
    const seats: Seat[] = r.file.seats.flatMap((c, seat) => (c.kind === 'bot' ? [] : [seat]));
    this.stop();
    const job: Job = { status: { state: 'running', done: 0, total: 0 }, run: null as unknown as RunningReview };
    job.run = this.runner({ game: r.file.game, seats, seed: r.file.game.seed }, (p) => {
      job.status = { state: 'running', done: p.done, total: p.total };
    });
    this.job = { id, job };
    job.run.done.then(
      async (review) => {
        try {
          await this.writeAtomic(this.pathOf(id), JSON.stringify(review));
        } catch (e) {
          this.log(`The review of ${id} could not be kept: ${(e as Error).message}`);
        }
        job.status = { state: 'done', review };
        this.results.set(id, job.status);
        if (this.job?.job === job) this.job = null;
      },
      (e: Error) => {
        // A cancelled review leaves nothing behind; a failed one says why until asked again.
        if (this.job?.job !== job) return;
        this.log(`The review of ${id} failed: ${e.message}`);
        job.status = { state: 'failed', error: e.message };
        this.results.set(id, job.status);
        this.job = null;
      },
    );
    return ok(job.status);
  }
}
