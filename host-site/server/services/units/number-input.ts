import { EngineError } from '../../../../src/engine/errors';

/** The spec sends numbers as JSON numbers or as text ("12.5"); anything else in text is not a number. */
export function valueOf(oldvalue: number | string): number {
  if (typeof oldvalue === 'number') return oldvalue;
  const text = oldvalue.trim();
  const value = /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(text) ? Number(text) : Number.NaN;
  if (!Number.isFinite(value)) throw new EngineError({ code: 'not_a_number', value: oldvalue });
  return value;
}
