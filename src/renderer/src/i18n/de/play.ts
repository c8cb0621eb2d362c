import type en from '../en/play';
import type { Shape } from '../schema';

export default {
  stop: {
    title: 'In Angriffsfenstern für mich anhalten',
    always: 'Immer',
    concerns: 'Wenn es mich betrifft: meine Karten, eine Spezialkarte, die ich spielen kann, ein Gegner kurz vor dem Sieg',
    attacked: 'Nur wenn meine Karten angegriffen werden',
    note: 'Sonst passt das Spiel für dich, nach einer kurzen Leiste am Tischrand, über die du noch eingreifen kannst. Fenster am Anfang und Ende eines Zuges halten nur an, wenn du dann eine deiner Karten spielen kannst.',
    tableHint: 'Welche Angriffsfenster auf dich warten; bei den anderen passt das Spiel nach einer kurzen Leiste für dich. Auf diesem Gerät gespeichert, nicht beim Gastgeber.',
    short: { always: 'Halt: jeder Angriff', concerns: 'Halt: wenn es mich betrifft', attacked: 'Halt: meine Karten angegriffen' },
  },
  bar: {
    label: 'Das Spiel passt für dich',
    attack: '{seat} greift {target} an',
    reaction: 'Jetzt dürfen Spezialkarten gespielt werden',
    passIn: 'Passen in {n} s',
    passing: 'Passe\u2026',
    spend: 'Geld einsetzen',
    interfere: 'Eingreifen',
    stay: 'Warte, ich wähle selbst',
  },
  board: {
    passed: '{list} passt. | {list} passen.',
    unfold: 'Jedes Passen zeigen',
    newEntries: '\u2193 1 neuer | \u2193 {n} neue',
    danger: 'Achtung',
  },
  summary: {
    title: 'Seit deinem letzten Zug',
    dismiss: 'Verstanden',
    youLost: 'Du hast {cards} verloren.',
    youWon: 'Du hast {cards} gewonnen.',
    took: '{seat} hat {cards} übernommen.',
    destroyed: '{seat} hat {cards} zerstört.',
    moneyIn: 'Einnahmen: {money}.',
    moneyOut: 'Ausgaben: {money}.',
    special: '{seat} hat {card} gespielt.',
    eliminated: '{seat} ist aus dem Spiel.',
    hint: 'Zeige auf eine Zeile, um ihre Karten auf dem Tisch zu sehen.',
  },
  danger: {
    who: '{seat}:',
    needsGroup: 'braucht nur noch 1 Gruppe',
    needsGoal: 'braucht: {what}',
    youNeedGroup: 'du brauchst nur noch 1 Gruppe',
    youNeedGoal: 'du brauchst: {what}',
    rivalGroup: '{seat} braucht nur noch 1 Gruppe zum Sieg.',
    rivalGoal: '{seat} ist einen Schritt von seinem Spezialziel entfernt: {what}.',
    selfGroup: 'Du brauchst nur noch 1 Gruppe zum Sieg.',
    selfGoal: 'Du bist einen Schritt von deinem Spezialziel entfernt: {what}.',
  },
  marks: {
    attacker: 'greift an',
    target: 'Ziel',
  },
} satisfies Shape<typeof en>;
