// Parole comuni. Terms follow the 1999 Italian rulebook: MB (megabucks), Gruppi indipendenti,
// pupazzi, maestro, pila dei morti, and its ten allineamenti.
import type en from '../en/common';
import type { Shape } from '../schema';

export default {
  money: '{n} MB',
  back: 'Indietro',
  cancel: 'Annulla',
  dismiss: 'Chiudi: {text}',
  cards: '1 carta | {n} carte',
  actions: '1 azione | {n} azioni',
  freeTransfers: '1 trasferimento gratuito | {n} trasferimenti gratuiti',
  specialCards: '1 Carta Speciale | {n} Carte Speciali',
  players: '1 giocatore | {n} giocatori',
  aPlayer: 'Un giocatore',
  faceDown: 'coperto',
  alignment: {
    Government: 'Governativo',
    Communist: 'Comunista',
    Liberal: 'Liberale',
    Conservative: 'Conservatore',
    Peaceful: 'Pacifico',
    Violent: 'Violento',
    Straight: 'Normale',
    Weird: 'Strano',
    Criminal: 'Criminale',
    Fanatic: 'Fanatico',
  },
  side: { top: 'freccia in alto', bottom: 'freccia in basso', left: 'freccia a sinistra', right: 'freccia a destra' },
  arrowOf: '{side} di {card}',
  faceDownOf: 'Illuminati coperto di {seat}',
  aFaceDown: 'Illuminati coperto',
  aHiddenCard: 'carta nascosta',
  aSpecialCard: 'una Carta Speciale',
  eyeMotif: 'Un occhio che tutto vede sopra una piramide',
} satisfies Shape<typeof en>;
