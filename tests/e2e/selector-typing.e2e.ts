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
    // The slice and the selection code come after the first result; until they are here, an edit is the server's.
    for (let attempt = 0; (await calculation()) !== 'local'; attempt++) {
      assert.ok(attempt < 30, 'the results never came from the browser');
      await te.fill(String(-20 - attempt));
      await page.waitForTimeout(1000);
    }
    const calls = calculateCalls.length;
    const before = await capacities();
    await te.fill('-35');
    await page.waitForFunction((shown) => {
      const cells = document.querySelectorAll('main td[data-figure="capacity"]');
      return [...cells].map((cell) => cell.textContent).join('|') !== shown;
    }, before.join('|'));
    assert.equal(await calculation(), 'local');
    assert.equal(calculateCalls.length, calls, 'no calculate call once the browser calculates');
  }),
];
