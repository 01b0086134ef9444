// Danfoss TE5–TE55 thermostatic expansion valves, N range (−40…+10 °C), kW by evaporating temperature at condensing
// 45 °C: the one transcription both the demo catalogue's thermostatic tables (scripts/demo-catalogue/rating-shapes.ts
// shapes each demo size on one orifice's rows) and the reference tests (tests/reference/sizing/) read.
//   R404A/R507: ../shared/reference-tables/expansion-valves.md §3, data sheet DKRCC.PD.AB0.A3.02 (2011). Danfoss's
//     technical brochure of the range prints the same rows with their basis: opening superheat 4 K, subcooling
//     correction factor 1.00 at 4 K, distributor correction factor 1 at 0 bar.
//   R22, R134a, R407C (5 K steps, DKRCC.PD.AB0.A3.02, 2011) and R448A/R449A (10 K steps, one table for the pair,
//     DKRCC.PD.AB0.A6.02, 2017): carlos-ba/ProjetistaV2 (backend/alembic/versions/0039_vet_danfoss_te5_te55.py,
//     commit 60cdf3a), stored there in kcal/h as the data sheet's kW × 860 and divided back here (every figure
//     comes back to the data sheet's three or four digits).
// The maker publishes no TE5–TE55 table for R410A, R32 or R454B; its data sheets name R513A, R452A and R407F/R407A
// too, but no transcription of those tables is held, and none exists for R290.
// Bodies: TE5 and TE12/TE20 conventional ports, TE55 balanced. The thermostatic model's constants are fitted on the
// R404A/R507 rows only; the other refrigerants' rows grade the catalogue, never the model.

/** Condensing temperature of every row, °C. */
export const DANFOSS_TE_TC = 45;
/** Evaporating temperatures of the 5 K columns, °C. */
export const TE_5K = [-40, -35, -30, -25, -20, -15, -10, -5, 0, 5, 10] as const;
/** Evaporating temperatures of the 10 K columns (R448A/R449A), °C. */
export const TE_10K = [-40, -30, -20, -10, 0, 10] as const;

/** One refrigerant's table: the columns' Te (°C) and one row per orifice assembly, in the same order in every table. */
export interface DanfossTeTable {
  readonly teC: readonly number[];
  readonly rows: readonly { readonly orifice: string; readonly kW: readonly number[] }[];
}

const R404A: DanfossTeTable = {
  teC: TE_5K,
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

const R448A: DanfossTeTable = {
  teC: TE_10K,
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

/** The published tables by the catalogue's refrigerant names; a pair Danfoss prints together shares one table. */
export const DANFOSS_TE_TABLES: Readonly<Record<string, DanfossTeTable>> = {
  R22: {
    teC: TE_5K,
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
    teC: TE_5K,
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
  R404A,
  R507A: R404A,
  R407C: {
    teC: TE_5K,
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
  R448A,
  R449A: R448A,
};
