// Runtime validation of what a table client sends the host (messages.ts): a request frame from a
// WebSocket, or the {kind, params} payload of the Electron IPC channel. A request passes only if
// it is at most MAX_MESSAGE_BYTES of JSON, names a known kind and carries exactly that kind's
// params with the right types (unknown fields are refused). Actions are checked for shape
// (action-schema.ts); legality is the engine's answer. Every refusal is a sentence for the player.
import { BOT_LEVELS, PERSONALITIES } from '../ai/types';
import { MAX_PLAYERS, MIN_PLAYERS } from '../engine';
import { ACTION, CARD_ID, MAX_AMOUNT } from './action-schema';
import { REPLAY_PARAMS } from './replay-schema';
import { BOT_SPEEDS, LANGUAGE_SETTINGS, MAX_MESSAGE_BYTES, STOP_FOR, type RequestKind, type RequestMessage, type RequestParams } from './messages';
import { anyOf, arr, bool, check, int, isPlainObject, nullable, num, obj, oneOf, str, tagged, type Check, type Schema } from './schema';

/** Longest save name (without the .json the host adds). */
export const MAX_SAVE_NAME = 64;
/** Largest seq and log index a request may name. */
const MAX_SEQ = 1_000_000_000;

const none: Schema = obj({});
const seat: Schema = int(0, MAX_PLAYERS - 1);
const viewer: Schema = anyOf(seat, oneOf(['spectator']));
const card: Schema = str({ max: 64, pattern: CARD_ID, what: 'a card id' });
// The file-system rules of a save name are the host's (saves.ts); here only its size.
const saveName: Schema = str({ min: 1, max: MAX_SAVE_NAME });

/** A rule configuration (engine GameConfig) as the new-game screen sends it; the engine's validateConfig judges the values. */
const CONFIG: Schema = obj(
  { players: int(MIN_PLAYERS, MAX_PLAYERS) },
  {
    edition: oneOf(['en', 'it', 'de']),
    illuminati: arr(nullable(card), MAX_PLAYERS),
    names: arr(str({ max: 40 }), MAX_PLAYERS),
    basicGoal: int(2, 40),
    elimination: bool,
    longGame: bool,
    hiddenGoals: bool,
    hiddenIlluminati: bool,
    misstate: bool,
    turnCap: int(1, 100_000),
  },
);

const SEAT_CONTROLLER: Schema = tagged(
  'kind',
  {
    human: obj({ kind: oneOf(['human']) }),
    bot: obj({ kind: oneOf(['bot']), level: oneOf(BOT_LEVELS), personality: oneOf(PERSONALITIES) }),
    remote: obj({ kind: oneOf(['remote']) }),
  },
  'who plays the seat',
);

const setup: Schema = obj({ config: CONFIG, seats: arr(SEAT_CONTROLLER, MAX_PLAYERS) }, { seed: str({ min: 1, max: 200 }) });

const SETTINGS_PATCH: Schema = obj({}, { botSpeed: oneOf(BOT_SPEEDS), uiScale: num(0.75, 2), reducedMotion: bool, checkForUpdates: bool, language: oneOf(LANGUAGE_SETTINGS), volume: num(0, 1), muted: bool, tutorialStep: int(0, 999), lanHints: bool, stopFor: oneOf(STOP_FOR), cardsAsPrinted: bool });

/** Save files (envelope.ts) and the settings file (settings.ts) check these parts as requests do. */
export const configCheck: Check = check(CONFIG);
export const seatControllerCheck: Check = check(SEAT_CONTROLLER);
export const settingsPatchCheck: Check = check(SETTINGS_PATCH);

/**
 * The params of every request kind this host understands. Partial on purpose: a kind added to
 * messages.ts is refused as unknown until its check is added here (and its handler to the host).
 */
const PARAMS: { [K in RequestKind]?: Schema } = {
  'menu:state': none,
  'game:new': obj({ setup }),
  'game:continue': none,
  'game:load': obj({ name: saveName }),
  'game:import': obj({ text: str({ min: 1, max: MAX_MESSAGE_BYTES }) }),
  'game:save': obj({ name: saveName }),
  'game:deleteSave': obj({ name: saveName }),
  'game:export': none,
  'game:view': obj({ viewer, since: int(0, MAX_SEQ) }),
  'game:log': obj({ viewer, since: int(0, MAX_SEQ), before: int(0, MAX_SEQ) }),
  'game:act': obj({ seat, seq: int(0, MAX_SEQ), action: ACTION }),
  'game:odds': obj({
    viewer,
    query: obj(
      { attacker: card, target: card, kind: oneOf(['control', 'neutralize', 'destroy']), aiders: arr(card, 100) },
      { money: int(-MAX_AMOUNT, MAX_AMOUNT) },
    ),
  }),
  'game:undo': obj({ seat, seq: int(0, MAX_SEQ) }),
  'game:hint': obj({ seat, seq: int(0, MAX_SEQ) }, { draft: ACTION }),
  'game:close': none,
  'settings:set': obj({ settings: SETTINGS_PATCH }),
  'lan:interfaces': none,
  'lan:open': obj(
    { setup, bind: str({ min: 1, max: 64, what: 'an address' }), port: int(0, 65535), name: str({ min: 1, max: 60 }) },
    { graceSeconds: int(0, 3600), announce: bool },
  ),
  'lan:kick': obj({ seat }),
  'lan:toBot': obj({ seat }),
  'lan:start': none,
  'lan:stop': none,
  'lan:discover': none,
  'lan:lobby': none,
  'lan:join': obj({ code: str({ min: 1, max: 20 }), name: str({ min: 1, max: 40 }) }, { token: str({ min: 1, max: 100 }) }),
  'lan:ready': obj({ ready: bool }),
  // Replays and statistics (issue 20): their own file.
  ...REPLAY_PARAMS,
};

const PARAM_CHECKS = Object.fromEntries(Object.entries(PARAMS).map(([k, s]) => [k, check(s)])) as { [K in RequestKind]?: Check };

/** The kinds that pass validation. */
export const REQUEST_KINDS = Object.keys(PARAMS) as RequestKind[];

export function isRequestKind(x: unknown): x is RequestKind {
  return typeof x === 'string' && Object.hasOwn(PARAMS, x);
}

/** A request that passed validation: its params have exactly the shape of RequestMap[kind]. */
export type ValidRequest = { [K in RequestKind]: { kind: K; params: RequestParams<K> } }[RequestKind];

export type Validated<T> = ({ ok: true } & T) | { ok: false; error: string };

/** UTF-8 size of a string, the unit of MAX_MESSAGE_BYTES. */
export function utf8Length(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      n += 4; // a surrogate pair is one 4-byte character
      i++;
    } else n += 3;
  }
  return n;
}

const TOO_LARGE = `The request is too large (the limit is ${MAX_MESSAGE_BYTES / 1024} KB of JSON).`;

/** Checks kind and params of a request whose size is already known to be acceptable. */
function checkRequest(kind: unknown, params: unknown): Validated<{ request: ValidRequest }> {
  if (!isRequestKind(kind)) return { ok: false, error: `Unknown request ${typeof kind === 'string' ? `"${kind.slice(0, 40)}"` : String(kind)}.` };
  const e = PARAM_CHECKS[kind]!(params, 'params');
  if (e) return { ok: false, error: `Bad ${kind} request: ${e}` };
  return { ok: true, request: { kind, params } as ValidRequest };
}

/**
 * The IPC payload `{ kind, params }` (Electron's structured clone, not JSON): its JSON size is
 * measured too, so both transports accept the same requests.
 */
export function validateRequest(payload: unknown): Validated<{ request: ValidRequest }> {
  let json: string | undefined;
  try {
    json = JSON.stringify(payload);
  } catch {
    return { ok: false, error: 'The request cannot be read (it is not plain data).' };
  }
  if (json === undefined || !isPlainObject(payload)) return { ok: false, error: 'A request must be an object with a kind and params.' };
  if (utf8Length(json) > MAX_MESSAGE_BYTES) return { ok: false, error: TOO_LARGE };
  for (const k of Object.keys(payload)) if (k !== 'kind' && k !== 'params') return { ok: false, error: `A request has only a kind and params, not "${k.slice(0, 40)}".` };
  return checkRequest(payload.kind, payload.params);
}

/**
 * A WebSocket text frame carrying a RequestMessage. On refusal, `id` is the request's id when the
 * frame had a usable one (so the client can be answered), else null.
 */
export function parseRequestFrame(text: string): { ok: true; message: RequestMessage; request: ValidRequest } | { ok: false; id: number | null; error: string } {
  // Measured before parsing: an oversized frame is refused unread.
  if (text.length > MAX_MESSAGE_BYTES || utf8Length(text) > MAX_MESSAGE_BYTES) return { ok: false, id: null, error: TOO_LARGE };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, id: null, error: 'The request is not valid JSON.' };
  }
  if (!isPlainObject(data)) return { ok: false, id: null, error: 'A request must be a JSON object with an id, a kind and params.' };
  const id = typeof data.id === 'number' && Number.isSafeInteger(data.id) && data.id >= 0 ? data.id : null;
  if (id === null) return { ok: false, id: null, error: 'A request needs an id (a whole number, 0 or more).' };
  for (const k of Object.keys(data)) if (k !== 'id' && k !== 'kind' && k !== 'params') return { ok: false, id, error: `A request has only an id, a kind and params, not "${k.slice(0, 40)}".` };
  const r = checkRequest(data.kind, data.params);
  if (!r.ok) return { ok: false, id, error: r.error };
  return { ok: true, message: { id, kind: r.request.kind, params: r.request.params } as RequestMessage, request: r.request };
}
