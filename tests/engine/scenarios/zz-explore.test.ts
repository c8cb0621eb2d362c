import { it, expect } from 'vitest';
import { scenario, act, reject, passAll, attackAndRoll, needed } from '../../../tests/support/scenario';
import { attackOdds } from '../../../src/shared/engine';
import { validateStructure } from '../../../src/shared/engine/geometry';
it('explore', () => {
  const s = scenario({ seats: [
    { illuminati: 'bavarian-illuminati', money: 20, groups: [['cia', 'bavarian-illuminati', 'top', 3]] },
    { illuminati: 'gnomes-of-zurich', money: 10, groups: [['the-mafia', 'gnomes-of-zurich', 'right', 4]] },
  ], uncontrolled: ['feminists', 'kkk'] });
  for (const p of s.players) console.log(validateStructure(p));
  console.log(s.turn, s.pending);
  const r = act(s, 0, { type: 'attack', attacker: 'cia', target: 'feminists', kind: 'control', aiders: [], privilege: null });
  console.log(r.state.pending, r.events);
  const o = attackOdds(s, { seat: 0, attacker: 'cia', target: 'the-mafia', kind: 'control', aiders: ['bavarian-illuminati'] });
  console.log(o);
});
