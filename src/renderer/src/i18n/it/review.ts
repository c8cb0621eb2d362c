// L’analisi della partita (issue 36).
import type en from '../en/review';
import type { Shape } from '../schema';

export default {
  button: 'Analisi',
  buttonTitle: 'La probabilità di vittoria di ogni giocatore in un grafico e le tue decisioni confrontate con il bot difficile',
  log: 'Registro',
  heading: 'Analisi della partita',
  start: 'Analizza questa partita',
  notKept: 'Questa partita non è tra i replay conservati: una partita viene conservata dove e quando finisce, non quando se ne carica un salvataggio. Importa il suo salvataggio nella schermata dei replay per analizzarla.',
  startNote: 'Il bot difficile giudica ogni decisione dei giocatori umani da ciò che potevano vedere allora. Richiede alcuni minuti; l’analisi resta con la registrazione.',
  progress: 'Decisioni valutate: {done} di {total}',
  cancel: 'Annulla',
  failed: 'L’analisi non è riuscita: {error}',
  chart: 'Probabilità di vittoria dopo ogni turno',
  chartLabel: 'La probabilità di vittoria di ogni giocatore dopo ogni turno; la linea segna il passo mostrato.',
  decisive: 'Turno {turn}: la probabilità di {name} supera per la prima volta il 50%.',
  moments: 'Momenti chiave',
  moment: {
    won: 'Turno {turn}: {name} vince la partita: {before} → {after}.',
    took: 'Turno {turn}: {name} prende {cards}: {before} → {after}.',
    lost: 'Turno {turn}: {name} perde {cards}: {before} → {after}.',
    other: 'Turno {turn}: {name}: {before} → {after}.',
  },
  decisions: 'Decisioni di {name}',
  noDecisions: 'Nessuna decisione di giocatori umani da valutare: ogni posto era un bot.',
  rating: { good: 'buona', inaccuracy: 'imprecisione', mistake: 'errore', blunder: 'errore grave' },
  count: { good: '{n} buona | {n} buone', inaccuracy: '{n} imprecisione | {n} imprecisioni', mistake: '{n} errore | {n} errori', blunder: '{n} errore grave | {n} errori gravi' },
  decisionLine: 'Turno {turn}: {what}',
  yours: 'La tua scelta: {what}',
  bots: 'La scelta del bot: {what}',
  same: 'Il bot avrebbe fatto lo stesso.',
  chances: 'La tua probabilità di vittoria, giocata fino al tuo prossimo turno: {mine} con la tua scelta, {best} con quella del bot ({rating}).',
  shown: 'La scelta del bot è evidenziata sul tavolo.',
  compare: 'La tua mossa: {mine} · la scelta del bot: {bot}',
  compareChances: 'Giocata fino al tuo prossimo turno, la tua probabilità di vittoria: {mine} con la tua mossa, {bot} con quella del bot ({rating}).',
  compareSame: 'La tua mossa è anche la scelta del bot.',
} satisfies Shape<typeof en>;
