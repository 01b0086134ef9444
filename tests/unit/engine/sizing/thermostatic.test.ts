import { describe, expect, it } from 'vitest';
import { EngineError, saturation, TEV_RATING_POINT, thermostaticValveCapacity } from '../../../../src/engine';
import { thermostaticOpening } from '../../../../src/engine/sizing/physics/thermostatic';

const rated = { capacity: 3516.85, ...TEV_RATING_POINT };
const K = 273.15;

describe('thermostaticValveCapacity', () => {
  it('answers the rating at the rating conditions, for pure fluids and blends', () => {
    for (const refrigerant of ['R134a', 'R404A', 'R454B']) {
      expect(thermostaticValveCapacity({ refrigerant, rated, ...TEV_RATING_POINT })).toBeCloseTo(rated.capacity, 9);
    }
  });

  it('opens the element by the slope of the charge, so it closes steadily as Te falls, with no knee', () => {
    expect(thermostaticOpening('R404A', K + 5, K + 5)).toBe(1);
    let previous = Infinity;
    for (let Te = K + 10; Te >= K - 40; Te -= 2.5) {
      const opening = thermostaticOpening('R404A', Te, K + 5);
      expect(opening).toBeLessThan(previous);
      previous = opening;
    }
    // dp/dT falls about 3.3 times from +5 to −40 °C for R404A (its saturation pressure falls 4.9 times).
    expect(1 / thermostaticOpening('R404A', K - 40, K + 5)).toBeGreaterThan(3);
    expect(1 / thermostaticOpening('R404A', K - 40, K + 5)).toBeLessThan(3.6);
  });

  it('passes less through a flashing inlet, the same through a subcooled one', () => {
    const base = { refrigerant: 'R134a', rated, ...TEV_RATING_POINT };
    const bubble = saturation('R134a', { T: TEV_RATING_POINT.liquidTemperature }).p_bubble;
    // the liquid compressed by 2 bar is 0.1 % denser
    expect(thermostaticValveCapacity({ ...base, inletPressure: bubble + 2e5 }) / rated.capacity).toBeCloseTo(1, 2);
    expect(thermostaticValveCapacity({ ...base, inletPressure: bubble - 0.5e5 })).toBeLessThan(0.95 * rated.capacity);
  });

  it('refuses what is not a positive finite number, liquid colder than the evaporator, a drop beyond the inlet pressure', () => {
    const bad = [
      { refrigerant: 'R134a', rated: { ...rated, capacity: -1 }, ...TEV_RATING_POINT },
      { refrigerant: 'R134a', rated, ...TEV_RATING_POINT, dp: Number.NaN },
      { refrigerant: 'R134a', rated: null, ...TEV_RATING_POINT },
      { refrigerant: 'R134a', rated, ...TEV_RATING_POINT, liquidTemperature: 250 },
      { refrigerant: 'R134a', rated, ...TEV_RATING_POINT, inletPressure: -1 },
      { refrigerant: 'R134a', rated, ...TEV_RATING_POINT, inletPressure: TEV_RATING_POINT.dp },
      { refrigerant: 'R999', rated, ...TEV_RATING_POINT },
    ];
    for (const input of bad) expect(() => thermostaticValveCapacity(input as never)).toThrow(EngineError);
    expect(() => thermostaticValveCapacity(null as never)).toThrow(EngineError);
  });
});
