import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { e2eTest } from './harness';

// Issue 9: the host site on TanStack Router: the specification's redirects and title rule (§2), the not-found
// page, history, the progress bar and a page whose code cannot be fetched (§8). Every wait is for an event in
// the page, never for a length of time.

const address = (page: Page) => {
  const url = new URL(page.url());
  return url.pathname + url.search;
};

/** Holds back the requests for a page's chunk until `release()`, so that the wait is long enough to see. */
async function holdChunk(page: Page, chunk: RegExp) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(chunk, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

export default [
  e2eTest('the short addresses redirect to their pages with the query, in place of themselves in history', async ({ page, baseUrl }) => {
    await page.goto(baseUrl + '/units');
    await page.getByRole('heading', { level: 1, name: 'Units' }).waitFor();
    await page.goto(baseUrl + '/selector?valveName=Sov&serialId=12');
    await page.getByRole('heading', { level: 1, name: 'Product Selection' }).waitFor();
    assert.equal(address(page), '/selector/index?valveName=Sov&serialId=12');
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Units' }).waitFor();
    assert.equal(address(page), '/units');

    await page.goto(baseUrl + '/sort?valveName=Pt&keyword=PT');
    await page.getByRole('heading', { level: 1, name: 'Pressure transmitter: products' }).waitFor();
    assert.equal(address(page), '/sort/index?valveName=Pt&keyword=PT');
    assert.equal(await page.getByLabel('Keyword').inputValue(), 'PT');

    await page.goto(baseUrl + '/?systemId=14');
    await page.getByRole('heading', { name: 'Valves used in Cascade low-temperature system' }).waitFor();
    assert.equal(address(page), '/home?systemId=14');
  }),

  e2eTest('the title is the page\'s title plus the product\'s, and follows every navigation', async ({ page, baseUrl }) => {
    await page.goto(baseUrl + '/home');
    await page.getByRole('heading', { level: 1, name: 'Valve Selector' }).waitFor();
    assert.equal(await page.title(), 'Home - Valve Selector');
    await page.getByRole('link', { name: /^Solenoid valve/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Product Selection' }).waitFor();
    assert.equal(await page.title(), 'Product Selection - Valve Selector');
    assert.equal(await page.getByRole('navigation').getByRole('link', { name: 'Product Selection' }).getAttribute('aria-current'), 'page');
    await page.getByRole('navigation').getByRole('link', { name: 'Selected List' }).click();
    await page.getByRole('heading', { level: 1, name: 'Selected List' }).waitFor();
    assert.equal(await page.title(), 'Selected List - Valve Selector');
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Product Selection' }).waitFor();
    assert.equal(await page.title(), 'Product Selection - Valve Selector');
  }),

  e2eTest('an address no page has shows the not-found page inside the shell, whatever its depth', async ({ page, baseUrl }) => {
    for (const unknown of ['/nowhere', '/home/extra', '/selector/other?valveName=Sov']) {
      await page.goto(baseUrl + unknown);
      await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
      assert.equal(address(page), unknown, 'the address stays as typed');
      assert.equal(await page.title(), 'Page not found - Valve Selector');
      await page.getByRole('banner').waitFor();
      assert.equal(await page.locator('[aria-current]').count(), 0, 'no link stands for the page shown');
    }
    await page.getByRole('main').getByRole('link', { name: 'Go to the home page' }).click();
    await page.getByRole('heading', { level: 1, name: 'Valve Selector' }).waitFor();
    assert.equal(address(page), '/home');
  }),

  e2eTest('back and forward move through the pages and the query; a followed link moves the focus to the page', async ({ page, baseUrl }) => {
    await page.goto(baseUrl + '/home');
    await page.getByRole('tab', { name: 'By application' }).click();
    await page.waitForURL(/\/home\?tab=application$/);
    assert.equal(await page.getByRole('tab', { name: 'By application' }).evaluate((tab) => tab === document.activeElement), true,
      'a change of the query alone leaves the focus where it is');
    await page.getByRole('link', { name: /^VRF/ }).click();
    await page.getByRole('heading', { name: 'Valves used in VRF' }).waitFor();
    assert.equal(address(page), '/home?systemId=2');
    await page.getByRole('main').getByRole('link').first().click();
    await page.getByRole('heading', { level: 1, name: 'Product Selection' }).waitFor();
    assert.equal(await page.getByRole('main').evaluate((main) => main === document.activeElement), true);

    await page.goBack();
    await page.getByRole('heading', { name: 'Valves used in VRF' }).waitFor();
    assert.equal(address(page), '/home?systemId=2');
    await page.goBack();
    await page.getByRole('tab', { name: 'By application', selected: true }).waitFor();
    assert.equal(address(page), '/home?tab=application');
    await page.goForward();
    await page.getByRole('heading', { name: 'Valves used in VRF' }).waitFor();
    await page.goForward();
    await page.getByRole('heading', { level: 1, name: 'Product Selection' }).waitFor();
    assert.equal(new URL(page.url()).searchParams.get('systemId'), '2');
  }),

  e2eTest('a new page starts at its top; Back returns to where the page was scrolled', async ({ page, baseUrl }) => {
    // A short window, so that the home page scrolls.
    await page.setViewportSize({ width: 1024, height: 400 });
    await page.goto(baseUrl + '/home');
    const pager = page.getByRole('button', { name: 'Next' });
    await pager.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    assert.ok(scrolled > 100, `the home page scrolls (${scrolled})`);
    await page.getByRole('tabpanel').getByRole('link').last().click();
    await page.waitForURL(/\/(selector|sort)\/index\?/);
    // The header is on home too: the new page is there when its heading is.
    await page.getByRole('heading', { level: 1, name: /Product Selection|: products$/ }).waitFor();
    assert.equal(await page.evaluate(() => window.scrollY), 0);
    await page.goBack();
    await pager.waitFor();
    await page.waitForFunction((y) => window.scrollY === y, scrolled);
  }),

  e2eTest('the progress bar runs while the next page is fetched, over the page still shown', async ({ page, baseUrl }) => {
    await page.goto(baseUrl + '/units');
    await page.getByRole('heading', { level: 1, name: 'Units' }).waitFor();
    const release = await holdChunk(page, /\/assets\/sort-list-page-[^/]+\.js$/);
    await page.getByRole('combobox', { name: 'Search part numbers' }).click();
    await page.getByRole('listbox', { name: 'Part numbers' }).getByRole('option').first().click();
    await page.getByRole('progressbar', { name: 'Loading page' }).waitFor();
    assert.equal(await page.getByRole('heading', { level: 1, name: 'Units' }).count(), 1, 'the previous page stays until the next arrives');
    release();
    await page.getByRole('table').getByRole('row').nth(1).waitFor();
    await page.getByRole('progressbar').waitFor({ state: 'detached' });
    assert.equal(new URL(page.url()).pathname, '/sort/index');
  }),

  e2eTest('a page whose code is gone says so with its title, reports the chunk as missing, and Reload mends it', async ({ page, baseUrl }) => {
    const errors: string[] = [];
    page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
    const chunk = /\/assets\/selected-list-page-[^/]+\.js$/;
    await page.route(chunk, (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' }));
    // The site is open while a new release replaces the chunks: the next page's code is no longer there.
    await page.goto(baseUrl + '/sort/index?valveName=Pt');
    await page.getByRole('heading', { level: 1, name: 'Pressure transmitter: products' }).waitFor();
    await page.getByRole('navigation').getByRole('link', { name: 'Selected List' }).click();
    await page.getByRole('alert').filter({ hasText: 'The page could not be loaded.' }).waitFor();
    assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), 'Selected List');
    assert.ok(errors.some((text) => /ChunkLoadError: Loading chunk failed \(missing\): http:\/\/\S+\/assets\/selected-list-page-/.test(text)),
      `reported with its type and request: ${errors.join(' | ')}`);

    await page.unroute(chunk);
    await page.getByRole('button', { name: 'Reload' }).click();
    await page.getByRole('heading', { level: 1, name: 'Selected List' }).waitFor();
    assert.equal(await page.getByRole('alert').filter({ hasText: 'The page could not be loaded.' }).count(), 0);
  }),
];
