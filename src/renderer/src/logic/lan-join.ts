// Joining another player's LAN game: the address typed by hand, the join code, the WebSocket URL
// of the host, and where this tab keeps its seat token so that a reload or a dropped connection
// rejoins the same seat. Pure (the storage is passed in), tested in tests/renderer/lan-join.test.ts.
import { t } from '../i18n';

/** Upper-case, without spaces or dashes: "abc-def" is typed for ABCDEF (as the host compares). */
export function normalizeCode(typed: string): string {
  return typed.replace(/[\s-]/g, '').toUpperCase();
}

export function codeError(typed: string): string | null {
  return /^[A-Z0-9]{4,12}$/.test(normalizeCode(typed)) ? null : t('lan.join.badCode');
}

/**
 * "host:port" (an IPv4 address or a name, optionally with http:// and a trailing slash) as
 * "host:port", or an error in words. No port means 80, as a browser would.
 */
export function parseAddress(typed: string): { ok: true; address: string } | { ok: false; error: string } {
  const bare = typed.trim().replace(/^(https?|wss?):\/\//i, '').replace(/\/+(ws)?\/*$/i, '');
  const m = /^([A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::(\d{1,5}))?$/.exec(bare);
  if (!bare || !m) return { ok: false, error: t('lan.join.badAddress') };
  const port = m[2] === undefined ? 80 : Number(m[2]);
  if (port < 1 || port > 65535) return { ok: false, error: t('lan.join.badPort') };
  return { ok: true, address: `${m[1]}:${port}` };
}

/** The host's WebSocket (the LAN server speaks the protocol at /ws). */
export function hostSocketUrl(address: string): string {
  return `ws://${address}/ws`;
}

/** The part of Web Storage used (sessionStorage in the app, a map in tests). */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

const PREFIX = 'illuminati.lan';

/** Key of the seat token of one game: the host's address and its join code. */
export function tokenKey(address: string, code: string): string {
  return `${PREFIX}.token:${address.toLowerCase()}/${normalizeCode(code)}`;
}

/** Key of the last game joined at this address (a reloaded page knows the address, not the code). */
export function lastJoinKey(address: string): string {
  return `${PREFIX}.last:${address.toLowerCase()}`;
}

export interface JoinMemory {
  code: string;
  name: string;
  token: string;
}

export function rememberJoin(store: KeyValueStore, address: string, j: JoinMemory): void {
  store.setItem(tokenKey(address, j.code), j.token);
  store.setItem(lastJoinKey(address), JSON.stringify({ code: normalizeCode(j.code), name: j.name }));
}

/** The seat this tab holds at that address, if it ever joined there; anything unreadable is ignored. */
export function recallJoin(store: KeyValueStore, address: string, code?: string): JoinMemory | null {
  let last: { code?: unknown; name?: unknown } = {};
  try {
    last = JSON.parse(store.getItem(lastJoinKey(address)) ?? '{}') as typeof last;
  } catch {
    last = {};
  }
  const c = code !== undefined ? normalizeCode(code) : typeof last.code === 'string' ? last.code : null;
  if (!c) return null;
  const token = store.getItem(tokenKey(address, c));
  if (!token) return null;
  return { code: c, name: typeof last.name === 'string' && last.code === c ? last.name : '', token };
}

/** The seat is lost (kicked): its token is worth nothing any more. */
export function forgetJoin(store: KeyValueStore, address: string, code: string): void {
  store.removeItem(tokenKey(address, code));
  store.removeItem(lastJoinKey(address));
}

/** The join code a scanned lobby link carries (`#code=ABCDEF`, logic/lan-lobby.ts joinLink), or ''. */
export function codeFromHash(hash: string): string {
  const code = new URLSearchParams(hash.replace(/^#/, '')).get('code') ?? '';
  return codeError(code) === null ? normalizeCode(code) : '';
}
