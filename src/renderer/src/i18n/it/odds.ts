import type en from '../en/odds';
import type { Shape } from '../schema';

export default {
  power: 'Potere di {card}',
  aid: 'Aiuto da {card}',
  neutralize: 'Attacco per neutralizzare',
  sameAlignments: '1 allineamento identico | {n} allineamenti identici',
  oppositeAlignments: '1 allineamento opposto | {n} allineamenti opposti',
  ability: '{card}',
  targetPower: 'Potere di {card}',
  targetResistance: 'Resistenza di {card}',
  targetResistanceWhisper: 'Resistenza di {card} ({whisper})',
  depth: 'Profondità {n} in una Struttura rivale',
  ufoBonus: 'Bonus degli UFO (obiettivi segreti)',
  statedPower: 'Potere dichiarato dell\'Illuminati coperto',
  money: 'Denaro speso finora per l\'attacco',
} satisfies Shape<typeof en>;
