// Adapter between the mixture model and the pure-fluid evaluator (src/engine/eos): the component equations of
// state come from the pure-fluid data by name; αʳ_i and α⁰_i from the one generic evaluator.
import { idealDerivatives, residualDerivatives } from '../../eos/helmholtz';
import type { CompiledEos, HelmholtzDerivatives } from '../../eos/types';
import { EngineError } from '../../errors';

const registry = new Map<string, CompiledEos>();

/** Makes compiled component equations available by name (the pure-fluid loader, or a build script). */
export function registerComponent(eos: CompiledEos): void {
  registry.set(eos.name, eos);
}

export function hasComponent(name: string): boolean {
  return registry.has(name);
}

export function componentEos(name: string): CompiledEos {
  const eos = registry.get(name);
  if (!eos) throw new EngineError({ code: 'unknown_refrigerant', name });
  return eos;
}

export const componentResidual: (eos: CompiledEos, tau: number, delta: number, out: HelmholtzDerivatives) => void =
  residualDerivatives;
export const componentIdeal: (eos: CompiledEos, tau: number, delta: number, out: HelmholtzDerivatives) => void =
  idealDerivatives;
