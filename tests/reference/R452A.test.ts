// Reference values for R452A (multi-fluid mixture model; composition R32 / R125 / R1234yf,
// mole fractions 0.218864 / 0.508838 / 0.272298).
import { describeMixture, satPTol, satTol, stateTol } from './mixture-rows';

// Source: CoolProp 8.0.1dev (HEOS backend, default configuration), commit ea27c6394887390270a03dcd0ad00a1274be4efc, tests/fixtures/coolprop-check-values.json (R452A).
const saturationByT = [
  { inputs: {"T": 243.15}, expected: {"p_bubble": 216124.238856, "p_dew": 181733.58984, "rho_liquid": 1344.44100548, "rho_vapor": 9.92624997741, "h_liquid": 161550.942043, "h_vapor": 344816.405074, "s_liquid": 852.258897484, "s_vapor": 1613.24653658}, tolerance: satTol },
  { inputs: {"T": 273.15}, expected: {"p_bubble": 637305.640062, "p_dew": 556770.67185, "rho_liquid": 1234.13171263, "rho_vapor": 29.2659899036, "h_liquid": 200000.0, "h_vapor": 361337.666064, "s_liquid": 1000.0, "s_vapor": 1595.86168857}, tolerance: satTol },
  { inputs: {"T": 303.15}, expected: {"p_bubble": 1488489.86091, "p_dew": 1345937.69008, "rho_liquid": 1098.02664454, "rho_vapor": 73.1106438649, "h_liquid": 242111.165333, "h_vapor": 374439.195832, "s_liquid": 1143.60156735, "s_vapor": 1583.55579668}, tolerance: satTol },
];

// Source: as above.
const saturationByP = [
  { inputs: {"p": 1000000.0}, expected: {"T_bubble": 288.250699795, "T_dew": 292.329518143, "rho_liquid": 1170.18705477, "rho_vapor": 53.1107994713, "h_liquid": 220604.078668, "h_vapor": 370334.17222, "s_liquid": 1072.32922952, "s_vapor": 1588.36764465}, tolerance: satPTol },
];

// Source: as above (superheated vapour at T_evap = -10 °C dew pressure, 0 °C; subcooled liquid at T_cond = 40 °C
// bubble pressure, 35 °C).
const singlePhase = [
  { inputs: {"T": 273.15, "p": 395649.706893}, expected: {"rho": 19.8273810572, "h": 364796.724019, "s": 1632.94307076, "cp": 869.22159573, "phase": "vapor"}, tolerance: stateTol },
  { inputs: {"T": 308.15, "p": 1901919.70133}, expected: {"rho": 1074.29361333, "h": 249514.779362, "s": 1166.57879961, "cp": 1551.30980961, "phase": "liquid"}, tolerance: stateTol },
];

describeMixture('R452A', { saturationByT, saturationByP, singlePhase });
