import type en from '../en/confirm';
import type { Shape } from '../schema';

export default {
  attack: {
    title: 'Diesen Angriff ankündigen?',
    control: 'Ein Angriff mit {attacker} zur Kontrolle von {target}{privileged}. Sobald Geld eingesetzt ist oder die Würfel fallen, kostet der Angriff eine Aktion und kann nicht zurückgenommen werden.',
    neutralize: 'Ein Angriff mit {attacker} zur Neutralisierung von {target}{privileged}. Sobald Geld eingesetzt ist oder die Würfel fallen, kostet der Angriff eine Aktion und kann nicht zurückgenommen werden.',
    destroy: 'Ein Angriff mit {attacker} zur Zerstörung von {target}{privileged}. Sobald Geld eingesetzt ist oder die Würfel fallen, kostet der Angriff eine Aktion und kann nicht zurückgenommen werden.',
    aided: '{attacker}, unterstützt von {aiders},',
    privileged: ' (privilegiert)',
    ok: 'Angriff',
  },
  drop: {
    title: 'Diese Gruppe abgeben?',
    text: '{group} und alle ihre Marionetten werden unkontrolliert, ihre Megataler gehen an die Bank.',
    ok: 'Abgeben',
  },
  leave: {
    title: 'Das Spiel verlassen?',
    text: 'Du gehst für immer: deine Gruppen werden unkontrolliert, und du kannst nicht in dieses Spiel zurück.',
    ok: 'Verlassen',
  },
  passTurn: {
    title: 'Diesen Zug passen?',
    text: 'Du unternimmst in diesem Zug keinerlei Aktion und kassierst {money}.',
    ok: 'Zug passen',
  },
  endTurn: {
    title: 'Den Zug beenden?',
    text: 'Du hast in diesem Zug noch {actions}. Nicht genutzte Aktionen verfallen.',
    textFree: 'Du hast in diesem Zug noch {actions} und {free}. Nicht genutzte Aktionen verfallen.',
    ok: 'Zug beenden',
  },
  deleteSave: {
    title: 'Diesen Spielstand löschen?',
    text: '„{name}“ ist dann für immer weg.',
    ok: 'Löschen',
  },
} satisfies Shape<typeof en>;
