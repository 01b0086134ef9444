import assert from 'node:assert/strict';
import { e2eTest } from './harness';
import { becomeMember } from './member';

// The host site shell of issue 2: routes, titles, header, conversion tool, language.
export default [
  e2eTest('/ lands on /home, with the header but without its navigation links', async ({ page, baseUrl }) => {
    await page.goto(baseUrl + '/');
    await page.getByRole('heading', { level: 1, name: 'Valve Selector' }).waitFor();
    assert.equal(new URL(page.url()).pathname, '/home');
    assert.equal(await page.title(), 'Home - Valve Selector');
    const header = page.getByRole('banner');
    await header.getByRole('combobox', { name: 'Search part numbers' }).waitFor();
    assert.equal(await header.getByRole('link', { name: 'Valve Selector, home' }).getAttribute('href'), '/home');
    assert.equal(await header.getByLabel('Language').inputValue(), 'en');
    await header.getByRole('link', { name: 'Sign in' }).waitFor();
    // SPEC §2: the links are hidden on home, login and register.
    assert.equal(await page.getByRole('navigation', { name: 'Main' }).count(), 0);
    for (const name of ['Product Selection', 'Selected List', 'Units', 'Conversion tool']) {
      assert.equal(await header.getByRole('link', { name }).or(header.getByRole('button', { name })).count(), 0, name);
    }
    assert.equal(await page.getByRole('contentinfo').count(), 1);

    await header.getByRole('link', { name: 'Sign in' }).click();
    await page.getByRole('heading', { level: 1, name: 'Log in' }).waitFor();
    await header.getByRole('combobox', { name: 'Search part numbers' }).waitFor();
    assert.equal(await page.getByRole('navigation', { name: 'Main' }).count(), 0);
  }),

  e2eTest('a deep link loads through the history fallback, with its title', async ({ page, baseUrl }) => {
    const response = await page.goto(baseUrl + '/selector/index?valveName=Sov');
    assert.equal(response?.status(), 200);
    await page.getByRole('heading', { level: 1, name: 'Product Selection' }).waitFor();
    assert.equal(await page.title(), 'Product Selection - Valve Selector');
    assert.equal(new URL(page.url()).search, '?valveName=Sov');
    await page.getByRole('banner').waitFor();
  }),

  e2eTest('header links navigate in the page and set the title', async ({ page, baseUrl }) => {
    await page.goto(baseUrl + '/units');
    await page.getByRole('heading', { level: 1, name: 'Units' }).waitFor();
    // A full page load would lose this marker; in-app navigation keeps it.
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.getByRole('navigation').getByRole('link', { name: 'Selected List' }).click();
    await page.getByRole('heading', { level: 1, name: 'Selected List' }).waitFor();
    assert.equal(new URL(page.url()).pathname, '/selected');
    assert.equal(await page.title(), 'Selected List - Valve Selector');
    assert.equal(await page.evaluate(() => (window as unknown as { marker?: number }).marker), 1);
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Units' }).waitFor();
  }),

  e2eTest('the conversion tool converts 100 ℃ to 212.00 ℉ and Escape closes it', async ({ page, baseUrl }) => {
    await page.goto(baseUrl + '/units');
    const opener = page.getByRole('button', { name: 'Conversion tool' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Conversion tool' });
    await dialog.waitFor();
    await dialog.getByLabel('Value').waitFor();
    // Focus stays in the modal dialog however far the user tabs, either way.
    for (const key of [...Array<string>(10).fill('Tab'), ...Array<string>(10).fill('Shift+Tab')]) {
      await page.keyboard.press(key);
      assert.equal(await dialog.evaluate((element) => element.contains(document.activeElement)), true, `${key} left the dialog`);
    }
    // It opens on the saturation conversion (SPEC §4: ℃ -> bar); the plain temperatures are one choice away.
    await dialog.getByLabel('Quantity').selectOption('Temperature');
    await dialog.getByLabel('Value').fill('100');
    await dialog.getByText('212.00').waitFor();
    assert.match((await dialog.locator('output').textContent()) ?? '', /212\.00\s*℉/);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    assert.equal(await opener.evaluate((element) => element === document.activeElement), true);
  }),

  e2eTest('switching the language to cn shows Chinese labels and titles, and is remembered', async ({ page, baseUrl }) => {
    await page.goto(baseUrl + '/units');
    await page.getByLabel('Language').selectOption('cn');
    await page.getByRole('heading', { level: 1, name: '单位设置' }).waitFor();
    await page.getByTestId('toast').filter({ hasText: '切换成功' }).waitFor();
    await page.getByRole('navigation').getByRole('link', { name: '已选列表' }).waitFor();
    assert.equal(await page.title(), '单位设置 - 阀门选型');
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'zh-CN');
    await page.reload();
    await page.getByRole('button', { name: '单位换算' }).waitFor();
  }),

  e2eTest('a progress bar shows while a page is fetched', async ({ page, baseUrl }) => {
    // Hold the page's code back so that the wait is long enough to see.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/unit-system-page-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(baseUrl + '/units', { waitUntil: 'domcontentloaded' });
    await page.getByRole('progressbar', { name: 'Loading page' }).waitFor();
    release();
    await page.getByRole('heading', { level: 1, name: 'Units' }).waitFor();
    // The router may end its loading state a render after the page shows.
    await page.getByRole('progressbar').waitFor({ state: 'detached' });
  }),

  e2eTest('an unknown address shows the not-found page', async ({ page, baseUrl }) => {
    await page.goto(baseUrl + '/no/such/page');
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    assert.equal(await page.title(), 'Page not found - Valve Selector');
  }),

  e2eTest('the details page has no shell', async ({ page, baseUrl, mailbox }) => {
    await becomeMember(page, baseUrl, mailbox);
    // A part number of the demo catalogue (host-site/server/catalogue/data/products.json).
    await page.goto(baseUrl + '/details?PartNumber=SOV-10001');
    await page.getByRole('heading', { level: 1, name: /SOV-10001/ }).waitFor();
    assert.equal(await page.getByRole('banner').count(), 0);
    assert.equal(await page.getByRole('contentinfo').count(), 0);
  }),
];
