import type en from '../en/odds';
import type { Shape } from '../schema';

export default {
  power: 'Macht von {card}',
  aid: 'Unterstützung durch {card}',
  neutralize: 'Angriff zur Neutralisierung',
  sameAlignments: '1 gleiche Gesinnung | {n} gleiche Gesinnungen',
  oppositeAlignments: '1 entgegengesetzte Gesinnung | {n} entgegengesetzte Gesinnungen',
  ability: '{card}',
  targetPower: 'Macht von {card}',
  targetResistance: 'Widerstand von {card}',
  targetResistanceWhisper: 'Widerstand von {card} ({whisper})',
  depth: 'Tiefe {n} in einer fremden Machtstruktur',
  ufoBonus: 'UFO-Bonus (geheime Ziele)',
  statedPower: 'Angegebene Macht der verdeckten Illuminati',
  money: 'Bisher für den Angriff ausgegebenes Geld',
} satisfies Shape<typeof en>;
