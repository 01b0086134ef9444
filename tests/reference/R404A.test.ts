// Reference values for R404A (pseudo-pure (single-component Helmholtz EOS fitted to the blend)).
import { describe } from 'vitest';
import { checkRows, type ReferenceRow } from './reference-rows';

// CoolProp 8.0.1dev (HEOS, default configuration), commit ea27c6394887390270a03dcd0ad00a1274be4efc:
// tests/fixtures/coolprop-check-values.json. Enthalpy and entropy re-referenced to IIR (h - h'(0 °C) + 200 kJ/kg,
// s - s'(0 °C) + 1 kJ/(kg K)); CoolProp's own reference here: approximately IIR (set by the EOS authors' own ideal-gas constants; CoolProp applies no offset).
// Tolerances: the acceptance limits (p 0.01 %, densities 0.02 %, h 0.05 kJ/kg).
const coolprop: ReferenceRow[] = [
  { kind: 'saturation', inputs: {T: 243.15}, expected: {p_bubble: 207782.794138, p_dew: 202233.740642, rho_liquid: 1255.0206844, rho_vapor: 10.5489279418, h_liquid: 159916.172295, h_vapor: 349400.230825, s_liquid: 845.955211945, s_vapor: 1626.5782063699999}, tolerance: {p_bubble: {rel: 0.0001}, p_dew: {rel: 0.0001}, rho_liquid: {rel: 0.0002}, rho_vapor: {rel: 0.0002}, h_liquid: {abs: 50}, h_vapor: {abs: 50}, s_liquid: {abs: 0.2}, s_vapor: {abs: 0.2}}},
  { kind: 'saturation', inputs: {T: 273.15}, expected: {p_bubble: 610180.786964, p_dew: 600273.025705, rho_liquid: 1149.98068743, rho_vapor: 30.4565877944, h_liquid: 200000.0, h_vapor: 365817.743582, s_liquid: 1000.0, s_vapor: 1607.75770526}, tolerance: {p_bubble: {rel: 0.0001}, p_dew: {rel: 0.0001}, rho_liquid: {rel: 0.0002}, rho_vapor: {rel: 0.0002}, h_liquid: {abs: 50}, h_vapor: {abs: 50}, s_liquid: {abs: 0.2}, s_vapor: {abs: 0.2}}},
  { kind: 'saturation', inputs: {T: 303.15}, expected: {p_bubble: 1428355.73675, p_dew: 1414490.48517, rho_liquid: 1019.37879731, rho_vapor: 75.5895503005, h_liquid: 244016.736497, h_vapor: 378154.90086099994, s_liquid: 1150.12222781, s_vapor: 1592.93470012}, tolerance: {p_bubble: {rel: 0.0001}, p_dew: {rel: 0.0001}, rho_liquid: {rel: 0.0002}, rho_vapor: {rel: 0.0002}, h_liquid: {abs: 50}, h_vapor: {abs: 50}, s_liquid: {abs: 0.2}, s_vapor: {abs: 0.2}}},
  { kind: 'saturation', inputs: {p: 1000000.0}, expected: {T_bubble: 289.790205809, T_dew: 290.231283539, rho_liquid: 1082.21391335, rho_vapor: 51.5992632796, h_liquid: 223763.989883, h_vapor: 373596.20157000003, s_liquid: 1083.18836482, s_vapor: 1599.8703776399998}, tolerance: {T_bubble: {abs: 0.005}, T_dew: {abs: 0.005}, rho_liquid: {rel: 0.0002}, rho_vapor: {rel: 0.0002}, h_liquid: {abs: 50}, h_vapor: {abs: 50}, s_liquid: {abs: 0.2}, s_vapor: {abs: 0.2}}},
  { kind: 'state', inputs: {T: 273.15, p: 430729.715846}, expected: {rho: 20.6829352346, h: 369975.54587499995, s: 1647.6559532800002, cp: 929.167504388, phase: 'vapor'}, tolerance: {rho: {rel: 0.0002}, h: {abs: 50}, s: {abs: 0.2}, cp: {rel: 0.001}}},
  { kind: 'state', inputs: {p: 430729.715846, h: 369975.54587499995}, expected: {T: 273.15, rho: 20.6829352346}, tolerance: {T: {abs: 0.01}, rho: {rel: 0.0002}}},
  { kind: 'state', inputs: {p: 430729.715846, s: 1647.6559532800002}, expected: {T: 273.15, rho: 20.6829352346}, tolerance: {T: {abs: 0.01}, rho: {rel: 0.0002}}},
  { kind: 'state', inputs: {T: 308.15, p: 1829542.77113}, expected: {rho: 996.470811371, h: 251774.23036, s: 1174.20029312, cp: 1634.37033843, phase: 'liquid'}, tolerance: {rho: {rel: 0.0002}, h: {abs: 50}, s: {abs: 0.2}, cp: {rel: 0.001}}},
  { kind: 'state', inputs: {p: 1829542.77113, h: 251774.23036}, expected: {T: 308.15, rho: 996.470811371}, tolerance: {T: {abs: 0.01}, rho: {rel: 0.0002}}},
  { kind: 'state', inputs: {p: 1829542.77113, s: 1174.20029312}, expected: {T: 308.15, rho: 996.470811371}, tolerance: {T: {abs: 0.01}, rho: {rel: 0.0002}}},
];

describe('R404A reference values', () => {
  checkRows('R404A', 'CoolProp 8', coolprop);
});
