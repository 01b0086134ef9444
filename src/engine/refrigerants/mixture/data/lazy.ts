// One dynamic import per blend and per component equation, keyed by name, so that a browser fetches one blend's
// data and the components it names (../../load.ts). Kept in step with ./index.ts by
// tests/unit/engine/refrigerants/load.test.ts.
import type { FluidData } from '../../../eos/fluid-data';
import type { MixtureData } from '../types';

type DataModule = Promise<{ default: unknown }>;

export const mixtureDataLoaders: Readonly<Record<string, () => DataModule>> = {
  R407F: () => import('./R407F.json'),
  R448A: () => import('./R448A.json'),
  R449A: () => import('./R449A.json'),
  R452A: () => import('./R452A.json'),
  R454B: () => import('./R454B.json'),
  R454C: () => import('./R454C.json'),
  R513A: () => import('./R513A.json'),
};

export const componentDataLoaders: Readonly<Record<string, () => DataModule>> = {
  R32: () => import('./components/R32.json'),
  R125: () => import('./components/R125.json'),
  R134a: () => import('./components/R134a.json'),
  R1234yf: () => import('./components/R1234yf.json'),
  'R1234ze(E)': () => import('./components/R1234ze(E).json'),
};

/** A blend's data with the component equations it uses; undefined when the name is not a blend of the table. */
export async function loadMixtureData(
  name: string,
): Promise<{ data: MixtureData; components: FluidData[] } | undefined> {
  const load = mixtureDataLoaders[name];
  if (!load) return undefined;
  const data = (await load()).default as MixtureData;
  const components = await Promise.all(
    data.components.map(async (component) => {
      const loadComponent = componentDataLoaders[component];
      return loadComponent && ((await loadComponent()).default as FluidData);
    }),
  );
  return { data, components: components.filter((c): c is FluidData => c !== undefined) };
}
