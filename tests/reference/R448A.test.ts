// Reference values for R448A (multi-fluid mixture model; composition R32 / R125 / R1234yf / R134a / R1234ze(E),
// mole fractions 0.431218 / 0.186914 / 0.151319 / 0.177587 / 0.052962).
import { describeMixture, satPTol, satTol, stateTol } from './mixture-rows';

// Source: CoolProp 8.0.1dev (HEOS backend, default configuration), commit ea27c6394887390270a03dcd0ad00a1274be4efc, tests/fixtures/coolprop-check-values.json (R448A).
const saturationByT = [
  { inputs: {"T": 243.15}, expected: {"p_bubble": 209324.454887, "p_dew": 159048.444276, "rho_liquid": 1298.41780831, "rho_vapor": 7.18348960901, "h_liquid": 158768.993506, "h_vapor": 385371.638732, "s_liquid": 841.485475979, "s_vapor": 1787.52921632}, tolerance: satTol },
  { inputs: {"T": 273.15}, expected: {"p_bubble": 623342.753405, "p_dew": 510627.437591, "rho_liquid": 1196.92243583, "rho_vapor": 22.0279251234, "h_liquid": 200000.0, "h_vapor": 401516.599923, "s_liquid": 1000.0, "s_vapor": 1747.179499}, tolerance: satTol },
  { inputs: {"T": 303.15}, expected: {"p_bubble": 1469681.04493, "p_dew": 1273583.37936, "rho_liquid": 1074.97981745, "rho_vapor": 55.8951367863, "h_liquid": 244763.128752, "h_vapor": 413888.178049, "s_liquid": 1152.76611525, "s_vapor": 1716.71112472}, tolerance: satTol },
];

// Source: as above.
const saturationByP = [
  { inputs: {"p": 1000000.0}, expected: {"T_bubble": 288.857397906, "T_dew": 294.557646401, "rho_liquid": 1136.6358356, "rho_vapor": 43.3193288415, "h_liquid": 222863.785817, "h_vapor": 410916.813267, "s_liquid": 1080.21958112, "s_vapor": 1725.33948429}, tolerance: satPTol },
];

// Source: as above (superheated vapour at T_evap = -10 °C dew pressure, 0 °C; subcooled liquid at T_cond = 40 °C
// bubble pressure, 35 °C).
const singlePhase = [
  { inputs: {"T": 273.15, "p": 357975.824355}, expected: {"rho": 14.788782045, "h": 405498.411475, "s": 1792.61493626, "cp": 898.579249967, "phase": "vapor"}, tolerance: stateTol },
  { inputs: {"T": 308.15, "p": 1883074.0867}, expected: {"rho": 1053.68363413, "h": 252628.823425, "s": 1177.22972628, "cp": 1628.15625582, "phase": "liquid"}, tolerance: stateTol },
];

describeMixture('R448A', { saturationByT, saturationByP, singlePhase });
