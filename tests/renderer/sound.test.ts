// The sound effects (src/renderer/src/sound): every voice schedules real WebAudio calls that a
// browser accepts (times in order, exponential ramps never to 0, gains within 0..1), within a
// short time; the player follows the volume and the mute and never floods.
import { describe, expect, it } from 'vitest';
import { SOUND_NAMES, type SoundCue } from '../../src/renderer/src/sound/names';
import { masterGain, MIN_GAP_S, SoundPlayer, type ContextLike } from '../../src/renderer/src/sound/player';
import { playVoice } from '../../src/renderer/src/sound/synth';

interface ParamEvent {
  kind: 'set' | 'exp' | 'lin';
  value: number;
  time: number;
}

class FakeParam {
  events: ParamEvent[] = [];
  value = 0;
  setValueAtTime(value: number, time: number) {
    this.events.push({ kind: 'set', value, time });
    return this;
  }
  exponentialRampToValueAtTime(value: number, time: number) {
    // What a browser does: a ramp to 0 or a negative value throws (RangeError).
    if (!(value > 0)) throw new RangeError(`exponential ramp to ${value}`);
    this.events.push({ kind: 'exp', value, time });
    return this;
  }
  linearRampToValueAtTime(value: number, time: number) {
    this.events.push({ kind: 'lin', value, time });
    return this;
  }
}

class FakeNode {
  connections: unknown[] = [];
  connect(n: unknown) {
    this.connections.push(n);
    return n;
  }
}

class FakeSource extends FakeNode {
  frequency = new FakeParam();
  type = 'sine';
  buffer: unknown = null;
  started: number | null = null;
  stopped: number | null = null;
  start(t: number) {
    this.started = t;
  }
  stop(t: number) {
    this.stopped = t;
  }
}

class FakeContext {
  sampleRate = 8000;
  currentTime = 10;
  state: AudioContextState = 'running';
  destination = new FakeNode();
  sources: FakeSource[] = [];
  params: FakeParam[] = [];
  resumed = 0;
  private param() {
    const p = new FakeParam();
    this.params.push(p);
    return p;
  }
  createOscillator() {
    const s = new FakeSource();
    this.params.push(s.frequency);
    this.sources.push(s);
    return s;
  }
  createBufferSource() {
    const s = new FakeSource();
    this.sources.push(s);
    return s;
  }
  createGain() {
    return Object.assign(new FakeNode(), { gain: this.param() });
  }
  createBiquadFilter() {
    return Object.assign(new FakeNode(), { type: 'lowpass', frequency: this.param(), Q: this.param() });
  }
  createDynamicsCompressor() {
    return new FakeNode();
  }
  buffers = 0;
  createBuffer(_channels: number, length: number) {
    this.buffers++;
    const data = new Float32Array(length);
    return { getChannelData: () => data, length };
  }
  resume() {
    this.resumed++;
    return Promise.resolve();
  }
}

const fake = () => new FakeContext();

/** An OfflineAudioContext: the same fake graph, and a rendering that resolves to a buffer marked with the sources it rendered. */
class FakeOffline extends FakeContext {
  constructor(
    public length: number,
    rate: number,
  ) {
    super();
    this.sampleRate = rate;
    this.currentTime = 0;
  }
  startRendering() {
    return Promise.resolve({ rendered: this.sources.length, length: this.length } as unknown as AudioBuffer);
  }
}
const asCtx = (c: FakeContext) => c as unknown as ContextLike;

describe('the voices', () => {
  for (const sound of SOUND_NAMES) {
    it(`${sound}: starts at its time, ends within a second and a half (the dice: their tumble), gains within 0..1`, () => {
      const c = fake();
      const out = new FakeNode() as unknown as AudioNode;
      const length = sound === 'dice' ? 900 : undefined;
      const end = playVoice(asCtx(c), out, 5, { sound, delay: 0, length });
      expect(c.sources.length).toBeGreaterThan(0);
      for (const s of c.sources) {
        expect(s.started).toBeGreaterThanOrEqual(5);
        expect(s.stopped).toBeGreaterThan(s.started as number);
        expect(s.stopped).toBeLessThanOrEqual(end + 1e-9);
      }
      expect(end - 5).toBeLessThanOrEqual(sound === 'dice' ? 0.9 + 0.5 : 1.5);
      for (const p of c.params) {
        for (let i = 1; i < p.events.length; i++) expect(p.events[i].time).toBeGreaterThanOrEqual(p.events[i - 1].time);
      }
      const gains = c.params.flatMap((p) => p.events.map((e) => e.value)).filter((v) => v <= 1.5);
      for (const g of gains) expect(g).toBeGreaterThan(0);
    });
  }

  it('the dice rattle as long as they tumble: more knocks for a longer tumble, two clacks at rest', () => {
    const count = (length: number) => {
      const c = fake();
      playVoice(asCtx(c), new FakeNode() as unknown as AudioNode, 0, { sound: 'dice', delay: 0, length });
      return c.sources.length;
    };
    expect(count(0)).toBe(4); // two clacks: a noise burst and a tone each
    expect(count(900)).toBeGreaterThan(count(300));
  });

  it('an unknown sound plays nothing', () => {
    const c = fake();
    expect(playVoice(asCtx(c), new FakeNode() as unknown as AudioNode, 3, { sound: 'kazoo' } as unknown as SoundCue)).toBe(3);
    expect(c.sources).toEqual([]);
  });
});

describe('the player', () => {
  it('master gain: volume squared, nothing when muted or for a bad volume', () => {
    expect(masterGain({ volume: 0.5, muted: false })).toBeCloseTo(0.25);
    expect(masterGain({ volume: 1, muted: true })).toBe(0);
    expect(masterGain({ volume: Number.NaN, muted: false })).toBe(0);
    expect(masterGain({ volume: 4, muted: false })).toBe(1);
  });

  it('muted or at volume 0, no audio context is even made', () => {
    let made = 0;
    const p = new SoundPlayer(() => {
      made++;
      return asCtx(fake());
    });
    p.setLevel({ volume: 0.8, muted: true });
    expect(p.play([{ sound: 'capture', delay: 0 }])).toEqual([]);
    p.setLevel({ volume: 0, muted: false });
    expect(p.play([{ sound: 'capture', delay: 0 }])).toEqual([]);
    expect(made).toBe(0);
  });

  it('plays the cues at their delays through the master gain, which follows the volume', () => {
    const c = fake();
    const p = new SoundPlayer(() => asCtx(c));
    p.setLevel({ volume: 0.5, muted: false });
    expect(p.play([{ sound: 'money', delay: 0 }, { sound: 'capture', delay: 400 }])).toEqual(['money', 'capture']);
    const starts = c.sources.map((s) => s.started as number);
    expect(Math.min(...starts)).toBeCloseTo(10.01);
    expect(Math.max(...starts)).toBeGreaterThan(10.4);
    const master = c.params[0];
    expect(master.events[0].value).toBeCloseTo(0.25);
    p.setLevel({ volume: 1, muted: false });
    expect(master.events.at(-1)!.value).toBe(1);
    p.setLevel({ volume: 1, muted: true });
    expect(master.events.at(-1)!.value).toBe(0);
  });

  it('the same sound twice within a moment plays once; unknown or far-off cues are ignored; a suspended context is resumed', () => {
    const c = fake();
    c.state = 'suspended';
    const p = new SoundPlayer(() => asCtx(c));
    p.setLevel({ volume: 1, muted: false });
    expect(p.play([{ sound: 'place', delay: 0 }, { sound: 'place', delay: (MIN_GAP_S * 1000) / 2 }, { sound: 'kazoo' as never, delay: 0 }, { sound: 'draw', delay: 60_000 }])).toEqual(['place']);
    expect(c.resumed).toBe(1);
    expect(p.play([{ sound: 'place', delay: 200 }])).toEqual(['place']);
  });

  it('prepare() makes the audio context ahead of the first sound, once, and not when silent', () => {
    let made = 0;
    const p = new SoundPlayer(() => {
      made++;
      return asCtx(fake());
    });
    p.setLevel({ volume: 0.5, muted: true });
    p.prepare();
    expect(made).toBe(0);
    p.setLevel({ volume: 0.5, muted: false });
    p.prepare();
    p.prepare();
    p.play([{ sound: 'money', delay: 0 }]);
    expect(made).toBe(1);
  });

  it('prepare() also makes the noise the dice rattle with: the first roll makes no buffer (issue 39, bench:ui dice window)', () => {
    const c = fake();
    const p = new SoundPlayer(() => asCtx(c));
    p.setLevel({ volume: 1, muted: false });
    p.prepare();
    expect(c.buffers).toBe(1);
    expect(p.play([{ sound: 'dice', delay: 0, length: 900 }])).toEqual(['dice']);
    expect(c.buffers).toBe(1);
    // Without prepare() the first rattle makes it, once.
    const d = fake();
    const q = new SoundPlayer(() => asCtx(d));
    q.setLevel({ volume: 1, muted: false });
    q.play([{ sound: 'dice', delay: 0, length: 900 }]);
    q.play([{ sound: 'dice', delay: 500, length: 900 }]);
    expect(d.buffers).toBe(1);
  });

  it('the dice rattle is rendered ahead for the tumble lengths given to prepare(): a roll then makes one buffer source (issue 39)', async () => {
    const c = fake();
    const offlines: FakeOffline[] = [];
    const p = new SoundPlayer(
      () => asCtx(c),
      (length, rate) => {
        const o = new FakeOffline(length, rate);
        offlines.push(o);
        return o as never;
      },
    );
    p.setLevel({ volume: 1, muted: false });
    p.prepare([900, 0]);
    expect(offlines.map((o) => o.length)).toEqual([Math.ceil(8000 * 1.4), 8000 * 0.5]);
    await new Promise((r) => setTimeout(r, 0));
    // The same voice as a live roll: as many knocks and clacks.
    const live = fake();
    playVoice(asCtx(live), new FakeNode() as unknown as AudioNode, 0, { sound: 'dice', delay: 0, length: 900 });
    expect(offlines[0].sources.length).toBe(live.sources.length);
    expect(p.play([{ sound: 'dice', delay: 0, length: 900 }])).toEqual(['dice']);
    expect(c.sources).toHaveLength(1);
    expect((c.sources[0].buffer as { rendered: number }).rendered).toBe(live.sources.length);
    expect(c.sources[0].started).toBeCloseTo(10.01);
    // A length not rendered ahead is made at the roll, as before; prepare() again renders nothing twice.
    p.play([{ sound: 'dice', delay: 500, length: 300 }]);
    expect(c.sources.length).toBeGreaterThan(4);
    p.prepare([900, 0]);
    expect(offlines).toHaveLength(2);
  });

  it('without WebAudio the game goes on silently', () => {
    const p = new SoundPlayer(() => {
      throw new Error('no audio device');
    });
    p.setLevel({ volume: 1, muted: false });
    expect(p.play([{ sound: 'turn', delay: 0 }])).toEqual([]);
    expect(p.play([{ sound: 'turn', delay: 0 }])).toEqual([]);
  });
});
