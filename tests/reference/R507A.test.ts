// Reference values for R507A (pseudo-pure (single-component Helmholtz EOS fitted to the blend)).
import { describe } from 'vitest';
import { checkRows, type ReferenceRow } from './reference-rows';

// CoolProp 8.0.1dev (HEOS, default configuration), commit ea27c6394887390270a03dcd0ad00a1274be4efc:
// tests/fixtures/coolprop-check-values.json. Enthalpy and entropy re-referenced to IIR (h - h'(0 °C) + 200 kJ/kg,
// s - s'(0 °C) + 1 kJ/(kg K)); CoolProp's own reference here: approximately IIR (set by the EOS authors' own ideal-gas constants; CoolProp applies no offset).
// Tolerances: the acceptance limits (p 0.01 %, densities 0.02 %, h 0.05 kJ/kg).
const coolprop: ReferenceRow[] = [
  { kind: 'saturation', inputs: {T: 243.15}, expected: {p_bubble: 212891.525734, p_dew: 212829.929571, rho_liquid: 1263.15678355, rho_vapor: 11.2796094596, h_liquid: 160165.125431, h_vapor: 345811.89156300004, s_liquid: 846.943671999, s_vapor: 1610.50432223}, tolerance: {p_bubble: {rel: 0.0001}, p_dew: {rel: 0.0001}, rho_liquid: {rel: 0.0002}, rho_vapor: {rel: 0.0002}, h_liquid: {abs: 50}, h_vapor: {abs: 50}, s_liquid: {abs: 0.2}, s_vapor: {abs: 0.2}}},
  { kind: 'saturation', inputs: {T: 273.15}, expected: {p_bubble: 624393.30229, p_dew: 623969.083028, rho_liquid: 1156.25912986, rho_vapor: 32.243387561, h_liquid: 200000.0, h_vapor: 362058.283098, s_liquid: 1000.0, s_vapor: 1593.33150393}, tolerance: {p_bubble: {rel: 0.0001}, p_dew: {rel: 0.0001}, rho_liquid: {rel: 0.0002}, rho_vapor: {rel: 0.0002}, h_liquid: {abs: 50}, h_vapor: {abs: 50}, s_liquid: {abs: 0.2}, s_vapor: {abs: 0.2}}},
  { kind: 'saturation', inputs: {T: 303.15}, expected: {p_bubble: 1459952.47547, p_dew: 1458698.58341, rho_liquid: 1022.53943038, rho_vapor: 79.7644460404, h_liquid: 243832.39554099998, h_vapor: 374107.01937500003, s_liquid: 1149.4346770800003, s_vapor: 1579.1952482299998}, tolerance: {p_bubble: {rel: 0.0001}, p_dew: {rel: 0.0001}, rho_liquid: {rel: 0.0002}, rho_vapor: {rel: 0.0002}, h_liquid: {abs: 50}, h_vapor: {abs: 50}, s_liquid: {abs: 0.2}, s_vapor: {abs: 0.2}}},
  { kind: 'saturation', inputs: {p: 1000000.0}, expected: {T_bubble: 288.990169158, T_dew: 289.018642519, rho_liquid: 1090.59005403, rho_vapor: 52.543529496, h_liquid: 222477.72228599997, h_vapor: 369211.800868, s_liquid: 1078.78313682, s_vapor: 1586.5066735300002}, tolerance: {T_bubble: {abs: 0.005}, T_dew: {abs: 0.005}, rho_liquid: {rel: 0.0002}, rho_vapor: {rel: 0.0002}, h_liquid: {abs: 50}, h_vapor: {abs: 50}, s_liquid: {abs: 0.2}, s_vapor: {abs: 0.2}}},
  { kind: 'state', inputs: {T: 273.15, p: 449277.832474}, expected: {rho: 21.9347989201, h: 366253.899275, s: 1632.6918417299999, cp: 926.269085167, phase: 'vapor'}, tolerance: {rho: {rel: 0.0002}, h: {abs: 50}, s: {abs: 0.2}, cp: {rel: 0.001}}},
  { kind: 'state', inputs: {p: 449277.832474, h: 366253.899275}, expected: {T: 273.15, rho: 21.9347989201}, tolerance: {T: {abs: 0.01}, rho: {rel: 0.0002}}},
  { kind: 'state', inputs: {p: 449277.832474, s: 1632.6918417299999}, expected: {T: 273.15, rho: 21.9347989201}, tolerance: {T: {abs: 0.01}, rho: {rel: 0.0002}}},
  { kind: 'state', inputs: {T: 308.15, p: 1869503.38632}, expected: {rho: 999.110641246, h: 251558.08896, s: 1173.38536307, cp: 1634.27304049, phase: 'liquid'}, tolerance: {rho: {rel: 0.0002}, h: {abs: 50}, s: {abs: 0.2}, cp: {rel: 0.001}}},
  { kind: 'state', inputs: {p: 1869503.38632, h: 251558.08896}, expected: {T: 308.15, rho: 999.110641246}, tolerance: {T: {abs: 0.01}, rho: {rel: 0.0002}}},
  { kind: 'state', inputs: {p: 1869503.38632, s: 1173.38536307}, expected: {T: 308.15, rho: 999.110641246}, tolerance: {T: {abs: 0.01}, rho: {rel: 0.0002}}},
];

describe('R507A reference values', () => {
  checkRows('R507A', 'CoolProp 8', coolprop);
});
