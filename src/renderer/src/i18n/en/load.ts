// The Load screen.
export default {
  title: 'Load a game',
  empty: 'No saved games yet. Save a game from the table to see it here.',
  name: 'Name',
  saved: 'Saved',
  players: 'Players',
  actions: 'Actions',
  loadOrDelete: 'Load or delete',
  finished: 'finished',
  load: 'Load',
  loadNamed: 'Load {name}',
  delete: 'Delete',
  deleteNamed: 'Delete {name}',
  import: 'Import a save file…',
  tooLarge: 'That file is too large to be a save of this game ({size} KB).',
  unreadable: 'That file cannot be read.',
};
