// The 15 Special cards (CARDS.md section 4). Effects are implemented by engine/specials handlers;
// this table holds what the card says and when it may be played.
import type { SpecialCard } from './types';

export const SPECIALS = [
  { kind: 'special', id: 'assassination', effect: 'assassination', name: 'Assassination', isAction: false, timing: 'After any attack roll', text: 'The roll just made counts as a 2.' },
  { kind: 'special', id: 'bribery', effect: 'bribery', name: 'Bribery', isAction: true, timing: 'Your turn, as an action', text: 'Take control of one uncontrolled group without rolling; place it on an open arrow.' },
  { kind: 'special', id: 'computer-espionage', effect: 'computer-espionage', name: 'Computer Espionage', isAction: false, timing: 'Any time', text: 'Look at the money on one group, or at all the Special cards one player holds.' },
  { kind: 'special', id: 'deep-agent', effect: 'deep-agent', name: 'Deep Agent', isAction: false, timing: 'When an attack is declared privileged', text: 'Abolish the privilege; that attack cannot be made privileged again.' },
  { kind: 'special', id: 'interference-1', effect: 'interference', name: 'Interference', isAction: false, timing: 'During a privileged attack', text: 'You alone may interfere in one privileged attack.' },
  { kind: 'special', id: 'interference-2', effect: 'interference', name: 'Interference', isAction: false, timing: 'During a privileged attack', text: 'You alone may interfere in one privileged attack.' },
  { kind: 'special', id: 'market-manipulation', effect: 'market-manipulation', name: 'Market Manipulation', isAction: false, timing: 'Your income phase', text: 'Every group of your structure collects double income this turn (not the I.R.S. tax or the Post Office cost).' },
  { kind: 'special', id: 'media-campaign', effect: 'media-campaign', name: 'Media Campaign', isAction: false, timing: 'Any time', text: 'Bring one destroyed group back into the uncontrolled area.' },
  { kind: 'special', id: 'murphys-law', effect: 'murphys-law', name: 'Murphy\u2019s Law', isAction: false, timing: 'After any attack roll', text: 'The roll just made counts as a 12.' },
  { kind: 'special', id: 'secrets-man', effect: 'secrets-man', name: 'Secrets Man Was Not Meant To Know', isAction: false, timing: 'When another Special is played', text: 'Cancel a Special card as it is played; both go to the discard pile.' },
  { kind: 'special', id: 'senate-investigating-committee', effect: 'senate-investigating-committee', name: 'Senate Investigating Committee', isAction: false, timing: 'At the start of another player\u2019s turn', text: 'That player skips the whole turn.' },
  { kind: 'special', id: 'slush-fund', effect: 'slush-fund', name: 'Slush Fund', isAction: false, timing: 'Any time', text: 'Trade this card in for 15 MB in your Illuminati treasury.' },
  { kind: 'special', id: 'swiss-bank-account', effect: 'swiss-bank-account', name: 'Swiss Bank Account', isAction: false, timing: 'Any time', text: 'Trade this card in for 25 MB in your Illuminati treasury.' },
  { kind: 'special', id: 'whispering-campaign', effect: 'whispering-campaign', name: 'Whispering Campaign', isAction: false, timing: 'Your turn, with an attack action', text: 'Attack to destroy a group without Power: your Power against its Resistance.' },
  { kind: 'special', id: 'white-collar-crime', effect: 'white-collar-crime', name: 'White Collar Crime', isAction: false, timing: 'Any time', text: 'Redistribute all your money freely among your groups and gain 5 MB.' },
] as const satisfies readonly SpecialCard[];

export type SpecialId = (typeof SPECIALS)[number]['id'];
export type SpecialEffect = (typeof SPECIALS)[number]['effect'];
