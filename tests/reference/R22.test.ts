// Reference values for R22 (pure fluid).
import { describe } from 'vitest';
import { checkRows, type ReferenceRow } from './reference-rows';

// CoolProp 8.0.1dev (HEOS, default configuration), commit ea27c6394887390270a03dcd0ad00a1274be4efc:
// tests/fixtures/coolprop-check-values.json. Enthalpy and entropy re-referenced to IIR (h - h'(0 °C) + 200 kJ/kg,
// s - s'(0 °C) + 1 kJ/(kg K)); CoolProp's own reference here: IIR: h=200 kJ/kg, s=1 kJ/(kg K) for saturated liquid at 0 C.
// Tolerances: the acceptance limits (p 0.01 %, densities 0.02 %, h 0.05 kJ/kg).
const coolprop: ReferenceRow[] = [
  { kind: 'saturation', inputs: {T: 243.15}, expected: {p_bubble: 163887.522139, p_dew: 163887.522139, rho_liquid: 1377.17400617, rho_vapor: 7.37851569096, h_liquid: 165882.371684, h_vapor: 392691.968346, s_liquid: 868.732979362, s_vapor: 1801.5300045}, tolerance: {p_bubble: {rel: 0.0001}, p_dew: {rel: 0.0001}, rho_liquid: {rel: 0.0002}, rho_vapor: {rel: 0.0002}, h_liquid: {abs: 50}, h_vapor: {abs: 50}, s_liquid: {abs: 0.2}, s_vapor: {abs: 0.2}}},
  { kind: 'saturation', inputs: {T: 273.15}, expected: {p_bubble: 497987.891645, p_dew: 497987.891645, rho_liquid: 1281.51590306, rho_vapor: 21.229380666, h_liquid: 200000.0, h_vapor: 405047.907814, s_liquid: 1000.0, s_vapor: 1750.67877655}, tolerance: {p_bubble: {rel: 0.0001}, p_dew: {rel: 0.0001}, rho_liquid: {rel: 0.0002}, rho_vapor: {rel: 0.0002}, h_liquid: {abs: 50}, h_vapor: {abs: 50}, s_liquid: {abs: 0.2}, s_vapor: {abs: 0.2}}},
  { kind: 'saturation', inputs: {T: 303.15}, expected: {p_bubble: 1191876.16288, p_dew: 1191876.16288, rho_liquid: 1170.73576066, rho_vapor: 50.7049021574, h_liquid: 236623.799905, h_vapor: 414261.600346, s_liquid: 1125.15883063, s_vapor: 1711.13211264}, tolerance: {p_bubble: {rel: 0.0001}, p_dew: {rel: 0.0001}, rho_liquid: {rel: 0.0002}, rho_vapor: {rel: 0.0002}, h_liquid: {abs: 50}, h_vapor: {abs: 50}, s_liquid: {abs: 0.2}, s_vapor: {abs: 0.2}}},
  { kind: 'saturation', inputs: {p: 1000000.0}, expected: {T_bubble: 296.565318333, T_dew: 296.565318333, rho_liquid: 1196.82452934, rho_vapor: 42.3345636118, h_liquid: 228303.721571, h_vapor: 412608.6363, s_liquid: 1097.95260633, s_vapor: 1719.41743494}, tolerance: {T_bubble: {abs: 0.005}, T_dew: {abs: 0.005}, rho_liquid: {rel: 0.0002}, rho_vapor: {rel: 0.0002}, h_liquid: {abs: 50}, h_vapor: {abs: 50}, s_liquid: {abs: 0.2}, s_vapor: {abs: 0.2}}},
  { kind: 'state', inputs: {T: 273.15, p: 354785.98926}, expected: {rho: 14.5790101409, h: 408160.941614, s: 1791.77633889, cp: 694.311349405, phase: 'vapor'}, tolerance: {rho: {rel: 0.0002}, h: {abs: 50}, s: {abs: 0.2}, cp: {rel: 0.001}}},
  { kind: 'state', inputs: {p: 354785.98926, h: 408160.941614}, expected: {T: 273.15, rho: 14.5790101409}, tolerance: {T: {abs: 0.01}, rho: {rel: 0.0002}}},
  { kind: 'state', inputs: {p: 354785.98926, s: 1791.77633889}, expected: {T: 273.15, rho: 14.5790101409}, tolerance: {T: {abs: 0.01}, rho: {rel: 0.0002}}},
  { kind: 'state', inputs: {T: 308.15, p: 1533579.7116}, expected: {rho: 1151.43275739, h: 243041.574079, s: 1145.19318833, cp: 1304.16971637, phase: 'liquid'}, tolerance: {rho: {rel: 0.0002}, h: {abs: 50}, s: {abs: 0.2}, cp: {rel: 0.001}}},
  { kind: 'state', inputs: {p: 1533579.7116, h: 243041.574079}, expected: {T: 308.15, rho: 1151.43275739}, tolerance: {T: {abs: 0.01}, rho: {rel: 0.0002}}},
  { kind: 'state', inputs: {p: 1533579.7116, s: 1145.19318833}, expected: {T: 308.15, rho: 1151.43275739}, tolerance: {T: {abs: 0.01}, rho: {rel: 0.0002}}},
];

describe('R22 reference values', () => {
  checkRows('R22', 'CoolProp 8', coolprop);
});
