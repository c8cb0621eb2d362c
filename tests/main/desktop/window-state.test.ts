// Issue 21: the game window comes back with its size, position, maximised and fullscreen state;
// a damaged file or a position on a display that is gone never puts the window off-screen.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DesktopWindowLike } from '../../../src/main/electron-types';
import { fitToDisplays, parseWindowState, WINDOW_STATE_FILE, WindowStateKeeper, type WindowState } from '../../../src/main/desktop/window-state';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  vi.useRealTimers();
});
function dir(): string {
  const d = mkdtempSync(join(tmpdir(), 'illuminati-winstate-'));
  dirs.push(d);
  return d;
}

const MIN = { width: 960, height: 600 };
const FULL_HD = [{ workArea: { x: 0, y: 0, width: 1920, height: 1040 } }];

/** A window whose bounds and flags the test sets, recording its listeners. */
function fakeWindow() {
  const listeners = new Map<string, (() => void)[]>();
  const w = {
    bounds: { x: 100, y: 80, width: 1280, height: 800 },
    maximized: false,
    fullScreen: false,
    destroyed: false,
    on: (event: string, l: () => void) => void listeners.set(event, [...(listeners.get(event) ?? []), l]),
    emit: (event: string) => listeners.get(event)?.forEach((l) => l()),
    getNormalBounds() {
      return { ...this.bounds };
    },
    isMaximized() {
      return this.maximized;
    },
    isFullScreen() {
      return this.fullScreen;
    },
    isDestroyed() {
      return this.destroyed;
    },
    maximize: vi.fn(),
    setFullScreen: vi.fn(),
  };
  return w;
}

describe('parseWindowState', () => {
  it('reads a saved state and refuses damaged ones', () => {
    expect(parseWindowState('{"x":10,"y":20,"width":1300,"height":900,"maximized":true,"fullScreen":false}')).toEqual({ x: 10, y: 20, width: 1300, height: 900, maximized: true, fullScreen: false });
    expect(parseWindowState('{"width":1300,"height":900}')).toEqual({ width: 1300, height: 900, maximized: false, fullScreen: false });
    for (const bad of ['', 'nope', 'null', '[]', '{"width":"big","height":900}', '{"width":50,"height":900}', '{"width":1e9,"height":900}', '{"width":1300}']) {
      expect(parseWindowState(bad)).toBeNull();
    }
  });
});

describe('fitToDisplays', () => {
  const saved: WindowState = { x: 200, y: 100, width: 1300, height: 900, maximized: false, fullScreen: false };
  it('keeps a window that is on a display', () => {
    expect(fitToDisplays(saved, FULL_HD, MIN)).toEqual(saved);
  });

  it('centres a window whose display is gone, and shrinks it to the largest work area', () => {
    const onSecondMonitor = { ...saved, x: 2500, width: 2400, height: 1300 };
    expect(fitToDisplays(onSecondMonitor, FULL_HD, MIN)).toEqual({ width: 1920, height: 1040, maximized: false, fullScreen: false });
  });

  it('keeps a window on a second display to the left (negative coordinates)', () => {
    const two = [...FULL_HD, { workArea: { x: -1280, y: 0, width: 1280, height: 1024 } }];
    expect(fitToDisplays({ ...saved, x: -1200 }, two, MIN)).toMatchObject({ x: -1200, y: 100 });
  });

  it('never goes below the window minimum', () => {
    const small = [{ workArea: { x: 0, y: 0, width: 800, height: 500 } }];
    expect(fitToDisplays(saved, small, MIN)).toMatchObject({ width: 960, height: 600 });
  });
});

describe('WindowStateKeeper', () => {
  it('has nothing on a first start and logs a damaged file', () => {
    const d = dir();
    const log = vi.fn();
    expect(new WindowStateKeeper(d, log).load()).toBeNull();
    expect(log).not.toHaveBeenCalled();
    writeFileSync(join(d, WINDOW_STATE_FILE), '{oops');
    expect(new WindowStateKeeper(d, log).load()).toBeNull();
    expect(log).toHaveBeenCalledWith(expect.stringMatching(/not readable/));
  });

  it('follows moves and resizes (debounced) and writes the normal bounds, maximised and fullscreen as the window closes', () => {
    vi.useFakeTimers();
    const d = dir();
    const keeper = new WindowStateKeeper(d, undefined, 500);
    const w = fakeWindow();
    keeper.track(w as unknown as DesktopWindowLike, null);
    expect(w.maximize).not.toHaveBeenCalled();
    w.bounds = { x: 300, y: 200, width: 1400, height: 900 };
    w.emit('move');
    w.emit('resize');
    vi.advanceTimersByTime(499);
    expect(keeper.load()).toBeNull();
    vi.advanceTimersByTime(1);
    expect(keeper.load()).toEqual({ x: 300, y: 200, width: 1400, height: 900, maximized: false, fullScreen: false });
    w.maximized = true;
    w.emit('maximize');
    w.emit('close'); // at once, without waiting for the debounce
    expect(JSON.parse(readFileSync(join(d, WINDOW_STATE_FILE), 'utf8'))).toEqual({ x: 300, y: 200, width: 1400, height: 900, maximized: true, fullScreen: false });
  });

  it('puts a new window back in its maximised and fullscreen state', () => {
    const w = fakeWindow();
    new WindowStateKeeper(dir()).track(w as unknown as DesktopWindowLike, { width: 1300, height: 900, maximized: true, fullScreen: true });
    expect(w.maximize).toHaveBeenCalledTimes(1);
    expect(w.setFullScreen).toHaveBeenCalledWith(true);
  });
});
