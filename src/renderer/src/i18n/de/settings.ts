import type en from '../en/settings';
import type { Shape } from '../schema';

export default {
  title: 'Einstellungen',
  speed: 'Tempo der Bots und Animationen',
  speeds: {
    instant: 'Sofort: Bots handeln ohne Pause, keine Animationen',
    fast: 'Schnell',
    normal: 'Normal',
    slow: 'Langsam: Zeit, jedem Zug zu folgen',
  },
  display: 'Anzeige',
  scale: 'Größe von Text und Bedienelementen: {percent}',
  reducedMotion: 'Weniger Bewegung: keine Animationen',
  cardsAsPrinted: 'Karten wie gedruckt (gedreht): eroberte Gruppen drehen sich mit ihren Pfeilen',
  sound: 'Ton',
  volume: 'Lautstärke der Klangeffekte: {percent}',
  muted: 'Stumm: gar kein Ton',
  language: 'Sprache',
  languageSystem: 'Systemsprache ({name})',
  languageNote: 'Die Sprache des Spiels; die Regelausgabe wird bei jedem neuen Spiel gewählt.',
  updates: 'Aktualisierungen',
  checkForUpdates: 'Beim Start nach einer neuen Version suchen (sie wird beim Beenden installiert, nie während eines Spiels)',
} satisfies Shape<typeof en>;
