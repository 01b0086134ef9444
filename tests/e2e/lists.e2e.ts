import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { selectionHash } from '../../src/contracts/selection-hash';
import type { SelectedListItem } from '../../src/state';
import { e2eTest } from './harness';
import { becomeMember } from './member';

// Issue #10, the lists: the selection strip's deletes and messages, products added from the sort list, the
// details of list-only products, and what the lists never show.

/** Stores what the user chose before the page loads: the home page's refrigerant, the unit system. */
async function prepare(page: Page, baseUrl: string, stored: Record<string, string>) {
  await page.goto(baseUrl + '/home');
  await page.evaluate((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, stored);
}

const storedItems = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('vs.selection.V2.items') ?? '[]') as unknown) as Promise<SelectedListItem[]>;

/** A table's rows as [label, value]. */
async function rowsOf(table: Locator): Promise<[string, string][]> {
  return table.locator('tr').evaluateAll((rows) =>
    rows.map((row) => [row.querySelector('th')?.textContent ?? '', row.querySelector('td')?.textContent ?? ''] as [string, string]),
  );
}

function assertUniqueLabels(rows: readonly [string, string][]) {
  const labels = rows.map(([label]) => label.toLowerCase());
  assert.deepEqual(labels.filter((label, i) => labels.indexOf(label) !== i), [], 'every label once');
}

const box = async (locator: Locator) => {
  const found = await locator.boundingBox();
  assert.ok(found, 'laid out');
  return found;
};
const overlap = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

export default [
  e2eTest('lists: a pressure switch added from the sort list carries the pre-selected refrigerant and no conditions; its details show series and size data', async ({ page, baseUrl, mailbox }) => {
    // The details page is for members (SPEC §5).
    await becomeMember(page, baseUrl, mailbox);
    await prepare(page, baseUrl, { 'vs.choice.v1.refrigerant': 'R32' });
    await page.goto(baseUrl + '/sort/index?valveName=Ps');
    await page.getByRole('heading', { level: 1, name: 'Pressure switch: products' }).waitFor();
    assert.equal(await page.getByLabel('Refrigerant').inputValue(), 'R32', 'the list starts from the pre-selected refrigerant');
    const first = page.getByRole('table').getByRole('row').nth(1);
    const partNumber = (await first.getByRole('link').textContent()) ?? '';
    await first.getByRole('button', { name: `Add ${partNumber} to the selection list` }).click();
    await page.getByText(`${partNumber} added to the selection list`).waitFor();

    const [item] = await storedItems(page);
    assert.ok(item);
    assert.equal(item.product.Refrigerant, 'R32');
    assert.equal(item.product.Grade, undefined, 'nothing graded it');
    assert.deepEqual(item.conditions.conditions, {}, 'no conditions the user never entered');
    const { valveName, Serialid, Sizeid } = item.product;
    assert.equal(item.hash, selectionHash({ valveName, serialId: Serialid, sizeId: Sizeid, partNumber, conditions: { refrigerant: 'R32' } }));

    const strip = page.getByRole('region', { name: 'Selected products' });
    await strip.getByRole('button', { name: 'Expand' }).click();
    await strip.getByText(`${item.product.SizeName} · R32`).waitFor();
    const href = (await strip.getByRole('link', { name: `Details of ${partNumber}` }).getAttribute('href')) ?? '';
    await page.goto(new URL(href, baseUrl).href);
    await page.getByRole('heading', { level: 1, name: new RegExp(partNumber) }).waitFor();
    const rows = await rowsOf(page.getByRole('table', { name: 'Technical data' }));
    const labels = rows.map(([label]) => label);
    for (const label of ['Part number', 'Series description', 'Medium temperature', 'Max. working pressure PS', 'Cut-out', 'Cut-in', 'Reset']) {
      assert.ok(labels.includes(label), `${label} in ${labels.join(', ')}`);
    }
    assert.match(Object.fromEntries(rows)['Cut-out'] ?? '', /^\d+(\.\d+)? bar$/);
    assert.equal(Object.fromEntries(rows).Reset, 'automatic', 'a catalogue code in words');
    assertUniqueLabels(rows);
    // A list-only family is not calculated: no calculation section, and nothing failed.
    assert.equal(await page.getByRole('heading', { name: 'Calculation at the selected conditions' }).count(), 0);
    assert.equal(await page.getByRole('alert').count(), 0);
    assert.doesNotMatch((await page.locator('body').textContent()) ?? '', /\bError\b/);
  }),

  e2eTest('lists: details say each label once, a flow factor with its unit once (Kv in metric, Cv in imperial), numbers by one policy', async ({ page, baseUrl, mailbox }) => {
    await becomeMember(page, baseUrl, mailbox);
    await page.goto(baseUrl + '/details?PartNumber=SOV-10001');
    const technical = page.getByRole('table', { name: 'Technical data' });
    await technical.waitFor();
    let rows = await rowsOf(technical);
    assertUniqueLabels(rows);
    const metric = Object.fromEntries(rows);
    assert.match(metric.Kv ?? '', /^\d+(\.\d+)? m³\/h$/, 'Kv 0.15 m³/h, not 0.15 m³/h (Kv)');
    assert.match(metric['Inlet connection (ODF)'] ?? '', /^1\/4 in$/);
    assert.match(metric['Inlet connection (ODM)'] ?? '', /^6 mm$/);
    assert.match(metric['Rated at'] ?? '', /^Te -10 ℃, Tk 25 ℃, subcooling 0 K, superheat 0 K, Δp 0\.15 bar$/);
    assert.equal(metric.Operation, 'direct-acting');
    for (const [label, value] of rows) assert.doesNotMatch(value, /\d[.,]\d{4,}/, `${label}: ${value}`);
    // Not in the selection list: nothing to calculate at.
    await page.getByText('This product is not in your selection list').waitFor();

    // A member's unit system is the account's (SPEC §4): chosen where users choose it, not in the browser's storage.
    const detailsUrl = page.url();
    await page.goto(baseUrl + '/units');
    await page.getByRole('radio', { name: 'America (imperial)' }).check();
    const kept = page.waitForResponse((response) => response.url().endsWith('/api/valve/saveselectionsetting'));
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByTestId('toast').filter({ hasText: 'Saved successfully' }).waitFor();
    await kept;
    await page.goto(detailsUrl);
    await technical.waitFor();
    rows = await rowsOf(technical);
    assertUniqueLabels(rows);
    const imperial = Object.fromEntries(rows);
    assert.equal(imperial.Kv, undefined);
    assert.match(imperial.Cv ?? '', /^\d+(\.\d+)? gal\/min$/);
    assert.match(imperial['Max. working pressure PS'] ?? '', /^508 Psi$/, '35 bar, three significant digits');
    for (const [label, value] of rows) assert.doesNotMatch(value, /\d[.,]\d{4,}/, `${label}: ${value}`);
  }),

  e2eTest('lists: no text meant for the catalogue keepers in the sort list or the details; sizes stand under their series', async ({ page, baseUrl, mailbox }) => {
    await becomeMember(page, baseUrl, mailbox);
    const forKeepers = /data-sheet|demo reading|demo nominal|Demo mapping|source|sieve-80|hot-gas-bypass/i;
    for (const valveName of ['Xtf', 'Filter', 'Sov']) {
      await page.goto(`${baseUrl}/sort/index?valveName=${valveName}`);
      await page.getByRole('table').getByRole('row').nth(1).waitFor();
      assert.doesNotMatch((await page.getByRole('main').textContent()) ?? '', forKeepers, valveName);
      const first = (await page.getByRole('table').getByRole('row').nth(1).getByRole('link').textContent()) ?? '';
      await page.goto(`${baseUrl}/details?PartNumber=${first}`);
      await page.getByRole('table', { name: 'Technical data' }).waitFor();
      assert.doesNotMatch((await page.locator('body').textContent()) ?? '', forKeepers, first);
    }
    // Sov has a series MDF-A02 and a size MDF-A02 of series MDF: the size filter says whose size it is.
    await page.goto(`${baseUrl}/sort/index?valveName=Sov`);
    await page.getByRole('table').getByRole('row').nth(1).waitFor();
    const groups = await page.getByLabel('Size').locator('optgroup').evaluateAll((all) =>
      all.map((group) => [group.getAttribute('label'), [...group.querySelectorAll('option')].map((option) => option.textContent)] as const),
    );
    const mdf = groups.find(([label]) => label === 'MDF');
    assert.ok(mdf?.[1].includes('MDF-A02'), 'size MDF-A02 under series MDF');
    assert.ok(!groups.find(([label]) => label === 'MDF-A02')?.[1].includes('MDF-A02'), 'not under the series of its name');
  }),

  e2eTest('lists: the strip asks before it deletes, answers Undelete or Deleted successfully beside its items, never over them or the results', async ({ page, baseUrl }) => {
    await page.goto(baseUrl + '/sort/index?valveName=Bv');
    const rows = page.getByRole('table').getByRole('row');
    await rows.nth(1).waitFor();
    for (const n of [1, 2, 3]) await rows.nth(n).getByRole('button', { name: /^Add / }).click();
    const strip = page.getByRole('region', { name: 'Selected products' });
    await strip.getByText('Total 3').waitFor();
    await strip.getByRole('button', { name: 'Clear' }).click();
    // The images stay in the multi-select mode, beside the tick boxes.
    const items = strip.getByRole('listitem');
    assert.equal(await items.count(), 3);
    for (const n of [0, 1, 2]) {
      const image = await box(items.nth(n).locator('img'));
      assert.ok(image.width > 0 && image.height > 0);
      await items.nth(n).getByRole('checkbox').waitFor();
    }
    await items.nth(0).getByRole('checkbox').check();

    // Keyboard: the question takes the focus on Cancel; Escape cancels.
    await strip.getByRole('button', { name: 'Delete selection' }).focus();
    await page.keyboard.press('Enter');
    const question = strip.getByRole('alertdialog', { name: 'Delete the selected product from the list?' });
    await question.waitFor();
    assert.equal(await question.getByRole('button', { name: 'Cancel' }).evaluate((button) => button === document.activeElement), true);
    await page.keyboard.press('Escape');
    const status = strip.getByRole('status');
    await status.filter({ hasText: 'Undelete' }).waitFor();
    await strip.getByText('Total 3').waitFor();

    await strip.getByRole('button', { name: 'Delete selection' }).click();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await status.filter({ hasText: 'Deleted successfully' }).waitFor();
    await strip.getByText('Total 2').waitFor();
    // Measured at the top of the page: further down, the page scrolls under the sticky strip by design.
    await page.evaluate(() => window.scrollTo(0, 0));
    const message = await box(status);
    for (const n of [0, 1]) assert.equal(overlap(message, await box(items.nth(n))), false, 'over an item');
    assert.equal(overlap(message, await box(page.getByRole('table'))), false, 'over the results');

    await strip.getByRole('button', { name: 'Clear' }).click();
    await strip.getByRole('button', { name: 'Remove All' }).click();
    await strip.getByRole('alertdialog', { name: 'Remove all 2 products from the list?' }).getByRole('button', { name: 'Delete' }).click();
    await strip.waitFor({ state: 'hidden' });
    // The strip is gone, so the site says it.
    await page.getByTestId('toast').filter({ hasText: 'Deleted successfully' }).waitFor();
    assert.deepEqual(await storedItems(page), []);
  }),
];
