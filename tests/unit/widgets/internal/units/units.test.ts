// Issue 12: the units every widget shows, `unit-system` with a custom set's `units` over it. Expected values come
// from the units' definitions (T[K] = t[℃] + 273.15, 1 bar = 100 kPa, 1 psi = 6894.757 Pa: NIST SP 811 B.8).
import { describe, expect, it } from 'vitest';
import { amount } from '../../../../../src/engine/units';
import { shownAmount, shownIn, targetUnit, unitsInEffect, unitSystemOf } from '../../../../../widgets/internal/units/units';
import { defaultUnits, saturationQuantity } from '../../../../../widgets/unit-converter';

describe('the units in effect', () => {
  it("are the base system's with the set's choices over them, spellings read as labels", () => {
    const units = unitsInEffect(1, { Temp: 'K', Press: 'psi' });
    expect([units.Temp, units.Press, units.CoolCapacity, units.Temp2]).toEqual(['K', 'Psi', 'TR', '℉']);
    expect(unitsInEffect('2', '{"CoolCapacity":"TR"}').CoolCapacity).toBe('TR');
  });

  it('leave out what a set cannot hold, and read an unknown system as the default, metric', () => {
    const units = unitsInEffect(7, { Colour: 'red', Press: '℃', Temp: 5 });
    expect(units).toEqual(unitsInEffect(2));
    expect(unitsInEffect(2, 'not json')).toEqual(unitsInEffect(2));
    expect(unitSystemOf('1')).toBe(1);
  });

  it('convert a value into the target unit, a system or a set', () => {
    expect(shownIn(-10, '℃', 'Temp', unitsInEffect(2, { Temp: 'K' }))).toEqual({ value: 263.15, unit: 'K' });
    expect(shownIn(1, 'bar', 'Press', unitsInEffect(1, { Press: 'kPa' })).value).toBeCloseTo(100, 10);
    expect(shownIn(1, 'bar', 'Press', 1).value).toBeCloseTo(100_000 / 6894.757293, 6);
    expect(targetUnit('Press', 1)).toBe('Psi');
    expect(shownIn(3, 'furlong', 'Press', 2)).toEqual({ value: 3, unit: 'furlong' });
  });
});

describe("the converter's defaults in a custom set", () => {
  it("start from the set's unit, else the system's (SPEC §4: ℉ -> Psi in system 1)", () => {
    expect(defaultUnits(saturationQuantity, 1)).toEqual({ fromUnit: '℉', toUnit: 'Psi' });
    expect(defaultUnits(saturationQuantity, 1, { Temp: 'K' })).toEqual({ fromUnit: 'K', toUnit: 'Psi' });
    expect(defaultUnits('Press', 2, { Press: 'kPa' })).toEqual({ fromUnit: 'kPa', toUnit: 'Psi' });
  });
});

describe('the one edge that converts', () => {
  it('shows an amount in the target’s unit of its quantity', () => {
    expect(shownAmount(amount('Temp', 263.15), 1)).toEqual({ value: 14, unit: '℉' });
    expect(shownAmount(amount('Press', 150_000), unitsInEffect(2, { Press: 'kPa' }))).toEqual({ value: 150, unit: 'kPa' });
  });

  it('keeps a value already in the target’s unit bit for bit', () => {
    expect(shownIn(0.1 + 0.2, 'bar', 'Press', 2).value).toBe(0.1 + 0.2);
  });
});
