// An engine error as the envelope's Detail: the engine names a condition in domain words, the wire by its API name.
import { errorData, faultyCondition, type EngineErrorDetail } from '../engine/errors';
import { wireName } from './condition-names';
import type { EngineRefusal } from './refusal-detail';

/** The Detail of an engine error: its code, the condition at fault by its wire name, its numbers (SI). */
export function engineErrorDetail(detail: EngineErrorDetail): EngineRefusal {
  const { code, values } = errorData(detail);
  const field = faultyCondition(detail);
  return { code, ...(field !== undefined && { field: wireName(field) }), ...(Object.keys(values).length > 0 && { values }) };
}
