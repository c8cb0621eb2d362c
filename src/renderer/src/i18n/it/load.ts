import type en from '../en/load';
import type { Shape } from '../schema';

export default {
  title: 'Carica una partita',
  empty: 'Ancora nessuna partita salvata. Salva una partita dal tavolo per vederla qui.',
  name: 'Nome',
  saved: 'Salvata',
  players: 'Giocatori',
  actions: 'Azioni',
  loadOrDelete: 'Carica o elimina',
  finished: 'finita',
  load: 'Carica',
  loadNamed: 'Carica {name}',
  delete: 'Elimina',
  deleteNamed: 'Elimina {name}',
  import: 'Importa un file di salvataggio…',
  tooLarge: 'Questo file è troppo grande per essere un salvataggio di questo gioco ({size} KB).',
  unreadable: 'Questo file non si può leggere.',
} satisfies Shape<typeof en>;
