import assert from 'node:assert/strict';
import type { Locator, Page, Request, Response } from 'playwright-core';
import { e2eTest } from './harness';
import { becomeMember, signInOnLoginPage, signedInAs } from './member';
import { asReturningVisitor } from './returning-visitor';

// Issue 12: units for everyone. A guest's choice and custom sets live in the browser; a member's come back in
// another browser with the refrigerants and the list.

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text });
const conditions = (page: Page) => page.getByRole('form', { name: 'Operating conditions' });
const unitOf = (page: Page, field: string) => conditions(page).getByLabel(`Unit of ${field}`, { exact: true });
/** The selects of the chooser's new-set form, in SPEC §3's order: Temp, Temp2, Press, CoolCapacity ... */
const newSetUnit = (dialog: Locator, index: number) => dialog.getByRole('form', { name: 'New unit set' }).locator('select').nth(index);

async function openUnits(page: Page): Promise<Locator> {
  await nav(page).getByRole('button', { name: 'Units' }).click();
  const dialog = page.getByRole('dialog', { name: 'Units' });
  await dialog.waitFor();
  return dialog;
}

/** Waits until the selector's `field` shows `unit` (the form follows a new choice without a reload). */
async function showsUnit(page: Page, field: string, unit: string) {
  await page.waitForFunction(
    ([label, expected]) => (document.querySelector(`select[aria-label="Unit of ${label}"]`) as HTMLSelectElement | null)?.value === expected,
    [field, unit],
  );
}

/** The recommendation notice (SPEC §4) opens over any page after load: closed whenever it stands in the way. */
async function closingNotices(page: Page): Promise<Page> {
  await page.addLocatorHandler(page.getByRole('dialog', { name: 'Recommended for you' }), async (notice) => {
    await notice.getByRole('button', { name: 'Close', exact: true }).click();
  });
  return page;
}

interface Remarks {
  UnitId?: number;
  CustomUnitId?: number;
  Refrigerants?: string;
}

/** The profile Remarks (SPEC §3) of the first saveselectionsetting answer that `wanted` accepts. */
async function savedRemarks(page: Page, wanted: (remarks: Remarks) => boolean): Promise<Remarks> {
  const read = async (response: Response) => {
    const answer = (await response.json()) as { Result: number; Data: { Remarks: string } | null };
    return answer.Result === 0 && answer.Data ? (JSON.parse(answer.Data.Remarks) as Remarks) : undefined;
  };
  const response = await page.waitForResponse(async (response) => {
    if (!response.url().endsWith('/api/valve/saveselectionsetting')) return false;
    const remarks = await read(response).catch(() => undefined);
    return remarks !== undefined && wanted(remarks);
  });
  return (await read(response))!;
}

/** A page in a new browser context: nothing stored, as another device would be. */
async function freshPage(page: Page): Promise<Page> {
  const browser = page.context().browser();
  assert.ok(browser, 'the test page has a browser');
  // Another browser of the same returning visitor (a country chosen, the notice answered), as the runner's own.
  const context = await browser.newContext({ locale: 'en-US' });
  await asReturningVisitor(context);
  return closingNotices(await context.newPage());
}

export default [
  e2eTest('units: a guest picks America (imperial) and sees ℉, Psi and TR in conditions, results, the Selected List and the converter', async ({ page, baseUrl }) => {
    await closingNotices(page);
    await page.goto(baseUrl + '/selector/index?valveName=Sov');
    await unitOf(page, 'Cooling capacity').waitFor();
    const units = await openUnits(page);
    await units.getByRole('radio', { name: 'America (imperial)' }).check();
    await units.getByRole('button', { name: 'Save' }).click();
    await units.waitFor({ state: 'hidden' });
    await showsUnit(page, 'Cooling capacity', 'TR');
    assert.equal(await unitOf(page, 'Evaporating temperature (dew point)').inputValue(), '℉');
    assert.equal(await unitOf(page, 'Allowed pressure drop').inputValue(), 'Psi');

    // Every call from now on says the system. Which calls go depends on the machine's speed: the edit fetches the
    // family's selection, and Calculate asks the server only if it has not come yet (else the browser calculates).
    const sent: Request[] = [];
    page.on('request', (request) => void (new URL(request.url()).pathname.startsWith('/api/') && sent.push(request)));
    await conditions(page).getByRole('radio', { name: 'Liquid line', exact: true }).check();
    await conditions(page).getByRole('button', { name: 'Calculate' }).click();
    const row = page.getByRole('region', { name: /^Optimal/ }).getByRole('row').nth(1);
    await row.waitFor();
    assert.ok(sent.length > 0, 'the edit and Calculate made calls');
    assert.deepEqual(sent.map((request) => `${new URL(request.url()).pathname} ${request.headers()['unitid']}`), sent.map((request) => `${new URL(request.url()).pathname} 1`));
    const text = (await row.textContent()) ?? '';
    assert.match(text, /\d TR/, text);
    assert.match(text, /\d(\.\d+)? Psi/, text);
    assert.doesNotMatch(text, /\d (kW|bar)\b/, 'no metric figure is left');

    const add = row.getByRole('button', { name: /^Add / });
    const partNumber = ((await add.getAttribute('aria-label')) ?? '').replace(/^Add /, '');
    await add.click();
    await nav(page).getByRole('link', { name: 'Selected List' }).click();
    const listed = page.getByRole('table', { name: '1 selected product' }).getByRole('row').filter({ hasText: partNumber });
    await listed.waitFor();
    assert.match((await listed.textContent()) ?? '', /Evaporating temperature \(dew point\) 14 ℉/, 'the conditions it was chosen at, in ℉, named in words');

    await nav(page).getByRole('button', { name: 'Conversion tool' }).click();
    const tool = page.getByRole('dialog', { name: 'Conversion tool' });
    // SPEC §4: system 1 converts ℉ to Psi.
    await tool.getByLabel('Value').fill('32');
    await tool.locator('output').filter({ hasText: /\d\.\d\d\s*Psi/ }).waitFor();
    assert.equal(await tool.getByLabel('From unit').inputValue(), '℉');
  }),

  e2eTest('units: a guest makes a custom set (K, kPa), sees its units everywhere, and keeps it after a reload', async ({ page, baseUrl }) => {
    await closingNotices(page);
    await page.goto(baseUrl + '/selector/index?valveName=Sov');
    await unitOf(page, 'Cooling capacity').waitFor();
    const units = await openUnits(page);
    const form = units.getByRole('form', { name: 'New unit set' });
    // SPEC §4: the base system refills the new-set form with its units.
    assert.equal(await newSetUnit(units, 0).inputValue(), '℃');
    await units.getByRole('radio', { name: 'America (imperial)' }).check();
    assert.equal(await newSetUnit(units, 0).inputValue(), '℉');
    await units.getByRole('radio', { name: 'International (metric)' }).check();
    // SPEC §5: a name, and at least one unit.
    await form.getByRole('button', { name: 'Create unit set' }).click();
    await form.getByRole('alert').filter({ hasText: 'Name your unit set' }).waitFor();
    await form.getByLabel('Name of the unit set').fill('Lab');
    for (let index = 0; index < 13; index += 1) await newSetUnit(units, index).selectOption('');
    await form.getByRole('button', { name: 'Create unit set' }).click();
    await form.getByRole('alert').filter({ hasText: 'Set at least one unit' }).waitFor();
    await newSetUnit(units, 0).selectOption('K');
    await newSetUnit(units, 2).selectOption('kPa');
    await form.getByRole('button', { name: 'Create unit set' }).click();
    await toast(page, 'Saved successfully').waitFor();
    await units.getByRole('radio', { name: 'Lab' }).isChecked().then((checked) => assert.ok(checked, 'the new set is the one chosen'));
    await units.getByRole('table', { name: 'Units of Lab' }).getByRole('row', { name: 'Pressure kPa' }).waitFor();
    await units.getByRole('button', { name: 'Save' }).click();
    await units.waitFor({ state: 'hidden' });

    await showsUnit(page, 'Evaporating temperature (dew point)', 'K');
    assert.equal(await unitOf(page, 'Allowed pressure drop').inputValue(), 'kPa');
    assert.equal(await unitOf(page, 'Cooling capacity').inputValue(), 'kW', 'quantities the set leaves out keep the base system');

    // The set outlives a reload, and every request says it (Unitid and Units).
    const request = page.waitForRequest((sent) => new URL(sent.url()).pathname === '/api/valve/selection');
    await page.reload();
    const headers = (await request).headers();
    assert.deepEqual([headers['unitid'], headers['units']], ['2', 'Temp=K&Press=kPa']);
    await showsUnit(page, 'Evaporating temperature (dew point)', 'K');
    await conditions(page).getByRole('button', { name: 'Calculate' }).click();
    const row = page.getByRole('region', { name: /^Optimal/ }).getByRole('row').nth(1);
    await row.waitFor();
    assert.match((await row.textContent()) ?? '', /\d kPa/);

    await nav(page).getByRole('button', { name: 'Conversion tool' }).click();
    const tool = page.getByRole('dialog', { name: 'Conversion tool' });
    assert.equal(await tool.getByLabel('From unit').inputValue(), 'K');
    assert.equal(await tool.getByLabel('To unit').inputValue(), 'kPa');
  }),

  e2eTest("units: a guest's custom set, and the choice of it, go with them into the account they sign up for", async ({ page, baseUrl, mailbox }) => {
    await closingNotices(page);
    await page.goto(baseUrl + '/units');
    await page.getByRole('heading', { level: 1, name: 'Units' }).waitFor();
    await page.getByLabel('Name of the unit set').fill('Bench');
    await newSetUnit(page.getByRole('main'), 0).selectOption('K');
    await page.getByRole('button', { name: 'Create unit set' }).click();
    await page.getByRole('radio', { name: 'Bench' }).waitFor();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, 'Saved successfully').waitFor();

    const setCarried = page.waitForResponse((response) => response.url().endsWith('/api/valve/savepersonunit'));
    const choiceSaved = savedRemarks(page, (remarks) => remarks.CustomUnitId !== undefined);
    await becomeMember(page, baseUrl, mailbox);
    const rows = ((await (await setCarried).json()) as { Data: { Unitid: number; Name: string; UnitType: string; Unit: string }[] }).Data;
    assert.deepEqual(new Set(rows.map((row) => row.Name)), new Set(['Bench']), "the guest's set is the account's now");
    assert.equal(rows.find((row) => row.UnitType === 'Temp')?.Unit, 'K');
    assert.equal((await choiceSaved).CustomUnitId, rows[0]!.Unitid, 'and the one in use, under its new id');
    await page.goto(baseUrl + '/selector/index?valveName=Sov');
    await showsUnit(page, 'Evaporating temperature (dew point)', 'K');
  }),

  e2eTest('units: a member saves refrigerants, a unit set and a list; a fresh browser signed in as them gets them all back', async ({ page, baseUrl, mailbox }) => {
    await closingNotices(page);
    // A list gathered as a guest is saved back to the new account at sign-in (SPEC §4).
    await page.goto(baseUrl + '/sort/index?valveName=Bv');
    const rows = page.getByRole('table').getByRole('row');
    await rows.nth(1).waitFor();
    const partNumber = (await rows.nth(1).getByRole('link').textContent()) ?? '';
    await page.getByRole('button', { name: `Add ${partNumber} to the selection list` }).click();
    const listSaved = page.waitForResponse((response) => response.url().endsWith('/api/result/saveselection'));
    const member = await becomeMember(page, baseUrl, mailbox);
    assert.equal((await listSaved).status(), 200);

    // Refrigerants: R32 the default and a favourite.
    await page.goto(baseUrl + '/home');
    await page.getByRole('main').locator('[part="trigger"]').first().click();
    const chooser = page.getByRole('dialog', { name: 'Refrigerant' });
    await chooser.getByRole('searchbox').fill('R32');
    await chooser.getByRole('radio', { name: /^R32 / }).check();
    await chooser.getByRole('button', { name: 'Favourite R32' }).click();
    await chooser.getByLabel('Use as my default refrigerant').check();
    const refrigerantsSaved = savedRemarks(page, (remarks) => remarks.Refrigerants === 'R32;R32');
    await chooser.getByRole('button', { name: 'Confirm' }).click();
    await refrigerantsSaved;

    // A unit set of the account's, chosen over America (imperial).
    await page.goto(baseUrl + '/units');
    await page.getByRole('heading', { level: 1, name: 'Units' }).waitFor();
    await page.getByRole('radio', { name: 'America (imperial)' }).check();
    await page.getByLabel('Name of the unit set').fill('Plant');
    await newSetUnit(page.getByRole('main'), 0).selectOption('K');
    const setSaved = page.waitForResponse((response) => response.url().endsWith('/api/valve/savepersonunit'));
    await page.getByRole('button', { name: 'Create unit set' }).click();
    assert.equal(((await (await setSaved).json()) as { Result: number }).Result, 0);
    await page.getByRole('radio', { name: 'Plant' }).waitFor();
    const choiceSaved = savedRemarks(page, (remarks) => remarks.CustomUnitId !== undefined);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const remarks = await choiceSaved;
    assert.equal(remarks.UnitId, 1);
    assert.equal(remarks.Refrigerants, 'R32;R32');
    assert.ok(remarks.CustomUnitId! > 0);

    const other = await freshPage(page);
    try {
      await other.goto(baseUrl + '/login');
      await signInOnLoginPage(other, member);
      await signedInAs(other, member);
      await other.goto(baseUrl + '/home');
      await other.getByRole('main').locator('[part="trigger"]').first().filter({ hasText: 'R32' }).waitFor();
      await other.goto(baseUrl + '/selector/index?valveName=Sov');
      await showsUnit(other, 'Evaporating temperature (dew point)', 'K');
      assert.equal(await unitOf(other, 'Cooling capacity').inputValue(), 'TR', 'the base system of the set is America');
      const units = await openUnits(other);
      assert.ok(await units.getByRole('radio', { name: 'Plant' }).isChecked());
      await units.getByRole('button', { name: 'Cancel' }).click();
      await nav(other).getByRole('link', { name: 'Selected List' }).click();
      await other.getByRole('row').filter({ hasText: partNumber }).waitFor();
    } finally {
      await other.context().close();
    }
  }),
];
