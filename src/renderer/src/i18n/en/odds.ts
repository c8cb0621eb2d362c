// The odds breakdown of an attack: one line per modifier (ModifierTerm in the engine), worded by
// i18n/odds.ts modifierLabel() for the attack form and the attack window (panels/OddsView.vue).
export default {
  power: 'Power of {card}',
  aid: 'Aid from {card}',
  neutralize: 'Attack to neutralize',
  sameAlignments: '1 identical alignment | {n} identical alignments',
  oppositeAlignments: '1 opposite alignment | {n} opposite alignments',
  ability: '{card}',
  targetPower: 'Power of {card}',
  targetResistance: 'Resistance of {card}',
  targetResistanceWhisper: 'Resistance of {card} ({whisper})',
  depth: 'Depth {n} in a rival structure',
  ufoBonus: 'UFO bonus (hidden goals)',
  statedPower: 'Stated Power of the face-down Illuminati',
  money: 'Money spent on the attack so far',
};
