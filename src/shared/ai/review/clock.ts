// A deterministic clock for the review (issue 36). Hard thinks against the clock: on the real one
// the same position gets different answers on a busy machine and an idle one. The review gives it
// a clock that advances by one tick each time it is read, so its budget is a count of clock reads
// and the same seed always gives the same review, on any machine, at any load.
export interface TickClock {
  now(): number;
  readonly ticks: number;
}

export function tickClock(): TickClock {
  let ticks = 0;
  return {
    now: () => ticks++,
    get ticks() {
      return ticks;
    },
  };
}
