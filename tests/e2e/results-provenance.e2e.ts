import assert from 'node:assert/strict';
import { e2eTest } from './harness';

// Issue 41: with the calculate call blocked, the selector showed results calculated in the browser with no word of it.
// Now the page says where each result was calculated and from which catalogue data, says once and quietly that the
// server could not be reached (no toast, no error), offers to check again, and each row's provenance says the same.

export default [
  e2eTest('results say where they were calculated; with the server unreachable, the browser calculates and the page says so once, with Check again', async ({ page, baseUrl }) => {
    await page.goto(baseUrl + '/selector/index?valveName=Sov&refrigerant=R410A');
    const form = page.getByRole('form', { name: 'Operating conditions' });
    const results = page.getByRole('region', { name: 'Results' });
    const computed = results.locator('[part="computed"]');

    // The server answers: its results say so.
    await form.getByRole('button', { name: 'Calculate' }).click();
    await computed.waitFor();
    assert.equal(await computed.getAttribute('data-by'), 'server');
    assert.match((await computed.textContent()) ?? '', /^calculated on the server from catalogue data \S+$/);
    const version = /data (\S+)$/.exec((await computed.textContent()) ?? '')![1]!;
    assert.match((await results.locator('[part="provenance"]').first().getAttribute('title')) ?? '', new RegExp(`\\(calculated on the server from catalogue data ${version.replace(/\./g, '\\.')}\\)$`));

    // No server: the calculate call fails as offline (after the client's retries, 2, 4 and 8 s apart).
    await page.route('**/api/ucselection/calculate', (route) => route.abort('internetdisconnected'));
    await page.reload();
    await form.getByRole('button', { name: 'Calculate' }).click();
    const notice = results.getByRole('status').filter({ hasText: 'The server could not be reached.' });
    await notice.waitFor({ timeout: 60_000 });
    assert.equal(await computed.getAttribute('data-by'), 'browser');
    assert.equal(await computed.textContent(), `calculated in this browser from catalogue data ${version}: the same as the server's while that data is current`);
    const titles = await results.locator('[part="provenance"]').evaluateAll((cells) => cells.map((cell) => cell.getAttribute('title') ?? ''));
    assert.ok(titles.length > 0);
    for (const title of titles) assert.match(title, /\(calculated in this browser from catalogue data .+\)$/);
    // Said once, quietly: one status, no alert in the widget, no toast of the host.
    assert.equal(await page.getByText('The server could not be reached.').count(), 1);
    assert.equal(await page.locator('[part="error"]').count(), 0);
    assert.equal(await page.getByTestId('toast').count(), 0);
    // An edit follows in the browser (its results change the table, waited for instead of a sleep); the notice is
    // not said again.
    type Watched = HTMLElement & { changed?: Promise<void> };
    await results.evaluate((region: Watched) => {
      region.changed = new Promise((resolve) => new MutationObserver(() => resolve()).observe(region, { subtree: true, childList: true, characterData: true }));
    });
    await form.getByRole('textbox', { name: 'Cooling capacity' }).fill('12');
    await results.evaluate((region: Watched) => region.changed);
    assert.equal(await page.getByText('The server could not be reached.').count(), 1);

    // The server back: Check again asks it; the results say so and the notice goes.
    await page.unroute('**/api/ucselection/calculate');
    const answered = page.waitForResponse((response) => response.url().endsWith('/api/ucselection/calculate') && response.ok());
    await results.getByRole('button', { name: 'Check again' }).click();
    await answered;
    await results.locator('[part="computed"][data-by="server"]').waitFor();
    assert.equal(await notice.count(), 0);
  }),
];
