// Rectangle helpers of the table geometry in doubled units (card 14 x 10): footprints of arrows
// and poses of puppets, computed into module variables to avoid allocating. For geometry-core.ts,
// which re-exports them to its siblings; the model is described in the header comment of geometry.ts.
/** Half extents (doubled units) of an upright card: 7 wide -> 7, 5 high -> 5. */
export const HX = 7;
export const HY = 5;
/** Footprint of an arrow (doubled units): 5 wide along the master's edge, 7 deep away from it. */
const FP_HALF_W = 5;
const FP_DEPTH = 14;

export function overlaps(
  ax0: number, ay0: number, ax1: number, ay1: number,
  bx0: number, by0: number, bx1: number, by1: number,
): boolean {
  return ax0 < bx1 && bx0 < ax1 && ay0 < by1 && by0 < ay1;
}

// Footprint computed into these module variables (doubled units) to avoid allocating.
export let fx0 = 0;
export let fy0 = 0;
export let fx1 = 0;
export let fy1 = 0;

/** Footprint of world direction `w` on a card with centre and bounds given (doubled units). */
export function footprintInto(w: number, cx: number, cy: number, x0: number, y0: number, x1: number, y1: number): void {
  switch (w) {
    case 0: // top
      fx0 = cx - FP_HALF_W; fx1 = cx + FP_HALF_W; fy0 = y0 - FP_DEPTH; fy1 = y0;
      break;
    case 1: // right
      fx0 = x1; fx1 = x1 + FP_DEPTH; fy0 = cy - FP_HALF_W; fy1 = cy + FP_HALF_W;
      break;
    case 2: // bottom
      fx0 = cx - FP_HALF_W; fx1 = cx + FP_HALF_W; fy0 = y1; fy1 = y1 + FP_DEPTH;
      break;
    default: // left
      fx0 = x0 - FP_DEPTH; fx1 = x0; fy0 = cy - FP_HALF_W; fy1 = cy + FP_HALF_W;
      break;
  }
}

// Pose computed into these module variables (doubled units).
export let pcx = 0;
export let pcy = 0;
export let prot = 0;

/**
 * Pose of a puppet with inward side index `inIdx` hung on the master side facing world direction
 * `w`, master centre/bounds given. Writes pcx, pcy, prot (rotation index 0..3).
 */
export function puppetPoseInto(inIdx: number, w: number, cx: number, cy: number, x0: number, y0: number, x1: number, y1: number): void {
  // The puppet's inward side must face back toward the master: world direction (w + 2) mod 4.
  // Local side k faces world (k + rot) mod 4, so rot = (w + 2 - inIdx) mod 4.
  const r = (w + 2 - inIdx + 4) & 3;
  const hx = (r & 1) === 0 ? HX : HY;
  const hy = (r & 1) === 0 ? HY : HX;
  prot = r;
  switch (w) {
    case 0: pcx = cx; pcy = y0 - hy; break;
    case 1: pcx = x1 + hx; pcy = cy; break;
    case 2: pcx = cx; pcy = y1 + hy; break;
    default: pcx = x0 - hx; pcy = cy; break;
  }
}

