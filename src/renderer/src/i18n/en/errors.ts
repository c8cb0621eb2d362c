// The host's refusals that carry a code (HOST_ERROR_CODES in src/shared/protocol/messages.ts),
// worded in the client's language. Refusals without a code are shown in the host's words.
export default {
  save: {
    noName: 'A save needs a name.',
    nameTooLong: 'A save name may be at most {max} characters long.',
    badCharacters: 'A save name may not contain {chars} or control characters.',
    leadingDot: 'A save name may not start with a dot.',
    trailingDot: 'A save name may not end with a dot.',
    reservedName: '"{name}" is reserved by Windows; choose another name.',
    noSuchSave: 'There is no save named "{name}".',
  },
  game: {
    nothingToContinue: 'There is no game to continue.',
    lastGameOver: 'The last game is over; start a new one.',
    nothingToSave: 'No game is open, so there is nothing to save.',
  },
  hint: {
    off: 'The host does not allow hints in this game.',
    stale: 'The game has moved on since the hint was asked for.',
    failed: 'No hint could be worked out this time. Try again.',
  },
  lan: {
    hostName: 'The name "{name}" is kept for the player hosting the game: choose another.',
    nameTaken: 'Someone at this table is already called "{name}": choose another name.',
  },
};
