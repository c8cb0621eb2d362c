// Reading frames from the host. Anything that is not a well-formed response or push is dropped
// with a console warning: a confused or hostile peer must not be able to crash the renderer.
import type { Push, Reply } from '../../../shared/protocol/messages';

export type Frame = { kind: 'response'; id: number; reply: Reply<unknown> } | { kind: 'push'; push: Push };

const PUSH_TYPES = new Set(['game:changed', 'game:closed', 'host:notice', 'host:disk', 'lan:lobby', 'lan:kicked']);

function isObject(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

/** A Reply as the protocol defines it: `{ ok: true, value }` or `{ ok: false, error: string }`. */
export function isReply(x: unknown): x is Reply<unknown> {
  if (!isObject(x)) return false;
  if (x.ok === true) return 'value' in x;
  return x.ok === false && typeof x.error === 'string';
}

export function isPush(x: unknown): x is Push {
  return isObject(x) && typeof x.type === 'string' && PUSH_TYPES.has(x.type);
}

/** Parses one text frame; null when it is neither a response nor a push. */
export function parseFrame(text: string): Frame | null {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isObject(data)) return null;
  if (typeof data.id === 'number' && Number.isInteger(data.id) && isReply(data.reply)) return { kind: 'response', id: data.id, reply: data.reply };
  if (isPush(data.push)) return { kind: 'push', push: data.push };
  return null;
}

/** Size of a string in UTF-8 bytes (the unit of MAX_MESSAGE_BYTES). */
export function utf8Bytes(text: string): number {
  return new TextEncoder().encode(text).length;
}
