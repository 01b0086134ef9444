import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { e2eTest } from './harness';
import { becomeMember } from './member';

// Issue 26, "Layout": the export dialog stood at the top-left corner over the logo; the signed-in header took two
// rows at 1280 px; up to three toasts stacked over the selector's form.

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${locator.toString()} is not laid out`);
  return found;
}

/** The header's row items (logo, search, navigation, tools) each as "name: top", for a message. */
async function headerRows(page: Page): Promise<{ tops: number[]; text: string }> {
  return page.getByRole('banner').evaluate((header) => {
    const items = [...header.querySelectorAll<HTMLElement>(':scope > [data-header-item]')];
    const tops = items.map((item) => Math.round(item.getBoundingClientRect().top));
    return { tops, text: items.map((item, i) => `${item.tagName.toLowerCase()} at ${tops[i]!}`).join(', ') };
  });
}

/** Calculates the page's family and adds the first Optimal result; its part number. */
async function addFirstResult(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Calculate' }).click();
  const add = page.getByRole('region', { name: /^Optimal/ }).getByRole('button', { name: /^Add / }).first();
  const partNumber = ((await add.getAttribute('aria-label')) ?? '').replace(/^Add /, '');
  await add.click();
  return partNumber;
}

export default [
  e2eTest('the signed-in header stands on one row at 1280 px in English and German, the account one button with its menu', async ({ page, baseUrl, mailbox }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    const member = await becomeMember(page, baseUrl, mailbox);
    for (const [language, account] of [['en', `Account of ${member.name}`], ['de', `Konto von ${member.name}`]] as const) {
      await page.evaluate((chosen) => localStorage.setItem('vs.session.v1.language', chosen), language);
      await page.goto(baseUrl + '/selector/index?valveName=Sov');
      await page.getByRole('banner').getByRole('button', { name: account }).waitFor();
      const rows = await headerRows(page);
      assert.equal(rows.tops.length, 4, rows.text);
      assert.ok(Math.max(...rows.tops) - Math.min(...rows.tops) < 12, `${language}: one row, not ${rows.text}`);
      assert.ok((await box(page.getByRole('banner'))).height < 60, `${language}: the header is one row high`);
      // The account is one button whose menu holds the spec's items.
      await page.getByRole('banner').getByRole('button', { name: account }).click();
      assert.equal(await page.getByRole('menu').getByRole('menuitem').count(), 4);
      await page.keyboard.press('Escape');
    }
    // Where the links do not fit (a phone), they stand behind one Menu button and still lead to their pages.
    await page.evaluate(() => localStorage.setItem('vs.session.v1.language', 'en'));
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(baseUrl + '/selector/index?valveName=Sov');
    const navigation = page.getByRole('navigation', { name: 'Main' });
    await navigation.getByRole('button', { name: 'Menu' }).click();
    await navigation.getByRole('link', { name: 'Selected List' }).click();
    await page.getByRole('heading', { level: 1, name: 'Selected List' }).waitFor();
    assert.equal(await navigation.getByRole('link', { name: 'Selected List' }).isVisible(), false, 'the menu closed as its link was followed');
  }),

  e2eTest('the export dialog opens centred and modal over the page at 1280 and 1920 px', async ({ page, baseUrl, mailbox }) => {
    await becomeMember(page, baseUrl, mailbox);
    await page.goto(baseUrl + '/selector/index?valveName=Sov');
    await addFirstResult(page);
    const strip = page.getByRole('region', { name: 'Selected products' });
    for (const [width, height] of [[1280, 720], [1920, 1080]] as const) {
      await page.setViewportSize({ width, height });
      await strip.getByRole('button', { name: 'Export' }).click();
      const dialog = page.getByRole('dialog', { name: 'Export' });
      await dialog.waitFor();
      const found = await box(dialog);
      assert.ok(Math.abs(found.x + found.width / 2 - width / 2) < 3, `centred across at ${width}: ${JSON.stringify(found)}`);
      assert.ok(Math.abs(found.y + found.height / 2 - height / 2) < 3, `centred down at ${width}: ${JSON.stringify(found)}`);
      assert.ok(!overlap(found, await box(page.getByRole('link', { name: 'Valve Selector, home' }))), 'not over the logo');
      // Modal: the page behind takes no click.
      assert.equal(await dialog.evaluate((element) => element.matches(':modal')), true);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'hidden' });
    }
  }),

  e2eTest("toasts, one of each kind with the newest words, stand clear of the selector's form, the strip's buttons and the header", async ({ page, baseUrl }) => {
    for (const [width, height] of [[1280, 720], [1920, 1080]] as const) {
      await page.setViewportSize({ width, height });
      await page.goto(baseUrl + '/selector/index?valveName=Sov');
      await page.evaluate(() => localStorage.clear());
      await page.reload();
      const partNumber = await addFirstResult(page);
      const strip = page.getByRole('region', { name: 'Selected products' });
      await page.getByTestId('toast').filter({ hasText: partNumber }).waitFor();
      await strip.getByRole('button', { name: 'Save the list' }).click();
      await page.getByTestId('toast').filter({ hasText: 'Please sign in firstly' }).waitFor();
      await page.getByLabel('Size another family').selectOption({ label: 'Filter drier' });
      const carried = page.getByTestId('toast').filter({ hasText: 'Operating conditions carried over from Solenoid valve' });
      await carried.waitFor();
      // The newest success replaced the older one: two toasts, not three.
      assert.equal(await page.getByTestId('toast').count(), 2);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

      const form = page.getByRole('form', { name: 'Operating conditions' });
      const guarded = [
        ...(await form.locator('input, select, button').all()),
        page.getByLabel('Size another family'),
        ...(await strip.getByRole('button').all()),
        ...(await page.getByRole('banner').locator('a, button, input, select').all()),
      ];
      const toasts = await Promise.all((await page.getByTestId('toast').all()).map(box));
      for (const control of guarded) {
        if (!(await control.isVisible())) continue;
        const found = await box(control);
        if (found.y > height || found.y + found.height < 0) continue;
        for (const toast of toasts) {
          assert.ok(!overlap(toast, found), `at ${width} px a toast ${JSON.stringify(toast)} covers ${await control.evaluate((e) => e.outerHTML.slice(0, 80))}`);
        }
      }
    }
  }),
];
