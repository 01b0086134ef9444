// `npm test`: every check (typecheck, lint, unit, build, browser, end to end), in steps: the stages of a step run at
// once when each alone leaves a core idle (`steps` says which), the steps one after another. Each stage runs even when
// an earlier one failed, so one run shows every failure; the exit code is non-zero if any stage failed.
// No stage is tried again: a test that fails on a loaded machine is mended, not retried (the e2e runner alone tries a
// failed test once more and names it flaky). A stage that hangs is ended at its time-out, so that CI ends and says which.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const resultsDir = path.join(root, 'var', 'test-results');

interface Stage {
  name: string;
  command: string[];
  /**
   * Minutes after which the stage is taken for hung, ended and failed: ten times what it took on a loaded 2-core
   * machine (CI before issue 37: typecheck 41 s, lint 10 s, unit 336 s, build 64 s, package 46 s, browser 177 s, e2e
   * 672 s), a guard against a hang, not a speed check.
   */
  minutes: number;
  /** Reads the passed/failed test counts of the stage after it ran, when it has tests, and which failed or were flaky. */
  counts?: (output: string) => Promise<Counts | undefined>;
}

interface Counts {
  passed: number;
  failed: number;
  /** The failed (✗) and flaky (⚠) tests, repeated under the summary: a CI log is often read from its tail only. */
  failedOrFlaky?: string[];
}

const stages = [
  { name: 'typecheck', minutes: 15, command: ['npm', 'run', 'typecheck'] },
  { name: 'lint', minutes: 15, command: ['npm', 'run', 'lint'] },
  {
    name: 'unit',
    minutes: 60,
    command: ['npx', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${path.join(resultsDir, 'vitest.json')}`],
    counts: async () => vitestCounts('vitest.json'),
  },
  // The widgets and the site are built here, once, before the stages that load them: never inside a test's timeout.
  { name: 'build', minutes: 45, command: ['npx', 'tsx', 'scripts/build-if-stale.ts'] },
  // The built widgets as an npm package, installed into a fresh Vite app and built there; the embed tests open it.
  { name: 'package', minutes: 30, command: ['npx', 'tsx', 'scripts/check-widget-package.ts'] },
  {
    name: 'browser',
    minutes: 60,
    command: ['npx', 'web-test-runner', '--config', 'web-test-runner.config.mjs'],
    counts: async (output) => lastCounts(output),
  },
  // Every story of stories/ in Chromium: its play function, axe (a violation fails), no console error, and its
  // picture against tests/visual in English and Arabic, light and dark (vitest.stories.config.ts).
  {
    name: 'stories',
    minutes: 60,
    command: ['npm', 'run', 'test:stories', '--', '--reporter=default', '--reporter=json', `--outputFile.json=${path.join(resultsDir, 'stories.json')}`],
    counts: async () => vitestCounts('stories.json'),
  },
  { name: 'e2e', minutes: 120, command: ['npm', 'run', 'test:e2e'], counts: async (output) => lastCounts(output) },
] as const satisfies Stage[];

type StageName = (typeof stages)[number]['name'];

/**
 * The stages that run at once, step by step (a 2-core CI machine). tsc and ESLint each keep one core busy and the
 * build mostly one (Rollup and Storybook's builder are single-threaded): together they fill both, instead of one
 * after another with a core idle (CI before: typecheck 49 s, lint 43 s, build 82 s). The package stage waits mostly
 * on npm's registry, so it runs beside the unit tests. The browser tests and the stories each drive one page of
 * their own Chromium at a time, waiting on it as much as working: side by side they share the two cores instead of
 * each leaving one idle. A stage that loads the build comes in a later step than the build; the embed tests
 * (browser) open the app the package stage built.
 */
const steps: StageName[][] = [['typecheck', 'lint', 'build'], ['unit', 'package'], ['browser', 'stories'], ['e2e']];

/** The counts of a Vitest JSON report in the results directory, and the failed tests by file and name. */
async function vitestCounts(file: string): Promise<Counts> {
  const report = JSON.parse(await readFile(path.join(resultsDir, file), 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    testResults: { name: string; assertionResults: { fullName: string; status: string }[] }[];
  };
  const failedOrFlaky = report.testResults.flatMap((result) =>
    result.assertionResults
      .filter((test) => test.status === 'failed')
      .map((test) => `✗ ${path.relative(root, result.name)} › ${test.fullName}`),
  );
  return { passed: report.numPassedTests, failed: report.numFailedTests, failedOrFlaky };
}

/**
 * The last "N passed, N failed" a runner printed (WTR and our e2e script print one), and the lines that name a
 * failed test (✗ in our e2e script, ❌ in WTR's report) or a flaky one (⚠, our e2e script's second tries).
 */
function lastCounts(output: string): Counts | undefined {
  // eslint-disable-next-line no-control-regex
  const plain = output.replace(/\x1b\[[0-9;]*[A-Za-z]/g, '');
  const all = [...plain.matchAll(/(\d+) passed, (\d+) failed/g)];
  const last = all.at(-1);
  const failedOrFlaky = [...new Set([...plain.matchAll(/^\s*(✗|❌|⚠)\s*(.+)$/gm)].map((match) => `${match[1]} ${match[2]!.trim()}`))];
  return last ? { passed: Number(last[1]), failed: Number(last[2]), failedOrFlaky } : undefined;
}

/** The running stages' process groups: ended with them when npm test is stopped, or at a stage's time-out. */
const running = new Set<number>();

/** Ends a process group: SIGTERM, then SIGKILL for what is left after 10 s. */
function endGroup(pid: number): void {
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-pid, name);
    } catch {
      // already gone
    }
  };
  signal('SIGTERM');
  setTimeout(() => signal('SIGKILL'), 10_000).unref();
}

for (const name of ['SIGINT', 'SIGTERM'] as const) {
  process.on(name, () => {
    for (const pid of running) endGroup(pid);
    process.exit(130);
  });
}

/**
 * Runs `command`; `live`: its output is shown as it comes, else held and shown whole when it ends (stages running at
 * once would interleave their lines).
 */
function run(command: readonly string[], minutes: number, live: boolean): Promise<{ code: number; output: string; hung: boolean }> {
  return new Promise((resolve) => {
    // A group of its own, so that a hung stage's servers and browsers end with it.
    const child = spawn(command[0]!, command.slice(1), { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    if (child.pid !== undefined) running.add(child.pid);
    let output = '';
    let hung = false;
    const tee = (stream: NodeJS.WriteStream) => (chunk: Buffer) => {
      output += chunk.toString();
      if (live) stream.write(chunk);
    };
    child.stdout.on('data', tee(process.stdout));
    child.stderr.on('data', tee(process.stderr));
    const limit = setTimeout(() => {
      hung = true;
      console.log(`\n=== ${command.join(' ')}: still running after ${minutes} min, taken for hung and ended`);
      if (child.pid !== undefined) endGroup(child.pid);
    }, minutes * 60_000);
    child.on('close', (code) => {
      clearTimeout(limit);
      if (child.pid !== undefined) running.delete(child.pid);
      if (!live) process.stdout.write(output);
      resolve({ code: code ?? 1, output, hung });
    });
  });
}

/** What the browser, story and end-to-end tests run (Debian's chromium) and the three-instance test's proxy (issue 38). */
const debianPackages = [
  { name: 'chromium', path: '/usr/bin/chromium', without: 'the browser, story and end-to-end tests cannot run' },
  { name: 'haproxy', path: '/usr/sbin/haproxy', without: 'the three-instance test will be skipped' },
];

/**
 * A fresh machine gets what it lacks: installed with apt-get when this is root (as .ci/run does), else the one
 * command to run is printed with what fails without it.
 */
function ensureDebianPackages(): void {
  const missing = debianPackages.filter((pkg) => !existsSync(pkg.path));
  if (missing.length === 0) return;
  const names = missing.map((pkg) => pkg.name).join(' ');
  if (process.getuid?.() !== 0) {
    for (const pkg of missing) console.log(`${pkg.name} is missing, so ${pkg.without}`);
    console.log(`install with: sudo apt-get update && sudo apt-get install -y ${names}`);
    return;
  }
  console.log(`installing Debian's ${names}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  spawnSync('apt-get', ['install', '-y', '-qq', ...missing.map((pkg) => pkg.name)], { stdio: 'inherit', env });
}

ensureDebianPackages();
await rm(resultsDir, { recursive: true, force: true });
await mkdir(resultsDir, { recursive: true });
const only = process.argv.slice(2);
let passed = 0;
let failed = 0;
/** Each stage's lines of the summary, told in the stages' order whatever order they ended in. */
const told = new Map<StageName, string[]>();

async function runStage(stage: (typeof stages)[number], live: boolean): Promise<void> {
  const header = `\n=== ${stage.name}: ${stage.command.join(' ')}`;
  console.log(live ? header : `${header} (alongside other stages: its output when it ends)`);
  const started = Date.now();
  const { code, output, hung } = await run(stage.command, stage.minutes, live);
  const counts = 'counts' in stage ? await stage.counts(output).catch(() => undefined) : undefined;
  if (counts) {
    passed += counts.passed;
    failed += counts.failed;
  }
  // A stage that exits non-zero fails even if its counts look clean (a crash before any test ran).
  if ((code !== 0 || hung) && (!counts || counts.failed === 0)) failed += 1;
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  const detail = `${counts ? ` (${counts.passed} passed, ${counts.failed} failed)` : ''}${hung ? ` hung: ended after ${stage.minutes} min` : ''}`;
  if (!live) console.log(`=== ${stage.name} ended after ${seconds}s`);
  told.set(stage.name, [`${code === 0 && !hung ? 'ok    ' : 'FAILED'} ${stage.name}${detail} ${seconds}s`, ...(counts?.failedOrFlaky ?? []).map((name) => `         ${name}`)]);
}

for (const step of steps) {
  const chosen = stages.filter((stage) => step.includes(stage.name) && (only.length === 0 || only.includes(stage.name)));
  await Promise.all(chosen.map((stage) => runStage(stage, chosen.length === 1)));
}
const summary = stages.flatMap((stage) => told.get(stage.name) ?? []);
console.log(`\n${summary.join('\n')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
