import type en from '../en/app';
import type { Shape } from '../schema';

export default {
  connecting: 'Connessione all\'host della partita…',
  reconnecting: 'La connessione all\'host della partita si è interrotta. Nuovo tentativo…',
  closed: 'La connessione all\'host della partita è chiusa. Ricarica la pagina per riprovare.',
  curtain: {
    title: 'Passa a {name}',
    lookAway: 'Tutti gli altri guardino altrove: stanno per essere mostrate le carte di {name}.',
    show: 'Sono {name}: mostra il mio tavolo',
  },
  busy: {
    starting: 'La partita sta iniziando…',
    continuing: 'Apertura dell\'ultima partita…',
    loading: 'Caricamento…',
    importing: 'Importazione…',
    opening: 'Apertura della partita…',
  },
  notice: {
    hostRestartedContinue: 'L\'host della partita è stato riavviato. Scegli Continua per proseguire la partita.',
    hostRestartedGone: 'L\'host della partita è stato riavviato e la partita non è più aperta.',
    closedByHost: 'L\'host ha chiuso la partita.',
    saved: 'Salvata come «{name}».',
  },
} satisfies Shape<typeof en>;
