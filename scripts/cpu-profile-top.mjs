#!/usr/bin/env node
// `node scripts/cpu-profile-top.mjs FILE.cpuprofile [N] [--inclusive]`: the top N functions of a
// V8 CPU profile (node --cpu-prof) by self time, and with --inclusive by total time (a function
// counted once per sample however deep it recurses). Used for issue 22's before/after profiles:
//   node --max-semi-space-size=32 --no-allocation-site-pretenuring --cpu-prof --cpu-prof-dir=.tmp/prof scripts/cli.mjs bench
import { readFileSync } from 'node:fs';

const args = process.argv.slice(2);
const file = args.find((a) => !a.startsWith('--') && !/^\d+$/.test(a));
if (!file) {
  console.error('Usage: node scripts/cpu-profile-top.mjs FILE.cpuprofile [N] [--inclusive]');
  process.exit(2);
}
const top = Number(args.find((a) => /^\d+$/.test(a)) ?? 30);
const p = JSON.parse(readFileSync(file, 'utf8'));
const byId = new Map(p.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const name = (n) => `${n.callFrame.functionName || '(anonymous)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber + 1}`;
const perNode = new Map();
let total = 0;
p.samples.forEach((id, i) => {
  const dt = p.timeDeltas[i] ?? 0;
  perNode.set(id, (perNode.get(id) ?? 0) + dt);
  total += dt;
});
const self = new Map();
const inclusive = new Map();
for (const [id, t] of perNode) {
  const k = name(byId.get(id));
  self.set(k, (self.get(k) ?? 0) + t);
  const seen = new Set();
  for (let cur = id; cur !== undefined; cur = parent.get(cur)) {
    const kk = name(byId.get(cur));
    if (seen.has(kk)) continue;
    seen.add(kk);
    inclusive.set(kk, (inclusive.get(kk) ?? 0) + t);
  }
}
const print = (m, title) => {
  console.log(`-- ${title} (of ${(total / 1000).toFixed(0)} ms sampled)`);
  for (const [k, t] of [...m].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${((100 * t) / total).toFixed(1).padStart(5)}%  ${k}`);
};
print(self, 'self time');
if (args.includes('--inclusive')) print(inclusive, 'total time');
