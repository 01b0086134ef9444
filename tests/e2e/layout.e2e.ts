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
      // Scrolled to the top and measured in one call, before the controls are listed: a toast's 5 s could end between
      // one round trip and the next on a loaded machine.
      const toasts = await page.evaluate(async () => {
        window.scrollTo(0, 0);
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        return [...document.querySelectorAll('[data-testid="toast"]')].map((element) => {
          const { x, y, width, height } = element.getBoundingClientRect();
          return { x, y, width, height };
        });
      });
      assert.ok(toasts.length > 0, 'the newest toast is still shown');
      const form = page.getByRole('form', { name: 'Operating conditions' });
      const guarded = [
        ...(await form.locator('input, select, button').all()),
        page.getByLabel('Size another family'),
        ...(await strip.getByRole('button').all()),
        ...(await page.getByRole('banner').locator('a, button, input, select').all()),
      ];
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
  // Issue 37: after Add the strip's band appeared above the page and the row the user clicked moved 49 px down, where
  // the browser does not compensate (at the page's top; Safari never does). The band keeps its room from the first
  // page, so nothing under the pointer moves, at a desktop, a tablet and a phone width; emptying the list moves nothing
  // either.
  e2eTest("Add and Remove move nothing under the pointer: the strip's band keeps its room", async ({ page, baseUrl }) => {
    // Three widths, one per height of the strip's bar (one, two and three rows of buttons); a window tall enough that
    // the row is in view without a scroll, and clear of the Add toast (a row under it is scrolled out on purpose).
    for (const width of [1280, 600, 375]) {
      await page.setViewportSize({ width, height: 1100 });
      await page.goto(baseUrl + '/sort/index?valveName=Bv');
      const row = page.getByRole('table').getByRole('row').nth(2);
      const add = row.getByRole('button', { name: /^Add / });
      await add.waitFor();
      await add.scrollIntoViewIfNeeded();
      await page.evaluate(() => window.scrollTo(0, 0));
      const before = await box(row);
      await add.click();
      const strip = page.getByRole('region', { name: 'Selected products' });
      await strip.getByText('Total 1').waitFor();
      const after = await box(row);
      assert.ok(Math.abs(after.y - before.y) <= 1, `at ${width} px the row moved from ${before.y} to ${after.y}`);
      // Emptied by the strip's Clear, the band stays as tall: the page under it stays put.
      await strip.getByRole('button', { name: 'Clear' }).click();
      await strip.getByRole('button', { name: 'Remove All' }).click();
      await strip.getByRole('alertdialog').getByRole('button', { name: 'Delete', exact: true }).click();
      await strip.waitFor({ state: 'detached' });
      const emptied = await box(row);
      assert.ok(Math.abs(emptied.y - before.y) <= 1, `at ${width} px emptying the list moved the row from ${before.y} to ${emptied.y}`);
    }
  }),
];
