// Thermostatic expansion valves against Danfoss's TE5–TE55 tables (R404A/R507).
// - Capacities by Te at Tc 45 °C: ../shared/reference-tables/expansion-valves.md §3 (a second-hand transcription of
//   data sheet DKRCC.PD.AB0.A3.02, 2011). Danfoss's technical brochure of the same range (as shown at
//   http://38.142.81.21:8001/manual/danfoss/067b2790/technical-bulletin-english/page-21.html) prints the same rows
//   with their basis: opening superheat 4 K, subcooling correction factor 1.00 at 4 K, distributor correction factor
//   1 at 0 bar. The valve sees pk − pe, so the rows are compared from their 0 °C figure (one rating point, same
//   refrigerant) along Te, as makers' rating methods carry a rating.
// - Subcooling and distributor correction factors, from that page (distributor factors "calculated at 32 °C
//   condensing temperature").
// Measured deviations of thermostaticValveCapacity (model ÷ published − 1) from the 0 °C figure, +10 to −40 °C (issue 23):
//   TE55 (balanced port) −1.6…+3.3 %; TE20 −16…+6.0 %; TE12 −17…+4.0 %; TE5 −27…+9.5 % (worst at −40 °C and
//   +10 °C). The element's opening ∝ the charge's dp/dT carries the balanced port; conventional (unbalanced) ports,
//   whose pin the drop also pushes, fall less at low Te than the element alone says. The former model (opening held
//   to −10 °F) rose from 0 to −10 °C where every row falls, and was 40–47 % high at −40 °C.
import { describe, expect, it } from 'vitest';
import { calculateSizes, saturation, state, thermostaticValveCapacity, type ThermostaticConditions, type TxvRating } from '../../../src/engine';

const K = 273.15;
const REFRIGERANT = 'R404A';
const TE = [-40, -35, -30, -25, -20, -15, -10, -5, 0, 5, 10] as const;

/** kW at Tc 45 °C by Te (°C) above, and the measured band of the model's deviation (from the 0 °C figure) per row. */
const ROWS: readonly { orifice: string; kW: readonly number[]; band: readonly [number, number] }[] = [
  { orifice: 'TE5 - 0.5', kW: [3.08, 3.57, 4.11, 4.7, 5.32, 5.99, 6.67, 7.36, 8.02, 8.6, 9.05], band: [-0.28, 0.1] },
  { orifice: 'TE5 - 01', kW: [5.65, 6.57, 7.57, 8.65, 9.81, 11.03, 12.29, 13.54, 14.73, 15.76, 16.53], band: [-0.28, 0.1] },
  { orifice: 'TE5 - 02', kW: [7.94, 9.25, 10.66, 12.18, 13.79, 15.47, 17.19, 18.88, 20.43, 21.74, 22.65], band: [-0.28, 0.1] },
  { orifice: 'TE5 - 03', kW: [9.85, 11.46, 13.22, 15.12, 17.17, 19.33, 21.57, 23.8, 25.89, 27.68, 28.97], band: [-0.28, 0.1] },
  { orifice: 'TE5 - 04', kW: [13.04, 15.28, 17.72, 20.38, 23.25, 26.28, 29.41, 32.5, 35.4, 37.7, 39.3], band: [-0.28, 0.1] },
  { orifice: 'TE12 - 05', kW: [16.09, 18.84, 21.89, 25.29, 29.07, 33.2, 37.8, 42.6, 47.4, 51.8, 55.3], band: [-0.18, 0.07] },
  { orifice: 'TE12 - 06', kW: [19.05, 22.51, 26.38, 30.7, 35.6, 41, 46.9, 53.2, 59.6, 65.5, 70], band: [-0.18, 0.07] },
  { orifice: 'TE12 - 07', kW: [23.11, 26.97, 31.3, 36.3, 42, 48.4, 55.7, 63.6, 72, 80, 87], band: [-0.18, 0.07] },
  { orifice: 'TE20 - 08', kW: [28.01, 32.9, 38.4, 44.5, 51.3, 58.7, 66.6, 75, 83, 90, 95], band: [-0.18, 0.07] },
  { orifice: 'TE20 - 09', kW: [29.49, 34.8, 40.7, 47.4, 55, 63.6, 73, 83, 93, 103, 110], band: [-0.18, 0.07] },
  { orifice: 'TE55 - 10', kW: [33.4, 40.5, 48.5, 57.4, 67.4, 79, 91, 104, 117, 129, 140], band: [-0.04, 0.04] },
  { orifice: 'TE55 - 11', kW: [36.2, 43.9, 52.5, 62.1, 73, 85, 98, 112, 126, 139, 151], band: [-0.04, 0.04] },
  { orifice: 'TE55 - 12', kW: [38.2, 46.4, 55.5, 65.9, 78, 91, 105, 120, 136, 151, 165], band: [-0.04, 0.04] },
  { orifice: 'TE55 - 13', kW: [44.6, 54.3, 65.3, 78, 92, 107, 125, 143, 162, 181, 196], band: [-0.04, 0.04] },
];

/** The valve's conditions at Te (°C): condensing Tc (°C), the liquid subcooled by `subcooling` K, minus a distributor drop. */
function at(Te: number, Tc: number, subcooling = 4, distributor = 0) {
  const pk = saturation(REFRIGERANT, { T: K + Tc }).p_dew;
  const liquidTemperature = saturation(REFRIGERANT, { p: pk }).T_bubble - subcooling;
  return { Te: K + Te, liquidTemperature, dp: pk - saturation(REFRIGERANT, { T: K + Te }).p_dew - distributor };
}

/** The capacity at `to` of a valve rated `capacity` at `from`. */
const carried = (capacity: number, from: ThermostaticConditions, to: ThermostaticConditions) =>
  thermostaticValveCapacity({ refrigerant: REFRIGERANT, rated: { capacity, ...from }, ...to });

describe('Danfoss TE5–TE55, R404A/R507 at Tc 45 °C: capacity along Te from the 0 °C figure', () => {
  const cells = ROWS.flatMap((row) => TE.map((Te, i) => ({ orifice: row.orifice, Te, expected: row.kW[i]!, rated: row.kW[TE.indexOf(0)]!, band: row.band })));
  it.each(cells)('$orifice: $expected kW at $Te °C', (cell) => {
    const kW = carried(cell.rated, at(0, 45), at(cell.Te, 45));
    const deviation = kW / cell.expected - 1;
    expect(deviation, JSON.stringify({ ...cell, kW })).toBeGreaterThanOrEqual(cell.band[0]);
    expect(deviation, JSON.stringify({ ...cell, kW })).toBeLessThanOrEqual(cell.band[1]);
  });

  it('falls 2.6 to 3.6 times from 0 to −40 °C, as the rows do (2.6 for TE5, 3.6 for TE55)', () => {
    const fall = carried(1, at(0, 45), at(-40, 45));
    expect(1 / fall).toBeGreaterThan(2.6);
    expect(1 / fall).toBeLessThan(3.7);
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
  // Kv from the 0 °C figure, 162 kW.
  const Kv = 162 / (size(0, 1, 1).values.capacity! / 1000);

  it.each([[-40, 44.6], [-20, 92], [10, 196]])('its capacity at %i °C is the published %f kW within 4 %%', (Te, kW) => {
    expect(Math.abs(size(Te, Kv, 1).values.capacity! / 1000 / kW - 1)).toBeLessThanOrEqual(0.04);
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
