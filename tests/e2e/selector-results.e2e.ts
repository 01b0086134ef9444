import assert from 'node:assert/strict';
import { e2eTest } from './harness';

// Issue 26, "Results hard to read", on the real server in Chromium at a laptop's 1280 × 720.
export default [
  e2eTest('after Calculate the results scroll into view with focus on their heading; Prohibited is collapsed; no empty column; each part number says its connection', async ({ page, baseUrl }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto(baseUrl + '/selector/index?valveName=Eev&refrigerant=R410A');
    const form = page.getByRole('form', { name: 'Operating conditions' });
    await form.getByRole('button', { name: 'Calculate' }).click();

    const results = page.getByRole('region', { name: 'Results' });
    const heading = results.getByRole('heading', { level: 2, name: 'Results' });
    await heading.waitFor();
    // The heading has the focus and, once the smooth scroll ends, sits at the top of the window.
    await page.waitForFunction(() => {
      const focused = document.activeElement?.shadowRoot?.activeElement ?? document.activeElement;
      if (focused?.textContent !== 'Results') return false;
      const top = focused.getBoundingClientRect().top;
      return top >= 0 && top < 100;
    });

    const optimal = page.getByRole('region', { name: /^Optimal \(\d+\)$/ });
    assert.equal(await page.getByRole('button', { name: /^Optimal \(\d+\)$/ }).getAttribute('aria-expanded'), 'true');
    const prohibited = page.getByRole('button', { name: /^Prohibited \(\d+\)$/ });
    assert.equal(await prohibited.getAttribute('aria-expanded'), 'false');
    const count = Number(/\((\d+)\)/.exec((await prohibited.textContent()) ?? '')?.[1]);
    assert.ok(count > 0);
    const prohibitedRows = page.getByRole('region', { name: /^Prohibited/ }).locator('tr[part="row"]');
    assert.equal(await prohibitedRows.count(), 0);
    await prohibited.click();
    assert.equal(await prohibitedRows.count(), count);

    // An EEV has no velocity and no drop of its own (its available drop is shown): no column of dashes.
    const headers = await optimal.getByRole('columnheader').allTextContents();
    assert.deepEqual(headers, ['Product', 'Capacity', 'Load / opening', 'Available pressure drop', 'Mass flow', 'Flash gas', 'Reason', 'Actions']);
    const figures = await results.locator('td[data-figure]').allTextContents();
    assert.ok(figures.length > 0);
    assert.deepEqual(figures.filter((text) => text.trim() === '–'), []);

    // The part numbers of a size differ in their connection and coil: each option says so.
    const row = optimal.locator('tr[part="row"]').first();
    const options = await row.getByRole('combobox', { name: /^Part number of / }).locator('option').allTextContents();
    assert.ok(options.length > 1);
    // Inch solder sizes with ″, metric ones in mm (the catalogue's "3/8" and "10").
    for (const option of options) assert.match(option, /^EEV-\d+ – (ODF [\d/-]+″ × [\d/-]+″|ODM \d+ mm × \d+ mm)( · coil \d+ V (AC|DC).*)?$/);
    assert.ok(options.some((option) => option.includes('coil')), options.join('\n'));
    // A Prohibited size lists one part number: its hint stands below it.
    const single = page.getByRole('region', { name: /^Prohibited/ }).locator('[part="part-number-hint"]').first();
    assert.match((await single.textContent()) ?? '', /^(ODF [\d/-]+″ × [\d/-]+″|ODM \d+ mm × \d+ mm)/);
  }),
];
