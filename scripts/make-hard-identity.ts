// Records (--write) or checks (--check, the default) Hard's decisions on hard-bench's positions
// (tests/ai/hard-identity.ts): FULL positions per player count at the default work, and the first
// SMALL of them also at the small budget that tests/ai/hard-identity.test.ts replays in the suite.
// Write once, from the code whose decisions are to be kept; rerun --write only when Hard's play is
// meant to change, never to make the check pass. Run:
//   npx tsx scripts/make-hard-identity.ts [--write | --small] [--players=N] [--threads=2]
// (the default work takes a few minutes: 4 and 6 players at hard-bench's decision times).
import { positions } from '../src/cli/hard-bench';
import { PlayoutPool } from '../src/server/bots/playout-pool';
import { buildWorkers } from '../tests/server/bots/build-workers';
import { budgetKey, decide, readIdentity, SMALL, SMALL_WORK, writeIdentity, type IdentityPosition } from '../tests/ai/hard-identity';

const PLAYERS = [4, 6];
const FULL = 16;

const write = process.argv.includes('--write');
// --small: only the small budget (the suite's check, quicker); --players=N: one player count;
// --threads=2: the play-outs on two threads (playout-pool.ts).
const smallOnly = process.argv.includes('--small');
const only = process.argv.find((a) => a.startsWith('--players='))?.slice('--players='.length);
const keys = [budgetKey(SMALL_WORK), budgetKey({})];

if (write) {
  const out: IdentityPosition[] = [];
  for (const players of PLAYERS) {
    for (const [index, { s, seat }] of positions(players, FULL).entries()) {
      const p: IdentityPosition = { players, index, seat, state: s, decisions: {} };
      if (index < SMALL) p.decisions[keys[0]] = strip(decide(p, SMALL_WORK));
      p.decisions[keys[1]] = strip(decide(p, {}));
      console.log(`${players} players #${index}: ${p.decisions[keys[1]].action}`);
      out.push(p);
    }
  }
  writeIdentity(out);
  console.log(`wrote ${out.length} positions`);
} else {
  const workers = process.argv.includes('--threads=2') ? await buildWorkers() : null;
  const pool = workers && new PlayoutPool(workers.bot);
  let diffs = 0;
  let n = 0;
  const ms: Record<string, number> = {};
  for (const p of readIdentity()) {
    if (only && String(p.players) !== only) continue;
    for (const [key, want] of Object.entries(p.decisions)) {
      if (smallOnly && key === 'default') continue;
      const t0 = performance.now();
      const got = decide(p, key === 'default' ? {} : SMALL_WORK, pool?.run);
      const k = `${p.players}p ${key}`;
      ms[k] = (ms[k] ?? 0) + performance.now() - t0;
      n++;
      if (got.hash !== want.hash) {
        diffs++;
        console.log(`DIFFERS ${p.players} players #${p.index} (${key}): ${got.action} (was ${want.action})`);
      }
    }
  }
  for (const [k, v] of Object.entries(ms)) console.log(`${k}: ${Math.round(v)} ms`);
  console.log(diffs ? `${diffs} of ${n} decisions differ` : `all ${n} decisions identical${pool ? ` (${pool.helped} play-outs by the helper thread)` : ''}`);
  await pool?.close();
  workers?.dispose();
  process.exitCode = diffs ? 1 : 0;
}

function strip(d: ReturnType<typeof decide>) {
  return { action: d.action, hash: d.hash };
}
