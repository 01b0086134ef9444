// The shapes callers may pass to saturation() and state(), checked before any fluid is touched: a refusal is an
// EngineError whatever the caller sent (null, a string, NaN, a missing key, two inputs at once), never a TypeError.
// Allocation-free: these run before every property call.
import { EngineError } from '../errors';
import type { SaturationInput, StateInput } from './types';

type Fields = { T?: unknown; p?: unknown; h?: unknown; s?: unknown };

function finite(quantity: string, v: unknown): void {
  if (typeof v !== 'number' || !Number.isFinite(v)) throw new EngineError({ code: 'invalid_input', quantity, value: String(v) });
}

function describe(input: unknown): string {
  try {
    return JSON.stringify(input) ?? String(input);
  } catch {
    return String(input);
  }
}

function wrongShape(what: string, input: unknown): EngineError {
  return new EngineError({ code: 'invalid_input', quantity: what, value: describe(input) });
}

/** { T } or { p } with a finite number; throws invalid_input otherwise. */
export function checkSaturationInput(input: unknown): asserts input is SaturationInput {
  if (typeof input !== 'object' || input === null) throw wrongShape('saturation', input);
  const { T, p } = input as Fields;
  if (T !== undefined && p === undefined) finite('temperature', T);
  else if (p !== undefined && T === undefined) finite('pressure', p);
  else throw wrongShape('saturation', input);
}

/** { T, p }, { p, h } or { p, s } with finite numbers; throws invalid_input otherwise. */
export function checkStateInput(input: unknown): asserts input is StateInput {
  if (typeof input !== 'object' || input === null) throw wrongShape('state', input);
  const { T, p, h, s } = input as Fields;
  const given = (T !== undefined ? 1 : 0) + (h !== undefined ? 1 : 0) + (s !== undefined ? 1 : 0);
  if (p === undefined || given !== 1) throw wrongShape('state', input);
  finite('pressure', p);
  if (T !== undefined) finite('temperature', T);
  else if (h !== undefined) finite('enthalpy', h);
  else finite('entropy', s);
}
