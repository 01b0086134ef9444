import type { ApiClient } from '../../../../src/client';
import { loadSearchIndex } from '../../../../src/client/search-index';
import {
  calculateSelection,
  chartLines,
  selectionFields,
  type ChartCurve,
  type ProvenanceDetail,
  type SelectionFieldsData,
  type SelectionRow,
} from '../../../../src/contracts/selection';
import {
  familyInfo,
  productList,
  seriesFields,
  seriesSizes,
  type ProductRow,
  type SeriesItem,
  type SizeItem,
  type TechField,
} from '../../../../src/contracts/valve';
import { hasConditions, recalculationOf, type SelectedListItem } from '../../../../src/state';

/** The calculation at a selection-list item's conditions, or that it could not be made. */
export type DetailsCalculation =
  | { status: 'done'; fields: SelectionFieldsData; row: SelectionRow | undefined; provenance: ProvenanceDetail | undefined; curves: readonly ChartCurve[] }
  | { status: 'failed' };

/** Everything the details page shows of a part number. */
export interface ProductDetails {
  product: ProductRow;
  /** Its family: whether it has a sizing model at all (CalculateType 0: chosen from the list only). */
  family: { Name: string; CalculateType: number };
  /** Its series with the series' technical data. */
  series: SeriesItem;
  size: SizeItem | undefined;
  techFields: readonly TechField[];
  /** Only for an item of the selection list that was calculated (it carries conditions the user entered). */
  calculation?: DetailsCalculation;
}

/**
 * The product of `partNumber` from the catalogue calls (its family from the selection-list item, else from the
 * part-number index), its family, its series' and size's technical data, and, for a calculated item of the list
 * in a family that sizes, the calculation at its conditions and the curves of its size. The calculation failing
 * leaves the catalogue's data standing.
 * @returns undefined when no family holds the part number.
 */
export async function loadDetails(api: ApiClient, partNumber: string, item: SelectedListItem | undefined): Promise<ProductDetails | undefined> {
  const wanted = partNumber.toUpperCase();
  const valveName =
    item?.product.valveName ?? (await loadSearchIndex({ base: api.base })).rows.find((row) => row[3].toUpperCase() === wanted)?.[0];
  if (!valveName) return undefined;
  const listed = await api.call(productList, { body: { valveName, keyword: partNumber, pageSize: 100 } });
  const product = listed.list.find((row) => row.PartNumber.toUpperCase() === wanted);
  if (!product) return undefined;
  const [family, sizes, columns] = await Promise.all([
    api.call(familyInfo, { body: { valveName: product.valveName, showList: false } }),
    api.call(seriesSizes, { body: { Serialid: product.Serialid } }),
    api.call(seriesFields, { query: { Serialid: product.Serialid } }),
  ]);
  const details: ProductDetails = {
    product,
    family: { Name: family.Name, CalculateType: family.CalculateType },
    series: sizes.serialResult.series,
    size: sizes.serialResult.sizes.find((size) => size.Id === product.Sizeid),
    techFields: columns.fields,
  };
  if (!item || !hasConditions(item) || family.CalculateType === 0) return details;
  return { ...details, calculation: await calculate(api, item, product.Sizeid).catch((): DetailsCalculation => ({ status: 'failed' })) };
}

async function calculate(api: ApiClient, item: SelectedListItem, sizeId: number): Promise<DetailsCalculation> {
  // The design point alone: the page's figures and curves are the design point's.
  const { designPointName: _design, operatingPoints: _points, ...request } = recalculationOf(item);
  const [fields, result, lines] = await Promise.all([
    api.call(selectionFields, { query: { valveName: request.valveName } }),
    api.call(calculateSelection, { body: request }),
    api.call(chartLines, { body: { valveName: request.valveName, refrigerant: request.refrigerant, conditions: request.conditions, Sizeid: sizeId } }),
  ]);
  const rows = [...result.Optimal, ...result.Available, ...result.Prohibited];
  const row = rows.find((r) => r.Sizeid === sizeId);
  return { status: 'done', fields, row, provenance: row && result.Provenances[row.Provenance.source], curves: lines.curves };
}
