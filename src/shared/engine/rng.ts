// The one source of randomness (DESIGN.md section 3): sfc32 seeded from a string, its state kept in
// GameState so that a game is reproducible from (config, seed, actions). The platform generator is banned here.

export type RngState = [number, number, number, number];

/** Hash a seed string into 128 bits (cyrb128). */
export function seedState(seed: string): RngState {
  let h1 = 1779033703, h2 = 3144134277, h3 = 1013904242, h4 = 2773480762;
  for (let i = 0; i < seed.length; i++) {
    const k = seed.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  const s: RngState = [(h1 ^ h2 ^ h3 ^ h4) >>> 0, (h2 ^ h1) >>> 0, (h3 ^ h1) >>> 0, (h4 ^ h1) >>> 0];
  // Warm up so that similar seeds diverge.
  for (let i = 0; i < 12; i++) nextUint32(s);
  return s;
}

/** Advance the state in place and return a uniform 32-bit integer (sfc32). */
export function nextUint32(s: RngState): number {
  const a = s[0], b = s[1], c = s[2], d = s[3];
  const t = (((a + b) | 0) + d) | 0;
  s[3] = (d + 1) | 0;
  s[0] = b ^ (b >>> 9);
  s[1] = (c + (c << 3)) | 0;
  const c2 = (c << 21) | (c >>> 11);
  s[2] = (c2 + t) | 0;
  return t >>> 0;
}

/** Uniform integer in [0, n). */
export function nextInt(s: RngState, n: number): number {
  return Math.floor((nextUint32(s) / 4294967296) * n);
}

/** Fisher-Yates shuffle in place. */
export function shuffleInPlace<T>(s: RngState, a: T[]): T[] {
  for (let i = a.length - 1; i > 0; i--) {
    const j = nextInt(s, i + 1);
    const t = a[i];
    a[i] = a[j];
    a[j] = t;
  }
  return a;
}
