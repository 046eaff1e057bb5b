import { readFileSync } from 'node:fs';

/**
 * Summarises a V8 `.cpuprofile` (as written by `node --cpu-prof`, e.g. the ordering bench's
 * BENCH_CPU_PROF=dir): the functions and the modules with the most self time and the most
 * total time (time with the function anywhere on the stack, counted once per sample).
 *   npx tsx bench/profile-summary.ts file.cpuprofile [rows=25]
 */
type Frame = { functionName: string; url: string; lineNumber: number };
type Node = { id: number; callFrame: Frame; children?: number[] };
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[] };

const [file, rowsArg] = process.argv.slice(2);
if (!file) throw new Error('usage: profile-summary.ts file.cpuprofile [rows]');
const rows = Number(rowsArg ?? 25);
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;

const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parentOf = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parentOf.set(c, n.id);

/** `pkg` for node_modules, the path under the project for our files, the URL otherwise. */
function moduleOf(url: string) {
  if (!url) return '(native)';
  const inModules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (inModules) return inModules[1] as string;
  const ours = /\/(src\/.*|bench\/.*)$/.exec(url);
  return ours ? (ours[1] as string) : url.replace(/^file:\/\//, '');
}
const functionOf = ({ functionName, url, lineNumber }: Frame) => `${functionName || '(anonymous)'} ${moduleOf(url)}:${lineNumber + 1}`;
const special = new Set(['(idle)', '(program)', '(garbage collector)']);

const self = { fn: new Map<string, number>(), mod: new Map<string, number>() };
const total = { fn: new Map<string, number>(), mod: new Map<string, number>() };
const add = (m: Map<string, number>, k: string, v: number) => m.set(k, (m.get(k) ?? 0) + v);
let busy = 0;
let all = 0;
profile.samples.forEach((id, i) => {
  const dt = (profile.timeDeltas[i] ?? 0) / 1000;
  all += dt;
  const leaf = byId.get(id) as Node;
  if (leaf.callFrame.functionName === '(idle)') return;
  busy += dt;
  add(self.fn, functionOf(leaf.callFrame), dt);
  add(self.mod, special.has(leaf.callFrame.functionName) ? leaf.callFrame.functionName : moduleOf(leaf.callFrame.url), dt);
  const fns = new Set<string>();
  const mods = new Set<string>();
  for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) {
    const frame = (byId.get(at) as Node).callFrame;
    if (frame.functionName === '(root)') continue;
    fns.add(functionOf(frame));
    mods.add(moduleOf(frame.url));
  }
  for (const f of fns) add(total.fn, f, dt);
  for (const m of mods) add(total.mod, m, dt);
});

function print(title: string, m: Map<string, number>) {
  console.log(`\n${title}`);
  const top = [...m].sort((a, b) => b[1] - a[1]).slice(0, rows);
  for (const [k, v] of top) console.log(`${v.toFixed(0).padStart(8)} ms ${((v / busy) * 100).toFixed(1).padStart(5)}%  ${k}`);
}
console.log(`${file}: ${all.toFixed(0)} ms profiled, ${busy.toFixed(0)} ms not idle (percentages of the latter)`);
print('self time by module', self.mod);
print('total time by module', total.mod);
print('self time by function', self.fn);
print('total time by function', total.fn);
