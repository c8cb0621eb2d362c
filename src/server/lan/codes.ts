// Secrets of a LAN game: the short join code players type or read aloud, and the seat tokens that
// let a client reclaim its seat after a drop. Both come from the OS's cryptographic generator
// (never from the game's seeded dice); tokens are compared in constant time.
import { randomBytes, randomInt } from 'node:crypto';
import { sameSecret } from '../http/same-secret';

/** Letters and digits that cannot be confused when read aloud or typed (no 0/O, 1/I/L, 5/S, 2/Z). */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRTUVWXY346789';
export const JOIN_CODE_LENGTH = 6;

export function newJoinCode(): string {
  let code = '';
  for (let i = 0; i < JOIN_CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** Upper-cases and strips spaces and dashes, so "abc-def" matches "ABCDEF". */
export function normalizeJoinCode(typed: string): string {
  return typed.replace(/[\s-]/g, '').toUpperCase();
}

/** 256 random bits, URL-safe: unguessable, so only the client it was given to can reclaim the seat. */
export function newSeatToken(): string {
  return randomBytes(32).toString('base64url');
}

export { sameSecret };
