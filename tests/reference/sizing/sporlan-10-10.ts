// Published figures of Sporlan (Parker Hannifin) Bulletin 10-10, "Thermostatic Expansion Valves with Selective
// Thermostatic Charges", page 7: "Thermostatic expansion valve capacities for refrigerants 402A, 507 — tons of
// refrigeration", the R-507 rows, as transcribed at
// https://manualshelf.com/manual/sporlan/112885/brochure-english/page-9.html (that page shows no edition date).
//
// The page rates at 100 °F liquid entering the TEV with, per the correction factor 1.00 of its pressure-drop table,
// a drop of 100 psi at +40 °F evaporator, 125 psi at +20 and 0 °F, 150 psi at −10 and −20 °F and 175 psi at −40 °F;
// "TEV Capacity = TEV Rating × CF liquid temperature × CF pressure drop". The liquid-temperature factors "include
// corrections for liquid refrigerant density and net refrigerating effect and are based on an evaporator
// temperature of 0 °F". Printed figures carry half a unit of their last digit.

export const REFRIGERANT = 'R507A';

/** The drop (psi) at which each evaporator temperature (°F) is rated: the pressure-drop table's factor 1.00. */
export const RATED_DROP_PSI: Readonly<Record<number, number>> = { 40: 100, 20: 125, 0: 125, [-10]: 150, [-20]: 150, [-40]: 175 };

/**
 * Capacities in tons by evaporator temperature (°F) of the valves of types F, EF, G, EG by nominal size; columns
 * +40/+20/0 °F are the PC charge, −10/−20/−40 °F the PZ charge.
 */
export const RATINGS_TONS: readonly { nominal: string; tons: Readonly<Record<number, number>> }[] = [
  { nominal: '1/8', tons: { 40: 0.14, 20: 0.15, 0: 0.14, [-10]: 0.15, [-20]: 0.13, [-40]: 0.11 } },
  { nominal: '1/6', tons: { 40: 0.22, 20: 0.24, 0: 0.22, [-10]: 0.24, [-20]: 0.2, [-40]: 0.17 } },
  { nominal: '1/4', tons: { 40: 0.29, 20: 0.3, 0: 0.29, [-10]: 0.3, [-20]: 0.26, [-40]: 0.22 } },
];

/** CF liquid temperature at 0 °F evaporator: liquid temperature °F → factor (1.00 at 100 °F). */
export const LIQUID_FACTORS: Readonly<Record<number, number>> = {
  0: 1.99, 10: 1.89, 20: 1.79, 30: 1.69, 40: 1.59, 50: 1.5, 60: 1.4, 70: 1.3, 80: 1.2, 90: 1.1, 110: 0.89, 120: 0.78, 130: 0.66, 140: 0.51,
};

/** CF pressure drop: evaporator °F → drop psi → factor (1.00 at RATED_DROP_PSI). */
export const DROP_FACTORS: Readonly<Record<number, Readonly<Record<number, number>>>> = {
  40: { 30: 0.55, 50: 0.71, 75: 0.87, 125: 1.12, 150: 1.22, 175: 1.32, 200: 1.41, 225: 1.5, 250: 1.58, 275: 1.66 },
  [-40]: { 30: 0.41, 100: 0.76, 275: 1.25 },
};

// Bulletin 10-10 (April 2011), page 4: "Thermostatic expansion valve capacities for refrigerants 22, 422D, 407C —
// tons of refrigeration", the R-22 rows of types F, EF, G, EG, as transcribed at
// https://manualshelf.com/manual/sporlan/109889/brochure-english/page-6.html. Columns +40/+20/0 °F are the VC charge,
// −10/−20/−40 °F the VZ charge. That transcription does not carry the page's pressure-drop table: we take the drops of
// the R-507 page (RATED_DROP_PSI), which Sporlan's tables share across refrigerants, and 100 °F liquid.

export const R22_RATINGS_TONS: readonly { nominal: string; tons: Readonly<Record<number, number>> }[] = [
  { nominal: '1/5', tons: { 40: 0.2, 20: 0.22, 0: 0.19, [-10]: 0.17, [-20]: 0.15, [-40]: 0.11 } },
  { nominal: '1/3', tons: { 40: 0.35, 20: 0.38, 0: 0.33, [-10]: 0.27, [-20]: 0.24, [-40]: 0.18 } },
  { nominal: '1/2', tons: { 40: 0.45, 20: 0.49, 0: 0.43, [-10]: 0.35, [-20]: 0.31, [-40]: 0.23 } },
  { nominal: '1', tons: { 40: 1, 20: 1.09, 0: 0.95, [-10]: 0.86, [-20]: 0.77, [-40]: 0.57 } },
  { nominal: '1-1/2', tons: { 40: 1.6, 20: 1.74, 0: 1.52, [-10]: 1.22, [-20]: 1.09, [-40]: 0.81 } },
];
