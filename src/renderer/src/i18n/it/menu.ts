import type en from '../en/menu';
import type { Shape } from '../schema';

export default {
  title: 'Illuminati',
  tagline: 'Il gioco della cospirazione',
  label: 'Menu principale',
  resume: 'Torna alla partita aperta',
  newGame: 'Nuova partita',
  continue: 'Continua',
  load: 'Carica partita',
  join: 'Unisciti a una partita in LAN',
  settings: 'Impostazioni',
  rules: 'Regole',
  quit: 'Esci',
  version: 'Versione {version}',
  browserQuit: 'Nel browser, chiudi la scheda per uscire. Le tue partite restano salvate.',
  damaged: {
    autosave: 'Non è stato possibile leggere la tua ultima partita; il file è stato conservato come {keptAs}.',
    journal: 'Il registro della tua ultima partita era danneggiato: sono state recuperate {recovered} delle sue mosse, e il file è stato conservato come {keptAs}.',
    settings: 'Non è stato possibile leggere le tue impostazioni, tornate ai valori predefiniti; il file è stato conservato come {keptAs}.',
    lan: 'Non è stato possibile leggere la partita LAN salvata; il file è stato conservato come {keptAs}.',
    save: 'Non è stato possibile leggere il salvataggio {file}; il file è stato conservato come {keptAs}.',
    replay: 'Non è stato possibile leggere il replay {file}; il file è stato conservato come {keptAs}.',
  },
} satisfies Shape<typeof en>;
