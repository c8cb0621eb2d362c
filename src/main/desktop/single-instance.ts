// One running game at a time (issue 21): a second launch hands its command line (possibly a save
// file to open) to the first one, which comes to the front, and quits.
import type { AppLike, DesktopWindowLike } from '../electron-types';

/**
 * Takes the single-instance lock. The first instance gets true and hears of later launches
 * through `onSecondLaunch` (their argv); a later instance gets false and quits.
 */
export function claimSingleInstance(app: Pick<AppLike, 'requestSingleInstanceLock' | 'on' | 'quit'>, onSecondLaunch: (argv: string[]) => void): boolean {
  if (!app.requestSingleInstanceLock()) {
    app.quit();
    return false;
  }
  app.on('second-instance', ((_event: unknown, argv: string[]) => onSecondLaunch(Array.isArray(argv) ? argv : [])) as (...args: never[]) => void);
  return true;
}

/** Brings the window to the front: out of the dock or taskbar if minimised, shown, focused. */
export function focusWindow(window: DesktopWindowLike | undefined): void {
  if (!window || window.isDestroyed()) return;
  if (window.isMinimized()) window.restore();
  window.show();
  window.focus();
}
