// The fit form's model (GIVE-6): every way the engine offers to clear the overlap left by received
// groups, in words, and the action built from the one chosen.
import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, observe, type LegalAction } from '../../src/shared/engine';
import { actionMenu, commandsOf } from '../../src/renderer/src/logic/action-menu';
import { buildFit } from '../../src/renderer/src/logic/action-forms';
import { fitOptions, receivedNames } from '../../src/renderer/src/logic/fit-choices';
import { fitWindowTable } from '../support/fit-table';

describe('fit form', () => {
  const s = fitWindowTable();
  const legal = legalActions(s, 1);
  const fits = legal.filter((l): l is Extract<LegalAction, { type: 'fitReceived' }> => l.type === 'fitReceived');

  it('GIVE-6: the receiver is asked first thing, with each choice naming every card that would go', () => {
    const cmds = commandsOf(actionMenu(legal));
    expect(cmds.find((c) => c.primary)?.id).toBe('fit');
    const obs = observe(s, 1);
    expect(receivedNames(obs)).toBe('Empty Vee and Copy Shops');
    // Issue 41 (GIVE-6, AMB-4): only the ways that keep the most are offered. Releasing Copy Shops
    // loses one card; releasing the Flat Earthers would lose three (their puppets go with them).
    expect(fitOptions(obs, 1, fits)).toEqual([{ release: ['copy-shops'], lost: 'Copy Shops', keptReceived: 1 }]);
    // Someone else sees no choices.
    expect(fitOptions(observe(s, 0), 0, fits)).toEqual([]);
  });

  it('GIVE-6: builds the chosen action, in any order, and refuses a set the engine did not offer', () => {
    const built = buildFit(fits, ['copy-shops']);
    expect(built).toEqual({ ok: true, action: { type: 'fitReceived', release: ['copy-shops'] } });
    if (built.ok) expect(applyAction(s, 1, built.action).ok).toBe(true);
    // The way that loses more (issue 41) is no longer offered, so the form refuses it.
    expect(buildFit(fits, ['flat-earthers'])).toMatchObject({ ok: false, error: expect.stringMatching(/ways offered/) });
    expect(buildFit(fits, ['copy-shops', 'flat-earthers'])).toMatchObject({ ok: false });
    expect(buildFit(fits, [])).toMatchObject({ ok: false, error: expect.stringMatching(/ways offered/) });
  });
});
