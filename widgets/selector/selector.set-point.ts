// A head-pressure regulator's condensing set point (issue 26): condensingSetPointEntry says whether it is entered as a
// saturation temperature or as a pressure. The form shows and sends only that entry, the one the server reads.
import type { ConditionName } from '../../src/engine/sizing/condition-types';
import { UNUSED_SET_POINT_ENTRY } from '../../src/engine/sizing/fields';
import type { FormInputs } from './selector.seed';

/** The condensing set point's entry condensingSetPointEntry leaves unused; none where the family does not ask it. */
export function unusedSetPointEntries(inputs: FormInputs): readonly ConditionName[] {
  const entry = inputs.condensingSetPointEntry;
  return entry === 'bar' || entry === 'temp' ? [UNUSED_SET_POINT_ENTRY[entry]] : [];
}
