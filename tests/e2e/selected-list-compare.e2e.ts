import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import type { SelectedListItem } from '../../src/state';
import { e2eTest } from './harness';

// Issue 27 (https://issues/27), "Side by side": two to four products of the Selected List compared in one table,
// each calculated again at the conditions and points it was added with.

/** Calculates EEVs for R410A at the design point and a part load of 5 kW, and adds three sizes; their part numbers. */
async function addThreeEevs(page: Page, baseUrl: string): Promise<string[]> {
  await page.goto(baseUrl + '/selector/index?valveName=Eev&refrigerant=R410A');
  const form = page.getByRole('form', { name: 'Operating conditions' });
  const open = form.getByRole('button', { name: 'Add operating points' });
  await open.waitFor();
  await open.click();
  await form.getByRole('button', { name: 'Copy point' }).click();
  await form.getByRole('button', { name: 'Rename' }).click();
  await form.getByRole('textbox', { name: 'Name of the point' }).fill('Part load');
  await form.getByRole('button', { name: 'Save' }).click();
  await form.getByRole('tab', { name: 'Part load' }).waitFor();
  await form.getByRole('textbox', { name: 'Cooling capacity', exact: true }).fill('5');
  await form.getByRole('button', { name: 'Calculate' }).click();
  const results = page.getByRole('region', { name: 'Results' });
  await results.locator('[part="point-grade"]').first().waitFor();
  for (const toggle of await results.getByRole('button', { name: /\(\d+\)$/, expanded: false }).all()) await toggle.click();
  const partNumbers: string[] = [];
  const strip = page.getByRole('region', { name: 'Selected products' });
  // Each Add pressed is named Added after: the first Add left is the next size's.
  while (partNumbers.length < 3) {
    const add = results.getByRole('button', { name: /^Add / }).first();
    partNumbers.push(((await add.getAttribute('aria-label')) ?? '').replace(/^Add /, '').replace(/ to the selection list$/, ''));
    await add.click();
    await strip.getByText(`Total ${partNumbers.length}`).waitFor();
  }
  return partNumbers;
}

export default [
  e2eTest('selected list: three EEVs side by side at their two points, each figure with its unit, the technical data that differ; a size gone says so', async ({ page, baseUrl }) => {
    const partNumbers = await addThreeEevs(page, baseUrl);
    await page.goto(baseUrl + '/selected');
    const list = page.getByRole('table').first();
    await list.getByRole('checkbox', { name: `Compare ${partNumbers[0]}` }).waitFor();
    await page.getByRole('status').getByText('Tick two to four products to compare them side by side.').waitFor();
    await list.getByRole('checkbox', { name: `Compare ${partNumbers[0]}` }).check();
    await list.getByRole('checkbox', { name: `Compare ${partNumbers[1]}` }).check();
    // By keyboard: the box takes the focus and Space ticks it.
    await list.getByRole('checkbox', { name: `Compare ${partNumbers[2]}` }).focus();
    await page.keyboard.press('Space');
    await page.getByRole('status').getByText(`Compared side by side below: ${partNumbers.join(', ')}`).waitFor();

    const table = page.locator('[part="comparison"]');
    await table.getByRole('heading', { name: 'Side by side' }).waitFor();
    assert.deepEqual(await table.locator('thead th[scope="col"] > div:first-child').allTextContents(), partNumbers, 'a column per ticked product, in the order ticked');
    assert.deepEqual(await table.locator('tbody[data-point]').evaluateAll((bodies) => bodies.map((b) => b.getAttribute('data-point'))), ['Design', 'Part load']);
    for (const point of ['Design', 'Part load']) {
      const grades = await table.locator(`tbody[data-point="${point}"] tr:nth-child(2) td`).evaluateAll((cells) => cells.map((cell) => cell.getAttribute('data-grade')));
      assert.equal(grades.length, 3);
      for (const grade of grades) assert.match(grade ?? '', /^(Optimal|Available|Prohibited)$/, `a grade at ${point}`);
      const capacity = await table.locator(`tbody[data-point="${point}"] tr[data-figure="capacity"] td`).allTextContents();
      assert.equal(capacity.length, 3);
      for (const text of capacity) assert.match(text, /^[\d.,]+ kW$/, `capacity at ${point} with its unit`);
    }
    // Saved at the same conditions: no conditions row, since none differ.
    assert.equal(await table.locator('tr[data-conditions]').count(), 0);
    await table.locator('[part="compare-technical"] tr[data-technical]').first().waitFor();
    const technical = await table.locator('[part="compare-technical"] tr[data-technical]').evaluateAll((rows) => rows.map((row) => row.querySelectorAll('td').length));
    assert.ok(technical.every((cells) => cells === 3), 'each technical row has a cell per product');

    // A product whose size left the catalogue: its column says so, the others stand. Four at most can be ticked.
    const stored = await page.evaluate(() => localStorage.getItem('vs.selection.V2.items'));
    const items = JSON.parse(stored ?? '[]') as SelectedListItem[];
    const gone = { ...items[0]!, hash: `${items[0]!.hash}-gone`, product: { ...items[0]!.product, PartNumber: 'EEV-GONE', Sizeid: 999_999 } };
    await page.evaluate((all) => localStorage.setItem('vs.selection.V2.items', JSON.stringify(all)), [...items, gone, { ...gone, hash: `${gone.hash}2`, product: { ...gone.product, PartNumber: 'EEV-OTHER' } }]);
    await page.reload();
    for (const partNumber of [...partNumbers.slice(0, 2), 'EEV-GONE', partNumbers[2]!]) await list.getByRole('checkbox', { name: `Compare ${partNumber}`, exact: true }).check();
    assert.equal(await list.getByRole('checkbox', { name: 'Compare EEV-OTHER' }).isDisabled(), true, 'a fifth cannot be ticked');
    await page.getByRole('status').getByText('Four products at most are compared: untick one to choose another.').waitFor();
    const goneColumn = table.locator('thead th[data-problem]');
    await goneColumn.waitFor();
    assert.match((await goneColumn.textContent()) ?? '', /EEV-GONE.*No longer in the catalogue at its conditions\./);
    assert.equal(await table.locator('thead th[scope="col"]').count(), 4);
    assert.deepEqual(await table.locator('tbody[data-point="Design"] tr[data-figure="capacity"] td').evaluateAll((cells) => cells.map((cell) => /kW$/.test(cell.textContent ?? ''))), [true, true, false, true]);
    // Taken out from the table itself: its box is unticked.
    await table.getByRole('button', { name: 'Remove EEV-GONE from the comparison' }).click();
    assert.equal(await list.getByRole('checkbox', { name: 'Compare EEV-GONE', exact: true }).isChecked(), false);
  }),
];
