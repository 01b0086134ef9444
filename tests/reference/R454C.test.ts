// Reference values for R454C (multi-fluid mixture model; composition R32 / R1234yf,
// mole fractions 0.375150 / 0.624850).
import { describeMixture, satPTol, satTol, stateTol } from './mixture-rows';

// Source: CoolProp 8.0.1dev (HEOS backend, default configuration), commit ea27c6394887390270a03dcd0ad00a1274be4efc, tests/fixtures/coolprop-check-values.json (R454C).
const saturationByT = [
  { inputs: {"T": 243.15}, expected: {"p_bubble": 198520.140563, "p_dew": 140210.066688, "rho_liquid": 1228.75025486, "rho_vapor": 6.63396753291, "h_liquid": 159138.008979, "h_vapor": 373080.516479, "s_liquid": 842.875529322, "s_vapor": 1737.7038157}, tolerance: satTol },
  { inputs: {"T": 273.15}, expected: {"p_bubble": 578068.149108, "p_dew": 442207.420562, "rho_liquid": 1135.59915528, "rho_vapor": 19.8573002143, "h_liquid": 200000.0, "h_vapor": 391386.920901, "s_liquid": 1000.0, "s_vapor": 1711.63049785}, tolerance: satTol },
  { inputs: {"T": 303.15}, expected: {"p_bubble": 1336803.15351, "p_dew": 1091692.88986, "rho_liquid": 1024.74258738, "rho_vapor": 49.2631598849, "h_liquid": 244257.350541, "h_vapor": 406941.980995, "s_liquid": 1151.16716336, "s_vapor": 1695.51271262}, tolerance: satTol },
];

// Source: as above.
const saturationByP = [
  { inputs: {"p": 1000000.0}, expected: {"T_bubble": 291.988559396, "T_dew": 299.944342846, "rho_liquid": 1068.87192462, "rho_vapor": 44.9465237664, "h_liquid": 227284.129405, "h_vapor": 405491.731832, "s_liquid": 1095.20935122, "s_vapor": 1697.163885}, tolerance: satPTol },
];

// Source: as above (superheated vapour at T_evap = -10 °C dew pressure, 0 °C; subcooled liquid at T_cond = 40 °C
// bubble pressure, 35 °C).
const singlePhase = [
  { inputs: {"T": 273.15, "p": 311516.640851}, expected: {"rho": 13.4564874282, "h": 394673.796449, "s": 1752.83028604, "cp": 916.081265316, "phase": "vapor"}, tolerance: stateTol },
  { inputs: {"T": 308.15, "p": 1702125.22961}, expected: {"rho": 1005.44510675, "h": 252021.092828, "s": 1175.39053591, "cp": 1596.51776129, "phase": "liquid"}, tolerance: stateTol },
];

describeMixture('R454C', { saturationByT, saturationByP, singlePhase });
