import type { ApiClient } from '../../../../src/client';
import { loadSearchIndex } from '../../../../src/client/search-index';
import {
  calculateSelection,
  chartLines,
  selectionFields,
  type CalculationBody,
  type ChartCurve,
  type SelectionConditions,
  type SelectionFieldsData,
  type SelectionRow,
} from '../../../../src/contracts/selection';
import { productList, seriesFields, seriesSizes, type ProductRow, type SizeItem, type TechField } from '../../../../src/contracts/valve';
import type { SelectionItem } from '../../../../src/state';

/** Everything the details page shows of a part number. */
export interface ProductDetails {
  product: ProductRow;
  size: SizeItem | undefined;
  techFields: readonly TechField[];
  /** The calculation at the selection-list item's conditions; absent when the product is not in the list. */
  calculation?: {
    fields: SelectionFieldsData;
    row: SelectionRow | undefined;
    curves: readonly ChartCurve[];
  };
}

/** A selection-list item's resolved conditions as a calculation request (numbers without a value are left out). */
export function requestOf(item: SelectionItem): CalculationBody {
  const { conditions: resolved } = item;
  const conditions: SelectionConditions = {};
  for (const [name, value] of Object.entries(resolved.conditions)) {
    if (typeof value !== 'object') conditions[name] = value;
    else if (value.value !== null) conditions[name] = { value: value.value, unit: value.unit };
  }
  return {
    valveName: resolved.valveName,
    ...(resolved.serialId === undefined ? {} : { serialId: resolved.serialId }),
    ...(resolved.systemId === undefined ? {} : { systemId: resolved.systemId }),
    refrigerant: resolved.refrigerant,
    ...(resolved.approvals.length > 0 ? { approvals: [...resolved.approvals] } : {}),
    conditions,
  };
}

/**
 * The product of `partNumber` from the catalogue calls (its family from the selection-list item, else from the
 * part-number index), its size's technical data, and, for a listed item, the calculation at its conditions and
 * the curves of its size.
 * @returns undefined when no family holds the part number.
 */
export async function loadDetails(api: ApiClient, partNumber: string, item: SelectionItem | undefined): Promise<ProductDetails | undefined> {
  const wanted = partNumber.toUpperCase();
  const valveName =
    item?.product.valveName ?? (await loadSearchIndex({ base: api.base })).rows.find((row) => row[3].toUpperCase() === wanted)?.[0];
  if (!valveName) return undefined;
  const listed = await api.call(productList, { body: { valveName, keyword: partNumber, pageSize: 100 } });
  const product = listed.list.find((row) => row.PartNumber.toUpperCase() === wanted);
  if (!product) return undefined;
  const [sizes, columns] = await Promise.all([
    api.call(seriesSizes, { body: { Serialid: product.Serialid } }),
    api.call(seriesFields, { query: { Serialid: product.Serialid } }),
  ]);
  const details: ProductDetails = { product, size: sizes.serialResult.sizes.find((size) => size.Id === product.Sizeid), techFields: columns.fields };
  if (!item) return details;

  const request = requestOf(item);
  const [fields, result, lines] = await Promise.all([
    api.call(selectionFields, { query: { valveName: request.valveName } }),
    api.call(calculateSelection, { body: request }),
    api.call(chartLines, { body: { valveName: request.valveName, refrigerant: request.refrigerant, conditions: request.conditions, Sizeid: product.Sizeid } }),
  ]);
  const rows = [...result.Optimal, ...result.Available, ...result.Prohibited];
  return { ...details, calculation: { fields, row: rows.find((row) => row.Sizeid === product.Sizeid), curves: lines.curves } };
}

/** The value of a size row in a column (`psBar`, `tech.kv`, `tech.ratedCapacityKW.R410A`), in the column's unit. */
export function valueAt(size: SizeItem, key: string): unknown {
  return size.values[key];
}
