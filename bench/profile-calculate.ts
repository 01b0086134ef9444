// Where a calculate answer's CPU goes (issue 29): the server started as the load bench starts it, with node's
// --cpu-prof, sent the load bench's calculations (TxvOld, a new Te each time, gzip accepted) on a few connections,
// so that every request is served and none shed, then stopped (the profile is written at exit) and summarised.
// `npx tsx bench/profile-calculate.ts [seconds] [connections] [function names whose callees count ...]`; the .cpuprofile is kept for Chrome's DevTools.
// Not a bench file: `npm run bench` does not run it.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { summariseFile, type ProfileWindow } from './cpu-profile-summary';
import { calculateBody, cpuUsage, startServer } from './load.bench';

const seconds = Number(process.argv[2] ?? 15);
const connections = Number(process.argv[3] ?? 4);
const dataDir = mkdtempSync(path.join(tmpdir(), 'vs-profile-'));
const profileDir = mkdtempSync(path.join(tmpdir(), 'vs-cpuprofile-'));
const server = await startServer(dataDir, ['--cpu-prof', '--cpu-prof-dir', profileDir]);
const options: autocannon.Options = {
  url: `${server.base}/api/ucselection/calculate`,
  method: 'POST',
  headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip, deflate, br' },
  requests: [{ setupRequest: (request) => ({ ...request, body: calculateBody() }) }],
  connections,
  timeout: 10,
};
let window: ProfileWindow;
try {
  await autocannon({ ...options, duration: 3 }); // warm-up: the engine's and V8's first runs
  const before = await cpuUsage(server);
  const result = await autocannon({ ...options, duration: seconds });
  const after = await cpuUsage(server);
  window = { fromUs: before.atUs, toUs: after.atUs };
  const cpu = after.cpuMs - before.cpuMs;
  console.log(`profile-calculate: ${result['2xx']} answers (${result.non2xx} others) in ${seconds} s on ${connections} connections, server CPU ${(cpu / result['2xx']).toFixed(3)} ms per answer`);
} finally {
  server.child.kill('SIGTERM');
  await new Promise((resolve) => server.child.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
const [file] = readdirSync(profileDir).filter((name) => name.endsWith('.cpuprofile'));
if (!file) throw new Error('the server wrote no profile');
// Only the measured run: the start (module loading, the catalogue's checks) and the warm-up left out.
summariseFile(path.join(profileDir, file), process.argv.slice(4).length > 0 ? process.argv.slice(4) : ['calculate', 'selectionRows', 'calculateSizes', 'resolveConditions', 'answerSerializer', 'onSend', 'preHandler', 'onRequest', 'requestPresentation'], window);
console.log(`\nprofile: ${path.join(profileDir, file)}, measured run: WINDOW=${window.fromUs}-${window.toUs}`);
