// Reference values for R717 (pure fluid).
import { describe } from 'vitest';
import { checkRows, type ReferenceRow } from './reference-rows';

// CoolProp 8.0.1dev (HEOS, default configuration), commit ea27c6394887390270a03dcd0ad00a1274be4efc:
// tests/fixtures/coolprop-check-values.json. Enthalpy and entropy re-referenced to IIR (h - h'(0 °C) + 200 kJ/kg,
// s - s'(0 °C) + 1 kJ/(kg K)); CoolProp's own reference here: EOS-native (CoolProp default for this fluid; not IIR/ASHRAE/NBP).
// Tolerances: the acceptance limits (p 0.01 %, densities 0.02 %, h 0.05 kJ/kg).
const coolprop: ReferenceRow[] = [
  { kind: 'saturation', inputs: {T: 243.15}, expected: {p_bubble: 119375.598198, p_dew: 119375.598198, rho_liquid: 677.540847581, rho_vapor: 1.0374466517, h_liquid: 63571.93518999999, h_vapor: 1423317.681626, s_liquid: 472.88998594099996, s_vapor: 6065.0995127099995}, tolerance: {p_bubble: {rel: 0.0001}, p_dew: {rel: 0.0001}, rho_liquid: {rel: 0.0002}, rho_vapor: {rel: 0.0002}, h_liquid: {abs: 50}, h_vapor: {abs: 50}, s_liquid: {abs: 0.2}, s_vapor: {abs: 0.2}}},
  { kind: 'saturation', inputs: {T: 273.15}, expected: {p_bubble: 429247.798721, p_dew: 429247.798721, rho_liquid: 638.638204867, rho_vapor: 3.4560108814, h_liquid: 200000.0, h_vapor: 1461773.1982459999, s_liquid: 1000.0, s_vapor: 5619.34174719}, tolerance: {p_bubble: {rel: 0.0001}, p_dew: {rel: 0.0001}, rho_liquid: {rel: 0.0002}, rho_vapor: {rel: 0.0002}, h_liquid: {abs: 50}, h_vapor: {abs: 50}, s_liquid: {abs: 0.2}, s_vapor: {abs: 0.2}}},
  { kind: 'saturation', inputs: {T: 303.15}, expected: {p_bubble: 1166536.06298, p_dew: 1166536.06298, rho_liquid: 595.364297699, rho_vapor: 9.04597015633, h_liquid: 341572.671536, h_vapor: 1486160.005076, s_liquid: 1487.42732327, s_vapor: 5263.07414344}, tolerance: {p_bubble: {rel: 0.0001}, p_dew: {rel: 0.0001}, rho_liquid: {rel: 0.0002}, rho_vapor: {rel: 0.0002}, h_liquid: {abs: 50}, h_vapor: {abs: 50}, s_liquid: {abs: 0.2}, s_vapor: {abs: 0.2}}},
  { kind: 'saturation', inputs: {p: 1000000.0}, expected: {T_bubble: 298.06270209, T_dew: 298.06270209, rho_liquid: 603.091092237, rho_vapor: 7.78048969362, h_liquid: 317081.59784299997, h_vapor: 1483261.543856, s_liquid: 1406.8787055999999, s_vapor: 5319.41099441}, tolerance: {T_bubble: {abs: 0.005}, T_dew: {abs: 0.005}, rho_liquid: {rel: 0.0002}, rho_vapor: {rel: 0.0002}, h_liquid: {abs: 50}, h_vapor: {abs: 50}, s_liquid: {abs: 0.2}, s_vapor: {abs: 0.2}}},
  { kind: 'state', inputs: {T: 273.15, p: 290639.516389}, expected: {rho: 2.28255589765, h: 1475296.1946160002, s: 5848.56198792, cp: 2455.80829884, phase: 'vapor'}, tolerance: {rho: {rel: 0.0002}, h: {abs: 50}, s: {abs: 0.2}, cp: {rel: 0.001}}},
  { kind: 'state', inputs: {p: 290639.516389, h: 1475296.1946160002}, expected: {T: 273.15, rho: 2.28255589765}, tolerance: {T: {abs: 0.01}, rho: {rel: 0.0002}}},
  { kind: 'state', inputs: {p: 290639.516389, s: 5848.56198792}, expected: {T: 273.15, rho: 2.28255589765}, tolerance: {T: {abs: 0.01}, rho: {rel: 0.0002}}},
  { kind: 'state', inputs: {T: 308.15, p: 1554533.22791}, expected: {rho: 587.812274674, h: 365933.488814, s: 1564.9840846900001, cp: 4873.0816298, phase: 'liquid'}, tolerance: {rho: {rel: 0.0002}, h: {abs: 50}, s: {abs: 0.2}, cp: {rel: 0.001}}},
  { kind: 'state', inputs: {p: 1554533.22791, h: 365933.488814}, expected: {T: 308.15, rho: 587.812274674}, tolerance: {T: {abs: 0.01}, rho: {rel: 0.0002}}},
  { kind: 'state', inputs: {p: 1554533.22791, s: 1564.9840846900001}, expected: {T: 308.15, rho: 587.812274674}, tolerance: {T: {abs: 0.01}, rho: {rel: 0.0002}}},
];

describe('R717 reference values', () => {
  checkRows('R717', 'CoolProp 8', coolprop);
});
