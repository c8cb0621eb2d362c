// Die Partieanalyse (Issue 36).
import type en from '../en/review';
import type { Shape } from '../schema';

export default {
  button: 'Analyse',
  buttonTitle: 'Siegchance jedes Spielers als Kurve und deine Entscheidungen im Vergleich mit dem schweren Bot',
  log: 'Protokoll',
  heading: 'Partieanalyse',
  start: 'Diese Partie analysieren',
  notKept: 'Diese Partie ist nicht unter den aufbewahrten Wiederholungen: Eine Partie wird dort aufbewahrt, wo sie endet, nicht beim Laden eines Spielstands. Importiere ihren Spielstand im Bildschirm „Wiederholungen“, um sie zu analysieren.',
  startNote: 'Der schwere Bot beurteilt jede Entscheidung der menschlichen Spieler nach dem, was sie damals sehen konnten. Das dauert einige Minuten; das Ergebnis wird mit der Aufzeichnung aufbewahrt.',
  progress: 'Entscheidungen bewertet: {done} von {total}',
  cancel: 'Abbrechen',
  failed: 'Die Analyse ist fehlgeschlagen: {error}',
  chart: 'Siegchance nach jedem Zug',
  chartLabel: 'Die Siegchance jedes Spielers nach jedem Zug; die Linie markiert den gezeigten Schritt.',
  decisive: 'Zug {turn}: die Siegchance von {name} steigt zum ersten Mal über 50 %.',
  moments: 'Schlüsselmomente',
  moment: {
    won: 'Zug {turn}: {name} gewinnt die Partie: {before} → {after}.',
    took: 'Zug {turn}: {name} übernimmt {cards}: {before} → {after}.',
    lost: 'Zug {turn}: {name} verliert {cards}: {before} → {after}.',
    other: 'Zug {turn}: {name}: {before} → {after}.',
  },
  decisions: 'Entscheidungen von {name}',
  noDecisions: 'Keine Entscheidungen menschlicher Spieler zu bewerten: alle Plätze waren Bots.',
  rating: { good: 'gut', inaccuracy: 'Ungenauigkeit', mistake: 'Fehler', blunder: 'grober Fehler' },
  count: { good: '{n} gut | {n} gut', inaccuracy: '{n} Ungenauigkeit | {n} Ungenauigkeiten', mistake: '{n} Fehler | {n} Fehler', blunder: '{n} grober Fehler | {n} grobe Fehler' },
  decisionLine: 'Zug {turn}: {what}',
  yours: 'Deine Wahl: {what}',
  bots: 'Die Wahl des Bots: {what}',
  same: 'Der Bot hätte dasselbe getan.',
  chances: 'Deine Siegchance, bis zu deinem nächsten Zug durchgespielt: {mine} mit deiner Wahl, {best} mit der des Bots ({rating}).',
  shown: 'Die Wahl des Bots ist auf dem Tisch hervorgehoben.',
  compare: 'Dein Zug: {mine} · die Wahl des Bots: {bot}',
  compareChances: 'Bis zu deinem nächsten Zug durchgespielt, deine Siegchance: {mine} mit deinem Zug, {bot} mit dem des Bots ({rating}).',
  compareSame: 'Dein Zug ist auch die Wahl des Bots.',
} satisfies Shape<typeof en>;
