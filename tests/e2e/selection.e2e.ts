import assert from 'node:assert/strict';
import { e2eTest } from './harness';
import { becomeMember } from './member';

// Issue 5: a whole selection on the real server, from the home page to the details page, and the buttons that
// wait for accounts.
export default [
  e2eTest('home → Solenoid valve → conditions → calculate → add → strip Total 1 → details', async ({ page, baseUrl, mailbox }) => {
    // The details page is for members (SPEC §5).
    await becomeMember(page, baseUrl, mailbox);
    await page.goto(baseUrl + '/home');
    await page.getByRole('main').getByRole('link', { name: /Solenoid valve/ }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Product Selection' }).waitFor();
    assert.equal(new URL(page.url()).searchParams.get('valveName'), 'Sov');

    const selector = page.getByRole('form', { name: 'Operating conditions' });
    await selector.getByRole('textbox', { name: 'Cooling capacity' }).fill('12');
    await selector.getByRole('radio', { name: 'Liquid line', exact: true }).check();
    await selector.getByRole('button', { name: 'Calculate' }).click();

    for (const grade of ['Optimal', 'Available', 'Prohibited']) {
      await page.getByRole('heading', { level: 3, name: new RegExp(`^${grade} \\(\\d+\\)$`) }).waitFor();
    }
    const optimal = page.getByRole('region', { name: /^Optimal/ });
    const firstRow = optimal.getByRole('row').nth(1);
    const add = firstRow.getByRole('button', { name: /^Add / });
    const partNumber = ((await add.getAttribute('aria-label')) ?? '').replace(/^Add /, '');
    assert.match(partNumber, /^SOV-\d+$/);
    // The figures are there, in metric units, with the reason.
    assert.match((await firstRow.textContent()) ?? '', /kW.*bar.*%.*m\/s/);
    await add.click();
    await page.getByText(`${partNumber} was added to the selection list`).waitFor();

    const strip = page.getByRole('region', { name: 'Selected products' });
    await strip.getByText('Total 1').waitFor();
    // The pressed button now says so in its name (its visible word is "Added"); a second press changes nothing.
    await firstRow.getByRole('button', { name: `Added ${partNumber}` }).click();
    await page.getByText(`${partNumber} is already in the selection list`).waitFor();
    await strip.getByText('Total 1').waitFor();

    await strip.getByRole('button', { name: 'Expand' }).click();
    const details = strip.getByRole('link', { name: `Details of ${partNumber}` });
    const href = (await details.getAttribute('href')) ?? '';
    const url = new URL(href, baseUrl);
    assert.equal(url.pathname, '/details');
    assert.equal(url.searchParams.get('PartNumber'), partNumber);
    assert.match(url.searchParams.get('Hashkey') ?? '', /^[0-9a-f]{14}$/);

    await page.goto(url.href);
    await page.getByRole('heading', { level: 1, name: new RegExp(partNumber) }).waitFor();
    await page.getByRole('heading', { name: 'Technical data' }).waitFor();
    const figures = page.getByRole('table', { name: 'Figures' });
    await figures.getByText('Optimal').waitFor();
    await page.getByRole('table', { name: 'Conditions' }).getByText('12 kW').waitFor();
    assert.equal(await page.getByRole('banner').count(), 0, 'the details page has no header');
    await page.locator('canvas').first().waitFor();
  }),

  e2eTest('Save the list and Export say "Please sign in firstly"; Clear removes the selection', async ({ page, baseUrl }) => {
    await page.goto(baseUrl + '/selector/index?valveName=Sov');
    await page.getByRole('button', { name: 'Calculate' }).click();
    await page.getByRole('region', { name: /^Optimal/ }).getByRole('button', { name: /^Add / }).first().click();
    const strip = page.getByRole('region', { name: 'Selected products' });
    await strip.getByRole('button', { name: 'Save the list' }).click();
    await page.getByText('Please sign in firstly').waitFor();

    // The list outlives a reload (local storage, V2 key).
    await page.reload();
    await strip.getByText('Total 1').waitFor();
    await strip.getByRole('button', { name: 'Clear' }).click();
    await strip.getByRole('button', { name: 'Remove All' }).click();
    // Issue #10: Remove All asks before it deletes.
    await strip.getByRole('alertdialog', { name: 'Remove the product from the list?' }).getByRole('button', { name: 'Delete' }).click();
    await strip.waitFor({ state: 'hidden' });
  }),
];
