// Reference values for R134a (pure fluid).
import { describe } from 'vitest';
import { checkRows, type ReferenceRow } from './reference-rows';

// CoolProp 8.0.1dev (HEOS, default configuration), commit ea27c6394887390270a03dcd0ad00a1274be4efc:
// tests/fixtures/coolprop-check-values.json. Enthalpy and entropy re-referenced to IIR (h - h'(0 °C) + 200 kJ/kg,
// s - s'(0 °C) + 1 kJ/(kg K)); CoolProp's own reference here: IIR: h=200 kJ/kg, s=1 kJ/(kg K) for saturated liquid at 0 C.
// Tolerances: the acceptance limits (p 0.01 %, densities 0.02 %, h 0.05 kJ/kg).
const coolprop: ReferenceRow[] = [
  { kind: 'saturation', inputs: {T: 243.15}, expected: {p_bubble: 84377.7427811, p_dew: 84377.7427811, rho_liquid: 1388.40174835, rho_vapor: 4.42586530564, h_liquid: 160791.989427, h_vapor: 380318.57968, s_liquid: 848.62542204, s_vapor: 1751.46971673}, tolerance: {p_bubble: {rel: 0.0001}, p_dew: {rel: 0.0001}, rho_liquid: {rel: 0.0002}, rho_vapor: {rel: 0.0002}, h_liquid: {abs: 50}, h_vapor: {abs: 50}, s_liquid: {abs: 0.2}, s_vapor: {abs: 0.2}}},
  { kind: 'saturation', inputs: {T: 273.15}, expected: {p_bubble: 292803.182339, p_dew: 292803.182339, rho_liquid: 1294.77702066, rho_vapor: 14.428201407, h_liquid: 200000.0, h_vapor: 398603.465102, s_liquid: 1000.0, s_vapor: 1727.0857225}, tolerance: {p_bubble: {rel: 0.0001}, p_dew: {rel: 0.0001}, rho_liquid: {rel: 0.0002}, rho_vapor: {rel: 0.0002}, h_liquid: {abs: 50}, h_vapor: {abs: 50}, s_liquid: {abs: 0.2}, s_vapor: {abs: 0.2}}},
  { kind: 'saturation', inputs: {T: 303.15}, expected: {p_bubble: 770196.303077, p_dew: 770196.303077, rho_liquid: 1187.46185438, rho_vapor: 37.535297986, h_liquid: 241722.403783, h_vapor: 414818.523302, s_liquid: 1143.50032698, s_vapor: 1714.49197969}, tolerance: {p_bubble: {rel: 0.0001}, p_dew: {rel: 0.0001}, rho_liquid: {rel: 0.0002}, rho_vapor: {rel: 0.0002}, h_liquid: {abs: 50}, h_vapor: {abs: 50}, s_liquid: {abs: 0.2}, s_vapor: {abs: 0.2}}},
  { kind: 'saturation', inputs: {p: 1000000.0}, expected: {T_bubble: 312.537631341, T_dew: 312.537631341, rho_liquid: 1149.32922872, rho_vapor: 49.2221839801, h_liquid: 255495.867534, h_vapor: 419161.813739, s_liquid: 1187.6032452700001, s_vapor: 1711.2712128800001}, tolerance: {T_bubble: {abs: 0.005}, T_dew: {abs: 0.005}, rho_liquid: {rel: 0.0002}, rho_vapor: {rel: 0.0002}, h_liquid: {abs: 50}, h_vapor: {abs: 50}, s_liquid: {abs: 0.2}, s_vapor: {abs: 0.2}}},
  { kind: 'state', inputs: {T: 273.15, p: 200603.307473}, expected: {rho: 9.57164695403, h: 401180.793368, s: 1765.1126715, cp: 850.930462767, phase: 'vapor'}, tolerance: {rho: {rel: 0.0002}, h: {abs: 50}, s: {abs: 0.2}, cp: {rel: 0.001}}},
  { kind: 'state', inputs: {p: 200603.307473, h: 401180.793368}, expected: {T: 273.15, rho: 9.57164695403}, tolerance: {T: {abs: 0.01}, rho: {rel: 0.0002}}},
  { kind: 'state', inputs: {p: 200603.307473, s: 1765.1126715}, expected: {T: 273.15, rho: 9.57164695403}, tolerance: {T: {abs: 0.01}, rho: {rel: 0.0002}}},
  { kind: 'state', inputs: {T: 308.15, p: 1016593.02212}, expected: {rho: 1168.47207635, h: 248993.440421, s: 1166.60486997, cp: 1468.69195324, phase: 'liquid'}, tolerance: {rho: {rel: 0.0002}, h: {abs: 50}, s: {abs: 0.2}, cp: {rel: 0.001}}},
  { kind: 'state', inputs: {p: 1016593.02212, h: 248993.440421}, expected: {T: 308.15, rho: 1168.47207635}, tolerance: {T: {abs: 0.01}, rho: {rel: 0.0002}}},
  { kind: 'state', inputs: {p: 1016593.02212, s: 1166.60486997}, expected: {T: 308.15, rho: 1168.47207635}, tolerance: {T: {abs: 0.01}, rho: {rel: 0.0002}}},
];

// Tillner-Roth & Baehr, J. Phys. Chem. Ref. Data 23 (1994) 657, saturation table (IIR)
const paper: ReferenceRow[] = [
  { kind: 'saturation', inputs: {T: 273.15}, expected: {p_bubble: 292800, rho_liquid: 1294.78}, tolerance: {p_bubble: {abs: 10}, rho_liquid: {abs: 0.01}}},
];

describe('R134a reference values', () => {
  checkRows('R134a', 'CoolProp 8', coolprop);
  checkRows('R134a', 'EOS paper', paper);
});
