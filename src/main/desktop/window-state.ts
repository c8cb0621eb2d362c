// The game window comes back where the player left it (issue 21): size, position, maximised and
// fullscreen, kept in <userData>/window-state.json. A damaged file is ignored; a position on a
// display that is no longer there (a monitor unplugged, a laptop undocked) is dropped so the
// window opens centred instead of off-screen, and a size larger than the display is shrunk.
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { DesktopWindowLike, DisplayLike, Rectangle } from '../electron-types';

export const WINDOW_STATE_FILE = 'window-state.json';

export interface WindowState {
  /** Absent: let the system centre the window. */
  x?: number;
  y?: number;
  width: number;
  height: number;
  maximized: boolean;
  fullScreen: boolean;
}

const finite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && Math.abs(v) < 1e6;

/** The state in `text`, or null when it is not one (missing fields, wrong types, silly sizes). */
export function parseWindowState(text: string): WindowState | null {
  let x: unknown;
  try {
    x = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof x !== 'object' || x === null) return null;
  const o = x as Record<string, unknown>;
  if (!finite(o.width) || !finite(o.height) || o.width < 100 || o.height < 100) return null;
  const state: WindowState = { width: Math.round(o.width), height: Math.round(o.height), maximized: o.maximized === true, fullScreen: o.fullScreen === true };
  if (finite(o.x) && finite(o.y)) {
    state.x = Math.round(o.x);
    state.y = Math.round(o.y);
  }
  return state;
}

function overlap(a: Rectangle, b: Rectangle): number {
  const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return w > 0 && h > 0 ? w * h : 0;
}

/**
 * The state to open with on these displays: the saved one when its title bar area is on a
 * display; otherwise without a position (centred), its size no larger than the largest work area
 * and no smaller than the window's minimum.
 */
export function fitToDisplays(state: WindowState, displays: readonly DisplayLike[], min: { width: number; height: number }): WindowState {
  const areas = displays.map((d) => d.workArea);
  if (areas.length === 0) return state;
  const largest = areas.reduce((a, b) => (a.width * a.height >= b.width * b.height ? a : b));
  const width = Math.max(min.width, Math.min(state.width, largest.width));
  const height = Math.max(min.height, Math.min(state.height, largest.height));
  const fitted: WindowState = { width, height, maximized: state.maximized, fullScreen: state.fullScreen };
  if (state.x !== undefined && state.y !== undefined) {
    // Enough of the top strip (where the window is dragged from) must be on some display.
    const titleBar = { x: state.x, y: state.y, width, height: Math.min(40, height) };
    const home = areas.find((a) => overlap(titleBar, a) >= Math.min(titleBar.width, 100) * titleBar.height);
    if (home) {
      fitted.x = state.x;
      fitted.y = state.y;
    }
  }
  return fitted;
}

/** Reads, follows and writes the window's state. Writes are synchronous: the file is tiny and the last one happens as the window closes. */
export class WindowStateKeeper {
  private readonly path: string;
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    dir: string,
    private readonly log: (line: string) => void = () => undefined,
    private readonly debounceMs = 500,
  ) {
    this.path = join(dir, WINDOW_STATE_FILE);
  }

  /** The saved state, or null on a first start (or a damaged file, which is logged). */
  load(): WindowState | null {
    let text: string;
    try {
      text = readFileSync(this.path, 'utf8');
    } catch {
      return null;
    }
    const state = parseWindowState(text);
    if (!state) this.log(`Window state in ${this.path} is not readable; the window opens at its default size.`);
    return state;
  }

  /** The state of `window` now (its normal bounds even while maximised or fullscreen). */
  static capture(window: DesktopWindowLike): WindowState {
    const b = window.getNormalBounds();
    return { x: b.x, y: b.y, width: b.width, height: b.height, maximized: window.isMaximized(), fullScreen: window.isFullScreen() };
  }

  save(state: WindowState): void {
    const temp = `${this.path}.tmp`;
    try {
      mkdirSync(dirname(this.path), { recursive: true });
      writeFileSync(temp, `${JSON.stringify(state)}\n`);
      renameSync(temp, this.path);
    } catch (e) {
      rmSync(temp, { force: true });
      this.log(`Window state could not be written to ${this.path}: ${(e as Error).message}`);
    }
  }

  /** Puts a new window in its saved maximised/fullscreen state and keeps the file up to date. */
  track(window: DesktopWindowLike, restored: WindowState | null): void {
    if (restored?.maximized) window.maximize();
    if (restored?.fullScreen) window.setFullScreen(true);
    const later = () => {
      if (this.timer) clearTimeout(this.timer);
      this.timer = setTimeout(() => {
        this.timer = null;
        if (!window.isDestroyed()) this.save(WindowStateKeeper.capture(window));
      }, this.debounceMs);
      this.timer.unref?.();
    };
    for (const event of ['resize', 'move', 'maximize', 'unmaximize', 'enter-full-screen', 'leave-full-screen']) window.on(event, later);
    window.on('close', () => {
      if (this.timer) clearTimeout(this.timer);
      this.timer = null;
      this.save(WindowStateKeeper.capture(window));
    });
  }
}
