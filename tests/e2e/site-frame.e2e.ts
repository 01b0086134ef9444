import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { e2eTest } from './harness';

// Issue 10, the site's frame: the header's navigation (SPEC §2), each link to a view with something in it; the
// Units dialog choosing the unit system the widgets show and the requests send.

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

export default [
  e2eTest('every navigation link leads to a view with content: Home, Product Selection, Selected List, Units, Conversion tool', async ({ page, baseUrl }) => {
    await page.goto(baseUrl + '/sort/index?valveName=Pt');
    await page.getByRole('heading', { level: 1, name: 'Pressure transmitter: products' }).waitFor();

    // No family opened in the selector yet: Product Selection goes to home's categories to choose one.
    await nav(page).getByRole('link', { name: 'Product Selection' }).click();
    await page.getByRole('tab', { name: 'By category', selected: true }).waitFor();
    assert.equal(new URL(page.url()).pathname, '/home');
    await page.getByRole('tabpanel').getByRole('link').first().waitFor();

    await page.goto(baseUrl + '/selector/index?valveName=Bv');
    await page.getByRole('form', { name: 'Operating conditions' }).waitFor();
    await nav(page).getByRole('link', { name: 'Selected List' }).click();
    await page.getByRole('heading', { level: 1, name: 'Selected List' }).waitFor();
    await page.getByText('Your selection list is empty.').waitFor();
    // Then it returns to the family last opened there, also after a reload.
    await page.reload();
    await nav(page).getByRole('link', { name: 'Product Selection' }).click();
    await page.getByRole('form', { name: 'Operating conditions' }).waitFor();
    assert.equal(new URL(page.url()).search, '?valveName=Bv');
    assert.equal(await nav(page).getByRole('link', { name: 'Product Selection' }).getAttribute('aria-current'), 'page');

    await nav(page).getByRole('link', { name: 'Home' }).click();
    await page.getByRole('heading', { level: 1, name: 'Valve Selector' }).waitFor();
    await page.getByRole('tabpanel').getByRole('link').first().waitFor();
    await page.goBack();

    await nav(page).getByRole('button', { name: 'Units' }).click();
    const units = page.getByRole('dialog', { name: 'Units' });
    await units.getByRole('radio', { name: 'International (metric)', checked: true }).waitFor();
    await units.getByRole('radio', { name: 'America (imperial)' }).waitFor();
    // Custom unit sets are for everyone (issue 12): the chooser's new-set form is there for a guest too.
    await units.getByRole('form', { name: 'New unit set' }).waitFor();
    await units.getByRole('button', { name: 'Cancel' }).click();
    await units.waitFor({ state: 'hidden' });

    await nav(page).getByRole('button', { name: 'Conversion tool' }).click();
    await page.getByRole('dialog', { name: 'Conversion tool' }).getByLabel('Value').waitFor();
  }),

  e2eTest('Units: America (imperial) turns the selector to ℉ and TR, sends Unitid 1, and is remembered', async ({ page, baseUrl }) => {
    await page.goto(baseUrl + '/selector/index?valveName=Sov');
    const form = page.getByRole('form', { name: 'Operating conditions' });
    const capacityUnit = form.getByLabel('Unit of Cooling capacity');
    const temperatureUnit = form.getByLabel('Unit of Evaporating temperature (dew point)');
    await capacityUnit.waitFor();
    assert.equal(await capacityUnit.inputValue(), 'kW');

    await nav(page).getByRole('button', { name: 'Units' }).click();
    const units = page.getByRole('dialog', { name: 'Units' });
    await units.getByRole('radio', { name: 'America (imperial)' }).check();
    // The table follows the system being chosen, before it is saved.
    await units.getByRole('table', { name: 'Units of America (imperial)' }).getByRole('row', { name: 'Temperature ℉' }).waitFor();
    assert.equal(await capacityUnit.inputValue(), 'kW', 'nothing changes before Save');
    await units.getByRole('button', { name: 'Save' }).click();
    await units.waitFor({ state: 'hidden' });
    await page.getByTestId('toast').filter({ hasText: 'Saved successfully' }).waitFor();
    await page.waitForFunction(() => (document.querySelector('select[aria-label="Unit of Cooling capacity"]') as HTMLSelectElement | null)?.value === 'TR');
    assert.equal(await temperatureUnit.inputValue(), '℉');

    // The next requests say so, and the choice outlives a reload.
    const request = page.waitForRequest((sent) => new URL(sent.url()).pathname.startsWith('/api/'));
    await page.reload();
    assert.equal((await request).headers()['unitid'], '1');
    await capacityUnit.waitFor();
    assert.equal(await capacityUnit.inputValue(), 'TR');
    await nav(page).getByRole('button', { name: 'Conversion tool' }).click();
    const tool = page.getByRole('dialog', { name: 'Conversion tool' });
    // It opens on the imperial pair, ℉ -> Psi (SPEC §4).
    await tool.getByLabel('Value').fill('32');
    await tool.locator('output').filter({ hasText: /\d\.\d\d\s*Psi/ }).waitFor();
    assert.equal(await tool.getByLabel('From unit').inputValue(), '℉');
  }),

  e2eTest('Selected List lists the products added, each with its details link', async ({ page, baseUrl }) => {
    await page.goto(baseUrl + '/sort/index?valveName=Bv');
    const rows = page.getByRole('table').getByRole('row');
    await rows.nth(1).waitFor();
    const partNumber = (await rows.nth(1).getByRole('link').textContent()) ?? '';
    await page.getByRole('button', { name: `Add ${partNumber} to the selection list` }).click();
    await page.getByText(`${partNumber} added to the selection list`).waitFor();

    await nav(page).getByRole('link', { name: 'Selected List' }).click();
    const list = page.getByRole('table', { name: '1 selected product' });
    const row = list.getByRole('row', { name: new RegExp(partNumber) });
    await row.waitFor();
    const details = row.getByRole('link', { name: `Details of ${partNumber}` });
    const href = new URL((await details.getAttribute('href')) ?? '', baseUrl);
    assert.equal(href.pathname, '/details');
    assert.equal(href.searchParams.get('PartNumber'), partNumber);
    // The strip stays under the header with the list's actions.
    await page.getByRole('region', { name: 'Selected products' }).getByText('Total 1').waitFor();
  }),
];
