// Issue 34: the game plays itself between the player's decisions and tells him what happened:
// the auto-pass bar, the setting that governs it, the message board's folded passes and new
// entries, the "since your last turn" summary and the danger warnings.
export default {
  stop: {
    title: 'Stop for me in attack windows',
    always: 'Always',
    concerns: 'When it concerns me: my cards, a special card I can play, a rival about to win',
    attacked: 'Only when my cards are attacked',
    note: 'Otherwise the game passes for you after a short bar at the table\u2019s edge, where you can still step in. Start- and end-of-turn windows stop only when a card you hold can be played then.',
    tableHint: 'Which attack windows wait for you; the others pass for you after a short bar. Kept on this device, not by the host.',
    short: { always: 'Stop: every attack', concerns: 'Stop: if it concerns me', attacked: 'Stop: my cards attacked' },
  },
  bar: {
    label: 'The game passes for you',
    attack: '{seat} attacks {target}',
    reaction: 'Special cards may be played now',
    passIn: 'Pass in {n} s',
    passing: 'Passing\u2026',
    spend: 'Spend',
    interfere: 'Interfere',
    stay: 'Wait, let me choose',
  },
  board: {
    passed: '{list} passed. | {list} passed.',
    unfold: 'Show each pass',
    newEntries: '\u2193 1 new | \u2193 {n} new',
    danger: 'Warning',
  },
  summary: {
    title: 'Since your last turn',
    dismiss: 'Got it',
    youLost: 'You lost {cards}.',
    youWon: 'You won {cards}.',
    took: '{seat} took {cards}.',
    destroyed: '{seat} destroyed {cards}.',
    moneyIn: 'Money in: {money}.',
    moneyOut: 'Money out: {money}.',
    special: '{seat} played {card}.',
    eliminated: '{seat} is out of the game.',
    hint: 'Point at a line to see its cards on the table.',
  },
  danger: {
    who: '{seat}:',
    needsGroup: 'needs 1 more group',
    needsGoal: 'needs: {what}',
    youNeedGroup: 'you need 1 more group',
    youNeedGoal: 'you need: {what}',
    rivalGroup: '{seat} needs only 1 more group to win.',
    rivalGoal: '{seat} is one step from his special goal: {what}.',
    selfGroup: 'You need only 1 more group to win.',
    selfGoal: 'You are one step from your special goal: {what}.',
  },
  marks: {
    attacker: 'attacks',
    target: 'target',
  },
};
