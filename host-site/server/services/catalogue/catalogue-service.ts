// The catalogue calls of spec §7 (under /api/valve) as plain functions of their checked request: labels in the
// request's language, references resolved, refusals naming the field (see lookup.ts).
import type { Catalogue, ProductFilter } from '../../../../src/catalogue';
import type { CallAnswer, CallBody } from '../../../../src/contracts/call';
import type {
  baseInfo,
  familyInfo,
  familySeries,
  productList,
  recommendations,
  seriesFields,
  seriesSizes,
  systemSeries,
  webConfig,
} from '../../../../src/contracts/valve';
import type { BundledLanguage } from '../../../../src/i18n';
import { detectCountry, type CountryHints } from './country';
import {
  productFilter,
  requireFamily,
  requireLocation,
  requireSeries,
  requireSeriesOf,
  requireSizeOf,
  requireSystem,
  requireWebConfigKey,
} from './lookup';
import { familyItem, labelIn, listedFamilies, seriesItem, sizeItem, systemItem } from './present';
import { pageOf, ProductRows } from './products';
import { searchIndexAnswer, type SearchIndexAnswer } from './search-index';
import { seriesTechFields } from './tech-fields';

const bySort = <T extends { Sort: number }>(items: readonly T[]) => [...items].sort((a, b) => a.Sort - b.Sort);

/** One per server: the catalogue never changes while it runs, so what is derived from it is built once and kept. */
export class CatalogueService {
  /** GET /valve/searchindex's answer. */
  readonly searchIndex: SearchIndexAnswer;
  private readonly productRows: ProductRows;

  constructor(private readonly catalogue: Catalogue) {
    this.searchIndex = searchIndexAnswer(catalogue);
    this.productRows = new ProductRows(catalogue);
  }

  baseInfo(hints: CountryHints, language: BundledLanguage): CallAnswer<typeof baseInfo> {
    const { catalogue } = this;
    const country = detectCountry(catalogue.data.countries, hints);
    return {
      valveInfo: listedFamilies(catalogue.families()).map((family) => familyItem(family, language)),
      valveSystem: catalogue.systems().map((system) => systemItem(system, language)),
      systemSort: catalogue.data.systemTypes.map((type) => ({ Id: type.Id, Message: labelIn(type.Message, language), Memo: labelIn(type.Memo, language) })),
      refrigerantList: bySort(catalogue.data.refrigerants),
      approvalList: bySort(catalogue.data.approvals).map((a) => ({ Code: a.Code, Name: labelIn(a.Name, language), ...(a.Group ? { Group: a.Group } : {}), Sort: a.Sort })),
      countryList: bySort(catalogue.data.countries),
      location: country.Location,
      areaName: language === 'cn' ? country.Country : country.CountryEn,
      country,
      version: catalogue.version,
      demo: catalogue.demo,
    };
  }

  familyInfo(body: CallBody<typeof familyInfo>, language: BundledLanguage): CallAnswer<typeof familyInfo> {
    const family = requireFamily(this.catalogue, body);
    const series = this.catalogue.seriesOf(family.Id).map((s) => seriesItem(this.catalogue, s, language));
    return { ...familyItem(family, language), series };
  }

  seriesSizes(body: CallBody<typeof seriesSizes>, language: BundledLanguage): CallAnswer<typeof seriesSizes> {
    const series = requireSeries(this.catalogue, body.Serialid);
    return {
      series: seriesItem(this.catalogue, series, language),
      sizes: this.catalogue.sizesOf(series.Id).map((size) => sizeItem(size, series)),
      coils: [...this.catalogue.coilsOf(series.Id)],
    };
  }

  seriesFields(body: CallBody<typeof seriesFields>, language: BundledLanguage): CallAnswer<typeof seriesFields> {
    const series = requireSeries(this.catalogue, body.Serialid);
    return { Serialid: series.Id, valveName: this.catalogue.family(series.Valveid)!.Classname, fields: seriesTechFields(this.catalogue, series, language) };
  }

  familySeries(body: CallBody<typeof familySeries>, language: BundledLanguage): CallAnswer<typeof familySeries> {
    const family = requireFamily(this.catalogue, body);
    const serialIds = this.seriesWithProducts(family.Id, productFilter(this.catalogue, body.Refrigerant, body.Safetycer));
    const list = this.catalogue
      .seriesOf(family.Id)
      .filter((s) => serialIds.has(s.Id))
      .map((s) => seriesItem(this.catalogue, s, language));
    return { valveName: family.Classname, total: list.length, list };
  }

  systemSeries(body: CallBody<typeof systemSeries>, language: BundledLanguage): CallAnswer<typeof systemSeries> {
    const { catalogue } = this;
    const system = requireSystem(catalogue, body.Systemid);
    const filter = productFilter(catalogue, body.Refrigerant, body.Safetycer);
    const families = system.Valveids.flatMap((id) => catalogue.family(id) ?? []);
    const rows = system.Serialids.flatMap((id) => {
      const series = catalogue.series(id);
      const family = series && catalogue.family(series.Valveid);
      if (!series || !family || !this.seriesWithProducts(family.Id, filter).has(series.Id)) return [];
      return [{ ...seriesItem(catalogue, series, language), valveLabel: labelIn(family.Name, language), Imgfilename: family.Imgfilename, CalculateType: family.CalculateType }];
    });
    return { system: systemItem(system, language), families: families.map((f) => familyItem(f, language)), ...pageOf(rows, body.page, body.pageSize) };
  }

  recommendations(body: CallBody<typeof recommendations>, language: BundledLanguage): CallAnswer<typeof recommendations> {
    const { catalogue } = this;
    const filter = productFilter(catalogue, body.Refrigerant_S, body.Safetycer, { refrigerant: 'Refrigerant_S', approvals: 'Safetycer' });
    const location = body.Location ? requireLocation(catalogue, body.Location) : undefined;
    const list = catalogue.recommendations({ location, refrigerant: filter.refrigerant, approvals: filter.approvals }).map((r) => {
      const family = catalogue.family(r.Valveid)!;
      return {
        Id: r.Id,
        Valveid: r.Valveid,
        valveName: family.Classname,
        valveLabel: labelIn(family.Name, language),
        Serialids: r.Serialids,
        series: r.Serialids.flatMap((id) => {
          const series = catalogue.series(id);
          return series ? [{ Id: series.Id, Name: series.Name }] : [];
        }),
        Title: labelIn(r.Title, language),
        Memo: labelIn(r.Memo, language),
        Sort: r.Sort,
      };
    });
    return { list };
  }

  webConfig(body: CallBody<typeof webConfig>, language: BundledLanguage): CallAnswer<typeof webConfig> {
    const { catalogue } = this;
    if (body.KeyName) requireWebConfigKey(catalogue, body.KeyName);
    const location = body.Location ? requireLocation(catalogue, body.Location) : undefined;
    const list = catalogue.data.webConfig
      .filter(
        (entry) =>
          (!body.KeyName || entry.KeyName === body.KeyName) &&
          (!body.Type || entry.Type === body.Type) &&
          (location === undefined || entry.Location === undefined || entry.Location === location),
      )
      .map((entry) => ({
        KeyName: entry.KeyName,
        Type: entry.Type,
        Content: entry.Content,
        ...(entry.Label ? { Label: labelIn(entry.Label, language) } : {}),
        ...(entry.Location ? { Location: entry.Location } : {}),
      }));
    return { list };
  }

  productList(body: CallBody<typeof productList>): CallAnswer<typeof productList> {
    const { catalogue } = this;
    const family = requireFamily(catalogue, body);
    if (body.Serialid !== undefined) requireSeriesOf(catalogue, family, body.Serialid);
    if (body.Sizeid !== undefined) requireSizeOf(catalogue, family, body.Sizeid);
    const filter = productFilter(catalogue, body.Refrigerant, body.Safetycer);
    const rows = this.productRows.matching(family, {
      ...filter,
      serialId: body.Serialid,
      sizeId: body.Sizeid,
      connectionType: body.ConnectionType,
      keyword: body.keyword,
    });
    const seriesList = catalogue.seriesOf(family.Id);
    const products = catalogue.productsOfFamily(family.Id);
    return {
      valveName: family.Classname,
      ...pageOf(rows, body.page, body.pageSize),
      options: {
        series: seriesList.map((s) => ({ Id: s.Id, Name: s.Name })),
        sizes: seriesList.flatMap((s) => catalogue.sizesOf(s.Id).map((size) => ({ Id: size.Id, Serialid: size.Serialid, Name: size.Name }))),
        connectionTypes: [...new Set(products.flatMap((p) => (p.ConnectionType ? [p.ConnectionType] : [])))].sort(),
      },
    };
  }

  /** Series of a family with at least one product for the filter; without a filter, every series. */
  private seriesWithProducts(familyId: number, filter: ProductFilter): Set<number> {
    const series =
      filter.refrigerant !== undefined || filter.approvals !== undefined
        ? this.catalogue.productsMatching(familyId, filter).map((p) => p.Serialid)
        : this.catalogue.seriesOf(familyId).map((s) => s.Id);
    return new Set(series);
  }
}
