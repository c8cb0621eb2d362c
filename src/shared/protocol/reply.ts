// The two shapes of a Reply (messages.ts), built one way everywhere the host answers.
import type { HostErrorCode, Refusal, Reply } from './messages';

export const ok = <T>(value: T): Reply<T> => ({ ok: true, value });

/** A refusal: `error` is a sentence for the player; nothing was changed. */
export const refuse = (error: string): { ok: false; error: string } => ({ ok: false, error });

/** A refusal each client words in its own language (code and values), with the English sentence. */
export const refuseWith = (code: HostErrorCode, error: string, params?: Record<string, string | number>): Refusal => ({ ok: false, error, code, ...(params ? { params } : {}) });
