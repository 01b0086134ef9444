// Reference values for R407C (pseudo-pure (single-component Helmholtz EOS fitted to the blend)).
import { describe } from 'vitest';
import { checkRows, type ReferenceRow } from './reference-rows';

// CoolProp 8.0.1dev (HEOS, default configuration), commit ea27c6394887390270a03dcd0ad00a1274be4efc:
// tests/fixtures/coolprop-check-values.json. Enthalpy and entropy re-referenced to IIR (h - h'(0 °C) + 200 kJ/kg,
// s - s'(0 °C) + 1 kJ/(kg K)); CoolProp's own reference here: approximately IIR (set by the EOS authors' own ideal-gas constants; CoolProp applies no offset).
// Tolerances: the acceptance limits (p 0.01 %, densities 0.02 %, h 0.05 kJ/kg).
const coolprop: ReferenceRow[] = [
  { kind: 'saturation', inputs: {T: 243.15}, expected: {p_bubble: 187128.300956, p_dew: 138703.01858, rho_liquid: 1337.99131255, rho_vapor: 6.22902799494, h_liquid: 158753.681666, h_vapor: 393442.621364, s_liquid: 841.275766666, s_vapor: 1820.925524406}, tolerance: {p_bubble: {rel: 0.0001}, p_dew: {rel: 0.0001}, rho_liquid: {rel: 0.0002}, rho_vapor: {rel: 0.0002}, h_liquid: {abs: 50}, h_vapor: {abs: 50}, s_liquid: {abs: 0.2}, s_vapor: {abs: 0.2}}},
  { kind: 'saturation', inputs: {T: 273.15}, expected: {p_bubble: 567889.809964, p_dew: 460724.064362, rho_liquid: 1236.17934866, rho_vapor: 19.6912791267, h_liquid: 200000.0, h_vapor: 409379.802951, s_liquid: 1000.0, s_vapor: 1775.983670826}, tolerance: {p_bubble: {rel: 0.0001}, p_dew: {rel: 0.0001}, rho_liquid: {rel: 0.0002}, rho_vapor: {rel: 0.0002}, h_liquid: {abs: 50}, h_vapor: {abs: 50}, s_liquid: {abs: 0.2}, s_vapor: {abs: 0.2}}},
  { kind: 'saturation', inputs: {T: 303.15}, expected: {p_bubble: 1358989.15188, p_dew: 1175800.8913, rho_liquid: 1115.41702041, rho_vapor: 50.8162413034, h_liquid: 244438.334843, h_vapor: 421709.314892, s_liquid: 1151.900880446, s_vapor: 1742.610273176}, tolerance: {p_bubble: {rel: 0.0001}, p_dew: {rel: 0.0001}, rho_liquid: {rel: 0.0002}, rho_vapor: {rel: 0.0002}, h_liquid: {abs: 50}, h_vapor: {abs: 50}, s_liquid: {abs: 0.2}, s_vapor: {abs: 0.2}}},
  { kind: 'saturation', inputs: {p: 1000000.0}, expected: {T_bubble: 291.837200909, T_dew: 297.468945136, rho_liquid: 1164.13138145, rho_vapor: 42.8761884354, h_liquid: 227179.259032, h_vapor: 419785.751218, s_liquid: 1094.9451804359999, s_vapor: 1748.736156626}, tolerance: {T_bubble: {abs: 0.005}, T_dew: {abs: 0.005}, rho_liquid: {rel: 0.0002}, rho_vapor: {rel: 0.0002}, h_liquid: {abs: 50}, h_vapor: {abs: 50}, s_liquid: {abs: 0.2}, s_vapor: {abs: 0.2}}},
  { kind: 'state', inputs: {T: 273.15, p: 319802.119466}, expected: {rho: 13.1187302544, h: 413274.77711, s: 1822.220928466, cp: 883.888445743, phase: 'vapor'}, tolerance: {rho: {rel: 0.0002}, h: {abs: 50}, s: {abs: 0.2}, cp: {rel: 0.001}}},
  { kind: 'state', inputs: {p: 319802.119466, h: 413274.77711}, expected: {T: 273.15, rho: 13.1187302544}, tolerance: {T: {abs: 0.01}, rho: {rel: 0.0002}}},
  { kind: 'state', inputs: {p: 319802.119466, s: 1822.220928466}, expected: {T: 273.15, rho: 13.1187302544}, tolerance: {T: {abs: 0.01}, rho: {rel: 0.0002}}},
  { kind: 'state', inputs: {T: 308.15, p: 1748864.32391}, expected: {rho: 1094.23943857, h: 252232.721614, s: 1176.247427006, cp: 1602.22300732, phase: 'liquid'}, tolerance: {rho: {rel: 0.0002}, h: {abs: 50}, s: {abs: 0.2}, cp: {rel: 0.001}}},
  { kind: 'state', inputs: {p: 1748864.32391, h: 252232.721614}, expected: {T: 308.15, rho: 1094.23943857}, tolerance: {T: {abs: 0.01}, rho: {rel: 0.0002}}},
  { kind: 'state', inputs: {p: 1748864.32391, s: 1176.247427006}, expected: {T: 308.15, rho: 1094.23943857}, tolerance: {T: {abs: 0.01}, rho: {rel: 0.0002}}},
];

describe('R407C reference values', () => {
  checkRows('R407C', 'CoolProp 8', coolprop);
});
