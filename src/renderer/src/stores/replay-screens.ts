// The screens of replays and statistics (issue 20): the list of kept games and saves, the replay
// viewer and the statistics. Their own file, so that the session's screen list only spreads them.
export const REPLAY_SCREENS = ['replays', 'replay', 'stats'] as const;
