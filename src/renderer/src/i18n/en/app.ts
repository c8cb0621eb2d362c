// What floats above every screen (App.vue, components/) and what the session store says.
export default {
  connecting: 'Connecting to the game host…',
  reconnecting: 'The connection to the game host was lost. Reconnecting…',
  closed: 'The connection to the game host is closed. Reload the page to try again.',
  noSeat: 'There is no seat to act for.',
  transport: {
    dropped: 'The connection to the game host dropped before it answered. The table will refresh; try again.',
    unreachable: 'The game host cannot be reached (reconnecting). Try again in a moment.',
    closed: 'The connection to the game host is closed.',
    timeout: 'The game host did not answer in time.',
    tooLarge: 'That request is too large to send (the limit is {limit} KB).',
    hostTooLarge: 'The game host sent a message too large to read; the request could not be answered.',
    malformed: 'The game host sent an answer the table cannot read.',
    noHost: 'No game host: neither the desktop bridge nor a web address is available.',
  },
  curtain: {
    title: 'Pass to {name}',
    lookAway: "Everyone else, look away: {name}'s cards are about to be shown.",
    show: 'I am {name}: show my table',
  },
  busy: {
    starting: 'Starting the game…',
    continuing: 'Opening the last game…',
    loading: 'Loading…',
    importing: 'Importing…',
    opening: 'Opening the game…',
  },
  /** The desktop app's menu (issue 21). */
  command: {
    nothingToSave: 'Open a game on the table to save it.',
    leaveTitle: 'Leave this game?',
    leaveText: 'The game stays saved: choose Continue in the menu to go on.',
    load: 'Load a game',
    newGame: 'New game',
  },
  /** The data folder cannot be written (issue 23). */
  disk: {
    title: 'Not saved to disk.',
    text: 'The game goes on in memory only: save a copy elsewhere to be safe.',
    saveElsewhere: 'Save a copy elsewhere…',
    exportFailed: 'The game could not be exported.',
  },
  notice: {
    hostRestartedContinue: 'The game host restarted. Choose Continue to go on with the game.',
    hostRestartedGone: 'The game host restarted and the game is no longer open.',
    closedByHost: 'The game was closed by the host.',
    saved: 'Saved as “{name}”.',
  },
};
