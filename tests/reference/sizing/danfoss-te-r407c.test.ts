// Thermostatic expansion valves against tables the model was NOT calibrated on: Danfoss TE5–TE55 for R407C at
// condensing 25 and 35 °C (./danfoss-te-r407c.ts). The charge's constants (CHARGE_FIT, physics/thermostatic.ts) were
// fitted on the R404A/R507 rows at Tc 45 °C only; this is another refrigerant (a zeotropic blend) and two other
// condensing temperatures. Each row is carried from each of its figures to every other, −40…+10 °C, as in
// ./danfoss-te.test.ts.
//
// What the held-out rows say (issue 36): the port and the refrigerating effect carry across refrigerants — the Kv
// each row implies at 0 °C is the R404A row's within 2…14 % (TE5 within 3 %), and the opening the rows imply at −40 °C
// relative to 0 °C is the same for TE5 in both refrigerants and at both Tc (0.41…0.43: the charge, not the
// refrigerant, sets it, and the drop across the port does not). The larger bodies differ between refrigerants
// (TE55: 0.31 in R404A, 0.36 in R407C), which no constant fitted on R404A alone can follow. Measured deviations,
// model ÷ published − 1: TE5 −7.3…+7.9 %, TE12 −17.4…+16.2 %, TE20 −13.8…+20.7 %, TE55 −14.0…+19.0 %; within 10 K
// of the rating −8.1…+9.0 %. Less the model's stated uncertainty (what TxvOld grades on) it is never above a
// published figure (at worst 3.6 % below).
import { describe, expect, it } from 'vitest';
import { saturation, thermostaticValveCapacity } from '../../../src/engine';
import { thermostaticUncertainty } from '../../../src/engine/sizing/physics/thermostatic';
import { REFRIGERANT, ROWS, SUBCOOLING, TE } from './danfoss-te-r407c';

const K = 273.15;

/** The measured band of the model's deviation per body on these held-out rows, from any rating point of the row. */
const BANDS: Readonly<Record<string, readonly [number, number]>> = {
  TE5: [-0.08, 0.085],
  TE12: [-0.18, 0.17],
  TE20: [-0.145, 0.215],
  TE55: [-0.145, 0.195],
};

/** The valve's conditions at Te (°C): condensing (dew) Tc (°C), the liquid subcooled by SUBCOOLING below its bubble point. */
function at(Te: number, Tc: number) {
  const pk = saturation(REFRIGERANT, { T: K + Tc }).p_dew;
  const liquidTemperature = saturation(REFRIGERANT, { p: pk }).T_bubble - SUBCOOLING;
  return { Te: K + Te, liquidTemperature, dp: pk - saturation(REFRIGERANT, { T: K + Te }).p_dew };
}

const cells = ROWS.flatMap((row) =>
  TE.flatMap((ratedTe, r) =>
    TE.flatMap((Te, i) => {
      if (i === r) return [];
      const model = thermostaticValveCapacity({ refrigerant: REFRIGERANT, rated: { capacity: row.kW[r]! * 1000, ...at(ratedTe, row.Tc) }, ...at(Te, row.Tc) }) / 1000;
      return [{ Tc: row.Tc, orifice: row.orifice, ratedTe, Te, expected: row.kW[i]!, model, deviation: model / row.kW[i]! - 1 }];
    }),
  ),
);

describe('Danfoss TE5–TE55, R407C at Tc 25 and 35 °C (held out): capacity along Te from any one figure of the row', () => {
  it.each(ROWS)('Tc $Tc °C, $orifice: within its body\'s band from every rating point', (row) => {
    const band = BANDS[row.orifice.split(' ')[0]!]!;
    for (const cell of cells.filter((c) => c.Tc === row.Tc && c.orifice === row.orifice)) {
      expect(cell.deviation, JSON.stringify(cell)).toBeGreaterThanOrEqual(band[0]);
      expect(cell.deviation, JSON.stringify(cell)).toBeLessThanOrEqual(band[1]);
    }
  });

  it('within 10 % of every published figure up to 10 K from the rating', () => {
    const near = cells.filter((c) => Math.abs(c.Te - c.ratedTe) <= 10);
    expect(near.length).toBe(ROWS.length * 10);
    for (const cell of near) expect(Math.abs(cell.deviation), JSON.stringify(cell)).toBeLessThanOrEqual(0.1);
  });

  it('never grades on more than 5 % above a published figure: the model less its stated uncertainty', () => {
    const graded = cells.map((c) => ({ ...c, graded: (c.model * (1 - thermostaticUncertainty(K + c.Te, K + c.ratedTe))) / c.expected - 1 }));
    const worst = graded.reduce((a, b) => (b.graded > a.graded ? b : a));
    expect(worst.graded, JSON.stringify(worst)).toBeLessThanOrEqual(0.05);
  });

});
