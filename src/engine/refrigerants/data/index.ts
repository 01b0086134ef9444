// Generated data of every fluid, one import per file (see README.md in this folder for the source).
import type { FluidData } from '../../eos/fluid-data';
import d_R1233zdE from './R1233zdE.json';
import d_R1234yf from './R1234yf.json';
import d_R1234zeE from './R1234zeE.json';
import d_R125 from './R125.json';
import d_R1270 from './R1270.json';
import d_R134a from './R134a.json';
import d_R13I1 from './R13I1.json';
import d_R143a from './R143a.json';
import d_R152a from './R152a.json';
import d_R22 from './R22.json';
import d_R227ea from './R227ea.json';
import d_R23 from './R23.json';
import d_R290 from './R290.json';
import d_R32 from './R32.json';
import d_R404A from './R404A.json';
import d_R407C from './R407C.json';
import d_R410A from './R410A.json';
import d_R507A from './R507A.json';
import d_R600 from './R600.json';
import d_R600a from './R600a.json';
import d_R717 from './R717.json';
import d_R744 from './R744.json';

/** Every compiled fluid file, keyed by its engine name (data.name). */
export const FLUID_DATA: readonly FluidData[] = [d_R1233zdE, d_R1234yf, d_R1234zeE, d_R125, d_R1270, d_R134a, d_R13I1, d_R143a, d_R152a, d_R22, d_R227ea, d_R23, d_R290, d_R32, d_R404A, d_R407C, d_R410A, d_R507A, d_R600, d_R600a, d_R717, d_R744] as unknown as FluidData[];
