// What is known of each refrigerant of the list (names.ts) beyond the equations of state:
// safety class (ASHRAE 34), GWP (IPCC AR4 and AR5, 100 years) and blend compositions.
// GWP: pure fluids from IPCC AR4 WG1 Table 2.14 and AR5 WG1 Table 8.A.1; blends are the mass-weighted sums
// (as the EU F-gas regulation computes them; checked in tests/unit/engine/refrigerants/catalog.test.ts).
// AR5 gives "<1" for R1234yf and R1234ze(E); 1 is used here, as manufacturers' tables do.
// Compositions: mass fractions of ASHRAE 34; mole fractions as CoolProp stores them in its predefined mixtures
// (dev/mixtures/predefined_mixtures.json, commit ea27c6394887390270a03dcd0ad00a1274be4efc).
import { REFRIGERANT_KINDS, refrigerantNames, type RefrigerantName } from './names';
import type { RefrigerantKind, SafetyClass } from './types';

export interface CatalogEntry {
  name: string;
  kind: RefrigerantKind;
  safetyClass: SafetyClass;
  gwpAR4: number;
  gwpAR5: number;
  /** Blends: [component, mass fraction, mole fraction]. */
  components?: readonly (readonly [string, number, number])[];
}

const DETAILS: Readonly<Record<RefrigerantName, Omit<CatalogEntry, 'name' | 'kind'>>> = {
  R22: { safetyClass: 'A1', gwpAR4: 1810, gwpAR5: 1760 },
  R32: { safetyClass: 'A2L', gwpAR4: 675, gwpAR5: 677 },
  R134a: { safetyClass: 'A1', gwpAR4: 1430, gwpAR5: 1300 },
  R404A: {
    safetyClass: 'A1',
    gwpAR4: 3922,
    gwpAR5: 3943,
    components: [
      ['R125', 0.44, 0.357817],
      ['R134a', 0.04, 0.038264],
      ['R143a', 0.52, 0.603919],
    ],
  },
  R407C: {
    safetyClass: 'A1',
    gwpAR4: 1774,
    gwpAR5: 1624,
    components: [
      ['R32', 0.23, 0.381109],
      ['R125', 0.25, 0.179559],
      ['R134a', 0.52, 0.439332],
    ],
  },
  R407F: {
    safetyClass: 'A1',
    gwpAR4: 1825,
    gwpAR5: 1674,
    components: [
      ['R32', 0.3, 0.473195],
      ['R125', 0.3, 0.205109],
      ['R134a', 0.4, 0.321696],
    ],
  },
  R410A: {
    safetyClass: 'A1',
    gwpAR4: 2088,
    gwpAR5: 1924,
    components: [
      ['R32', 0.5, 0.697615],
      ['R125', 0.5, 0.302385],
    ],
  },
  R448A: {
    safetyClass: 'A1',
    gwpAR4: 1387,
    gwpAR5: 1273,
    components: [
      ['R32', 0.26, 0.431218],
      ['R125', 0.26, 0.186914],
      ['R1234yf', 0.2, 0.151319],
      ['R134a', 0.21, 0.177587],
      ['R1234ze(E)', 0.07, 0.052962],
    ],
  },
  R449A: {
    safetyClass: 'A1',
    gwpAR4: 1397,
    gwpAR5: 1282,
    components: [
      ['R32', 0.243, 0.407365],
      ['R125', 0.247, 0.179481],
      ['R1234yf', 0.253, 0.193481],
      ['R134a', 0.257, 0.219673],
    ],
  },
  R452A: {
    safetyClass: 'A1',
    gwpAR4: 2140,
    gwpAR5: 1945,
    components: [
      ['R32', 0.11, 0.218864],
      ['R125', 0.59, 0.508838],
      ['R1234yf', 0.3, 0.272298],
    ],
  },
  R454B: {
    safetyClass: 'A2L',
    gwpAR4: 466,
    gwpAR5: 467,
    components: [
      ['R32', 0.689, 0.829248],
      ['R1234yf', 0.311, 0.170752],
    ],
  },
  R454C: {
    safetyClass: 'A2L',
    gwpAR4: 148,
    gwpAR5: 146,
    components: [
      ['R32', 0.215, 0.37515],
      ['R1234yf', 0.785, 0.62485],
    ],
  },
  R507A: {
    safetyClass: 'A1',
    gwpAR4: 3985,
    gwpAR5: 3985,
    components: [
      ['R125', 0.5, 0.41184],
      ['R143a', 0.5, 0.58816],
    ],
  },
  R513A: {
    safetyClass: 'A1',
    gwpAR4: 631,
    gwpAR5: 573,
    components: [
      ['R1234yf', 0.56, 0.532426],
      ['R134a', 0.44, 0.467574],
    ],
  },
  R1234yf: { safetyClass: 'A2L', gwpAR4: 4, gwpAR5: 1 },
  'R1234ze(E)': { safetyClass: 'A2L', gwpAR4: 7, gwpAR5: 1 },
  R290: { safetyClass: 'A3', gwpAR4: 3, gwpAR5: 3 },
  R600a: { safetyClass: 'A3', gwpAR4: 3, gwpAR5: 3 },
  R1270: { safetyClass: 'A3', gwpAR4: 2, gwpAR5: 2 },
  R744: { safetyClass: 'A1', gwpAR4: 1, gwpAR5: 1 },
  R717: { safetyClass: 'B2L', gwpAR4: 0, gwpAR5: 0 },
  R23: { safetyClass: 'A1', gwpAR4: 14800, gwpAR5: 12400 },
  'R1233zd(E)': { safetyClass: 'A1', gwpAR4: 4.5, gwpAR5: 1 },
};

/**
 * The catalogue in the order of the user's list. Marked pure, as the blend names below: a bundle whose code never
 * reads them (a P-T chart's engine) then leaves the table out.
 */
export const CATALOG: readonly CatalogEntry[] = /* @__PURE__ */ refrigerantNames.map((name) => ({
  name,
  kind: REFRIGERANT_KINDS[name],
  ...DETAILS[name],
}));

