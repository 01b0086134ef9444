import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { e2eTest } from './harness';
import { addPoint, gradesOf } from './points';
import { asReturningVisitor } from './returning-visitor';

// Issue 27: a selection graded at several named operating points, on the real server in Chromium.

/** Opens the points bar and adds the family's ready point offered as "Add <name>" (worked out from the design point). */
async function addReadyPoint(page: Page, name: string) {
  const form = page.getByRole('form', { name: 'Operating conditions' });
  const open = form.getByRole('button', { name: 'Add operating points' });
  await open.or(form.getByRole('tablist')).first().waitFor();
  if (await open.isVisible()) await open.click();
  await form.getByRole('button', { name: `Add ${name}`, exact: true }).click();
  await form.getByRole('tab', { name, selected: true }).waitFor();
}

async function calculate(page: Page): Promise<Locator> {
  await page.getByRole('form', { name: 'Operating conditions' }).getByRole('button', { name: 'Calculate' }).click();
  const results = page.getByRole('region', { name: 'Results' });
  await results.locator('[part="point-grade"]').first().waitFor();
  return results;
}

export default [
  e2eTest('operating points: a reversing valve is graded in cooling and in heating, each row at both points', async ({ page, baseUrl }) => {
    await page.goto(baseUrl + '/selector/index?valveName=Mv4&refrigerant=R410A');
    await addReadyPoint(page, 'Heating');
    // The ready heating point: EN 14511-2's A2 outdoors (−7 ℃ evaporating) and a 45 ℃ supply (50 ℃ condensing).
    const form = page.getByRole('form', { name: 'Operating conditions' });
    assert.equal(await form.getByRole('textbox', { name: /^Evaporating temperature/ }).inputValue(), '-7');
    assert.equal(await form.getByRole('textbox', { name: /^Condensing temperature/ }).inputValue(), '50');
    await calculate(page);
    const grades = await gradesOf(page);
    const rows = Object.values(grades);
    assert.ok(rows.length > 0);
    for (const points of rows) assert.deepEqual(Object.keys(points), ['Design', 'Heating']);
    // The shifting differential is shown at each point against what the valve needs.
    const first = page.locator('[part="point-grade"]').first();
    assert.match((await first.textContent()) ?? '', /Differential .* \(shifts from .* to .*\)/);
  }),

  e2eTest('operating points: a heat pump’s EEV at full and at 30 % load and in heating: a size the part load downgrades says so in its reason', async ({ page, baseUrl }) => {
    await page.goto(baseUrl + '/selector/index?valveName=Eev&refrigerant=R410A');
    const capacity = page.getByRole('textbox', { name: 'Cooling capacity', exact: true });
    const full = Number((await capacity.inputValue()).replace(',', '.'));
    await addReadyPoint(page, 'Part load');
    // The ready part-load point is the design duty × 30 %, an inverter's turndown.
    assert.equal(Number((await capacity.inputValue()).replace(',', '.')), Math.round(full * 0.3 * 1e6) / 1e6);
    // A heat pump's (bi-flow) valve is graded in heating as well: its own ready point, added on its own.
    await addReadyPoint(page, 'Heating');
    const form = page.getByRole('form', { name: 'Operating conditions' });
    assert.equal(await form.getByRole('textbox', { name: /^Evaporating temperature/ }).inputValue(), '-7');
    await calculate(page);
    const grades = await gradesOf(page);
    for (const points of Object.values(grades)) assert.deepEqual(Object.keys(points), ['Design', 'Part load', 'Heating']);
    const rank = { Optimal: 0, Available: 1, Prohibited: 2 } as const;
    const downgraded = Object.entries(grades).find(
      ([, points]) => rank[points.Design!.replace('*', '') as keyof typeof rank] < rank[points['Part load']!.replace('*', '') as keyof typeof rank]
        && points['Part load']!.endsWith('*'),
    );
    assert.ok(downgraded, JSON.stringify(grades));
    const reason = page.locator(`tr[part="row"][data-size="${downgraded[0]}"] [part="reason"]`);
    assert.match((await reason.textContent()) ?? '', /Part load/);
  }),

  e2eTest('operating points: three sizes side by side: every point, every figure with its unit, the technical data that differ', async ({ page, baseUrl }) => {
    await page.goto(baseUrl + '/selector/index?valveName=Eev&refrigerant=R410A');
    await addPoint(page, 'Part load', { 'Cooling capacity': '1' });
    const results = await calculate(page);
    await gradesOf(page);
    const compare = results.getByRole('button', { name: /^Compare / });
    for (let i = 0; i < 3; i += 1) await compare.nth(i).click();
    const table = page.locator('[part="comparison"]');
    await table.waitFor();
    assert.equal(await table.locator('thead th[data-size]').count(), 3);
    assert.deepEqual(await table.locator('tbody[data-point]').evaluateAll((bodies) => bodies.map((b) => b.getAttribute('data-point'))), ['Design', 'Part load']);
    for (const text of await table.locator('tr[data-figure="capacity"] td').allTextContents()) assert.match(text, /^[\d.,]+ kW$/);
    await table.locator('[part="compare-technical"] tr[data-technical]').first().waitFor();
  }),

  e2eTest('operating points: a link with two points reopened in a fresh page shows the same points and the same grades', async ({ page, baseUrl }) => {
    await page.goto(baseUrl + '/selector/index?valveName=Eev&refrigerant=R410A');
    await addPoint(page, 'Part load', { 'Cooling capacity': '1.5' });
    await calculate(page);
    const before = await gradesOf(page);
    const link = page.url();
    assert.match(link, /[?&]point1=Part(\+|%20)load/);
    // A colleague's browser: nothing of this page's storage, only a country chosen before (the first visit's country
    // dialog is frame.e2e.ts's subject and would stand over the page).
    const fresh = await page.context().browser()!.newContext({ locale: 'en-US', serviceWorkers: 'block' });
    await asReturningVisitor(fresh);
    try {
      const other = await fresh.newPage();
      await other.goto(link);
      const tabs = other.getByRole('tab');
      await tabs.nth(1).waitFor();
      assert.deepEqual(await tabs.allTextContents(), ['Design', 'Part load']);
      await other.locator('[part="point-grade"]').first().waitFor();
      assert.deepEqual(await gradesOf(other), before);
    } finally {
      await fresh.close();
    }
  }),
];
