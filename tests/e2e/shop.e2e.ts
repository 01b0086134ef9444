import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import products from '../../host-site/server/catalogue/data/products.json';
import { e2eTest } from './harness';
import { addPoint, gradesOf } from './points';
import { asReturningVisitor } from './returning-visitor';

// Issue #28 (https://issues/28): a distributor's page on another origin (examples/shop) takes a selected solenoid
// valve with its coil into its own cart, at its own prices, through the widgets' bill of materials.

const nameOf = (partNumber: string) => products.items.find((p) => p.PartNumber === partNumber)?.ProductName;

/**
 * The example shop in a context of its own, without the runner's X-Forwarded-For header: a shop's visitor sends
 * none, and on cross-origin requests it would ask for a CORS preflight no browser of a real visitor makes.
 */
async function openShop(runnerPage: Page, shopUrl: string): Promise<{ page: Page; pageErrors: string[] }> {
  const context = await (runnerPage.context().browser() as Browser).newContext({ locale: 'en-GB' });
  runnerPage.context().on('close', () => void context.close());
  context.setDefaultTimeout(30_000);
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.goto(shopUrl);
  return { page, pageErrors };
}

export default [
  e2eTest('buys a selected solenoid valve with its coil through the example shop', async ({ page: runnerPage, shopUrl }) => {
    const { page, pageErrors } = await openShop(runnerPage, shopUrl);
    assert.equal(new URL(page.url()).origin, new URL(shopUrl).origin);

    // The selector calculates on its own (calculate="true"); take a row that offers a 230 V AC coil.
    const select = page.locator('vs-selector select[part="part-number-select"]').filter({ has: page.locator('option', { hasText: '230 V AC' }) }).first();
    await select.waitFor();
    const option = select.locator('option', { hasText: '230 V AC' }).first();
    const chosen = await option.getAttribute('value');
    assert.ok(chosen, 'the 230 V AC option has a part number');
    await select.selectOption(chosen);
    // The row holding the select (the same shadow root, so an ancestor step finds it).
    const row = select.locator('xpath=ancestor::*[@part="row"]');
    await row.locator('[part="add"]').click();

    // The strip heard vs-add; its bill of materials splits the valve into body and coil, priced by the shop.
    await page.locator('vs-selection-strip [part="bom-toggle"]').click();
    const table = page.locator('vs-selection-strip [part="bom-table"]');
    await table.locator('tbody tr').first().waitFor();
    const roles = await table.locator('tbody tr').evaluateAll((rows) => rows.map((r) => (r as HTMLElement).dataset.role));
    assert.deepEqual(roles, ['body', 'coil']);
    const body = await table.locator('tbody tr[data-role="body"]').getAttribute('data-part-number');
    assert.ok(body && nameOf(chosen)?.startsWith(nameOf(body) ?? '?'), `${body} is the body of ${chosen}`);
    await page.locator('vs-selection-strip [part="price"]', { hasText: '€42.50' }).waitFor();
    assert.equal(await page.locator('vs-selection-strip [part="total-price"]').textContent(), '€61.40');

    await page.locator('vs-selection-strip [part="add-to-cart"]').click();

    // The shop's own cart: body and coil, one each, at its prices.
    const cart = page.locator('#cart-table tbody tr');
    await cart.nth(1).waitFor();
    const lines = await cart.evaluateAll((rows) => rows.map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent)));
    assert.equal(lines.length, 2);
    assert.deepEqual(lines.map((cells) => [cells[0], cells[2], cells[3], cells[4]]), [
      [body, '1', '€42.50', '€42.50'],
      ['COIL-10001', '1', '€18.90', '€18.90'],
    ]);
    assert.match(lines[1]![1]!, /MQ-230AC-50\/60, 230 V AC 50\/60 Hz/);
    assert.equal(await page.locator('#cart-total').textContent(), '€61.40');
    assert.equal(await page.locator('#cart-count').textContent(), '2');
    assert.deepEqual(pageErrors, []);
  }),

  e2eTest("the selector shows the shop's prices beside each result, and a row's bill of materials goes into the shop's cart", async ({ page: runnerPage, shopUrl }) => {
    const { page, pageErrors } = await openShop(runnerPage, shopUrl);

    const select = page.locator('vs-selector select[part="part-number-select"]').filter({ has: page.locator('option', { hasText: '230 V AC' }) }).first();
    await select.waitFor();
    const chosen = await select.locator('option', { hasText: '230 V AC' }).first().getAttribute('value');
    assert.ok(chosen);
    await select.selectOption(chosen);
    const row = select.locator('xpath=ancestor::*[@part="row"]');
    // The shop's price of the chosen part number, in the page's locale, beside the result.
    assert.equal(await row.locator('[part="price"]').textContent(), '€42.50');

    await row.locator('[part="bom-button"]').click();
    const table = page.locator('vs-selector [part="bom-table"]');
    await table.locator('tbody tr').first().waitFor();
    assert.deepEqual(await table.locator('tbody tr').evaluateAll((rows) => rows.map((r) => (r as HTMLElement).dataset.role)), ['body', 'coil']);
    await page.locator('vs-selector [part="total-price"]', { hasText: '€61.40' }).waitFor();
    const heard = page.evaluate(() => new Promise<unknown>((resolve) => {
      document.querySelector('vs-selector')!.addEventListener('vs-add-to-cart', (event) => resolve((event as CustomEvent).detail), { once: true });
    }));
    await page.locator('vs-selector [part="add-to-cart"]').click();
    const { lines } = (await heard) as { lines: { partNumber: string; quantity: number; link: string }[] };
    assert.deepEqual(lines.map((line) => line.quantity), [1, 1]);
    assert.equal(lines[1]!.partNumber, 'COIL-10001');
    assert.ok(lines.every((line) => line.link.includes(`PartNumber=${encodeURIComponent(chosen)}`)), 'each line links the selection it comes from');

    const cart = page.locator('#cart-table tbody tr');
    await cart.nth(1).waitFor();
    assert.deepEqual(await cart.evaluateAll((rows) => rows.map((r) => r.querySelector('td')?.textContent)), lines.map((line) => line.partNumber));
    assert.equal(await page.locator('#cart-total').textContent(), '€61.40');
    assert.deepEqual(pageErrors, []);
  }),

  e2eTest("a cart line's selection link reopens the selection on the maker's site with both operating points graded", async ({ page: runnerPage, shopUrl }) => {
    const { page, pageErrors } = await openShop(runnerPage, shopUrl);
    await page.locator('vs-selector [part="row"]').first().waitFor();
    // Three quarters of the shop's design duty: a load every size of a solenoid valve line still passes (at 1 kW the
    // whole range is Prohibited, a group drawn closed, and no row would show its grades).
    const capacity = page.getByRole('form', { name: 'Operating conditions' }).getByRole('textbox', { name: 'Cooling capacity', exact: true });
    const design = Number((await capacity.inputValue()).replace(',', '.'));
    assert.ok(design > 0, 'the shop starts from a design duty');
    await addPoint(page, 'Part load', { 'Cooling capacity': String(Math.round(design * 75) / 100) });
    await page.getByRole('form', { name: 'Operating conditions' }).getByRole('button', { name: 'Calculate' }).click();
    await page.locator('vs-selector [part="point-grade"]').first().waitFor();
    const before = await gradesOf(page);
    const rows = Object.values(before);
    assert.ok(rows.length > 0);
    for (const points of rows) assert.deepEqual(Object.keys(points), ['Design', 'Part load']);

    // The first row's bill into the shop's cart: each line carries the selection's link, which the cart keeps.
    await page.locator('vs-selector [part="row"]').first().locator('[part="bom-button"]').click();
    await page.locator('vs-selector [part="bom-table"] tbody tr').first().waitFor();
    await page.locator('vs-selector [part="add-to-cart"]').click();
    const reopen = page.locator('#cart-table tbody tr').first().locator('a.cart-selection');
    await reopen.waitFor();
    const link = (await reopen.getAttribute('href'))!;
    assert.equal(new URL(link).pathname, '/selector/index');
    assert.match(link, /[?&]point1=Part(\+|%20)load/);

    // The order desk opens it: a browser of its own, with nothing of the shop's page.
    const desk = await page.context().browser()!.newContext({ locale: 'en-GB', serviceWorkers: 'block' });
    await asReturningVisitor(desk);
    try {
      const reopened = await desk.newPage();
      await reopened.goto(link);
      await reopened.getByRole('tab').nth(1).waitFor();
      assert.deepEqual(await reopened.getByRole('tab').allTextContents(), ['Design', 'Part load']);
      await reopened.locator('[part="point-grade"]').first().waitFor();
      assert.deepEqual(await gradesOf(reopened), before);
    } finally {
      await desk.close();
    }
    assert.deepEqual(pageErrors, []);
  }),
];
