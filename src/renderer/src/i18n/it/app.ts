import type en from '../en/app';
import type { Shape } from '../schema';

export default {
  connecting: 'Connessione all\'host della partita…',
  reconnecting: 'La connessione all\'host della partita si è interrotta. Nuovo tentativo…',
  closed: 'La connessione all\'host della partita è chiusa. Ricarica la pagina per riprovare.',
  noSeat: 'Non c\'è nessun posto per cui agire.',
  transport: {
    dropped: 'La connessione all\'host della partita si è interrotta prima della risposta. Il tavolo si aggiornerà; riprova.',
    unreachable: 'L\'host della partita non è raggiungibile (nuovo tentativo in corso). Riprova tra un momento.',
    closed: 'La connessione all\'host della partita è chiusa.',
    timeout: 'L\'host della partita non ha risposto in tempo.',
    tooLarge: 'Questa richiesta è troppo grande da inviare (il limite è {limit} KB).',
    hostTooLarge: 'L\'host della partita ha inviato un messaggio troppo grande da leggere; la richiesta non ha avuto risposta.',
    malformed: 'L\'host della partita ha inviato una risposta che il tavolo non sa leggere.',
    noHost: 'Nessun host della partita: non sono disponibili né il ponte del desktop né un indirizzo web.',
  },
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
  command: {
    nothingToSave: 'Apri una partita sul tavolo per salvarla.',
    leaveTitle: 'Lasciare questa partita?',
    leaveText: 'La partita resta salvata: scegli Continua nel menu per proseguire.',
    load: 'Carica una partita',
    newGame: 'Nuova partita',
  },
  disk: {
    title: 'Non salvata sul disco.',
    text: 'La partita prosegue solo in memoria: salvane una copia altrove per sicurezza.',
    saveElsewhere: 'Salva una copia altrove…',
    exportFailed: 'Non è stato possibile esportare la partita.',
  },
  notice: {
    hostRestartedContinue: 'L\'host della partita è stato riavviato. Scegli Continua per proseguire la partita.',
    hostRestartedGone: 'L\'host della partita è stato riavviato e la partita non è più aperta.',
    closedByHost: 'L\'host ha chiuso la partita.',
    saved: 'Salvata come «{name}».',
  },
} satisfies Shape<typeof en>;
