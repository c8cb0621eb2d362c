// ABIL-5 in the renderer (issue 37): the Lasers' form offers, for each group the legal action names,
// exactly the changes the engine accepts, worked out from the player's Observation alone (no
// GameState is built for it).
import { afterEach, describe, expect, it } from 'vitest';
import { ALIGNMENTS, type Alignment, type GroupId } from '../../src/shared/cards';
import { checkAction, legalActions, observe, type LegalAction } from '../../src/shared/engine';
import { setLanguage } from '../../src/renderer/src/i18n';
import { shiftChoices } from '../../src/renderer/src/logic/shift';
import { act, scenario } from '../support/scenario';
import { BAV, GNO, build } from '../support/helpers';

const lasers = () =>
  scenario({
    seats: [
      { illuminati: BAV, money: 0, groups: build(BAV, ['orbital-mind-control-lasers', 'kkk']) },
      { illuminati: GNO, money: 0, groups: build(GNO, ['fbi']) },
    ],
    uncontrolled: ['feminists', 'yuppies'],
  });

const key = (c: { add?: Alignment; remove?: Alignment }) => `${c.remove ?? '-'}>${c.add ?? '-'}`;

describe('the Lasers\u2019 choices (logic/shift.ts)', () => {
  afterEach(() => setLanguage('en'));

  it('ABIL-5: for every group of the legal action, the choices are exactly the changes the engine accepts', () => {
    const s = lasers();
    const template = legalActions(s, 0).find((a): a is Extract<LegalAction, { type: 'shiftAlignment' }> => a.type === 'shiftAlignment');
    expect(template?.targets).toEqual(expect.arrayContaining(['kkk', 'feminists', 'yuppies', 'fbi']));
    const obs = observe(s, 0);
    const maybe = [undefined, ...ALIGNMENTS];
    for (const target of template!.targets) {
      const accepted: string[] = [];
      for (const remove of maybe)
        for (const add of maybe) {
          const a = { type: 'shiftAlignment' as const, target: target as GroupId, ...(add ? { add } : {}), ...(remove ? { remove } : {}) };
          if (checkAction(s, 0, a) === null) accepted.push(key(a));
        }
      expect(accepted.length, target).toBeGreaterThan(0);
      expect(shiftChoices(target, obs).map(key).sort(), target).toEqual(accepted.sort());
    }
  });

  it('ABIL-5: the choices read the alignments in force in the Observation, after a shift this turn', () => {
    const r = act(lasers(), 0, { type: 'shiftAlignment', target: 'feminists', remove: 'Liberal', add: 'Conservative' });
    const keys = shiftChoices('feminists', observe(r.state, 1)).map(key);
    expect(keys).toContain('Conservative>Liberal');
    expect(keys).toContain('Conservative>-');
    expect(keys).not.toContain('Liberal>-');
    expect(keys).not.toContain('->Conservative');
  });

  it('names each change in the player\u2019s language', () => {
    const obs = observe(lasers(), 0);
    expect(shiftChoices('feminists', obs).map((c) => c.label)).toContain('Flip Liberal to Conservative');
    setLanguage('de');
    expect(shiftChoices('feminists', obs).map((c) => c.label)).toContain('liberal entfernen');
    setLanguage('it');
    expect(shiftChoices('feminists', obs).map((c) => c.label)).toContain('Cambia Liberale in Conservatore');
  });
});
