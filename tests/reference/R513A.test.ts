// Reference values for R513A (multi-fluid mixture model; composition R1234yf / R134a,
// mole fractions 0.532426 / 0.467574).
import { describeMixture, satPTol, satTol, stateTol } from './mixture-rows';

// Source: CoolProp 8.0.1dev (HEOS backend, default configuration), commit ea27c6394887390270a03dcd0ad00a1274be4efc, tests/fixtures/coolprop-check-values.json (R513A).
const saturationByT = [
  { inputs: {"T": 243.15}, expected: {"p_bubble": 98825.0218237, "p_dew": 98348.1054788, "rho_liquid": 1312.90835854, "rho_vapor": 5.51476593166, "h_liquid": 161623.481707, "h_vapor": 357050.359081, "s_liquid": 851.945071523, "s_vapor": 1655.86647685}, tolerance: satTol },
  { inputs: {"T": 273.15}, expected: {"p_bubble": 323434.78247, "p_dew": 323176.363624, "rho_liquid": 1221.36722367, "rho_vapor": 17.1149511539, "h_liquid": 200000.0, "h_vapor": 376213.364543, "s_liquid": 1000.0, "s_vapor": 1645.1454445}, tolerance: satTol },
  { inputs: {"T": 303.15}, expected: {"p_bubble": 816876.97374, "p_dew": 816875.71143, "rho_liquid": 1115.12494351, "rho_vapor": 43.1370061386, "h_liquid": 241169.925251, "h_vapor": 393505.498888, "s_liquid": 1141.44156817, "s_vapor": 1643.95063973}, tolerance: satTol },
];

// Source: as above.
const saturationByP = [
  { inputs: {"p": 1000000.0}, expected: {"T_bubble": 310.667211527, "T_dew": 310.667734204, "rho_liquid": 1084.80487548, "rho_vapor": 53.3538711035, "h_liquid": 252076.089406, "h_vapor": 397302.3601, "s_liquid": 1176.43458256, "s_vapor": 1643.90002953}, tolerance: satPTol },
];

// Source: as above (superheated vapour at T_evap = -10 °C dew pressure, 0 °C; subcooled liquid at T_cond = 40 °C
// bubble pressure, 35 °C).
const singlePhase = [
  { inputs: {"T": 273.15, "p": 225051.812528}, expected: {"rho": 11.506565115, "h": 378716.902359, "s": 1679.80717647, "cp": 877.706392646, "phase": "vapor"}, tolerance: stateTol },
  { inputs: {"T": 308.15, "p": 1066735.35539}, expected: {"rho": 1096.34023551, "h": 248367.704878, "s": 1164.25145837, "cp": 1458.85487142, "phase": "liquid"}, tolerance: stateTol },
];

describeMixture('R513A', { saturationByT, saturationByP, singlePhase });
