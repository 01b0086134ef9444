// Published figures of Danfoss's TE5–TE55 thermostatic expansion valves, R404A/R507, kW at condensing 45 °C by
// evaporating temperature: ../shared/reference-tables/expansion-valves.md §3 (a second-hand transcription of data
// sheet DKRCC.PD.AB0.A3.02, 2011). Danfoss's technical brochure of the same range (as shown at
// http://38.142.81.21:8001/manual/danfoss/067b2790/technical-bulletin-english/page-21.html) prints the same rows with
// their basis: opening superheat 4 K, subcooling correction factor 1.00 at 4 K, distributor correction factor 1 at
// 0 bar. The bodies: TE5 and TE12/TE20 conventional ports, TE55 balanced.

import { DANFOSS_TE_TABLES, DANFOSS_TE_TC } from '../../../scripts/reference-data/danfoss-te';

export const REFRIGERANT = 'R404A';
/** Condensing temperature of the rows, °C. */
export const TC = DANFOSS_TE_TC;
/** Subcooling of the rows' liquid, K. */
export const SUBCOOLING = 4;
/** Evaporating temperatures of the columns, °C. */
export const TE = DANFOSS_TE_TABLES.R404A!.teC;

/** kW at Tc 45 °C by Te (°C) above, per orifice assembly (code): the one transcription, shared with the demo catalogue. */
export const ROWS = DANFOSS_TE_TABLES.R404A!.rows;
