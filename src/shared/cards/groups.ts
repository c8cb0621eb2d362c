// The 83 Group cards. Numbers, alignments and arrow sides transcribed from ../shared/cards/groups.csv
// and CARDS.md section 3 (verified against two scan sets); abilities as data per CARDS.md and its
// section 6 rulings. tests/cards/catalog.test.ts re-reads the CSV and compares every field.
import type { GroupCard } from './types';

export const GROUPS = [
  { kind: 'group', id: 'american-autoduel-association', name: 'American Autoduel Association', power: 1, transferable: 0, resistance: 5, income: 1, alignments: ['Violent', 'Weird'], inSide: 'left', outSides: ['right'], abilities: [], text: '' },
  { kind: 'group', id: 'anti-nuclear-activists', name: 'Anti-Nuclear Activists', power: 2, transferable: 0, resistance: 5, income: 1, alignments: ['Liberal'], inSide: 'left', outSides: ['top'],
    abilities: [
      { kind: 'attackBonus', scope: 'anyAttempt', attacks: ['destroy'], bonus: 2, target: { ids: ['nuclear-power-companies'] } },
    ], text: '+2 when its owner tries to destroy Nuclear Power Companies.' },
  { kind: 'group', id: 'antiwar-activists', name: 'Antiwar Activists', power: 0, transferable: 0, resistance: 3, income: 1, alignments: ['Peaceful', 'Liberal'], inSide: 'left', outSides: [], abilities: [], text: '' },
  { kind: 'group', id: 'big-media', name: 'Big Media', power: 4, transferable: 3, resistance: 6, income: 3, alignments: ['Liberal', 'Straight'], inSide: 'right', outSides: ['top', 'bottom', 'left'], abilities: [], text: '' },
  { kind: 'group', id: 'boy-sprouts', name: 'Boy Sprouts', power: 0, transferable: 0, resistance: 3, income: 1, alignments: ['Straight', 'Peaceful'], inSide: 'left', outSides: [], abilities: [], text: '' },
  { kind: 'group', id: 'cia', name: 'C.I.A.', power: 6, transferable: 4, resistance: 5, income: 0, alignments: ['Government', 'Violent'], inSide: 'right', outSides: ['top', 'bottom', 'left'], abilities: [], text: '' },
  { kind: 'group', id: 'cfl-aio', name: 'CFL-AIO', power: 6, transferable: 0, resistance: 5, income: 3, alignments: ['Liberal'], inSide: 'right', outSides: ['top', 'bottom', 'left'], abilities: [], text: '' },
  { kind: 'group', id: 'california', name: 'California', power: 5, transferable: 0, resistance: 4, income: 5, alignments: ['Liberal', 'Weird', 'Government'], inSide: 'left', outSides: ['top', 'bottom'], abilities: [], text: '' },
  { kind: 'group', id: 'chinese-campaign-donors', name: 'Chinese Campaign Donors', power: 3, transferable: 0, resistance: 2, income: 3, alignments: ['Communist'], inSide: 'right', outSides: ['top', 'bottom'],
    abilities: [
      { kind: 'actsAsAlignment', attacks: ['control'], targetAlignment: 'Government', replace: 'Communist', with: 'Government' },
    ], text: 'Counts as a Government group whenever it is the attacker trying to take control of a Government group.' },
  { kind: 'group', id: 'clone-arrangers', name: 'Clone Arrangers', power: 6, transferable: 2, resistance: 6, income: 1, alignments: ['Violent', 'Communist', 'Criminal'], inSide: 'left', outSides: ['right', 'bottom'],
    abilities: [
      { kind: 'attackBonus', scope: 'anyAttempt', attacks: ['destroy'], bonus: 3 },
    ], text: '+3 on every destroy attempt by its owner.' },
  { kind: 'group', id: 'comic-books', name: 'Comic Books', power: 1, transferable: 0, resistance: 1, income: 2, alignments: ['Weird', 'Violent'], inSide: 'left', outSides: ['top'], abilities: [], text: '' },
  { kind: 'group', id: 'congressional-wives', name: 'Congressional Wives', power: 1, transferable: 0, resistance: 4, income: 1, alignments: ['Conservative', 'Straight'], inSide: 'left', outSides: ['right'], abilities: [], text: '' },
  { kind: 'group', id: 'convenience-stores', name: 'Convenience Stores', power: 1, transferable: 0, resistance: 4, income: 3, alignments: ['Straight'], inSide: 'left', outSides: ['bottom'], abilities: [], text: '' },
  { kind: 'group', id: 'copy-shops', name: 'Copy Shops', power: 1, transferable: 0, resistance: 3, income: 4, alignments: ['Peaceful'], inSide: 'right', outSides: ['left'], abilities: [], text: '' },
  { kind: 'group', id: 'cycle-gangs', name: 'Cycle Gangs', power: 0, transferable: 0, resistance: 4, income: 0, alignments: ['Violent', 'Weird'], inSide: 'left', outSides: [],
    abilities: [
      { kind: 'attackBonus', scope: 'anyAttempt', attacks: ['destroy'], bonus: 2 },
    ], text: '+2 on every destroy attempt by its owner.' },
  { kind: 'group', id: 'democrats', name: 'Democrats', power: 5, transferable: 0, resistance: 4, income: 3, alignments: ['Liberal'], inSide: 'right', outSides: ['bottom', 'left'], abilities: [], text: '' },
  { kind: 'group', id: 'eco-guerrillas', name: 'Eco-Guerrillas', power: 0, transferable: 0, resistance: 6, income: 1, alignments: ['Liberal', 'Violent', 'Weird'], inSide: 'right', outSides: [], abilities: [], text: '' },
  { kind: 'group', id: 'empty-vee', name: 'Empty Vee', power: 3, transferable: 0, resistance: 3, income: 4, alignments: [], inSide: 'right', outSides: ['bottom', 'left'], abilities: [], text: '' },
  { kind: 'group', id: 'evil-geniuses-for-a-better-tomorrow', name: 'Evil Geniuses for a Better Tomorrow', power: 0, transferable: 2, resistance: 6, income: 3, alignments: ['Violent', 'Weird'], inSide: 'right', outSides: [],
    abilities: [
      { kind: 'attackBonus', scope: 'anyAttempt', attacks: ['control', 'neutralize', 'destroy'], bonus: 4, target: { ids: ['orbital-mind-control-lasers'] } },
    ], text: '+4 on any control, neutralize or destroy attempt aimed at Orbital Mind Control Lasers.' },
  { kind: 'group', id: 'fbi', name: 'F.B.I.', power: 4, transferable: 2, resistance: 6, income: 0, alignments: ['Government', 'Straight'], inSide: 'right', outSides: ['top', 'bottom'], abilities: [], text: '' },
  { kind: 'group', id: 'fast-food-chains', name: 'Fast Food Chains', power: 2, transferable: 0, resistance: 4, income: 3, alignments: ['Straight'], inSide: 'left', outSides: ['bottom'], abilities: [], text: '' },
  { kind: 'group', id: 'federal-reserve', name: 'Federal Reserve', power: 5, transferable: 3, resistance: 7, income: 6, alignments: ['Government'], inSide: 'left', outSides: ['top', 'right'],
    abilities: [
      { kind: 'transferAnywhere' },
    ], text: 'Money it transfers may be sent to any group of the same power structure, not just a neighbouring one.' },
  { kind: 'group', id: 'feminists', name: 'Feminists', power: 2, transferable: 0, resistance: 2, income: 1, alignments: ['Liberal'], inSide: 'left', outSides: ['bottom'],
    abilities: [
      { kind: 'attackBonus', scope: 'anyAttempt', attacks: ['control'], bonus: 3, target: { alignment: 'Liberal' } },
    ], text: '+3 on every control attempt against a Liberal group.' },
  { kind: 'group', id: 'fiendish-fluoridators', name: 'Fiendish Fluoridators', power: 3, transferable: 0, resistance: 5, income: 1, alignments: ['Communist', 'Fanatic'], inSide: 'left', outSides: ['top', 'right'], abilities: [], text: '' },
  { kind: 'group', id: 'flat-earthers', name: 'Flat Earthers', power: 1, transferable: 0, resistance: 2, income: 1, alignments: ['Weird', 'Conservative'], inSide: 'right', outSides: ['left'], abilities: [], text: '' },
  { kind: 'group', id: 'fnord-motor-company', name: 'Fnord Motor Company', power: 2, transferable: 0, resistance: 4, income: 2, alignments: ['Peaceful'], inSide: 'left', outSides: ['right'], abilities: [], text: '' },
  { kind: 'group', id: 'fraternal-orders', name: 'Fraternal Orders', power: 3, transferable: 0, resistance: 5, income: 2, alignments: ['Conservative'], inSide: 'right', outSides: ['top'], abilities: [], text: '' },
  { kind: 'group', id: 'girlie-magazines', name: 'Girlie Magazines', power: 2, transferable: 0, resistance: 2, income: 3, alignments: ['Liberal'], inSide: 'right', outSides: ['bottom'], abilities: [], text: '' },
  { kind: 'group', id: 'goldfish-fanciers', name: 'Goldfish Fanciers', power: 0, transferable: 0, resistance: 4, income: 1, alignments: ['Peaceful', 'Fanatic'], inSide: 'left', outSides: [], abilities: [], text: '' },
  { kind: 'group', id: 'gun-lobby', name: 'Gun Lobby', power: 1, transferable: 0, resistance: 3, income: 1, alignments: ['Conservative', 'Violent'], inSide: 'right', outSides: ['bottom', 'left'],
    abilities: [
      { kind: 'resistanceAgainst', value: 10, attackerAlignments: ['Liberal', 'Communist', 'Weird'] },
    ], text: "Resistance 3 normally, but 10 when the attacking group is Liberal, Communist or Weird (printed as 'Resistance: *')." },
  { kind: 'group', id: 'hackers', name: 'Hackers', power: 1, transferable: 1, resistance: 4, income: 2, alignments: ['Weird', 'Fanatic'], inSide: 'right', outSides: ['top'],
    abilities: [
      { kind: 'attackBonus', scope: 'anyAttempt', attacks: ['neutralize'], bonus: 3 },
    ], text: '+3 on every neutralize attempt by its owner.' },
  { kind: 'group', id: 'health-food-stores', name: 'Health Food Stores', power: 1, transferable: 0, resistance: 3, income: 2, alignments: ['Liberal'], inSide: 'left', outSides: ['bottom'],
    abilities: [
      { kind: 'attackBonus', scope: 'anyAttempt', attacks: ['control'], bonus: 2, target: { ids: ['anti-nuclear-activists'] } },
    ], text: '+2 on control attempts against Anti-Nuclear Activists.' },
  { kind: 'group', id: 'hollywood', name: 'Hollywood', power: 2, transferable: 0, resistance: 0, income: 5, alignments: ['Liberal'], inSide: 'left', outSides: ['right', 'bottom'], abilities: [], text: '' },
  { kind: 'group', id: 'irs', name: 'I.R.S.', power: 5, transferable: 3, resistance: 5, income: 0, alignments: ['Criminal', 'Government'], inSide: 'right', outSides: ['top', 'bottom'],
    abilities: [
      { kind: 'tax', amount: 2 },
    ], text: "No fixed income ('see above'): during its owner's income phase the owner collects 2 MB from each opponent, who may pay it from any of their groups; a player with no money pays nothing." },
  { kind: 'group', id: 'intellectuals', name: 'Intellectuals', power: 0, transferable: 0, resistance: 3, income: 1, alignments: ['Weird', 'Fanatic'], inSide: 'left', outSides: [], abilities: [], text: '' },
  { kind: 'group', id: 'international-cocaine-smugglers', name: 'International Cocaine Smugglers', power: 3, transferable: 0, resistance: 5, income: 5, alignments: ['Criminal'], inSide: 'left', outSides: ['top', 'right', 'bottom'],
    abilities: [
      { kind: 'attackBonus', scope: 'anyAttempt', attacks: ['control'], bonus: 4, target: { ids: ['punk-rockers', 'cycle-gangs', 'hollywood'] } },
    ], text: '+4 on control attempts against Punk Rockers, Cycle Gangs or Hollywood.' },
  { kind: 'group', id: 'international-communist-conspiracy', name: 'International Communist Conspiracy', power: 7, transferable: 0, resistance: 8, income: 6, alignments: ['Communist'], inSide: 'right', outSides: ['top', 'bottom', 'left'],
    abilities: [
      { kind: 'attackBonus', scope: 'anyAttempt', attacks: ['control'], bonus: 3, target: { alignment: 'Communist' } },
    ], text: '+3 on every control attempt against a Communist group.' },
  { kind: 'group', id: 'junk-mail', name: 'Junk Mail', power: 1, transferable: 0, resistance: 3, income: 2, alignments: ['Criminal'], inSide: 'right', outSides: ['top'],
    abilities: [
      { kind: 'attackBonus', scope: 'anyAttempt', attacks: ['control'], bonus: 4, target: { ids: ['post-office'] } },
    ], text: '+4 on control attempts against the Post Office.' },
  { kind: 'group', id: 'kgb', name: 'KGB', power: 2, transferable: 2, resistance: 6, income: 0, alignments: ['Communist', 'Violent'], inSide: 'right', outSides: ['bottom'],
    abilities: [
      { kind: 'attackBonus', scope: 'anyAttempt', attacks: ['destroy'], bonus: 2 },
    ], text: '+2 on every destroy attempt by its owner.' },
  { kind: 'group', id: 'kkk', name: 'KKK', power: 2, transferable: 0, resistance: 5, income: 1, alignments: ['Conservative', 'Violent'], inSide: 'right', outSides: ['bottom'], abilities: [], text: '' },
  { kind: 'group', id: 'l-4-society', name: 'L-4 Society', power: 1, transferable: 0, resistance: 2, income: 0, alignments: ['Weird'], inSide: 'right', outSides: ['left'],
    abilities: [
      { kind: 'attackBonus', scope: 'self', attacks: ['control', 'neutralize', 'destroy'], bonus: 4, target: { ids: ['orbital-mind-control-lasers'] } },
    ], text: '+4 when it directly attacks Orbital Mind Control Lasers (control, neutralize or destroy).' },
  { kind: 'group', id: 'libertarians', name: 'Libertarians', power: 1, transferable: 0, resistance: 4, income: 1, alignments: ['Fanatic'], inSide: 'left', outSides: ['top'], abilities: [], text: '' },
  { kind: 'group', id: 'loan-sharks', name: 'Loan Sharks', power: 5, transferable: 0, resistance: 5, income: 6, alignments: ['Criminal', 'Violent'], inSide: 'left', outSides: ['right'], abilities: [], text: '' },
  { kind: 'group', id: 'local-police-departments', name: 'Local Police Departments', power: 0, transferable: 0, resistance: 4, income: 1, alignments: ['Conservative', 'Straight', 'Violent'], inSide: 'left', outSides: [], abilities: [], text: '' },
  { kind: 'group', id: 'madison-avenue', name: 'Madison Avenue', power: 3, transferable: 3, resistance: 3, income: 2, alignments: [], inSide: 'right', outSides: ['bottom', 'left'],
    abilities: [
      { kind: 'attackBonus', scope: 'anyAttempt', attacks: ['control'], bonus: 5, target: { ids: ['big-media', 'empty-vee'] } },
    ], text: '+5 on control attempts against Big Media or Empty Vee.' },
  { kind: 'group', id: 'militia', name: 'Militia', power: 2, transferable: 0, resistance: 4, income: 2, alignments: ['Violent', 'Conservative'], inSide: 'right', outSides: ['top', 'left'],
    abilities: [
      { kind: 'attackBonus', scope: 'anyAttempt', attacks: ['destroy'], bonus: 6, target: { alignment: 'Communist' } },
    ], text: '+6 on destroy attempts against Communist groups.' },
  { kind: 'group', id: 'moonies', name: 'Moonies', power: 2, transferable: 0, resistance: 4, income: 3, alignments: ['Peaceful', 'Fanatic'], inSide: 'left', outSides: ['top'], abilities: [], text: '' },
  { kind: 'group', id: 'moral-minority', name: 'Moral Minority', power: 2, transferable: 0, resistance: 1, income: 2, alignments: ['Conservative', 'Straight', 'Fanatic'], inSide: 'right', outSides: ['bottom'], abilities: [], text: '' },
  { kind: 'group', id: 'morticians', name: 'Morticians', power: 0, transferable: 0, resistance: 4, income: 1, alignments: ['Straight', 'Peaceful'], inSide: 'right', outSides: [], abilities: [], text: '' },
  { kind: 'group', id: 'multinational-oil-companies', name: 'Multinational Oil Companies', power: 6, transferable: 0, resistance: 4, income: 8, alignments: [], inSide: 'left', outSides: ['top', 'right', 'bottom'], abilities: [], text: '' },
  { kind: 'group', id: 'nephews-of-god', name: 'Nephews of God', power: 0, transferable: 0, resistance: 4, income: 2, alignments: ['Conservative', 'Fanatic'], inSide: 'right', outSides: [], abilities: [], text: '' },
  { kind: 'group', id: 'new-york', name: 'New York', power: 7, transferable: 0, resistance: 8, income: 3, alignments: ['Violent', 'Criminal', 'Government'], inSide: 'right', outSides: ['top', 'bottom', 'left'], abilities: [], text: '' },
  { kind: 'group', id: 'nuclear-power-companies', name: 'Nuclear Power Companies', power: 4, transferable: 0, resistance: 4, income: 3, alignments: ['Conservative'], inSide: 'right', outSides: ['left'], abilities: [], text: '' },
  { kind: 'group', id: 'orbital-mind-control-lasers', name: 'Orbital Mind Control Lasers', power: 4, transferable: 2, resistance: 5, income: 0, alignments: ['Communist'], inSide: 'left', outSides: ['top', 'right'],
    abilities: [
      { kind: 'shiftAlignment' },
    ], text: 'Add an alignment to, remove one from, or flip one to its opposite on any single other group in play; the change ends with that turn (see printing note).' },
  { kind: 'group', id: 'parent-teacher-agglomeration', name: 'Parent/Teacher Agglomeration', power: 0, transferable: 0, resistance: 5, income: 1, alignments: ['Peaceful', 'Conservative', 'Straight'], inSide: 'left', outSides: [], abilities: [], text: '' },
  { kind: 'group', id: 'pentagon', name: 'Pentagon', power: 6, transferable: 0, resistance: 6, income: 2, alignments: ['Government', 'Violent', 'Straight'], inSide: 'right', outSides: ['top', 'bottom', 'left'], abilities: [], text: '' },
  { kind: 'group', id: 'phone-phreaks', name: 'Phone Phreaks', power: 0, transferable: 1, resistance: 1, income: 1, alignments: ['Criminal', 'Liberal'], inSide: 'left', outSides: [],
    abilities: [
      { kind: 'attackBonus', scope: 'anyAttempt', attacks: ['control', 'neutralize', 'destroy'], bonus: 3, target: { ids: ['the-phone-company'] } },
    ], text: '+3 on control, neutralize or destroy attempts against The Phone Company.' },
  { kind: 'group', id: 'post-office', name: 'Post Office', power: 4, transferable: 3, resistance: 3, income: -1, alignments: ['Government'], inSide: 'right', outSides: ['bottom'],
    abilities: [
      { kind: 'upkeep', amount: 1 },
    ], text: 'Negative income: its owner pays 1 MB to the bank each income phase (from its master or the Illuminati treasury).' },
  { kind: 'group', id: 'professional-sports', name: 'Professional Sports', power: 2, transferable: 0, resistance: 4, income: 3, alignments: ['Violent', 'Fanatic'], inSide: 'left', outSides: ['right', 'bottom'], abilities: [], text: '' },
  { kind: 'group', id: 'psychiatrists', name: 'Psychiatrists', power: 0, transferable: 0, resistance: 6, income: 2, alignments: ['Weird'], inSide: 'right', outSides: [], abilities: [], text: '' },
  { kind: 'group', id: 'punk-rockers', name: 'Punk Rockers', power: 0, transferable: 0, resistance: 4, income: 1, alignments: ['Weird'], inSide: 'left', outSides: [], abilities: [], text: '' },
  { kind: 'group', id: 'recyclers', name: 'Recyclers', power: 2, transferable: 0, resistance: 2, income: 3, alignments: ['Liberal'], inSide: 'right', outSides: ['left'],
    abilities: [
      { kind: 'buyDraw', cost: 5 },
    ], text: "On your turn you may spend 5 MB out of the Recyclers' own treasury to draw one extra card; this is not an action." },
  { kind: 'group', id: 'republicans', name: 'Republicans', power: 4, transferable: 0, resistance: 4, income: 4, alignments: ['Conservative'], inSide: 'right', outSides: ['top', 'bottom', 'left'], abilities: [], text: '' },
  { kind: 'group', id: 'robot-sea-monsters', name: 'Robot Sea Monsters', power: 0, transferable: 0, resistance: 6, income: 2, alignments: ['Violent', 'Communist'], inSide: 'right', outSides: [], abilities: [], text: '' },
  { kind: 'group', id: 'smof', name: 'S.M.O.F.', power: 1, transferable: 0, resistance: 1, income: 0, alignments: ['Weird'], inSide: 'right', outSides: ['top', 'bottom'],
    abilities: [
      { kind: 'attackBonus', scope: 'self', attacks: ['control'], bonus: 5, target: { ids: ['science-fiction-fans'] } },
      { kind: 'attackBonus', scope: 'self', attacks: ['control'], bonus: 2, target: { ids: ['trekkies'] } },
    ], text: '+5 when it attacks to control Science Fiction Fans; +2 when it attacks to control Trekkies.' },
  { kind: 'group', id: 'science-fiction-fans', name: 'Science Fiction Fans', power: 0, transferable: 0, resistance: 5, income: 1, alignments: ['Weird'], inSide: 'left', outSides: [],
    abilities: [
      { kind: 'attackBonus', scope: 'anyAttempt', attacks: ['control'], bonus: 2, target: { alignment: 'Weird' } },
    ], text: '+2 on every control attempt against a Weird group.' },
  { kind: 'group', id: 'semiconscious-liberation-army', name: 'Semiconscious Liberation Army', power: 0, transferable: 0, resistance: 8, income: 0, alignments: ['Criminal', 'Violent', 'Liberal', 'Weird', 'Communist'], inSide: 'left', outSides: [],
    abilities: [
      { kind: 'attackBonus', scope: 'anyAttempt', attacks: ['destroy'], bonus: 1 },
    ], text: '+1 on every destroy attempt by its owner.' },
  { kind: 'group', id: 'society-for-creative-anarchism', name: 'Society for Creative Anarchism', power: 0, transferable: 0, resistance: 4, income: 1, alignments: ['Violent', 'Weird'], inSide: 'right', outSides: [], abilities: [], text: '' },
  { kind: 'group', id: 'south-american-nazis', name: 'South American Nazis', power: 4, transferable: 0, resistance: 6, income: 2, alignments: ['Conservative', 'Violent'], inSide: 'right', outSides: ['top', 'bottom'], abilities: [], text: '' },
  { kind: 'group', id: 'survivalists', name: 'Survivalists', power: 0, transferable: 0, resistance: 6, income: 2, alignments: ['Conservative', 'Violent', 'Fanatic'], inSide: 'right', outSides: [],
    abilities: [
      { kind: 'structureResistance', bonus: 2 },
    ], text: 'Every other group its owner controls gets +2 Resistance.' },
  { kind: 'group', id: 'tv-preachers', name: 'TV Preachers', power: 3, transferable: 0, resistance: 6, income: 4, alignments: ['Straight', 'Fanatic'], inSide: 'right', outSides: ['bottom', 'left'],
    abilities: [
      { kind: 'attackBonus', scope: 'self', attacks: ['control'], bonus: 3, target: { ids: ['moral-minority'] } },
    ], text: '+3 when it attacks to control Moral Minority.' },
  { kind: 'group', id: 'tabloids', name: 'Tabloids', power: 2, transferable: 0, resistance: 3, income: 3, alignments: ['Weird'], inSide: 'right', outSides: ['top'],
    abilities: [
      { kind: 'attackBonus', scope: 'self', attacks: ['control'], bonus: 3, target: { ids: ['convenience-stores'] } },
    ], text: '+3 when it attacks to control Convenience Stores.' },
  { kind: 'group', id: 'texas', name: 'Texas', power: 6, transferable: 0, resistance: 6, income: 4, alignments: ['Violent', 'Conservative', 'Government'], inSide: 'left', outSides: ['top', 'right'], abilities: [], text: '' },
  { kind: 'group', id: 'the-mafia', name: 'The Mafia', power: 7, transferable: 0, resistance: 7, income: 6, alignments: ['Criminal', 'Violent'], inSide: 'right', outSides: ['top', 'bottom', 'left'],
    abilities: [
      { kind: 'attackBonus', scope: 'self', attacks: ['control'], bonus: 3, target: { alignment: 'Criminal' } },
    ], text: '+3 when it attacks to control any Criminal group (adds to the normal +4 same-alignment bonus).' },
  { kind: 'group', id: 'the-men-in-black', name: 'The Men in Black', power: 0, transferable: 2, resistance: 6, income: 1, alignments: ['Criminal', 'Weird'], inSide: 'left', outSides: [], abilities: [], text: '' },
  { kind: 'group', id: 'the-phone-company', name: 'The Phone Company', power: 5, transferable: 2, resistance: 6, income: 3, alignments: [], inSide: 'left', outSides: ['right', 'bottom'], abilities: [], text: '' },
  { kind: 'group', id: 'the-united-nations', name: 'The United Nations', power: 1, transferable: 0, resistance: 3, income: 3, alignments: ['Liberal'], inSide: 'left', outSides: ['bottom'], abilities: [], text: '' },
  { kind: 'group', id: 'tobacco-and-liquor-companies', name: 'Tobacco & Liquor Companies', power: 4, transferable: 0, resistance: 3, income: 3, alignments: ['Straight'], inSide: 'right', outSides: ['top', 'left'], abilities: [], text: '' },
  { kind: 'group', id: 'trekkies', name: 'Trekkies', power: 0, transferable: 0, resistance: 4, income: 3, alignments: ['Weird', 'Fanatic'], inSide: 'right', outSides: [], abilities: [], text: '' },
  { kind: 'group', id: 'triliberal-commission', name: 'Triliberal Commission', power: 5, transferable: 0, resistance: 6, income: 3, alignments: ['Liberal', 'Straight'], inSide: 'right', outSides: ['top', 'bottom'], abilities: [], text: '' },
  { kind: 'group', id: 'underground-newspapers', name: 'Underground Newspapers', power: 1, transferable: 1, resistance: 5, income: 0, alignments: ['Communist', 'Liberal'], inSide: 'right', outSides: ['top'], abilities: [], text: '' },
  { kind: 'group', id: 'video-games', name: 'Video Games', power: 2, transferable: 0, resistance: 3, income: 7, alignments: [], inSide: 'right', outSides: ['bottom'],
    abilities: [
      { kind: 'attackBonus', scope: 'self', attacks: ['control'], bonus: 3, target: { ids: ['convenience-stores'] } },
    ], text: '+3 when it attacks to control Convenience Stores.' },
  { kind: 'group', id: 'yuppies', name: 'Yuppies', power: 1, transferable: 1, resistance: 4, income: 5, alignments: ['Conservative'], inSide: 'right', outSides: ['bottom'], abilities: [], text: '' },
] as const satisfies readonly GroupCard[];

export type GroupId = (typeof GROUPS)[number]['id'];
