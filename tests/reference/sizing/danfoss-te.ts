// Published figures of Danfoss's TE5–TE55 thermostatic expansion valves, R404A/R507, kW at condensing 45 °C by
// evaporating temperature: ../shared/reference-tables/expansion-valves.md §3 (a second-hand transcription of data
// sheet DKRCC.PD.AB0.A3.02, 2011). Danfoss's technical brochure of the same range (as shown at
// http://38.142.81.21:8001/manual/danfoss/067b2790/technical-bulletin-english/page-21.html) prints the same rows with
// their basis: opening superheat 4 K, subcooling correction factor 1.00 at 4 K, distributor correction factor 1 at
// 0 bar. The bodies: TE5 and TE12/TE20 conventional ports, TE55 balanced.

export const REFRIGERANT = 'R404A';
/** Condensing temperature of the rows, °C. */
export const TC = 45;
/** Subcooling of the rows' liquid, K. */
export const SUBCOOLING = 4;
/** Evaporating temperatures of the columns, °C. */
export const TE = [-40, -35, -30, -25, -20, -15, -10, -5, 0, 5, 10] as const;

/** kW at Tc 45 °C by Te (°C) above, per orifice assembly (code). */
export const ROWS: readonly { orifice: string; kW: readonly number[] }[] = [
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
];
