// The in-memory catalogue: the validated data plus the indexes every call needs (by family, series, size,
// part number). Pure and read-only; built once at start by the server's loader (or by a test from literals).
import type { Accessory, Coil, Family, Product, Recommendation, Series, Size, SystemApp } from './schema/entities';
import type { CatalogueData } from './schema/files';
import type { SizeTech } from './schema/size-tech';
import type { SeriesTech } from './schema/entities';

/** What a user has chosen, used to narrow products: a refrigerant and the approval groups that must all be met. */
export interface ProductFilter {
  refrigerant?: string;
  /**
   * Approval groups that must all be met; an entry may list alternatives separated by commas, as the
   * approvals chooser stores LVD(TUV/VDE): "TUV,VDE" is met by either.
   */
  approvals?: readonly string[];
}

/** What a recommendation is matched against. */
export interface RecommendationQuery {
  location?: string;
  refrigerant?: string;
  approvals?: readonly string[];
}

const EMPTY: readonly never[] = Object.freeze([]);

const byKey = <K, T>(items: readonly T[], key: (t: T) => K): Map<K, T[]> => {
  const map = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = map.get(k);
    if (list) list.push(item);
    else map.set(k, [item]);
  }
  return map;
};

/** True when a product (or series) with these approvals meets every requested group. */
export function meetsApprovals(have: readonly string[], groups: readonly string[] | undefined): boolean {
  if (!groups || groups.length === 0) return true;
  return groups.every((group) => group.split(',').some((code) => have.includes(code.trim())));
}

export class Catalogue {
  readonly version: string;
  readonly demo: boolean;
  private readonly familyById: Map<number, Family>;
  private readonly familyByClassname: Map<string, Family>;
  private readonly seriesById: Map<number, Series>;
  private readonly sizeById: Map<number, Size>;
  private readonly productByPartNumber: Map<string, Product>;
  private readonly seriesByFamily: Map<number, Series[]>;
  private readonly sizesBySeries: Map<number, Size[]>;
  private readonly productsBySize: Map<number, Product[]>;
  private readonly productsBySeries: Map<number, Product[]>;
  private readonly productsByFamily: Map<number, Product[]>;
  private readonly coilsBySeries: Map<number, Coil[]>;
  private readonly coilById: Map<number, Coil>;
  private readonly accessoriesBySeries: Map<number, Accessory[]>;
  private readonly systemsByType: Map<number, SystemApp[]>;

  /** Builds the indexes; the data must already be valid (checkCatalogue finds no issue). */
  constructor(readonly data: CatalogueData) {
    this.version = data.version;
    this.demo = data.demo;
    const bySort = <T extends { Sort: number }>(a: T, b: T) => a.Sort - b.Sort;
    this.familyById = new Map(data.families.map((f) => [f.Id, f]));
    this.familyByClassname = new Map(data.families.map((f) => [f.Classname.toLowerCase(), f]));
    this.seriesById = new Map(data.series.map((s) => [s.Id, s]));
    this.sizeById = new Map(data.sizes.map((s) => [s.Id, s]));
    this.productByPartNumber = new Map(data.products.map((p) => [p.PartNumber.toLowerCase(), p]));
    this.seriesByFamily = byKey([...data.series].sort(bySort), (s) => s.Valveid);
    this.sizesBySeries = byKey([...data.sizes].sort(bySort), (s) => s.Serialid);
    this.productsBySize = byKey(data.products, (p) => p.Sizeid);
    this.productsBySeries = byKey(data.products, (p) => p.Serialid);
    this.productsByFamily = byKey(data.products, (p) => p.Valveid);
    this.coilsBySeries = new Map();
    for (const coil of data.coils)
      for (const id of coil.Serialids) {
        const list = this.coilsBySeries.get(id);
        if (list) list.push(coil);
        else this.coilsBySeries.set(id, [coil]);
      }
    this.systemsByType = byKey(data.systems, (s) => s.Sort);
    this.coilById = new Map(data.coils.map((c) => [c.Id, c]));
    this.accessoriesBySeries = new Map();
    for (const accessory of [...data.accessories].sort((a, b) => a.Sort - b.Sort))
      for (const id of accessory.Serialids) {
        const list = this.accessoriesBySeries.get(id);
        if (list) list.push(accessory);
        else this.accessoriesBySeries.set(id, [accessory]);
      }
  }

  /** Families in display order. */
  families(): readonly Family[] {
    return [...this.data.families].sort((a, b) => a.Sort - b.Sort);
  }

  /** A family by Id or by Classname (case-insensitive, as valveName arrives from URLs). */
  family(idOrClassname: number | string): Family | undefined {
    return typeof idOrClassname === 'number'
      ? this.familyById.get(idOrClassname)
      : this.familyByClassname.get(idOrClassname.toLowerCase());
  }

  series(id: number): Series | undefined {
    return this.seriesById.get(id);
  }

  /** A family's series in display order. */
  seriesOf(familyId: number): readonly Series[] {
    return this.seriesByFamily.get(familyId) ?? EMPTY;
  }

  size(id: number): Size | undefined {
    return this.sizeById.get(id);
  }

  /** A series' sizes in display order. */
  sizesOf(seriesId: number): readonly Size[] {
    return this.sizesBySeries.get(seriesId) ?? EMPTY;
  }

  /** A product by part number (case-insensitive). */
  product(partNumber: string): Product | undefined {
    return this.productByPartNumber.get(partNumber.toLowerCase());
  }

  productsOfSize(sizeId: number): readonly Product[] {
    return this.productsBySize.get(sizeId) ?? EMPTY;
  }

  productsOfSeries(seriesId: number): readonly Product[] {
    return this.productsBySeries.get(seriesId) ?? EMPTY;
  }

  productsOfFamily(familyId: number): readonly Product[] {
    return this.productsByFamily.get(familyId) ?? EMPTY;
  }

  /** Coils that fit a series. */
  coilsOf(seriesId: number): readonly Coil[] {
    return this.coilsBySeries.get(seriesId) ?? EMPTY;
  }

  /** A coil by Id. */
  coil(id: number): Coil | undefined {
    return this.coilById.get(id);
  }

  /** Accessories that name a series, in Sort order (each still narrowed by its own fields: see bom.ts). */
  accessoriesOf(seriesId: number): readonly Accessory[] {
    return this.accessoriesBySeries.get(seriesId) ?? EMPTY;
  }

  /** Systems of a system type, or all when the type is absent. */
  systems(systemTypeId?: number): readonly SystemApp[] {
    return systemTypeId === undefined ? this.data.systems : (this.systemsByType.get(systemTypeId) ?? EMPTY);
  }

  /** A family's products that fit the refrigerant and approvals. */
  productsMatching(familyId: number, filter: ProductFilter = {}): Product[] {
    return this.productsOfFamily(familyId).filter(
      (p) =>
        (filter.refrigerant === undefined || p.Refrigerant.includes(filter.refrigerant)) &&
        meetsApprovals(p.Safetycer, filter.approvals),
    );
  }

  /** A family's sizes with at least one product that fits the refrigerant and approvals (what the sizing runs on). */
  sizesMatching(familyId: number, filter: ProductFilter = {}, seriesId?: number): Size[] {
    const ids = new Set<number>();
    for (const p of this.productsMatching(familyId, filter)) if (seriesId === undefined || p.Serialid === seriesId) ids.add(p.Sizeid);
    const sizes: Size[] = [];
    for (const s of this.seriesOf(familyId)) for (const size of this.sizesOf(s.Id)) if (ids.has(size.Id)) sizes.push(size);
    return sizes;
  }

  /** Technical data of a size together with its series' common data; PS from the size when it overrides. */
  technicalData(sizeId: number): { size: Size; series: Series; tech: SizeTech | undefined; common: SeriesTech } | undefined {
    const size = this.sizeById.get(sizeId);
    const series = size && this.seriesById.get(size.Serialid);
    if (!size || !series) return undefined;
    const psBar = size.tech?.psBar ?? series.tech.psBar;
    return { size, series, tech: size.tech, common: { ...series.tech, psBar } };
  }

  /** Recommendations whose matching fields fit; an empty matching field matches anything. */
  recommendations(query: RecommendationQuery = {}): Recommendation[] {
    return this.data.recommendations
      .filter(
        (r) =>
          (r.Location.length === 0 || (query.location !== undefined && r.Location.includes(query.location))) &&
          (r.Refrigerant_S.length === 0 || (query.refrigerant !== undefined && r.Refrigerant_S.includes(query.refrigerant))) &&
          (r.Safetycer.length === 0 || (query.approvals ?? []).some((g) => g.split(',').some((c) => r.Safetycer.includes(c.trim())))),
      )
      .sort((a, b) => a.Sort - b.Sort);
  }

  /** A web config entry's content. */
  webConfig(keyName: string): string | undefined {
    return this.data.webConfig.find((w) => w.KeyName === keyName)?.Content;
  }

  /** The shop link of a region (web config key shop.<Location>). */
  shopLink(location: string): string | undefined {
    return this.webConfig(`shop.${location}`);
  }
}

/** Builds the in-memory model from validated data. */
export function createCatalogue(data: CatalogueData): Catalogue {
  return new Catalogue(data);
}
