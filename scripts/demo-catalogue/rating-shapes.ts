// The shapes of the demo expansion valves' rating tables: published makers' tables (../shared/reference-tables/
// expansion-valves.md), each scaled in txv.ts and eev.ts to a demo size's own rated capacity. Only how capacity
// changes with Te and Tc is taken, never a maker's part number or absolute figure.
import type { RatingGridData, RatingTableData } from '../../src/catalogue';
import { KELVIN } from '../../src/catalogue/sizing-inputs/common';
import { ratingTable } from '../../src/catalogue/sizing-inputs/rating-table';
import { saturation } from '../../src/engine';
import { liquidMassFlow } from '../../src/engine/sizing/physics/flow';
import { interpolateGrid } from '../../src/engine/sizing/rating-table';

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
 * Danfoss TE5–TE55 orifices, kW at Tc 45 °C by Te (source danfoss-te-table: the transcription of data sheets
 * DKRCC.PD.AB0.A3.02, 2011 — R22, R134a, R404A/R507, R407C, Te −40…+10 °C in 5 K steps — and DKRCC.PD.AB0.A6.02, 2017
 * — R448A/R449A, 10 K steps — in carlos-ba/ProjetistaV2, stored there in kcal/h as kW × 860 and read back here; their
 * drop and subcooling basis were not transcribed, so the demo states its own). One table serves each pair Danfoss
 * prints together (R404A/R507, R448A/R449A). The maker publishes no TE5–TE55 table for R410A, R32 or R454B (the range
 * is not made for them); its data sheets name R513A, R452A and R407F/R407A too, but no transcription of those tables
 * is held, and none exists for R290: those refrigerants are graded by the model. Small bodies (TE5, conventional
 * port) fall less towards −40 °C than large ones (TE55, balanced port): 2.6 against 3.6 times from 0 °C in R404A.
 */
const TE_TE_C = [-40, -35, -30, -25, -20, -15, -10, -5, 0, 5, 10];
const TE_TE_C_10K = [-40, -30, -20, -10, 0, 10];
const TE_TC_C = 45;

interface TeRows {
  teC: readonly number[];
  /** One row per orifice assembly, in the same order in every refrigerant (TE5 - 0.5 … TE55 - 13). */
  rows: readonly { orifice: string; kW: readonly number[] }[];
}

const TE_R404A: TeRows = {
  teC: TE_TE_C,
  rows: [
    { orifice: 'TE5 - 0.5', kW: [3.08, 3.57, 4.11, 4.7, 5.32, 5.99, 6.67, 7.36, 8.02, 8.6, 9.05] },
    { orifice: 'TE5 - 01', kW: [5.65, 6.57, 7.57, 8.65, 9.81, 11.03, 12.29, 13.54, 14.73, 15.76, 16.53] },
    { orifice: 'TE5 - 02', kW: [7.94, 9.25, 10.66, 12.18, 13.79, 15.47, 17.19, 18.88, 20.43, 21.74, 22.65] },
    { orifice: 'TE5 - 03', kW: [9.85, 11.46, 13.22, 15.12, 17.17, 19.33, 21.57, 23.8, 25.89, 27.68, 28.97] },
    { orifice: 'TE5 - 04', kW: [13.04, 15.28, 17.72, 20.38, 23.25, 26.28, 29.41, 32.5, 35.4, 37.7, 39.3] },
    { orifice: 'TE12 - 05', kW: [16.09, 18.84, 21.89, 25.29, 29.07, 33.2, 37.8, 42.6, 47.4, 51.8, 55.3] },
    { orifice: 'TE12 - 06', kW: [19.05, 22.51, 26.38, 30.7, 35.6, 41, 46.9, 53.2, 59.6, 65.5, 70] },
    { orifice: 'TE12 - 07', kW: [23.11, 26.97, 31.3, 36.3, 42, 48.4, 55.7, 63.6, 72, 80, 87] },
    { orifice: 'TE20 - 08', kW: [28.01, 32.9, 38.4, 44.5, 51.3, 58.7, 66.6, 75, 83, 90, 95] },
    { orifice: 'TE20 - 09', kW: [29.49, 34.8, 40.7, 47.4, 55, 63.6, 73, 83, 93, 103, 110] },
    { orifice: 'TE55 - 10', kW: [33.4, 40.5, 48.5, 57.4, 67.4, 79, 91, 104, 117, 129, 140] },
    { orifice: 'TE55 - 11', kW: [36.2, 43.9, 52.5, 62.1, 73, 85, 98, 112, 126, 139, 151] },
    { orifice: 'TE55 - 12', kW: [38.2, 46.4, 55.5, 65.9, 78, 91, 105, 120, 136, 151, 165] },
    { orifice: 'TE55 - 13', kW: [44.6, 54.3, 65.3, 78, 92, 107, 125, 143, 162, 181, 196] },
  ],
};

const TE_R448A: TeRows = {
  teC: TE_TE_C_10K,
  rows: [
    { orifice: 'TE5 - 0.5', kW: [4.07, 5.34, 6.79, 8.42, 10.2, 11.8] },
    { orifice: 'TE5 - 01', kW: [7.45, 9.8, 12.5, 15.5, 18.7, 21.7] },
    { orifice: 'TE5 - 02', kW: [10.4, 13.8, 17.6, 21.9, 26.2, 30] },
    { orifice: 'TE5 - 03', kW: [13, 17.1, 21.9, 27.2, 33, 38.3] },
    { orifice: 'TE5 - 04', kW: [16.9, 22.7, 29.4, 37.1, 45.3, 52.6] },
    { orifice: 'TE12 - 05', kW: [20.3, 26, 32.9, 41.3, 51.1, 61.1] },
    { orifice: 'TE12 - 06', kW: [25.2, 32.8, 42.2, 53.7, 67.5, 81.9] },
    { orifice: 'TE12 - 07', kW: [32, 40.6, 51.5, 65.2, 82, 100] },
    { orifice: 'TE20 - 08', kW: [43.6, 57.6, 74.5, 94.7, 117, 139] },
    { orifice: 'TE20 - 09', kW: [44.9, 59.4, 77.8, 101, 129, 158] },
    { orifice: 'TE55 - 10', kW: [45.1, 62.8, 85, 112, 142, 174] },
    { orifice: 'TE55 - 11', kW: [48.9, 68.2, 92.2, 121, 154, 187] },
    { orifice: 'TE55 - 12', kW: [51.6, 72.1, 97.9, 129, 166, 204] },
    { orifice: 'TE55 - 13', kW: [60.3, 84.9, 116, 154, 199, 245] },
  ],
};

/** The published rows per refrigerant, by the catalogue's refrigerant names. */
const TE_TABLES: Readonly<Record<string, TeRows>> = {
  R22: {
    teC: TE_TE_C,
    rows: [
      { orifice: 'TE5 - 0.5', kW: [4.71, 5.32, 5.98, 6.7, 7.45, 8.25, 9.06, 9.87, 10.63, 11.3, 11.83] },
      { orifice: 'TE5 - 01', kW: [8.62, 9.76, 10.99, 12.32, 13.72, 15.19, 16.68, 18.15, 19.53, 20.72, 21.64] },
      { orifice: 'TE5 - 02', kW: [12.06, 13.69, 15.44, 17.31, 19.29, 21.33, 23.38, 25.36, 27.18, 28.7, 29.78] },
      { orifice: 'TE5 - 03', kW: [15.15, 17.13, 19.28, 21.62, 24.11, 26.72, 29.39, 32, 34.5, 36.6, 38.1] },
      { orifice: 'TE5 - 04', kW: [19.95, 22.71, 25.74, 29.04, 32.6, 36.3, 40.1, 43.7, 47.1, 49.9, 51.8] },
      { orifice: 'TE12 - 05', kW: [24.18, 27.08, 30.3, 33.9, 37.8, 42.1, 46.6, 51.2, 55.8, 60.1, 63.7] },
      { orifice: 'TE12 - 06', kW: [30.3, 34.2, 38.6, 43.5, 48.9, 54.8, 61.1, 67.7, 74, 80, 85] },
      { orifice: 'TE12 - 07', kW: [38.8, 43.3, 48.3, 54, 60.4, 67.4, 75, 83, 92, 100, 107] },
      { orifice: 'TE20 - 08', kW: [52.6, 59.8, 67.8, 76, 86, 96, 107, 117, 127, 136, 142] },
      { orifice: 'TE20 - 09', kW: [55, 62.8, 71, 81, 92, 104, 117, 130, 144, 156, 165] },
      { orifice: 'TE55 - 10', kW: [58, 67.5, 78, 90, 103, 117, 132, 147, 163, 177, 189] },
      { orifice: 'TE55 - 11', kW: [63.2, 74, 85, 98, 112, 127, 143, 160, 176, 192, 205] },
      { orifice: 'TE55 - 12', kW: [67, 78, 90, 104, 119, 136, 154, 173, 191, 209, 225] },
      { orifice: 'TE55 - 13', kW: [79, 93, 108, 124, 143, 163, 185, 208, 231, 252, 270] },
    ],
  },
  R134a: {
    teC: TE_TE_C,
    rows: [
      { orifice: 'TE5 - 0.5', kW: [2.64, 3.01, 3.42, 3.87, 4.37, 4.92, 5.49, 6.1, 6.7, 7.28, 7.8] },
      { orifice: 'TE5 - 01', kW: [4.83, 5.52, 6.28, 7.12, 8.04, 9.04, 10.1, 11.2, 12.3, 13.36, 14.28] },
      { orifice: 'TE5 - 02', kW: [6.75, 7.72, 8.8, 9.99, 11.28, 12.67, 14.14, 15.66, 17.17, 18.58, 19.78] },
      { orifice: 'TE5 - 03', kW: [8.62, 9.83, 11.17, 12.66, 14.29, 16.06, 17.94, 19.91, 21.88, 23.75, 25.36] },
      { orifice: 'TE5 - 04', kW: [11.41, 13.07, 14.92, 16.97, 19.23, 21.69, 24.32, 27.06, 29.79, 32.4, 34.5] },
      { orifice: 'TE12 - 05', kW: [15.04, 16.9, 18.99, 21.33, 23.95, 26.83, 29.96, 33.3, 36.7, 40.1, 43.2] },
      { orifice: 'TE12 - 06', kW: [19.04, 21.51, 24.29, 27.43, 30.9, 34.9, 39.1, 43.7, 48.5, 53.2, 57.5] },
      { orifice: 'TE12 - 07', kW: [25.22, 28.24, 31.7, 35.5, 39.9, 44.8, 50.1, 56, 62.1, 68.2, 74] },
      { orifice: 'TE20 - 08', kW: [29.52, 33.5, 38, 43.1, 48.7, 54.9, 61.6, 68.8, 76, 83, 89] },
      { orifice: 'TE20 - 09', kW: [32.6, 37.1, 42.1, 47.9, 54.4, 61.7, 69.7, 79, 88, 97, 105] },
      { orifice: 'TE55 - 10', kW: [35.1, 40.9, 47.4, 54.8, 63.1, 72, 83, 94, 105, 117, 127] },
      { orifice: 'TE55 - 11', kW: [38.6, 45, 52.2, 60.3, 69.4, 79, 91, 103, 115, 128, 139] },
      { orifice: 'TE55 - 12', kW: [41.4, 48.2, 56, 64.7, 75, 86, 98, 111, 126, 140, 153] },
      { orifice: 'TE55 - 13', kW: [49.8, 58.2, 67.8, 79, 91, 105, 120, 137, 154, 171, 188] },
    ],
  },
  R404A: TE_R404A,
  R507A: TE_R404A,
  R407C: {
    teC: TE_TE_C,
    rows: [
      { orifice: 'TE5 - 0.5', kW: [4.34, 4.9, 5.52, 6.21, 6.96, 7.78, 8.65, 9.54, 10.43, 11.28, 12.02] },
      { orifice: 'TE5 - 01', kW: [7.96, 8.99, 10.15, 11.43, 12.82, 14.33, 15.93, 17.58, 19.21, 20.74, 22.06] },
      { orifice: 'TE5 - 02', kW: [11.14, 12.63, 14.27, 16.08, 18.05, 20.16, 22.38, 24.64, 26.84, 28.86, 30.5] },
      { orifice: 'TE5 - 03', kW: [13.88, 15.7, 17.72, 19.96, 22.44, 25.12, 27.97, 30.9, 33.9, 36.6, 38.9] },
      { orifice: 'TE5 - 04', kW: [18.22, 20.74, 23.56, 26.71, 30.2, 34, 38, 42.2, 46.3, 50.1, 53.1] },
      { orifice: 'TE12 - 05', kW: [19.01, 21.63, 24.62, 28.03, 31.9, 36.2, 40.9, 46, 51.3, 56.5, 61.4] },
      { orifice: 'TE12 - 06', kW: [23.58, 27.03, 31, 35.5, 40.7, 46.5, 53, 60, 67.4, 75, 82] },
      { orifice: 'TE12 - 07', kW: [29.67, 33.6, 38.2, 43.5, 49.6, 56.6, 64.5, 73, 83, 92, 102] },
      { orifice: 'TE20 - 08', kW: [43.6, 49.2, 55.5, 62.7, 71, 80, 90, 100, 111, 121, 130] },
      { orifice: 'TE20 - 09', kW: [45.8, 51.8, 58.7, 66.5, 76, 86, 97, 110, 123, 137, 149] },
      { orifice: 'TE55 - 10', kW: [51.5, 59.2, 67.9, 78, 89, 102, 116, 131, 147, 164, 179] },
      { orifice: 'TE55 - 11', kW: [56, 64.4, 74, 85, 97, 111, 126, 142, 160, 177, 194] },
      { orifice: 'TE55 - 12', kW: [59.3, 68.2, 78, 90, 103, 118, 135, 153, 172, 192, 211] },
      { orifice: 'TE55 - 13', kW: [69.8, 80, 93, 107, 123, 141, 161, 183, 207, 231, 253] },
    ],
  },
  R448A: TE_R448A,
  R449A: TE_R448A,
};

/** A Danfoss row as a shape: its grid at Tc 45 °C. */
const teShape = (table: TeRows, index: number): RatingGridData => ({ teC: [...table.teC], tcC: [TE_TC_C], capacityKW: [[...table.rows[index]!.kW]] });

/**
 * The Kv (m³/h) an orifice's R404A +5 °C figure stands for: that figure over the capacity of a Kv of 1 there (R404A,
 * Tc 45 °C, 4 K subcooling, the whole pk − pe across the valve), as the demo's sizes state Kv at their nominal +5 °C.
 */
function teKv(index: number): number {
  const pk = saturation('R404A', { T: TE_TC_C + KELVIN }).p_dew;
  const liquid = saturation('R404A', { T: saturation('R404A', { p: pk }).T_bubble - 4 });
  const vapour = saturation('R404A', { T: 5 + KELVIN });
  return (TE_R404A.rows[index]!.kW[TE_TE_C.indexOf(5)]! * 1000) / (liquidMassFlow(1, pk - vapour.p_dew, liquid.rho_liquid) * (vapour.h_vapor - liquid.h_liquid));
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
 * TXVs: for each refrigerant the maker publishes a table for (TE_TABLES) and the size is charged for, that
 * refrigerant's row of the Danfoss TE orifice of nearest Kv (a small body's flatter fall, a large one's steeper) at
 * Tc 45 °C, reading the size's rated capacity for it at Te +5 °C (the demo's choice: the rated capacities are demo
 * figures too); undefined when the size is charged for none of them. Basis stated by the demo: 4 K subcooling, 4 K
 * opening superheat, no losses besides the valve.
 */
export function teTable(rated: Readonly<Record<string, number>>, kv: number): RatingTableData | undefined {
  const orifice = nearestTeOrifice(kv);
  const shapes = Object.fromEntries(Object.entries(TE_TABLES).map(([r, table]) => [r, teShape(table, orifice)]));
  const grids = scaledGrids(shapes, rated, 5, TE_TC_C);
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
