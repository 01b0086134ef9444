import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ProductFilter } from '../../../../../src/catalogue';
import {
  baseInfo,
  familyInfo,
  familySeries,
  productList,
  recommendations,
  seriesFields,
  seriesSizes,
  systemSeries,
  webConfig,
} from '../../../../../src/contracts/valve';
import { registerCall } from '../../../http/register-call';
import { detectCountry } from './country';
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
import searchIndexRoute from './search-index';
import { seriesTechFields } from './tech-fields';

/** The catalogue calls of spec §7 under /api/valve; labels in the request's language. */
async function valveRoutes(app: FastifyInstance): Promise<void> {
  const { catalogue } = app;
  const productRows = new ProductRows(catalogue);

  registerCall(app, baseInfo, ({ request }) => {
    const language = request.language;
    const country = detectCountry(catalogue.data.countries, {
      country: request.headers['country'] as string | undefined,
      acceptLanguage: request.headers['accept-language'],
    });
    const bySort = <T extends { Sort: number }>(items: readonly T[]) => [...items].sort((a, b) => a.Sort - b.Sort);
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
  });

  registerCall(app, familyInfo, ({ body, request }) => {
    const family = requireFamily(catalogue, body);
    const series = catalogue.seriesOf(family.Id).map((s) => seriesItem(catalogue, s, request.language));
    return { ...familyItem(family, request.language), series };
  });

  registerCall(app, seriesSizes, ({ body, request }) => {
    const series = requireSeries(catalogue, body.Serialid);
    return {
      series: seriesItem(catalogue, series, request.language),
      sizes: catalogue.sizesOf(series.Id).map((size) => sizeItem(size, series)),
      coils: [...catalogue.coilsOf(series.Id)],
    };
  });

  registerCall(app, seriesFields, ({ body, request }) => {
    const series = requireSeries(catalogue, body.Serialid);
    return { Serialid: series.Id, valveName: catalogue.family(series.Valveid)!.Classname, fields: seriesTechFields(catalogue, series, request.language) };
  });

  registerCall(app, familySeries, ({ body, request }) => {
    const family = requireFamily(catalogue, body);
    const serialIds = seriesWithProducts(family.Id, productFilter(catalogue, body.Refrigerant, body.Safetycer));
    const list = catalogue
      .seriesOf(family.Id)
      .filter((s) => serialIds.has(s.Id))
      .map((s) => seriesItem(catalogue, s, request.language));
    return { valveName: family.Classname, total: list.length, list };
  });

  registerCall(app, systemSeries, ({ body, request }) => {
    const language = request.language;
    const system = requireSystem(catalogue, body.Systemid);
    const filter = productFilter(catalogue, body.Refrigerant, body.Safetycer);
    const families = system.Valveids.flatMap((id) => catalogue.family(id) ?? []);
    const rows = system.Serialids.flatMap((id) => {
      const series = catalogue.series(id);
      const family = series && catalogue.family(series.Valveid);
      if (!series || !family || !seriesWithProducts(family.Id, filter).has(series.Id)) return [];
      return [{ ...seriesItem(catalogue, series, language), valveLabel: labelIn(family.Name, language), Imgfilename: family.Imgfilename, CalculateType: family.CalculateType }];
    });
    return { system: systemItem(system, language), families: families.map((f) => familyItem(f, language)), ...pageOf(rows, body.page, body.pageSize) };
  });

  registerCall(app, recommendations, ({ body, request }) => {
    const language = request.language;
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
  });

  registerCall(app, webConfig, ({ body, request }) => {
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
        ...(entry.Label ? { Label: labelIn(entry.Label, request.language) } : {}),
        ...(entry.Location ? { Location: entry.Location } : {}),
      }));
    return { list };
  });

  registerCall(app, productList, ({ body }) => {
    const family = requireFamily(catalogue, body);
    if (body.Serialid !== undefined) requireSeriesOf(catalogue, family, body.Serialid);
    if (body.Sizeid !== undefined) requireSizeOf(catalogue, family, body.Sizeid);
    const filter = productFilter(catalogue, body.Refrigerant, body.Safetycer);
    const rows = productRows.matching(family, {
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
  });

  await app.register(searchIndexRoute);

  /** Series of a family with at least one product for the filter; without a filter, every series. */
  function seriesWithProducts(familyId: number, filter: ProductFilter): Set<number> {
    const series = filter.refrigerant !== undefined || filter.approvals !== undefined
      ? catalogue.productsMatching(familyId, filter).map((p) => p.Serialid)
      : catalogue.seriesOf(familyId).map((s) => s.Id);
    return new Set(series);
  }
}

export default fp(valveRoutes, { name: 'valve-routes', dependencies: ['catalogue', 'messages', 'envelope'], encapsulate: true });
