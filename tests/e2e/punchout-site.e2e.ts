import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { e2eTest } from './harness';
import { buyerPage, startPurchasingSystem } from './purchasing-system';

// Issue 35 (https://issues/35): punch-out into the maker's own site. The site's policy lets its page post forms to
// itself only, so its Transfer to purchasing goes through the server's relay, whose page posts the basket on to the
// purchasing system (another origin). The site has no prices: OCI lines go unpriced, and cXML, which asks a price of
// every item, is refused with a note.

/** The bill's lines as the page shows them: part number and quantity. */
const billLines = (table: Locator) =>
  table.locator('tbody tr').evaluateAll((rows) => rows.map((row) => [(row as HTMLElement).dataset.partNumber!, row.querySelectorAll('td')[2]!.textContent!.trim()]));

/** In the site's results: a solenoid valve with its 230 V AC coil, its row's bill opened; the row and the part number chosen. */
async function chooseValveWithCoil(page: Page): Promise<{ row: Locator; chosen: string; lines: string[][] }> {
  const select = page.locator('select[part="part-number-select"]').filter({ has: page.locator('option', { hasText: '230 V AC' }) }).first();
  await select.waitFor();
  const chosen = await select.locator('option', { hasText: '230 V AC' }).first().getAttribute('value');
  assert.ok(chosen);
  await select.selectOption(chosen);
  const row = select.locator('xpath=ancestor::*[@part="row"]');
  await row.locator('[part="bom-button"]').click();
  const table = page.locator('[part="bom-table"]');
  await table.locator('tbody tr[data-role="coil"]').waitFor();
  // In a punch-out session the bill goes to the purchasing system, not to a cart.
  assert.equal(await page.locator('[part="add-to-cart"]').count(), 0);
  return { row, chosen, lines: await billLines(table) };
}

/** The OCI fields received, checked against the bill's lines: indices from 1, part numbers, quantities, no prices. */
function assertOciBasket(fields: URLSearchParams | undefined, lines: string[][], chosen: string) {
  assert.ok(fields, 'the purchasing system received a form');
  assert.deepEqual([fields.get('~OkCode'), fields.get('~CALLER')], ['ADDI', 'CTLG']);
  assert.deepEqual(lines.map((_, i) => [fields.get(`NEW_ITEM-VENDORMAT[${i + 1}]`), fields.get(`NEW_ITEM-QUANTITY[${i + 1}]`)]), lines);
  assert.deepEqual([fields.has('NEW_ITEM-VENDORMAT[0]'), fields.has(`NEW_ITEM-VENDORMAT[${lines.length + 1}]`)], [false, false]);
  assert.ok(lines.some(([partNumber]) => partNumber!.startsWith('COIL-')), 'the coil is in the basket');
  lines.forEach((_, i) => {
    const n = i + 1;
    // The maker's site has no prices: the purchasing system prices the lines.
    assert.deepEqual([fields.get(`NEW_ITEM-UNIT[${n}]`), fields.get(`NEW_ITEM-PRICE[${n}]`), fields.get(`NEW_ITEM-CURRENCY[${n}]`)], ['EA', '', '']);
    assert.match(fields.get(`NEW_ITEM-LONGTEXT_${n}:132[]`) ?? '', new RegExp(`PartNumber=${encodeURIComponent(chosen)}`));
  });
}

const selectorAddress = (baseUrl: string) => `${baseUrl}/selector/index?valveName=Sov&refrigerant=R134a&results=1`;

export default [
  e2eTest("OCI into the maker's site: the buyer transfers a row's bill and the purchasing system receives every line through the site's relay", async ({ page: runnerPage, baseUrl }) => {
    const system = await startPurchasingSystem(selectorAddress(baseUrl), baseUrl);
    try {
      const page = await buyerPage(runnerPage);
      await page.goto(`${system.origin}/oci`);
      await page.locator('#open').click();
      const { chosen, lines } = await chooseValveWithCoil(page);
      await page.locator('[part="punchout-transfer"]').click();
      await page.locator('#received').waitFor();
      assert.equal(page.url(), `${system.origin}/oci/receive`);
      assertOciBasket(system.received.get('/oci/receive'), lines, chosen);
    } finally {
      await system.close();
    }
  }),

  e2eTest("OCI into the maker's site: the buyer moves to the Selected List and transfers its bill from there", async ({ page: runnerPage, baseUrl }) => {
    const system = await startPurchasingSystem(selectorAddress(baseUrl), baseUrl);
    try {
      const page = await buyerPage(runnerPage);
      await page.goto(`${system.origin}/oci`);
      await page.locator('#open').click();
      const { row, chosen, lines } = await chooseValveWithCoil(page);
      await row.locator('[part="add"]').click();
      // Another page of the site, opened afresh: the punch-out is kept for the tab.
      await page.goto(`${baseUrl}/selected`);
      const table = page.locator('[part="bom-table"]');
      await table.locator('tbody tr[data-role="coil"]').waitFor();
      assert.deepEqual(await billLines(table), lines);
      await page.locator('[part="punchout-transfer"]').click();
      await page.locator('#received').waitFor();
      assertOciBasket(system.received.get('/oci/receive'), lines, chosen);
    } finally {
      await system.close();
    }
  }),

  e2eTest("cXML into the maker's site: the session opens the site's home, and a bill without prices is refused with a note, nothing sent", async ({ page: runnerPage, baseUrl }) => {
    const system = await startPurchasingSystem(selectorAddress(baseUrl), baseUrl);
    try {
      const page = await buyerPage(runnerPage);
      await page.goto(`${system.origin}/cxml`);
      await page.locator('#open').click();
      // The site keeps the session for the tab as its script starts: the buyer moves on once the home has loaded.
      await page.waitForLoadState('load');
      const opened = new URL(page.url());
      assert.equal(opened.origin, baseUrl);
      assert.match(opened.searchParams.get('punchout-session') ?? '', /^[\w-]{43}$/);
      await page.goto(selectorAddress(baseUrl));
      await chooseValveWithCoil(page);
      await page.locator('[part="punchout-transfer"]').click();
      const note = page.locator('[part="punchout-error"]');
      await note.waitFor();
      // The buyer's page is German (de-DE): the note is too.
      assert.equal(await note.textContent(), 'Jedes Teil braucht einen Preis, bevor der Warenkorb an Ihr Einkaufssystem gehen kann.');
      assert.equal(new URL(page.url()).origin, baseUrl);
      assert.deepEqual([...system.received.keys()], []);
    } finally {
      await system.close();
    }
  }),
];
