// The main menu (MainMenu.vue).
export default {
  title: 'Illuminati',
  tagline: 'The game of conspiracy',
  label: 'Main menu',
  resume: 'Return to the open game',
  newGame: 'New game',
  continue: 'Continue',
  load: 'Load game',
  join: 'Join a LAN game',
  settings: 'Settings',
  rules: 'Rules',
  quit: 'Quit',
  version: 'Version {version}',
  browserQuit: 'In a browser, close the tab to quit. Your games stay saved.',
};
