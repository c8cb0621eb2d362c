import type en from '../en/confirm';
import type { Shape } from '../schema';

export default {
  attack: {
    title: 'Annunciare questo attacco?',
    control: 'Un attacco con {attacker} per controllare {target}{privileged}. Una volta speso del denaro o tirati i dadi, l\'attacco consuma un\'azione e non si può ritirare.',
    neutralize: 'Un attacco con {attacker} per neutralizzare {target}{privileged}. Una volta speso del denaro o tirati i dadi, l\'attacco consuma un\'azione e non si può ritirare.',
    destroy: 'Un attacco con {attacker} per distruggere {target}{privileged}. Una volta speso del denaro o tirati i dadi, l\'attacco consuma un\'azione e non si può ritirare.',
    aided: '{attacker}, aiutato da {aiders},',
    privileged: ' (privilegiato)',
    ok: 'Attacca',
  },
  drop: {
    title: 'Lasciare questo Gruppo?',
    text: '{group} e tutti i suoi pupazzi diventano indipendenti, e il loro denaro va alla banca.',
    ok: 'Lascia',
  },
  leave: {
    title: 'Abbandonare la partita?',
    text: 'Te ne vai per sempre: i tuoi Gruppi diventano indipendenti e non potrai tornare in questa partita.',
    ok: 'Abbandona',
  },
  passTurn: {
    title: 'Passare questo turno?',
    text: 'In questo turno non compi alcuna azione e riscuoti {money}.',
    ok: 'Passa il turno',
  },
  endTurn: {
    title: 'Terminare il turno?',
    text: 'Hai ancora {actions} in questo turno. Le azioni non usate vanno perse.',
    textFree: 'Hai ancora {actions} e {free} in questo turno. Le azioni non usate vanno perse.',
    ok: 'Termina il turno',
  },
  deleteSave: {
    title: 'Eliminare questo salvataggio?',
    text: '«{name}» sparirà per sempre.',
    ok: 'Elimina',
  },
} satisfies Shape<typeof en>;
