// Thermostatic expansion valves against Sporlan's published TEV ratings for R-507 (Bulletin 10-10, page 7; the
// figures and their source are in ./sporlan-10-10.ts). Two checks of the same published rows:
// - thermostaticValveCapacity (the makers' rating method) for a valve rated at the +40 °F column, at every other
//   column from +20 °F down to −40 °F, and the correction-factor tables;
// - the TxvOld grading, whose Kv is fitted to the +40 °F figure and whose capacity at the other columns must then
//   be the published one.
// Issue 15 asks for +40 °F to −40 °F within 10 %. Measured: largest deviation 5.0 % (1/4 ton at −20 °F); the
// former orifice-only model overstated −20 °F by up to 14 % and −40 °F by up to 35 %.
import { describe, expect, it } from 'vitest';
import { calculateSizes, saturation, thermostaticValveCapacity, type TxvRating } from '../../../src/engine';
import { DROP_FACTORS, LIQUID_FACTORS, RATED_DROP_PSI, RATINGS_TONS, REFRIGERANT } from './sporlan-10-10';

/** °F to K. */
const fahrenheit = (t: number) => (t - 32) / 1.8 + 273.15;
/** Pa per psi (avoirdupois pound-force per square inch). */
const PSI = 6894.757293168;
/** W per ton of refrigeration (12 000 Btu/h, IT Btu). */
const TON = 3516.8528420667;
/** Issue 15: published ratings reproduced within 10 %. */
const TOLERANCE = 0.1;

interface Conditions {
  evaporatorF: number;
  dropPsi: number;
  liquidF: number;
}

const si = (c: Conditions) => ({ Te: fahrenheit(c.evaporatorF), liquidTemperature: fahrenheit(c.liquidF), dp: c.dropPsi * PSI });
const ratedAt = (evaporatorF: number): Conditions => ({ evaporatorF, dropPsi: RATED_DROP_PSI[evaporatorF]!, liquidF: 100 });

/** thermostaticValveCapacity in tons of a valve of `ratedTons` at `rated`, at `at`. */
function capacityTons(ratedTons: number, rated: Conditions, at: Conditions): number {
  return thermostaticValveCapacity({ refrigerant: REFRIGERANT, rated: { capacity: ratedTons * TON, ...si(rated) }, ...si(at) }) / TON;
}

const columns = [20, 0, -10, -20, -40];
const ratingRows = RATINGS_TONS.flatMap((v) => columns.map((evaporatorF) => ({ nominal: v.nominal, ratedTons: v.tons[40]!, evaporatorF, expected: v.tons[evaporatorF]! })));

describe('Sporlan Bulletin 10-10 p. 7, R-507, types F, EF, G, EG: thermostaticValveCapacity', () => {
  it.each(ratingRows)('$nominal ton rated at +40 °F: $expected tons at $evaporatorF °F', (row) => {
    const tons = capacityTons(row.ratedTons, ratedAt(40), ratedAt(row.evaporatorF));
    expect(Math.abs(tons / row.expected - 1), JSON.stringify({ ...row, tons })).toBeLessThanOrEqual(TOLERANCE);
  });

  it.each(Object.entries(LIQUID_FACTORS).map(([liquidF, factor]) => ({ liquidF: Number(liquidF), factor })))(
    'CF liquid temperature at 0 °F evaporator: $factor at $liquidF °F',
    ({ liquidF, factor }) => {
      const base = ratedAt(0);
      const ratio = capacityTons(1, base, { ...base, liquidF });
      // The method's factor runs up to 3.2 % above the printed ones for cold liquid, within 2.5 % elsewhere.
      expect(Math.abs(ratio / factor - 1), JSON.stringify({ liquidF, factor, ratio })).toBeLessThanOrEqual(0.035);
    },
  );

  const dropRows = Object.entries(DROP_FACTORS).flatMap(([evaporatorF, byDrop]) =>
    Object.entries(byDrop).map(([dropPsi, factor]) => ({ evaporatorF: Number(evaporatorF), dropPsi: Number(dropPsi), factor })),
  );
  it.each(dropRows)('CF pressure drop at $evaporatorF °F: $factor at $dropPsi psi', ({ evaporatorF, dropPsi, factor }) => {
    const base = ratedAt(evaporatorF);
    const ratio = capacityTons(1, base, { ...base, dropPsi });
    // printed to 0.01: ±0.005 is 1.2 % of the smallest factor (0.41)
    expect(Math.abs(ratio / factor - 1), JSON.stringify({ evaporatorF, dropPsi, factor, ratio })).toBeLessThanOrEqual(0.0125);
  });
});

/**
 * The TxvOld grading's capacity (tons) at published conditions for a valve of Kv (m³/h). The condensing pressure is
 * the higher of pe + drop and the liquid's bubble pressure; the liquid is subcooled down to the stated temperature
 * and Dp1 takes up any pressure beyond the stated drop, so the valve sees exactly that drop and that liquid. The
 * page states no superheat: the refrigerating effect ends at saturated vapour (DTSH1 0 K).
 */
function graded(c: Conditions, Kv: number, dutyTons = 1) {
  const { Te, liquidTemperature, dp } = si(c);
  const pe = saturation(REFRIGERANT, { T: Te }).p_dew;
  const atPk = saturation(REFRIGERANT, { p: Math.max(pe + dp, saturation(REFRIGERANT, { T: liquidTemperature }).p_bubble) });
  const pk = saturation(REFRIGERANT, { T: atPk.T_dew }).p_dew;
  const rating: TxvRating = { refrigerants: [REFRIGERANT], approvals: [], maxWorkingPressure: 40e5, Kv, equalizer: 'external', evaporatingMin: fahrenheit(-60), evaporatingMax: fahrenheit(60) };
  const [size] = calculateSizes('TxvOld', {
    refrigerant: REFRIGERANT,
    conditions: { Te, Tk: atPk.T_dew, DTSC1: Math.max(0, atPk.T_bubble - liquidTemperature), DTSH1: 0, Dp1: Math.max(0, pk - pe - dp), Capicity: dutyTons * TON },
    sizes: [{ key: 'tev', rating }],
  });
  expect(size!.values.availableDrop! / dp, 'the valve sees the published drop').toBeCloseTo(1, 9);
  return size!;
}

const gradedTons = (c: Conditions, Kv: number) => graded(c, Kv).values.capacity! / TON;

describe('Sporlan Bulletin 10-10 p. 7, R-507: the TxvOld grading', () => {
  it.each(ratingRows)('$nominal ton, Kv fitted at +40 °F: $expected tons at $evaporatorF °F', (row) => {
    const Kv = row.ratedTons / gradedTons(ratedAt(40), 1);
    const tons = gradedTons(ratedAt(row.evaporatorF), Kv);
    expect(Math.abs(tons / row.expected - 1), JSON.stringify({ ...row, tons })).toBeLessThanOrEqual(TOLERANCE);
  });

  it('grades the 1/4 ton valve Optimal for 0.25 tons at +40 °F and too small at −40 °F, where Sporlan rates it 0.22', () => {
    const Kv = 0.29 / gradedTons(ratedAt(40), 1);
    expect(graded(ratedAt(40), Kv, 0.25).grade).toBe('Optimal');
    const cold = graded(ratedAt(-40), Kv, 0.25);
    expect(cold.grade).toBe('Prohibited');
    expect(cold.reasons.map((r) => r.code)).toContain('capacity_exceeded');
  });
});
