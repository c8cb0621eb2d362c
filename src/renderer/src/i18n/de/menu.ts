import type en from '../en/menu';
import type { Shape } from '../schema';

export default {
  title: 'Illuminati',
  tagline: 'Das Spiel der Verschwörung',
  label: 'Hauptmenü',
  resume: 'Zurück zum offenen Spiel',
  newGame: 'Neues Spiel',
  continue: 'Fortsetzen',
  load: 'Spiel laden',
  join: 'LAN-Spiel beitreten',
  settings: 'Einstellungen',
  rules: 'Regeln',
  quit: 'Beenden',
  version: 'Version {version}',
  browserQuit: 'Im Browser schließt du zum Beenden den Tab. Deine Spiele bleiben gespeichert.',
  damaged: {
    autosave: 'Dein letztes Spiel konnte nicht gelesen werden; die Datei wurde als {keptAs} aufbewahrt.',
    journal: 'Das Journal deines letzten Spiels war beschädigt: {recovered} seiner Züge wurden wiederhergestellt, die Datei wurde als {keptAs} aufbewahrt.',
    settings: 'Deine Einstellungen konnten nicht gelesen werden und stehen wieder auf den Vorgaben; die Datei wurde als {keptAs} aufbewahrt.',
    lan: 'Das gespeicherte LAN-Spiel konnte nicht gelesen werden; die Datei wurde als {keptAs} aufbewahrt.',
    save: 'Der Spielstand {file} konnte nicht gelesen werden; die Datei wurde als {keptAs} aufbewahrt.',
    replay: 'Die Wiederholung {file} konnte nicht gelesen werden; die Datei wurde als {keptAs} aufbewahrt.',
  },
} satisfies Shape<typeof en>;
