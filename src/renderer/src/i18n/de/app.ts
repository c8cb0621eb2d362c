import type en from '../en/app';
import type { Shape } from '../schema';

export default {
  connecting: 'Verbindung zum Spiel-Host wird aufgebaut…',
  reconnecting: 'Die Verbindung zum Spiel-Host ist abgerissen. Neuer Versuch…',
  closed: 'Die Verbindung zum Spiel-Host ist geschlossen. Lade die Seite neu, um es wieder zu versuchen.',
  noSeat: 'Es gibt keinen Platz, für den gehandelt werden kann.',
  transport: {
    dropped: 'Die Verbindung zum Spiel-Host ist abgerissen, bevor er antwortete. Der Tisch wird aufgefrischt; versuch es noch einmal.',
    unreachable: 'Der Spiel-Host ist nicht erreichbar (neuer Versuch läuft). Versuch es gleich noch einmal.',
    closed: 'Die Verbindung zum Spiel-Host ist geschlossen.',
    timeout: 'Der Spiel-Host hat nicht rechtzeitig geantwortet.',
    tooLarge: 'Diese Anfrage ist zu groß zum Senden (die Grenze ist {limit} KB).',
    hostTooLarge: 'Der Spiel-Host hat eine zu große Nachricht geschickt; die Anfrage konnte nicht beantwortet werden.',
    malformed: 'Der Spiel-Host hat eine Antwort geschickt, die der Tisch nicht lesen kann.',
    noHost: 'Kein Spiel-Host: weder die Desktop-Brücke noch eine Web-Adresse ist verfügbar.',
  },
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
  command: {
    nothingToSave: 'Öffne ein Spiel auf dem Tisch, um es zu speichern.',
    leaveTitle: 'Dieses Spiel verlassen?',
    leaveText: 'Das Spiel bleibt gespeichert: Wähle im Menü „Fortsetzen“, um weiterzuspielen.',
    load: 'Spiel laden',
    newGame: 'Neues Spiel',
  },
  disk: {
    title: 'Nicht auf der Festplatte gespeichert.',
    text: 'Das Spiel geht nur im Speicher weiter: Speichere zur Sicherheit anderswo eine Kopie.',
    saveElsewhere: 'Kopie anderswo speichern…',
    exportFailed: 'Das Spiel konnte nicht exportiert werden.',
  },
  notice: {
    hostRestartedContinue: 'Der Spiel-Host wurde neu gestartet. Wähle „Fortsetzen“, um weiterzuspielen.',
    hostRestartedGone: 'Der Spiel-Host wurde neu gestartet, und das Spiel ist nicht mehr offen.',
    closedByHost: 'Der Host hat das Spiel geschlossen.',
    saved: 'Gespeichert als „{name}“.',
  },
} satisfies Shape<typeof en>;
