// The params of the replay and statistics requests (replays.ts), checked like every other request
// (validate.ts spreads them into its table). Only shapes and sizes: whether a replay or a step
// exists is the host's answer.
import { BOT_LEVELS, PERSONALITIES } from '../ai/types';
import { MAX_PLAYERS } from '../engine';
import { MAX_MESSAGE_BYTES, type RequestKind } from './messages';
import { REPLAY_ID } from './replays';
import './review';
import { anyOf, arr, int, obj, oneOf, str, tagged, type Schema } from './schema';

/** Far above the longest game (a few thousand actions). */
export const MAX_REPLAY_STEP = 1_000_000;

const id: Schema = str({ min: 1, max: 64, pattern: REPLAY_ID, what: 'a replay id' });
const seat: Schema = int(0, MAX_PLAYERS - 1);
const source: Schema = tagged(
  'kind',
  {
    replay: obj({ kind: oneOf(['replay']), id }),
    // The file-system rules of a save name are the host's (save-store.ts), as for game:load.
    save: obj({ kind: oneOf(['save']), name: str({ min: 1, max: 64 }) }),
  },
  'what to replay',
);
/** Taking over seats people at this machine or bots: LAN seats are filled from a LAN lobby only. */
const takeOverSeat: Schema = tagged(
  'kind',
  {
    human: obj({ kind: oneOf(['human']) }),
    bot: obj({ kind: oneOf(['bot']), level: oneOf(BOT_LEVELS), personality: oneOf(PERSONALITIES) }),
  },
  'who plays the seat',
);

export const REPLAY_PARAMS: { [K in RequestKind]?: Schema } = {
  'replay:list': obj({}),
  'replay:view': obj({ source, step: int(0, MAX_REPLAY_STEP), viewer: anyOf(seat, oneOf(['all'])), since: int(0, 1_000_000_000) }),
  'replay:export': obj({ id }),
  'replay:import': obj({ text: str({ min: 1, max: MAX_MESSAGE_BYTES }) }),
  'replay:delete': obj({ id }),
  'replay:takeOver': obj({ source, step: int(0, MAX_REPLAY_STEP), seats: arr(takeOverSeat, MAX_PLAYERS) }),
  'stats:get': obj({}),
  // The game review (issue 36, review.ts): of a kept game, by its id.
  'review:start': obj({ id }),
  'review:status': obj({ id }),
  'review:cancel': obj({ id }),
};
