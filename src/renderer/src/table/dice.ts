// The dice animation as a pure function of time (DESIGN.md section 9: dice tumble and settle; motion
// can be turned down to instant). DiceOverlay.vue only asks for the frame at the current time.
// The tumbling faces are derived from the roll's id, so the same roll always animates the same way.

import { t } from '../i18n';
import { num } from '../i18n/format';
import { speedFactor, type AnimSpeed, type Motion } from './anim/timing';

export type { Motion };

export interface DiceRoll {
  /** Changes for every new roll (the log index of the diceRolled event, for instance). */
  id: string | number;
  dice: [number, number];
  /** The number needed (roll this or less), when known. */
  needed?: number | null;
  success?: boolean | null;
}

export interface DieFrame {
  /** Centre relative to the centre of the dice area, screen pixels. */
  x: number;
  y: number;
  /** Clockwise degrees. */
  angle: number;
  /** The face shown, 1..6. */
  face: number;
  settled: boolean;
}

export interface DiceFrame {
  dice: [DieFrame, DieFrame];
  opacity: number;
  /** The sum and verdict are shown once both dice lie still. */
  showResult: boolean;
  /** Nothing more to draw: the overlay can go. */
  done: boolean;
}

export interface DiceTimings {
  tumble: number;
  hold: number;
  fade: number;
}

/**
 * Milliseconds of each stage: tumbling, lying still for reading, fading out. With full motion they
 * follow the speed setting (issue 18): shorter at fast, longer at slow, never under a glance.
 */
export function diceTimings(motion: Motion, speed: AnimSpeed = 'normal'): DiceTimings {
  switch (motion) {
    case 'full': {
      const f = speed === 'instant' ? 1 : speedFactor(speed);
      return { tumble: Math.round(900 * Math.max(0.6, f)), hold: Math.round(1500 * Math.max(0.6, f)), fade: 300 };
    }
    case 'reduced':
      // No movement at all: the result appears, stays long enough to read, and goes.
      return { tumble: 0, hold: 1800, fade: 0 };
    case 'instant':
      return { tumble: 0, hold: 900, fade: 0 };
  }
}

/** Side of a die, screen pixels. */
export const DIE_SIZE = 64;
/** Distance of each resting die from the centre. */
const REST_X = 46;
/** How far to the left the dice are thrown from. */
const THROW_FROM = 260;
/** Faces change this often while tumbling. */
const FACE_MS = 70;
/** How high the dice bounce at first, and how far above and below the middle line each is thrown. */
const BOUNCE = 60;
const SPREAD = 8;

/** A readable reason when the roll cannot be shown, or null. */
export function checkRoll(r: DiceRoll | null | undefined): string | null {
  if (!r || typeof r !== 'object') return 'no roll'; // i18n-ok: these reasons go to the console (DiceOverlay), for whoever wires the dice
  if (typeof r.id !== 'string' && typeof r.id !== 'number') return 'a roll needs an id'; // i18n-ok: console only
  if (!Array.isArray(r.dice) || r.dice.length !== 2) return 'a roll has two dice'; // i18n-ok: console only
  for (const d of r.dice) if (!Number.isInteger(d) || d < 1 || d > 6) return `a die shows 1 to 6, not ${String(d)}`; // i18n-ok: console only
  return null;
}

/** FNV-1a over the text, for repeatable pseudo-random faces (no Math.random: replays look the same). */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

const easeOut = (t: number): number => 1 - Math.pow(1 - t, 3);

function die(r: DiceRoll, i: 0 | 1, t: number, tumble: number): DieFrame {
  const restX = i === 0 ? -REST_X : REST_X;
  const final = r.dice[i];
  if (t >= tumble) return { x: restX, y: 0, angle: 0, face: final, settled: true };
  const k = t / tumble;
  const e = easeOut(k);
  // Thrown from the left, bouncing lower and lower, turning slower and slower.
  const x = restX - THROW_FROM * (1 - e);
  const y = -Math.abs(Math.sin(k * Math.PI * 3)) * BOUNCE * (1 - k) + (i === 0 ? -SPREAD : SPREAD) * (1 - e);
  const spin = (i === 0 ? 1 : -1) * (540 + (hash(`${r.id}:${i}`) % 180));
  const angle = spin * (1 - e);
  const step = Math.floor(t / FACE_MS);
  const face = 1 + (hash(`${r.id}:${i}:${step}`) % 6);
  return { x, y, angle, face, settled: false };
}

/** The frame `t` milliseconds after the roll appeared (t < 0 counts as 0). */
export function diceFrame(r: DiceRoll, t: number, motion: Motion, speed: AnimSpeed = 'normal'): DiceFrame {
  const { tumble, hold, fade } = diceTimings(motion, speed);
  const time = Math.max(0, Number.isFinite(t) ? t : 0);
  const a = die(r, 0, time, tumble);
  const b = die(r, 1, time, tumble);
  const end = tumble + hold + fade;
  const opacity = time <= tumble + hold ? 1 : fade > 0 ? Math.max(0, 1 - (time - tumble - hold) / fade) : 0;
  return { dice: [a, b], opacity, showResult: a.settled && b.settled, done: time >= end };
}

/** The words under the dice: the total, and the verdict when the attack's number is known. */
export function rollCaption(r: DiceRoll): string {
  const total = r.dice[0] + r.dice[1];
  const parts = [`${num(r.dice[0])} + ${num(r.dice[1])} = ${num(total)}`];
  if (typeof r.needed === 'number') parts.push(t('table.dice.needed', { n: num(r.needed) }));
  if (r.success === true) parts.push(t('table.dice.success'));
  else if (r.success === false) parts.push(t('table.dice.failure'));
  return parts.join(' \u2014 ');
}

/** A die's CSS transform from the centre of the dice area (DiceOverlay.vue), `dy` pixels lower (its shadow). */
export function dieTransform(d: DieFrame, dy = 0): string {
  return `translate(${d.x.toFixed(1)}px, ${(d.y + dy).toFixed(1)}px) rotate(${d.angle.toFixed(1)}deg)`; // i18n-ok: CSS
}

/**
 * The pips of a face as boxes inside the die's 2 px border (DiceOverlay.vue): a pip of radius 6
 * (the one of a 1: 8, red) centred at its fraction of the die's side.
 */
export function pipSpots(face: number): { left: number; top: number; size: number; color: string }[] {
  const r = face === 1 ? 8 : 6;
  const color = face === 1 ? '#b3261e' : '#1b1b1b';
  // The die's 64 px face starts 1 px outside its inner box (half the border is outside the face).
  return pips(face).map((p) => ({ left: p.x * DIE_SIZE - 1 - r, top: p.y * DIE_SIZE - 1 - r, size: 2 * r, color }));
}

/** Pip positions on a die face, as fractions of its side from the top-left corner. */
export function pips(face: number): { x: number; y: number }[] {
  const L = 0.26, M = 0.5, R = 0.74;
  switch (face) {
    case 1:
      return [{ x: M, y: M }];
    case 2:
      return [{ x: L, y: L }, { x: R, y: R }];
    case 3:
      return [{ x: L, y: L }, { x: M, y: M }, { x: R, y: R }];
    case 4:
      return [{ x: L, y: L }, { x: R, y: L }, { x: L, y: R }, { x: R, y: R }];
    case 5:
      return [{ x: L, y: L }, { x: R, y: L }, { x: M, y: M }, { x: L, y: R }, { x: R, y: R }];
    case 6:
      return [{ x: L, y: L }, { x: R, y: L }, { x: L, y: M }, { x: R, y: M }, { x: L, y: R }, { x: R, y: R }];
    default:
      return [];
  }
}
