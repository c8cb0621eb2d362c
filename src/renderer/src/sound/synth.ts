// The game's own sound effects, synthesized with WebAudio (issue 18, item 3: no recorded or
// third-party sounds). Each voice schedules a few oscillators and noise bursts on `out` from time
// `t` (seconds, the context's clock) and returns when it ends. The noise is a fixed buffer from a
// seeded generator, so every run sounds the same. Nothing here knows about settings: the player
// (player.ts) owns the volume and the mute.
import type { SoundCue, SoundName } from './names';

/** The part of BaseAudioContext the voices use (a fake one in the unit tests). */
export type AudioLike = Pick<BaseAudioContext, 'sampleRate' | 'createOscillator' | 'createGain' | 'createBiquadFilter' | 'createBufferSource' | 'createBuffer'>;

type Voice = (ctx: AudioLike, out: AudioNode, t: number, cue: SoundCue) => number;

/** A tone with a quick attack and an exponential decay; the pitch may glide. */
function tone(ctx: AudioLike, out: AudioNode, o: { type: OscillatorType; freq: number; to?: number; t: number; dur: number; gain: number; attack?: number }): number {
  const osc = ctx.createOscillator();
  const g = ctx.createGain();
  osc.type = o.type;
  osc.frequency.setValueAtTime(o.freq, o.t);
  if (o.to !== undefined) osc.frequency.exponentialRampToValueAtTime(o.to, o.t + o.dur);
  const attack = o.attack ?? 0.005;
  g.gain.setValueAtTime(0.0001, o.t);
  g.gain.exponentialRampToValueAtTime(o.gain, o.t + attack);
  g.gain.exponentialRampToValueAtTime(0.0001, o.t + o.dur);
  osc.connect(g);
  g.connect(out);
  osc.start(o.t);
  osc.stop(o.t + o.dur + 0.02);
  return o.t + o.dur + 0.02;
}

const noiseBuffers = new WeakMap<object, AudioBuffer>();

/** Half a second of white noise from a seeded generator (xorshift32), made once per context. */
function noiseBuffer(ctx: AudioLike): AudioBuffer {
  const had = noiseBuffers.get(ctx);
  if (had) return had;
  const n = Math.floor(ctx.sampleRate * 0.5);
  const buf = ctx.createBuffer(1, n, ctx.sampleRate);
  const data = buf.getChannelData(0);
  let x = 0x9e3779b9;
  for (let i = 0; i < n; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    data[i] = ((x >>> 0) / 0xffffffff) * 2 - 1;
  }
  noiseBuffers.set(ctx, buf);
  return buf;
}

/**
 * Work a voice would otherwise do at its first sound, done ahead (SoundPlayer.prepare, when the
 * page is idle): the noise buffer took ~8 ms in the middle of the first dice (issue 39).
 */
export function prepareVoices(ctx: AudioLike): void {
  noiseBuffer(ctx);
}

/** A burst of filtered noise (a knock, a rattle, a swish); the filter may sweep. */
function noise(ctx: AudioLike, out: AudioNode, o: { t: number; dur: number; gain: number; filter: BiquadFilterType; freq: number; to?: number; q?: number; attack?: number }): number {
  const src = ctx.createBufferSource();
  src.buffer = noiseBuffer(ctx);
  const f = ctx.createBiquadFilter();
  f.type = o.filter;
  f.frequency.setValueAtTime(o.freq, o.t);
  if (o.to !== undefined) f.frequency.exponentialRampToValueAtTime(o.to, o.t + o.dur);
  f.Q.setValueAtTime(o.q ?? 1, o.t);
  const g = ctx.createGain();
  const attack = o.attack ?? 0.002;
  g.gain.setValueAtTime(0.0001, o.t);
  g.gain.exponentialRampToValueAtTime(o.gain, o.t + attack);
  g.gain.exponentialRampToValueAtTime(0.0001, o.t + o.dur);
  src.connect(f);
  f.connect(g);
  g.connect(out);
  src.start(o.t, 0, Math.min(0.5, o.dur + 0.02));
  src.stop(o.t + o.dur + 0.02);
  return o.t + o.dur + 0.02;
}

/** A die hitting the table: a dry knock. */
function knock(ctx: AudioLike, out: AudioNode, t: number, level: number, pitch: number): number {
  return Math.max(
    noise(ctx, out, { t, dur: 0.045, gain: 0.5 * level, filter: 'bandpass', freq: 1800 * pitch, q: 4 }),
    tone(ctx, out, { type: 'triangle', freq: 420 * pitch, to: 260 * pitch, t, dur: 0.06, gain: 0.25 * level }),
  );
}

const VOICES: Record<SoundName, Voice> = {
  // Dice: knocks that come slower and softer while they tumble (as long as the animation), then two clacks as they settle.
  dice(ctx, out, t, cue) {
    const len = Math.min(3, Math.max(0, (cue.length ?? 0) / 1000));
    let at = t;
    let gap = 0.05;
    let i = 0;
    while (len > 0 && at < t + len - 0.12) {
      knock(ctx, out, at, 0.8 - 0.5 * ((at - t) / len), 0.9 + ((i * 7) % 5) * 0.06);
      at += gap;
      gap *= 1.18;
      i++;
    }
    knock(ctx, out, t + len, 1, 1.1);
    return Math.max(at, knock(ctx, out, t + len + 0.07, 0.9, 0.95));
  },
  // Capture: a swish toward the structure and a rising two-note "got it".
  capture(ctx, out, t) {
    return Math.max(
      noise(ctx, out, { t, dur: 0.18, gain: 0.18, filter: 'bandpass', freq: 600, to: 2400, q: 1.2, attack: 0.06 }),
      tone(ctx, out, { type: 'triangle', freq: 523.25, t: t + 0.12, dur: 0.22, gain: 0.32 }),
      tone(ctx, out, { type: 'triangle', freq: 783.99, t: t + 0.21, dur: 0.34, gain: 0.3 }),
      tone(ctx, out, { type: 'sine', freq: 1567.98, t: t + 0.21, dur: 0.3, gain: 0.08 }),
    );
  },
  // Destroy: a low crunch and a falling growl.
  destroy(ctx, out, t) {
    return Math.max(
      noise(ctx, out, { t, dur: 0.35, gain: 0.55, filter: 'lowpass', freq: 2200, to: 180, q: 0.8 }),
      tone(ctx, out, { type: 'sawtooth', freq: 180, to: 45, t, dur: 0.5, gain: 0.22 }),
      tone(ctx, out, { type: 'sine', freq: 90, to: 40, t, dur: 0.45, gain: 0.45 }),
    );
  },
  // Money: two small coins clinking (inharmonic partials of a struck metal disc).
  money(ctx, out, t) {
    let end = t;
    for (const [at, k] of [[0, 1], [0.085, 1.06]] as const) {
      end = Math.max(
        end,
        tone(ctx, out, { type: 'sine', freq: 2093 * k, t: t + at, dur: 0.22, gain: 0.16 }),
        tone(ctx, out, { type: 'sine', freq: 2093 * 2.76 * k, t: t + at, dur: 0.12, gain: 0.07 }),
        tone(ctx, out, { type: 'sine', freq: 2093 * 5.4 * k, t: t + at, dur: 0.06, gain: 0.04 }),
      );
    }
    return end;
  },
  // The start of your turn: a soft three-note bell, up a major triad.
  turn(ctx, out, t) {
    let end = t;
    [523.25, 659.25, 783.99].forEach((f, i) => {
      const at = t + i * 0.11;
      end = Math.max(
        end,
        tone(ctx, out, { type: 'sine', freq: f, t: at, dur: 0.9, gain: 0.22, attack: 0.01 }),
        tone(ctx, out, { type: 'sine', freq: f * 2.01, t: at, dur: 0.4, gain: 0.05, attack: 0.01 }),
      );
    });
    return end;
  },
  // A card drawn or played: a short paper flick.
  draw(ctx, out, t) {
    return noise(ctx, out, { t, dur: 0.09, gain: 0.3, filter: 'highpass', freq: 2500, to: 5000, q: 0.7, attack: 0.01 });
  },
  // A card set down on the table: a soft tap.
  place(ctx, out, t) {
    return Math.max(
      noise(ctx, out, { t, dur: 0.07, gain: 0.3, filter: 'lowpass', freq: 1400, q: 0.7 }),
      tone(ctx, out, { type: 'sine', freq: 190, to: 120, t, dur: 0.09, gain: 0.3 }),
    );
  },
  // Danger (a player one step from winning): a low two-tone alarm, down a tritone, twice.
  danger(ctx, out, t) {
    let end = t;
    for (const at of [0, 0.32])
      end = Math.max(
        end,
        tone(ctx, out, { type: 'square', freq: 440, t: t + at, dur: 0.14, gain: 0.09, attack: 0.01 }),
        tone(ctx, out, { type: 'square', freq: 311.13, t: t + at + 0.15, dur: 0.16, gain: 0.09, attack: 0.01 }),
        tone(ctx, out, { type: 'sine', freq: 155.56, t: t + at + 0.15, dur: 0.2, gain: 0.18, attack: 0.01 }),
      );
    return end;
  },
};

/** Schedules the cue's sound on `out` at time `t`; returns when it ends (t itself for an unknown name: bad input plays nothing). */
export function playVoice(ctx: AudioLike, out: AudioNode, t: number, cue: SoundCue): number {
  const v = Object.hasOwn(VOICES, cue.sound) ? VOICES[cue.sound] : undefined;
  return v ? v(ctx, out, t, cue) : t;
}
