// The Settings screen.
export default {
  title: 'Settings',
  speed: 'Speed of bots and animations',
  speeds: {
    instant: 'Instant: bots act at once, no animations',
    fast: 'Fast',
    normal: 'Normal',
    slow: 'Slow: time to follow every move',
  },
  display: 'Display',
  scale: 'Size of text and controls: {percent}',
  reducedMotion: 'Reduced motion: no animations',
  cardsAsPrinted: 'Cards as printed (rotated): captured groups turn with their arrows',
  sound: 'Sound',
  volume: 'Volume of the sound effects: {percent}',
  muted: 'Mute: no sound at all',
  language: 'Language',
  languageSystem: 'System language ({name})',
  languageNote: 'The language of the game; the rules edition is chosen for each new game.',
  updates: 'Updates',
  checkForUpdates: 'Look for a new version when the game starts (it installs when you quit, never during a game)',
};
