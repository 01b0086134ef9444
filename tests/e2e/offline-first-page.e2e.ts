import assert from 'node:assert/strict';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { e2eTest } from './harness';
import { becomeMember } from './member';
import { controlled, untilKept, workerContext } from './service-worker-context';

// Issue 37 item 1, offline from any first page: the first page of a visit (a selector link with conditions in its
// address, /home, a member's projects page) is the only one opened online; the network is then cut
// (context.setOffline, which Chromium applies to the service worker too), the page reloaded, and what shows is
// checked, with no console error: no call that must fail is made.

const selectorLink = '/selector/index?valveName=Eev&refrigerant=R410A&Te=-5%E2%84%83&Tk=45%E2%84%83';

/** The console errors, page errors and failed requests of every page of `context` from now on. */
function watchErrors(context: BrowserContext): string[] {
  const errors: string[] = [];
  const watch = (page: Page) => {
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`console: ${message.text()}`);
    });
    page.on('pageerror', (error) => errors.push(`page: ${error.message}`));
    // A request the browser dropped because the page went on (net::ERR_ABORTED at a navigation) is no failure.
    page.on('requestfailed', (request) => {
      const reason = request.failure()?.errorText ?? '';
      if (reason !== 'net::ERR_ABORTED') errors.push(`request: ${request.method()} ${request.url()} ${reason}`);
    });
  };
  context.pages().forEach(watch);
  context.on('page', watch);
  return errors;
}

/** Runs `test` in a context where the site's worker runs, closing it after, with a screenshot on failure. */
async function inWorkerContext(harnessPage: Page, name: string, test: (context: BrowserContext, page: Page) => Promise<void>): Promise<void> {
  const context = await workerContext(harnessPage);
  try {
    await test(context, await context.newPage());
  } catch (error) {
    await context.pages()[0]?.screenshot({ path: path.join(tmpdir(), `vs-e2e-offline-${name}.png`) }).catch(() => undefined);
    throw error;
  } finally {
    await context.close();
  }
}

const offlineStatus = (page: Page) => page.getByRole('status').filter({ hasText: 'Offline' });

export default [
  e2eTest('a selector link opened once online reloads offline with its form and its conditions, and calculates in the browser', async ({ page: harnessPage, baseUrl }) => {
    await inWorkerContext(harnessPage, 'selector-link', async (context, page) => {
      const errors = watchErrors(context);
      await page.goto(baseUrl + selectorLink);
      const form = page.getByRole('form', { name: 'Operating conditions' });
      await form.waitFor();
      await controlled(page);
      // What the form needs offline: its fields and the family's slice, kept though the visit never calculated.
      await untilKept(page, '/api/valve/selection');
      await untilKept(page, '/api/selection/slice');

      await context.setOffline(true);
      await page.reload();
      await offlineStatus(page).waitFor();
      await form.waitFor();
      assert.equal(await page.getByText('Loading the form…').count(), 0);
      assert.match(await form.getByLabel(/^Evaporating temperature/).first().inputValue(), /^-5(\.0+)?$/, "the link's Te");
      await form.getByRole('button', { name: 'Calculate' }).click();
      const optimal = page.getByRole('region', { name: /^Optimal \(\d+\)$/ });
      await Promise.race([
        optimal.waitFor(),
        page.locator('[part="error"]').waitFor().then(async () => assert.fail(`the form says: ${await page.locator('[part="error"]').innerText()}; ${errors.join('; ')}`)),
      ]);
      assert.ok((await optimal.locator('tr[part="row"]').count()) > 0, 'results from the engine in the browser');
      assert.deepEqual(errors, []);
    });
  }),

  e2eTest('offline, a family never opened says at once that its form is not on this device and what to do', async ({ page: harnessPage, baseUrl }) => {
    await inWorkerContext(harnessPage, 'family-not-kept', async (context, page) => {
      const errors = watchErrors(context);
      await page.goto(baseUrl + selectorLink);
      await controlled(page);
      await untilKept(page, '/api/valve/selection');
      await untilKept(page, '/api/valve/baseinfo');

      await context.setOffline(true);
      await page.goto(baseUrl + '/selector/index?valveName=Sov');
      const alert = page.getByRole('alert').filter({ hasText: "This family's form is not on this device yet" });
      await alert.waitFor();
      assert.match(await alert.innerText(), /Open it once online/);
      assert.equal(await alert.getByRole('link', { name: 'Back to the home page' }).count(), 1);
      assert.equal(await page.getByText('Loading the form…').count(), 0);
      assert.deepEqual(errors, []);
    });
  }),

  e2eTest('/home opened once online reloads offline with its families, pictures included; /login offline says that signing in needs a connection', async ({ page: harnessPage, baseUrl }) => {
    await inWorkerContext(harnessPage, 'home', async (context, page) => {
      const errors = watchErrors(context);
      await page.goto(baseUrl + '/home');
      const family = page.getByRole('main').getByText('Electronic expansion valve').first();
      await family.waitFor();
      await controlled(page);
      await untilKept(page, '/api/valve/baseinfo');

      await context.setOffline(true);
      await page.reload();
      await offlineStatus(page).waitFor();
      await family.waitFor();

      await page.goto(baseUrl + '/login');
      const main = page.getByRole('main');
      await main.getByRole('heading', { name: 'Needs a connection' }).waitFor();
      await main.getByText('Signing in, registering and changing your account need a connection').waitFor();
      assert.equal(await main.getByLabel('Password').count(), 0, 'no sign-in form that cannot be sent');
      await page.goto(baseUrl + '/register');
      await main.getByRole('heading', { name: 'Needs a connection' }).waitFor();
      assert.deepEqual(errors, []);
    });
  }),

  e2eTest("a member's projects page opened online reloads offline without calling the server, and says what needs a connection", async ({ page: harnessPage, baseUrl, mailbox }) => {
    await inWorkerContext(harnessPage, 'member', async (context, page) => {
      const member = await becomeMember(page, baseUrl, mailbox);
      await page.goto(baseUrl + '/projects');
      await page.getByRole('main').getByRole('heading', { name: 'Projects' }).waitFor();
      await controlled(page);
      await untilKept(page, '/api/valve/baseinfo');
      const errors = watchErrors(context);

      await context.setOffline(true);
      await page.reload();
      await offlineStatus(page).waitFor();
      const main = page.getByRole('main');
      await main.getByText('Your projects are kept on the server and need a connection').waitFor();
      // Still signed in: the token is kept, the header names the member.
      await page.getByRole('banner').getByRole('button', { name: `Account of ${member.name}` }).waitFor();
      // An account action offline says that it needs a connection.
      await page.goto(baseUrl + '/changeEmail');
      await main.getByRole('heading', { name: 'Needs a connection' }).waitFor();
      // The Selected List is this device's: it shows offline.
      await page.goto(baseUrl + '/selected');
      await main.getByText('Your selection list is empty').waitFor();
      assert.deepEqual(errors, []);
    });
  }),
];
