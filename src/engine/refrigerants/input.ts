// The shapes callers may pass to saturation() and state(), checked before any fluid is touched: a refusal is an
// EngineError whatever the caller sent (null, a string, NaN, a missing or extra key), never a TypeError.
import { EngineError } from '../errors';
import type { SaturationInput, StateInput } from './types';

const QUANTITY: Record<string, string> = { T: 'temperature', p: 'pressure', h: 'enthalpy', s: 'entropy' };
const STATE_SHAPES = [['T', 'p'], ['p', 'h'], ['p', 's']] as const;

function finite(input: Record<string, unknown>, key: string): void {
  const v = input[key];
  if (typeof v !== 'number' || !Number.isFinite(v)) throw new EngineError({ code: 'invalid_input', quantity: QUANTITY[key]!, value: String(v) });
}

function describe(input: unknown): string {
  try {
    return JSON.stringify(input) ?? String(input);
  } catch {
    return String(input);
  }
}

function keysOf(input: unknown, what: string): string[] {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) throw new EngineError({ code: 'invalid_input', quantity: what, value: describe(input) });
  return Object.keys(input).filter((k) => (input as Record<string, unknown>)[k] !== undefined);
}

/** { T } or { p } with a finite number; throws invalid_input otherwise. */
export function checkSaturationInput(input: unknown): asserts input is SaturationInput {
  const keys = keysOf(input, 'saturation');
  if (keys.length !== 1 || (keys[0] !== 'T' && keys[0] !== 'p')) throw new EngineError({ code: 'invalid_input', quantity: 'saturation', value: describe(input) });
  finite(input as Record<string, unknown>, keys[0]);
}

/** { T, p }, { p, h } or { p, s } with finite numbers; throws invalid_input otherwise. */
export function checkStateInput(input: unknown): asserts input is StateInput {
  const keys = keysOf(input, 'state');
  const shape = STATE_SHAPES.find((s) => keys.length === 2 && s.every((k) => keys.includes(k)));
  if (!shape) throw new EngineError({ code: 'invalid_input', quantity: 'state', value: describe(input) });
  for (const k of shape) finite(input as Record<string, unknown>, k);
}
