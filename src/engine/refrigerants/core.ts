// Public refrigerant property functions. SI units: K, Pa absolute, kg/m3, J/kg, J/(kg K); reference state IIR
// (h = 200 kJ/kg, s = 1 kJ/(kg K) for the saturated liquid at 0 °C). They answer for the fluids whose data is
// registered: index.ts registers every fluid (Node), load.ts one at a time (browsers).
import { EngineError } from '../errors';
import { CATALOG } from './catalog';
import { mixtureEquation, mixtureInfo, mixtureLimits, mixtureName, mixtureSaturation, mixtureState } from './dispatch';
import { findFluid, type Fluid } from './fluid';
import { findFluidData } from './fluid-registry';
import { checkSaturationInput, checkStateInput } from './input';
import { fluidSaturation } from './saturation-pure';
import { statePX, stateTP } from './state-pure';
import type { EquationOfStateInfo, RefrigerantInfo, RefrigerantLimits, SaturationInput, SaturationResult, StateInput, StateResult } from './types';

/** Names as callers spell them, resolved once: a blend name (string) or a fluid model. */
const resolved = new Map<string, Fluid | string>();

function resolve(name: string): Fluid | string {
  let r = resolved.get(name);
  if (r === undefined) {
    if (typeof name !== 'string') throw new EngineError({ code: 'unknown_refrigerant', name: String(name) });
    r = mixtureName(name) ?? findFluid(name);
    if (r === undefined) throw new EngineError({ code: 'unknown_refrigerant', name });
    if (resolved.size < 256) resolved.set(name, r);
  }
  return r;
}

function emptySaturation(): SaturationResult {
  return { T_bubble: 0, T_dew: 0, p_bubble: 0, p_dew: 0, rho_liquid: 0, rho_vapor: 0, h_liquid: 0, h_vapor: 0, s_liquid: 0, s_vapor: 0 };
}

function emptyState(): StateResult {
  return { T: 0, p: 0, rho: 0, h: 0, s: 0, cp: null, phase: 'liquid', quality: null };
}

/**
 * Saturated liquid and vapour at a temperature or a pressure.
 * @param name refrigerant (ASHRAE designation, e.g. 'R32', 'R1234ze(E)'; case-insensitive)
 * @param input { T } in K, or { p } in Pa absolute
 * @returns bubble/dew temperatures (K) and pressures (Pa); liquid and vapour density (kg/m3), h (J/kg), s (J/(kg K))
 * @throws EngineError out_of_range (below the triple point, above the critical point), unknown_refrigerant,
 *   invalid_input (not { T } or { p } with a finite number)
 */
export function saturation(name: string, input: SaturationInput): SaturationResult {
  checkSaturationInput(input);
  const f = resolve(name);
  if (typeof f === 'string') return mixtureSaturation(f, input);
  return fluidSaturation(f, input, emptySaturation());
}

/**
 * A state point from { T, p }, { p, h } or { p, s }.
 * @param input T in K, p in Pa absolute, h in J/kg, s in J/(kg K)
 * @returns T (K), p (Pa), rho (kg/m3), h (J/kg), s (J/(kg K)), cp (J/(kg K), null when two-phase), phase, quality
 * @throws EngineError out_of_range (T below the triple point or above the equation's limit, p above its limit,
 *   h or s beyond the states reachable at p: never clamped), unknown_refrigerant, invalid_input (not one of the
 *   three shapes with finite numbers). The same errors for pure fluids and blends.
 */
export function state(name: string, input: StateInput): StateResult {
  checkStateInput(input);
  const f = resolve(name);
  if (typeof f === 'string') return mixtureState(f, input);
  if ('T' in input) return stateTP(f, input.T, input.p, emptyState());
  if ('h' in input) return statePX(f, input.p, input.h, 'h', emptyState());
  return statePX(f, input.p, input.s, 's', emptyState());
}

const ATMOSPHERE = 101325;
const infoCache = new Map<string, RefrigerantInfo>();

function pureInfo(name: string): RefrigerantInfo {
  const cached = infoCache.get(name);
  if (cached) return cached;
  const entry = CATALOG.find((c) => c.name === name)!;
  const data = findFluidData(name)!;
  // R744 has no normal boiling point: 1 atm is below its triple-point pressure (it sublimes)
  const nbp = ATMOSPHERE >= findFluid(name)!.pBubbleMin ? saturation(name, { p: ATMOSPHERE }) : null;
  const info: RefrigerantInfo = {
    name,
    kind: entry.kind,
    safetyClass: entry.safetyClass,
    gwpAR4: entry.gwpAR4,
    gwpAR5: entry.gwpAR5,
    molarMass: data.molar_mass,
    criticalTemperature: data.critical.T,
    criticalPressure: data.critical.p,
    normalBoilingPoint: nbp && { bubble: nbp.T_bubble, dew: nbp.T_dew },
  };
  if (entry.components) {
    info.composition = entry.components.map(([component, massFraction]) => ({ component, massFraction }));
    info.glide = nbp && nbp.T_dew - nbp.T_bubble;
  }
  infoCache.set(name, info);
  return info;
}

function blendInfo(name: string): RefrigerantInfo {
  const entry = CATALOG.find((c) => c.name === name)!;
  const components = entry.components!;
  const molarMass = components.reduce((sum, [c, , x]) => sum + x * findFluidData(c)!.molar_mass, 0);
  const fromModel = mixtureInfo(name);
  return {
    name,
    kind: 'mixture',
    safetyClass: entry.safetyClass,
    gwpAR4: entry.gwpAR4,
    gwpAR5: entry.gwpAR5,
    molarMass: fromModel?.molarMass ?? molarMass,
    criticalTemperature: fromModel?.criticalTemperature ?? null,
    criticalPressure: fromModel?.criticalPressure ?? null,
    normalBoilingPoint: fromModel?.normalBoilingPoint ?? null,
    composition: components.map(([component, massFraction]) => ({ component, massFraction })),
    glide: fromModel?.glide ?? null,
  };
}

/** The refrigerants a user chooses from, in catalogue order, with safety class, GWP, critical point and NBP. */
export function refrigerants(): RefrigerantInfo[] {
  return CATALOG.map((c) => {
    const info = c.kind === 'mixture' ? blendInfo(c.name) : pureInfo(c.name);
    const copy: RefrigerantInfo = { ...info, normalBoilingPoint: info.normalBoilingPoint && { ...info.normalBoilingPoint } };
    if (info.composition) copy.composition = info.composition.map((x) => ({ ...x }));
    return copy;
  });
}

/**
 * The equation of state a refrigerant's properties come from, with its citations and reference state.
 * @throws EngineError unknown_refrigerant
 */
export function equationOfState(name: string): EquationOfStateInfo {
  const r = resolve(name);
  if (typeof r === 'string') return mixtureEquation(r);
  return { kind: r.kind, citations: [r.data.citation], reference: 'IIR' };
}

/**
 * The limits of a refrigerant's equations: saturation temperatures (K), the highest temperature (K) and pressure
 * (Pa absolute) of a state, the critical point.
 * @throws EngineError unknown_refrigerant
 */
export function limits(name: string): RefrigerantLimits {
  const f = resolve(name);
  if (typeof f === 'string') return mixtureLimits(f);
  // The fluid file's critical point, as refrigerants() states it.
  const { T, p } = f.data.critical;
  return {
    saturationTemperature: { min: f.TsatMin, max: f.TsatMax },
    maximumTemperature: f.eos.Tmax,
    maximumPressure: f.eos.pmax,
    critical: { temperature: T, pressure: p },
  };
}
