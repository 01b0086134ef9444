// Reads a V8 CPU profile (`node --cpu-prof` writes one .cpuprofile per process) and prints where the time went: self
// time by function (name, file, line) and by file, and total (inclusive) time of the functions named on the command
// line. Used to find what a calculate answer spends its CPU on (issue 29): run the server with --cpu-prof under
// `npm run bench load`'s kind of traffic, then `npx tsx bench/cpu-profile-summary.ts <file.cpuprofile> [name ...]`.
import { readFileSync } from 'node:fs';
import path from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

const root = path.resolve(import.meta.dirname, '..');

/** A frame's place, short: node_modules/<package>/… or the project's own path. */
function placeOf(url: string): string {
  const file = url.replace(/^file:\/\//, '');
  const at = file.lastIndexOf('node_modules/');
  if (at >= 0) return file.slice(at + 'node_modules/'.length);
  return file.startsWith(root) ? file.slice(root.length + 1) : file || '(native)';
}

/** Which samples count: those taken from `fromUs` to `toUs` on the profile's clock (the process's monotonic clock). */
export interface ProfileWindow {
  fromUs: number;
  toUs: number;
}

function summarise(profile: CpuProfile, named: readonly string[], top: number, window?: ProfileWindow): void {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);

  // Each sample's time is the delta to the next one (V8 writes the delta before each sample).
  const selfUs = new Map<number, number>();
  let at = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    at += profile.timeDeltas[i]!;
    if (window && (at < window.fromUs || at > window.toUs)) continue;
    const delta = profile.timeDeltas[i + 1] ?? 0;
    selfUs.set(profile.samples[i]!, (selfUs.get(profile.samples[i]!) ?? 0) + delta);
  }
  const totalUs = [...selfUs.values()].reduce((a, b) => a + b, 0);
  const idleUs = [...selfUs].filter(([id]) => ['(idle)', '(program)'].includes(byId.get(id)!.callFrame.functionName)).reduce((a, [, us]) => a + us, 0);

  const bucket = (map: Map<string, number>, key: string, us: number) => map.set(key, (map.get(key) ?? 0) + us);
  const byFunction = new Map<string, number>();
  const byFile = new Map<string, number>();
  const inclusive = new Map<string, number>();
  const inclusiveAll = new Map<string, number>();
  const callers = new Map<string, Map<string, number>>();
  for (const [id, us] of selfUs) {
    const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
    const place = placeOf(url);
    bucket(byFunction, `${functionName || '(anonymous)'}  ${place}:${lineNumber + 1}`, us);
    bucket(byFile, place, us);
    // Inclusive time of the named functions (and of every function, by name and place): counted once per sample
    // however deep the recursion.
    const seen = new Set<string>();
    const seenAll = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) {
      const frame = byId.get(at)!.callFrame;
      const name = frame.functionName;
      const label = `${name || '(anonymous)'}  ${placeOf(frame.url)}:${frame.lineNumber + 1}`;
      if (!seenAll.has(label)) {
        seenAll.add(label);
        bucket(inclusiveAll, label, us);
      }
      if (named.includes(name) && !seen.has(name)) {
        seen.add(name);
        bucket(inclusive, name, us);
        // Who called it, by the caller's name and place: where a hot library function is reached from.
        const parent = parentOf.get(at);
        const frame = parent === undefined ? undefined : byId.get(parent)!.callFrame;
        const caller = frame ? `${frame.functionName || '(anonymous)'}  ${placeOf(frame.url)}:${frame.lineNumber + 1}` : '(root)';
        if (!callers.has(name)) callers.set(name, new Map());
        bucket(callers.get(name)!, caller, us);
      }
    }
  }

  const busyUs = totalUs - idleUs;
  const row = (us: number, label: string) => `${(us / 1000).toFixed(1).padStart(9)} ms ${((100 * us) / busyUs).toFixed(1).padStart(5)} %  ${label}`;
  console.log(`profile: ${(totalUs / 1000).toFixed(0)} ms sampled, ${(busyUs / 1000).toFixed(0)} ms busy (idle and (program) left out; shares are of busy)`);
  console.log('\nself time by function:');
  for (const [label, us] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(row(us, label));
  console.log('\ntotal time by function (callees included):');
  for (const [label, us] of [...inclusiveAll].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(row(us, label));
  console.log('\nself time by file:');
  for (const [label, us] of [...byFile].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(row(us, label));
  if (named.length > 0) {
    console.log('\ntotal time of the named functions (their callees included):');
    for (const name of named) console.log(row(inclusive.get(name) ?? 0, name));
    console.log('\ntheir callers:');
    for (const name of named) {
      for (const [caller, us] of [...(callers.get(name) ?? [])].sort((a, b) => b[1] - a[1]).slice(0, 5)) console.log(row(us, `${name} <- ${caller}`));
    }
  }
}

/** Prints the summary of a .cpuprofile file; `named`: functions whose total time is shown too. */
export function summariseFile(file: string, named: readonly string[] = [], window?: ProfileWindow): void {
  summarise(JSON.parse(readFileSync(file, 'utf8')) as CpuProfile, named, Number(process.env.TOP ?? 40), window);
}

if (import.meta.filename === process.argv[1]) {
  const [file, ...named] = process.argv.slice(2);
  if (!file) {
    console.error('usage: [WINDOW=<from µs>-<to µs>] npx tsx bench/cpu-profile-summary.ts <file.cpuprofile> [function name ...]');
    process.exit(2);
  }
  const [fromUs, toUs] = (process.env.WINDOW ?? '').split('-').map(Number);
  summariseFile(file, named, fromUs && toUs ? { fromUs, toUs } : undefined);
}
