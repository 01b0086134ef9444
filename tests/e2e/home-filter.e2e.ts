import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { e2eTest } from './harness';

// Issue 10, home: the refrigerant and approvals of the boxes narrow both tabs alike; a list they empty says so in
// words, with the way back, never an empty grid. The demo catalogue: Xtf has no R410A product, no product carries
// CRN, seven families have an R744 product.

const cards = (page: Page) => page.getByRole('tabpanel').getByRole('listitem');
const boxes = (page: Page) => page.getByRole('main').locator('[part="trigger"]');

async function chooseRefrigerant(page: Page, name: string) {
  await boxes(page).first().click();
  await page.getByRole('dialog', { name: 'Refrigerant' }).getByRole('searchbox').fill(name);
  await page.getByRole('radio', { name: new RegExp(`^${name} `) }).check();
  await page.getByRole('button', { name: 'Confirm' }).click();
}

async function requireApproval(page: Page, code: string) {
  await boxes(page).nth(1).click();
  await page.getByRole('checkbox', { name: new RegExp(`^${code} `) }).check();
  await page.getByRole('button', { name: 'Confirm' }).click();
}

export default [
  e2eTest('category tab: the families fitting the boxes; none fitting says which filter, and clearing it brings them back', async ({ page, baseUrl }) => {
    await page.goto(baseUrl + '/home');
    await cards(page).first().waitFor();
    assert.equal(await cards(page).count(), 9);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Page 2 of 2').waitFor();
    assert.equal(await cards(page).count(), 5, 'R410A, the default: 14 of the 15 families');
    assert.equal(await page.getByRole('link', { name: /^Pressure regulating valve/ }).count(), 0);
    // Issue 26: a hidden family is named with the reason, never dropped in silence, and can be shown.
    const status = page.getByRole('tabpanel').getByRole('status');
    await status.getByText('Hidden, with no product for R410A: Pressure regulating valve.').waitFor();
    await status.getByRole('button', { name: 'Show them' }).click();
    await page.getByRole('button', { name: 'Previous' }).click();
    const unfit = page.getByRole('link', { name: /^Pressure regulating valve/ });
    await unfit.waitFor();
    assert.match((await unfit.textContent()) ?? '', /No product for R410A/);
    await status.getByRole('button', { name: 'Hide them' }).click();
    await page.getByText('Page 1 of 2').waitFor();

    await requireApproval(page, 'CRN');
    await status.getByText('No product family for R410A with the chosen approvals').waitFor();
    assert.equal(await cards(page).count(), 0, 'no empty grid');
    // R410A is the default refrigerant: only the approvals can be cleared.
    assert.equal(await status.getByRole('button').count(), 1);

    await status.getByRole('button', { name: 'Clear the approvals' }).click();
    await page.getByText('Page 1 of 2').waitFor();
    assert.equal(await cards(page).count(), 9, 'a new list starts at its first page');
    assert.match((await boxes(page).nth(1).textContent()) ?? '', /Approvals\s*Any/, 'the approvals box is cleared too');

    await chooseRefrigerant(page, 'R744');
    await page.getByRole('link', { name: /^Electronic expansion valve/ }).waitFor();
    assert.equal(await cards(page).count(), 7);
    await status.getByText(/^Hidden, with no product for R744: .*Solenoid valve/).waitFor();
    await requireApproval(page, 'CRN');
    await status.getByText('No product family for R744 with the chosen approvals').waitFor();
    await status.getByRole('button', { name: 'Use R410A' }).click();
    await status.getByText('No product family for R410A with the chosen approvals').waitFor();
    assert.match((await boxes(page).first().textContent()) ?? '', /R410A/);
    await status.getByRole('button', { name: 'Clear the approvals' }).click();
    await page.getByText('Page 1 of 2').waitFor();
  }),

  e2eTest('application tab: a system whose valves the boxes leave out says so; one with no valves says No data is availble', async ({ page, baseUrl }) => {
    await page.goto(baseUrl + '/home?systemId=1');
    await page.getByRole('heading', { name: 'Valves used in Split air conditioner' }).waitFor();
    assert.equal(await page.getByRole('tab', { name: 'By application' }).getAttribute('aria-selected'), 'true');
    await cards(page).first().waitFor();
    await requireApproval(page, 'CRN');
    const status = page.getByRole('tabpanel').getByRole('status');
    await status.getByText('No valve of Split air conditioner for R410A with the chosen approvals').waitFor();
    assert.equal(await cards(page).count(), 0);
    await status.getByRole('button', { name: 'Clear the approvals' }).click();
    await cards(page).first().waitFor();

    await page.goto(baseUrl + '/home?systemId=14');
    await page.getByRole('heading', { name: 'Valves used in Cascade low-temperature system' }).waitFor();
    await page.getByText('No data is availble', { exact: true }).waitFor();
    assert.equal(await page.getByRole('tabpanel').getByRole('status').count(), 0, 'not the filter: the system has none');
  }),
];
