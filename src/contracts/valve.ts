// The catalogue calls of the specification (§7), under /api/valve: method, path and summary, with the types of their
// requests and answers. The schemas that check them are in schemas/valve.ts, loaded only by the server.
import { defineCall } from './call';
import type { valveSchemas } from './schemas/valve';

export { maxPageSize, productPageSize, systemPageSize } from './paging';
export type { BaseInfoFamily, FamilyItem, ProductRow, SeriesItem, SizeItem, SystemItem, TechField } from './schemas/valve';

type Schemas = typeof valveSchemas;

export const baseInfo = defineCall<Schemas['baseInfo']>({
  method: 'GET',
  path: '/valve/baseinfo',
  summary:
    'Everything the home page lists: families (each with how many series fit the optional Refrigerant and Safetycer), systems and their types, refrigerants, approvals, countries, and the country detected from the request.',
});

export const familyInfo = defineCall<Schemas['familyInfo']>({
  method: 'POST',
  path: '/valve/info',
  summary: 'One family, by valveName or Valveid, with its series (serialList) and, with showList, their size table (serialInfoList, serialInfoFields).',
  idempotent: true,
});

export const seriesSizes = defineCall<Schemas['seriesSizes']>({
  method: 'POST',
  path: '/valve/seriallist',
  summary: "A series' sizes with their technical data, and the coils that fit it (serialResult).",
  idempotent: true,
});

export const seriesFields = defineCall<Schemas['seriesFields']>({
  method: 'GET',
  path: '/valve/fetchserialfields',
  summary: "The technical-data columns of a series' size table, with labels and units.",
});

export const familySeries = defineCall<Schemas['familySeries']>({
  method: 'GET',
  path: '/valve/valveserials',
  summary: "A family's series that have a product for the refrigerant and approvals.",
});

export const systemSeries = defineCall<Schemas['systemSeries']>({
  method: 'GET',
  path: '/valve/sysvalvelist',
  summary: "A system application's series (valveInfo), optionally paged and for a refrigerant and approvals, and its families.",
});

export const recommendations = defineCall<Schemas['recommendations']>({
  method: 'GET',
  path: '/valve/getRecommend',
  summary: 'Recommendations whose approvals, refrigerants and regions fit (recommendList), and the products they name (productList).',
});

export const webConfig = defineCall<Schemas['webConfig']>({
  method: 'GET',
  path: '/valve/getWebConfig',
  summary: 'Web configuration entries (shop links per region, filing numbers, texts, pictures) by KeyName, Type and region.',
});

export const productList = defineCall<Schemas['productList']>({
  method: 'POST',
  path: '/valve/products',
  summary: "Ours: a family's products, paged, filtered by series, size, connection type, refrigerant, approvals and keyword.",
  idempotent: true,
});

export const searchIndex = defineCall<Schemas['searchIndex']>({
  method: 'GET',
  path: '/valve/searchindex',
  summary: 'Every part number as [valve, serial, size, partNumber], with a strong ETag (If-None-Match answers 304).',
});
