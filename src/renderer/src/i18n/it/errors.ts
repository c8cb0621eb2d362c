import type en from '../en/errors';
import type { Shape } from '../schema';

export default {
  save: {
    noName: 'Un salvataggio ha bisogno di un nome.',
    nameTooLong: 'Il nome di un salvataggio può essere lungo al massimo {max} caratteri.',
    badCharacters: 'Il nome di un salvataggio non può contenere {chars} né caratteri di controllo.',
    leadingDot: 'Il nome di un salvataggio non può iniziare con un punto.',
    trailingDot: 'Il nome di un salvataggio non può finire con un punto.',
    reservedName: '«{name}» è riservato da Windows; scegli un altro nome.',
    noSuchSave: 'Non c\'è nessun salvataggio chiamato «{name}».',
  },
  game: {
    nothingToContinue: 'Non c\'è nessuna partita da continuare.',
    lastGameOver: 'L\'ultima partita è finita; iniziane una nuova.',
    nothingToSave: 'Nessuna partita è aperta, quindi non c\'è niente da salvare.',
  },
  hint: {
    off: 'L\'host non permette suggerimenti in questa partita.',
    stale: 'La partita è andata avanti da quando è stato chiesto il suggerimento.',
    failed: 'Questa volta non è stato possibile trovare un suggerimento. Riprova.',
  },
  lan: {
    hostName: 'Il nome «{name}» è riservato a chi ospita la partita: scegline un altro.',
    nameTaken: 'Al tavolo c\'è già qualcuno che si chiama «{name}»: scegli un altro nome.',
  },
} satisfies Shape<typeof en>;
