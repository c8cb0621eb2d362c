// Autosave after every accepted action without making the table wait for the disk: writes are
// serialised and coalesced, so a burst of actions (bots at instant speed) costs one write for the
// latest state once the previous write is done. `flush` waits for the writes asked so far, not for
// the ones asked while it waits (bots may keep playing).
export class Autosaver {
  private next: (() => string) | null = null;
  private running = false;
  /** Writes asked for, and how many of them the last finished write covered. */
  private asked = 0;
  private done = 0;
  private waiters: { until: number; resolve: () => void }[] = [];
  private failing = false;

  /**
   * @param write writes the text (atomically) where the autosave lives
   * @param onError told once when writing starts failing (not again until a write succeeds)
   */
  constructor(
    private readonly write: (text: string) => Promise<void>,
    private readonly onError: (message: string) => void,
  ) {}

  /** Ask for a write of what `make` returns at the moment the write starts (the latest state). */
  schedule(make: () => string): void {
    this.next = make;
    this.asked++;
    if (!this.running) void this.run();
  }

  /** Resolves once every write asked before this call has been attempted. */
  flush(): Promise<void> {
    if (this.done >= this.asked) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push({ until: this.asked, resolve }));
  }

  private async run(): Promise<void> {
    this.running = true;
    while (this.next) {
      const make = this.next;
      const covers = this.asked;
      this.next = null;
      try {
        await this.write(make());
        this.failing = false;
      } catch (e) {
        if (!this.failing) this.onError((e as Error).message);
        this.failing = true;
      }
      this.done = covers;
      this.waiters = this.waiters.filter((w) => {
        if (w.until > this.done) return true;
        w.resolve();
        return false;
      });
    }
    this.running = false;
  }
}
