// Issue 18, item 3: the synthesized sound effects rendered by Chromium's own WebAudio (an
// OfflineAudioContext, no loudspeaker needed): every sound is audible, short, and does not clip
// at full volume; the dice last as long as their tumble.
import { build } from 'esbuild';
import { expect, it } from 'vitest';
import { SOUND_NAMES } from '../../src/renderer/src/sound/names';
import { useChromium } from './support/browser';
import { ROOT } from './support/build';

const browser = useChromium();

interface Rendered {
  sound: string;
  peak: number;
  rms: number;
  /** Seconds from the start to the last sample above 1% of full scale. */
  audibleFor: number;
}

it('every sound effect is audible, short and unclipped when Chromium renders it', async () => {
  const bundle = await build({
    entryPoints: [`${ROOT}/src/renderer/src/sound/synth.ts`],
    bundle: true,
    write: false,
    format: 'iife',
    globalName: 'synth',
    platform: 'browser',
  });
  const page = await browser().newPage();
  try {
    await page.setContent('<!doctype html><title>sound</title>');
    await page.addScriptTag({ content: bundle.outputFiles[0].text });
    const cues = [...SOUND_NAMES.map((sound) => ({ sound, delay: 0, length: sound === 'dice' ? 900 : undefined })), { sound: 'dice', delay: 0, length: 0 }];
    const results = await page.evaluate(async (list) => {
      const out: { sound: string; peak: number; rms: number; audibleFor: number }[] = [];
      const w = window as unknown as { synth: { playVoice: (ctx: BaseAudioContext, out: AudioNode, t: number, cue: unknown) => number } };
      for (const cue of list) {
        const rate = 22050;
        const ctx = new OfflineAudioContext(1, rate * 3, rate);
        w.synth.playVoice(ctx, ctx.destination, 0, cue);
        const buf = await ctx.startRendering();
        const data = buf.getChannelData(0);
        let peak = 0;
        let sum = 0;
        let last = 0;
        for (let i = 0; i < data.length; i++) {
          const a = Math.abs(data[i]);
          peak = Math.max(peak, a);
          sum += a * a;
          if (a > 0.01) last = i;
        }
        out.push({ sound: `${(cue as { sound: string }).sound}${(cue as { length?: number }).length === 0 ? ' (at rest)' : ''}`, peak, rms: Math.sqrt(sum / data.length), audibleFor: last / rate });
      }
      return out;
    }, cues);
    for (const r of results as Rendered[]) {
      expect(r.peak, `${r.sound} is audible`).toBeGreaterThan(0.05);
      expect(r.peak, `${r.sound} does not clip`).toBeLessThanOrEqual(1);
      expect(r.audibleFor, `${r.sound} is short`).toBeLessThan(r.sound === 'dice' ? 1.2 : 1.3);
    }
    const dice = (results as Rendered[]).find((r) => r.sound === 'dice')!;
    const atRest = (results as Rendered[]).find((r) => r.sound === 'dice (at rest)')!;
    expect(dice.audibleFor).toBeGreaterThan(0.85);
    expect(atRest.audibleFor).toBeLessThan(0.3);
  } finally {
    await page.close();
  }
});
