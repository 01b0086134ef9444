import assert from 'node:assert/strict';
import type { Page, Response } from 'playwright-core';
import deMobile from '../../src/i18n/locales/de/mobile.json';
import deSearchBox from '../../src/i18n/locales/de/search-box.json';
import deConverter from '../../src/i18n/locales/de/unit-converter.json';
import itSearchBox from '../../src/i18n/locales/it/search-box.json';
import { languages, localeOf } from '../../src/i18n/languages';
import { e2eTest } from './harness';

// Issue 14: the languages beyond cn and en reach the catalogue's texts on home and the mobile page. The runner's
// visitor is a returning one (country United Kingdom); these tests give it another country or language first.

/** The stored choices of a returning visitor from another country (its Id in countries.json) or language. */
async function remember(page: Page, entries: Record<string, string>): Promise<void> {
  await page.addInitScript((values: Record<string, string>) => {
    for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
  }, entries);
}

export default [
  e2eTest('a visitor from Japan reads the families and applications of home in Japanese', async ({ page, baseUrl }) => {
    await remember(page, { 'vs.session.v1.country': '3', 'vs.session.v1.language': 'ja' });
    await page.goto(baseUrl + '/home');
    await page.getByRole('tabpanel').getByText('電磁弁', { exact: true }).waitFor();
    await page.getByRole('tab', { name: '用途別' }).click();
    await page.getByRole('tabpanel').getByText('プレハブ冷蔵庫', { exact: true }).waitFor();
  }),

  // Issue 26: "Switch Success" stayed English after a switch to German.
  e2eTest('switching the language to German says "Umstellung erfolgreich", in German', async ({ page, baseUrl }) => {
    await page.goto(baseUrl + '/home');
    await page.getByRole('combobox', { name: 'Language' }).selectOption('de');
    await page.getByTestId('toast').filter({ hasText: 'Umstellung erfolgreich' }).waitFor();
    assert.equal(await page.getByTestId('toast').filter({ hasText: 'Switch Success' }).count(), 0);
  }),

  e2eTest('the mobile page speaks the stored language and fetches only its strings', async ({ page, baseUrl }) => {
    await remember(page, { 'vs.session.v1.language': 'de' });
    const scripts: Promise<string>[] = [];
    const onResponse = (response: Response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text());
    };
    page.on('response', onResponse);
    await page.goto(baseUrl + '/mobile');
    await page.getByRole('heading', { level: 1, name: deMobile.title }).waitFor();
    await page.getByLabel(deSearchBox.label, { exact: true }).waitFor();
    await page.getByLabel(deConverter.value, { exact: true }).fill('1');
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'de-DE');
    // The widgets' own code and strings came after the facades' first use: all of it is counted, and no body is
    // asked for once the page has closed.
    await page.waitForLoadState('networkidle');
    page.off('response', onResponse);
    const loaded = await Promise.all(scripts);
    assert.ok(loaded.some((text) => text.includes(deSearchBox.label)), 'the German strings came');
    assert.ok(!loaded.some((text) => text.includes(itSearchBox.label)), 'no other language came with them');
  }),

  e2eTest('the mobile page fits a 390 px phone in each of the fourteen languages: nothing scrolls sideways', async ({ page, baseUrl }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(baseUrl + '/mobile');
    const wider: string[] = [];
    for (const language of languages) {
      await page.evaluate((chosen) => localStorage.setItem('vs.session.v1.language', chosen), language);
      await page.reload();
      await page.waitForFunction((locale) => document.documentElement.lang === locale, localeOf(language));
      // The converter has come in place of its facade and its selects hold their options: the longest words are
      // there (Russian quantity names).
      await page.waitForFunction(() =>
        [...(document.querySelector('vs-unit-converter')?.shadowRoot?.querySelectorAll('select') ?? [])].some((select) => select.options.length > 1),
      );
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > 390) wider.push(`${language}: ${width} px`);
    }
    assert.deepEqual(wider, []);
  }),
];
