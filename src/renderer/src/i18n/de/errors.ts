import type en from '../en/errors';
import type { Shape } from '../schema';

export default {
  save: {
    noName: 'Ein Spielstand braucht einen Namen.',
    nameTooLong: 'Der Name eines Spielstands darf höchstens {max} Zeichen lang sein.',
    badCharacters: 'Der Name eines Spielstands darf weder {chars} noch Steuerzeichen enthalten.',
    leadingDot: 'Der Name eines Spielstands darf nicht mit einem Punkt beginnen.',
    trailingDot: 'Der Name eines Spielstands darf nicht mit einem Punkt enden.',
    reservedName: '„{name}“ ist unter Windows reserviert; wähle einen anderen Namen.',
    noSuchSave: 'Es gibt keinen Spielstand namens „{name}“.',
  },
  game: {
    nothingToContinue: 'Es gibt kein Spiel zum Fortsetzen.',
    lastGameOver: 'Das letzte Spiel ist vorbei; beginne ein neues.',
    nothingToSave: 'Kein Spiel ist offen, also gibt es nichts zu speichern.',
  },
  hint: {
    off: 'Der Host erlaubt in diesem Spiel keine Tipps.',
    stale: 'Das Spiel ist weitergegangen, seit der Tipp angefragt wurde.',
    failed: 'Diesmal ließ sich kein Tipp ermitteln. Versuche es noch einmal.',
  },
  lan: {
    hostName: 'Der Name „{name}“ gehört dem Spieler, der das Spiel ausrichtet: wähle einen anderen.',
    nameTaken: 'Am Tisch heißt schon jemand „{name}“: wähle einen anderen Namen.',
  },
} satisfies Shape<typeof en>;
