import assert from 'node:assert/strict';
import { e2eTest } from './harness';

// Issue 29: on the site's selector page, once results are shown, typing a new evaporating temperature updates them
// in the browser: the figures change and no calculate call goes to the server.
export default [
  e2eTest('the selector page’s results follow the typing of Te, calculated in the browser without a calculate call', async ({ page, baseUrl }) => {
    const calculateCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/ucselection/calculate')) calculateCalls.push(request.postData() ?? '');
    });
    await page.goto(baseUrl + '/selector/index?valveName=Filter&refrigerant=R410A');
    const form = page.getByRole('form', { name: 'Operating conditions' });
    await form.getByRole('button', { name: 'Calculate' }).click();
    const results = page.getByRole('region', { name: 'Results' });
    await results.getByRole('heading', { level: 2, name: 'Results' }).waitFor();
    assert.equal(calculateCalls.length, 1);
    const capacities = () => results.locator('td[data-figure="capacity"]').allTextContents();
    const te = form.getByRole('textbox', { name: /^Evaporating temperature/ });
    // The site composes the Selector component itself (no vs-selector element); its base part says where results come from.
    const calculation = () => page.getByRole('main').locator('[part="base"][data-calculation]').getAttribute('data-calculation');
    /** Resolves once the figures shown are no longer `shown`: the answer to an edit has come. */
    const answered = (shown: string[]) =>
      page.waitForFunction((shown) => {
        const cells = document.querySelectorAll('main td[data-figure="capacity"]');
        return [...cells].map((cell) => cell.textContent).join('|') !== shown;
      }, shown.join('|'));
    // The slice and the selection code come after the first result; until they are here, an edit is the server's.
    // Each edit waits for its own answer (Te one and two kelvin below the start in turn, so that each answer changes
    // the figures) instead of a second's sleep: as many edits as a loaded machine needs, within a guard against a hang.
    const start = Number(await te.inputValue());
    const began = performance.now();
    for (let attempt = 0; (await calculation()) !== 'local'; attempt++) {
      assert.ok(performance.now() - began < 180_000, 'the results never came from the browser');
      const shown = await capacities();
      await te.fill(String(start - 1 - (attempt % 2)));
      await answered(shown);
    }
    const calls = calculateCalls.length;
    const before = await capacities();
    await te.fill(String(start - 10));
    await answered(before);
    assert.equal(await calculation(), 'local');
    assert.equal(calculateCalls.length, calls, 'no calculate call once the browser calculates');
  }),
];
