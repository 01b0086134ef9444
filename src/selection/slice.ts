// A family's catalogue slice: the part of the catalogue the selector's calls read for one family (issue 29), so that
// a browser runs the very calculation the server runs, on a Catalogue built from it. It is a sub-catalogue in the
// catalogue's own file shape: the family, its series, their sizes (technical data and rating tables), the products
// of the family, every refrigerant and approval (the request's refrigerant and approval groups are checked against
// them), and every system application (a systemId that does not name the family is refused as the server refuses
// it). Texts no call reads (series descriptions, approval and system names in the twelve loadable languages, system
// memos) are left out; the products' types stay in every language, as the rows show them in the request's.
import { Catalogue } from '../catalogue/model';
import type { Label } from '../catalogue/schema/common';
import type { CatalogueData } from '../catalogue/schema/files';
import { requireFamily } from './lookup';

/** What a browser needs to calculate one family: the catalogue's entities, in its file shape and order. */
export type CatalogueSlice = Pick<CatalogueData, 'version' | 'demo' | 'families' | 'series' | 'sizes' | 'products' | 'refrigerants' | 'approvals' | 'systems'> & {
  /** The family's Classname. */
  valveName: string;
};

/** A label in the two languages every label carries (the others fall back to English, which is never read here). */
const bundledOnly = (label: Label): Label => ({ cn: label.cn, en: label.en });

/**
 * The slice of `catalogue` for the family `valveName` (any case); an unknown family is refused (Refusal, not found).
 * Entities keep the catalogue's order, so a Catalogue built from the slice lists them as the server's does.
 */
export function catalogueSlice(catalogue: Catalogue, valveName: string): CatalogueSlice {
  const family = requireFamily(catalogue, { valveName });
  const { data } = catalogue;
  const series = data.series.filter((s) => s.Valveid === family.Id);
  const seriesIds = new Set(series.map((s) => s.Id));
  const sizes = data.sizes.filter((s) => seriesIds.has(s.Serialid));
  const sizeIds = new Set(sizes.map((s) => s.Id));
  return {
    valveName: family.Classname,
    version: data.version,
    demo: data.demo,
    families: [family],
    series: series.map((s) => ({ ...s, Description: bundledOnly(s.Description) })),
    sizes,
    products: data.products.filter((p) => p.Valveid === family.Id || sizeIds.has(p.Sizeid)),
    refrigerants: data.refrigerants,
    approvals: data.approvals.map((a) => ({ ...a, Name: bundledOnly(a.Name) })),
    systems: data.systems.map(({ Memo: _memo, ...s }) => ({ ...s, Name: bundledOnly(s.Name) })),
  };
}

/** The catalogue a slice describes: what the selection's calls read of the family, the rest empty. */
export function sliceCatalogue(slice: CatalogueSlice): Catalogue {
  const { valveName: _valveName, ...entities } = slice;
  return new Catalogue({ ...entities, systemTypes: [], coils: [], accessories: [], countries: [], recommendations: [], webConfig: [], sources: [] });
}
