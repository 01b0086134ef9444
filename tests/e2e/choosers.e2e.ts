import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { e2eTest } from './harness';

// Issue 41: every chooser of the site selects on a click anywhere on an option's row, its name included, and by
// keyboard; Confirm, Cancel and Reset do what they say (Reset resets and stays open); and what a screen reader is told
// of each (roles, names, states) passes axe-core's rules. The clicks are the mouse's own, on the option's text: on the
// site a press there moved the focus to <main tabindex="-1">, which closed the refrigerant and approvals panels.

const axeSource = readFileSync(path.resolve(import.meta.dirname, '../../node_modules/axe-core/axe.min.js'), 'utf8');

/**
 * axe-core's violations of roles, names and states (ARIA, name-role-value, forms, structure) inside `scope`. The
 * script is evaluated through DevTools, which the site's Content-Security-Policy (script-src 'self') does not stop.
 */
async function roleViolations(page: Page, scope: Locator): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const handle = await scope.elementHandle();
  return page.evaluate(async (element) => {
    const axe = (window as unknown as { axe: { run: (context: Element, options: object) => Promise<{ violations: { id: string; nodes: { html: string }[] }[] }> } }).axe;
    const results = await axe.run(element!, { runOnly: { type: 'tag', values: ['cat.aria', 'cat.name-role-value', 'cat.forms', 'cat.structure'] }, resultTypes: ['violations'] });
    return results.violations.flatMap((v) => v.nodes.map((node) => `${v.id}: ${node.html.slice(0, 100)}`));
  }, handle);
}

const choiceBar = (page: Page) => page.getByRole('group', { name: 'Your refrigerant and approvals' });

export default [
  e2eTest('the refrigerant chooser picks on a click on a name, by keyboard too; Reset resets and stays open', async ({ page, baseUrl }) => {
    await page.goto(baseUrl + '/home');
    const box = choiceBar(page).getByRole('button', { name: /^Refrigerant/ });
    await box.click();
    const panel = page.getByRole('dialog', { name: 'Refrigerant' });
    await panel.waitFor();
    await panel.getByText('R407C', { exact: true }).click();
    assert.equal(await panel.getByRole('radio', { name: /^R407C/ }).isChecked(), true, 'R407C ticked by its name');
    assert.equal(await panel.isVisible(), true, 'the panel stays open');
    assert.deepEqual(await roleViolations(page, panel), []);
    await panel.getByRole('button', { name: 'Confirm' }).click();
    await panel.waitFor({ state: 'hidden' });
    assert.match((await box.textContent()) ?? '', /R407C/);

    // Reset: the default (R410A) in effect, the panel open to pick again; then the keyboard picks and confirms.
    await box.click();
    await panel.getByRole('button', { name: 'Reset' }).click();
    await page.waitForFunction(() => /R410A/.test(document.querySelector('[part="trigger"]')?.textContent ?? ''));
    assert.equal(await panel.isVisible(), true, 'open after Reset');
    assert.equal(await panel.getByRole('radio', { name: /^R410A/ }).isChecked(), true);
    await panel.getByRole('radio', { name: /^R410A/ }).focus();
    await page.keyboard.press('ArrowDown');
    const next = panel.getByRole('radio', { checked: true });
    const picked = ((await next.getAttribute('value')) ?? '');
    assert.notEqual(picked, 'R410A');
    await panel.getByRole('button', { name: 'Confirm' }).press('Enter');
    await panel.waitFor({ state: 'hidden' });
    assert.match((await box.textContent()) ?? '', new RegExp(picked.replace(/[()]/g, '\\$&')));
    // Cancel drops what was picked.
    await box.click();
    await panel.getByText('R32', { exact: true }).click();
    await panel.getByRole('button', { name: 'Cancel' }).click();
    await panel.waitFor({ state: 'hidden' });
    assert.match((await box.textContent()) ?? '', new RegExp(picked.replace(/[()]/g, '\\$&')));
  }),

  e2eTest('the approvals chooser ticks on a click on a name or its description; Reset clears and stays open', async ({ page, baseUrl }) => {
    await page.goto(baseUrl + '/home');
    const box = choiceBar(page).getByRole('button', { name: /^Approvals/ });
    await box.click();
    const panel = page.getByRole('dialog', { name: 'Approvals the products must carry' });
    await panel.waitFor();
    await panel.getByText('CE', { exact: true }).click();
    await panel.getByText('UL listed', { exact: true }).click();
    assert.equal(await panel.getByRole('checkbox', { name: /^CE / }).isChecked(), true);
    assert.equal(await panel.getByRole('checkbox', { name: /^UL / }).isChecked(), true);
    assert.deepEqual(await roleViolations(page, panel), []);
    await panel.getByRole('button', { name: 'Confirm' }).click();
    await panel.waitFor({ state: 'hidden' });
    assert.equal(await box.textContent(), 'ApprovalsCE, UL');

    await box.click();
    await panel.getByRole('button', { name: 'Reset' }).click();
    await page.waitForFunction(() => [...document.querySelectorAll('[part="value"]')].some((value) => value.textContent === 'Any'));
    assert.equal(await panel.isVisible(), true, 'open after Reset');
    assert.equal(await panel.getByRole('checkbox', { checked: true }).count(), 0);
    // The keyboard: Space ticks, Enter on Confirm confirms.
    await panel.getByRole('checkbox', { name: /^CRN / }).focus();
    await page.keyboard.press('Space');
    await panel.getByRole('button', { name: 'Confirm' }).press('Enter');
    await panel.waitFor({ state: 'hidden' });
    assert.equal(await box.textContent(), 'ApprovalsCRN');
  }),

  e2eTest('the unit-set and country dialogs pick on a click on a name, the language select by keyboard; axe finds them told right', async ({ page, baseUrl }) => {
    await page.goto(baseUrl + '/selector/index?valveName=Sov');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Units' }).click();
    const units = page.getByRole('dialog', { name: 'Units' });
    await units.waitFor();
    await units.getByText('America (imperial)', { exact: true }).click();
    assert.equal(await units.getByRole('radio', { name: 'America (imperial)' }).isChecked(), true);
    assert.deepEqual(await roleViolations(page, units), []);
    await units.getByRole('radio', { name: 'America (imperial)' }).focus();
    await page.keyboard.press('ArrowDown');
    assert.equal(await units.getByRole('radio', { name: 'International (metric)' }).isChecked(), true);
    await units.getByRole('button', { name: 'Cancel' }).click();
    await units.waitFor({ state: 'hidden' });

    await page.getByTestId('country-chooser').click();
    const country = page.getByRole('dialog', { name: 'Country and language' });
    await country.waitFor();
    await country.getByText('Germany', { exact: true }).click();
    assert.equal(await country.getByRole('radio', { name: 'Germany' }).isChecked(), true);
    assert.deepEqual(await roleViolations(page, country), []);
    // The dialog's own Cancel, not its × (named Cancel too).
    await country.getByText('Cancel', { exact: true }).click();
    await country.waitFor({ state: 'hidden' });
    assert.match((await page.getByTestId('country-chooser').getAttribute('aria-label')) ?? '', /United Kingdom/, 'Cancel changes nothing');

    const language = page.getByRole('combobox', { name: 'Language' });
    await language.focus();
    assert.deepEqual(await roleViolations(page, page.getByRole('banner')), []);
    await language.selectOption('de');
    await page.waitForFunction(() => document.documentElement.lang.startsWith('de'));
  }),
];
