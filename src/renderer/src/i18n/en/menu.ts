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
  // Damaged files found in the data folder (issue 40): each was moved aside, never written over.
  damaged: {
    autosave: 'Your last game could not be read; the file was kept as {keptAs}.',
    journal: 'The journal of your last game was damaged: {recovered} of its moves were recovered, and the file was kept as {keptAs}.',
    settings: 'Your settings could not be read and are back to their defaults; the file was kept as {keptAs}.',
    lan: 'The saved LAN game could not be read; the file was kept as {keptAs}.',
    save: 'The saved game {file} could not be read; the file was kept as {keptAs}.',
    replay: 'The replay {file} could not be read; the file was kept as {keptAs}.',
  },
};
