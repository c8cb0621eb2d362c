// A picture painted again (a card whose money changed, a label whose DECIDING tag came or went)
// redraws the structures layer once (issue 39). It used to redraw it twice: once with the canvas
// just painted and again when the same pixels came back as an ImageBitmap, so every change of the
// game drew the whole table a second time in a later frame (bench:ui, the dice window).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePicture } from '../../../src/renderer/src/table/use-picture';
import { fakeCanvas } from './fake-canvas';

const settle = async () => {
  for (let i = 0; i < 5; i++) await new Promise((r) => setTimeout(r, 0));
};

let bitmaps = 0;
beforeEach(() => {
  bitmaps = 0;
  const context = () => Object.assign(fakeCanvas(), { getTransform: () => ({ a: 1, b: 0, c: 0, d: 1 }) });
  vi.stubGlobal('document', { createElement: () => ({ width: 0, height: 0, getContext: context }) });
  vi.stubGlobal('createImageBitmap', () => (bitmaps++, Promise.resolve({ close: () => undefined })));
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
    expect(drawn[0]).toHaveProperty('close');
  });
});
