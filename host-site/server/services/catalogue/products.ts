// The sort list's product listing: a family's products in catalogue display order (series, size, part number),
// narrowed by the list's filters and keyword, one page at a time.
import { meetsApprovals, textIn, type Catalogue, type Family, type Product, type ProductFilter } from '../../../../src/catalogue';
import type { ProductRow } from '../../../../src/contracts/valve';
import type { Language } from '../../../../src/i18n';
import { connectionTypeLabels } from './tech-codes';
import { techWord } from './tech-words';

export interface ProductQuery extends ProductFilter {
  serialId?: number | undefined;
  sizeId?: number | undefined;
  connectionType?: string | undefined;
  keyword?: string | undefined;
}

/**
 * Rows of one family in display order, built once per family and language and kept: the catalogue never changes
 * while running.
 */
export class ProductRows {
  private readonly byFamily = new Map<string, { row: ProductRow; haystack: string }[]>();

  constructor(private readonly catalogue: Catalogue) {}

  /** The rows that pass every filter; every keyword word must occur in the part number, name, series or size. */
  matching(family: Family, query: ProductQuery, language: Language): ProductRow[] {
    const words = (query.keyword ?? '').toLowerCase().split(/\s+/).filter(Boolean);
    return this.rowsOf(family, language)
      .filter(
        ({ row, haystack }) =>
          (query.serialId === undefined || row.Serialid === query.serialId) &&
          (query.sizeId === undefined || row.Sizeid === query.sizeId) &&
          (!query.connectionType || row.ConnectionType === query.connectionType) &&
          (query.refrigerant === undefined || row.Refrigerant.includes(query.refrigerant)) &&
          meetsApprovals(row.Safetycer, query.approvals) &&
          words.every((word) => haystack.includes(word)),
      )
      .map(({ row }) => row);
  }

  /** The row of one part number (case-insensitive); undefined when the catalogue has no such part. */
  row(partNumber: string, language: Language): ProductRow | undefined {
    const product = this.catalogue.product(partNumber);
    const family = product && this.catalogue.family(product.Valveid);
    return family && this.rowsOf(family, language).find(({ row }) => row.PartNumber === product.PartNumber)?.row;
  }

  private rowsOf(family: Family, language: Language): { row: ProductRow; haystack: string }[] {
    const key = `${family.Id}/${language}`;
    let rows = this.byFamily.get(key);
    if (!rows) {
      rows = this.build(family, language);
      this.byFamily.set(key, rows);
    }
    return rows;
  }

  private build(family: Family, language: Language): { row: ProductRow; haystack: string }[] {
    const rows: { row: ProductRow; haystack: string }[] = [];
    for (const series of this.catalogue.seriesOf(family.Id)) {
      for (const size of this.catalogue.sizesOf(series.Id)) {
        const products = [...this.catalogue.productsOfSize(size.Id)].sort((a, b) => compareText(a.PartNumber, b.PartNumber));
        for (const product of products) {
          const row = productRow(product, language, { valveName: family.Classname, serialName: series.Name, sizeName: size.Name });
          rows.push({ row, haystack: [row.PartNumber, row.ProductName, row.serialName, row.sizeName].join(' ').toLowerCase() });
        }
      }
    }
    return rows;
  }
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function productRow(product: Product, language: Language, names: { valveName: string; serialName: string; sizeName: string }): ProductRow {
  const { valveName, serialName, sizeName } = names;
  return {
    PartNumber: product.PartNumber,
    ProductName: product.ProductName,
    ProductType: textIn(product.ProductType, language),
    Valveid: product.Valveid,
    valveName,
    Serialid: product.Serialid,
    serialName,
    Sizeid: product.Sizeid,
    sizeName,
    ...(product.ConnectionType !== undefined
      ? { ConnectionType: product.ConnectionType, ConnectionLabel: techWord(connectionTypeLabels[product.ConnectionType], language) }
      : {}),
    ...(product.ConnectionIn !== undefined ? { ConnectionIn: product.ConnectionIn } : {}),
    ...(product.ConnectionOut !== undefined ? { ConnectionOut: product.ConnectionOut } : {}),
    ...(product.Coilid !== undefined ? { Coilid: product.Coilid } : {}),
    ...(product.CoilVoltage !== undefined ? { CoilVoltage: product.CoilVoltage } : {}),
    ...(product.Charge !== undefined ? { Charge: product.Charge } : {}),
    Refrigerant: product.Refrigerant,
    Safetycer: product.Safetycer,
  };
}

/** One page of a list (1-based); a page past the end is empty, the total still counts every row. */
export function pageOf<T>(rows: readonly T[], page: number, pageSize: number): { total: number; page: number; pageSize: number; list: T[] } {
  const start = (page - 1) * pageSize;
  return { total: rows.length, page, pageSize, list: rows.slice(start, start + pageSize) };
}
