import { it } from 'vitest';
import { GROUPS } from '../../../src/shared/cards';
it('explore', () => {
  console.log(GROUPS.map(g => `${g.id} P${g.power}/${g.transferable} R${g.resistance} I${g.income} [${g.alignments.join(',')}] in:${g.inSide} out:${g.outSides.join(',')} ${g.abilities.length ? JSON.stringify(g.abilities) : ''}`).join('\n'));
});
