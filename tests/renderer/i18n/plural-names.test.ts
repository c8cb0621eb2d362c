// Issue 35: sentences whose subject was a card read wrong for the many plural names ("The UFOs
// attacks…", "The Yuppies of Bob becomes uncontrolled"); they now keep the verb away from the
// card (the player is the subject, or the card follows a colon), in English, German and Italian.
// Also the German dative after "bei" ("bei 4 Spielern") and the reason of the UFOs' first prompt.
import { afterEach, describe, expect, it } from 'vitest';
import { newGame, observe } from '../../../src/shared/engine';
import { setLanguage, t } from '../../../src/renderer/src/i18n';
import type { Language } from '../../../src/shared/protocol/messages';
import { createDescriber } from '../../../src/renderer/src/log/describe';
import { capitalize, cardRef } from '../../../src/renderer/src/logic/names';
import { basicGoalHelp, defaultSetup } from '../../../src/renderer/src/logic/setup-model';
import { statusLine } from '../../../src/renderer/src/logic/status';

afterEach(() => setLanguage('en'));
const ctx = { seatName: (s: number) => ['Alice', 'Bob'][s] ?? `Seat ${s + 1}` };

/** The attack popover's title (PlayPopover.vue) for the UFOs against the Mafia. */
const attackTitle = () => capitalize(t('panels.popover.attackTitle', { attacker: cardRef('ufos'), target: cardRef('the-mafia') }));

describe('plural card names never meet a singular verb', () => {
  const cases: Record<Language, { title: string; released: string; added: string; handed: string }> = {
    en: {
      title: 'Attack: the UFOs against the Mafia',
      released: 'Uncontrolled again after a neutralization: the Yuppies of Bob.',
      added: 'A new target among the uncontrolled groups: the Yuppies.',
      handed: 'Alice hands the Yuppies over to Bob, on the top arrow of the UFOs.',
    },
    de: {
      title: 'Angriff: UFOs gegen Mafia',
      released: 'Wieder unkontrolliert nach einer Neutralisierung: Yuppies von Bob.',
      added: 'Ein neues Ziel bei den unkontrollierten Gruppen: Yuppies.',
      handed: 'Alice übergibt Yuppies an Bob, an den Pfeil oben von UFOs.',
    },
    it: {
      title: 'Attacco: UFO contro Mafia',
      released: 'Di nuovo fra i Gruppi indipendenti dopo una neutralizzazione: Yuppies di Bob.',
      added: 'Un nuovo bersaglio fra i Gruppi indipendenti: Yuppies.',
      handed: 'Alice cede Yuppies a Bob, sulla freccia in alto di UFO.',
    },
  };
  for (const [lang, want] of Object.entries(cases) as [Language, (typeof cases)['en']][]) {
    it(`in ${lang}: the attack popover, released groups, a new target, a group handed over`, () => {
      setLanguage(lang);
      const say = createDescriber(ctx);
      expect(attackTitle()).toBe(want.title);
      expect(say({ type: 'groupsReleased', to: 'all', seat: 1, groups: ['yuppies'], reason: 'neutralized' })).toBe(want.released);
      expect(say({ type: 'targetAdded', to: 'all', card: 'yuppies' })).toBe(want.added);
      expect(say({ type: 'groupChangedHands', to: 'all', group: 'yuppies', fromSeat: 0, toSeat: 1, master: 'ufos', arrow: 'top' })).toBe(want.handed);
    });
  }
});

describe('the new-game screen’s basic goal line', () => {
  it('says "bei 4 Spielern" (dative) in German, and the usual number in every language', () => {
    const f = defaultSetup();
    setLanguage('de');
    expect(basicGoalHelp(f)).toContain('die üblichen 12 bei 4 Spielern');
    setLanguage('it');
    expect(basicGoalHelp(f)).toContain('le solite 12 con 4 giocatori');
    setLanguage('en');
    expect(basicGoalHelp(f)).toContain('the usual 12 for 4 players');
  });
});

describe('the UFOs’ first prompt', () => {
  it('says why the goal is secret: the UFOs play for another Illuminati’s special goal (GOAL-UFO-1)', () => {
    const s = newGame({ players: 3, illuminati: ['ufos', 'network', 'gnomes-of-zurich'] }, 'ufo-prompt').state;
    const seat = 0;
    expect(s.pending).toMatchObject({ kind: 'chooseGoal', seat });
    expect(statusLine(observe(s, seat), [seat], seat, ctx.seatName)).toBe('Choose your secret goal: the UFOs play for another Illuminati\u2019s special goal, chosen in secret.');
    setLanguage('de');
    expect(statusLine(observe(s, seat), [seat], seat, ctx.seatName)).toMatch(/^Wähle dein geheimes Ziel: die UFOs spielen auf das Sonderziel einer anderen Illuminati/);
    setLanguage('it');
    expect(statusLine(observe(s, seat), [seat], seat, ctx.seatName)).toMatch(/^Scegli il tuo obiettivo segreto: gli UFO giocano per l'Obiettivo Speciale di un altro Illuminati/);
  });
});
