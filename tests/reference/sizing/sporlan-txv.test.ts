// The TxvOld model against Sporlan's published TEV ratings for R-507.
//
// Source: Sporlan (Parker Hannifin) Bulletin 10-10, "Thermostatic Expansion Valves with Selective Thermostatic
// Charges", page 7, "Thermostatic expansion valve capacities for refrigerants 402A, 507 — tons of refrigeration",
// as transcribed at https://manualshelf.com/manual/sporlan/112885/brochure-english/page-9.html (that page does
// not show the edition date).
//
// What the page states, and how the rows read it:
// - Ratings are for 100 °F liquid entering the TEV and, by the correction factor 1.00 of the pressure-drop table,
//   a drop across the TEV of 100 psi at +40 °F evaporator, 125 psi at +20 and 0 °F, 150 psi at −10 and −20 °F and
//   175 psi at −40 °F. "TEV Capacity = TEV Rating × CF liquid temperature × CF pressure drop."
// - The liquid-temperature factors "include corrections for liquid refrigerant density and net refrigerating
//   effect and are based on an evaporator temperature of 0 °F".
// - The page states no superheat; the rows take the refrigerating effect to saturated vapour (DTSH1 0 K).
// The page prints no orifice size or Kv, so a valve's Kv is fitted to its +40 °F rating (the rating point) and
// every other row is a prediction of the model at the published conditions. Printed figures carry half a unit
// of their last digit (±0.005): the tolerances below are that print rounding plus the model's own error.
import { describe, expect, it } from 'vitest';
import { calculateSizes, saturation, type TxvRating } from '../../../src/engine';

const REFRIGERANT = 'R507A';
/** °F to K. */
const fahrenheit = (t: number) => (t - 32) / 1.8 + 273.15;
/** Pa per psi (avoirdupois pound-force per square inch). */
const PSI = 6894.757293168;
/** W per ton of refrigeration (12 000 Btu/h, IT Btu). */
const TON = 3516.8528420667;

/** Published conditions: evaporating (dew) temperature, drop across the TEV, liquid temperature at its inlet. */
interface TevConditions {
  evaporatorF: number;
  dropPsi: number;
  liquidF: number;
}

/**
 * The TxvOld model's capacity (tons) at published conditions for a valve of Kv (m³/h). The condensing pressure is
 * the higher of pe + drop and the liquid's bubble pressure; the liquid is subcooled down to the stated temperature
 * and Dp1 takes up any pressure beyond the stated drop, so the valve sees exactly that drop and that liquid.
 */
function tevCapacity(c: TevConditions, Kv: number): number {
  const Te = fahrenheit(c.evaporatorF);
  const liquid = fahrenheit(c.liquidF);
  const drop = c.dropPsi * PSI;
  const pe = saturation(REFRIGERANT, { T: Te }).p_dew;
  const atPk = saturation(REFRIGERANT, { p: Math.max(pe + drop, saturation(REFRIGERANT, { T: liquid }).p_bubble) });
  const pk = saturation(REFRIGERANT, { T: atPk.T_dew }).p_dew;
  const rating: TxvRating = { refrigerants: [REFRIGERANT], approvals: [], maxWorkingPressure: 40e5, Kv, equalizer: 'external', evaporatingMin: fahrenheit(-60), evaporatingMax: fahrenheit(60) };
  const [size] = calculateSizes('TxvOld', {
    refrigerant: REFRIGERANT,
    conditions: { Te, Tk: atPk.T_dew, DTSC1: Math.max(0, atPk.T_bubble - liquid), DTSH1: 0, Dp1: Math.max(0, pk - pe - drop), Capicity: TON },
    sizes: [{ key: 'tev', rating }],
  });
  expect(size!.values.availableDrop! / drop, 'the valve sees the published drop').toBeCloseTo(1, 9);
  return size!.values.capacity! / TON;
}

/** The rating point of the correction-factor tables: +40 °F evaporator, 100 psi, 100 °F liquid. */
const RATING_POINT: TevConditions = { evaporatorF: 40, dropPsi: 100, liquidF: 100 };

interface FactorRow {
  inputs: { at: TevConditions; relativeTo: TevConditions };
  /** Correction factor, capacity at `at` over capacity at `relativeTo`. */
  expected: number;
  /** Relative. */
  tolerance: number;
}

function checkFactors(rows: FactorRow[]) {
  it.each(rows)('$inputs.at.evaporatorF °F, $inputs.at.dropPsi psi, liquid $inputs.at.liquidF °F: $expected', (row) => {
    const factor = tevCapacity(row.inputs.at, 1) / tevCapacity(row.inputs.relativeTo, 1);
    expect(Math.abs(factor / row.expected - 1), JSON.stringify({ ...row, factor })).toBeLessThanOrEqual(row.tolerance);
  });
}

describe('Sporlan Bulletin 10-10 p. 7, R-507: CF liquid temperature (evaporator 0 °F)', () => {
  // The model's factor is sqrt(ρ_liquid) × refrigerating effect, both from the equation of state. It runs up to
  // 3.2 % above the printed factors for cold liquid (0–40 °F) and within 2.5 % elsewhere: 3.5 % holds every row.
  const base: TevConditions = { evaporatorF: 0, dropPsi: 125, liquidF: 100 };
  const row = (liquidF: number, expected: number): FactorRow => ({ inputs: { at: { ...base, liquidF }, relativeTo: base }, expected, tolerance: 0.035 });
  checkFactors([
    row(0, 1.99),
    row(10, 1.89),
    row(20, 1.79),
    row(30, 1.69),
    row(40, 1.59),
    row(50, 1.5),
    row(60, 1.4),
    row(70, 1.3),
    row(80, 1.2),
    row(90, 1.1),
    row(110, 0.89),
    row(120, 0.78),
    row(130, 0.66),
    row(140, 0.51),
  ]);
});

describe('Sporlan Bulletin 10-10 p. 7, R-507: CF pressure drop', () => {
  // A TEV port passes liquid as an orifice: the printed factors are sqrt(Δp / Δp_rated) to 0.01 (±0.005 is 1.2 %
  // of the smallest, 0.41). The model adds what the print leaves out: a larger drop at the same liquid temperature
  // needs a higher condensing pressure, and the liquid compressed to it is denser, +1.5 % capacity at 275 psi.
  const row = (evaporatorF: number, ratedPsi: number, dropPsi: number, expected: number): FactorRow => ({
    inputs: { at: { evaporatorF, dropPsi, liquidF: 100 }, relativeTo: { evaporatorF, dropPsi: ratedPsi, liquidF: 100 } },
    expected,
    tolerance: 0.02,
  });
  checkFactors([
    row(40, 100, 30, 0.55),
    row(40, 100, 50, 0.71),
    row(40, 100, 75, 0.87),
    row(40, 100, 125, 1.12),
    row(40, 100, 150, 1.22),
    row(40, 100, 175, 1.32),
    row(40, 100, 200, 1.41),
    row(40, 100, 225, 1.5),
    row(40, 100, 250, 1.58),
    row(40, 100, 275, 1.66),
    row(-40, 175, 30, 0.41),
    row(-40, 175, 100, 0.76),
    row(-40, 175, 275, 1.25),
  ]);
});

describe('Sporlan Bulletin 10-10 p. 7, R-507: TEV ratings by evaporator temperature (types F, EF, G, EG)', () => {
  interface RatingRow {
    inputs: { nominal: string; ratedTons: number; at: TevConditions };
    /** tons */
    expected: number;
    /** Relative. */
    tolerance: number;
  }
  // Columns +40/+20/0 °F are the PC charge, −10/−20/−40 °F the PZ charge. Tolerance: the print rounding of the
  // expected figure and of the +40 °F figure the Kv is fitted to, plus 1 % for the model.
  const DROP_PSI: Record<number, number> = { 40: 100, 20: 125, 0: 125, [-10]: 150, [-20]: 150, [-40]: 175 };
  const row = (nominal: string, ratedTons: number, evaporatorF: number, expected: number): RatingRow => ({
    inputs: { nominal, ratedTons, at: { evaporatorF, dropPsi: DROP_PSI[evaporatorF]!, liquidF: 100 } },
    expected,
    tolerance: 0.005 / expected + 0.005 / ratedTons + 0.01,
  });
  const predicted = (r: RatingRow) => {
    const Kv = r.inputs.ratedTons / tevCapacity(RATING_POINT, 1);
    return tevCapacity(r.inputs.at, Kv);
  };
  const deviation = (r: RatingRow) => Math.abs(predicted(r) / r.expected - 1);

  it.each([
    row('1/8', 0.14, 20, 0.15),
    row('1/8', 0.14, 0, 0.14),
    row('1/8', 0.14, -10, 0.15),
    row('1/6', 0.22, 20, 0.24),
    row('1/6', 0.22, 0, 0.22),
    row('1/6', 0.22, -10, 0.24),
    row('1/4', 0.29, 20, 0.3),
    row('1/4', 0.29, 0, 0.29),
    row('1/4', 0.29, -10, 0.3),
  ])('$inputs.nominal ton at $inputs.at.evaporatorF °F: $expected tons', (r) => {
    expect(deviation(r), JSON.stringify({ ...r, predicted: predicted(r) })).toBeLessThanOrEqual(r.tolerance);
  });

  // Known deviation, issue #15: the model keeps the orifice open as at the rating point, while Sporlan's ratings
  // fall at −20 and −40 °F (the thermostatic charge opens the valve less there); it overstates these by 10–35 %.
  // Fixing the model turns these rows red: then move them into the table above.
  it.fails.each([
    row('1/8', 0.14, -20, 0.13),
    row('1/8', 0.14, -40, 0.11),
    row('1/6', 0.22, -20, 0.2),
    row('1/6', 0.22, -40, 0.17),
    row('1/4', 0.29, -20, 0.26),
    row('1/4', 0.29, -40, 0.22),
  ])('issue #15: $inputs.nominal ton at $inputs.at.evaporatorF °F: $expected tons', (r) => {
    expect(deviation(r), JSON.stringify({ ...r, predicted: predicted(r) })).toBeLessThanOrEqual(r.tolerance);
  });
});
