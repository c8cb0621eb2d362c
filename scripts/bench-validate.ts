// How long validation of large requests takes (issue 37: the checks moved to valibot). Prints the
// median time per check for a few large inputs; with `--against DIR` (a checkout of another
// version, e.g. `git worktree add /tmp/old <commit>`), it runs both versions alternately, round by
// round, and prints the ratio this/other per round's median (timings on a shared machine move:
// only the ratio of runs side by side means something).
//   npx tsx scripts/bench-validate.ts [--against DIR] [--rounds 15]
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

interface Impl {
  name: string;
  parseRequestFrame: (text: string) => { ok: boolean };
  validateRequest: (x: unknown) => { ok: boolean };
  actionShapeError: (x: unknown) => string | null;
}

const ROOT = resolve(import.meta.dirname, '..');

async function load(dir: string, name: string): Promise<Impl> {
  const v = await import(join(dir, 'src/shared/protocol/validate.ts'));
  const a = await import(join(dir, 'src/shared/protocol/action-schema.ts'));
  return { name, parseRequestFrame: v.parseRequestFrame, validateRequest: v.validateRequest, actionShapeError: a.actionShapeError };
}

const ids = (n: number) => Array.from({ length: n }, (_, i) => `group-${i}`);
const layout = ids(200).map((id, i) => ({ id, master: i ? `group-${i - 1}` : 'bavarian-illuminati', arrow: (['top', 'right', 'bottom', 'left'] as const)[i % 4] }));
const reorganizeFrame = JSON.stringify({ id: 1, kind: 'game:act', params: { seat: 0, seq: 10, action: { type: 'reorganize', layout } } });
const treasuries = JSON.stringify({ id: 2, kind: 'game:act', params: { seat: 0, seq: 10, action: { type: 'setTreasuries', amounts: Object.fromEntries(ids(200).map((id, i) => [id, i])) } } });
const offer = { type: 'offer', to: 1, give: { money: 5, specials: ids(100), groups: ids(100) }, get: { money: 0, specials: [], groups: ids(100) }, getPlace: layout };
const setup = {
  config: { players: 8, edition: 'en', illuminati: Array(8).fill(null), names: ids(8), hiddenGoals: true, hiddenIlluminati: true, misstate: true, turnCap: 500 },
  seats: Array.from({ length: 8 }, (_, i) => (i % 2 ? { kind: 'human' } : { kind: 'bot', level: 'hard', personality: 'balanced' })),
  seed: 'bench',
};
const goldenActions: unknown[] = [];
for (const f of readdirSync(join(ROOT, 'tests/golden')).filter((f) => f.endsWith('.json')))
  for (const { action } of (JSON.parse(readFileSync(join(ROOT, 'tests/golden', f), 'utf8')) as { actions: { action: unknown }[] }).actions) goldenActions.push(action);

const CASES: { name: string; run: (impl: Impl) => void; reps: number }[] = [
  { name: 'frame: reorganize, 200 groups', reps: 300, run: (i) => void ok(i.parseRequestFrame(reorganizeFrame).ok) },
  { name: 'frame: setTreasuries, 200 entries', reps: 300, run: (i) => void ok(i.parseRequestFrame(treasuries).ok) },
  { name: 'IPC: offer of 300 cards', reps: 300, run: (i) => void ok(i.validateRequest({ kind: 'game:act', params: { seat: 0, seq: 1, action: offer } }).ok) },
  { name: 'IPC: game:new, 8 seats', reps: 2000, run: (i) => void ok(i.validateRequest({ kind: 'game:new', params: { setup } }).ok) },
  { name: `save: ${goldenActions.length} actions`, reps: 3, run: (i) => goldenActions.forEach((a) => void ok(i.actionShapeError(a) === null)) },
];

function ok(x: boolean): void {
  if (!x) throw new Error('a benchmark input was refused');
}

/** Milliseconds per run of `c` (reps in a row). */
function time(c: (typeof CASES)[number], impl: Impl): number {
  const t = performance.now();
  for (let r = 0; r < c.reps; r++) c.run(impl);
  return (performance.now() - t) / c.reps;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const { values } = parseArgs({ options: { against: { type: 'string' }, rounds: { type: 'string', default: '15' } } });
const impls = [await load(ROOT, 'this')];
if (values.against) impls.push(await load(resolve(values.against), 'other'));
const rounds = Number(values.rounds);

for (const c of CASES) {
  for (const impl of impls) for (let w = 0; w < 3; w++) time(c, impl); // warm up
  const ms: number[][] = impls.map(() => []);
  for (let r = 0; r < rounds; r++) {
    // Alternate which runs first, so that neither always gets the warmer or the quieter moment.
    const order = r % 2 ? [...impls.keys()].reverse() : [...impls.keys()];
    for (const k of order) ms[k].push(time(c, impls[k]));
  }
  const cols = impls.map((impl, k) => `${impl.name} ${(median(ms[k]) * 1000).toFixed(1)} µs`);
  const ratio = impls.length > 1 ? `  ratio this/other ${median(ms[0].map((x, r) => x / ms[1][r])).toFixed(2)}` : '';
  console.log(`${c.name.padEnd(36)} ${cols.join('   ')}${ratio}`);
}
