// Reference values for R407F (multi-fluid mixture model; composition R32 / R125 / R134a,
// mole fractions 0.473195 / 0.205109 / 0.321696).
import { describeMixture, satPTol, satTol, stateTol } from './mixture-rows';

// Source: CoolProp 8.0.1dev (HEOS backend, default configuration), commit ea27c6394887390270a03dcd0ad00a1274be4efc, tests/fixtures/coolprop-check-values.json (R407F).
const saturationByT = [
  { inputs: {"T": 243.15}, expected: {"p_bubble": 209285.574837, "p_dew": 160092.827595, "rho_liquid": 1321.75410593, "rho_vapor": 6.88002719684, "h_liquid": 158053.9283, "h_vapor": 399068.846447, "s_liquid": 838.702398077, "s_vapor": 1844.34662698}, tolerance: satTol },
  { inputs: {"T": 273.15}, expected: {"p_bubble": 629058.528688, "p_dew": 522217.78098, "rho_liquid": 1218.22388595, "rho_vapor": 21.4663208759, "h_liquid": 200000.0, "h_vapor": 414142.210497, "s_liquid": 1000.0, "s_vapor": 1793.19157686}, tolerance: satTol },
  { inputs: {"T": 303.15}, expected: {"p_bubble": 1495535.83962, "p_dew": 1315921.68349, "rho_liquid": 1094.04235811, "rho_vapor": 55.1785933852, "h_liquid": 245417.573044, "h_vapor": 424975.96399, "s_liquid": 1155.02362209, "s_vapor": 1752.9772954}, tolerance: satTol },
];

// Source: as above.
const saturationByP = [
  { inputs: {"p": 1000000.0}, expected: {"T_bubble": 288.384892952, "T_dew": 293.529215654, "rho_liquid": 1158.7635027, "rho_vapor": 41.3016668698, "h_liquid": 222490.038765, "h_vapor": 422166.010661, "s_liquid": 1078.9942098, "s_vapor": 1765.68992588}, tolerance: satPTol },
];

// Source: as above (superheated vapour at T_evap = -10 °C dew pressure, 0 °C; subcooled liquid at T_cond = 40 °C
// bubble pressure, 35 °C).
const singlePhase = [
  { inputs: {"T": 273.15, "p": 364435.738889}, expected: {"rho": 14.3285564306, "h": 418555.241368, "s": 1842.17083556, "cp": 897.248124707, "phase": "vapor"}, tolerance: stateTol },
  { inputs: {"T": 308.15, "p": 1921409.70966}, expected: {"rho": 1072.32272433, "h": 253396.400391, "s": 1179.84178549, "cp": 1651.39337138, "phase": "liquid"}, tolerance: stateTol },
];

describeMixture('R407F', { saturationByT, saturationByP, singlePhase });
