// Repainting card pictures a few at a time. When the zoom crosses a resolution tier every
// card must be drawn again; doing all of them in one frame stalls the table for a moment, so the
// jobs run in later animation frames within a small time budget each. (Cards not yet redrawn keep
// their previous picture, slightly blurred, for those few frames.)

/** Milliseconds of redrawing allowed per frame. */
const BUDGET_MS = 6;

const queue = new Set<() => void>();
let frame = 0;

function run(): void {
  frame = 0;
  const start = performance.now();
  for (const job of queue) {
    queue.delete(job);
    job();
    if (performance.now() - start > BUDGET_MS) break;
  }
  if (queue.size > 0) frame = requestAnimationFrame(run);
}

/** Run `job` in a coming frame (once, however often it is scheduled before it runs). */
export function scheduleRecache(job: () => void): void {
  queue.add(job);
  if (frame === 0) frame = requestAnimationFrame(run);
}

/** Forget a job that has not run (its card is gone). */
export function cancelRecache(job: () => void): void {
  queue.delete(job);
}
