import type en from '../en/load';
import type { Shape } from '../schema';

export default {
  title: 'Spiel laden',
  empty: 'Noch keine gespeicherten Spiele. Speichere ein Spiel am Tisch, dann erscheint es hier.',
  name: 'Name',
  saved: 'Gespeichert',
  players: 'Spieler',
  actions: 'Aktionen',
  loadOrDelete: 'Laden oder löschen',
  finished: 'beendet',
  load: 'Laden',
  loadNamed: '{name} laden',
  delete: 'Löschen',
  deleteNamed: '{name} löschen',
  import: 'Spielstand-Datei importieren…',
  tooLarge: 'Diese Datei ist zu groß für einen Spielstand dieses Spiels ({size} KB).',
  unreadable: 'Diese Datei kann nicht gelesen werden.',
} satisfies Shape<typeof en>;
