// Electronic expansion valves against the Emerson EX4–EX8 R134a capacity table (./eev-emerson-ex.ts), issue 23.
//
// Method held: one refrigerant-effective Kv per valve, derived from ONE cell of its table, the nominal one (Tc 40 °C /
// Te 5 °C, the cell nearest Emerson's nominal point +38 °C / +4 °C), on the table's basis; every other cell then
// comes from the Eev model (calculateSizes) at that cell's Tc and Te. No constant per cell, row or valve besides
// that one Kv.
//
// The table's basis, as the table itself shows it:
//  - losses: 1.5 bar of liquid-line and distributor losses off pk − pe. The maker leaves a cell blank exactly where
//    pk − pe is below 1.5 bar (Tc 20 / Te 10 has 1.57 bar and is printed, Tc 15 / Te 5 has 1.52 bar and is blank…
//    Tc 10 / Te 0 has 1.22 bar and is blank), and with 1.5 bar the port law holds every row; with 1.4 bar the
//    small-drop cells come out up to +59 % high, with 1.6 bar they vanish;
//  - the inlet: vapour-free liquid at the stated subcooling (0 K). Taken as a loss before the valve, the 1.5 bar
//    would flash that saturated liquid and the capacity would fall 18–61 % below the table (checked below), so the
//    maker's loss is one that does not reach the inlet: in the model's fields, Dp1 = 0 and Dp2 = 1.5 bar;
//  - no choking: along a row the table follows sqrt(ρ' · Δp) from 0.07 to 16 bar of drop. Measured for this issue
//    on the same cells (one Kv from the nominal cell): a homogeneous-equilibrium critical flux (isentropic, the
//    flux's maximum) is −30 … +214 % off; a critical pressure ratio of 0.5, 0.6, 0.7 (Henry–Fauske for saturated
//    liquid) −29 … +5, +18, +36 %. Held below on EX8's rows as ratios to their Te 5 cell: port law within +0.6 %,
//    HEM −41 … +104 % (Tc 25), −32 … +43 % (Tc 30), −21 … +17 % (Tc 40); at Tc 60 the two differ by only −10 … +6 %.
//
// Tolerance: 5 % (issue 23) plus the printing of the figures to 1 kW, half a unit of the cell and of the nominal
// cell the Kv comes from (EX4's 2…13 kW figures carry up to 25 %). Every printed cell is held: the drops of the
// printed cells reach down to 0.07 bar across the valve, and the table states no minimum differential below which
// it would not hold.
// Excluded: EX8 Tc 20 / Te −35 = 5366, a transcription error (neighbours 535 and 533; clearly 536): a reference
// must not carry a typing slip.
//
// Measured deviation, computed / published − 1 (printed by the test as its summary):
//   EX4 −18.9 … +4.2 % (beyond 5 % only in cells of 2–11 kW, all within their printing), EX5 −2.5 … +3.6 %,
//   EX6 −1.7 … +2.0 %, EX7 −1.5 … +1.4 %, EX8 −0.7 … +1.4 %;
//   by drop across the valve (pk − pe − 1.5 bar), EX5–EX8: up to 1 bar −2.5 … +3.6 %, 1–3 bar −1.9 … +3.0 %,
//   3–6 bar −0.9 … +2.1 %, 6–10 bar −0.3 … +2.7 %, above 10 bar 0.0 … +3.0 %; EX4 (figures of 2–13 kW): up to
//   1 bar −18.9 … +4.2 %, 1–3 bar −9.1 … +2.8 %, then −7.9 … +0.9 %, the 11 kW nominal cell it is scaled from
//   carrying ±4.5 % of printing.
import { afterAll, describe, expect, it } from 'vitest';
import { calculateSizes, saturation, state, type EevRating, type SizeInput } from '../../../src/engine';
import { CAPACITY_KW, REFRIGERANT, SUBCOOLING, SUPERHEAT, TC, TE } from './eev-emerson-ex';

const K = 273.15;
const BAR = 1e5;
const KW = 1000;
const TOLERANCE = 0.05;
/** Emerson's liquid-line and distributor losses (see the file comment). */
const LOSSES = 1.5 * BAR;
const NOMINAL = { Tc: 40, Te: 5 } as const;
const VALVES = Object.keys(CAPACITY_KW);
/** A catalogue Kv the model must not size with when the size carries a rated cell. */
const CATALOGUE_KV = 1;

const published = (valve: string, Tc: number, Te: number): number | null =>
  CAPACITY_KW[valve]![TC.indexOf(Tc as (typeof TC)[number])]![TE.indexOf(Te as (typeof TE)[number])]!;

function rating(valve: string): EevRating {
  return {
    refrigerants: [REFRIGERANT],
    approvals: [],
    maxWorkingPressure: 60 * BAR,
    Kv: CATALOGUE_KV,
    minOpening: 0.1,
    mopd: 35 * BAR,
    // Emerson states the losses as one figure; the split is ours (it does not change the derived Kv).
    ratingBasis: { lineLoss: 0.5 * BAR, distributorLoss: 1 * BAR, subcooling: SUBCOOLING, superheat: SUPERHEAT },
    ratedCapacity: { refrigerant: REFRIGERANT, Te: K + NOMINAL.Te, Tk: K + NOMINAL.Tc, capacity: published(valve, NOMINAL.Tc, NOMINAL.Te)! * KW },
  };
}
const sizes: SizeInput<'Eev', string>[] = VALVES.map((key) => ({ key, rating: rating(key) }));

/** Capacity in kW of every valve fully open at Tc / Te (°C), with the losses placed as Dp1 before and Dp2 after. */
function computed(Tc: number, Te: number, Dp1 = 0, Dp2 = LOSSES): Map<string, { kW: number; kv?: number }> {
  const conditions = { evaporatingTemperature: K + Te, condensingTemperature: K + Tc, superheat: SUPERHEAT, subcooling: SUBCOOLING, upstreamDrop: Dp1, downstreamDrop: Dp2, capacity: 1 * KW };
  const rows = calculateSizes('Eev', { refrigerant: REFRIGERANT, conditions, sizes });
  return new Map(rows.map((r) => [r.key, { kW: (r.values.capacity ?? 0) / KW, kv: r.values.kv }]));
}

/** Drop left across the valve, bar. */
const valveDrop = (Tc: number, Te: number) =>
  (saturation(REFRIGERANT, { T: K + Tc }).p_dew - saturation(REFRIGERANT, { T: K + Te }).p_dew - LOSSES) / BAR;

interface Cell {
  valve: string;
  Tc: number;
  Te: number;
  kW: number;
}
const cells: Cell[] = VALVES.flatMap((valve) =>
  TC.flatMap((Tc) =>
    TE.flatMap((Te) => {
      const kW = published(valve, Tc, Te);
      if (kW === null) return [];
      if (valve === 'EX8' && Tc === 20 && Te === -35) return []; // 5366: transcription error, see the file comment
      return [{ valve, Tc, Te, kW }];
    }),
  ),
);

// ---------------------------------------------------------------------------------------------------------------
// The summary: deviation per valve and per band of drop across the valve

const BANDS = [
  [0, 1],
  [1, 3],
  [3, 6],
  [6, 10],
  [10, Infinity],
] as const;
const found: { valve: string; drop: number; deviation: number }[] = [];
const range = (d: number[]) => (d.length === 0 ? '—' : `${(Math.min(...d) * 100).toFixed(1)} … ${(Math.max(...d) * 100).toFixed(1)} %`);

afterAll(() => {
  const lines = ['Emerson EX4–EX8 R134a, computed / published − 1 (one Kv per valve from Tc 40 / Te 5):'];
  for (const valve of VALVES) lines.push(`  ${valve}: ${range(found.filter((f) => f.valve === valve).map((f) => f.deviation))}`);
  for (const [low, high] of BANDS) {
    const inBand = found.filter((f) => f.drop > low && f.drop <= high);
    lines.push(`  drop ${low}–${high === Infinity ? '' : high} bar: EX4 ${range(inBand.filter((f) => f.valve === 'EX4').map((f) => f.deviation))}; EX5–EX8 ${range(inBand.filter((f) => f.valve !== 'EX4').map((f) => f.deviation))}`);
  }
  console.log(lines.join('\n'));
});

describe('Emerson EX4–EX8, R134a: the table from one refrigerant-effective Kv per valve', () => {
  it.each(TC.map((Tc) => ({ Tc })))('row Tc $Tc °C: every printed cell within 5 % and its printing', ({ Tc }) => {
    for (const Te of TE) {
      const row = cells.filter((c) => c.Tc === Tc && c.Te === Te);
      if (row.length === 0) continue;
      const model = computed(Tc, Te);
      for (const cell of row) {
        const kW = model.get(cell.valve)!.kW;
        const deviation = kW / cell.kW - 1;
        found.push({ valve: cell.valve, drop: valveDrop(Tc, Te), deviation });
        const tolerance = TOLERANCE + 0.5 / cell.kW + 0.5 / published(cell.valve, NOMINAL.Tc, NOMINAL.Te)!;
        expect(Math.abs(deviation), JSON.stringify({ ...cell, computed: kW, tolerance })).toBeLessThanOrEqual(tolerance);
      }
    }
  });

  it('leaves no capacity where the losses take the whole of pk − pe, as the table leaves those cells blank', () => {
    for (const valve of VALVES) {
      for (const Tc of TC) {
        for (const Te of TE) {
          if (published(valve, Tc, Te) !== null || Te >= Tc) continue;
          expect(valveDrop(Tc, Te), JSON.stringify({ valve, Tc, Te })).toBeLessThanOrEqual(0);
          expect(computed(Tc, Te).get(valve)!.kW).toBe(0);
        }
      }
    }
  });

  it('sizes with the Kv of the rated cell, not the catalogue Kv, and reproduces the rated cell', () => {
    const nominal = computed(NOMINAL.Tc, NOMINAL.Te);
    for (const valve of VALVES) {
      expect(nominal.get(valve)!.kv).not.toBe(CATALOGUE_KV);
      expect(nominal.get(valve)!.kW / published(valve, NOMINAL.Tc, NOMINAL.Te)!).toBeCloseTo(1, 9);
    }
    // The effective Kv rises with the valve as the capacities do: EX8 passes 55 times EX4 at the nominal cell.
    expect(nominal.get('EX8')!.kv! / nominal.get('EX4')!.kv!).toBeCloseTo(published('EX8', 40, 5)! / published('EX4', 40, 5)!, 9);
  });

  // The choice of the port law over a choked two-phase flow, held: a homogeneous-equilibrium critical flux (the
  // mass flux's maximum along the isentrope from the saturated liquid at pk down to the valve's outlet at pe + 1.5 bar,
  // from the property engine's (p, s) states) bends the rows the wrong way, while the port law follows them.
  it('follows each row by the port law, not by a homogeneous-equilibrium choked flow', () => {
    const hemFlux = (Tc: number, Te: number): number => {
      const liquid = saturation(REFRIGERANT, { p: saturation(REFRIGERANT, { T: K + Tc }).p_dew });
      const p0 = liquid.p_bubble;
      const pOut = saturation(REFRIGERANT, { T: K + Te }).p_dew + LOSSES;
      let G = 0;
      for (let k = 1; k <= 400; k++) {
        const s = state(REFRIGERANT, { p: p0 - ((p0 - pOut) * k) / 400, s: liquid.s_liquid });
        G = Math.max(G, s.rho * Math.sqrt(2 * (liquid.h_liquid - s.h)));
      }
      const out = state(REFRIGERANT, { T: K + Te + SUPERHEAT, p: saturation(REFRIGERANT, { T: K + Te }).p_dew });
      return G * (out.h - liquid.h_liquid);
    };
    for (const Tc of [25, 30, 40]) {
      const hem: number[] = [];
      const port: number[] = [];
      for (const Te of TE) {
        const kW = published('EX8', Tc, Te);
        if (kW === null) continue;
        const ratio = (x: number, y: number) => x / y / (kW / published('EX8', Tc, 5)!) - 1;
        hem.push(ratio(hemFlux(Tc, Te), hemFlux(Tc, 5)));
        port.push(ratio(computed(Tc, Te).get('EX8')!.kW, computed(Tc, 5).get('EX8')!.kW));
      }
      console.log(`EX8 row Tc ${Tc}, ratios to Te 5: port law ${range(port)}, HEM ${range(hem)}`);
      expect(Math.max(...port.map(Math.abs)), `Tc ${Tc}: port law ${range(port)}`).toBeLessThan(TOLERANCE);
      expect(Math.max(...hem.map(Math.abs)), `Tc ${Tc}: HEM ${range(hem)}`).toBeGreaterThan(3 * TOLERANCE);
    }
  });

  it('is not the table with the 1.5 bar before the valve: the saturated liquid would arrive flashing', () => {
    // The maker rates vapour-free liquid at the valve; a flashing inlet passes far less (homogeneous density).
    // Measured: −61 % at Tc 15 / Te −20, −50 % at 25 / −10, −34 % at 40 / −20 (−18 % at 60 / −40, where 1.5 bar is
    // only 3 K of saturation temperature).
    for (const [Tc, Te] of [
      [15, -20],
      [25, -10],
      [40, -20],
    ] as const) {
      const flashing = computed(Tc, Te, LOSSES, 0).get('EX8')!.kW;
      expect(flashing / published('EX8', Tc, Te)! - 1, JSON.stringify({ Tc, Te, flashing })).toBeLessThan(-0.3);
    }
  });
});
