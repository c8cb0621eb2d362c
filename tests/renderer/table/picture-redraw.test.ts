// A picture painted again (a card whose money changed, a label whose DECIDING tag came or went)
// redraws the structures layer once (issue 39). It used to redraw it twice: once with the canvas
// just painted and again when the same pixels came back as an ImageBitmap, so every change of the
// game drew the whole table a second time in a later frame (bench:ui, the dice window).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePicture } from '../../../src/renderer/src/table/use-picture';
import { fakeCanvas } from './fake-canvas';

class FakeBitmap {
  id = 0;
  close() {
    closed++;
  }
}

const settle = async () => {
  for (let i = 0; i < 5; i++) await new Promise((r) => setTimeout(r, 0));
};

let bitmaps = 0;
let closed = 0;
beforeEach(() => {
  bitmaps = closed = 0;
  const context = () => Object.assign(fakeCanvas(), { getTransform: () => ({ a: 1, b: 0, c: 0, d: 1 }) });
  vi.stubGlobal('document', { createElement: () => ({ width: 0, height: 0, getContext: context }) });
  vi.stubGlobal('createImageBitmap', () => {
    const id = ++bitmaps;
    return Promise.resolve(Object.assign(new FakeBitmap(), { id }));
  });
  vi.stubGlobal('ImageBitmap', FakeBitmap);
  // usePicture frees its bitmap when its component goes; here there is no component.
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a picture painted again', () => {
  it('redraws its layer once, not again when its bitmap is ready; the bitmap is drawn from then on', async () => {
    let draws = 0;
    const drawn: unknown[] = [];
    const layer = { batchDraw: () => void draws++ };
    const node = { setAttr: () => undefined, getLayer: () => layer };
    const pic = usePicture({ node: () => node as never, box: () => ({ width: 100, height: 60, pad: 4 }), ratio: () => 1, draw: () => undefined });
    for (let i = 1; i <= 3; i++) {
      pic.repaint();
      await settle();
      expect(bitmaps).toBe(i);
      expect(draws).toBe(i);
    }
    const ctx = { drawImage: (src: unknown) => void drawn.push(src) };
    pic.sceneFunc({ _context: ctx } as never);
    // The bitmap (not the canvas it was made from) is what the next redraw blits.
    expect(drawn).toHaveLength(1);
    expect(drawn[0]).toBeInstanceOf(FakeBitmap);
    // Each paint replaced the one before, which was freed.
    expect(closed).toBe(2);
  });

  it('a label whose DECIDING tag comes and goes shows its kept picture again without painting it (issue 39)', async () => {
    let draws = 0;
    let painted = 0;
    const drawn: FakeBitmap[] = [];
    const layer = { batchDraw: () => void draws++ };
    const node = { setAttr: () => undefined, getLayer: () => layer };
    const pic = usePicture({ node: () => node as never, box: () => ({ width: 100, height: 60, pad: 4 }), ratio: () => 1, draw: () => void painted++, keep: 2 });
    const shown = () => {
      pic.sceneFunc({ _context: { drawImage: (src: FakeBitmap) => void drawn.push(src) } } as never);
      return drawn.at(-1)?.id;
    };
    for (const key of ['off', 'on', 'off', 'on', 'off']) {
      pic.repaint(key);
      await settle();
    }
    expect(painted).toBe(2);
    expect(draws).toBe(5);
    expect(shown()).toBe(1);
    expect(closed).toBe(0);
    // A third picture pushes out the oldest kept one, which is freed; the one on screen never is.
    pic.repaint('moved');
    await settle();
    expect(painted).toBe(3);
    expect(shown()).toBe(3);
    expect(closed).toBe(1);
    pic.repaint('off');
    await settle();
    expect(painted).toBe(3);
    expect(shown()).toBe(1);
    // Without `keep`, a watcher's arguments are no key: every repaint paints.
    let plain = 0;
    const other = usePicture({ node: () => node as never, box: () => ({ width: 10, height: 10, pad: 0 }), ratio: () => 1, draw: () => void plain++ });
    other.repaint('same');
    other.repaint('same');
    expect(plain).toBe(2);
  });
});
