// The blends of the mixture model, their compact data and lazily built models (one per blend, reused: the
// solvers keep their scratch in it, so calls allocate almost nothing).
import { compileEos } from '../../eos/compile';
import type { FluidData } from '../../eos/fluid-data';
import { EngineError } from '../../errors';
import { componentEos, registerComponent } from './components';
import R1234yf from './data/components/R1234yf.json';
import R1234zeE from './data/components/R1234ze(E).json';
import R125 from './data/components/R125.json';
import R134a from './data/components/R134a.json';
import R32 from './data/components/R32.json';
import R407F from './data/R407F.json';
import R448A from './data/R448A.json';
import R449A from './data/R449A.json';
import R452A from './data/R452A.json';
import R454B from './data/R454B.json';
import R454C from './data/R454C.json';
import R513A from './data/R513A.json';
import { MixtureModel, type MolarProps } from './model';
import type { MixtureData } from './types';
import { SatSolver } from './vle';

const DATA: Record<string, MixtureData> = {
  R407F: R407F as MixtureData,
  R448A: R448A as MixtureData,
  R449A: R449A as MixtureData,
  R452A: R452A as MixtureData,
  R454B: R454B as MixtureData,
  R454C: R454C as MixtureData,
  R513A: R513A as MixtureData,
};

const COMPONENTS = [R32, R125, R134a, R1234yf, R1234zeE] as unknown as FluidData[];

/** Names of the blends computed with the multi-fluid mixture model. */
export const mixtureNames: readonly string[] = Object.keys(DATA);

export interface Mixture {
  readonly data: MixtureData;
  readonly model: MixtureModel;
  readonly solver: SatSolver;
  /** IIR offsets, J/kg and J/(kg K). */
  readonly dh: number;
  readonly ds: number;
  readonly scratch: Float64Array;
  readonly props: MolarProps;
  readonly result: {
    T_bubble: number;
    T_dew: number;
    p_bubble: number;
    p_dew: number;
    rho_liquid: number;
    rho_vapor: number;
    h_liquid: number;
    h_vapor: number;
    s_liquid: number;
    s_vapor: number;
  };
}

const cache = new Map<string, Mixture>();
let componentsRegistered = false;

export function getMixture(name: string): Mixture {
  const hit = cache.get(name);
  if (hit) return hit;
  const data = DATA[name];
  if (!data) throw new EngineError({ code: 'unknown_refrigerant', name });
  if (!componentsRegistered) {
    for (const c of COMPONENTS) registerComponent(compileEos(c));
    componentsRegistered = true;
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
