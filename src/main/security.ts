import type { NavigationEventLike, SessionLike, WebContentsLike } from './electron-types';

function parseUrl(url: string | null | undefined): URL | null {
  if (typeof url !== 'string' || url === '') return null;
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

/**
 * Whether `url` is a page of the app itself, whose entry page is `appUrl`.
 * - dev server (http/https): same origin (scheme, host and port);
 * - production (file:): the very same file; any other local file is foreign;
 * - anything else, empty or unparsable: never.
 * Query and fragment are ignored (in-app routing may use them).
 */
export function isAppUrl(url: string | null | undefined, appUrl: string): boolean {
  const target = parseUrl(url);
  const app = parseUrl(appUrl);
  if (target === null || app === null) return false;
  if (app.protocol === 'file:') {
    return target.protocol === 'file:' && target.host === app.host && target.pathname === app.pathname;
  }
  if (app.protocol === 'http:' || app.protocol === 'https:') {
    return target.origin === app.origin;
  }
  return false;
}

/**
 * Locks a web contents to the app: navigations and redirects away from the app are cancelled
 * and every request for a new window (window.open, target=_blank) is denied.
 */
export function guardWebContents(contents: WebContentsLike, appUrl: string): void {
  const refuseForeign = (event: NavigationEventLike, url: string): void => {
    if (!isAppUrl(event.url ?? url, appUrl)) event.preventDefault();
  };
  contents.on('will-navigate', refuseForeign);
  contents.on('will-redirect', refuseForeign);
  contents.setWindowOpenHandler(() => ({ action: 'deny' }));
}

/** The shell needs no browser permission (camera, notifications, ...): refuse them all. */
export function denyAllPermissions(session: SessionLike): void {
  session.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  session.setPermissionCheckHandler(() => false);
}
