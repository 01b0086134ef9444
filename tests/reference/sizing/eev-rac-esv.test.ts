// Electronic expansion valves against the shape of the RAC Brasil ESV tables (./eev-rac-esv.ts), issue 23: ten
// valves × five refrigerants (R410A, R407C, R22, R134a, R404A), Tc 30…50 °C × Te −30…+10 °C.
//
// The source states neither its superheat nor which losses it takes off, so its absolute figures are not a rating
// the model can be held to: the test holds the shape, every cell as a ratio to the table's own Tc 40 / Te 0 cell
// (one Kv per table, ratedKv from that cell), along the rows (Te) and the columns (Tc). The model runs on the basis
// the tables follow: no losses taken off pk − pe, liquid at the bubble point (the source's subcooling factor is
// 1.00 up to 4 K), no superheat. Measured, |computed ratio / published ratio − 1| over the 2 092 cells held:
//   R410A median 0.13 %, largest 3.0 %; R407C 0.13 %, 4.4 % (ESV13 Tc 38 / Te −20 = 4.6, below its neighbours);
//   R22 0.09 %, 0.5 %; R134a 0.15 %, 2.5 %; R404A 0.26 %, 0.8 %.
// The basis matters by the losses only: 4 K of subcooling or 5 K of superheat move the largest deviation by under
// 2 %, while Emerson's 1.5 bar of losses puts R134a up to 15 % off (the small drops at Tc 30 / Te 10).
//
// Tolerance 5 % (issue 23). Excluded, visible errors of the source (each breaks its row or column by 7–36 %, where
// its neighbours follow the port law within 1 %): R407C Tc 35 / Te 5 of ESV13 (4.65), ESV18 (9.72), ESV20 (12.0)
// and ESV24 (17.27), which exceed their Te 0 cells; ESV18 R407C Tc 50 / Te 10 (8.78); ESV20 R407C Tc 50 / Te −20
// (19.44, neighbours 12.13 and 12.56); ESV45 R22 Tc 35 / Te 0 (57.01) and Tc 40 / Te 5 (57.53), above their Te −5
// neighbours.
//
// The stated Kv is not the refrigerant-effective one: the R134a capacity per stated Kv at Tc 40 / Te 0 runs from
// 52.6 (ESV32) to 81.4 kW per m³/h (ESV165); the test prints the effective Kv of each valve beside the stated one.
import { afterAll, describe, expect, it } from 'vitest';
import { calculateSizes, type EevRating } from '../../../src/engine';
import { ESV_TABLES, TC, TE, type EsvTable } from './eev-rac-esv';

const K = 273.15;
const KW = 1000;
const TOLERANCE = 0.05;
const REFERENCE = { row: TC.indexOf(40), column: TE.indexOf(0) };
/** The basis the tables follow (see the file comment). */
const BASIS = { lineLoss: 0, distributorLoss: 0, subcooling: 0, superheat: 0 };

/** Visible errors of the source, by valve, refrigerant, Tc and Te (see the file comment). */
const EXCLUDED = new Set([
  'ESV13 R407C 35 5',
  'ESV18 R407C 35 5',
  'ESV20 R407C 35 5',
  'ESV24 R407C 35 5',
  'ESV18 R407C 50 10',
  'ESV20 R407C 50 -20',
  'ESV45 R22 35 0',
  'ESV45 R22 40 5',
]);

function rating(t: EsvTable): EevRating {
  return {
    refrigerants: [t.refrigerant],
    approvals: [],
    maxWorkingPressure: 42e5,
    Kv: t.statedKv,
    minOpening: 0.1,
    mopd: 34e5,
    ratingBasis: BASIS,
    ratedCapacity: { refrigerant: t.refrigerant, Te: K + TE[REFERENCE.column]!, Tk: K + TC[REFERENCE.row]!, capacity: t.kW[REFERENCE.row]![REFERENCE.column]! * KW },
  };
}

const deviations = new Map<string, number[]>();
const effectiveKv = new Map<string, number>();

afterAll(() => {
  const lines = ['RAC Brasil ESV, |computed / published − 1| of the ratios to Tc 40 / Te 0:'];
  for (const [refrigerant, d] of deviations) {
    const sorted = d.map(Math.abs).sort((a, b) => a - b);
    lines.push(`  ${refrigerant}: ${sorted.length} cells, median ${(sorted[sorted.length >> 1]! * 100).toFixed(2)} %, largest ${(sorted.at(-1)! * 100).toFixed(1)} %`);
  }
  lines.push('  effective Kv from R134a Tc 40 / Te 0 (stated Kv): ' + ESV_TABLES.filter((t) => t.refrigerant === 'R134a').map((t) => `${t.valve} ${effectiveKv.get(t.valve)!.toFixed(3)} (${t.statedKv})`).join(', '));
  console.log(lines.join('\n'));
});

describe('RAC Brasil ESV tables: the shape along rows and columns from one Kv per table', () => {
  it.each(ESV_TABLES.map((t) => ({ t, name: `${t.valve} ${t.refrigerant}` })))('$name', ({ t }) => {
    const sizes = [{ key: t.valve, rating: rating(t) }];
    TC.forEach((Tc, i) =>
      TE.forEach((Te, j) => {
        const [row] = calculateSizes('Eev', {
          refrigerant: t.refrigerant,
          conditions: { evaporatingTemperature: K + Te, condensingTemperature: K + Tc, superheat: BASIS.superheat, subcooling: BASIS.subcooling, upstreamDrop: BASIS.lineLoss, downstreamDrop: BASIS.distributorLoss, capacity: KW },
          sizes,
        });
        if (t.refrigerant === 'R134a' && i === REFERENCE.row && j === REFERENCE.column) effectiveKv.set(t.valve, row!.values.kv!);
        if (EXCLUDED.has(`${t.valve} ${t.refrigerant} ${Tc} ${Te}`)) return;
        const published = t.kW[i]![j]! / t.kW[REFERENCE.row]![REFERENCE.column]!;
        const computed = row!.values.capacity! / (t.kW[REFERENCE.row]![REFERENCE.column]! * KW);
        const deviation = computed / published - 1;
        deviations.set(t.refrigerant, [...(deviations.get(t.refrigerant) ?? []), deviation]);
        expect(Math.abs(deviation), JSON.stringify({ valve: t.valve, refrigerant: t.refrigerant, Tc, Te, published, computed })).toBeLessThanOrEqual(TOLERANCE);
      }),
    );
  });
});
