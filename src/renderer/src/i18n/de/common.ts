// Wörter, die jeder Bildschirm braucht. The German edition counts money in Megataler (MT).
import type en from '../en/common';
import type { Shape } from '../schema';

export default {
  money: '{n} MT',
  back: 'Zurück',
  cancel: 'Abbrechen',
  dismiss: 'Schließen: {text}',
  cards: '1 Karte | {n} Karten',
  actions: '1 Aktion | {n} Aktionen',
  freeTransfers: '1 freier Transfer | {n} freie Transfers',
  specialCards: '1 Sonderkarte | {n} Sonderkarten',
  players: '1 Spieler | {n} Spieler',
  aPlayer: 'Ein Spieler',
  faceDown: 'verdeckt',
  alignment: {
    Government: 'regierungstreu',
    Communist: 'kommunistisch',
    Liberal: 'liberal',
    Conservative: 'konservativ',
    Peaceful: 'friedlich',
    Violent: 'gewalttätig',
    Straight: 'bürgerlich',
    Weird: 'verrückt',
    Criminal: 'kriminell',
    Fanatic: 'fanatisch',
  },
  side: { top: 'Pfeil oben', bottom: 'Pfeil unten', left: 'Pfeil links', right: 'Pfeil rechts' },
  arrowOf: '{side} von {card}',
  faceDownOf: 'Illuminati ({seat}, verdeckt)',
  aFaceDown: 'Illuminati (verdeckt)',
  aHiddenCard: 'Karte (verdeckt)',
  aSpecialCard: 'eine Sonderkarte',
  eyeMotif: 'Ein allsehendes Auge über einer Pyramide',
} satisfies Shape<typeof en>;
