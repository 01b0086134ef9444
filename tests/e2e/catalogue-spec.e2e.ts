import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { e2eTest } from './harness';
import { becomeMember, keepUnitSystem } from './member';

// Issue #10, the catalogue as a user meets it: the home tabs narrowed by the pre-selected refrigerant alike (one
// baseinfo call for the families, not one a family); the catalogue's texts and codes in the user's language; no
// series named as a size; toasts that leave the results and the strip's buttons in view.

/** Stores what the user chose before the page loads (the refrigerant box, the language, the unit system). */
async function prepare(page: Page, baseUrl: string, stored: Record<string, string>) {
  await page.goto(baseUrl + '/home');
  // The first page's own calls (baseinfo for the default refrigerant) end here, before a test counts its page's.
  await page.waitForLoadState('networkidle');
  await page.evaluate((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, stored);
}

/** The catalogue calls the page makes, as their paths with queries. */
function catalogueCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/valve/')) calls.push(url.pathname + url.search);
  });
  return calls;
}

const cards = (page: Page) => page.getByRole('tabpanel').getByRole('listitem');

/** A table's rows as [label, value]. */
async function rowsOf(table: Locator): Promise<Record<string, string>> {
  const rows = await table.locator('tr').evaluateAll((all) => all.map((row) => [row.querySelector('th')?.textContent ?? '', row.querySelector('td')?.textContent ?? '']));
  return Object.fromEntries(rows);
}

/**
 * The toast saying `text` covers none of `locators`, and each of them is in the window, where the user looks. The
 * page makes room once the toast is laid out, by a smooth scroll that a busy machine draws slowly: the check runs in
 * the page on every frame, from the toast's arrival until it holds or the toast has gone (5 s), so that no round
 * trip of the test's own, however slow, makes it miss the page's settled state.
 */
async function assertUncovered(page: Page, text: string, locators: Locator[]) {
  const toast = page.getByTestId('toast').filter({ hasText: text });
  await toast.waitFor();
  const [shown, ...elements] = await Promise.all([toast.elementHandle(), ...locators.map((locator) => locator.elementHandles())]);
  // No named functions inside: tsx would wrap them in a helper (__name) that the page does not have.
  const problem = await page.evaluate(
    async ([toastElement, elements, text]) => {
      let last: string | undefined;
      for (;;) {
        const covering = toastElement.getBoundingClientRect();
        // gone: say what was wrong when it was last seen
        if (!toastElement.isConnected || covering.height === 0) return last ?? `the toast "${text}" went before the page had settled`;
        last = undefined;
        for (const element of elements as Element[]) {
          const found = element.getBoundingClientRect();
          const name = element.textContent ?? '';
          if (!element.isConnected) last = `${name} was drawn again while the toast showed`;
          // Within a pixel: a row scrolled to the window's bottom edge ends there give or take a fraction of one.
          else if (!(found.top >= -1 && found.bottom <= window.innerHeight + 1)) last = `${name} is out of the window (${found.top.toFixed(1)}…${found.bottom.toFixed(1)} px of ${window.innerHeight})`;
          else if (covering.left < found.right && found.left < covering.right && covering.top < found.bottom && found.top < covering.bottom) last = `"${text}" is over ${name}`;
          if (last) break;
        }
        if (!last) return undefined;
        await new Promise((next) => requestAnimationFrame(next));
      }
    },
    [shown!, elements.flat(), text] as const,
  );
  assert.equal(problem, undefined, problem);
}

/**
 * Scrolls so that `target` sits at the bottom of the window, where a toast appears; again while the page
 * settles (a page writing its state into the address scrolls back to the top, the results' smooth scroll goes on
 * drawing): settled is ten frames in a row without the target moving, however long a loaded machine takes to draw them.
 */
async function scrollToWindowBottom(page: Page, target: Locator) {
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const bottom = await target.evaluate(async (element) => {
      element.scrollIntoView({ block: 'end' });
      let last = element.getBoundingClientRect().bottom;
      for (let still = 0; still < 10; ) {
        await new Promise((next) => requestAnimationFrame(next));
        const now = element.getBoundingClientRect().bottom;
        still = now === last ? still + 1 : 0;
        last = now;
      }
      return last;
    });
    // At the bottom edge, or within the toasts' band when the page cannot scroll that far.
    const height = await page.evaluate(() => window.innerHeight);
    if (bottom <= height + 1 && bottom > height - 60) return;
  }
  assert.fail('the page kept scrolling away');
}

export default [
  e2eTest('home: the pre-selected refrigerant narrows both tabs alike, the category tab by one baseinfo call, and says so when it empties a list', async ({ page, baseUrl }) => {
    await prepare(page, baseUrl, { 'vs.choice.v1.refrigerant': 'R744' });
    const calls = catalogueCalls(page);
    await page.goto(baseUrl + '/home');
    await page.getByRole('main').getByRole('link', { name: /^Electronic expansion valve/ }).waitFor();
    assert.equal(await cards(page).count(), 7, 'the seven families with an R744 product');
    assert.equal(calls.filter((call) => call.startsWith('/api/valve/valveserials')).length, 0, 'no call per family');
    assert.deepEqual(calls.filter((call) => call.includes('Refrigerant=')), ['/api/valve/baseinfo?Refrigerant=R744']);

    await page.getByRole('main').locator('[part="trigger"]').nth(1).click();
    await page.getByRole('checkbox', { name: /^CRN / }).check();
    await page.getByRole('button', { name: 'Confirm' }).click();
    const status = page.getByRole('tabpanel').getByRole('status');
    await status.getByText('No product family for R744 with the chosen approvals').waitFor();
    assert.ok(calls.includes('/api/valve/baseinfo?Refrigerant=R744&Safetycer=CRN'), calls.join(', '));
    await status.getByRole('button', { name: 'Clear the approvals' }).click();
    await cards(page).nth(6).waitFor();

    // The application tab: the same refrigerant, the same way.
    await page.goto(baseUrl + '/home?systemId=9');
    await page.getByRole('heading', { name: 'Valves used in CO2 booster' }).waitFor();
    await cards(page).first().waitFor();
    assert.equal(await cards(page).count(), 7);
    await page.goto(baseUrl + '/home?systemId=1');
    await status.getByText('No valve of Split air conditioner for R744').waitFor();
    assert.equal(await cards(page).count(), 0, 'no empty grid');
    await status.getByRole('button', { name: 'Use R410A' }).click();
    await cards(page).first().waitFor();
  }),

  e2eTest('catalogue in Chinese: product types, body, connection types and technical codes in words, a flow factor named Cv in imperial units', async ({ page, baseUrl, mailbox }) => {
    // The details page is for members (SPEC §5).
    await becomeMember(page, baseUrl, mailbox);
    await prepare(page, baseUrl, { 'vs.session.v1.language': 'cn' });
    await page.goto(baseUrl + '/sort/index?valveName=Sov');
    const rows = page.getByRole('table').getByRole('row');
    await rows.nth(1).waitFor();
    const listed = (await page.getByRole('table').textContent()) ?? '';
    assert.match(listed, /常闭/);
    assert.doesNotMatch(listed, /NC body|\bNC\b/, 'no English product type under cn');
    // Connection types in words, in the table and in the filter that takes them.
    assert.match(listed, /英制焊接口（ODF） 1\/4/);
    const connections = await page.getByLabel('接口').locator('option').allTextContents();
    assert.ok(connections.includes('SAE 扩口'), connections.join(', '));
    await page.getByLabel('接口').selectOption({ label: 'SAE 扩口' });
    await page.getByRole('table').getByText(/^SAE 扩口/).first().waitFor();
    assert.doesNotMatch((await page.getByRole('table').textContent()) ?? '', /焊接口/, 'the filter took the code behind the words');

    await page.goto(baseUrl + '/details?PartNumber=SOV-10001');
    const technical = page.getByRole('table', { name: '技术参数' });
    await technical.waitFor();
    let data = await rowsOf(technical);
    assert.equal(data['阀体'], '黄铜，不锈钢衔铁管');
    assert.equal(data['类型'], '常闭阀体');
    assert.equal(data['动作方式'], '直动式');
    assert.equal(data['常态'], '常闭');
    assert.doesNotMatch(Object.values(data).join(' '), /direct|pilot|brass/i);

    await keepUnitSystem(page, 1);
    await page.reload();
    await technical.waitFor();
    data = await rowsOf(technical);
    const flowFactor = Object.keys(data).filter((label) => /[KC]v/.test(label));
    assert.deepEqual(flowFactor, ['Cv 值'], 'named Cv, once');
    assert.match(data['Cv 值'] ?? '', /^\d+(\.\d+)? gal\/min$/, 'the unit said once');
  }),

  e2eTest('no series is named as a size: the size filter of every family with a series of several sizes', async ({ page, baseUrl }) => {
    for (const valveName of ['Sov', 'TxvOld', 'Filter', 'Bv']) {
      await page.goto(`${baseUrl}/sort/index?valveName=${valveName}`);
      await page.getByRole('table').getByRole('row').nth(1).waitFor();
      const groups = await page.getByLabel('Size').locator('optgroup').evaluateAll((all) =>
        all.map((group) => ({ series: group.getAttribute('label') ?? '', sizes: [...group.querySelectorAll('option')].map((option) => option.textContent ?? '') })),
      );
      assert.ok(groups.length > 1, valveName);
      const seriesNames = new Set(groups.map((group) => group.series));
      for (const { series, sizes } of groups) for (const size of sizes) assert.ok(size === series || !seriesNames.has(size), `${valveName}: size ${size} of ${series} is named as a series`);
    }
  }),

  e2eTest('a toast leaves the results it talks about and the strip buttons in view: selector and sort list', async ({ page, baseUrl }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto(baseUrl + '/selector/index?valveName=Sov');
    const form = page.getByRole('form', { name: 'Operating conditions' });
    await form.getByRole('textbox', { name: 'Cooling capacity' }).fill('12');
    await form.getByRole('radio', { name: 'Liquid line', exact: true }).check();
    await form.getByRole('button', { name: 'Calculate' }).click();
    const optimal = page.getByRole('region', { name: /^Optimal/ });
    const row = optimal.getByRole('row').nth(1);
    const add = row.getByRole('button', { name: /^Add / });
    await add.waitFor();
    // The first Optimal row is a body sold alone: its coil choice comes on demand and makes the row taller, so the row
    // is placed at the window's bottom once it is there (on a loaded machine it came after the row was placed).
    await row.getByRole('combobox', { name: /^Coil for / }).waitFor();
    await scrollToWindowBottom(page, row);
    // Looked for from the click on: the toast shows for 5 s, which a loaded machine can spend before the strip is seen.
    const told = page.getByTestId('toast').filter({ hasText: 'was added to the selection list' }).waitFor();
    await add.click();
    const strip = page.getByRole('region', { name: 'Selected products' });
    await Promise.all([told, strip.getByText('Total 1').waitFor()]);
    await assertUncovered(page, 'was added to the selection list', [row, strip.getByRole('button')]);

    await page.goto(baseUrl + '/sort/index?valveName=Bv');
    const rows = page.getByRole('table').getByRole('row');
    await rows.nth(1).waitFor();
    const last = rows.last();
    const lastAdd = last.getByRole('button', { name: /^Add / });
    await scrollToWindowBottom(page, last);
    await lastAdd.click();
    await assertUncovered(page, 'added to the selection list', [last, page.getByRole('region', { name: 'Selected products' }).getByRole('button')]);
  }),
];
