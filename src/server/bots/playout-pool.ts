// Hard's play-outs on two threads (issue 38: a decision within 3 s at 6 players on the 2-core
// machine). A bot decides synchronously, so the thread that asks (a bot worker, or the CLI) plays
// a batch's play-outs itself and a helper thread plays alongside: both take the next job from a
// shared counter, the helper posts each end back and, when no job is left, says it is done with
// the batch; the asking thread then collects the helper's ends with receiveMessageOnPort. A
// play-out depends only on its job (rollout.ts PlayoutRunner), so the decision is the one a single
// thread makes: only the wall time changes. The helper runs the same bundle as the bot workers
// (bot-worker.mjs, started with workerData { playouts: true }).
import { MessageChannel, receiveMessageOnPort, Worker, type MessagePort } from 'node:worker_threads';
import { rolloutPolicy, standardOf } from '../../shared/ai/core';
import { WORKER_YOUNG_GENERATION_MB } from './host';
import { playInOrder } from '../../shared/ai/rollout';
import type { PlayoutEnd, PlayoutJob, PlayoutRunner, PlayoutSpec } from '../../shared/ai/types';

/**
 * Slots of the shared counters: the next job to take, the last batch the helper finished, the ends
 * it posted, and whether it is serving yet (1 once its bundle has loaded).
 */
const NEXT = 0;
const DONE = 1;
const ENDS = 2;
const READY = 3;
/** How long the asking thread waits for a helper that posts no end before it gives the helper up. */
const STALL_MS = 60_000;

/** A batch as the helper gets it: deadlines as ms from its arrival (threads have their own clocks). */
interface Batch {
  id: number;
  spec: PlayoutSpec;
  jobs: readonly PlayoutJob[];
  deadlineIn: number;
  lateIn: number;
}

/** The model players of a spec's play-outs, as its bot makes them (core.ts). */
function policyOf(spec: PlayoutSpec) {
  const std = standardOf(spec.config);
  if (!std) throw new Error(`play-outs for a bot without a level: ${spec.config.level}`);
  return rolloutPolicy(std.level, std.weights, spec.me);
}

/** The jobs of a batch, taken one at a time from the shared counter, each with its own policy and clocks. */
function take(flags: Int32Array, b: Batch, deadline: number, lateAt: number, now: () => number, each: (k: number, e: PlayoutEnd) => void): void {
  const policy = policyOf(b.spec);
  for (;;) {
    const k = Atomics.add(flags, NEXT, 1);
    if (k >= b.jobs.length) return;
    each(k, playInOrder(policy, b.spec.me, [b.jobs[k]], { deadline, now }, lateAt)[0]);
  }
}

/** The helper's side: plays its share of every batch that arrives on `port`. */
export function servePlayouts(port: MessagePort, flags: Int32Array): void {
  Atomics.store(flags, READY, 1);
  port.on('message', (b: Batch) => {
    const now = () => performance.now();
    const t0 = now();
    take(flags, b, t0 + b.deadlineIn, t0 + b.lateIn, now, (k, e) => {
      port.postMessage([b.id, k, e]);
      Atomics.add(flags, ENDS, 1);
    });
    Atomics.store(flags, DONE, b.id);
    Atomics.notify(flags, DONE);
  });
}

/** A helper thread for one deciding thread; `run` is a PlayoutRunner. */
export class PlayoutPool {
  private readonly worker: Worker;
  private readonly port: MessagePort;
  private readonly flags = new Int32Array(new SharedArrayBuffer(16));
  private batches = 0;
  private dead = false;
  /** Play-outs the helper played (the rest were played by the asking thread). */
  helped = 0;

  /** `workerUrl`: the bot worker bundle (bot-worker.mjs, a URL or a path), which serves play-outs when asked to. */
  constructor(workerUrl: URL | string) {
    const { port1, port2 } = new MessageChannel();
    this.worker = new Worker(workerUrl, {
      workerData: { playouts: { port: port2, flags: this.flags } },
      transferList: [port2],
      resourceLimits: { maxYoungGenerationSizeMb: WORKER_YOUNG_GENERATION_MB },
      name: 'playouts',
    });
    // (Seen between batches only: a thread that waits for the helper runs no events.)
    this.worker.on('error', () => (this.dead = true));
    this.worker.on('exit', () => (this.dead = true));
    // The helper never keeps a process alive on its own.
    this.worker.unref();
    this.port = port1;
    this.port.unref();
  }

  readonly run: PlayoutRunner = (spec, jobs, safety, lateAt) => {
    const out = new Array<PlayoutEnd | undefined>(jobs.length);
    const id = ++this.batches;
    Atomics.store(this.flags, NEXT, 0);
    // A helper still loading its bundle gets no batch: waiting for it would put its start-up (a
    // second or two) into this decision's time, and once past the safety deadline the decision was
    // cut off (one of 40 in hard-bench --threads 2 at rest, issue 38). Its jobs are played here;
    // the helper joins at the first batch after it is ready. The ends are the same either way.
    const helped = !this.dead && Atomics.load(this.flags, READY) === 1;
    if (helped) this.port.postMessage({ id, spec, jobs, deadlineIn: safety.deadline - safety.now(), lateIn: lateAt - safety.now() } satisfies Batch);
    take(this.flags, { id, spec, jobs, deadlineIn: 0, lateIn: 0 }, safety.deadline, lateAt, safety.now, (k, e) => (out[k] = e));
    // The helper says when it has taken its last job (so it never takes from the next batch). A
    // helper that dies cannot say so, and its exit event cannot arrive while this thread waits: one
    // that posts nothing for STALL_MS is given up for good (its jobs are then played here).
    let ends = Atomics.load(this.flags, ENDS);
    let since = performance.now();
    while (helped && Atomics.load(this.flags, DONE) !== id) {
      Atomics.wait(this.flags, DONE, Atomics.load(this.flags, DONE), 50);
      const e = Atomics.load(this.flags, ENDS);
      if (e !== ends) [ends, since] = [e, performance.now()];
      else if (performance.now() - since > STALL_MS) {
        void this.close();
        break;
      }
    }
    for (let m = receiveMessageOnPort(this.port); m; m = receiveMessageOnPort(this.port)) {
      const [batch, k, e] = m.message as [number, number, PlayoutEnd];
      if (batch !== id) continue;
      out[k] = e;
      this.helped++;
    }
    // A helper that died with a job taken: that job is played here.
    const policy = policyOf(spec);
    return out.map((e, k) => e ?? playInOrder(policy, spec.me, [jobs[k]], safety, lateAt)[0]);
  };

  /** Whether the helper thread is serving: loaded and not given up. */
  get helping(): boolean {
    return !this.dead && Atomics.load(this.flags, READY) === 1;
  }

  /** Resolves once the helper is serving (or given up), polling every 20 ms. */
  async whenReady(): Promise<void> {
    while (!this.dead && Atomics.load(this.flags, READY) !== 1) await new Promise((r) => setTimeout(r, 20));
  }

  /** Stops the helper thread. */
  close(): Promise<number> {
    this.dead = true;
    this.port.close();
    return this.worker.terminate();
  }
}
