import assert from 'node:assert/strict';
import type { Download, Page } from 'playwright-core';
import ExcelJS from 'exceljs';
import { pdfText } from '../api/report/pdf-reader';
import { e2eTest } from './harness';
import { becomeMember, signInOnLoginPage } from './member';

// Issue 13: a member ticks two of three products in the strip's export dialog; the report page, a Chinese PDF and
// an XLSX all show those two and the inputs, never the third; a guest is told to sign in first.

const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text });
const strip = (page: Page) => page.getByRole('region', { name: 'Selected products' });

/** Calculates solenoid valves at 12 kW on the liquid line and adds the first three results; their part numbers. */
async function listThreeProducts(page: Page, baseUrl: string): Promise<string[]> {
  await page.goto(baseUrl + '/selector/index?valveName=Sov');
  const form = page.getByRole('form', { name: 'Operating conditions' });
  await form.getByRole('textbox', { name: 'Cooling capacity' }).fill('12');
  await form.getByRole('radio', { name: 'Liquid line', exact: true }).check();
  await form.getByRole('button', { name: 'Calculate' }).click();
  await page.getByRole('heading', { level: 3, name: /^Optimal \(\d+\)$/ }).waitFor();
  // A result row's Add takes the part number its select shows; a row of several part numbers gives several products.
  // Rows that offer Add, pressed (named Added) or not: the row stays the same row once one of its products is in.
  const rows = page.getByRole('row').filter({ has: page.getByRole('button', { name: /^Add(ed)? / }) });
  const partNumbers: string[] = [];
  for (let r = 0; r < (await rows.count()) && partNumbers.length < 3; r++) {
    const row = rows.nth(r);
    const select = row.getByRole('combobox', { name: /^Part number/ });
    // By value (the part number): an option's words carry a hint whose spacing a label match need not keep.
    const options = (await select.count()) > 0 ? await select.locator('option').evaluateAll((all) => all.map((option) => (option as HTMLOptionElement).value)) : [undefined];
    for (const option of options) {
      if (partNumbers.length === 3) break;
      if (option !== undefined) await select.selectOption({ value: option });
      const add = row.getByRole('button', { name: /^Add / });
      partNumbers.push(((await add.getAttribute('aria-label')) ?? '').replace(/^Add /, ''));
      await add.click();
    }
  }
  await strip(page).getByText('Total 3').waitFor();
  assert.equal(new Set(partNumbers).size, 3, 'three different products');
  return partNumbers;
}

/**
 * How long a test waits for a report the server makes: its worker starts, loads the fonts (Chinese among them) and
 * writes the file, which takes tens of seconds on a loaded 2-core machine. A guard against a hang, not a speed check.
 */
const REPORT_MS = 180_000;

/** Opens the strip's export dialog and ticks `ticked`; the dialog. */
async function openExport(page: Page, ticked: readonly string[]) {
  await strip(page).getByRole('button', { name: 'Export' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export' });
  await dialog.waitFor();
  for (const partNumber of ticked) await dialog.getByRole('checkbox', { name: new RegExp(`^${partNumber} `) }).check();
  return dialog;
}

async function bytesOf(download: Download): Promise<Buffer> {
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export default [
  e2eTest('export: a member ticks two of three; the report page, a Chinese PDF and an XLSX hold those two and the inputs, not the third', async ({ page, baseUrl, mailbox }) => {
    await becomeMember(page, baseUrl, mailbox);
    const [first, second, third] = (await listThreeProducts(page, baseUrl)) as [string, string, string];

    // The refusal of SPEC §5 comes before anything is asked of the server.
    let dialog = await openExport(page, []);
    await dialog.getByRole('button', { name: 'Export', exact: true }).click();
    await dialog.getByRole('alert').getByText('Please select the product to be exported').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // The report page, in English.
    dialog = await openExport(page, [first, third]);
    await dialog.getByRole('checkbox', { name: new RegExp(`^${third} `) }).uncheck();
    await dialog.getByRole('checkbox', { name: new RegExp(`^${second} `) }).check();
    await dialog.getByRole('button', { name: 'Export', exact: true }).click();
    await page.waitForURL(/\/export\?/);
    const address = new URL(page.url());
    assert.equal(address.searchParams.get('language'), 'en');
    assert.equal(address.searchParams.get('hashkeys')?.split(',').length, 2);
    for (const partNumber of [first, second]) await page.getByRole('heading', { level: 2, name: partNumber }).waitFor();
    assert.equal(await page.getByRole('heading', { name: third }).count(), 0, 'the unticked product is not in the report');
    const inputs = page.getByRole('table', { name: /^Conditions 1/ });
    await inputs.getByRole('row', { name: /Refrigerant/ }).waitFor();
    const inputText = (await inputs.textContent()) ?? '';
    assert.match(inputText, /12 kW/, 'the capacity with its unit');
    assert.match(inputText, /℃/, 'temperatures with their unit');
    assert.equal(await page.getByRole('banner').count(), 0, 'the report page has no site header');
    await page.locator('canvas').first().waitFor();
    const shownReasons = await page.getByRole('row', { name: /^Grade/ }).allTextContents();
    assert.equal(shownReasons.length, 2, 'a grade per product');

    // Printing: the toolbar is left out, each product starts a page.
    await page.emulateMedia({ media: 'print' });
    assert.equal(await page.getByRole('toolbar').isVisible(), false, 'no buttons on paper');
    const breaks = await page.locator('[data-part-number]').evaluateAll((sections) => sections.map((one) => getComputedStyle(one).breakBefore));
    assert.deepEqual(breaks, ['page', 'page']);
    await page.emulateMedia({ media: 'screen' });

    // A Chinese PDF, from the strip's dialog on another page.
    await page.goto(baseUrl + '/selected');
    await strip(page).getByText('Total 3').waitFor();
    dialog = await openExport(page, [first, second]);
    await dialog.getByRole('radio', { name: 'PDF' }).check();
    await dialog.getByRole('combobox', { name: 'Report language' }).selectOption('cn');
    const pdfDownload = page.waitForEvent('download', { timeout: REPORT_MS });
    await dialog.getByRole('button', { name: 'Export', exact: true }).click();
    const pdf = await pdfDownload;
    assert.match(pdf.suggestedFilename(), /\.pdf$/);
    const text = (await pdfText(await bytesOf(pdf))).pages.join('\n');
    for (const partNumber of [first, second]) assert.ok(text.includes(partNumber), `the PDF names ${partNumber}`);
    assert.ok(!text.includes(third), 'the PDF leaves out the unticked product');
    assert.match(text, /制冷剂/, 'Chinese labels (refrigerant)');
    assert.match(text, /12\s*kW/, 'the capacity the user gave');

    // The XLSX, from the report page's own button.
    await page.goto(`${baseUrl}/export?${address.searchParams.toString()}`);
    await page.getByRole('heading', { level: 2, name: first }).waitFor();
    const xlsxDownload = page.waitForEvent('download', { timeout: REPORT_MS });
    await page.getByRole('button', { name: 'Download XLSX' }).click();
    const xlsx = await xlsxDownload;
    assert.match(xlsx.suggestedFilename(), /\.xlsx$/);
    const book = new ExcelJS.Workbook();
    const sheetBytes = await bytesOf(xlsx);
    await book.xlsx.load(sheetBytes.buffer.slice(sheetBytes.byteOffset, sheetBytes.byteOffset + sheetBytes.byteLength) as ArrayBuffer);
    const sheet = book.worksheets[0];
    assert.ok(sheet, 'a products sheet');
    const cells: string[] = [];
    sheet.eachRow((row) => row.eachCell((cell) => cells.push(String(cell.text))));
    for (const partNumber of [first, second]) assert.ok(cells.includes(partNumber), `a row of ${partNumber}`);
    assert.ok(!cells.includes(third), 'no row of the unticked product');
    const conditions = book.worksheets[1];
    assert.ok(conditions, 'a conditions sheet');
    const conditionCells: string[] = [];
    conditions.eachRow((row) => row.eachCell((cell) => conditionCells.push(String(cell.text))));
    assert.ok(conditionCells.includes('12'), 'the capacity the user gave, as a number');
  }),

  e2eTest('export: a guest pressing Export is told "Please sign in firstly", signs in and is back with the dialog one click away', async ({ page, baseUrl, mailbox }) => {
    const member = await becomeMember(page, baseUrl, mailbox);
    await page.getByRole('banner').getByRole('button', { name: `Account of ${member.name}` }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await page.goto(baseUrl + '/selector/index?valveName=Sov');
    await page.getByRole('button', { name: 'Calculate' }).click();
    await page.getByRole('region', { name: /^Optimal/ }).getByRole('button', { name: /^Add / }).first().click();
    await strip(page).getByRole('button', { name: 'Export' }).click();
    await toast(page, 'Please sign in firstly').waitFor();
    await page.waitForURL(/\/login\?/);
    await signInOnLoginPage(page, member);
    await page.waitForURL(/\/selector\/index\?valveName=Sov/);
    await strip(page).getByRole('button', { name: 'Export' }).click();
    await page.getByRole('dialog', { name: 'Export' }).waitFor();
  }),

  // Issue 24: a long report is a job; the dialog shows how far it has come, and Cancel report stops it on the server.
  e2eTest('export: a 300-product PDF shows its progress in the dialog, and Cancel report stops the job; a small one then downloads', async ({ page, baseUrl, mailbox }) => {
    await becomeMember(page, baseUrl, mailbox);
    const [first] = (await listThreeProducts(page, baseUrl)) as [string, string, string];
    // The list grows to 300 products in the browser's storage: the three over and over, each its own item; the
    // Selected List page reads it so.
    await page.evaluate((key) => {
      const items = JSON.parse(localStorage.getItem(key) ?? '[]') as { hash: string }[];
      const many = Array.from({ length: 300 }, (_, i) => ({ ...items[i % items.length]!, hash: `${i}-${items[i % items.length]!.hash}`.slice(0, 64) }));
      localStorage.setItem(key, JSON.stringify(many));
    }, 'vs.selection.V2.items');
    await page.goto(baseUrl + '/selected');
    await strip(page).getByText('Total 300').waitFor();

    let dialog = await openExport(page, []);
    await dialog.getByRole('radio', { name: 'PDF' }).check();
    const started = page.waitForResponse((response) => response.url().includes('/api/report/job/start'));
    let downloads = 0;
    page.on('download', () => downloads++);
    await dialog.getByRole('button', { name: 'Export All' }).click();
    const { Data: job } = (await (await started).json()) as { Data: { jobId: string } };
    // Waiting or made, the dialog says so on its progress bar; then the percent rises past 0.
    await dialog.getByRole('progressbar', { name: /^(Waiting for the server|Making the report: \d+ %)/ }).waitFor();
    await dialog.getByRole('status').getByText(/^Making the report: [1-9]\d? %$/).waitFor({ timeout: REPORT_MS });
    await dialog.getByRole('button', { name: 'Cancel report' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const state = await page.evaluate(async (jobId) => {
      const token = localStorage.getItem('vs.session.v1.token') ?? '';
      const response = await fetch(`/api/report/job?jobId=${jobId}`, { headers: { Authorization: `Bearer ${token}` } });
      return ((await response.json()) as { Data: { state: string } }).Data.state;
    }, job.jobId);
    assert.equal(state, 'cancelled', 'the server stopped the report');
    assert.equal(downloads, 0, 'a cancelled report downloads nothing');

    // The member may make the next report at once.
    dialog = await openExport(page, []);
    await dialog.getByRole('checkbox', { name: new RegExp(`^${first} `) }).first().check();
    await dialog.getByRole('radio', { name: 'PDF' }).check();
    const download = page.waitForEvent('download', { timeout: REPORT_MS });
    await dialog.getByRole('button', { name: 'Export', exact: true }).click();
    assert.match((await download).suggestedFilename(), /\.pdf$/);
    await dialog.waitFor({ state: 'hidden' });
  }),
];
