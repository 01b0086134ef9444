// Compiled equations of state by fluid name, parsed once and cached.
import { EngineError } from '../errors';
import { findFluidData } from '../refrigerants/fluid-library';
import { compileEos } from './compile';
import type { CompiledEos } from './types';

const cache = new Map<string, CompiledEos>();

/**
 * The compiled equation of state of a pure or pseudo-pure fluid (ASHRAE name, CoolProp name or alias,
 * case-insensitive), e.g. compiledEos('R32'), compiledEos('R1234ze(E)'). Throws EngineError
 * { code: 'unknown_refrigerant' } for anything else (the multi-fluid blends have no single equation).
 */
export function compiledEos(name: string): CompiledEos {
  const data = findFluidData(name);
  if (!data) throw new EngineError({ code: 'unknown_refrigerant', name });
  let eos = cache.get(data.name);
  if (!eos) {
    eos = compileEos(data);
    cache.set(data.name, eos);
  }
  return eos;
}

/** Same as compiledEos. */
export const loadFluid = compiledEos;
