// @vitest-environment happy-dom
// The converter's saturation mode (issue 3: temperature <-> pressure in the conversion tool).
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18nInstance } from '../../../src/i18n';
import { followLoadableLanguages } from '../../../src/i18n/load-language';
import { I18nProvider } from '../../../widgets/internal/i18n';
import {
  UnitConverter,
  createUnitConverterModel,
  defaultUnits,
  saturationQuantity,
  unitConverterResources,
  type UnitConverterProps,
} from '../../../widgets/unit-converter';
import { withChinese } from './test-support';

afterEach(cleanup);

describe('saturation model: defaults per unit system', () => {
  it('goes from ℃ to bar in metric and from ℉ to Psi in imperial', () => {
    expect(defaultUnits(saturationQuantity, 2)).toEqual({ fromUnit: '℃', toUnit: 'bar' });
    expect(defaultUnits(saturationQuantity, 1)).toEqual({ fromUnit: '℉', toUnit: 'Psi' });
    const model = createUnitConverterModel({ unitSystem: 1 });
    model.setQuantity(saturationQuantity);
    expect([model.fromUnit.value, model.toUnit.value, model.refrigerant.value, model.absolute.value]).toEqual(['℉', 'Psi', 'R134a', true]);
    expect(model.fromUnits.value).toEqual(['K', '℃', '℉']);
    expect(model.toUnits.value).toContain('kPa');
  });

  it('is where a converter without settings opens (SPEC §4)', async () => {
    const model = createUnitConverterModel({ value: 0 });
    expect([model.quantity.value, model.fromUnit.value, model.toUnit.value]).toEqual([saturationQuantity, '℃', 'bar']);
    await model.whenReady();
    expect(model.conversion.value?.result).toBeCloseTo(2.928, 3); // R134a at 0 ℃, IIR 292.80 kPa
  });

  it('opens the saturation mode for a refrigerant setting without a quantity, and ignores an unknown one', () => {
    const model = createUnitConverterModel({ refrigerant: 'r-410a', absolute: 'false' });
    expect([model.quantity.value, model.refrigerant.value, model.absolute.value]).toEqual([saturationQuantity, 'R410A', false]);
    model.apply({ refrigerant: 'R999' });
    expect(model.refrigerant.value).toBe('R410A');
    expect(createUnitConverterModel({ refrigerant: 'R32', quantity: 'Press' }).quantity.value).toBe('Press');
  });
});

describe('saturation model: conversions', () => {
  async function ready(settings: Parameters<typeof createUnitConverterModel>[0]) {
    const model = createUnitConverterModel(settings);
    await model.whenReady();
    return model;
  }

  it('converts 0 ℃ of R134a to 2.93 bar absolute, 1.91 bar gauge (IIR 292.80 kPa)', async () => {
    await createUnitConverterModel({ refrigerant: 'R134a', value: 0 }).whenReady();
    // Data loaded once serves the next instance at once.
    const model = createUnitConverterModel({ refrigerant: 'R134a', value: 0 });
    expect(model.state.value).toBe('ready');
    expect(model.conversion.value).toMatchObject({ quantity: 'Saturation', refrigerant: 'R134a', absolute: true });
    expect(model.conversion.value?.result).toBeCloseTo(2.928, 3);
    model.setAbsolute(false);
    expect(model.conversion.value?.result).toBeCloseTo(2.928 - 1.01325, 3);
  });

  it('swaps temperature -> pressure into pressure -> temperature', async () => {
    const model = await ready({ refrigerant: 'R134a', value: 2.928 });
    model.swap();
    expect([model.fromUnit.value, model.toUnit.value]).toEqual(['bar', '℃']);
    expect(model.fromUnits.value).toContain('Psi');
    expect(model.conversion.value?.result).toBeCloseTo(0, 1);
  });

  it('gives a blend’s bubble and dew, the result being the dew value', async () => {
    const model = await ready({ refrigerant: 'R407C', value: 0 });
    const conversion = model.conversion.value!;
    expect(model.isBlend.value).toBe(true);
    expect(conversion.bubble).toBeGreaterThan(conversion.dew! + 0.5); // R407C's glide is about 7 K
    expect(conversion.result).toBe(conversion.dew);
  });

  it('reports out-of-range input as an error with the limits in the user’s unit', async () => {
    const model = await ready({ refrigerant: 'R134a', value: -150 });
    expect(model.state.value).toBe('error');
    expect(model.conversion.value).toBeUndefined();
    expect(model.error.value).toMatchObject({ code: 'out_of_range', quantity: 'temperature', value: '-150 ℃' });
    expect((model.error.value as { max: string }).max).toMatch(/^101\.\d+ ℃$/);
  });

  it('loads another refrigerant when it is chosen', async () => {
    const model = await ready({ refrigerant: 'R134a', value: 0 });
    model.setRefrigerant('R32');
    expect(model.state.value).toBe('loading'); // the data of each refrigerant loads on demand
    await model.whenReady();
    expect(model.conversion.value).toMatchObject({ refrigerant: 'R32' });
    expect(model.conversion.value?.result).toBeCloseTo(8.13, 1);
  });
});

function renderConverter(props: UnitConverterProps, lang = 'en') {
  const i18n = createI18nInstance(lang, withChinese(unitConverterResources));
  // As a widget's own i18next does: the `errors` strings arriving in English with the saturation chunk bring
  // their Chinese on demand (issue 28: widgets carry English only).
  followLoadableLanguages(i18n);
  return render(
    <I18nProvider i18n={i18n}>
      <UnitConverter {...props} />
    </I18nProvider>,
  );
}

describe('UnitConverter: saturation mode', () => {
  it('offers the refrigerant and the pressure reference, and converts 0 ℃ of R134a to 2.93 bar abs', async () => {
    renderConverter({ refrigerant: 'R134a', value: 0 });
    expect((screen.getByRole('combobox', { name: 'Quantity' }) as HTMLSelectElement).value).toBe('Saturation');
    expect(screen.getByRole('option', { name: 'Saturation (T ↔ p)' })).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('2.93 bar abs'));
    fireEvent.change(screen.getByRole('combobox', { name: 'Pressure' }), { target: { value: 'gauge' } });
    expect(screen.getByRole('status').textContent).toBe('1.91 bar g');
  });

  it('shows bubble and dew for a blend and reports both on user action', async () => {
    const onConvert = vi.fn();
    const { container } = renderConverter({ refrigerant: 'R410A', onConvert });
    fireEvent.change(screen.getByRole('textbox', { name: 'Value' }), { target: { value: '0' } });
    // CoolProp (check-values.json): R410A at 0 ℃, bubble 800.71 kPa, dew 798.08 kPa.
    await waitFor(() => expect(container.querySelector('[part="bubble"]')?.textContent).toBe('Bubble 8.01 bar abs'));
    expect(container.querySelector('[part="dew"]')?.textContent).toBe('Dew 7.98 bar abs');
    // Two values a screen reader reads one by one (issue #10), not one run-together string.
    const values = within(screen.getByRole('status')).getAllByRole('listitem');
    expect(values.map((v) => v.getAttribute('part'))).toEqual(['bubble', 'dew']);
    fireEvent.change(screen.getByRole('combobox', { name: 'Refrigerant' }), { target: { value: 'R404A' } });
    await waitFor(() => expect(onConvert).toHaveBeenLastCalledWith(expect.objectContaining({ refrigerant: 'R404A', bubble: expect.any(Number), dew: expect.any(Number) })));
  });

  it('explains an out-of-range value in the user’s language, with the limits in ℃', async () => {
    renderConverter({ refrigerant: 'R744', value: 40 }, 'cn');
    const alert = await screen.findByText(/超出范围/);
    expect(alert.textContent).toMatch(/^温度 40 ℃ 超出范围（-56\.\d+ ℃ 至 30\.\d+ ℃）$/);
    expect(screen.getByRole('textbox', { name: '数值' }).getAttribute('aria-invalid')).toBe('true');
  });
});
