// What floats above every screen (App.vue, components/) and what the session store says.
export default {
  connecting: 'Connecting to the game host…',
  reconnecting: 'The connection to the game host was lost. Reconnecting…',
  closed: 'The connection to the game host is closed. Reload the page to try again.',
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
  notice: {
    hostRestartedContinue: 'The game host restarted. Choose Continue to go on with the game.',
    hostRestartedGone: 'The game host restarted and the game is no longer open.',
    closedByHost: 'The game was closed by the host.',
    saved: 'Saved as “{name}”.',
  },
};
