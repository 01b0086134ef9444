// Builds the widgets and the host site when their output is missing or older than any of their sources, so
// that `npm start` and the end-to-end tests always serve what the code says, without rebuilding every time.
import { spawn } from 'node:child_process';
import { mkdir, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

const projectRoot = path.resolve(import.meta.dirname, '..');

interface Build {
  /** npm script that builds it. */
  script: string;
  /** A file every build writes; its age is the build's. */
  output: string;
  /** Files and folders whose change calls for a new build. */
  sources: string[];
}

const shared = ['src', 'widgets', 'package.json', 'tsconfig.json'];

const builds: Build[] = [
  { script: 'build:widgets', output: 'dist/widgets/valve-selector.js', sources: [...shared, 'scripts/build-widgets.ts'] },
  { script: 'build:site', output: 'dist/site/index.html', sources: [...shared, 'host-site/web'] },
  // The designers' Storybook, served at /storybook/ (docs/storybook.md).
  { script: 'build:storybook', output: 'dist/storybook/index.html', sources: [...shared, 'stories', '.storybook'] },
];

/** Newest modification time (ms) of the files under `entry`; 0 when it does not exist. */
async function newest(entry: string): Promise<number> {
  const info = await stat(entry).catch(() => undefined);
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  let latest = 0;
  for (const child of await readdir(entry)) {
    if (child === 'node_modules' || child.startsWith('.')) continue;
    latest = Math.max(latest, await newest(path.join(entry, child)));
  }
  return latest;
}

async function isStale(build: Build): Promise<boolean> {
  const output = await stat(path.join(projectRoot, build.output)).catch(() => undefined);
  if (!output) return true;
  const times = await Promise.all(build.sources.map((source) => newest(path.join(projectRoot, source))));
  return Math.max(...times) > output.mtimeMs;
}

/** Runs an npm script; `quiet` holds its output back and shows it only if the build fails. */
function run(script: string, quiet: boolean): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', script], { cwd: projectRoot, stdio: quiet ? 'pipe' : 'inherit' });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0) return resolve();
      if (quiet) process.stderr.write(Buffer.concat(output));
      reject(new Error(`npm run ${script} failed (exit ${code})`));
    });
  });
}

export interface BuildOptions {
  /** Print only failures (for tools whose own output must stay readable, such as the benchmarks). */
  quiet?: boolean;
}

// Two commands started together (`npm start` beside an end-to-end run, a benchmark beside a test) would otherwise both
// see a stale `dist/` and write it at once, each serving the other's half-written files. `mkdir` is atomic on every
// file system Node runs on, so the folder is the lock; its owner's pid lets a lock left by a killed build be taken over.
const lockPath = path.join(projectRoot, 'node_modules', '.cache', 'valve-selector-build.lock');

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function acquireLock(): Promise<void> {
  await mkdir(path.dirname(lockPath), { recursive: true });
  for (let waitedMs = 0; ; waitedMs += 500) {
    try {
      await mkdir(lockPath);
      await writeFile(path.join(lockPath, 'pid'), String(process.pid));
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = Number(await readFile(path.join(lockPath, 'pid'), 'utf8').catch(() => ''));
    // A lock without a pid is one being taken right now; give its owner a moment before calling it abandoned.
    if ((owner && !isRunning(owner)) || (!owner && waitedMs >= 5_000)) {
      await rm(lockPath, { recursive: true, force: true });
      continue;
    }
    if (waitedMs % 30_000 === 0) console.log('build: waiting for another build of this checkout to finish');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** Runs each build whose output is missing or out of date, in order (the site may import widget code). */
export async function buildIfStale(options: BuildOptions = {}): Promise<void> {
  await acquireLock();
  try {
    // Checked under the lock: a build that was waiting finds the output the other one just wrote, and skips.
    for (const build of builds) {
      if (!(await isStale(build))) continue;
      if (!options.quiet) console.log(`building: npm run ${build.script}`);
      await run(build.script, options.quiet ?? false);
    }
  } finally {
    await rm(lockPath, { recursive: true, force: true });
  }
}

// `tsx scripts/build-if-stale.ts`: the build step `npm test` and `npm run test:browser` run before any test starts,
// so that no test waits for a build inside its own timeout.
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  try {
    await buildIfStale();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
