// Reference values for R290 (pure fluid).
import { describe } from 'vitest';
import { checkRows, type ReferenceRow } from './reference-rows';

// CoolProp 8.0.1dev (HEOS, default configuration), commit ea27c6394887390270a03dcd0ad00a1274be4efc:
// tests/fixtures/coolprop-check-values.json. Enthalpy and entropy re-referenced to IIR (h - h'(0 °C) + 200 kJ/kg,
// s - s'(0 °C) + 1 kJ/(kg K)); CoolProp's own reference here: IIR: h=200 kJ/kg, s=1 kJ/(kg K) for saturated liquid at 0 C.
// Tolerances: the acceptance limits (p 0.01 %, densities 0.02 %, h 0.05 kJ/kg).
const coolprop: ReferenceRow[] = [
  { kind: 'saturation', inputs: {T: 243.15}, expected: {p_bubble: 167832.156121, p_dew: 167832.156121, rho_liquid: 566.638878199, rho_vapor: 3.86687860549, h_liquid: 127974.85097900001, h_vapor: 540383.926772, s_liquid: 723.056704782, s_vapor: 2419.166413987}, tolerance: {p_bubble: {rel: 0.0001}, p_dew: {rel: 0.0001}, rho_liquid: {rel: 0.0002}, rho_vapor: {rel: 0.0002}, h_liquid: {abs: 50}, h_vapor: {abs: 50}, s_liquid: {abs: 0.2}, s_vapor: {abs: 0.2}}},
  { kind: 'saturation', inputs: {T: 273.15}, expected: {p_bubble: 474457.542806, p_dew: 474457.542806, rho_liquid: 528.593803143, rho_vapor: 10.3505288825, h_liquid: 200000.0, h_vapor: 574866.104469, s_liquid: 1000.0, s_vapor: 2372.381857847}, tolerance: {p_bubble: {rel: 0.0001}, p_dew: {rel: 0.0001}, rho_liquid: {rel: 0.0002}, rho_vapor: {rel: 0.0002}, h_liquid: {abs: 50}, h_vapor: {abs: 50}, s_liquid: {abs: 0.2}, s_vapor: {abs: 0.2}}},
  { kind: 'saturation', inputs: {T: 303.15}, expected: {p_bubble: 1078995.22689, p_dew: 1078995.22689, rho_liquid: 484.390859034, rho_vapor: 23.4507208517, h_liquid: 278833.351027, h_vapor: 605537.106761, s_liquid: 1269.4513512970002, s_vapor: 2347.1480550270003}, tolerance: {p_bubble: {rel: 0.0001}, p_dew: {rel: 0.0001}, rho_liquid: {rel: 0.0002}, rho_vapor: {rel: 0.0002}, h_liquid: {abs: 50}, h_vapor: {abs: 50}, s_liquid: {abs: 0.2}, s_vapor: {abs: 0.2}}},
  { kind: 'saturation', inputs: {p: 1000000.0}, expected: {T_bubble: 300.09233095, T_dew: 300.09233095, rho_liquid: 489.300842942, rho_vapor: 21.6811191866, h_liquid: 270406.803065, h_vapor: 602690.514632, s_liquid: 1242.051825127, s_vapor: 2349.323412217}, tolerance: {T_bubble: {abs: 0.005}, T_dew: {abs: 0.005}, rho_liquid: {rel: 0.0002}, rho_vapor: {rel: 0.0002}, h_liquid: {abs: 50}, h_vapor: {abs: 50}, s_liquid: {abs: 0.2}, s_vapor: {abs: 0.2}}},
  { kind: 'state', inputs: {T: 273.15, p: 345279.94145}, expected: {rho: 7.26594276828, h: 580294.72983, s: 2446.633174507, cp: 1674.63561007, phase: 'vapor'}, tolerance: {rho: {rel: 0.0002}, h: {abs: 50}, s: {abs: 0.2}, cp: {rel: 0.001}}},
  { kind: 'state', inputs: {p: 345279.94145, h: 580294.72983}, expected: {T: 273.15, rho: 7.26594276828}, tolerance: {T: {abs: 0.01}, rho: {rel: 0.0002}}},
  { kind: 'state', inputs: {p: 345279.94145, s: 2446.633174507}, expected: {T: 273.15, rho: 7.26594276828}, tolerance: {T: {abs: 0.01}, rho: {rel: 0.0002}}},
  { kind: 'state', inputs: {T: 308.15, p: 1369420.3848}, expected: {rho: 476.694339308, h: 292787.458368, s: 1313.127923957, cp: 2833.61089531, phase: 'liquid'}, tolerance: {rho: {rel: 0.0002}, h: {abs: 50}, s: {abs: 0.2}, cp: {rel: 0.001}}},
  { kind: 'state', inputs: {p: 1369420.3848, h: 292787.458368}, expected: {T: 308.15, rho: 476.694339308}, tolerance: {T: {abs: 0.01}, rho: {rel: 0.0002}}},
  { kind: 'state', inputs: {p: 1369420.3848, s: 1313.127923957}, expected: {T: 308.15, rho: 476.694339308}, tolerance: {T: {abs: 0.01}, rho: {rel: 0.0002}}},
];

describe('R290 reference values', () => {
  checkRows('R290', 'CoolProp 8', coolprop);
});
