// Published figures of Danfoss's TE5–TE55 thermostatic expansion valves for R407C, kW by evaporating temperature at
// condensing 25 and 35 °C, N range (−40…+10 °C): Danfoss technical brochure of the range, page "Capacity in kW. Range:
// −40 – 10 °C. Opening superheat sh = 4 K. SI units R407C" (as shown at
// http://38.142.81.21:8001/manual/danfoss/067b2790/technical-bulletin-english/page-32.html), subcooling correction
// factor 1.00 at 4 K, distributor correction factor 1 at 0 bar. The Tc 35 °C rows of TE55 - 12 and - 13 were cut off
// in the copy read and are left out.
//
// These rows are HELD OUT: the thermostatic model's constants (physics/thermostatic.ts, CHARGE_FIT) were fitted on the
// R404A/R507 rows of ../../../../shared/reference-tables/expansion-valves.md §3 only; these grade it on a refrigerant
// it was not fitted on (a zeotropic blend, 7 K of glide) and at two other condensing temperatures.

export const REFRIGERANT = 'R407C';
/** Subcooling of the rows' liquid, K. */
export const SUBCOOLING = 4;
/** Evaporating (dew) temperatures of the columns, °C. */
export const TE = [-40, -30, -20, -10, 0, 10] as const;

/** kW by Te (°C) above, per condensing temperature (°C) and orifice assembly. */
export const ROWS: readonly { Tc: number; orifice: string; kW: readonly number[] }[] = [
  { Tc: 25, orifice: 'TE5 - 0.5', kW: [4.62, 5.82, 7.18, 8.56, 9.66, 10.0] },
  { Tc: 25, orifice: 'TE5 - 01', kW: [8.48, 10.7, 13.2, 15.7, 17.7, 18.2] },
  { Tc: 25, orifice: 'TE5 - 02', kW: [11.9, 15.0, 18.4, 21.8, 24.4, 24.9] },
  { Tc: 25, orifice: 'TE5 - 03', kW: [15.0, 19.0, 23.6, 28.1, 31.6, 32.4] },
  { Tc: 25, orifice: 'TE5 - 04', kW: [20.1, 25.6, 31.9, 38.2, 42.9, 43.7] },
  { Tc: 25, orifice: 'TE12 - 05', kW: [20.9, 27.9, 36.2, 45.1, 52.7, 55.9] },
  { Tc: 25, orifice: 'TE12 - 06', kW: [26.6, 35.8, 46.9, 59.1, 69.8, 74.5] },
  { Tc: 25, orifice: 'TE12 - 07', kW: [34.5, 46.5, 61.4, 78.2, 93.2, 99.8] },
  { Tc: 25, orifice: 'TE20 - 08', kW: [49.3, 63.2, 79.4, 96.4, 110, 114] },
  { Tc: 25, orifice: 'TE20 - 09', kW: [54.3, 70.6, 90.4, 112, 131, 138] },
  { Tc: 25, orifice: 'TE55 - 10', kW: [63.6, 82.2, 105, 130, 153, 166] },
  { Tc: 25, orifice: 'TE55 - 11', kW: [70.1, 90.5, 115, 143, 168, 181] },
  { Tc: 25, orifice: 'TE55 - 12', kW: [75.5, 97.8, 125, 156, 186, 202] },
  { Tc: 25, orifice: 'TE55 - 13', kW: [92.1, 120, 154, 192, 228, 246] },
  { Tc: 35, orifice: 'TE5 - 0.5', kW: [4.54, 5.77, 7.22, 8.82, 10.4, 11.5] },
  { Tc: 35, orifice: 'TE5 - 01', kW: [8.34, 10.6, 13.3, 16.2, 19.0, 20.9] },
  { Tc: 35, orifice: 'TE5 - 02', kW: [11.7, 14.9, 18.6, 22.7, 26.4, 28.7] },
  { Tc: 35, orifice: 'TE5 - 03', kW: [14.7, 18.7, 23.5, 28.8, 33.8, 37.0] },
  { Tc: 35, orifice: 'TE5 - 04', kW: [19.4, 25.0, 31.7, 39.1, 46.0, 50.2] },
  { Tc: 35, orifice: 'TE12 - 05', kW: [20.2, 26.7, 34.7, 44.2, 54.0, 61.6] },
  { Tc: 35, orifice: 'TE12 - 06', kW: [25.4, 33.9, 44.7, 57.6, 71.3, 82.1] },
  { Tc: 35, orifice: 'TE12 - 07', kW: [32.2, 42.6, 56.3, 73.2, 91.7, 107] },
  { Tc: 35, orifice: 'TE20 - 08', kW: [47.0, 60.3, 76.7, 95.6, 114, 127] },
  { Tc: 35, orifice: 'TE20 - 09', kW: [50.5, 65.4, 84.4, 108, 132, 151] },
  { Tc: 35, orifice: 'TE55 - 10', kW: [58.3, 76.3, 98.9, 126, 155, 180] },
  { Tc: 35, orifice: 'TE55 - 11', kW: [63.9, 83.5, 108, 138, 169, 196] },
];
