// The selector's calls (spec §7): a family's condition fields, the calculation that grades every size, the
// performance curves of a size, and the values that follow a changed Te or Tk: method, path and summary, with the
// types of their requests and answers. The schemas that check them are in schemas/selection.ts, loaded only by the
// server.
import { defineCall } from './call';
import type { ProvenanceDetail, selectionSchemas } from './schemas/selection';

export * from './selection-hash';
export type {
  CalculationBody,
  CalculationData,
  ChartCurve,
  ChartLineBody,
  ComputedAt,
  ConditionChangeBody,
  ConditionValue,
  Measured,
  OperatingPointInput,
  ProvenanceDetail,
  RowPoint,
  RowProvenance,
  SelectCondition,
  SelectionConditions,
  SelectionField,
  SelectionFieldsData,
  SelectionProduct,
  SelectionRow,
  SizeFigures,
} from './schemas/selection';

type Schemas = typeof selectionSchemas;

/**
 * A row's provenance in words as the page and the report show it: where the figures come from, then where they were
 * calculated and from which catalogue data (issue 41).
 */
export function provenanceWords(provenance: Pick<ProvenanceDetail, 'text' | 'computed'>): string {
  return `${provenance.text} (${provenance.computed.text})`;
}

export const selectionFields = defineCall<Schemas['selectionFields']>({
  method: 'GET',
  path: '/valve/selection',
  summary: "A family's condition fields (labels, options, defaults and units in the request's language and unit set).",
});

export const calculateSelection = defineCall<Schemas['calculateSelection']>({
  method: 'POST',
  path: '/ucselection/calculate',
  summary: 'Calculates and grades every size of a family at the conditions: Optimal, Available and Prohibited rows.',
  idempotent: true,
});

export const chartLines = defineCall<Schemas['chartLines']>({
  method: 'POST',
  path: '/ucselection/getchartline',
  summary: "Performance curves of a size and its neighbours at the conditions, in the request's units.",
  idempotent: true,
});

export const condensingChanged = defineCall<Schemas['condensingChanged']>({
  method: 'POST',
  path: '/ucselection/tb_tkchanged',
  summary: 'What follows a new condensing temperature: condensing pressures (bubble, dew), liquid and discharge temperatures, limits.',
  idempotent: true,
});

export const evaporatingChanged = defineCall<Schemas['evaporatingChanged']>({
  method: 'POST',
  path: '/ucselection/tb_techanged',
  summary: 'What follows a new evaporating temperature: evaporating pressures (bubble, dew), suction and discharge temperatures, limits.',
  idempotent: true,
});
