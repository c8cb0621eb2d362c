import { openArrows, layout, validateStructure, graft } from './src/shared/engine/geometry';
const p = (id: string, master: string, arrow: any, money = 0) => ({ id, master, arrow, money }) as any;
const s = { illuminati: 'bavarian-illuminati', groups: [p('boy-sprouts','bavarian-illuminati','top'), p('antiwar-activists','bavarian-illuminati','right'), p('goldfish-fanciers','bavarian-illuminati','bottom'), p('intellectuals','bavarian-illuminati','left')] };
console.log(validateStructure(s), openArrows(s));
const s2 = { illuminati: 'bavarian-illuminati', groups: [p('big-media','bavarian-illuminati','top')] };
console.log(validateStructure(s2), openArrows(s2), layout(s2));
