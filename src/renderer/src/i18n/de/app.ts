import type en from '../en/app';
import type { Shape } from '../schema';

export default {
  connecting: 'Verbindung zum Spiel-Host wird aufgebaut…',
  reconnecting: 'Die Verbindung zum Spiel-Host ist abgerissen. Neuer Versuch…',
  closed: 'Die Verbindung zum Spiel-Host ist geschlossen. Lade die Seite neu, um es wieder zu versuchen.',
  curtain: {
    title: 'Weitergeben an {name}',
    lookAway: 'Alle anderen bitte wegsehen: gleich werden die Karten von {name} gezeigt.',
    show: 'Ich bin {name}: meinen Tisch zeigen',
  },
  busy: {
    starting: 'Das Spiel beginnt…',
    continuing: 'Das letzte Spiel wird geöffnet…',
    loading: 'Wird geladen…',
    importing: 'Wird importiert…',
    opening: 'Das Spiel wird geöffnet…',
  },
  notice: {
    hostRestartedContinue: 'Der Spiel-Host wurde neu gestartet. Wähle „Fortsetzen“, um weiterzuspielen.',
    hostRestartedGone: 'Der Spiel-Host wurde neu gestartet, und das Spiel ist nicht mehr offen.',
    closedByHost: 'Der Host hat das Spiel geschlossen.',
    saved: 'Gespeichert als „{name}“.',
  },
} satisfies Shape<typeof en>;
