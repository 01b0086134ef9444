// Reference values for R449A (multi-fluid mixture model; composition R32 / R125 / R1234yf / R134a,
// mole fractions 0.407365 / 0.179481 / 0.193481 / 0.219673).
import { describeMixture, satPTol, satTol, stateTol } from './mixture-rows';

// Source: CoolProp 8.0.1dev (HEOS backend, default configuration), commit ea27c6394887390270a03dcd0ad00a1274be4efc, tests/fixtures/coolprop-check-values.json (R449A).
const saturationByT = [
  { inputs: {"T": 243.15}, expected: {"p_bubble": 206355.708506, "p_dew": 159966.379683, "rho_liquid": 1298.55861906, "rho_vapor": 7.31064263667, "h_liquid": 158863.870357, "h_vapor": 383019.3721, "s_liquid": 841.834709866, "s_vapor": 1776.19982526}, tolerance: satTol },
  { inputs: {"T": 273.15}, expected: {"p_bubble": 614893.422025, "p_dew": 510913.364432, "rho_liquid": 1196.97492686, "rho_vapor": 22.3186184034, "h_liquid": 200000.0, "h_vapor": 399160.568355, "s_liquid": 1000.0, "s_vapor": 1737.52953518}, tolerance: satTol },
  { inputs: {"T": 303.15}, expected: {"p_bubble": 1450247.56343, "p_dew": 1269155.79498, "rho_liquid": 1074.83267865, "rho_vapor": 56.4564557951, "h_liquid": 244629.215001, "h_vapor": 411618.094769, "s_liquid": 1152.33550929, "s_vapor": 1708.62612896}, tolerance: satTol },
];

// Source: as above.
const saturationByP = [
  { inputs: {"p": 1000000.0}, expected: {"T_bubble": 289.332630085, "T_dew": 294.641205882, "rho_liquid": 1134.66535412, "rho_vapor": 43.898568939, "h_liquid": 223505.773021, "h_vapor": 408642.170158, "s_liquid": 1082.40814298, "s_vapor": 1716.72725927}, tolerance: satPTol },
];

// Source: as above (superheated vapour at T_evap = -10 °C dew pressure, 0 °C; subcooled liquid at T_cond = 40 °C
// bubble pressure, 35 °C).
const singlePhase = [
  { inputs: {"T": 273.15, "p": 358741.21402}, expected: {"rho": 14.9989945984, "h": 403151.204938, "s": 1782.48677536, "cp": 899.762990353, "phase": "vapor"}, tolerance: stateTol },
  { inputs: {"T": 308.15, "p": 1858336.05137}, expected: {"rho": 1053.49226914, "h": 252469.742475, "s": 1176.73288646, "cp": 1622.81862501, "phase": "liquid"}, tolerance: stateTol },
];

describeMixture('R449A', { saturationByT, saturationByP, singlePhase });
