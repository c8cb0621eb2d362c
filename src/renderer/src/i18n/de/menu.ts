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
} satisfies Shape<typeof en>;
