// The converter's saturation mode (issue 3: temperature <-> pressure in the conversion tool).
// Its model only: what the user sees and does (the element in Chromium) is tests/browser/unit-converter-saturation.test.ts.
import { describe, expect, it } from 'vitest';
import { createUnitConverterModel, defaultUnits, saturationQuantity } from '../../../widgets/unit-converter';

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
    // Whether R32's data still has to load depends on the tests before in this worker (modules are shared); the
    // first load itself is tested in tests/unit/engine/refrigerants/load.test.ts, with modules of its own.
    model.setRefrigerant('R32');
    await model.whenReady();
    expect(model.conversion.value).toMatchObject({ refrigerant: 'R32' });
    expect(model.conversion.value?.result).toBeCloseTo(8.13, 1);
  });
});
