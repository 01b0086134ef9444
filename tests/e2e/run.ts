// `npm run test:e2e`: builds what is out of date, starts the real server on a free loopback port with a
// throw-away SQLite database and a loopback SMTP server for its mails (the tests read verification codes from it),
// runs tests/e2e/*.e2e.ts in Chromium, and stops everything.
// `tsx tests/e2e/run.ts conversion` runs only the tests whose name contains "conversion".
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { buildApp } from '../../host-site/server/app';
import { loadConfig } from '../../host-site/server/config';
import type { E2eTest } from './harness';
import { buildIfStale } from '../../scripts/build-if-stale';
import { start as startMailbox } from '../support/mailbox';
import { start as startSmsGateway } from '../support/sms-gateway';
import { TestClock } from '../support/test-clock';
import { asReturningVisitor } from './returning-visitor';
import { startShop } from './shop-server';

const testsDir = import.meta.dirname;
const chromiumArgs = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync'];
const filters = process.argv.slice(2);

async function loadTests(): Promise<E2eTest[]> {
  const files = (await readdir(testsDir)).filter((file) => file.endsWith('.e2e.ts')).sort();
  const tests: E2eTest[] = [];
  for (const file of files) {
    const module = (await import(pathToFileURL(path.join(testsDir, file)).href)) as { default: E2eTest[] };
    for (const test of module.default) tests.push({ ...test, name: `${file.replace(/\.e2e\.ts$/, '')} › ${test.name}` });
  }
  return tests.filter((test) => filters.length === 0 || filters.some((filter) => test.name.includes(filter)));
}

try {
  await buildIfStale();
} catch (error) {
  console.error(`e2e: not run, the build failed: ${error instanceof Error ? error.message : String(error)}`);
  console.log('e2e: 0 passed, 0 failed');
  process.exit(1);
}
const tests = await loadTests();
const dataDir = await mkdtemp(path.join(tmpdir(), 'vs-e2e-'));
// The tests get their own SQLite file, whatever database the environment names for the real server.
const environment = { ...process.env };
delete environment.DATABASE_FILE;
delete environment.DATABASE_URL;
delete environment.SMTP_URL;
const mailbox = await startMailbox();
const sms = await startSmsGateway();
// The example shop, on an origin of its own that the server allows as a distributor's (issue #28).
const shop = await startShop();
const allowedOrigins = [environment.ALLOWED_ORIGINS, shop.origin].filter(Boolean).join(',');
// The server stands behind one proxy hop (TRUST_PROXY=1) and each test is a visitor of its own address
// (X-Forwarded-For), as on a real site: the per-address limits (registrations, failed sign-ins) count each test
// apart instead of adding up the whole suite's registrations from 127.0.0.1.
// The accounts' clock is the tests' own: an expiry is reached by moving it, not by waiting for it. Every answer is
// checked against its contract (CHECK_ANSWERS) as in the API tests: an answer the pages get that leaves it is a 500.
const clock = new TestClock();
const app = await buildApp(
  loadConfig({ ...environment, ...sms.environment, HOST: '127.0.0.1', PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'warn', SMTP_URL: mailbox.url, TRUST_PROXY: '1', ALLOWED_ORIGINS: allowedOrigins, CHECK_ANSWERS: '1' }),
  { now: clock.now },
);
// A promise a failed test left behind (a response it was still waiting for) rejects later: it is told with the
// test running then rather than ending the whole run.
const strayRejections: string[] = [];
process.on('unhandledRejection', (reason) => strayRejections.push(reason instanceof Error ? reason.message : String(reason)));
let passed = 0;
let failed = 0;
/** Told again at the end: a run's log is often read from its tail. */
const failures: string[] = [];
const flaky: string[] = [];
try {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });

  /** One run of `test` in a context of its own, from `visitor`'s address: what went wrong, or undefined. */
  async function attempt(test: E2eTest, visitor: string, shotName: string): Promise<string | undefined> {
    // No service worker: a request it answers passes no page.route() (Playwright's limit), and several tests answer
    // calls with their own failures that way. The worker is offline.e2e.ts's subject, in contexts of its own.
    const context = await browser.newContext({ locale: 'en-US', extraHTTPHeaders: { 'X-Forwarded-For': visitor }, serviceWorkers: 'block' });
    await asReturningVisitor(context);
    context.setDefaultTimeout(30_000); // a guard against a hang, not a speed check
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    try {
      await test.run({ page, baseUrl, mailbox, sms, clock, shopUrl: `${shop.origin}/?maker=${encodeURIComponent(baseUrl)}` });
      if (pageErrors.length > 0) throw new Error(`uncaught in the page: ${pageErrors.join('; ')}`);
      if (strayRejections.length > 0) throw new Error(`a promise rejected unhandled: ${strayRejections.splice(0).join('; ')}`);
      return undefined;
    } catch (error) {
      const shot = path.join(tmpdir(), `vs-e2e-failure-${shotName}.png`);
      await page.screenshot({ path: shot }).catch(() => undefined);
      return `${error instanceof Error ? error.message : String(error)}\n    screenshot: ${shot}`;
    } finally {
      await context.close();
    }
  }

  try {
    for (const [index, test] of tests.entries()) {
      const started = performance.now();
      // TEST-NET-2 and TEST-NET-1 (RFC 5737), documentation addresses: a second try is another visitor, so the
      // per-address limits do not count the first try's sign-ups against it.
      const first = await attempt(test, `198.51.100.${(index % 254) + 1}`, `${index + 1}`);
      // A test failing once on a loaded machine is tried once more, and told as flaky (with the first failure)
      // so that it gets mended; a test failing twice fails.
      const second = first === undefined ? undefined : await attempt(test, `192.0.2.${(index % 254) + 1}`, `${index + 1}-again`);
      const took = `${Math.round(performance.now() - started)} ms`;
      if (first === undefined) {
        passed++;
        console.log(`  ✓ ${test.name} (${took})`);
      } else if (second === undefined) {
        passed++;
        const told = `  ⚠ ${test.name}: passed on its second try (${took}); the first failed:\n    ${first}`;
        flaky.push(told);
        console.log(told);
      } else {
        failed++;
        const told = `  ✗ ${test.name}\n    ${second}\n    (the first try: ${first})`;
        failures.push(told);
        console.log(told);
      }
    }
  } finally {
    await browser.close();
  }
} finally {
  await app.close();
  await mailbox.close();
  await sms.close();
  await shop.close();
  await rm(dataDir, { recursive: true, force: true });
}

if (flaky.length > 0) console.log(`\nflaky (passed on a second try):\n${flaky.join('\n')}\n`);
if (failures.length > 0) console.log(`\nfailed:\n${failures.join('\n')}\n`);
console.log(`e2e: ${passed} passed, ${failed} failed`);
process.exitCode = failed > 0 || tests.length === 0 ? 1 : 0;
