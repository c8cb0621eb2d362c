import type en from '../en/rules';
import type { Shape } from '../schema';

export default {
  title: 'Die Regeln in Kürze',
  sections: 'Abschnitte',
  toc: {
    turn: 'Dein Zug',
    attacks: 'Angriffe',
    modifiers: 'Die benötigte Zahl',
    money: 'Geldeinsatz bei einem Angriff',
    privilege: 'Privilegierte Angriffe',
    results: 'Ergebnisse',
    other: 'Geld, Umpositionieren und Abkommen',
    goals: 'Gewinnen',
    specials: 'Sonderkarten',
  },
  intro: 'Jeder Spieler ist ein Geheimbund. Von deiner Illuminati-Karte aus übernimmst du Gruppen (die C.I.A., die Yuppies, Kalifornien…) und legst sie an die Pfeile deiner Karten: so entsteht deine Machtstruktur. Gezählt wird in Megatalern (MT).',
  turn: {
    income: { lead: 'Einkommen.', text: 'Jede Karte deiner Struktur mit Einkommen legt es in ihr eigenes Vermögen.' },
    draw: { lead: 'Ziehen.', text: 'Eine Gruppenkarte kommt offen zu den unkontrollierten Gruppen; eine Sonderkarte kommt auf deine Hand.' },
    actions: { lead: 'Zwei Aktionen.', text: 'Eine Aktion ist ein Angriff, ein Transfer von Megatalern zwischen zwei benachbarten Karten, das Umlegen einer deiner Gruppen an einen anderen freien Pfeil, das Verschenken einer Gruppe oder das Spielen der Bestechung.' },
    free: { lead: 'Freie Aktionen', text: 'jederzeit: eine Gruppe abgeben, Megataler oder Sonderkarten an andere Spieler geben, die meisten Sonderkarten spielen.' },
    transfers: { lead: 'Zwei freie Transfers', text: 'von Megatalern zwischen benachbarten Karten.' },
    powers: { lead: 'Besondere Fähigkeiten:', text: 'die Gnome von Zürich dürfen ihr Geld neu verteilen; das Bermuda-Dreieck darf seine Struktur umorganisieren.' },
    targets: 'Nach den englischen Regeln werden neue Ziele gezogen, wenn weniger als zwei Gruppen unkontrolliert ausliegen.',
    pass: 'Statt all dessen darfst du passen: keinerlei Aktionen, dafür 5 MT für deine Illuminati.',
  },
  attacks: {
    intro: 'Nenne die angreifende Karte, das Ziel, die Art des Angriffs, jede Karte deiner Struktur, die mit ihrer übertragbaren Macht hilft (die Zahl nach dem Schrägstrich), und ein etwaiges Privileg. Jede Karte greift pro Zug einmal an oder hilft einmal (die UFOs zweimal).',
    control: { lead: 'Kontrolle:', text: 'deine Macht gegen den Widerstand des Ziels. Bei Erfolg kommt das Ziel an einen freien Pfeil der angreifenden Karte. Der Angreifer braucht einen freien Pfeil.' },
    neutralize: { lead: 'Neutralisierung:', text: 'wie Kontrolle mit +6, gegen die Gruppe eines anderen Spielers; bei Erfolg wird sie mit all ihren Marionetten unkontrolliert.' },
    destroy: { lead: 'Zerstörung:', text: 'deine Macht gegen die Macht des Ziels; bei Erfolg kommt es auf den Stapel der zerstörten Gruppen, und seine Marionetten werden unkontrolliert. Gruppen ohne Macht lassen sich nur mit der Flüsterkampagne zerstören.' },
    dice: 'Wirf zwei Würfel: der Angriff gelingt, wenn die Summe die benötigte Zahl oder weniger ist. 11 und 12 misslingen immer.',
  },
  modifiers: {
    base: 'Ausgangspunkt ist die angreifende Macht plus Unterstützung, minus den Widerstand des Ziels (oder seine Macht, beim Zerstören).',
    alignments: { lead: 'Gesinnungen:', text: '+4 für jede Gesinnung, die Angreifer und Ziel teilen, −4 für jedes gegensätzliche Paar (regierungstreu/kommunistisch, liberal/konservativ, friedlich/gewalttätig, bürgerlich/verrückt und fanatisch/fanatisch). Beim Zerstören kehren sich die Vorzeichen um.' },
    position: { lead: 'Lage:', text: 'eine Gruppe, die ein anderer Spieler kontrolliert, ist nahe seiner Illuminati schwerer zu erreichen: +10 Widerstand direkt an ihnen, +5 einen Schritt entfernt, +2 zwei Schritte entfernt.' },
    abilities: 'Aufgedruckte Fähigkeiten geben ihre Boni dazu; das Angriffsfenster zeigt jeden Posten, bevor du dich festlegst.',
  },
  money: 'Nach der Ankündigung geht das Wort reihum: der Angreifer, der Verteidiger, dann alle anderen. Jeder MT, den der Angreifer aus der angreifenden Karte oder den Illuminati einsetzt, zählt 1. Der Verteidiger zieht 2 je MT aus dem eigenen Vermögen des Ziels ab oder 1 je MT aus den Illuminati. Alle anderen dürfen sich aus ihren Illuminati für oder gegen den Angriff einmischen, 1 je MT. Eingesetztes Geld ist weg. Gewürfelt wird, wenn alle nacheinander gepasst haben. Der Angreifer darf den Angriff abbrechen, solange kein Geld eingesetzt ist.',
  privilege: 'Lege bei der Ankündigung eines Angriffs eine Sonderkarte ab (oder zahle als Bayerische Illuminaten einmal pro Zug 5 MT), um ihn zu privilegieren: niemand darf sich einmischen, der Verteidiger darf aber weiter Geld einsetzen. Ein anderer Spieler kann das Privileg mit dem Maulwurf aufheben oder, nach den englischen Regeln, durch Ablegen zweier Sonderkarten.',
  results: 'Eine übernommene Gruppe bringt ihre Marionetten und die Hälfte von deren Geld mit; die angreifende Karte darf dann Geld zu ihr verschieben. Karten, die sich überlappen würden, dürfen an derselben kontrollierenden Karte neu angelegt werden, sonst gehen sie verloren. Wer nach dem dritten Zug nur noch die Illuminati hat, scheidet aus (wenn Ausscheiden gilt).',
  other: 'Geld wandert zwischen benachbarten Karten deiner Struktur. Zwischen Spielern geht es nur von Illuminati zu Illuminati, als Geschenk oder als Teil eines Abkommens; Geschenke und Sonderkarten dürfen jederzeit den Besitzer wechseln, Gruppen nur im Zug eines der beiden Spieler und mit einer Aktion des Spielers am Zug je Gruppe. Du darfst in deinen Aktionen jederzeit eine Gruppe abgeben.',
  goals: 'Am Ende jedes Zuges gewinnt, wer genug Karten kontrolliert (das Grundziel: 13 bei 2–3 Spielern, 12 bei 4, 10 bei 5, 9 bei 6, 8 bei 7–8, die Illuminati eingerechnet) oder das Sonderziel seiner Illuminati erfüllt:',
  ability: 'Fähigkeit: {text}',
  when: 'Wann: {timing}.',
} satisfies Shape<typeof en>;
