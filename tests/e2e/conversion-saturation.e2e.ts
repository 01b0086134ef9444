import assert from 'node:assert/strict';
import { e2eTest } from './harness';

// Issue 3: temperature <-> pressure in the conversion tool, with the pressure-temperature chart.
export default [
  e2eTest('the conversion tool converts 0 ℃ of R134a to 2.93 bar abs, 1.91 bar gauge, and shows its PT chart', async ({ page, baseUrl }) => {
    const loaded: string[] = [];
    page.on('request', (request) => loaded.push(request.url()));
    await page.goto(baseUrl + '/units');
    await page.getByRole('heading', { level: 1, name: 'Units' }).waitFor();
    assert.equal(loaded.some((url) => /R134a|refrigerants/.test(url)), false, 'no refrigerant data before the tool opens');
    await page.getByRole('button', { name: 'Conversion tool' }).click();
    const dialog = page.getByRole('dialog', { name: 'Conversion tool' });
    await dialog.getByLabel('Value').waitFor();
    // It opens on the saturation conversion, ℃ -> bar in the metric system (SPEC §4).
    assert.equal(await dialog.getByLabel('Quantity').inputValue(), 'Saturation');
    assert.equal(await dialog.getByLabel('From unit').inputValue(), '℃');
    await dialog.getByLabel('Refrigerant').selectOption('R134a');
    await dialog.getByLabel('Value').fill('0');
    await dialog.getByText('2.93 bar abs').waitFor();
    await dialog.getByLabel('Pressure', { exact: true }).selectOption('gauge');
    await dialog.getByText('1.91 bar g', { exact: true }).waitFor();
    const chart = dialog.getByRole('region', { name: 'Pressure-temperature chart of R134a' });
    const table = chart.getByRole('grid', { name: 'Saturation pressures of R134a' });
    await table.waitFor();
    assert.equal(await table.getByRole('row').count(), 122); // the header and -60 … +60 ℃
    // uPlot is fetched when the first chart draws: the curve may come after the table.
    await chart.locator('canvas').first().waitFor();
    // The chart follows the converter's refrigerant.
    await dialog.getByLabel('Refrigerant').selectOption('R410A');
    await dialog.getByRole('grid', { name: 'Saturation pressures of R410A' }).waitFor();
  }),
];
