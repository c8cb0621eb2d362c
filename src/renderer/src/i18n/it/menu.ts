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
} satisfies Shape<typeof en>;
