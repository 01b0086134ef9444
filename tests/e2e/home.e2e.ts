import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { e2eTest } from './harness';
import { becomeMember } from './member';

// Issue 4: the home page (categories, applications, the two boxes), the sort list, the header's search box.

const cards = (page: Page) => page.getByRole('tabpanel').getByRole('listitem');

export default [
  e2eTest('home page: title, slogan, 9 families a page with next and previous, demo notice', async ({ page, baseUrl }) => {
    await page.goto(baseUrl + '/home');
    await page.getByRole('heading', { level: 1, name: 'Valve Selector' }).waitFor();
    await page.getByText('The right valve for every refrigeration').waitFor();
    assert.equal(await page.getByRole('tab', { name: 'By category' }).getAttribute('aria-selected'), 'true');
    await cards(page).first().waitFor();
    assert.equal(await cards(page).count(), 9);
    assert.equal(await cards(page).first().textContent(), 'Solenoid valveSize it');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Page 2 of 2').waitFor();
    // The default refrigerant R410A filters the families too: Xtf has no R410A product.
    assert.equal(await cards(page).count(), 5);
    assert.equal(await page.getByRole('button', { name: 'Next' }).isDisabled(), true);
    await page.getByRole('button', { name: 'Previous' }).click();
    await page.getByText('Page 1 of 2').waitFor();
    assert.equal(await cards(page).count(), 9);
    await page.getByTestId('demo-notice').waitFor();
    assert.match((await page.getByRole('contentinfo').textContent()) ?? '', /Demonstration data/);
    assert.equal(await page.getByRole('contentinfo').getByRole('link').count() >= 1, true, 'filing-number links');
  }),

  e2eTest('home: a calculating family opens the selector, a list-only family its sort list', async ({ page, baseUrl }) => {
    await page.goto(baseUrl + '/home');
    await page.getByRole('link', { name: /^Solenoid valve/ }).click();
    await page.waitForURL(/\/selector\/index\?valveName=Sov$/);
    await page.goBack();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('link', { name: /^Pressure transmitter/ }).click();
    await page.waitForURL(/\/sort\/index\?valveName=Pt$/);
    await page.getByRole('heading', { level: 1, name: 'Pressure transmitter: products' }).waitFor();
    await page.getByRole('table').getByRole('row').nth(1).waitFor();
    assert.equal(await page.getByRole('table').getByRole('row').count(), 11, 'a header and 10 rows');
  }),

  e2eTest('home by application: system type filter resets the page, a system lists its valves, Reselect', async ({ page, baseUrl }) => {
    await page.goto(baseUrl + '/home');
    await page.getByRole('tab', { name: 'By application' }).click();
    await page.waitForURL(/\/home\?tab=application$/);
    await cards(page).first().waitFor();
    assert.equal(await cards(page).count(), 9);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Page 2 of 2').waitFor();
    await page.getByLabel('System type').selectOption({ label: 'Commercial refrigeration' });
    assert.equal(await cards(page).count(), 4);
    assert.equal(await page.getByText(/^Page \d of \d$/).count(), 0, 'one page: back to the first, no pager');
    await page.getByRole('button', { name: 'Clear system type' }).click();
    await page.getByText('Page 1 of 2').waitFor();
    await page.getByRole('link', { name: /^VRF/ }).click();
    await page.waitForURL(/\/home\?systemId=2$/);
    await page.getByRole('heading', { name: 'Valves used in VRF' }).waitFor();
    await cards(page).first().waitFor();
    assert.equal((await cards(page).count()) <= 7, true);
    await page.getByRole('button', { name: 'Reselect' }).click();
    await page.waitForURL(/\/home\?tab=application$/);
    await page.getByLabel('System type').waitFor();
  }),

  e2eTest('home ?systemId deep link opens that system on the application tab; no valves: No data is availble', async ({ page, baseUrl }) => {
    await page.goto(baseUrl + '/home?systemId=14');
    await page.getByRole('heading', { name: 'Valves used in Cascade low-temperature system' }).waitFor();
    assert.equal(await page.getByRole('tab', { name: 'By application' }).getAttribute('aria-selected'), 'true');
    await page.getByText('No data is availble').waitFor();
  }),

  e2eTest('home boxes: the refrigerant and approvals chosen filter the server calls and are remembered', async ({ page, baseUrl }) => {
    // The page keeps the query of every GET /api/valve/sysvalvelist it sends (decoded, so the tests read CE, not %43E).
    await page.addInitScript(() => {
      const sent: string[] = ((window as unknown as { sent: string[] }).sent = []);
      const original = window.fetch;
      window.fetch = async (input, init) => {
        if (input instanceof Request && new URL(input.url).pathname.endsWith('/api/valve/sysvalvelist')) sent.push(decodeURIComponent(new URL(input.url).search));
        return original(input, init);
      };
    });
    const lastQuery = () => page.evaluate(() => (window as unknown as { sent: string[] }).sent.at(-1) ?? '');
    await page.goto(baseUrl + '/home?systemId=1');
    await page.getByRole('heading', { name: 'Valves used in Split air conditioner' }).waitFor();
    assert.match(await lastQuery(), /[?&]Refrigerant=R410A(&|$)/);
    await page.locator('[part="trigger"]').first().click();
    await page.getByRole('dialog', { name: 'Refrigerant' }).getByRole('searchbox').fill('R32');
    await page.getByRole('radio', { name: /^R32 / }).check();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.locator('[part="trigger"]').nth(1).click();
    await page.getByRole('checkbox', { name: /^CE / }).check();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.waitForFunction(() => document.querySelectorAll('[role="dialog"]').length === 0);
    await page.waitForFunction(() => /[?&]Safetycer=CE(&|$)/.test((window as unknown as { sent: string[] }).sent.at(-1) ?? ''));
    assert.match(await lastQuery(), /[?&]Refrigerant=R32(&|$)/);
    await page.reload();
    await page.getByText('CE', { exact: true }).waitFor();
    assert.match((await page.locator('[part="trigger"]').first().textContent()) ?? '', /R32/);
  }),

  e2eTest('the search box in the header goes to the sort list of the chosen part number (home)', async ({ page, baseUrl }) => {
    await page.goto(baseUrl + '/units');
    const box = page.getByRole('combobox', { name: 'Search part numbers' });
    const options = page.getByRole('listbox', { name: 'Part numbers' }).getByRole('option');
    await box.click();
    await options.first().waitFor();
    assert.equal(await options.count(), 10, 'empty input lists the first 10');
    await box.fill('b');
    await page.locator('[part="message"]', { hasText: 'Please enter more' }).waitFor();
    await box.fill('zzzz-nothing');
    await page.locator('[part="message"]', { hasText: 'No data available' }).waitFor();
    await box.fill('bv 12');
    await options.first().waitFor();
    const first = await options.first().locator('span').allTextContents();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/sort/index' && url.searchParams.get('keyword') === first[3]);
    assert.equal(new URL(page.url()).searchParams.get('valveName'), first[0]);
    await page.getByRole('table').getByRole('link', { name: first[3]! }).waitFor();
  }),

  // The header's box is a light input until first used (its code is no part of a page's first view): the keys typed
  // while that code comes are kept, and so is the focus.
  e2eTest('the header search box keeps what was typed before its code came (home)', async ({ page, baseUrl }) => {
    await page.goto(baseUrl + '/units');
    const box = page.getByRole('combobox', { name: 'Search part numbers' });
    await box.pressSequentially('bv 12');
    await page.getByRole('listbox', { name: 'Part numbers' }).getByRole('option').first().waitFor();
    assert.equal(await box.inputValue(), 'bv 12');
    assert.ok(await box.evaluate((input) => input === document.activeElement), 'the box keeps the focus');
  }),

  e2eTest('sort list: filters narrow the table, a row links to its details, Add puts it into the selection list (home)', async ({ page, baseUrl, mailbox }) => {
    // The details page is for members (SPEC §5).
    await becomeMember(page, baseUrl, mailbox);
    await page.goto(baseUrl + '/sort/index?valveName=Bv');
    const rows = page.getByRole('table').getByRole('row');
    await rows.nth(1).waitFor();
    const total = Number(/(\d+)/.exec((await page.getByText(/^\d+ products$/).textContent()) ?? '')?.[1]);
    const series = page.getByLabel('Series');
    await series.selectOption({ index: 1 });
    await page.waitForFunction((before) => {
      const text = [...document.querySelectorAll('p')].find((p) => /^\d+ products?$/.test(p.textContent ?? ''))?.textContent ?? '';
      return Number(/\d+/.exec(text)?.[0]) < before;
    }, total);
    const partNumber = (await rows.nth(1).getByRole('link').textContent()) ?? '';
    await page.getByRole('button', { name: `Add ${partNumber} to the selection list` }).click();
    await page.getByText(`${partNumber} added to the selection list`).waitFor();
    await page.getByRole('button', { name: `Add ${partNumber} to the selection list` }).click();
    await page.getByText(`${partNumber} is already in the selection list`).waitFor();
    const stored = await page.evaluate(() => localStorage.getItem('vs.selection.V2.items'));
    assert.match(stored ?? '', new RegExp(partNumber));
    await rows.nth(1).getByRole('link').click();
    // The address is what this checks; the details page's own loading is another test's (a busy machine is slow).
    await page.waitForURL(new RegExp(`/details\\?PartNumber=${encodeURIComponent(partNumber)}$`), { waitUntil: 'commit' });
  }),
];
