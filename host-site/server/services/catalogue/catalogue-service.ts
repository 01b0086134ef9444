// The catalogue calls of spec §7 (under /api/valve) as plain functions of their checked request: labels in the
// request's language, quantities in its unit set, references resolved, refusals naming the field (see lookup.ts).
import type { Catalogue, ProductFilter } from '../../../../src/catalogue';
import type { CallAnswer, CallBody, CallQuery } from '../../../../src/contracts/call';
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
import type { Language } from '../../../../src/i18n';
import { countryName } from '../../../../src/i18n/country-name';
import { UnitPresenter, type Presentation } from '../../../../src/selection/unit-presenter';
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
} from '../../../../src/selection/lookup';
import { familyItem, labelIn, listedFamilies, seriesItem, systemItem } from './present';
import { pageOf, ProductRows } from './products';
import { searchIndexAnswer, type SearchIndexAnswer } from './search-index';
import { connectionTypeLabels } from './tech-codes';
import { sizeRow, tableColumns, techField } from './tech-fields';
import { techWord } from './tech-words';

const bySort = <T extends { Sort: number }>(items: readonly T[]) => [...items].sort((a, b) => a.Sort - b.Sort);

/** Where the site serves its pictures (host-site/web/public/images); web config Image entries are relative to it. */
const IMAGES_PATH = '/images/';

/**
 * One request's language for the catalogue's labels and technical words (any of the fourteen, header LANG) and
 * its unit presenter.
 */
function view({ language, messageLanguage, unitSystem, units }: Presentation): { texts: Language; units: UnitPresenter } {
  const texts = messageLanguage ?? language;
  return { texts, units: new UnitPresenter(unitSystem, texts, units) };
}

/** One per server: the catalogue never changes while it runs, so what is derived from it is built once and kept. */
export class CatalogueService {
  /** GET /valve/searchindex's answer. */
  readonly searchIndex: SearchIndexAnswer;
  private readonly productRows: ProductRows;

  /**
   * @param countryHeader the request header in which a trusted proxy names the visitor's country (ISO code), e.g.
   *   CF-IPCountry; undefined when no proxy is trusted, since a client could then claim any country.
   */
  constructor(
    private readonly catalogue: Catalogue,
    readonly countryHeader?: string,
  ) {
    this.searchIndex = searchIndexAnswer(catalogue);
    this.productRows = new ProductRows(catalogue);
  }

  baseInfo(query: CallQuery<typeof baseInfo>, hints: CountryHints, language: Language): CallAnswer<typeof baseInfo> {
    const { catalogue } = this;
    const { country, source } = detectCountry(catalogue.data.countries, hints);
    const filter = productFilter(catalogue, query.Refrigerant, query.Safetycer);
    return {
      valveInfo: listedFamilies(catalogue.families()).map((family) => ({
        ...familyItem(family, language),
        serialCount: this.seriesWithProducts(family.Id, filter).size,
      })),
      valveSystem: catalogue.systems().map((system) => systemItem(system, language)),
      systemSort: catalogue.data.systemTypes.map((type) => ({ Id: type.Id, Message: labelIn(type.Message, language), Memo: labelIn(type.Memo, language) })),
      refrigerantList: bySort(catalogue.data.refrigerants),
      approvalList: bySort(catalogue.data.approvals).map((a) => ({ Code: a.Code, Name: labelIn(a.Name, language), ...(a.Group ? { Group: a.Group } : {}), Sort: a.Sort })),
      countryList: bySort(catalogue.data.countries),
      location: country.Location,
      areaName: countryName(country, language),
      country,
      detectedBy: source,
      version: catalogue.version,
      demo: catalogue.demo,
    };
  }

  familyInfo(body: CallBody<typeof familyInfo>, presentation: Presentation): CallAnswer<typeof familyInfo> {
    const { catalogue } = this;
    const { texts, units } = view(presentation);
    const family = requireFamily(catalogue, body);
    const serialIds = this.seriesWithProducts(family.Id, productFilter(catalogue, undefined, body.safetycer, { refrigerant: 'Refrigerant', approvals: 'safetycer' }));
    const listed = catalogue.seriesOf(family.Id).filter((s) => serialIds.has(s.Id));
    const columns = body.showList ? tableColumns(catalogue, listed) : [];
    return {
      ...familyItem(family, texts),
      serialList: listed.map((s) => seriesItem(catalogue, s, texts, units)),
      serialInfoList: body.showList ? listed.flatMap((s) => catalogue.sizesOf(s.Id).map((size) => sizeRow(size, s, columns, { language: texts, units }))) : [],
      serialInfoFields: columns.map((column) => techField(column, texts, units)),
    };
  }

  seriesSizes(body: CallBody<typeof seriesSizes>, presentation: Presentation): CallAnswer<typeof seriesSizes> {
    const { catalogue } = this;
    const { texts, units } = view(presentation);
    const series = requireSeries(catalogue, body.Serialid);
    const columns = tableColumns(catalogue, [series]);
    return {
      serialResult: {
        series: seriesItem(catalogue, series, texts, units),
        sizes: catalogue.sizesOf(series.Id).map((size) => sizeRow(size, series, columns, { language: texts, units })),
        coils: [...catalogue.coilsOf(series.Id)],
      },
    };
  }

  seriesFields(query: CallQuery<typeof seriesFields>, presentation: Presentation): CallAnswer<typeof seriesFields> {
    const { catalogue } = this;
    const { texts, units } = view(presentation);
    const series = requireSeries(catalogue, query.Serialid);
    return {
      Serialid: series.Id,
      valveName: catalogue.family(series.Valveid)!.Classname,
      fields: tableColumns(catalogue, [series]).map((column) => techField(column, texts, units)),
    };
  }

  familySeries(query: CallQuery<typeof familySeries>, presentation: Presentation): CallAnswer<typeof familySeries> {
    const { catalogue } = this;
    const { texts, units } = view(presentation);
    const family = requireFamily(catalogue, query);
    const serialIds = this.seriesWithProducts(family.Id, productFilter(catalogue, query.Refrigerant, query.Safetycer));
    const list = catalogue
      .seriesOf(family.Id)
      .filter((s) => serialIds.has(s.Id))
      .map((s) => seriesItem(catalogue, s, texts, units));
    return { valveName: family.Classname, total: list.length, list };
  }

  systemSeries(query: CallQuery<typeof systemSeries>, presentation: Presentation): CallAnswer<typeof systemSeries> {
    const { catalogue } = this;
    const { texts, units } = view(presentation);
    const system = requireSystem(catalogue, query.systemId);
    const filter = productFilter(catalogue, query.Refrigerant, query.Safetycer);
    const families = system.Valveids.flatMap((id) => catalogue.family(id) ?? []);
    const rows = system.Serialids.flatMap((id) => {
      const series = catalogue.series(id);
      const family = series && catalogue.family(series.Valveid);
      if (!series || !family || !this.seriesWithProducts(family.Id, filter).has(series.Id)) return [];
      return [{ ...seriesItem(catalogue, series, texts, units), valveLabel: labelIn(family.Name, texts), Imgfilename: family.Imgfilename, CalculateType: family.CalculateType }];
    });
    const { list, ...paging } = pageOf(rows, query.page, query.pageSize);
    return { system: systemItem(system, texts), families: families.map((f) => familyItem(f, texts)), ...paging, valveInfo: list };
  }

  /**
   * Recommendations for the request's approvals, refrigerant and region, and the rows of the part numbers they
   * name. The region is the query's, else that of the country the `Country` header names.
   */
  recommendations(query: CallQuery<typeof recommendations>, country: string | undefined, language: Language): CallAnswer<typeof recommendations> {
    const { catalogue } = this;
    const filter = productFilter(catalogue, query.Refrigerant_S, query.Safetycer, { refrigerant: 'Refrigerant_S', approvals: 'Safetycer' });
    const location = query.Location ? requireLocation(catalogue, query.Location) : country ? detectCountry(catalogue.data.countries, { country }).country.Location : undefined;
    const matching = catalogue.recommendations({ location, refrigerant: filter.refrigerant, approvals: filter.approvals });
    const recommendList = matching.map((r) => {
      const family = catalogue.family(r.Valveid)!;
      const product = r.PartNumber === undefined ? undefined : catalogue.product(r.PartNumber);
      return {
        Id: r.Id,
        Title: labelIn(r.Title, language),
        Content: labelIn(r.Content, language),
        LinkType: r.LinkType,
        ...(r.LinkUrl !== undefined ? { LinkUrl: r.LinkUrl } : {}),
        Valveid: r.Valveid,
        valveName: family.Classname,
        valveLabel: labelIn(family.Name, language),
        ...(r.Serialids[0] !== undefined ? { Serialid: r.Serialids[0] } : {}),
        Serialids: r.Serialids,
        series: r.Serialids.flatMap((id) => {
          const series = catalogue.series(id);
          return series ? [{ Id: series.Id, Name: series.Name }] : [];
        }),
        ...(product ? { Sizeid: product.Sizeid, PartNumber: product.PartNumber } : {}),
        ...(r.ImgUrl !== undefined ? { ImgUrl: r.ImgUrl } : {}),
        Sort: r.Sort,
      };
    });
    const productList = matching.flatMap((r) => {
      const row = r.PartNumber === undefined ? undefined : this.productRows.row(r.PartNumber, language);
      return row ? [row] : [];
    });
    return { recommendList, productList };
  }

  webConfig(query: CallQuery<typeof webConfig>, language: Language): CallAnswer<typeof webConfig> {
    const { catalogue } = this;
    if (query.KeyName) requireWebConfigKey(catalogue, query.KeyName);
    const location = query.Location ? requireLocation(catalogue, query.Location) : undefined;
    const list = catalogue.data.webConfig
      .filter(
        (entry) =>
          (!query.KeyName || entry.KeyName === query.KeyName) &&
          (!query.Type || entry.Type === query.Type) &&
          (location === undefined || entry.Location === undefined || entry.Location === location),
      )
      .map((entry) => ({
        KeyName: entry.KeyName,
        Type: entry.Type,
        Content: entry.Type === 'Image' ? IMAGES_PATH + entry.Content : entry.Content,
        ...(entry.Label ? { Label: labelIn(entry.Label, language) } : {}),
        ...(entry.Location ? { Location: entry.Location } : {}),
      }));
    return { list };
  }

  productList(body: CallBody<typeof productList>, language: Language): CallAnswer<typeof productList> {
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
    }, language);
    const seriesList = catalogue.seriesOf(family.Id);
    const products = catalogue.productsOfFamily(family.Id);
    const connectionTypes = [...new Set(products.flatMap((p) => (p.ConnectionType ? [p.ConnectionType] : [])))].sort();
    return {
      valveName: family.Classname,
      ...pageOf(rows, body.page, body.pageSize),
      options: {
        series: seriesList.map((s) => ({ Id: s.Id, Name: s.Name })),
        sizes: seriesList.flatMap((s) => catalogue.sizesOf(s.Id).map((size) => ({ Id: size.Id, Serialid: size.Serialid, Name: size.Name }))),
        connectionTypes,
        connections: connectionTypes.map((value) => ({ value, label: techWord(connectionTypeLabels[value], language) })),
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
