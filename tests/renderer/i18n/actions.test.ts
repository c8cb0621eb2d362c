// The table's commands, status line, choices and refusals in the language on screen (issue 19,
// i18n/<lang>/actions.ts): English stays as it was (the other renderer tests check it word for
// word); here a few representative strings in German and Italian, worded with the rulebooks'
// terms (ATK-1 Angriff/attacco, ACT-5 passing for 5 MT/MB, MONEY-1 adjacency).
import { afterEach, describe, expect, it } from 'vitest';
import { legalActions, newGame, observe } from '../../../src/shared/engine';
import { setLanguage } from '../../../src/renderer/src/i18n';
import { actionMenu, commandLabel, commandsOf, phaseLabel } from '../../../src/renderer/src/logic/action-menu';
import { buildSpend, buildTransfer, checkAmounts } from '../../../src/renderer/src/logic/action-forms';
import { buildDraft, emptyDraft } from '../../../src/renderer/src/logic/attack-draft';
import { playLabel, privilegeLabel, spendLabel } from '../../../src/renderer/src/logic/plays';
import { shiftChoices } from '../../../src/renderer/src/logic/shift';
import { statusLine } from '../../../src/renderer/src/logic/status';
import { dropCard } from '../../../src/renderer/src/logic/table-play';
import { scenario } from '../../support/scenario';

afterEach(() => setLanguage('en'));

const name = (s: number) => ['Ada', 'Boris', 'Chloe'][s];

/** A first turn with nothing pending (no UFOs: no secret goal window). */
function firstTurn() {
  const s = newGame({ players: 3, illuminati: ['network', 'gnomes-of-zurich', 'bavarian-illuminati'] }, 'status-1').state;
  return { s, obs: observe(s, 0), active: s.turn.active };
}

describe('the action bar', () => {
  it('labels the attack command "Angriff" in German and "Attacca" in Italian, and passing the turn with the money of the edition', () => {
    const { s, active } = firstTurn();
    const commands = () => commandsOf(actionMenu(legalActions(s, active)));
    expect(commands().find((c) => c.id === 'attack')?.label).toBe('Attack');
    setLanguage('de');
    expect(commands().find((c) => c.id === 'attack')?.label).toBe('Angriff');
    expect(commandLabel('passTurn')).toBe('Zug passen (+5 MT)');
    expect(commands().find((c) => c.id === 'attack')?.hint).toMatch(/^Greife eine Gruppe an/);
    setLanguage('it');
    expect(commands().find((c) => c.id === 'attack')?.label).toBe('Attacca');
    expect(commandLabel('passTurn')).toBe('Passa il turno (+5 MB)');
    expect(phaseLabel('actions')).toBe('Azioni');
  });

  it('names the card whose ability a command uses, in the language on screen', () => {
    setLanguage('de');
    expect(commandsOf({ ...actionMenu([]), setTreasuries: { type: 'setTreasuries', cards: [], total: 0 } })[0].hint).toMatch(/^Gnome von Zürich: /);
    setLanguage('en');
    expect(commandsOf({ ...actionMenu([]), tax: { type: 'tax', seats: [] } })[0].hint).toBe('The I.R.S. taxes every other player; you may excuse some.');
  });
});

describe('the status line', () => {
  it('is German and Italian, plurals included', () => {
    const { obs, active } = firstTurn();
    setLanguage('de');
    expect(statusLine(obs, [active], active, name)).toBe('Du bist am Zug (Aktionen): noch 2 Aktionen, 2 freie Transfers.');
    expect(statusLine(obs, [active], (active + 1) % 3, name)).toBe(`${name(active)} ist am Zug (Aktionen).`);
    setLanguage('it');
    expect(statusLine(obs, [active], active, name)).toBe('Tocca a te (Azioni): ancora 2 azioni, 2 trasferimenti gratuiti.');
    expect(statusLine({ ...obs, turn: { ...obs.turn, actionsLeft: 1 } }, [active], active, name)).toBe('Tocca a te (Azioni): ancora 1 azione, 2 trasferimenti gratuiti.');
  });

  it('words a waiting window for the viewer and for the others', () => {
    const s = newGame({ players: 3, hiddenGoals: true }, 'status-2').state;
    const obs = observe(s, 'spectator');
    const seat = (obs.pending as { seat: number }).seat;
    setLanguage('de');
    expect(statusLine(obs, [seat], 'spectator', name)).toBe(`${name(seat)} wählt ein geheimes Ziel.`);
    setLanguage('it');
    expect(statusLine(observe(s, seat), [seat], seat, name)).toBe('Scegli il tuo obiettivo segreto: con gli obiettivi nascosti ogni giocatore gioca per un Obiettivo Speciale scelto in segreto.');
  });
});

describe('choices and refusals', () => {
  it('form checks answer in German with Megataler', () => {
    setLanguage('de');
    const spend = buildSpend({ type: 'spend', card: 'cia', max: 7 }, 9);
    expect(spend).toEqual({ ok: false, error: 'Setze eine ganze Zahl MT von 1 bis 7 ein.' });
    expect(checkAmounts(['cia', 'fbi'], 10, { cia: 3, fbi: 4 })).toBe('Die Beträge ergeben 7 MT; sie müssen 10 MT ergeben.');
    expect(buildDraft([], emptyDraft())).toEqual({ ok: false, error: 'Wähle die angreifende Karte, das Ziel und die Art des Angriffs.' });
    setLanguage('it');
    expect(buildTransfer({ type: 'transferMoney', from: 'cia', to: 'fbi', max: 3, free: true }, 0)).toEqual({ ok: false, error: 'Trasferisci un numero intero di MB da 1 a 3.' });
  });

  it('plays, privileges, spends and the Lasers\u2019 choices name cards and alignments in the language', () => {
    setLanguage('de');
    expect(playLabel({ type: 'playSpecial', card: 'slush-fund' }, name)).toBe('Gegen 15 MT eintauschen');
    expect(playLabel({ type: 'playSpecial', card: 'bribery', target: 'yuppies', master: 'cia', arrow: 'top' }, name)).toBe('Yuppies bestechen und an Pfeil oben von C.I.A. anlegen');
    expect(privilegeLabel({ kind: 'bavarian' })).toBe('Bayerisches Privileg (5 MT zahlen)');
    expect(spendLabel({ type: 'spend', card: 'cia', side: 'against', max: 4 }, name)).toBe('C.I.A., dagegen (bis 4 MT)');
    expect(shiftChoices('cia', { turn: { shifts: [] } }).map((c) => c.label)).toContain('regierungstreu entfernen');
    setLanguage('it');
    expect(shiftChoices('cia', { turn: { shifts: [] } }).map((c) => c.label)).toContain('Togli Governativo');
  });

  it('MONEY-1: a drop the table refuses says why in German', () => {
    const s = scenario({
      seats: [
        { illuminati: 'bavarian-illuminati', money: 10, groups: [['cia', 'bavarian-illuminati', 'top', 0], ['fbi', 'cia', 'left', 0]] },
        { illuminati: 'network', money: 10, groups: [] },
      ],
    });
    const menu = actionMenu(legalActions(s, 0));
    const state = { attacks: menu.attacks, transfers: [...menu.transfers, ...menu.freeTransfers], draft: emptyDraft(), selected: null, own: new Set(['bavarian-illuminati', 'cia', 'fbi']) };
    setLanguage('de');
    expect(dropCard(state, 'cia', 'fbi', name)).toEqual({ kind: 'refuse', reason: 'Auf C.I.A. liegt kein Geld zum Verschieben.' });
  });
});
