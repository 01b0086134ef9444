// Reference values for R410A (pseudo-pure (single-component Helmholtz EOS fitted to the blend)).
import { describe } from 'vitest';
import { checkRows, type ReferenceRow } from './reference-rows';

// CoolProp 8.0.1dev (HEOS, default configuration), commit ea27c6394887390270a03dcd0ad00a1274be4efc:
// tests/fixtures/coolprop-check-values.json. Enthalpy and entropy re-referenced to IIR (h - h'(0 °C) + 200 kJ/kg,
// s - s'(0 °C) + 1 kJ/(kg K)); CoolProp's own reference here: approximately IIR (set by the EOS authors' own ideal-gas constants; CoolProp applies no offset).
// Tolerances: the acceptance limits (p 0.01 %, densities 0.02 %, h 0.05 kJ/kg).
const coolprop: ReferenceRow[] = [
  { kind: 'saturation', inputs: {T: 243.15}, expected: {p_bubble: 270309.080912, p_dew: 269349.016469, rho_liquid: 1279.67965814, rho_vapor: 10.5489657925, h_liquid: 156237.462116, h_vapor: 409797.358206, s_liquid: 832.079413226, s_vapor: 1874.990133916}, tolerance: {p_bubble: {rel: 0.0001}, p_dew: {rel: 0.0001}, rho_liquid: {rel: 0.0002}, rho_vapor: {rel: 0.0002}, h_liquid: {abs: 50}, h_vapor: {abs: 50}, s_liquid: {abs: 0.2}, s_vapor: {abs: 0.2}}},
  { kind: 'saturation', inputs: {T: 273.15}, expected: {p_bubble: 800705.377832, p_dew: 798082.979307, rho_liquid: 1169.94619519, rho_vapor: 30.5745962773, h_liquid: 200000.0, h_vapor: 421387.767897, s_liquid: 1000.0, s_vapor: 1810.582188716}, tolerance: {p_bubble: {rel: 0.0001}, p_dew: {rel: 0.0001}, rho_liquid: {rel: 0.0002}, rho_vapor: {rel: 0.0002}, h_liquid: {abs: 50}, h_vapor: {abs: 50}, s_liquid: {abs: 0.2}, s_vapor: {abs: 0.2}}},
  { kind: 'saturation', inputs: {T: 303.15}, expected: {p_bubble: 1889145.7628, p_dew: 1883408.41269, rho_liquid: 1033.06754496, rho_vapor: 76.5199002056, h_liquid: 248381.580163, h_vapor: 426456.522028, s_liquid: 1164.437656276, s_vapor: 1751.939452376}, tolerance: {p_bubble: {rel: 0.0001}, p_dew: {rel: 0.0001}, rho_liquid: {rel: 0.0002}, rho_vapor: {rel: 0.0002}, h_liquid: {abs: 50}, h_vapor: {abs: 50}, s_liquid: {abs: 0.2}, s_vapor: {abs: 0.2}}},
  { kind: 'saturation', inputs: {p: 1000000.0}, expected: {T_bubble: 280.316570124, T_dew: 280.423480751, rho_liquid: 1140.54499388, rho_vapor: 38.5095992277, h_liquid: 211015.106782, h_vapor: 423401.387129, s_liquid: 1039.180803546, s_vapor: 1796.632674516}, tolerance: {T_bubble: {abs: 0.005}, T_dew: {abs: 0.005}, rho_liquid: {rel: 0.0002}, rho_vapor: {rel: 0.0002}, h_liquid: {abs: 50}, h_vapor: {abs: 50}, s_liquid: {abs: 0.2}, s_vapor: {abs: 0.2}}},
  { kind: 'state', inputs: {T: 273.15, p: 572675.595537}, expected: {rho: 20.6276857321, h: 428120.738265, s: 1868.033980616, cp: 976.137113491, phase: 'vapor'}, tolerance: {rho: {rel: 0.0002}, h: {abs: 50}, s: {abs: 0.2}, cp: {rel: 0.001}}},
  { kind: 'state', inputs: {p: 572675.595537, h: 428120.738265}, expected: {T: 273.15, rho: 20.6276857321}, tolerance: {T: {abs: 0.01}, rho: {rel: 0.0002}}},
  { kind: 'state', inputs: {p: 572675.595537, s: 1868.033980616}, expected: {T: 273.15, rho: 20.6276857321}, tolerance: {T: {abs: 0.01}, rho: {rel: 0.0002}}},
  { kind: 'state', inputs: {T: 308.15, p: 2425641.79558}, expected: {rho: 1009.3753679, h: 256927.651131, s: 1190.679146746, cp: 1824.39923419, phase: 'liquid'}, tolerance: {rho: {rel: 0.0002}, h: {abs: 50}, s: {abs: 0.2}, cp: {rel: 0.001}}},
  { kind: 'state', inputs: {p: 2425641.79558, h: 256927.651131}, expected: {T: 308.15, rho: 1009.3753679}, tolerance: {T: {abs: 0.01}, rho: {rel: 0.0002}}},
  { kind: 'state', inputs: {p: 2425641.79558, s: 1190.679146746}, expected: {T: 308.15, rho: 1009.3753679}, tolerance: {T: {abs: 0.01}, rho: {rel: 0.0002}}},
];

describe('R410A reference values', () => {
  checkRows('R410A', 'CoolProp 8', coolprop);
});
