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
    for (const Kv of [0.05, 0.5, 2]) {
      expect(thermostaticOpening(K + 5, K + 5, Kv)).toBe(1);
      let previous = Infinity;
      for (let Te = K + 10; Te >= K - 40; Te -= 2.5) {
        const opening = thermostaticOpening(Te, K + 5, Kv);
        expect(opening).toBeLessThan(previous);
        previous = opening;
      }
    }
  });

  it('gives a large (balanced) valve the fall of an R404A liquid charge, a small (conventional) one less', () => {
    // R404A's own dew-curve slope falls 3.60 times from +5 to −40 °C (the refrigerant's equation of state); Danfoss's
    // TE55 rows fall 3.50–3.63 times from 0 to −40 °C in capacity, the TE5 rows 2.60–2.71 times, of which port and
    // effect (√(ρΔp)·Δh) take back 10 % (../shared/reference-tables/expansion-valves.md §3).
    const slope = (T: number) => (saturation('R404A', { T: T + 0.05 }).p_dew - saturation('R404A', { T: T - 0.05 }).p_dew) / 0.1;
    const own = slope(K + 5) / slope(K - 40);
    expect(own).toBeCloseTo(3.6, 1);
    expect(Math.abs((1 / thermostaticOpening(K - 40, K + 5, 2)) / own - 1)).toBeLessThan(0.05);
    expect(1 / thermostaticOpening(K - 40, K + 5, 0.1)).toBeGreaterThan(2.4);
    expect(1 / thermostaticOpening(K - 40, K + 5, 0.1)).toBeLessThan(2.8);
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
