// Thermostatic expansion valves against Sporlan's published TEV ratings (Bulletin 10-10: R-507 on page 7, R-22 on
// page 4; the figures and their sources are in ./sporlan-10-10.ts).
// - The correction-factor tables (drop, liquid temperature) check the port and the refrigerating effect.
// - The ratings check the element. Each column set is another charge (R-507: PC for +40…0 °F, PZ for −10…−40 °F;
//   VC and VZ), so a rating carries only within its charge: from +40 °F to +20 and 0 °F, and from −10 °F to
//   −20 and −40 °F. Sporlan's selective charges are cross charges designed for their range, the C charge rated
//   nearly flat over it; the model's charge (physics/thermostatic, fitted on Danfoss's R404A rows only) falls more.
//   This is a maker and, for R-22, a refrigerant the model was not fitted on. Measured deviations of
//   thermostaticValveCapacity (issue 36), model ÷ published − 1:
//     R-22  VC (from +40 °F): −18…−19 % at +20 °F, −26…−27 % at 0 °F;  VZ (from −10 °F): −1.6…−3 % at −20 °F,
//           +3.6…+6.7 % at −40 °F.
//     R-507 PC (from +40 °F): −16…−20 % at +20 °F, −34 % at 0 °F;      PZ (from −10 °F): −1.6…+2.3 % at −20 °F,
//           −8…−11 % at −40 °F.
//   Before (issue 23, the refrigerant's own dew curve as the charge): R-22 VC −21…−25 % / −37…−38 %, VZ −6…−8 % /
//   −9…−12 %; R-507 PC −21…−26 % / −43 %, PZ −2…−6 % / −20…−23 %. Carried upwards (from 0 °F to +40 °F, from
//   −40 °F to −10 °F; ./thermostatic-calibration.ts) the model is up to 52 % above the C charge's flat ratings:
//   the stated uncertainty, 1.5 % per K above a rating, is what the grading takes off (the last test below).
import { describe, expect, it } from 'vitest';
import { calculateSizes, saturation, thermostaticValveCapacity, type TxvRating } from '../../../src/engine';
import { thermostaticUncertainty } from '../../../src/engine/sizing/physics/thermostatic';
import { DROP_FACTORS, LIQUID_FACTORS, R22_RATINGS_TONS, RATED_DROP_PSI, RATINGS_TONS, REFRIGERANT } from './sporlan-10-10';

/** °F to K. */
const fahrenheit = (t: number) => (t - 32) / 1.8 + 273.15;
/** Pa per psi (avoirdupois pound-force per square inch). */
const PSI = 6894.757293168;
/** W per ton of refrigeration (12 000 Btu/h, IT Btu). */
const TON = 3516.8528420667;

interface Conditions {
  evaporatorF: number;
  dropPsi: number;
  liquidF: number;
}

const si = (c: Conditions) => ({ Te: fahrenheit(c.evaporatorF), liquidTemperature: fahrenheit(c.liquidF), dp: c.dropPsi * PSI });
const ratedAt = (evaporatorF: number): Conditions => ({ evaporatorF, dropPsi: RATED_DROP_PSI[evaporatorF]!, liquidF: 100 });

/** thermostaticValveCapacity in tons of a valve of `ratedTons` at `rated`, at `at`. */
function capacityTons(refrigerant: string, ratedTons: number, rated: Conditions, at: Conditions): number {
  return thermostaticValveCapacity({ refrigerant, rated: { capacity: ratedTons * TON, ...si(rated) }, ...si(at) }) / TON;
}

/** Within a charge: the rating column and the columns it carries to, with the measured band of deviations. */
const CHARGES = [
  { refrigerant: 'R22', charge: 'VC', from: 40, to: 20, band: [-0.2, -0.17] },
  { refrigerant: 'R22', charge: 'VC', from: 40, to: 0, band: [-0.28, -0.25] },
  { refrigerant: 'R22', charge: 'VZ', from: -10, to: -20, band: [-0.04, -0.01] },
  { refrigerant: 'R22', charge: 'VZ', from: -10, to: -40, band: [0.03, 0.075] },
  { refrigerant: REFRIGERANT, charge: 'PC', from: 40, to: 20, band: [-0.21, -0.15] },
  { refrigerant: REFRIGERANT, charge: 'PC', from: 40, to: 0, band: [-0.35, -0.33] },
  { refrigerant: REFRIGERANT, charge: 'PZ', from: -10, to: -20, band: [-0.02, 0.03] },
  { refrigerant: REFRIGERANT, charge: 'PZ', from: -10, to: -40, band: [-0.12, -0.07] },
] as const;

const ratingRows = CHARGES.flatMap((c) =>
  (c.refrigerant === 'R22' ? R22_RATINGS_TONS : RATINGS_TONS).map((v) => ({ ...c, nominal: v.nominal, ratedTons: v.tons[c.from]!, expected: v.tons[c.to]! })),
);

describe('Sporlan Bulletin 10-10: thermostaticValveCapacity within one charge', () => {
  it.each(ratingRows)('$refrigerant $charge $nominal ton rated at $from °F: $expected tons at $to °F', (row) => {
    const tons = capacityTons(row.refrigerant, row.ratedTons, ratedAt(row.from), ratedAt(row.to));
    const deviation = tons / row.expected - 1;
    expect(deviation, JSON.stringify({ ...row, tons })).toBeGreaterThanOrEqual(row.band[0]);
    expect(deviation, JSON.stringify({ ...row, tons })).toBeLessThanOrEqual(row.band[1]);
  });
});

describe('Sporlan Bulletin 10-10: never graded on more than 5 % above a rating', () => {
  // Every figure carried from every other of its charge (both ways), less the model's stated uncertainty.
  const pairs = [
    ...RATINGS_TONS.map((v) => ({ refrigerant: REFRIGERANT as string, v })),
    ...R22_RATINGS_TONS.map((v) => ({ refrigerant: 'R22', v })),
  ].flatMap(({ refrigerant, v }) =>
    Object.keys(v.tons).flatMap((from) =>
      Object.keys(v.tons)
        .filter((to) => to !== from && Number(to) >= 0 === Number(from) >= 0)
        .map((to) => ({ refrigerant, nominal: v.nominal, from: Number(from), to: Number(to), ratedTons: v.tons[Number(from)]!, expected: v.tons[Number(to)]! })),
    ),
  );
  it.each(pairs)('$refrigerant $nominal ton from $from °F to $to °F', (p) => {
    const tons = capacityTons(p.refrigerant, p.ratedTons, ratedAt(p.from), ratedAt(p.to));
    const graded = tons * (1 - thermostaticUncertainty(fahrenheit(p.to), fahrenheit(p.from)));
    expect(graded / p.expected - 1, JSON.stringify({ ...p, tons, graded })).toBeLessThanOrEqual(0.05);
  });
});

describe('Sporlan Bulletin 10-10 p. 7, R-507: correction factors', () => {
  it.each(Object.entries(LIQUID_FACTORS).map(([liquidF, factor]) => ({ liquidF: Number(liquidF), factor })))(
    'CF liquid temperature at 0 °F evaporator: $factor at $liquidF °F',
    ({ liquidF, factor }) => {
      const base = ratedAt(0);
      const ratio = capacityTons(REFRIGERANT, 1, base, { ...base, liquidF });
      // The method's factor runs up to 3.2 % above the printed ones for cold liquid, within 2.5 % elsewhere.
      expect(Math.abs(ratio / factor - 1), JSON.stringify({ liquidF, factor, ratio })).toBeLessThanOrEqual(0.035);
    },
  );

  const dropRows = Object.entries(DROP_FACTORS).flatMap(([evaporatorF, byDrop]) =>
    Object.entries(byDrop).map(([dropPsi, factor]) => ({ evaporatorF: Number(evaporatorF), dropPsi: Number(dropPsi), factor })),
  );
  it.each(dropRows)('CF pressure drop at $evaporatorF °F: $factor at $dropPsi psi', ({ evaporatorF, dropPsi, factor }) => {
    const base = ratedAt(evaporatorF);
    const ratio = capacityTons(REFRIGERANT, 1, base, { ...base, dropPsi });
    // printed to 0.01: ±0.005 is 1.2 % of the smallest factor (0.41)
    expect(Math.abs(ratio / factor - 1), JSON.stringify({ evaporatorF, dropPsi, factor, ratio })).toBeLessThanOrEqual(0.0125);
  });
});

/**
 * The TxvOld grading's capacity (tons) at published conditions for a valve of Kv (m³/h). The condensing pressure is
 * the higher of pe + drop and the liquid's bubble pressure; the liquid is subcooled down to the stated temperature
 * and Dp1 takes up any pressure beyond the stated drop, so the valve sees exactly that drop (and its inlet, at pe +
 * drop, stays at or above the liquid's bubble pressure: no flash gas); the page rates without a distributor (Dp2 0).
 * The page states no superheat: the refrigerating effect ends at saturated vapour (DTSH1 0 K).
 */
function graded(c: Conditions, Kv: number, dutyTons = 1) {
  const { Te, liquidTemperature, dp } = si(c);
  const pe = saturation(REFRIGERANT, { T: Te }).p_dew;
  const atPk = saturation(REFRIGERANT, { p: Math.max(pe + dp, saturation(REFRIGERANT, { T: liquidTemperature }).p_bubble) });
  const pk = saturation(REFRIGERANT, { T: atPk.T_dew }).p_dew;
  const rating: TxvRating = { refrigerants: [REFRIGERANT], approvals: [], maxWorkingPressure: 40e5, Kv, equalizer: 'external', evaporatingMin: fahrenheit(-60), evaporatingMax: fahrenheit(60) };
  const [size] = calculateSizes('TxvOld', {
    refrigerant: REFRIGERANT,
    conditions: { evaporatingTemperature: Te, condensingTemperature: atPk.T_dew, subcooling: Math.max(0, atPk.T_bubble - liquidTemperature), superheat: 0, upstreamDrop: Math.max(0, pk - pe - dp), downstreamDrop: 0, capacity: dutyTons * TON },
    sizes: [{ key: 'tev', rating }],
  });
  expect(size!.values.availableDrop! / dp, 'the valve sees the published drop').toBeCloseTo(1, 9);
  return size!;
}

const gradedTons = (c: Conditions, Kv: number) => graded(c, Kv).values.capacity! / TON;

describe('Sporlan Bulletin 10-10 p. 7, R-507: the TxvOld grading', () => {
  it('grades the 1/4 ton valve Optimal for 0.25 tons at +40 °F and too small at −40 °F, where Sporlan rates it 0.22', () => {
    const Kv = 0.29 / gradedTons(ratedAt(40), 1);
    expect(graded(ratedAt(40), Kv, 0.25).grade).toBe('Optimal');
    const cold = graded(ratedAt(-40), Kv, 0.25);
    expect(cold.grade).toBe('Prohibited');
    expect(cold.reasons.map((r) => r.code)).toContain('capacity_exceeded');
  });
});
