// Reference values for R32 (pure fluid).
import { describe } from 'vitest';
import { checkRows, type ReferenceRow } from './reference-rows';

// CoolProp 8.0.1dev (HEOS, default configuration), commit ea27c6394887390270a03dcd0ad00a1274be4efc:
// tests/fixtures/coolprop-check-values.json. Enthalpy and entropy re-referenced to IIR (h - h'(0 °C) + 200 kJ/kg,
// s - s'(0 °C) + 1 kJ/(kg K)); CoolProp's own reference here: IIR: h=200 kJ/kg, s=1 kJ/(kg K) for saturated liquid at 0 C.
// Tolerances: the acceptance limits (p 0.01 %, densities 0.02 %, h 0.05 kJ/kg).
const coolprop: ReferenceRow[] = [
  { kind: 'saturation', inputs: {T: 243.15}, expected: {p_bubble: 273441.819519, p_dew: 273441.819519, rho_liquid: 1150.95021463, rho_vapor: 7.63894903583, h_liquid: 149447.909596, h_vapor: 506274.44995200005, s_liquid: 805.971274306, s_vapor: 2273.48737694}, tolerance: {p_bubble: {rel: 0.0001}, p_dew: {rel: 0.0001}, rho_liquid: {rel: 0.0002}, rho_vapor: {rel: 0.0002}, h_liquid: {abs: 50}, h_vapor: {abs: 50}, s_liquid: {abs: 0.2}, s_vapor: {abs: 0.2}}},
  { kind: 'saturation', inputs: {T: 273.15}, expected: {p_bubble: 813101.261181, p_dew: 813101.261181, rho_liquid: 1055.25787845, rho_vapor: 22.0909678993, h_liquid: 200000.0, h_vapor: 515299.356849, s_liquid: 1000.0, s_vapor: 2154.3084636599997}, tolerance: {p_bubble: {rel: 0.0001}, p_dew: {rel: 0.0001}, rho_liquid: {rel: 0.0002}, rho_vapor: {rel: 0.0002}, h_liquid: {abs: 50}, h_vapor: {abs: 50}, s_liquid: {abs: 0.2}, s_vapor: {abs: 0.2}}},
  { kind: 'saturation', inputs: {T: 303.15}, expected: {p_bubble: 1927506.74154, p_dew: 1927506.74154, rho_liquid: 939.624207525, rho_vapor: 54.7763101295, h_liquid: 255316.823445, h_vapor: 515724.617888, s_liquid: 1188.0741446299999, s_vapor: 2047.0805587599998}, tolerance: {p_bubble: {rel: 0.0001}, p_dew: {rel: 0.0001}, rho_liquid: {rel: 0.0002}, rho_vapor: {rel: 0.0002}, h_liquid: {abs: 50}, h_vapor: {abs: 50}, s_liquid: {abs: 0.2}, s_vapor: {abs: 0.2}}},
  { kind: 'saturation', inputs: {p: 1000000.0}, expected: {T_bubble: 279.773982147, T_dew: 279.773982147, rho_liquid: 1031.93731393, rho_vapor: 27.2381818107, h_liquid: 211688.715567, h_vapor: 516314.634586, s_liquid: 1041.63219076, s_vapor: 2130.46081121}, tolerance: {T_bubble: {abs: 0.005}, T_dew: {abs: 0.005}, rho_liquid: {rel: 0.0002}, rho_vapor: {rel: 0.0002}, h_liquid: {abs: 50}, h_vapor: {abs: 50}, s_liquid: {abs: 0.2}, s_vapor: {abs: 0.2}}},
  { kind: 'state', inputs: {T: 273.15, p: 582632.423454}, expected: {rho: 14.9477421571, h: 524028.05827200005, s: 2232.60019273, cp: 1057.95754551, phase: 'vapor'}, tolerance: {rho: {rel: 0.0002}, h: {abs: 50}, s: {abs: 0.2}, cp: {rel: 0.001}}},
  { kind: 'state', inputs: {p: 582632.423454, h: 524028.05827200005}, expected: {T: 273.15, rho: 14.9477421571}, tolerance: {T: {abs: 0.01}, rho: {rel: 0.0002}}},
  { kind: 'state', inputs: {p: 582632.423454, s: 2232.60019273}, expected: {T: 273.15, rho: 14.9477421571}, tolerance: {T: {abs: 0.01}, rho: {rel: 0.0002}}},
  { kind: 'state', inputs: {T: 308.15, p: 2478313.21194}, expected: {rho: 919.545193002, h: 265081.359907, s: 1218.0822917300002, cp: 2054.94363983, phase: 'liquid'}, tolerance: {rho: {rel: 0.0002}, h: {abs: 50}, s: {abs: 0.2}, cp: {rel: 0.001}}},
  { kind: 'state', inputs: {p: 2478313.21194, h: 265081.359907}, expected: {T: 308.15, rho: 919.545193002}, tolerance: {T: {abs: 0.01}, rho: {rel: 0.0002}}},
  { kind: 'state', inputs: {p: 2478313.21194, s: 1218.0822917300002}, expected: {T: 308.15, rho: 919.545193002}, tolerance: {T: {abs: 0.01}, rho: {rel: 0.0002}}},
];

describe('R32 reference values', () => {
  checkRows('R32', 'CoolProp 8', coolprop);
});
