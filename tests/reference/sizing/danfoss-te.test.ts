// Thermostatic expansion valves against Danfoss's TE5–TE55 tables (R404A/R507).
// - Capacities by Te at Tc 45 °C: ./danfoss-te.ts (../shared/reference-tables/expansion-valves.md §3). The valve sees
//   pk − pe, so each row is carried from each of its figures (one rating point, as makers' rating methods carry a
//   rating) to every other, −40…+10 °C.
// - Subcooling and distributor correction factors, from Danfoss's technical brochure of the range (as shown at
//   http://38.142.81.21:8001/manual/danfoss/067b2790/technical-bulletin-english/page-21.html; distributor factors
//   "calculated at 32 °C condensing temperature").
// These rows are what the charge's constants (CHARGE_FIT) were fitted on: the figures below say how closely the fit
// holds them; ./thermostatic-calibration.ts prints the table per row and Te band, and each row's deviation under
// constants fitted without it (leave one row out: −11.8…+17.3 %, TE20 - 08 the worst, every other row within ±8 %).
// Measured deviations (model ÷ published − 1), issue 36: TE5 −4.3…+5.5 %, TE12 −7.5…+7.1 %, TE20 −10.7…+15.4 %,
// TE55 −2.9…+2.6 %. Before (issue 23, the refrigerant's own dew curve as the charge): TE5 −33.6…+50.5 %, TE12
// −20…+24.9 %, TE20 −21…+26.6 %, TE55 −3.9…+4 %.
import { describe, expect, it } from 'vitest';
import { calculateSizes, saturation, state, thermostaticValveCapacity, type ThermostaticConditions, type TxvRating } from '../../../src/engine';
import { thermostaticUncertainty } from '../../../src/engine/sizing/physics/thermostatic';
import { REFRIGERANT, ROWS, TC, TE } from './danfoss-te';

const K = 273.15;

/** The measured band of the model's deviation per body, from any rating point of the row. */
const BANDS: Readonly<Record<string, readonly [number, number]>> = {
  TE5: [-0.05, 0.06],
  TE12: [-0.08, 0.075],
  TE20: [-0.11, 0.16],
  TE55: [-0.03, 0.03],
};

/** The valve's conditions at Te (°C): condensing Tc (°C), the liquid subcooled by `subcooling` K, minus a distributor drop. */
function at(Te: number, Tc: number, subcooling = 4, distributor = 0) {
  const pk = saturation(REFRIGERANT, { T: K + Tc }).p_dew;
  const liquidTemperature = saturation(REFRIGERANT, { p: pk }).T_bubble - subcooling;
  return { Te: K + Te, liquidTemperature, dp: pk - saturation(REFRIGERANT, { T: K + Te }).p_dew - distributor };
}

/**
 * The capacity (kW) at `to` of a valve rated `kW` at `from`. In W to the engine: the rating's size (its Kv) chooses
 * the charge's curve.
 */
const carried = (kW: number, from: ThermostaticConditions, to: ThermostaticConditions) =>
  thermostaticValveCapacity({ refrigerant: REFRIGERANT, rated: { capacity: kW * 1000, ...from }, ...to }) / 1000;

const cells = ROWS.flatMap((row) =>
  TE.flatMap((ratedTe, r) => TE.flatMap((Te, i) => (i === r ? [] : [{ orifice: row.orifice, ratedTe, rated: row.kW[r]!, Te, expected: row.kW[i]! }]))),
);

describe('Danfoss TE5–TE55, R404A/R507 at Tc 45 °C: capacity along Te from any one figure of the row', () => {
  it.each(ROWS)('$orifice: within its body\'s band from every rating point', (row) => {
    const band = BANDS[row.orifice.split(' ')[0]!]!;
    for (const cell of cells.filter((c) => c.orifice === row.orifice)) {
      const deviation = carried(cell.rated, at(cell.ratedTe, TC), at(cell.Te, TC)) / cell.expected - 1;
      expect(deviation, JSON.stringify(cell)).toBeGreaterThanOrEqual(band[0]);
      expect(deviation, JSON.stringify(cell)).toBeLessThanOrEqual(band[1]);
    }
  });

  it('never grades on more than 5 % above a published figure: the model less its stated uncertainty', () => {
    const over = cells.map((cell) => {
      const graded = carried(cell.rated, at(cell.ratedTe, TC), at(cell.Te, TC)) * (1 - thermostaticUncertainty(K + cell.Te, K + cell.ratedTe));
      return { ...cell, deviation: graded / cell.expected - 1 };
    });
    const worst = over.reduce((a, b) => (b.deviation > a.deviation ? b : a));
    expect(worst.deviation, JSON.stringify(worst)).toBeLessThanOrEqual(0.05);
  });

  it('falls from 0 to −40 °C by 2.6 times for TE5 and 3.6 for TE55, as the rows do (2.60…2.71 and 3.48…3.63)', () => {
    const small = ROWS.find((r) => r.orifice === 'TE5 - 01')!;
    const large = ROWS.find((r) => r.orifice === 'TE55 - 13')!;
    const fall = (row: typeof small) => row.kW[TE.indexOf(0)]! / carried(row.kW[TE.indexOf(0)]!, at(0, TC), at(-40, TC));
    expect(fall(small)).toBeGreaterThan(2.5);
    expect(fall(small)).toBeLessThan(2.8);
    expect(fall(large)).toBeGreaterThan(3.4);
    expect(fall(large)).toBeLessThan(3.75);
  });
});

describe('Danfoss TE5–TE55, R404A/R507: correction factors', () => {
  // Subcooling correction factor (the tables' 1.00 at 4 K); printed to 0.01.
  const SUBCOOLING: Readonly<Record<number, number>> = { 2: 0.97, 10: 1.09, 15: 1.16, 20: 1.23, 25: 1.3, 30: 1.37 };
  it.each(Object.entries(SUBCOOLING).map(([k, factor]) => ({ subcooling: Number(k), factor })))(
    'subcooling $subcooling K: $factor at −10 °C and Tc 32 °C',
    ({ subcooling, factor }) => {
      const ratio = carried(1, at(-10, 32), at(-10, 32, subcooling));
      // measured within 1.3 % (colder liquid: the effect and the density both rise)
      expect(Math.abs(ratio / factor - 1), JSON.stringify({ subcooling, factor, ratio })).toBeLessThanOrEqual(0.015);
    },
  );

  // Distributor correction factor by distributor drop (bar) and Te (°C), "calculated at 32 °C condensing".
  const DISTRIBUTOR: Readonly<Record<number, readonly number[]>> = {
    1: [0.96, 0.96, 0.96, 0.95, 0.94, 0.92],
    1.5: [0.94, 0.94, 0.94, 0.93, 0.91, 0.88],
    2: [0.92, 0.92, 0.91, 0.9, 0.88, 0.84],
  };
  const TE_DISTRIBUTOR = [-40, -30, -20, -10, 0, 10];
  const rows = Object.entries(DISTRIBUTOR).flatMap(([bar, factors]) => TE_DISTRIBUTOR.map((Te, i) => ({ bar: Number(bar), Te, factor: factors[i]! })));
  it.each(rows)('distributor $bar bar at $Te °C: $factor', ({ bar, Te, factor }) => {
    const ratio = carried(1, at(Te, 32), at(Te, 32, 4, bar * 1e5));
    // ±0.005 of printing is 0.6 % of 0.84
    expect(Math.abs(ratio / factor - 1), JSON.stringify({ bar, Te, factor, ratio })).toBeLessThanOrEqual(0.007);
  });
});

describe('a flashing inlet', () => {
  it('passes less than a subcooled one: the flash gas takes the port, by its homogeneous density', () => {
    const rated = at(-10, 45);
    const pk = saturation(REFRIGERANT, { T: K + 45 }).p_dew;
    // The liquid at its bubble point after 4 K of subcooling meets 1.5 bar of liquid-line loss: it flashes.
    const bubble = saturation(REFRIGERANT, { T: rated.liquidTemperature }).p_bubble;
    const inletPressure = bubble - 1.5e5;
    const flashing = carried(1, rated, { ...rated, inletPressure, dp: inletPressure - saturation(REFRIGERANT, { T: K - 10 }).p_dew });
    const liquid = carried(1, rated, { ...rated, inletPressure: pk - 1.5e5, dp: pk - 1.5e5 - saturation(REFRIGERANT, { T: K - 10 }).p_dew });
    const quality = state(REFRIGERANT, { p: inletPressure, h: saturation(REFRIGERANT, { T: rated.liquidTemperature }).h_liquid }).quality!;
    expect(quality).toBeGreaterThan(0);
    // Homogeneous density at a few per mille of quality: the mixture's volume grows by x (ρ'/ρ'' − 1).
    expect(flashing).toBeLessThan(0.9 * liquid);
  });
});

describe('Danfoss TE55 - 13 through the TxvOld grading (Tc 45 °C, 4 K subcooling, no distributor)', () => {
  const rating = (Kv: number): TxvRating => ({ refrigerants: [REFRIGERANT], approvals: [], maxWorkingPressure: 28e5, Kv, equalizer: 'external', evaporatingMin: K - 40, evaporatingMax: K + 10 });
  const size = (Te: number, Kv: number, kW: number) =>
    calculateSizes('TxvOld', {
      refrigerant: REFRIGERANT,
      conditions: { evaporatingTemperature: K + Te, condensingTemperature: K + 45, subcooling: 4, superheat: 0, upstreamDrop: 0, downstreamDrop: 0, capacity: kW * 1000 },
      sizes: [{ key: 'TE55-13', rating: rating(Kv) }],
    })[0]!;
  // Kv from the 0 °C figure, 162 kW: the charge's curve depends on the Kv, so a few steps to the Kv that gives it.
  let Kv = 1;
  for (let i = 0; i < 5; i++) Kv = (162 * Kv) / (size(0, Kv, 1).values.capacity! / 1000);

  it.each([[-40, 44.6], [-20, 92], [10, 196]])('its capacity at %i °C is the published %f kW within 4 %%', (Te, kW) => {
    expect(Math.abs(size(Te, Kv, 1).values.capacity! / 1000 / kW - 1)).toBeLessThanOrEqual(0.04);
  });

  it('states the model\'s uncertainty by the distance from the nominal +5 °C and grades on the capacity less it', () => {
    const cold = size(-40, Kv, 40);
    // 2 % + 0.6 % per K over 45 K
    expect(cold.provenance?.method).toBe('model');
    expect(cold.provenance?.uncertainty).toBeCloseTo(0.29, 9);
    // 40 kW is 90 % of the model's 44.6 kW (Optimal on the figure) but above what it vouches for, 71 % of it
    expect(cold.grade).toBe('Prohibited');
    expect(cold.values.loadRatio).toBeCloseTo(40 / (cold.values.capacity! / 1000) / 0.71, 6);
    expect(size(-40, Kv, 25).grade).toBe('Optimal');
  });

  it('is Optimal for 150 kW at 0 °C and too small for 50 kW at −40 °C, where Danfoss rates it 44.6 kW', () => {
    expect(size(0, Kv, 150).grade).toBe('Optimal');
    const cold = size(-40, Kv, 50);
    expect(cold.grade).toBe('Prohibited');
    expect(cold.reasons.map((r) => r.code)).toContain('capacity_exceeded');
  });

  it('is Prohibited below 40 % load (the makers\' minimum), not Available', () => {
    const low = size(0, Kv, 0.3 * 162);
    expect(low.grade).toBe('Prohibited');
    expect(low.reasons.map((r) => r.code)).toContain('load_below_minimum');
    expect(size(0, Kv, 0.5 * 162).grade).toBe('Available');
  });
});

describe('Danfoss TE20/TE55, R404A/R507: from Tc 45 °C to Tc 25 °C at the same Te', () => {
  // The brochure's selection example (as shown at
  // http://38.142.81.21:8001/manual/danfoss/067b2790/technical-bulletin-english/page-9.html) prints rows at Tc 25 °C,
  // same basis: kW at Te −40 / −30 / −20 °C. Carried from the Tc 45 °C rows, the port and effect give 3–11 % more at
  // Tc 25 °C where Danfoss prints 21–49 % more: the model understates a lower condensing temperature by 13…26 %
  // (measured, issue 23); conservative, and a reason makers' tables grade where a size carries one.
  const TC25: readonly { orifice: string; kW: readonly [number, number, number]; at45: readonly [number, number, number] }[] = [
    { orifice: 'TE20 - 08', kW: [35.7, 48.4, 62.2], at45: [28.01, 38.4, 51.3] },
    { orifice: 'TE20 - 09', kW: [39.5, 54.2, 71.3], at45: [29.49, 40.7, 55] },
    { orifice: 'TE55 - 10', kW: [46.5, 64.9, 86.1], at45: [33.4, 48.5, 67.4] },
    { orifice: 'TE55 - 13', kW: [66.5, 93.7, 126], at45: [44.6, 65.3, 92] },
  ];
  const cells = TC25.flatMap((row) => [-40, -30, -20].map((Te, i) => ({ orifice: row.orifice, Te, expected: row.kW[i]!, rated: row.at45[i]! })));
  it.each(cells)('$orifice: $expected kW at $Te °C', (cell) => {
    const kW = carried(cell.rated, at(cell.Te, 45), at(cell.Te, 25));
    const deviation = kW / cell.expected - 1;
    expect(deviation, JSON.stringify({ ...cell, kW })).toBeGreaterThanOrEqual(-0.27);
    expect(deviation, JSON.stringify({ ...cell, kW })).toBeLessThanOrEqual(-0.11);
  });
});
