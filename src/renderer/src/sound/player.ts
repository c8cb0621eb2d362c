// Plays the cues of the table's animation plan (names.ts) with the synthesized voices (synth.ts),
// at the volume and mute of the settings. One AudioContext, made on the first sound (browsers
// start it only after a user gesture; resume() is asked again on every play). A master gain
// carries the volume and a compressor keeps overlapping sounds from clipping.
import { SOUND_NAMES, type SoundCue, type SoundName } from './names';
import { playVoice, prepareVoices, type AudioLike } from './synth';

export interface SoundLevel {
  /** 0..1 (settings.volume). */
  volume: number;
  muted: boolean;
}

/** The same sound this soon after itself is not played again (a burst of instant bot moves). */
export const MIN_GAP_S = 0.08;
/** Cues further in the future than this are bad input and ignored (a plan never lasts this long). */
const MAX_DELAY_MS = 10_000;

/** The master gain for a setting: volume squared (loudness is heard roughly so), 0 when muted; bad values count as silent. */
export function masterGain(level: SoundLevel): number {
  if (level.muted || typeof level.volume !== 'number' || !Number.isFinite(level.volume)) return 0;
  const v = Math.min(1, Math.max(0, level.volume));
  return v * v;
}

/** What the player needs of an OfflineAudioContext, to render a voice ahead into a buffer (a fake one in the unit tests). */
export type OfflineLike = AudioLike & Pick<OfflineAudioContext, 'destination' | 'startRendering'>;
/** Makes an offline context of `length` frames at `rate`, or null where there is none. */
export type MakeOffline = (length: number, rate: number) => OfflineLike | null;

/** What the player needs of an AudioContext (a fake one in the unit tests). */
export type ContextLike = AudioLike &
  Pick<AudioContext, 'currentTime' | 'destination' | 'state' | 'resume' | 'createDynamicsCompressor'>;

export class SoundPlayer {
  private ctx: ContextLike | null = null;
  private master: GainNode | null = null;
  private level: SoundLevel = { volume: 0.7, muted: false };
  private last = new Map<SoundName, number>();
  private failed = false;
  /** The dice rattle rendered ahead, by its length in ms (promised while it renders). */
  private rattles = new Map<number, AudioBuffer | Promise<void>>();

  constructor(
    private readonly create: () => ContextLike | null,
    private readonly offline: MakeOffline | null = null,
  ) {}

  setLevel(level: SoundLevel): void {
    this.level = { volume: level.volume, muted: level.muted };
    if (this.master && this.ctx) this.master.gain.setValueAtTime(masterGain(this.level), this.ctx.currentTime);
  }

  /**
   * Makes the audio context ahead of the first sound (unless silent): creating one costs a few
   * hundred milliseconds in Chromium, which must not fall in the middle of the first animation;
   * and what the voices need of it (synth.ts prepareVoices), which fell in the first dice.
   */
  prepare(diceLengths: readonly number[] = []): void {
    if (masterGain(this.level) === 0) return;
    const ctx = this.context();
    if (!ctx) return;
    prepareVoices(ctx);
    for (const length of diceLengths) this.renderRattle(ctx, length);
  }

  /**
   * Renders the dice rattle of this length (ms of tumbling) into a buffer, off the main thread:
   * made at the roll, its ~60 oscillators, filters and gains took ~4 ms of the change that rolled
   * (issue 39, bench:ui's dice window); rendered, it is one buffer source. Same voice, same sound.
   */
  private renderRattle(ctx: ContextLike, length: number): void {
    if (!this.offline || this.rattles.has(length) || !(length >= 0)) return;
    const cue: SoundCue = { sound: 'dice', delay: 0, length };
    let off: OfflineLike | null = null;
    try {
      // The rattle's last clack ends well within half a second after the tumble.
      off = this.offline(Math.ceil(ctx.sampleRate * (Math.min(3, length / 1000) + 0.5)), ctx.sampleRate);
      if (!off) return;
      playVoice(off, off.destination, 0, cue);
    } catch {
      return; // no offline rendering here: the rattle is made at each roll, as before
    }
    this.rattles.set(
      length,
      off.startRendering().then(
        (buffer) => void this.rattles.set(length, buffer),
        () => void this.rattles.delete(length),
      ),
    );
  }

  /** Schedules the cues (delays in ms from now); returns the sounds scheduled. Silent: nothing is made at all. */
  play(cues: readonly SoundCue[]): SoundName[] {
    const gain = masterGain(this.level);
    if (gain === 0 || !cues.length) return [];
    const ctx = this.context();
    if (!ctx || !this.master) return [];
    if (ctx.state === 'suspended') void ctx.resume().catch(() => undefined);
    const played: SoundName[] = [];
    for (const c of cues) {
      if (!c || !(SOUND_NAMES as readonly string[]).includes(c.sound)) continue;
      const delay = Number.isFinite(c.delay) ? Math.max(0, c.delay) : 0;
      if (delay > MAX_DELAY_MS) continue;
      const t = ctx.currentTime + 0.01 + delay / 1000;
      const prev = this.last.get(c.sound);
      if (prev !== undefined && Math.abs(t - prev) < MIN_GAP_S) continue;
      this.last.set(c.sound, t);
      const rattle = c.sound === 'dice' ? this.rattles.get(c.length ?? 0) : undefined;
      if (rattle && !(rattle instanceof Promise)) {
        const src = ctx.createBufferSource();
        src.buffer = rattle;
        src.connect(this.master);
        src.start(t);
      } else playVoice(ctx, this.master, t, c);
      played.push(c.sound);
    }
    return played;
  }

  private context(): ContextLike | null {
    if (this.ctx || this.failed) return this.ctx;
    try {
      const ctx = this.create();
      if (!ctx) {
        this.failed = true;
        return null;
      }
      const master = ctx.createGain();
      master.gain.setValueAtTime(masterGain(this.level), ctx.currentTime);
      const comp = ctx.createDynamicsCompressor();
      master.connect(comp);
      comp.connect(ctx.destination);
      this.ctx = ctx;
      this.master = master;
    } catch {
      // No audio device or no WebAudio: the game goes on silently.
      this.failed = true;
    }
    return this.ctx;
  }
}

/** The browser's OfflineAudioContext (mono), or null where there is none. */
export function browserOffline(length: number, rate: number): OfflineLike | null {
  const C = (globalThis as { OfflineAudioContext?: typeof OfflineAudioContext }).OfflineAudioContext;
  return C ? new C(1, length, rate) : null;
}

/** The browser's AudioContext, or null where there is none. */
export function browserContext(): ContextLike | null {
  const C = (globalThis as { AudioContext?: typeof AudioContext }).AudioContext;
  return C ? new C({ latencyHint: 'interactive' }) : null;
}
