import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { e2eTest } from './harness';

// Issue 10: the error catalogue of SPEC §8 in the browser, the page's API made to fail by the test.

const tokenKey = 'vs.session.v1.token';
const stored = (page: Page, key: string) => page.evaluate((name) => localStorage.getItem(name), key);

/** A signed-in visitor with one product in the selection list, as a real session would leave them. */
async function signedInWithAProduct(page: Page, baseUrl: string) {
  await page.goto(baseUrl + '/sort/index?valveName=Bv');
  const rows = page.getByRole('table').getByRole('row');
  await rows.nth(1).waitFor();
  const partNumber = (await rows.nth(1).getByRole('link').textContent()) ?? '';
  await page.getByRole('button', { name: `Add ${partNumber} to the selection list` }).click();
  await page.getByRole('region', { name: 'Selected products' }).getByText('Total 1').waitFor();
  await page.evaluate((key) => localStorage.setItem(key, 'a-token'), tokenKey);
}

/** The base info call answers HTTP 401 with the envelope of a token the server no longer knows. */
const expire = (page: Page) =>
  page.route('**/api/valve/baseinfo', (route) =>
    route.fulfill({
      status: 401,
      contentType: 'application/json',
      body: JSON.stringify({ Result: 50014, Data: null, ErrorMsg: 'Your session has expired' }),
    }),
  );

export default [
  e2eTest('a network failure says so in plain words, drops the token, and keeps the selection list', async ({ page, baseUrl }) => {
    await signedInWithAProduct(page, baseUrl);
    await page.route('**/api/valve/baseinfo', (route) => route.abort('internetdisconnected'));
    await page.goto(baseUrl + '/home');
    // After the client's 3 retries, 2 s apart.
    const toast = page.getByTestId('toast');
    await toast.filter({ hasText: 'Network error: the server could not be reached. Check the connection and try again.' }).waitFor();
    assert.doesNotMatch((await toast.allTextContents()).join(' '), /fetch|ERR_|TypeError/i);
    await page.getByText('The range could not be loaded.').waitFor();
    assert.equal(await stored(page, tokenKey), null);
    assert.notEqual(await stored(page, 'vs.selection.V2.items'), null, 'the selection list stays');
  }),

  e2eTest('a network failure is told in Chinese to a Chinese user', async ({ page, baseUrl }) => {
    await page.goto(baseUrl + '/units');
    await page.getByLabel('Language').selectOption('cn');
    await page.route('**/api/valve/baseinfo', (route) => route.abort('connectionrefused'));
    await page.goto(baseUrl + '/home');
    await page.getByTestId('toast').filter({ hasText: '网络错误：无法连接服务器，请检查网络连接后重试。' }).waitFor();
  }),

  e2eTest('HTTP 401: the server\'s words for 5 s and the signed-out confirm; Re-Login ends the session and goes to login', async ({ page, baseUrl }) => {
    await signedInWithAProduct(page, baseUrl);
    await expire(page);
    // The stored token's check at load is held unanswered: the session ends at the base info call, so the server's
    // words are the first told (one error toast shows at a time, and a stale token found at load would be told first).
    await page.route('**/api/authorize/validatetoken', () => undefined);
    await page.goto(baseUrl + '/selector/index?valveName=Sov');
    const confirm = page.getByRole('alertdialog', { name: 'Signed out' });
    await confirm.getByText('You have been logged out, you can cancel to stay on this page, or log in again').waitFor();
    const toast = page.getByTestId('toast').filter({ hasText: 'Your session has expired' });
    await toast.waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).waitFor();
    await confirm.getByRole('button', { name: 'Re-Login' }).click();
    await page.getByRole('heading', { level: 1, name: 'Log in' }).waitFor();
    assert.equal(new URL(page.url()).pathname, '/login');
    assert.equal(await stored(page, tokenKey), null);
    assert.equal(await stored(page, 'vs.selection.V2.items'), null, 'the selection list is cleared');
    await toast.waitFor({ state: 'detached', timeout: 10_000 });
  }),

  e2eTest('HTTP 401: Cancel ends the session too but stays on the page', async ({ page, baseUrl }) => {
    await signedInWithAProduct(page, baseUrl);
    await expire(page);
    await page.goto(baseUrl + '/selector/index?valveName=Sov');
    const confirm = page.getByRole('alertdialog', { name: 'Signed out' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'hidden' });
    assert.equal(new URL(page.url()).pathname, '/selector/index');
    assert.equal(await stored(page, tokenKey), null);
    await page.getByRole('region', { name: 'Selected products' }).waitFor({ state: 'hidden' });
  }),
];
