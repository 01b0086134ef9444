// Reference values for R1233zd(E) (pure fluid).
import { describe } from 'vitest';
import { checkRows, type ReferenceRow } from './reference-rows';

// CoolProp 8.0.1dev (HEOS, default configuration), commit ea27c6394887390270a03dcd0ad00a1274be4efc:
// tests/fixtures/coolprop-check-values.json. Enthalpy and entropy re-referenced to IIR (h - h'(0 °C) + 200 kJ/kg,
// s - s'(0 °C) + 1 kJ/(kg K)); CoolProp's own reference here: IIR: h=200 kJ/kg, s=1 kJ/(kg K) for saturated liquid at 0 C.
// Tolerances: the acceptance limits (p 0.01 %, densities 0.02 %, h 0.05 kJ/kg).
const coolprop: ReferenceRow[] = [
  { kind: 'saturation', inputs: {T: 243.15}, expected: {p_bubble: 10706.8437828, p_dew: 10706.8437828, rho_liquid: 1387.2620504, rho_vapor: 0.69653193715, h_liquid: 166721.254996, h_vapor: 382884.86573, s_liquid: 871.110821042, s_vapor: 1760.12423142}, tolerance: {p_bubble: {rel: 0.0001}, p_dew: {rel: 0.0001}, rho_liquid: {rel: 0.0002}, rho_vapor: {rel: 0.0002}, h_liquid: {abs: 50}, h_vapor: {abs: 50}, s_liquid: {abs: 0.2}, s_vapor: {abs: 0.2}}},
  { kind: 'saturation', inputs: {T: 273.15}, expected: {p_bubble: 48513.4980332, p_dew: 48513.4980332, rho_liquid: 1321.31362651, rho_vapor: 2.85664190062, h_liquid: 200000.0, h_vapor: 402823.652055, s_liquid: 1000.0, s_vapor: 1742.53579372}, tolerance: {p_bubble: {rel: 0.0001}, p_dew: {rel: 0.0001}, rho_liquid: {rel: 0.0002}, rho_vapor: {rel: 0.0002}, h_liquid: {abs: 50}, h_vapor: {abs: 50}, s_liquid: {abs: 0.2}, s_vapor: {abs: 0.2}}},
  { kind: 'saturation', inputs: {T: 303.15}, expected: {p_bubble: 155255.680972, p_dew: 155255.680972, rho_liquid: 1250.76070662, rho_vapor: 8.51744395354, h_liquid: 235010.482035, h_vapor: 423386.046834, s_liquid: 1121.26814558, s_vapor: 1742.66205883}, tolerance: {p_bubble: {rel: 0.0001}, p_dew: {rel: 0.0001}, rho_liquid: {rel: 0.0002}, rho_vapor: {rel: 0.0002}, h_liquid: {abs: 50}, h_vapor: {abs: 50}, s_liquid: {abs: 0.2}, s_vapor: {abs: 0.2}}},
  { kind: 'saturation', inputs: {p: 1000000.0}, expected: {T_bubble: 371.178132401, T_dew: 371.178132401, rho_liquid: 1056.57612215, rho_vapor: 53.6788747567, h_liquid: 322512.488153, h_vapor: 466933.560519, s_liquid: 1378.86601577, s_vapor: 1767.95432609}, tolerance: {T_bubble: {abs: 0.005}, T_dew: {abs: 0.005}, rho_liquid: {rel: 0.0002}, rho_vapor: {rel: 0.0002}, h_liquid: {abs: 50}, h_vapor: {abs: 50}, s_liquid: {abs: 0.2}, s_vapor: {abs: 0.2}}},
  { kind: 'state', inputs: {T: 273.15, p: 30685.2571446}, expected: {rho: 1.79028596002, h: 403354.531514, s: 1773.10075782, cp: 738.887979646, phase: 'vapor'}, tolerance: {rho: {rel: 0.0002}, h: {abs: 50}, s: {abs: 0.2}, cp: {rel: 0.001}}},
  { kind: 'state', inputs: {p: 30685.2571446, h: 403354.531514}, expected: {T: 273.15, rho: 1.79028596002}, tolerance: {T: {abs: 0.01}, rho: {rel: 0.0002}}},
  { kind: 'state', inputs: {p: 30685.2571446, s: 1773.10075782}, expected: {T: 273.15, rho: 1.79028596002}, tolerance: {T: {abs: 0.01}, rho: {rel: 0.0002}}},
  { kind: 'state', inputs: {T: 308.15, p: 216101.521375}, expected: {rho: 1238.5014746, h: 241040.457788, s: 1140.83677189, cp: 1207.67860821, phase: 'liquid'}, tolerance: {rho: {rel: 0.0002}, h: {abs: 50}, s: {abs: 0.2}, cp: {rel: 0.001}}},
  { kind: 'state', inputs: {p: 216101.521375, h: 241040.457788}, expected: {T: 308.15, rho: 1238.5014746}, tolerance: {T: {abs: 0.01}, rho: {rel: 0.0002}}},
  { kind: 'state', inputs: {p: 216101.521375, s: 1140.83677189}, expected: {T: 308.15, rho: 1238.5014746}, tolerance: {T: {abs: 0.01}, rho: {rel: 0.0002}}},
];

describe('R1233zd(E) reference values', () => {
  checkRows('R1233zd(E)', 'CoolProp 8', coolprop);
});
