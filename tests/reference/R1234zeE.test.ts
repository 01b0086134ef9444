// Reference values for R1234ze(E) (pure fluid).
import { describe } from 'vitest';
import { checkRows, type ReferenceRow } from './reference-rows';

// CoolProp 8.0.1dev (HEOS, default configuration), commit ea27c6394887390270a03dcd0ad00a1274be4efc:
// tests/fixtures/coolprop-check-values.json. Enthalpy and entropy re-referenced to IIR (h - h'(0 °C) + 200 kJ/kg,
// s - s'(0 °C) + 1 kJ/(kg K)); CoolProp's own reference here: approximately IIR (set by the EOS authors' own ideal-gas constants; CoolProp applies no offset).
// Tolerances: the acceptance limits (p 0.01 %, densities 0.02 %, h 0.05 kJ/kg).
const coolprop: ReferenceRow[] = [
  { kind: 'saturation', inputs: {T: 243.15}, expected: {p_bubble: 61094.3048939, p_dew: 61094.3048939, rho_liquid: 1323.26864499, rho_vapor: 3.54906732061, h_liquid: 161253.435584, h_vapor: 363086.496582, s_liquid: 850.267124856, s_vapor: 1680.34346044}, tolerance: {p_bubble: {rel: 0.0001}, p_dew: {rel: 0.0001}, rho_liquid: {rel: 0.0002}, rho_vapor: {rel: 0.0002}, h_liquid: {abs: 50}, h_vapor: {abs: 50}, s_liquid: {abs: 0.2}, s_vapor: {abs: 0.2}}},
  { kind: 'saturation', inputs: {T: 273.15}, expected: {p_bubble: 216550.034952, p_dew: 216550.034952, rho_liquid: 1240.12293067, rho_vapor: 11.7143552596, h_liquid: 200000.0, h_vapor: 384179.935138, s_liquid: 1000.0, s_vapor: 1674.28129284}, tolerance: {p_bubble: {rel: 0.0001}, p_dew: {rel: 0.0001}, rho_liquid: {rel: 0.0002}, rho_vapor: {rel: 0.0002}, h_liquid: {abs: 50}, h_vapor: {abs: 50}, s_liquid: {abs: 0.2}, s_vapor: {abs: 0.2}}},
  { kind: 'saturation', inputs: {T: 303.15}, expected: {p_bubble: 578326.097258, p_dew: 578326.097258, rho_liquid: 1146.44957554, rho_vapor: 30.5231884262, h_liquid: 240777.54828, h_vapor: 403834.98893, s_liquid: 1140.51784019, s_vapor: 1678.39493288}, tolerance: {p_bubble: {rel: 0.0001}, p_dew: {rel: 0.0001}, rho_liquid: {rel: 0.0002}, rho_vapor: {rel: 0.0002}, h_liquid: {abs: 50}, h_vapor: {abs: 50}, s_liquid: {abs: 0.2}, s_vapor: {abs: 0.2}}},
  { kind: 'saturation', inputs: {p: 1000000.0}, expected: {T_bubble: 323.259208935, T_dew: 323.259208935, rho_liquid: 1073.39356705, rho_vapor: 53.6968555788, h_liquid: 269804.377224, h_vapor: 415385.701036, s_liquid: 1231.98547014, s_vapor: 1682.34023124}, tolerance: {T_bubble: {abs: 0.005}, T_dew: {abs: 0.005}, rho_liquid: {rel: 0.0002}, rho_vapor: {rel: 0.0002}, h_liquid: {abs: 50}, h_vapor: {abs: 50}, s_liquid: {abs: 0.2}, s_vapor: {abs: 0.2}}},
  { kind: 'state', inputs: {T: 273.15, p: 147435.326302}, expected: {rho: 7.77408666071, h: 385843.733508, s: 1706.7510629, cp: 865.616174145, phase: 'vapor'}, tolerance: {rho: {rel: 0.0002}, h: {abs: 50}, s: {abs: 0.2}, cp: {rel: 0.001}}},
  { kind: 'state', inputs: {p: 147435.326302, h: 385843.733508}, expected: {T: 273.15, rho: 7.77408666071}, tolerance: {T: {abs: 0.01}, rho: {rel: 0.0002}}},
  { kind: 'state', inputs: {p: 147435.326302, s: 1706.7510629}, expected: {T: 273.15, rho: 7.77408666071}, tolerance: {T: {abs: 0.01}, rho: {rel: 0.0002}}},
  { kind: 'state', inputs: {T: 308.15, p: 766451.233581}, expected: {rho: 1129.90879364, h: 247844.264265, s: 1163.09753213, cp: 1420.7164382, phase: 'liquid'}, tolerance: {rho: {rel: 0.0002}, h: {abs: 50}, s: {abs: 0.2}, cp: {rel: 0.001}}},
  { kind: 'state', inputs: {p: 766451.233581, h: 247844.264265}, expected: {T: 308.15, rho: 1129.90879364}, tolerance: {T: {abs: 0.01}, rho: {rel: 0.0002}}},
  { kind: 'state', inputs: {p: 766451.233581, s: 1163.09753213}, expected: {T: 308.15, rho: 1129.90879364}, tolerance: {T: {abs: 0.01}, rho: {rel: 0.0002}}},
];

describe('R1234ze(E) reference values', () => {
  checkRows('R1234ze(E)', 'CoolProp 8', coolprop);
});
