// A head-pressure regulator's condensing set point (issue 26): LnwdType says whether it is entered as a saturation
// temperature (Lnwd) or as a pressure (Lnyl). The form shows and sends only that entry, the one the server reads.
import { WIRE_NAMES, wireName } from '../../src/contracts/condition-names';
import { UNUSED_SET_POINT_ENTRY } from '../../src/engine/sizing/fields';
import type { FieldInput } from './selector.seed';

/** The condensing set point's entry LnwdType leaves unused; none where the family has no LnwdType. */
export function unusedSetPointEntries(inputs: Readonly<Record<string, FieldInput>>): readonly string[] {
  const entry = inputs[WIRE_NAMES.condensingSetPointEntry];
  return entry === 'bar' || entry === 'temp' ? [wireName(UNUSED_SET_POINT_ENTRY[entry])] : [];
}
