import type en from '../en/play';
import type { Shape } from '../schema';

export default {
  stop: {
    title: 'Fermati per me nelle finestre d\u2019attacco',
    always: 'Sempre',
    concerns: 'Quando mi riguarda: le mie carte, una carta speciale che posso giocare, un rivale vicino alla vittoria',
    attacked: 'Solo quando le mie carte sono attaccate',
    note: 'Altrimenti il gioco passa per te dopo una breve barra sul bordo del tavolo, da cui puoi ancora intervenire. Le finestre di inizio e fine turno si fermano solo se puoi giocare allora una carta che hai in mano.',
    tableHint: 'Quali finestre d\u2019attacco ti aspettano; nelle altre il gioco passa per te dopo una breve barra. Salvato su questo dispositivo, non dall\u2019host.',
    short: { always: 'Ferma: ogni attacco', concerns: 'Ferma: se mi riguarda', attacked: 'Ferma: mie carte attaccate' },
  },
  bar: {
    label: 'Il gioco passa per te',
    attack: '{seat} attacca {target}',
    reaction: 'Ora si possono giocare carte speciali',
    passIn: 'Passo tra {n} s',
    passing: 'Passo\u2026',
    spend: 'Spendi',
    interfere: 'Interferisci',
    stay: 'Aspetta, scelgo io',
  },
  board: {
    passed: '{list} passa. | {list} passano.',
    unfold: 'Mostra ogni passo',
    newEntries: '\u2193 1 nuovo | \u2193 {n} nuovi',
    danger: 'Attenzione',
  },
  summary: {
    title: 'Dal tuo ultimo turno',
    dismiss: 'Capito',
    youLost: 'Hai perso {cards}.',
    youWon: 'Hai conquistato {cards}.',
    took: '{seat} ha preso {cards}.',
    destroyed: '{seat} ha distrutto {cards}.',
    moneyIn: 'Entrate: {money}.',
    moneyOut: 'Uscite: {money}.',
    special: '{seat} ha giocato {card}.',
    eliminated: '{seat} è fuori dal gioco.',
    hint: 'Punta una riga per vederne le carte sul tavolo.',
  },
  danger: {
    who: '{seat}:',
    needsGroup: 'gli manca 1 gruppo',
    needsGoal: 'gli manca: {what}',
    youNeedGroup: 'ti manca 1 gruppo',
    youNeedGoal: 'ti manca: {what}',
    rivalGroup: 'A {seat} manca solo 1 gruppo per vincere.',
    rivalGoal: '{seat} è a un passo dal suo obiettivo speciale: {what}.',
    selfGroup: 'Ti manca solo 1 gruppo per vincere.',
    selfGoal: 'Sei a un passo dal tuo obiettivo speciale: {what}.',
  },
  marks: {
    attacker: 'attacca',
    target: 'bersaglio',
  },
} satisfies Shape<typeof en>;
