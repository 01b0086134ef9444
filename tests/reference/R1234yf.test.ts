// Reference values for R1234yf (pure fluid).
import { describe } from 'vitest';
import { checkRows, type ReferenceRow } from './reference-rows';

// CoolProp 8.0.1dev (HEOS, default configuration), commit ea27c6394887390270a03dcd0ad00a1274be4efc:
// tests/fixtures/coolprop-check-values.json. Enthalpy and entropy re-referenced to IIR (h - h'(0 °C) + 200 kJ/kg,
// s - s'(0 °C) + 1 kJ/(kg K)); CoolProp's own reference here: IIR: h=200 kJ/kg, s=1 kJ/(kg K) for saturated liquid at 0 C.
// Tolerances: the acceptance limits (p 0.01 %, densities 0.02 %, h 0.05 kJ/kg).
const coolprop: ReferenceRow[] = [
  { kind: 'saturation', inputs: {T: 243.15}, expected: {p_bubble: 98932.723526, p_dew: 98932.723526, rho_liquid: 1264.65397137, rho_vapor: 5.84320344396, h_liquid: 162230.568268, h_vapor: 343344.138193, s_liquid: 854.305979652, s_vapor: 1599.16952037}, tolerance: {p_bubble: {rel: 0.0001}, p_dew: {rel: 0.0001}, rho_liquid: {rel: 0.0002}, rho_vapor: {rel: 0.0002}, h_liquid: {abs: 50}, h_vapor: {abs: 50}, s_liquid: {abs: 0.2}, s_vapor: {abs: 0.2}}},
  { kind: 'saturation', inputs: {T: 273.15}, expected: {p_bubble: 315880.466357, p_dew: 315880.466357, rho_liquid: 1176.11734534, rho_vapor: 17.6341971836, h_liquid: 200000.0, h_vapor: 363482.577483, s_liquid: 1000.0, s_vapor: 1598.50842937}, tolerance: {p_bubble: {rel: 0.0001}, p_dew: {rel: 0.0001}, rho_liquid: {rel: 0.0002}, rho_vapor: {rel: 0.0002}, h_liquid: {abs: 50}, h_vapor: {abs: 50}, s_liquid: {abs: 0.2}, s_vapor: {abs: 0.2}}},
  { kind: 'saturation', inputs: {T: 303.15}, expected: {p_bubble: 783619.370311, p_dew: 783619.370311, rho_liquid: 1073.13915965, rho_vapor: 43.6830131826, h_liquid: 240646.506724, h_vapor: 382026.28858, s_liquid: 1139.64457494, s_vapor: 1606.01363929}, tolerance: {p_bubble: {rel: 0.0001}, p_dew: {rel: 0.0001}, rho_liquid: {rel: 0.0002}, rho_vapor: {rel: 0.0002}, h_liquid: {abs: 50}, h_vapor: {abs: 50}, s_liquid: {abs: 0.2}, s_vapor: {abs: 0.2}}},
  { kind: 'saturation', inputs: {p: 1000000.0}, expected: {T_bubble: 312.430006539, T_dew: 312.430006539, rho_liquid: 1036.53183981, rho_vapor: 56.5448209516, h_liquid: 253993.649604, h_vapor: 387108.807359, s_liquid: 1182.34231104, s_vapor: 1608.40624526}, tolerance: {T_bubble: {abs: 0.005}, T_dew: {abs: 0.005}, rho_liquid: {rel: 0.0002}, rho_vapor: {rel: 0.0002}, h_liquid: {abs: 50}, h_vapor: {abs: 50}, s_liquid: {abs: 0.2}, s_vapor: {abs: 0.2}}},
  { kind: 'state', inputs: {T: 273.15, p: 221785.468473}, expected: {rho: 11.9535058151, h: 365744.130414, s: 1630.4245509, cp: 892.656853089, phase: 'vapor'}, tolerance: {rho: {rel: 0.0002}, h: {abs: 50}, s: {abs: 0.2}, cp: {rel: 0.001}}},
  { kind: 'state', inputs: {p: 221785.468473, h: 365744.130414}, expected: {T: 273.15, rho: 11.9535058151}, tolerance: {T: {abs: 0.01}, rho: {rel: 0.0002}}},
  { kind: 'state', inputs: {p: 221785.468473, s: 1630.4245509}, expected: {T: 273.15, rho: 11.9535058151}, tolerance: {T: {abs: 0.01}, rho: {rel: 0.0002}}},
  { kind: 'state', inputs: {T: 308.15, p: 1018472.88428}, expected: {rho: 1054.95201199, h: 247758.002814, s: 1162.18933707, cp: 1441.86826625, phase: 'liquid'}, tolerance: {rho: {rel: 0.0002}, h: {abs: 50}, s: {abs: 0.2}, cp: {rel: 0.001}}},
  { kind: 'state', inputs: {p: 1018472.88428, h: 247758.002814}, expected: {T: 308.15, rho: 1054.95201199}, tolerance: {T: {abs: 0.01}, rho: {rel: 0.0002}}},
  { kind: 'state', inputs: {p: 1018472.88428, s: 1162.18933707}, expected: {T: 308.15, rho: 1054.95201199}, tolerance: {T: {abs: 0.01}, rho: {rel: 0.0002}}},
];

describe('R1234yf reference values', () => {
  checkRows('R1234yf', 'CoolProp 8', coolprop);
});
