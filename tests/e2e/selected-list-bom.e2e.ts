import assert from 'node:assert/strict';
import type { APIResponse, Page } from 'playwright-core';
import products from '../../host-site/server/catalogue/data/products.json';
import { selectionHash } from '../../src/contracts/selection-hash';
import type { SelectedListItem } from '../../src/state';
import { e2eTest } from './harness';

// Issue #28 (https://issues/28): the Selected List shows the bill of materials of the list, at the quantities its
// table holds, offers it as CSV, XLSX and JSON, and hands it to a shop's cart through a `vs-add-to-cart` event that
// bubbles out of the page.

/** A solenoid valve sold as body and coil (the demo catalogue gives it a Coilid), as the list keeps it. */
function listedValveWithCoil(): SelectedListItem {
  const found = products.items.find((p) => p.PartNumber.startsWith('SOV-') && 'Coilid' in p && p.Coilid !== undefined);
  assert.ok(found, 'the demo catalogue has a solenoid valve with a coil');
  const conditions = { valveName: 'Sov', refrigerant: 'R134a', approvals: [], conditions: {} };
  const product = {
    PartNumber: found.PartNumber,
    ProductName: found.ProductName,
    ProductType: 'NC',
    valveName: 'Sov',
    Valveid: found.Valveid,
    Serialid: found.Serialid,
    SerialName: 'MDF',
    Sizeid: found.Sizeid,
    SizeName: 'DN3',
    ImageUrl: '',
    Refrigerant: 'R134a',
  };
  const hash = selectionHash({ valveName: 'Sov', serialId: found.Serialid, sizeId: found.Sizeid, partNumber: found.PartNumber, conditions: { refrigerant: 'R134a' } });
  return { hash, product, conditions };
}

/** The bill's rows as the page shows them: part number, role, quantity. */
const bomRows = (page: Page) =>
  page.locator('[part="bom-table"] tbody tr').evaluateAll((rows) =>
    rows.map((row) => [(row as HTMLElement).dataset.partNumber, (row as HTMLElement).dataset.role, row.querySelectorAll('td')[2]?.textContent]),
  );

export default [
  e2eTest('selected list: the bill of materials at the typed quantity, its CSV, XLSX and JSON, and Add to cart as a bubbling vs-add-to-cart', async ({ page, baseUrl }) => {
    const item = listedValveWithCoil();
    await page.goto(baseUrl + '/home');
    await page.evaluate((items) => localStorage.setItem('vs.selection.V2.items', JSON.stringify(items)), [item]);
    await page.goto(baseUrl + '/selected');
    const bill = page.getByRole('region', { name: 'Bill of materials' });
    await bill.getByRole('heading', { level: 2, name: 'Bill of materials' }).waitFor();
    await page.locator('[part="bom-table"] tbody tr').first().waitFor();
    const once = await bomRows(page);
    assert.deepEqual(once.slice(0, 2).map(([, role, quantity]) => [role, quantity]), [['body', '1'], ['coil', '1']], 'a valve with a coil is bought as body and coil');
    const [body, coil] = once.map(([partNumber]) => partNumber);
    assert.ok(body && body !== item.product.PartNumber, `the body ${body} is its own part`);
    assert.match(coil ?? '', /^COIL-/);

    // Three of the product: every line of its bill three times as many, asked again of the server.
    const asked = page.waitForResponse((response) => response.url().includes('/api/valve/bom') && response.url().includes(encodeURIComponent(`${item.product.PartNumber}:3`)));
    await page.getByRole('spinbutton', { name: `Quantity of ${item.product.PartNumber}` }).fill('3');
    assert.equal((await asked).status(), 200);
    await page.locator('[part="bom-table"] tbody tr[data-role="coil"] td:nth-child(3)', { hasText: '3' }).waitFor();
    const thrice = await bomRows(page);
    assert.deepEqual(thrice.map(([partNumber, role]) => [partNumber, role]), once.map(([partNumber, role]) => [partNumber, role]), 'the same parts');
    thrice.forEach(([partNumber, , quantity], i) => assert.equal(Number(quantity), 3 * Number(once[i]![2]), `${partNumber} three times`));

    // The downloads: the same bill at the same quantities, as files.
    const hrefs = await bill.locator('[part="bom-download"]').evaluateAll((links) => links.map((a) => [a.textContent, (a as HTMLAnchorElement).href]));
    assert.deepEqual(hrefs.map(([format]) => format), ['CSV', 'XLSX', 'JSON']);
    const files: Record<string, APIResponse> = Object.fromEntries(await Promise.all(hrefs.map(async ([format, href]) => [format, await page.request.get(href!)] as const)));
    for (const response of Object.values(files)) assert.equal(response.status(), 200);
    assert.match(files.CSV!.headers()['content-type'] ?? '', /^text\/csv/);
    const csv = await files.CSV!.text();
    assert.ok(csv.split(/\r\n/).some((line) => line.startsWith(`Order,${coil},3,coil,`)), `the CSV orders three ${coil}:\n${csv}`);
    const xlsx = await files.XLSX!.body();
    assert.equal(xlsx.subarray(0, 2).toString('latin1'), 'PK', 'an XLSX is a zip');
    const json = (await files.JSON!.json()) as { lines: { PartNumber: string; Quantity: number }[]; link?: string };
    assert.deepEqual(json.lines.map((line) => [line.PartNumber, line.Quantity]), thrice.map(([partNumber, , quantity]) => [partNumber, Number(quantity)]));
    assert.match(json.link ?? '', /\/details\?PartNumber=/);

    // Add to cart: the lines, each with the selection's link, in an event a shop listening on its window hears.
    const heard = page.evaluate(() => new Promise<{ detail: unknown; bubbles: boolean; composed: boolean; fromPage: boolean }>((resolve) => {
      window.addEventListener('vs-add-to-cart', (event) => {
        const target = event.target as Element;
        resolve({ detail: (event as CustomEvent).detail, bubbles: event.bubbles, composed: event.composed, fromPage: Boolean(target.closest('main')) });
      }, { once: true });
    }));
    await bill.getByRole('button', { name: 'Add to cart' }).click();
    const event = await heard;
    assert.equal(event.bubbles, true);
    assert.equal(event.composed, true);
    assert.equal(event.fromPage, true, "dispatched from the page's element");
    const { lines } = event.detail as { lines: { partNumber: string; quantity: number; description: string; link: string }[] };
    assert.deepEqual(lines.map((line) => [line.partNumber, line.quantity]), thrice.map(([partNumber, , quantity]) => [partNumber, Number(quantity)]));
    for (const line of lines) {
      assert.ok(line.description.length > 0, `${line.partNumber} is described`);
      const link = new URL(line.link);
      assert.equal(link.origin, new URL(baseUrl).origin, 'an absolute link to this site');
      assert.equal(link.searchParams.get('PartNumber'), item.product.PartNumber, 'the selection the line comes from');
      assert.equal(link.searchParams.get('Hashkey'), item.hash);
    }
  }),
];
