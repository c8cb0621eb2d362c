// `cli cards [--json]`: the card catalog, one object per physical card.
import { GROUPS, ILLUMINATI, SPECIALS } from '../shared/cards';
import { parseFlags } from './args';

export function cardsCommand(argv: readonly string[], out: (s: string) => void): number {
  const { flags } = parseFlags(argv, { json: 'bool' });
  if (flags.json) {
    out(JSON.stringify({ illuminati: ILLUMINATI, groups: GROUPS, specials: SPECIALS }, null, 2));
    return 0;
  }
  out(`Illuminati (${ILLUMINATI.length})`);
  for (const c of ILLUMINATI) out(`  ${c.name.padEnd(34)} Power ${c.power}/${c.transferable}  Income ${c.income}  Goal: ${c.goalText}`);
  out(`Groups (${GROUPS.length})`);
  for (const g of GROUPS) {
    const al = g.alignments.length ? g.alignments.join(', ') : 'no alignment';
    out(`  ${g.name.padEnd(38)} ${String(g.power)}/${g.transferable}  Res ${String(g.resistance).padStart(2)}  Inc ${String(g.income).padStart(2)}  in:${g.inSide.padEnd(5)} out:${(g.outSides.join(',') || '-').padEnd(18)} ${al}`);
  }
  out(`Specials (${SPECIALS.length})`);
  for (const c of SPECIALS) out(`  ${c.name.padEnd(34)} ${c.isAction ? '(action) ' : ''}${c.text}`);
  return 0;
}
