// The line positions a family is offered in: the catalogue's PipelineA/C/D flags (SPEC §3: A liquid line, C suction
// line, D discharge line) narrow the engine's Pos field, and its default moves to the first position offered when
// the specification's default is one the family does not fit.
import type { Family } from '../catalogue';
import type { FieldDefinition, SizingFamily } from '../engine';
import { sizingFields } from '../engine/sizing/calculate';

const POSITIONS = ['A', 'C', 'D'] as const;

/** The positions `family` fits, in the order A, C, D; all three when the catalogue flags none. */
export function offeredPositions(family: Family): readonly string[] {
  const offered = POSITIONS.filter((position) => family[`Pipeline${position}`]);
  return offered.length > 0 ? offered : POSITIONS;
}

/** The family's condition fields as the form and the calculation use them: the engine's, Pos narrowed to the family. */
export function familyFields(family: Family, sizing: SizingFamily): readonly FieldDefinition[] {
  const offered = offeredPositions(family);
  return sizingFields(sizing).map((field) => {
    if (field.name !== 'position') return field;
    const options = (field.options ?? []).filter((option) => offered.includes(String(option.value)));
    const fits = options.some((option) => option.value === field.default);
    return { ...field, options, default: fits ? field.default : (options[0]?.value ?? field.default) };
  });
}
