import type en from '../en/settings';
import type { Shape } from '../schema';

export default {
  title: 'Impostazioni',
  speed: 'Velocità dei bot e delle animazioni',
  speeds: {
    instant: 'Immediata: i bot agiscono subito, niente animazioni',
    fast: 'Veloce',
    normal: 'Normale',
    slow: 'Lenta: il tempo di seguire ogni mossa',
  },
  display: 'Schermo',
  scale: 'Dimensione di testi e comandi: {percent}',
  reducedMotion: 'Movimento ridotto: niente animazioni',
  cardsAsPrinted: 'Carte come stampate (ruotate): i gruppi conquistati ruotano con le loro frecce',
  sound: 'Suono',
  volume: 'Volume degli effetti sonori: {percent}',
  muted: 'Muto: nessun suono',
  language: 'Lingua',
  languageSystem: 'Lingua di sistema ({name})',
  languageNote: 'La lingua del gioco; l\'edizione delle regole si sceglie per ogni nuova partita.',
  updates: 'Aggiornamenti',
  checkForUpdates: 'Cerca una nuova versione all\'avvio del gioco (si installa all\'uscita, mai durante una partita)',
} satisfies Shape<typeof en>;
