// Reference values for R600a (pure fluid).
import { describe } from 'vitest';
import { checkRows, type ReferenceRow } from './reference-rows';

// CoolProp 8.0.1dev (HEOS, default configuration), commit ea27c6394887390270a03dcd0ad00a1274be4efc:
// tests/fixtures/coolprop-check-values.json. Enthalpy and entropy re-referenced to IIR (h - h'(0 °C) + 200 kJ/kg,
// s - s'(0 °C) + 1 kJ/(kg K)); CoolProp's own reference here: IIR: h=200 kJ/kg, s=1 kJ/(kg K) for saturated liquid at 0 C.
// Tolerances: the acceptance limits (p 0.01 %, densities 0.02 %, h 0.05 kJ/kg).
const coolprop: ReferenceRow[] = [
  { kind: 'saturation', inputs: {T: 243.15}, expected: {p_bubble: 46622.2503709, p_dew: 46622.2503709, rho_liquid: 613.612304486, rho_vapor: 1.37288922815, h_liquid: 133681.583112, h_vapor: 514400.222283, s_liquid: 743.691097069, s_vapor: 2309.46793923}, tolerance: {p_bubble: {rel: 0.0001}, p_dew: {rel: 0.0001}, rho_liquid: {rel: 0.0002}, rho_vapor: {rel: 0.0002}, h_liquid: {abs: 50}, h_vapor: {abs: 50}, s_liquid: {abs: 0.2}, s_vapor: {abs: 0.2}}},
  { kind: 'saturation', inputs: {T: 273.15}, expected: {p_bubble: 156955.993863, p_dew: 156955.993863, rho_liquid: 580.576030497, rho_vapor: 4.25695239925, h_liquid: 200000.0, h_vapor: 554337.105339, s_liquid: 1000.0, s_vapor: 2297.22535361}, tolerance: {p_bubble: {rel: 0.0001}, p_dew: {rel: 0.0001}, rho_liquid: {rel: 0.0002}, rho_vapor: {rel: 0.0002}, h_liquid: {abs: 50}, h_vapor: {abs: 50}, s_liquid: {abs: 0.2}, s_vapor: {abs: 0.2}}},
  { kind: 'saturation', inputs: {T: 303.15}, expected: {p_bubble: 404722.503812, p_dew: 404722.503812, rho_liquid: 544.310833468, rho_vapor: 10.4797992894, h_liquid: 271241.053918, h_vapor: 594570.094621, s_liquid: 1245.77008436, s_vapor: 2312.33462568}, tolerance: {p_bubble: {rel: 0.0001}, p_dew: {rel: 0.0001}, rho_liquid: {rel: 0.0002}, rho_vapor: {rel: 0.0002}, h_liquid: {abs: 50}, h_vapor: {abs: 50}, s_liquid: {abs: 0.2}, s_vapor: {abs: 0.2}}},
  { kind: 'saturation', inputs: {p: 1000000.0}, expected: {T_bubble: 339.3364218, T_dew: 339.3364218, rho_liquid: 493.12651959, rho_vapor: 25.9545312054, h_liquid: 365561.589327, h_vapor: 641166.779716, s_liquid: 1535.8167784, s_vapor: 2348.00542861}, tolerance: {T_bubble: {abs: 0.005}, T_dew: {abs: 0.005}, rho_liquid: {rel: 0.0002}, rho_vapor: {rel: 0.0002}, h_liquid: {abs: 50}, h_vapor: {abs: 50}, s_liquid: {abs: 0.2}, s_vapor: {abs: 0.2}}},
  { kind: 'state', inputs: {T: 273.15, p: 108450.005741}, expected: {rho: 2.88558215648, h: 556683.716322, s: 2356.23175085, cp: 1593.67000761, phase: 'vapor'}, tolerance: {rho: {rel: 0.0002}, h: {abs: 50}, s: {abs: 0.2}, cp: {rel: 0.001}}},
  { kind: 'state', inputs: {p: 108450.005741, h: 556683.716322}, expected: {T: 273.15, rho: 2.88558215648}, tolerance: {T: {abs: 0.01}, rho: {rel: 0.0002}}},
  { kind: 'state', inputs: {p: 108450.005741, s: 2356.23175085}, expected: {T: 273.15, rho: 2.88558215648}, tolerance: {T: {abs: 0.01}, rho: {rel: 0.0002}}},
  { kind: 'state', inputs: {T: 308.15, p: 531207.885771}, expected: {rho: 537.992077577, h: 283700.662091, s: 1285.76986803, cp: 2497.20566003, phase: 'liquid'}, tolerance: {rho: {rel: 0.0002}, h: {abs: 50}, s: {abs: 0.2}, cp: {rel: 0.001}}},
  { kind: 'state', inputs: {p: 531207.885771, h: 283700.662091}, expected: {T: 308.15, rho: 537.992077577}, tolerance: {T: {abs: 0.01}, rho: {rel: 0.0002}}},
  { kind: 'state', inputs: {p: 531207.885771, s: 1285.76986803}, expected: {T: 308.15, rho: 537.992077577}, tolerance: {T: {abs: 0.01}, rho: {rel: 0.0002}}},
];

describe('R600a reference values', () => {
  checkRows('R600a', 'CoolProp 8', coolprop);
});
