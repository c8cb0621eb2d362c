// Comparing a secret someone sent (a seat token, a run key) with the one kept, in time that does
// not depend on where they differ. Used by the LAN seats and browser mode's run key alike.
import { timingSafeEqual } from 'node:crypto';

export function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
