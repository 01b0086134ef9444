// One dynamic import per refrigerant a user chooses from, keyed by engine name: bundlers make each file its own
// chunk, so a browser fetches the data of the fluid it needs and nothing else (load.ts). Import of a bundled
// module, not I/O. Kept in step with the catalogue by tests/unit/engine/refrigerants/load.test.ts.
import type { FluidData } from '../../eos/fluid-data';

type DataModule = Promise<{ default: unknown }>;

export const fluidDataLoaders: Readonly<Record<string, () => DataModule>> = {
  R22: () => import('./R22.json'),
  R32: () => import('./R32.json'),
  R134a: () => import('./R134a.json'),
  R404A: () => import('./R404A.json'),
  R407C: () => import('./R407C.json'),
  R410A: () => import('./R410A.json'),
  R507A: () => import('./R507A.json'),
  R1234yf: () => import('./R1234yf.json'),
  'R1234ze(E)': () => import('./R1234zeE.json'),
  R290: () => import('./R290.json'),
  R600a: () => import('./R600a.json'),
  R1270: () => import('./R1270.json'),
  R744: () => import('./R744.json'),
  R717: () => import('./R717.json'),
  R23: () => import('./R23.json'),
  'R1233zd(E)': () => import('./R1233zdE.json'),
};

/** The data of one fluid of the table. */
export async function loadFluidData(name: string): Promise<FluidData | undefined> {
  const load = fluidDataLoaders[name];
  return load && ((await load()).default as FluidData);
}
