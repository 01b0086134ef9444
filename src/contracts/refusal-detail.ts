// The Detail of the selection's refusals, as one union of codes with the values each carries: a client acts on the
// code and its values (numbers SI: K, Pa) and words them with `selection:error.<code>` or `errors:<code>`, never by
// reading ErrorMsg. `field` names the request key at fault by its wire name.
import type { EngineErrorCode } from '../engine/errors';
import type { Translate } from '../i18n/translate';
import type { ErrorDetail } from './envelope';

/** A condition or request key refused as given, with nothing more to say than which. */
type FieldRefusal = {
  code: 'unknownCondition' | 'flag' | 'option' | 'number' | 'unit' | 'gasCoolerRefrigerant' | 'sizeRequired';
  field: string;
};

/** A value that must be above zero, or not below. */
type SignRefusal = { code: 'notPositive' | 'negative'; field: string; values: { value: number } };

/** A value outside its range, SI. */
type RangeRefusal = { code: 'fieldRange' | 'saturationRange' | 'gasCoolerRange'; field: string; values: { value: number; min: number; max: number } };

/** Te not below Tk (K); Te is the field named, its rule being "below Tk". */
type OrderRefusal = { code: 'evaporatingNotBelowCondensing'; field: string; values: { Te: number; Tk: number } };

/** A family, size or system of the catalogue that does not fit the rest of the request (HTTP 400). */
type CatalogueRefusal = { code: 'sizeNotInFamily' | 'systemWithoutFamily' | 'listOnly'; field: string; values: { value: number | string; family?: string } };

/** Two operating points of one name; `point` the later. */
type NameRefusal = { code: 'pointNameRepeated'; point: number };

/** An engine error as the engine said it (src/contracts/engine-detail.ts): its code, the condition at fault, the numbers. */
export type EngineRefusal = { code: EngineErrorCode; field?: string; values?: Record<string, number | string> };

/** Every selection refusal's Detail; `point` the operating point at fault when the request has points (issue 27). */
export type RefusalDetail = (FieldRefusal | SignRefusal | RangeRefusal | OrderRefusal | CatalogueRefusal | NameRefusal | EngineRefusal) & { point?: number };

/**
 * Codes worded by `errors.catalogue.<code>` from their values, as the catalogue's look-ups word them. (The look-ups'
 * own refusals, src/selection/lookup.ts, answer no Detail: the list calls' answers are fixed by their fixtures.)
 */
const CATALOGUE_WORDS = new Set(['sizeNotInFamily']);

/** Codes of the selection worded by `errors.<code>` from their values. */
const OWN_WORDS = new Set(['listOnly', 'systemWithoutFamily', 'sizeRequired']);

/**
 * The words of a refusal whose values are names and ids (no unit to convert), from its code and values alone, in the
 * language of `t`: a widget says them without reading ErrorMsg. Undefined for any other code.
 */
export function refusalWords(t: Translate, detail: ErrorDetail | undefined): string | undefined {
  if (!detail) return undefined;
  const params = { ...detail.values, ...(detail.field !== undefined && { field: detail.field }) };
  if (CATALOGUE_WORDS.has(detail.code)) return t(`errors:catalogue.${detail.code}`, params);
  if (OWN_WORDS.has(detail.code)) return t(`errors:${detail.code}`, params);
  return undefined;
}
