import assert from 'node:assert/strict';
import { cp, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { buildApp } from '../../host-site/server/app';
import { loadConfig } from '../../host-site/server/config';
import { e2eTest } from './harness';
import { becomeMember } from './member';
import { controlled, untilKept, workerContext } from './service-worker-context';

// Issue 29, offline after the first visit: the site's service worker in Chromium, the network taken away with
// context.setOffline (which Playwright applies to the worker's own requests too).

const selectorPath = '/selector/index?valveName=Eev&refrigerant=R410A';

/** The names of the caches of kept API answers, and the paths of the calls each holds. */
function keptCalls(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const kept: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      if (!name.startsWith('vs-data-')) continue;
      const keys = await (await caches.open(name)).keys();
      kept[name] = keys.map((request) => new URL(request.url).pathname);
    }
    return kept;
  });
}

async function convertZeroCelsiusOfR134a(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Conversion tool' }).click();
  const dialog = page.getByRole('dialog', { name: 'Conversion tool' });
  await dialog.getByLabel('Refrigerant').selectOption('R134a');
  await dialog.getByLabel('Value').fill('0');
  await dialog.getByText('2.93 bar abs').waitFor();
  const chart = dialog.getByRole('region', { name: 'Pressure-temperature chart of R134a' });
  await chart.getByRole('grid', { name: 'Saturation pressures of R134a' }).waitFor();
  assert.equal(await chart.locator('canvas').count() > 0, true);
  await dialog.getByRole('button', { name: 'Close' }).click();
}

async function calculatedResults(page: Page): Promise<number> {
  const optimal = page.getByRole('region', { name: /^Optimal \(\d+\)$/ });
  await optimal.waitFor();
  return optimal.locator('tr[part="row"]').count();
}

/** A server of its own on the catalogue in `catalogueDir`, on `port` (0: a free one). */
async function startServer(catalogueDir: string, dataDir: string, port: number) {
  const environment = { ...process.env };
  delete environment.DATABASE_FILE;
  delete environment.DATABASE_URL;
  delete environment.SMTP_URL;
  const app = await buildApp(loadConfig({ ...environment, HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', CATALOGUE_DIR: catalogueDir }));
  await app.listen({ host: '127.0.0.1', port });
  return { app, port: (app.server.address() as AddressInfo).port };
}

/** Gives every file of the catalogue copy in `dir` the version `version`, and the EEV family an English name. */
async function reissueCatalogue(dir: string, version: string, eevName: string): Promise<void> {
  for (const file of await readdir(dir)) {
    if (!file.endsWith('.json')) continue;
    const data = JSON.parse(await readFile(path.join(dir, file), 'utf8')) as { version?: string; items?: { Classname?: string; Name?: Record<string, string> }[] };
    if (data.version === undefined) continue;
    data.version = version;
    if (file === 'families.json') {
      const eev = data.items?.find((family) => family.Classname === 'Eev');
      if (!eev?.Name) throw new Error('the demo catalogue has no Eev family');
      eev.Name.en = eevName;
    }
    await writeFile(path.join(dir, file), JSON.stringify(data));
  }
}

export default [
  e2eTest('after one visit online the converter, the P-T chart and an opened family work offline, reloads included; what needs the server is disabled', async ({ page: harnessPage, baseUrl }) => {
    const context = await workerContext(harnessPage);
    try {
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      // The visit: a family's results (one added to the list), then the conversion tool.
      await page.goto(baseUrl + selectorPath);
      await controlled(page);
      await page.getByRole('form', { name: 'Operating conditions' }).getByRole('button', { name: 'Calculate' }).click();
      const online = await calculatedResults(page);
      assert.ok(online > 0);
      const add = page.getByRole('region', { name: /^Optimal \(\d+\)$/ }).getByRole('button', { name: /^Add / }).first();
      await add.click();
      await convertZeroCelsiusOfR134a(page);
      // The first page's calls went past the worker (it was not yet in control): fetched again through it.
      await untilKept(page, '/api/valve/baseinfo');
      await untilKept(page, '/api/ucselection/calculate');
      const status = page.getByRole('status').filter({ hasText: 'Offline' });
      assert.equal(await status.count(), 0, 'no offline state while online');

      await context.setOffline(true);
      await page.reload();
      await status.waitFor();
      assert.equal(await calculatedResults(page), online, 'the same results from the kept answers');
      await convertZeroCelsiusOfR134a(page);

      // Signing in, searching, saving and exporting need the server: disabled, with the reason.
      const signIn = page.getByRole('button', { name: 'Sign in' });
      assert.equal(await signIn.isDisabled(), true);
      assert.equal(await signIn.getAttribute('aria-describedby'), 'offline-reason');
      assert.equal(await page.getByRole('search').getByRole('combobox').isDisabled(), true);
      await page.goto(baseUrl + '/selected');
      await status.waitFor();
      const list = page.getByRole('main');
      await list.getByRole('button', { name: 'Save', exact: true }).waitFor();
      assert.equal(await list.getByRole('button', { name: 'Save', exact: true }).isDisabled(), true);
      assert.equal(await list.getByRole('button', { name: 'Export', exact: true }).isDisabled(), true);
      // The selection strip's own Save the list and Export too.
      const strip = page.getByRole('region', { name: 'Selected products' });
      await strip.waitFor();
      assert.equal(await strip.getByRole('button', { name: 'Save the list' }).isDisabled(), true);
      assert.equal(await strip.getByRole('button', { name: 'Export' }).isDisabled(), true);

      // Back online, the banner goes and sign-in is a link again.
      await context.setOffline(false);
      await status.waitFor({ state: 'detached' });
      await page.getByRole('link', { name: 'Sign in' }).waitFor();
      assert.deepEqual(errors, []);
    } catch (error) {
      await context.pages()[0]?.screenshot({ path: path.join(tmpdir(), 'vs-e2e-offline-failure.png') }).catch(() => undefined);
      throw error;
    } finally {
      await context.close();
    }
  }),

  e2eTest('a member offline: the account menu keeps its pages but disables them with the reason; signing out still ends the session', async ({ page, baseUrl, mailbox }) => {
    const member = await becomeMember(page, baseUrl, mailbox);
    await page.goto(baseUrl + '/home');
    const account = page.getByRole('banner').getByRole('button', { name: `Account of ${member.name}` });
    await page.context().setOffline(true);
    // No network: the browser says so at once (navigator.onLine), no call needs to fail first.
    await page.getByRole('status').filter({ hasText: 'Offline' }).waitFor();
    await account.click();
    const menu = page.getByRole('menu');
    for (const name of ['Reset Password', 'Change Phone Number', 'Change Email']) {
      const item = menu.getByRole('menuitem', { name });
      assert.equal(await item.getAttribute('aria-disabled'), 'true', name);
      assert.equal(await item.getAttribute('aria-describedby'), 'offline-reason', name);
    }
    // Chosen from the keyboard (a pointer cannot choose a disabled item), it leads nowhere.
    await menu.getByRole('menuitem', { name: 'Change Email' }).focus();
    await page.keyboard.press('Enter');
    assert.equal(new URL(page.url()).pathname, '/home', 'a disabled item leads nowhere');
    await page.keyboard.press('Escape');
    await account.click();
    await menu.getByRole('menuitem', { name: 'Sign Out' }).click();
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    await page.context().setOffline(false);
  }),

  e2eTest('a new catalogue version replaces the answers kept for offline use', async ({ page: harnessPage }) => {
    const work = await mkdtemp(path.join(tmpdir(), 'vs-e2e-offline-'));
    const catalogue = path.join(work, 'catalogue');
    await cp(path.resolve(import.meta.dirname, '../../host-site/server/catalogue/data'), catalogue, { recursive: true });
    await reissueCatalogue(catalogue, 'offline-test-1', 'Electronic expansion valve (first issue)');
    let server = await startServer(catalogue, work, 0);
    const context = await workerContext(harnessPage);
    try {
      const page = await context.newPage();
      const url = `http://127.0.0.1:${server.port}${selectorPath}`;
      await page.goto(url);
      await controlled(page);
      await untilKept(page, '/api/valve/baseinfo');
      assert.deepEqual(Object.keys(await keptCalls(page)).map((name) => name.replace(/^vs-data-[0-9a-f]+-/, '')), ['offline-test-1']);

      // The maker publishes a new catalogue: the server restarts on it, at the same address.
      await server.app.close();
      await reissueCatalogue(catalogue, 'offline-test-2', 'Electronic expansion valve (second issue)');
      server = await startServer(catalogue, work, server.port);
      await page.reload();
      await page.getByText('Electronic expansion valve (second issue)').first().waitFor();
      await untilKept(page, '/api/valve/baseinfo');
      assert.deepEqual(Object.keys(await keptCalls(page)).map((name) => name.replace(/^vs-data-[0-9a-f]+-/, '')), ['offline-test-2']);

      // Offline, the page shows the new catalogue, never the first.
      await context.setOffline(true);
      await page.reload();
      await page.getByRole('status').filter({ hasText: 'Offline' }).waitFor();
      await page.getByText('Electronic expansion valve (second issue)').first().waitFor();
      assert.equal(await page.getByText('Electronic expansion valve (first issue)').count(), 0);
    } finally {
      await context.close();
      await server.app.close();
      await rm(work, { recursive: true, force: true });
    }
  }),
];
