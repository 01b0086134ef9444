import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { selectionHash } from '../../src/contracts/selection-hash';
import type { SelectedListItem } from '../../src/state';
import { e2eTest } from './harness';
import { becomeMember, signInOnLoginPage, signedInAs } from './member';
import { asReturningVisitor } from './returning-visitor';

// Issue 12: what a member saves comes back in another browser; details are for members.

const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text });

/** A product of the demo catalogue as the list keeps it, put there before the page's app starts. */
function listedProduct(): SelectedListItem {
  const conditions = { valveName: 'Sov', refrigerant: 'R134a', approvals: [], conditions: {} };
  const product = {
    PartNumber: 'SOV-10001',
    ProductName: 'Solenoid valve',
    ProductType: 'NC',
    valveName: 'Sov',
    Valveid: 1,
    Serialid: 1,
    SerialName: 'SV',
    Sizeid: 1,
    SizeName: 'DN3',
    ImageUrl: '',
    Refrigerant: 'R134a',
  };
  const hash = selectionHash({ valveName: 'Sov', serialId: 1, sizeId: 1, partNumber: 'SOV-10001', conditions: { refrigerant: 'R134a' } });
  return { hash, product, conditions };
}

/** The products of the member's list as the server keeps it. */
async function savedList(page: Page): Promise<unknown[]> {
  return page.evaluate(async () => {
    const token = localStorage.getItem('vs.session.v1.token') ?? '';
    const response = await fetch('/api/result/getlist', { headers: { Authorization: `Bearer ${token}` } });
    return ((await response.json()) as { Data: { productList: unknown[] } }).Data.productList;
  });
}

/** A page in a new browser context: nothing stored, as another device would be. */
async function freshPage(page: Page): Promise<Page> {
  const browser = page.context().browser();
  assert.ok(browser, 'the test page has a browser');
  // Another device of the same returning visitor (a country chosen, the notice answered), as the runner's own.
  const context = await browser.newContext({ locale: 'en-US' });
  await asReturningVisitor(context);
  return context.newPage();
}

export default [
  e2eTest('saved work: a guest opening details is told "Please sign in firstly", signs in and is back on the details', async ({ page, baseUrl, mailbox }) => {
    const member = await becomeMember(page, baseUrl, mailbox);
    const guest = await freshPage(page);
    try {
      await guest.goto(baseUrl + '/details?PartNumber=SOV-10001');
      await toast(guest, 'Please sign in firstly').waitFor();
      await guest.waitForURL(/\/login\?/);
      await signInOnLoginPage(guest, member);
      await guest.waitForURL(/\/details\?PartNumber=SOV-10001$/);
      await guest.getByRole('heading', { level: 1, name: /SOV-10001/ }).waitFor();
    } finally {
      await guest.context().close();
    }
  }),

  e2eTest("saved work: a member's list gathered as a guest is saved at sign-in and comes back in a fresh browser, and a removal reaches the server", async ({ page, baseUrl, mailbox }) => {
    await page.goto(baseUrl + '/home');
    const item = listedProduct();
    await page.evaluate((items) => localStorage.setItem('vs.selection.V2.items', JSON.stringify(items)), [item]);
    const savedBack = page.waitForResponse((response) => response.url().endsWith('/api/result/saveselection'));
    const member = await becomeMember(page, baseUrl, mailbox);
    assert.equal((await savedBack).status(), 200, 'the local list is saved back to an empty account list');

    const other = await freshPage(page);
    try {
      await other.goto(baseUrl + '/login');
      await signInOnLoginPage(other, member);
      await signedInAs(other, member);
      await other.goto(baseUrl + '/selected');
      // The list's row (the bill of materials below it has a row of SOV-10001 too).
      const row = other.getByRole('row').filter({ has: other.getByRole('button', { name: 'Remove SOV-10001' }) });
      await row.waitFor();
      const removed = other.waitForResponse((response) => response.url().endsWith('/api/result/saveselection'));
      await row.getByRole('button', { name: 'Remove SOV-10001' }).click();
      await toast(other, 'Deleted successfully').waitFor();
      assert.equal((await removed).status(), 200);
    } finally {
      await other.context().close();
    }
    // The server's list is now empty: the first browser's next sign-in keeps its own list and saves it back.
    assert.deepEqual(await savedList(page), []);
  }),

  // Issue 26: "Save the list" in the strip refused members; Clear on the Selected List emptied it and the server's copy
  // in one click, with no question and no way back.
  e2eTest("saved work: a member saves from the strip; the Selected List's Clear asks first, and Undo brings the list back, on the server too", async ({ page, baseUrl, mailbox }) => {
    await page.goto(baseUrl + '/home');
    await page.evaluate((items) => localStorage.setItem('vs.selection.V2.items', JSON.stringify(items)), [listedProduct()]);
    await becomeMember(page, baseUrl, mailbox);
    await page.goto(baseUrl + '/selector/index?valveName=Sov');
    const saved = page.waitForResponse((response) => response.url().endsWith('/api/result/saveselection'));
    await page.getByRole('region', { name: 'Selected products' }).getByRole('button', { name: 'Save the list' }).click();
    assert.equal((await saved).status(), 200);
    await toast(page, 'Saved successfully').waitFor();
    assert.equal((await savedList(page)).length, 1);

    await page.goto(baseUrl + '/selected');
    const main = page.getByRole('main');
    const row = main.getByRole('row').filter({ has: page.getByRole('button', { name: 'Remove SOV-10001' }) });
    await row.waitFor();
    // Issue 37: Remove is drawn as a button (a border and a face of its own), not as words in the cell.
    const look = await row.getByRole('button', { name: 'Remove SOV-10001' }).evaluate((button) => {
      const style = getComputedStyle(button);
      const cell = getComputedStyle(button.parentElement!);
      return { border: style.borderTopStyle, width: parseFloat(style.borderTopWidth), color: style.borderTopColor, face: style.backgroundColor, cell: cell.backgroundColor };
    });
    assert.equal(look.border, 'solid');
    assert.ok(look.width >= 1, 'a border one pixel or more wide');
    assert.notEqual(look.color, 'rgba(0, 0, 0, 0)', 'a border that shows');
    assert.notEqual(look.face, 'rgba(0, 0, 0, 0)', 'a face of its own');
    // Issue 37: Remove answers with the site's Undo toast, which puts the product back, on the server too.
    const removedOne = page.waitForResponse((response) => response.url().endsWith('/api/result/saveselection'));
    await row.getByRole('button', { name: 'Remove SOV-10001' }).click();
    assert.equal((await removedOne).status(), 200);
    await row.waitFor({ state: 'detached' });
    const backOne = page.waitForResponse((response) => response.url().endsWith('/api/result/saveselection'));
    await toast(page, 'Deleted successfully').getByRole('button', { name: 'Undo' }).click();
    await row.waitFor();
    assert.equal((await backOne).status(), 200);
    assert.equal((await savedList(page)).length, 1);
    await main.getByRole('button', { name: 'Clear', exact: true }).click();
    await main.getByText('Remove the product from the list?').waitFor();
    await main.getByRole('button', { name: 'Cancel' }).click();
    await row.waitFor();
    await main.getByRole('button', { name: 'Clear', exact: true }).click();
    const emptied = page.waitForResponse((response) => response.url().endsWith('/api/result/saveselection'));
    await main.getByRole('button', { name: 'Remove All' }).click();
    assert.equal((await emptied).status(), 200);
    assert.equal((await savedList(page)).length, 0);
    const restored = page.waitForResponse((response) => response.url().endsWith('/api/result/saveselection'));
    await toast(page, 'Deleted successfully').getByRole('button', { name: 'Undo' }).click();
    await row.waitFor();
    assert.equal((await restored).status(), 200);
    assert.equal((await savedList(page)).length, 1);
  }),

  e2eTest('saved work: a member picks America (imperial); a fresh browser signed in as them shows ℉', async ({ page, baseUrl, mailbox }) => {
    const member = await becomeMember(page, baseUrl, mailbox);
    await page.goto(baseUrl + '/units');
    await page.getByRole('radio', { name: 'America (imperial)' }).check();
    const kept = page.waitForResponse((response) => response.url().endsWith('/api/valve/saveselectionsetting'));
    await page.getByRole('button', { name: 'Save' }).click();
    assert.equal((await kept).status(), 200);

    const other = await freshPage(page);
    try {
      await other.goto(baseUrl + '/login');
      await signInOnLoginPage(other, member);
      await signedInAs(other, member);
      await other.goto(baseUrl + '/selector/index?valveName=Sov');
      const temperature = other.getByRole('form', { name: 'Operating conditions' }).getByLabel('Unit of Evaporating temperature (dew point)');
      await temperature.waitFor();
      assert.equal(await temperature.inputValue(), '℉');
    } finally {
      await other.context().close();
    }
  }),
];
