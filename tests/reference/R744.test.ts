// Reference values for R744 (pure fluid).
import { describe } from 'vitest';
import { checkRows, type ReferenceRow } from './reference-rows';

// CoolProp 8.0.1dev (HEOS, default configuration), commit ea27c6394887390270a03dcd0ad00a1274be4efc:
// tests/fixtures/coolprop-check-values.json. Enthalpy and entropy re-referenced to IIR (h - h'(0 °C) + 200 kJ/kg,
// s - s'(0 °C) + 1 kJ/(kg K)); CoolProp's own reference here: IIR: h=200 kJ/kg, s=1 kJ/(kg K) for saturated liquid at 0 C.
// Tolerances: the acceptance limits (p 0.01 %, densities 0.02 %, h 0.05 kJ/kg).
const coolprop: ReferenceRow[] = [
  { kind: 'saturation', inputs: {T: 243.15}, expected: {p_bubble: 1427761.6929, p_dew: 1427761.6929, rho_liquid: 1075.73178931, rho_vapor: 37.0980738854, h_liquid: 133337.305633, h_vapor: 436820.081033, s_liquid: 749.824994489, s_vapor: 1997.95485425}, tolerance: {p_bubble: {rel: 0.0001}, p_dew: {rel: 0.0001}, rho_liquid: {rel: 0.0002}, rho_vapor: {rel: 0.0002}, h_liquid: {abs: 50}, h_vapor: {abs: 50}, s_liquid: {abs: 0.2}, s_vapor: {abs: 0.2}}},
  { kind: 'saturation', inputs: {T: 273.15}, expected: {p_bubble: 3485140.75766, p_dew: 3485140.75766, rho_liquid: 927.431951892, rho_vapor: 97.6473368359, h_liquid: 200000.0, h_vapor: 430893.340656, s_liquid: 1000.0, s_vapor: 1845.29870275}, tolerance: {p_bubble: {rel: 0.0001}, p_dew: {rel: 0.0001}, rho_liquid: {rel: 0.0002}, rho_vapor: {rel: 0.0002}, h_liquid: {abs: 50}, h_vapor: {abs: 50}, s_liquid: {abs: 0.2}, s_vapor: {abs: 0.2}}},
  { kind: 'saturation', inputs: {T: 303.15}, expected: {p_bubble: 7213687.38273, p_dew: 7213687.38273, rho_liquid: 593.313047436, rho_vapor: 345.102314513, h_liquid: 304553.421171, h_vapor: 365128.874082, s_liquid: 1343.45791771, s_vapor: 1543.27798339}, tolerance: {p_bubble: {rel: 0.0001}, p_dew: {rel: 0.0001}, rho_liquid: {rel: 0.0002}, rho_vapor: {rel: 0.0002}, h_liquid: {abs: 50}, h_vapor: {abs: 50}, s_liquid: {abs: 0.2}, s_vapor: {abs: 0.2}}},
  { kind: 'saturation', inputs: {p: 1000000.0}, expected: {T_bubble: 233.028249871, T_dew: 233.028249871, rho_liquid: 1116.90362199, rho_vapor: 26.0056431991, h_liquid: 112657.192773, h_vapor: 435296.296782, s_liquid: 664.600257634, s_vapor: 2049.14957381}, tolerance: {T_bubble: {abs: 0.005}, T_dew: {abs: 0.005}, rho_liquid: {rel: 0.0002}, rho_vapor: {rel: 0.0002}, h_liquid: {abs: 50}, h_vapor: {abs: 50}, s_liquid: {abs: 0.2}, s_vapor: {abs: 0.2}}},
  { kind: 'state', inputs: {T: 273.15, p: 2648676.6707}, expected: {rho: 65.0459448947, h: 449083.254681, s: 1950.5244769, cp: 1305.70077972, phase: 'vapor'}, tolerance: {rho: {rel: 0.0002}, h: {abs: 50}, s: {abs: 0.2}, cp: {rel: 0.001}}},
  { kind: 'state', inputs: {p: 2648676.6707, h: 449083.254681}, expected: {T: 273.15, rho: 65.0459448947}, tolerance: {T: {abs: 0.01}, rho: {rel: 0.0002}}},
  { kind: 'state', inputs: {p: 2648676.6707, s: 1950.5244769}, expected: {T: 273.15, rho: 65.0459448947}, tolerance: {T: {abs: 0.01}, rho: {rel: 0.0002}}},
];

// Span & Wagner, J. Phys. Chem. Ref. Data 25 (1996) 1509: saturation at 0 °C and the measured triple point
// (216.592 K, 0.51795 MPa), which the equation reproduces to 0.003 %.
const paper: ReferenceRow[] = [
  { kind: 'saturation', inputs: {T: 273.15}, expected: {p_bubble: 3485100}, tolerance: {p_bubble: {abs: 100}}},
  { kind: 'saturation', inputs: {T: 216.592}, expected: {p_bubble: 517950}, tolerance: {p_bubble: {abs: 50}}},
];

describe('R744 reference values', () => {
  checkRows('R744', 'CoolProp 8', coolprop);
  checkRows('R744', 'EOS paper', paper);
});
