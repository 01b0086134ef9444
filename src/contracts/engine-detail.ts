// An engine error as the envelope's Detail: the engine names a condition in domain words, the wire by its API name.
import { errorData, type EngineErrorDetail } from '../engine/errors';
import { CONDITIONS } from '../engine/sizing/condition-catalogue';
import type { ConditionName } from '../engine/sizing/condition-types';
import { wireName } from './condition-names';
import type { ErrorDetail } from './envelope';

/** The Detail of an engine error: its code, the condition at fault by its wire name, its numbers (SI). */
export function engineErrorDetail(detail: EngineErrorDetail): ErrorDetail {
  const { code, field, values } = errorData(detail);
  const wire = field !== undefined && field in CONDITIONS ? wireName(field as ConditionName) : field;
  return { code, ...(wire !== undefined && { field: wire }), ...(Object.keys(values).length > 0 && { values }) };
}
