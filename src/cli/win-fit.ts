// Fitting the win model (src/shared/ai/win-model.ts): a conditional logit, i.e. each player's
// chance to win is a softmax over the players of a linear score of his features, fitted by
// maximum likelihood with an L2 penalty, by Newton's method (29 weights: the Hessian is small).
import { chances } from '../shared/ai/win-model';

/** One position: the features of each live player and his share of the eventual victory (sums to 1). */
export interface WinSample {
  x: number[][];
  y: number[];
}


/** Mean cross-entropy of the outcome under `w` (ln of the player count for a model that knows nothing). */
export function logLoss(samples: readonly WinSample[], w: readonly number[]): number {
  let l = 0;
  for (const s of samples) {
    const p = chances(s.x, w);
    s.y.forEach((y, j) => {
      if (y > 0) l -= y * Math.log(Math.max(p[j], 1e-300));
    });
  }
  return samples.length ? l / samples.length : 0;
}

/** Share of positions whose most likely winner (by `w`) did win. */
export function topOneAccuracy(samples: readonly WinSample[], w: readonly number[]): number {
  let hit = 0;
  for (const s of samples) {
    const p = chances(s.x, w);
    let best = 0;
    for (let j = 1; j < p.length; j++) if (p[j] > p[best]) best = j;
    if (s.y[best] > 0) hit++;
  }
  return samples.length ? hit / samples.length : 0;
}

/** Solve H d = g for a symmetric positive definite H (Cholesky). */
function solve(H: number[][], g: number[]): number[] {
  const n = g.length;
  const L = H.map(() => new Array<number>(n).fill(0));
  for (let i = 0; i < n; i++) {
    for (let j = 0; j <= i; j++) {
      let sum = H[i][j];
      for (let k = 0; k < j; k++) sum -= L[i][k] * L[j][k];
      L[i][j] = i === j ? Math.sqrt(Math.max(sum, 1e-12)) : sum / L[j][j];
    }
  }
  const z = new Array<number>(n).fill(0);
  for (let i = 0; i < n; i++) {
    let sum = g[i];
    for (let k = 0; k < i; k++) sum -= L[i][k] * z[k];
    z[i] = sum / L[i][i];
  }
  const d = new Array<number>(n).fill(0);
  for (let i = n - 1; i >= 0; i--) {
    let sum = z[i];
    for (let k = i + 1; k < n; k++) sum -= L[k][i] * d[k];
    d[i] = sum / L[i][i];
  }
  return d;
}

/** The penalized negative log-likelihood (summed over positions). */
function objective(samples: readonly WinSample[], w: readonly number[], lambda: number): number {
  return logLoss(samples, w) * samples.length + (lambda / 2) * w.reduce((t, v) => t + v * v, 0);
}

/**
 * Maximum-likelihood weights with the penalty lambda/2 |w|^2 (which also fixes the one direction the
 * softmax cannot see, a constant added to every player's score). Newton steps, halved while they do
 * not lower the objective, until no weight moves by more than 1e-7.
 */
export function fitWinModel(samples: readonly WinSample[], dims: number, lambda = 1, maxIterations = 50): number[] {
  let w = new Array<number>(dims).fill(0);
  let f = objective(samples, w, lambda);
  for (let it = 0; it < maxIterations; it++) {
    const g = w.map((v) => lambda * v);
    const H = w.map((_, i) => w.map((__, j) => (i === j ? lambda : 0)));
    for (const s of samples) {
      const p = chances(s.x, w);
      const mean = new Array<number>(dims).fill(0);
      s.x.forEach((x, j) => {
        for (let i = 0; i < dims; i++) mean[i] += p[j] * x[i];
      });
      s.x.forEach((x, j) => {
        const r = p[j] - s.y[j];
        for (let i = 0; i < dims; i++) {
          g[i] += r * x[i];
          if (p[j] === 0) continue;
          for (let k = 0; k <= i; k++) H[i][k] += p[j] * x[i] * x[k];
        }
      });
      for (let i = 0; i < dims; i++) for (let k = 0; k <= i; k++) H[i][k] -= mean[i] * mean[k];
    }
    for (let i = 0; i < dims; i++) for (let k = 0; k < i; k++) H[k][i] = H[i][k];
    const d = solve(H, g);
    let step = 1;
    let next = w.map((v, i) => v - d[i]);
    let fn = objective(samples, next, lambda);
    while (fn > f && step > 1e-4) {
      step /= 2;
      next = w.map((v, i) => v - step * d[i]);
      fn = objective(samples, next, lambda);
    }
    const moved = Math.max(...d.map((v) => Math.abs(step * v)));
    w = next;
    f = fn;
    if (moved < 1e-7) break;
  }
  return w;
}
