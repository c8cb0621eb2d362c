// Waits for a condition in the LAN tests (polling, with a clear message on timeout).
export async function until<T>(f: () => T | undefined | false, ms = 60_000, what = 'condition'): Promise<T> {
  const t0 = Date.now();
  for (;;) {
    const v = f();
    if (v !== undefined && v !== false) return v;
    if (Date.now() - t0 > ms) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
