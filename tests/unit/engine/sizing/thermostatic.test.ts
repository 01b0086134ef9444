import { describe, expect, it } from 'vitest';
import { EngineError, TEV_RATING_POINT, thermostaticValveCapacity } from '../../../../src/engine';
import { thermostaticOpening } from '../../../../src/engine/sizing/physics/thermostatic';

const rated = { capacity: 3516.85, ...TEV_RATING_POINT };

describe('thermostaticValveCapacity', () => {
  it('answers the rating at the rating conditions, for pure fluids and blends', () => {
    for (const refrigerant of ['R134a', 'R404A', 'R454B']) {
      expect(thermostaticValveCapacity({ refrigerant, rated, ...TEV_RATING_POINT })).toBeCloseTo(rated.capacity, 9);
    }
  });

  it('keeps the rated opening down to −10 °F and closes the element below, continuously', () => {
    const knee = ((-10 - 32) / 1.8) + 273.15;
    expect(thermostaticOpening('R404A', knee + 1e-9)).toBe(1);
    expect(thermostaticOpening('R404A', knee - 1e-6)).toBeCloseTo(1, 5);
    expect(thermostaticOpening('R404A', 233.15)).toBeLessThan(thermostaticOpening('R404A', 243.15));
  });

  it('refuses what is not a positive finite number, and liquid colder than the evaporator', () => {
    const bad = [
      { refrigerant: 'R134a', rated: { ...rated, capacity: -1 }, ...TEV_RATING_POINT },
      { refrigerant: 'R134a', rated, ...TEV_RATING_POINT, dp: Number.NaN },
      { refrigerant: 'R134a', rated: null, ...TEV_RATING_POINT },
      { refrigerant: 'R134a', rated, ...TEV_RATING_POINT, liquidTemperature: 250 },
      { refrigerant: 'R999', rated, ...TEV_RATING_POINT },
    ];
    for (const input of bad) expect(() => thermostaticValveCapacity(input as never)).toThrow(EngineError);
    expect(() => thermostaticValveCapacity(null as never)).toThrow(EngineError);
  });
});
