// Reference values for R454B (multi-fluid mixture model; composition R32 / R1234yf,
// mole fractions 0.829248 / 0.170752).
import { describeMixture, satPTol, satTol, stateTol } from './mixture-rows';

// Source: CoolProp 8.0.1dev (HEOS backend, default configuration), commit ea27c6394887390270a03dcd0ad00a1274be4efc, tests/fixtures/coolprop-check-values.json (R454B).
const saturationByT = [
  { inputs: {"T": 243.15}, expected: {"p_bubble": 259895.970016, "p_dew": 246230.930619, "rho_liquid": 1178.80145088, "rho_vapor": 8.24166790442, "h_liquid": 153107.818045, "h_vapor": 448884.671297, "s_liquid": 820.003261583, "s_vapor": 2040.72724566}, tolerance: satTol },
  { inputs: {"T": 273.15}, expected: {"p_bubble": 767412.877434, "p_dew": 732422.336057, "rho_liquid": 1082.01716534, "rho_vapor": 23.7451967434, "h_liquid": 200000.0, "h_vapor": 461284.13439, "s_liquid": 1000.0, "s_vapor": 1959.84150961}, tolerance: satTol },
  { inputs: {"T": 303.15}, expected: {"p_bubble": 1804846.33263, "p_dew": 1735965.03509, "rho_liquid": 964.416665136, "rho_vapor": 58.4627822549, "h_liquid": 251324.062151, "h_vapor": 467247.479343, "s_liquid": 1174.58088514, "s_vapor": 1889.18217941}, tolerance: satTol },
];

// Source: as above.
const saturationByP = [
  { inputs: {"p": 1000000.0}, expected: {"T_bubble": 281.757477159, "T_dew": 283.25286909, "rho_liquid": 1051.07161615, "rho_vapor": 32.5318966757, "h_liquid": 214144.285948, "h_vapor": 464228.350328, "s_liquid": 1050.19352428, "s_vapor": 1935.93146961}, tolerance: satPTol },
];

// Source: as above (superheated vapour at T_evap = -10 °C dew pressure, 0 °C; subcooled liquid at T_cond = 40 °C
// bubble pressure, 35 °C).
const singlePhase = [
  { inputs: {"T": 273.15, "p": 524863.078056}, expected: {"rho": 16.1204647158, "h": 468055.192436, "s": 2023.38149071, "cp": 1009.1804186, "phase": "vapor"}, tolerance: stateTol },
  { inputs: {"T": 308.15, "p": 2313613.79451}, expected: {"rho": 944.003146192, "h": 260374.988597, "s": 1202.44850678, "cp": 1901.46285993, "phase": "liquid"}, tolerance: stateTol },
];

describeMixture('R454B', { saturationByT, saturationByP, singlePhase });
