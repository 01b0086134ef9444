// Reference values for R1270 (pure fluid).
import { describe } from 'vitest';
import { checkRows, type ReferenceRow } from './reference-rows';

// CoolProp 8.0.1dev (HEOS, default configuration), commit ea27c6394887390270a03dcd0ad00a1274be4efc:
// tests/fixtures/coolprop-check-values.json. Enthalpy and entropy re-referenced to IIR (h - h'(0 °C) + 200 kJ/kg,
// s - s'(0 °C) + 1 kJ/(kg K)); CoolProp's own reference here: IIR: h=200 kJ/kg, s=1 kJ/(kg K) for saturated liquid at 0 C.
// Tolerances: the acceptance limits (p 0.01 %, densities 0.02 %, h 0.05 kJ/kg).
const coolprop: ReferenceRow[] = [
  { kind: 'saturation', inputs: {T: 243.15}, expected: {p_bubble: 211619.938219, p_dew: 211619.938219, rho_liquid: 587.673288107, rho_vapor: 4.68833020521, h_liquid: 129399.54253, h_vapor: 547777.651454, s_liquid: 728.944554489, s_vapor: 2449.60303248}, tolerance: {p_bubble: {rel: 0.0001}, p_dew: {rel: 0.0001}, rho_liquid: {rel: 0.0002}, rho_vapor: {rel: 0.0002}, h_liquid: {abs: 50}, h_vapor: {abs: 50}, s_liquid: {abs: 0.2}, s_vapor: {abs: 0.2}}},
  { kind: 'saturation', inputs: {T: 273.15}, expected: {p_bubble: 584090.547366, p_dew: 584090.547366, rho_liquid: 546.126381347, rho_vapor: 12.3281368288, h_liquid: 200000.0, h_vapor: 577590.97641, s_liquid: 1000.0, s_vapor: 2382.35759257}, tolerance: {p_bubble: {rel: 0.0001}, p_dew: {rel: 0.0001}, rho_liquid: {rel: 0.0002}, rho_vapor: {rel: 0.0002}, h_liquid: {abs: 50}, h_vapor: {abs: 50}, s_liquid: {abs: 0.2}, s_vapor: {abs: 0.2}}},
  { kind: 'saturation', inputs: {T: 303.15}, expected: {p_bubble: 1304984.22734, p_dew: 1304984.22734, rho_liquid: 497.449428323, rho_vapor: 27.717986053, h_liquid: 277204.094232, h_vapor: 602188.947992, s_liquid: 1263.14026229, s_vapor: 2335.1668292}, tolerance: {p_bubble: {rel: 0.0001}, p_dew: {rel: 0.0001}, rho_liquid: {rel: 0.0002}, rho_vapor: {rel: 0.0002}, h_liquid: {abs: 50}, h_vapor: {abs: 50}, s_liquid: {abs: 0.2}, s_vapor: {abs: 0.2}}},
  { kind: 'saturation', inputs: {p: 1000000.0}, expected: {T_bubble: 292.496771072, T_dew: 292.496771072, rho_liquid: 515.86215741, rho_vapor: 21.0352970995, h_liquid: 248841.846075, h_vapor: 594310.634329, s_liquid: 1169.93114741, s_vapor: 2351.03406005}, tolerance: {T_bubble: {abs: 0.005}, T_dew: {abs: 0.005}, rho_liquid: {rel: 0.0002}, rho_vapor: {rel: 0.0002}, h_liquid: {abs: 50}, h_vapor: {abs: 50}, s_liquid: {abs: 0.2}, s_vapor: {abs: 0.2}}},
  { kind: 'state', inputs: {T: 273.15, p: 428142.15859}, expected: {rho: 8.68062378551, h: 583917.842794, s: 2460.57268719, cp: 1589.83133467, phase: 'vapor'}, tolerance: {rho: {rel: 0.0002}, h: {abs: 50}, s: {abs: 0.2}, cp: {rel: 0.001}}},
  { kind: 'state', inputs: {p: 428142.15859, h: 583917.842794}, expected: {T: 273.15, rho: 8.68062378551}, tolerance: {T: {abs: 0.01}, rho: {rel: 0.0002}}},
  { kind: 'state', inputs: {p: 428142.15859, s: 2460.57268719}, expected: {T: 273.15, rho: 8.68062378551}, tolerance: {T: {abs: 0.01}, rho: {rel: 0.0002}}},
  { kind: 'state', inputs: {T: 308.15, p: 1648433.41446}, expected: {rho: 489.019445366, h: 290851.878276, s: 1305.51380829, cp: 2790.36419262, phase: 'liquid'}, tolerance: {rho: {rel: 0.0002}, h: {abs: 50}, s: {abs: 0.2}, cp: {rel: 0.001}}},
  { kind: 'state', inputs: {p: 1648433.41446, h: 290851.878276}, expected: {T: 308.15, rho: 489.019445366}, tolerance: {T: {abs: 0.01}, rho: {rel: 0.0002}}},
  { kind: 'state', inputs: {p: 1648433.41446, s: 1305.51380829}, expected: {T: 308.15, rho: 489.019445366}, tolerance: {T: {abs: 0.01}, rho: {rel: 0.0002}}},
];

describe('R1270 reference values', () => {
  checkRows('R1270', 'CoolProp 8', coolprop);
});
