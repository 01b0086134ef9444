// The shapes of the demo expansion valves' rating tables: published makers' tables (../shared/reference-tables/
// expansion-valves.md), each scaled in txv.ts and eev.ts to a demo size's own rated capacity. Only how capacity
// changes with Te and Tc is taken, never a maker's part number or absolute figure.
import type { RatingGridData, RatingTableData } from '../../src/catalogue';
import { KELVIN } from '../../src/catalogue/sizing-inputs/common';
import { ratingTable } from '../../src/catalogue/sizing-inputs/rating-table';
import { saturation } from '../../src/engine';
import { liquidMassFlow } from '../../src/engine/sizing/physics/flow';
import { interpolateGrid } from '../../src/engine/sizing/rating-table';
import { DANFOSS_TE_TABLES, DANFOSS_TE_TC, type DanfossTeTable } from '../reference-data/danfoss-te';

/**
 * Emerson EX8, R134a, kW fully open (source emerson-ex-table: mboogi/refrigeration-components-service,
 * valves_r134a.json, transcribed from the EX4-8 technical data; superheat 1 K, subcooling 0 K as stored there), the
 * size printed to three digits; Tc 20 / Te −35 reads 5366 there, 536 here (its neighbours 535 and 533).
 */
export const EX_SHAPE: RatingGridData = {
  teC: [-45, -40, -35, -30, -25, -20, -15, -10, -5, 0, 5, 10, 15],
  tcC: [10, 15, 20, 25, 30, 35, 40, 45, 50, 55, 60],
  capacityKW: [
    [455, 452, 445, 432, 413, 384, 341, 277, 162, null, null, null, null],
    [498, 498, 495, 488, 475, 456, 428, 388, 328, 231, null, null, null],
    [532, 535, 536, 533, 526, 514, 495, 467, 427, 370, 281, 90, null],
    [559, 565, 569, 570, 567, 560, 548, 529, 501, 462, 406, 322, 169],
    [580, 588, 595, 599, 600, 597, 590, 578, 559, 531, 492, 436, 356],
    [594, 604, 613, 620, 624, 625, 623, 616, 604, 584, 556, 517, 463],
    [601, 614, 625, 634, 641, 646, 647, 645, 638, 625, 606, 578, 539],
    [602, 616, 629, 641, 651, 658, 663, 664, 662, 655, 642, 623, 595],
    [595, 611, 627, 640, 653, 663, 671, 676, 677, 675, 668, 655, 636],
    [582, 599, 616, 632, 647, 659, 670, 678, 683, 685, 683, 676, 663],
    [560, 580, 598, 616, 633, 648, 661, 672, 680, 686, 688, 686, 679],
  ],
};

/**
 * RAC Brasil ESV40, kW fully open (source rac-esv-table: racbrasil/racselector tabelaESV.js), the one orifice whose
 * five grids hold none of the errors listed in the reference; subcooling basis 4 K (factor 1 up to 4 K).
 */
export const ESV_SHAPE: Readonly<Record<string, RatingGridData>> = {
  R410A: {
    teC: [-30, -20, -10, -5, 0, 5, 10],
    tcC: [30, 35, 38, 40, 45, 50],
    capacityKW: [
      [52.98, 52.28, 50.33, 48.63, 46.67, 44.01, 40.64],
      [53.27, 52.85, 51.44, 50.18, 48.63, 46.4, 43.73],
      [53.13, 52.98, 51.86, 50.75, 49.34, 47.52, 45.14],
      [52.98, 52.98, 52.01, 51.02, 49.76, 48.08, 45.98],
      [52.01, 52.28, 51.72, 51.17, 50.18, 48.78, 47.09],
      [50.46, 51.02, 50.88, 50.33, 49.76, 48.63, 47.37],
    ],
  },
  R407C: {
    teC: [-30, -20, -10, -5, 0, 5, 10],
    tcC: [30, 35, 38, 40, 45, 50],
    capacityKW: [
      [43.31, 43.17, 42.05, 41.06, 39.67, 37.7, 35.05],
      [44.01, 44.15, 43.59, 42.75, 41.78, 40.22, 38.27],
      [44.15, 44.57, 44.15, 43.59, 42.75, 41.49, 39.67],
      [44.3, 44.72, 44.57, 44.01, 43.31, 42.2, 40.51],
      [44.15, 44.99, 44.99, 44.85, 44.3, 43.46, 42.33],
      [43.59, 44.57, 45.14, 44.99, 44.72, 44.15, 43.31],
    ],
  },
  R22: {
    teC: [-30, -20, -10, -5, 0, 5, 10],
    tcC: [30, 35, 38, 40, 45, 50],
    capacityKW: [
      [43.46, 42.89, 41.35, 40.09, 38.54, 36.44, 33.64],
      [44.43, 44.15, 43.04, 42.05, 40.79, 39.11, 36.86],
      [44.85, 44.72, 43.88, 43.04, 41.91, 40.37, 38.54],
      [45.14, 45.14, 44.3, 43.59, 42.62, 41.21, 39.53],
      [45.56, 45.69, 45.27, 44.72, 44.01, 42.89, 41.49],
      [45.56, 45.98, 45.83, 45.56, 44.85, 44.15, 43.04],
    ],
  },
  R134a: {
    teC: [-30, -20, -10, -5, 0, 5, 10],
    tcC: [30, 35, 38, 40, 45, 50],
    capacityKW: [
      [31.67, 31.96, 31.54, 30.83, 29.99, 28.6, 26.77],
      [32.24, 32.8, 32.66, 32.24, 31.54, 30.7, 29.29],
      [32.38, 33.08, 33.08, 32.93, 32.38, 31.54, 30.41],
      [32.51, 33.08, 33.35, 33.22, 32.8, 32.09, 31.12],
      [32.51, 33.35, 33.92, 33.92, 33.77, 33.35, 32.66],
      [32.09, 33.35, 34.06, 34.19, 34.19, 34.06, 33.64],
    ],
  },
  R404A: {
    teC: [-30, -20, -10, -5, 0, 5, 10],
    tcC: [30, 35, 38, 40, 45, 50],
    capacityKW: [
      [29.86, 30.14, 29.72, 29.15, 28.18, 26.92, 25.09],
      [29.44, 29.99, 29.99, 29.72, 29.02, 28.18, 26.77],
      [29.02, 29.72, 29.86, 29.72, 29.29, 28.45, 27.47],
      [28.45, 29.29, 29.57, 29.57, 29.15, 28.6, 27.61],
      [27.19, 28.31, 28.87, 29.02, 28.87, 28.31, 27.89],
      [25.37, 26.63, 27.61, 27.76, 27.89, 27.76, 27.47],
    ],
  },
};

/** RAC Brasil's subcooling factors (tabelaFatorSub.js): [up to K, factor on the required capacity]. */
export const ESV_SUBCOOLING_FACTORS: Readonly<Record<string, [number, number][]>> = {
  R22: [[4, 1], [10, 0.94], [15, 0.9], [20, 0.87], [25, 0.83], [30, 0.8], [35, 0.77], [40, 0.74], [45, 0.72], [50, 0.69]],
  R134a: [[4, 1], [10, 0.93], [15, 0.88], [20, 0.84], [25, 0.8], [30, 0.76], [35, 0.73], [40, 0.7], [45, 0.68], [50, 0.65]],
  R404A: [[4, 1], [10, 0.91], [15, 0.83], [20, 0.78], [25, 0.73], [30, 0.68], [35, 0.65], [40, 0.61], [45, 0.59], [50, 0.56]],
  R407C: [[4, 1], [10, 0.93], [15, 0.88], [20, 0.83], [25, 0.79], [30, 0.75], [35, 0.72], [40, 0.69], [45, 0.66], [50, 0.64]],
  R410A: [[4, 1], [10, 0.95], [15, 0.9], [20, 0.85], [25, 0.81], [30, 0.77], [35, 0.73], [40, 0.7], [45, 0.67], [50, 0.64]],
};

/**
 * Danfoss TE5–TE55 orifices, kW at Tc 45 °C by Te (../reference-data/danfoss-te.ts, shared with the reference tests).
 * Their drop and subcooling basis were not transcribed for every refrigerant, so the demo states its own. One table
 * serves each pair Danfoss prints together (R404A/R507, R448A/R449A); refrigerants without a table are graded by the
 * model. Small bodies (TE5, conventional port) fall less towards −40 °C than large ones (TE55, balanced port): 2.6
 * against 3.6 times from 0 °C in R404A.
 */
const TE_R404A = DANFOSS_TE_TABLES.R404A!;

/** A Danfoss row as a shape: its grid at Tc 45 °C. */
const teShape = (table: DanfossTeTable, index: number): RatingGridData => ({ teC: [...table.teC], tcC: [DANFOSS_TE_TC], capacityKW: [[...table.rows[index]!.kW]] });

/**
 * The Kv (m³/h) an orifice's R404A +5 °C figure stands for: that figure over the capacity of a Kv of 1 there (R404A,
 * Tc 45 °C, 4 K subcooling, the whole pk − pe across the valve), as the demo's sizes state Kv at their nominal +5 °C.
 */
function teKv(index: number): number {
  const pk = saturation('R404A', { T: DANFOSS_TE_TC + KELVIN }).p_dew;
  const liquid = saturation('R404A', { T: saturation('R404A', { p: pk }).T_bubble - 4 });
  const vapour = saturation('R404A', { T: 5 + KELVIN });
  return (TE_R404A.rows[index]!.kW[TE_R404A.teC.indexOf(5)]! * 1000) / (liquidMassFlow(1, pk - vapour.p_dew, liquid.rho_liquid) * (vapour.h_vapor - liquid.h_liquid));
}

/** The Danfoss orifice (its index in every refrigerant's rows) of the Kv nearest (by ratio) to a demo size's. */
function nearestTeOrifice(kv: number): number {
  const distance = (i: number) => Math.abs(Math.log(teKv(i) / kv));
  return TE_R404A.rows.reduce((best, _, i) => (distance(i) < distance(best) ? i : best), 0);
}

/** A shape's capacity (kW) at Te and Tc (°C), read as grading reads a table. */
function shapeAt(shape: RatingGridData, teC: number, tcC: number): number {
  const grid = ratingTable({ standard: '-', subcoolingK: 0, superheatK: 0, lossesBar: 0, jumpTolerance: 1, grids: { shape } }).grids.shape!;
  const at = interpolateGrid(grid, teC + KELVIN, tcC + KELVIN);
  if (!at) throw new Error(`the shape has no capacity at Te ${teC} / Tc ${tcC} °C`);
  return at.capacity / 1000;
}

/**
 * The shape scaled to read `capacityKW` at Te and Tc (°C): a demo size's table, shaped like the maker's. Cells keep
 * four significant digits, as the published tables print (53.27 kW, 688 kW): at three, neighbours that differ in
 * the shape would round to one plateau.
 */
function scaledGrid(shape: RatingGridData, capacityKW: number, teC: number, tcC: number): RatingGridData {
  const k = capacityKW / shapeAt(shape, teC, tcC);
  return { ...shape, capacityKW: shape.capacityKW.map((row) => row.map((q) => (q === null ? null : Number((q * k).toPrecision(4))))) };
}

/** The grids of the refrigerants a shape has, each scaled to the size's rated capacity at Te and Tc (°C). */
function scaledGrids(shapes: Readonly<Record<string, RatingGridData>>, rated: Readonly<Record<string, number>>, teC: number, tcC: number): Record<string, RatingGridData> {
  return Object.fromEntries(Object.entries(shapes).flatMap(([r, shape]) => (rated[r] === undefined ? [] : [[r, scaledGrid(shape, rated[r], teC, tcC)]])));
}

/**
 * SEK (imitating EX4-8): the EX shape for R134a, reading the rated capacity at the series' rating point. Basis as
 * the transcription stores it (subcooling 0 K, superheat 1 K); the losses are the demo's figure for what Emerson's
 * table takes off (issue 23: about 1.5 bar of line and distributor). Whole-kW steps towards no drop: 25 % jumps.
 */
export function exTable(rated: Readonly<Record<string, number>>, teC: number, tcC: number): RatingTableData {
  return { standard: 'Emerson EX4-8 shape (demo)', subcoolingK: 0, superheatK: 1, lossesBar: 1.5, jumpTolerance: 0.25, grids: scaledGrids({ R134a: EX_SHAPE }, rated, teC, tcC) };
}

/**
 * DPF (its seats match the ESV orifices): the ESV shape for its five refrigerants with RAC Brasil's subcooling
 * factors. The source states neither superheat nor losses: the demo states none (0 K, 0 bar).
 */
export function esvTable(rated: Readonly<Record<string, number>>, teC: number, tcC: number): RatingTableData {
  const grids = scaledGrids(ESV_SHAPE, rated, teC, tcC);
  const subcoolingFactors = Object.fromEntries(Object.keys(grids).map((r) => [r, ESV_SUBCOOLING_FACTORS[r]!]));
  return { standard: 'RAC Brasil ESV shape (demo)', subcoolingK: 4, superheatK: 0, lossesBar: 0, jumpTolerance: 0.02, subcoolingFactors, grids };
}

/**
 * TXVs: for each refrigerant the maker publishes a table for (DANFOSS_TE_TABLES) and the size is charged for, that
 * refrigerant's row of the Danfoss TE orifice of nearest Kv (a small body's flatter fall, a large one's steeper) at
 * Tc 45 °C, reading the size's rated capacity for it at Te +5 °C (the demo's choice: the rated capacities are demo
 * figures too); undefined when the size is charged for none of them. Basis stated by the demo: 4 K subcooling, 4 K
 * opening superheat, no losses besides the valve.
 */
export function teTable(rated: Readonly<Record<string, number>>, kv: number): RatingTableData | undefined {
  const orifice = nearestTeOrifice(kv);
  const shapes = Object.fromEntries(Object.entries(DANFOSS_TE_TABLES).map(([r, table]) => [r, teShape(table, orifice)]));
  const grids = scaledGrids(shapes, rated, 5, DANFOSS_TE_TC);
  if (Object.keys(grids).length === 0) return undefined;
  return {
    // One basis for every size: the answer words it once (src/selection/provenance.ts).
    standard: 'Danfoss TE shape, Tc 45 °C (demo)',
    subcoolingK: 4,
    superheatK: 4,
    lossesBar: 0,
    jumpTolerance: 0.1,
    grids,
  };
}
