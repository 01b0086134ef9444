// The registered blends of the mixture model, their compact data and lazily built models (one per blend, reused:
// the solvers keep their scratch in it, so calls allocate almost nothing).
import { compileEos } from '../../eos/compile';
import type { FluidData } from '../../eos/fluid-data';
import { EngineError } from '../../errors';
import { componentEos, hasComponent, registerComponent } from './components';
import { MixtureModel, type MolarProps } from './model';
import type { SaturationResult } from '../types';
import type { MixtureData } from './types';
import { SatSolver } from './vle';

const DATA = new Map<string, MixtureData>();
const COMPONENTS = new Map<string, FluidData>();

const names: string[] = [];

/** Names of the registered blends computed with the multi-fluid mixture model (grows as blends are registered). */
export const mixtureNames: readonly string[] = names;

/**
 * Makes a blend computable: its data and the pure-component equations it names (a list may hold more
 * components than the blend uses). A second registration of a blend is a no-op.
 */
export function registerMixture(data: MixtureData, components: readonly FluidData[]): void {
  for (const c of components) if (!COMPONENTS.has(c.name)) COMPONENTS.set(c.name, c);
  if (DATA.has(data.name)) return;
  DATA.set(data.name, data);
  names.push(data.name);
}

export interface Mixture {
  readonly data: MixtureData;
  readonly model: MixtureModel;
  readonly solver: SatSolver;
  /** IIR offsets, J/kg and J/(kg K). */
  readonly dh: number;
  readonly ds: number;
  readonly scratch: Float64Array;
  readonly props: MolarProps;
  /** Scratch for one saturation; callers receive a copy. */
  readonly result: SaturationResult;
}

const cache = new Map<string, Mixture>();

export function getMixture(name: string): Mixture {
  const hit = cache.get(name);
  if (hit) return hit;
  const data = DATA.get(name);
  if (!data) throw new EngineError({ code: 'unknown_refrigerant', name });
  for (const component of data.components) {
    if (hasComponent(component)) continue;
    const componentData = COMPONENTS.get(component);
    if (!componentData) throw new EngineError({ code: 'unknown_refrigerant', name: component });
    registerComponent(compileEos(componentData));
  }
  const model = new MixtureModel(data, data.components.map(componentEos));
  const mx: Mixture = {
    data,
    model,
    solver: new SatSolver(model),
    dh: data.reference.dh,
    ds: data.reference.ds,
    scratch: new Float64Array(model.n + 4),
    props: { h: 0, s: 0, cp: 0 },
    result: {
      T_bubble: 0,
      T_dew: 0,
      p_bubble: 0,
      p_dew: 0,
      rho_liquid: 0,
      rho_vapor: 0,
      h_liquid: 0,
      h_vapor: 0,
      s_liquid: 0,
      s_vapor: 0,
    },
  };
  cache.set(name, mx);
  return mx;
}
