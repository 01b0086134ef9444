import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { e2eTest } from './harness';
import { buyerPage, startPurchasingSystem } from './purchasing-system';

// Issue 35 (https://issues/35): punch-out. A buyer's purchasing system, on an origin of its own, opens the example
// shop (another origin again) in a punch-out session; the buyer selects a solenoid valve and transfers its bill; the
// system receives every line with the shop's price and currency. OCI 5.0 (HOOK_URL, NEW_ITEM-* fields) and cXML
// (PunchOutSetupRequest to the maker's server, PunchOutOrderMessage posted back as cxml-urlencoded).

/** In the shop: a solenoid valve with its 230 V AC coil, its row's bill opened and priced; the part numbers chosen. */
async function chooseValveWithCoil(page: Page): Promise<{ chosen: string; body: string }> {
  const select = page.locator('vs-selector select[part="part-number-select"]').filter({ has: page.locator('option', { hasText: '230 V AC' }) }).first();
  await select.waitFor();
  const chosen = await select.locator('option', { hasText: '230 V AC' }).first().getAttribute('value');
  assert.ok(chosen);
  await select.selectOption(chosen);
  await select.locator('xpath=ancestor::*[@part="row"]').locator('[part="bom-button"]').click();
  const table = page.locator('vs-selector [part="bom-table"]');
  await table.locator('tbody tr').nth(1).waitFor();
  await page.locator('vs-selector [part="total-price"]').waitFor();
  const body = await table.locator('tbody tr[data-role="body"]').getAttribute('data-part-number');
  assert.ok(body);
  // In a punch-out session the bill sends to the purchasing system, not to the shop's cart.
  assert.equal(await page.locator('vs-selector [part="add-to-cart"]').count(), 0);
  return { chosen, body };
}

export default [
  e2eTest('OCI 5.0: a purchasing system opens the shop with HOOK_URL and receives the bill as NEW_ITEM fields, priced, in order', async ({ page: runnerPage, shopUrl, baseUrl }) => {
    const system = await startPurchasingSystem(shopUrl, baseUrl);
    try {
      const page = await buyerPage(runnerPage);
      await page.goto(`${system.origin}/oci`);
      await page.locator('#open').click();
      assert.equal(new URL(page.url()).searchParams.get('HOOK_URL'), `${system.origin}/oci/receive`);
      const { chosen, body } = await chooseValveWithCoil(page);
      await page.locator('vs-selector [part="punchout-transfer"]').click();
      await page.locator('#received').waitFor();
      assert.equal(page.url(), `${system.origin}/oci/receive`);

      const fields = system.received.get('/oci/receive');
      assert.ok(fields, 'the purchasing system received a form');
      assert.equal(fields.get('~OkCode'), 'ADDI');
      assert.deepEqual([fields.get('NEW_ITEM-VENDORMAT[1]'), fields.get('NEW_ITEM-VENDORMAT[2]'), fields.has('NEW_ITEM-VENDORMAT[3]'), fields.has('NEW_ITEM-VENDORMAT[0]')], [body, 'COIL-10001', false, false]);
      // The shop's prices (€42.50 the body, €18.90 the coil) with a decimal point on a German page.
      assert.deepEqual([1, 2].map((n) => [fields.get(`NEW_ITEM-QUANTITY[${n}]`), fields.get(`NEW_ITEM-UNIT[${n}]`), fields.get(`NEW_ITEM-PRICE[${n}]`), fields.get(`NEW_ITEM-CURRENCY[${n}]`)]), [
        ['1', 'EA', '42.50', 'EUR'],
        ['1', 'EA', '18.90', 'EUR'],
      ]);
      for (const n of [1, 2]) {
        const description = fields.get(`NEW_ITEM-DESCRIPTION[${n}]`) ?? '';
        assert.ok(description.length > 0 && description.length <= 40, `short text ${n}: "${description}"`);
        // The long text holds the selection's link, for the buyer's approver and the distributor's order desk.
        assert.match(fields.get(`NEW_ITEM-LONGTEXT_${n}:132[]`) ?? '', new RegExp(`PartNumber=${encodeURIComponent(chosen)}`));
      }
      assert.match(fields.get('NEW_ITEM-LONGTEXT_2:132[]') ?? '', /MQ-230AC-50\/60/);
    } finally {
      await system.close();
    }
  }),

  e2eTest('cXML: a purchasing system sets up a session, the buyer shops from its StartPage, and a PunchOutOrderMessage arrives with the BuyerCookie and every line priced', async ({ page: runnerPage, shopUrl, baseUrl }) => {
    const system = await startPurchasingSystem(shopUrl, baseUrl);
    try {
      const page = await buyerPage(runnerPage);
      await page.goto(`${system.origin}/cxml`);
      await page.locator('#open').click();
      assert.match(new URL(page.url()).searchParams.get('punchout-session') ?? '', /^[\w-]{43}$/);
      const { body } = await chooseValveWithCoil(page);
      await page.locator('vs-selector [part="punchout-transfer"]').click();
      await page.locator('#received').waitFor();
      assert.equal(page.url(), `${system.origin}/cxml/receive`);

      const xml = system.received.get('/cxml/receive')?.get('cxml-urlencoded');
      assert.ok(xml, 'the purchasing system received cxml-urlencoded');
      assert.match(xml, /^<\?xml version="1.0" encoding="UTF-8"\?>/);
      assert.match(xml, /<BuyerCookie>basket-7f3a&amp;1<\/BuyerCookie>/);
      assert.match(xml, /<From><Credential domain="DUNS"><Identity>COOLPARTS<\/Identity><\/Credential><\/From><To><Credential domain="NetworkID"><Identity>AN-PROCURE<\/Identity>/);
      const items = [...xml.matchAll(/<ItemIn quantity="(\d+)"><ItemID><SupplierPartID>([^<]+)<\/SupplierPartID><\/ItemID><ItemDetail><UnitPrice><Money currency="([A-Z]{3})">([\d.]+)<\/Money><\/UnitPrice><Description xml:lang="en-US">([^<]+)<\/Description><UnitOfMeasure>([^<]+)</g)];
      assert.deepEqual(items.map((item) => [item[1], item[2], item[3], item[4], item[6]]), [
        ['1', body, 'EUR', '42.50', 'EA'],
        ['1', 'COIL-10001', 'EUR', '18.90', 'EA'],
      ]);
      assert.match(items[1]![5]!, /MQ-230AC-50\/60/);
      assert.match(xml, /<Total><Money currency="EUR">61.40<\/Money><\/Total>/);
    } finally {
      await system.close();
    }
  }),
];
