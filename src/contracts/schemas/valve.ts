// The schemas of the catalogue calls (src/contracts/valve.ts): what the server checks requests with and the OpenAPI
// document describes. Field names are the specification's (Valveid, Serialid, Safetycer, Refrigerant_S ...) so that
// existing integrations keep working. Labels come in the request's language (header LANG: cn or en); codes
// (Classname, series, size and part numbers) are the same in every language.
import { z } from 'zod';
import { Coil, ConnectionType, Country, Refrigerant, SeriesTech, SizeTech } from '../../catalogue';
import type { CallSchemas } from '../call';
import { maxPageSize, productPageSize, systemPageSize } from '../paging';

// ---------------------------------------------------------------------------------------------------------------
// Request pieces

// min(1) rather than positive(): the message then says "at least 1", which is the rule.
const id = z.number().int().min(1);

/** 1-based page and its size. */
function paging(defaultPageSize: number) {
  return {
    page: z.number().int().min(1).default(1),
    pageSize: z.number().int().min(1).max(maxPageSize).default(defaultPageSize),
  };
}

/**
 * What narrows products: one refrigerant, and approval groups that must all be met. A group may list
 * alternatives separated by commas, as the approvals chooser stores LVD(TUV/VDE): "TUV,VDE" is met by either.
 * An empty refrigerant or list means no filter.
 */
const productFilter = {
  Refrigerant: z.string().trim().max(20).optional(),
  Safetycer: z.array(z.string().trim().min(1).max(40)).max(20).optional(),
};

/** A family by its Classname (`valveName`, as in the URLs, case-insensitive) or by its Id. */
const familyReference = {
  valveName: z.string().trim().min(1).max(40).optional(),
  Valveid: id.optional(),
};

function requireFamily(body: { valveName?: string | undefined; Valveid?: number | undefined }, context: z.RefinementCtx): void {
  // Reported as a missing valveName (the usual way to name a family), so the message says "valveName is required".
  if (body.valveName === undefined && body.Valveid === undefined) {
    context.addIssue({ code: 'invalid_type', expected: 'string', input: undefined, path: ['valveName'], message: 'valveName or Valveid is required' });
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Answer pieces

/** A product family (category), its name in the request's language. */
export const familyItem = z.object({
  Id: id,
  Classname: z.string().describe("The family's code, used as `valveName`."),
  Name: z.string(),
  Description: z.string().optional(),
  Imgfilename: z.string().describe('Drawing file name under /images/families/.'),
  Sort: z.number(),
  CalculateType: z.number().describe('0: list only (the sort list); non-zero: the family has a sizing model (the selector).'),
  PipelineA: z.boolean(),
  PipelineC: z.boolean(),
  PipelineD: z.boolean(),
});
export type FamilyItem = z.infer<typeof familyItem>;

/** A series with its common technical data (units in the field names: psBar in bar, medium.minC in ℃ ...). */
export const seriesItem = z.object({
  Id: id,
  Valveid: id,
  valveName: z.string(),
  Name: z.string(),
  Description: z.string(),
  Sort: z.number(),
  Refrigerants: z.array(z.string()),
  Safetycer: z.array(z.string()),
  tech: SeriesTech,
});
export type SeriesItem = z.infer<typeof seriesItem>;

/** A system application (split AC, chiller ...). `Sort` is its system type's Id. */
export const systemItem = z.object({
  Id: id,
  Name: z.string(),
  Memo: z.string().optional(),
  ImgUrl: z.string(),
  Sort: z.number(),
  Valveids: z.array(id),
  Serialids: z.array(id),
});
export type SystemItem = z.infer<typeof systemItem>;

export const systemTypeItem = z.object({ Id: id, Message: z.string(), Memo: z.string() });

export const approvalItem = z.object({
  Code: z.string(),
  Name: z.string(),
  Group: z.string().optional().describe('Codes sharing a group show as one tick box, e.g. LVD(TUV/VDE) for TUV and VDE.'),
  Sort: z.number(),
});

/** A size (model group) as a row of the series' technical table; `psBar` already resolved from the series. */
export const sizeItem = z.object({
  Id: id,
  Serialid: id,
  Name: z.string(),
  Sort: z.number(),
  psBar: z.number().describe("Maximum working pressure PS, bar(g): the size's own when it overrides the series'."),
  tech: SizeTech.optional(),
});
export type SizeItem = z.infer<typeof sizeItem>;

/** A technical-data column: `key` is the dot path of the value in a sizeItem (`psBar`, `tech.kv`, `tech.ratedCapacityKW.R410A`). */
export const techField = z.object({
  key: z.string(),
  label: z.string(),
  unit: z.string().describe("The unit label as `src/engine/units` spells it (`bar`, `m³/h`, `℃`), or '' for text, counts and yes/no."),
  quantity: z.string().optional().describe("The engine's quantity, when the value can be converted into the user's unit set."),
});
export type TechField = z.infer<typeof techField>;

/** A product (part number) row: the specification's product fields plus the names of its series and size. */
export const productRow = z.object({
  PartNumber: z.string(),
  ProductName: z.string(),
  ProductType: z.string(),
  Valveid: id,
  valveName: z.string(),
  Serialid: id,
  serialName: z.string(),
  Sizeid: id,
  sizeName: z.string(),
  ConnectionType: z.string().optional(),
  ConnectionIn: z.string().optional(),
  ConnectionOut: z.string().optional(),
  Coilid: id.optional(),
  CoilVoltage: z.string().optional(),
  Charge: z.string().optional(),
  Refrigerant: z.array(z.string()),
  Safetycer: z.array(z.string()),
});
export type ProductRow = z.infer<typeof productRow>;

const pageOf = <T extends z.ZodType>(row: T) => ({
  total: z.number().int().nonnegative(),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  list: z.array(row),
});

// ---------------------------------------------------------------------------------------------------------------
// The calls: request bodies and answers

export const baseInfoData = z.object({
  valveInfo: z.array(familyItem),
  valveSystem: z.array(systemItem),
  systemSort: z.array(systemTypeItem),
  refrigerantList: z.array(Refrigerant),
  approvalList: z.array(approvalItem),
  countryList: z.array(Country),
  location: z.string().describe("The detected country's sales region (shop links and recommendations key on it)."),
  areaName: z.string().describe("The detected country's name in the request's language."),
  country: Country,
  version: z.string().describe('Catalogue version, and whether it is demonstration data (the footer says so).'),
  demo: z.boolean(),
});

export const familyInfoBody = z.object(familyReference).superRefine(requireFamily);

export const familyInfoData = familyItem.extend({ series: z.array(seriesItem) });

export const seriesBody = z.object({ Serialid: id });

export const seriesSizesData = z.object({ series: seriesItem, sizes: z.array(sizeItem), coils: z.array(Coil) });

export const seriesFieldsData = z.object({ Serialid: id, valveName: z.string(), fields: z.array(techField) });

export const familySeriesBody = z.object({ ...familyReference, ...productFilter }).superRefine(requireFamily);

export const familySeriesData = z.object({ valveName: z.string(), total: z.number().int().nonnegative(), list: z.array(seriesItem) });

export const systemSeriesBody = z.object({ Systemid: id, ...paging(systemPageSize), ...productFilter });

/** A series as a system lists it: with its family's name, drawing and whether it calculates. */
export const systemSeriesRow = seriesItem.extend({ valveLabel: z.string(), Imgfilename: z.string(), CalculateType: z.number() });

export const systemSeriesData = z.object({ system: systemItem, families: z.array(familyItem), ...pageOf(systemSeriesRow) });

export const recommendationBody = z.object({
  Safetycer: productFilter.Safetycer,
  Refrigerant_S: productFilter.Refrigerant,
  Location: z.string().trim().max(20).optional().describe("A sales region (a country's Location, e.g. EU); baseinfo answers the detected one."),
});

export const recommendationItem = z.object({
  Id: id,
  Valveid: id,
  valveName: z.string(),
  valveLabel: z.string(),
  Serialids: z.array(id),
  series: z.array(z.object({ Id: id, Name: z.string() })),
  Title: z.string(),
  Memo: z.string(),
  Sort: z.number(),
});

export const recommendationsData = z.object({ list: z.array(recommendationItem) });

export const webConfigTypes = ['shop', 'filing', 'link', 'text'] as const;

export const webConfigBody = z.object({
  KeyName: z.string().trim().min(1).max(80).optional(),
  Type: z.enum(webConfigTypes).optional(),
  Location: z.string().trim().max(20).optional().describe("Narrows to one region's entries (the shop link per region); entries without a region always stay."),
});

export const webConfigItem = z.object({
  KeyName: z.string(),
  Type: z.enum(webConfigTypes),
  Content: z.string(),
  Label: z.string().optional(),
  Location: z.string().optional(),
});

export const webConfigData = z.object({ list: z.array(webConfigItem) });

export const productListBody = z
  .object({
    ...familyReference,
    ...productFilter,
    Serialid: id.optional(),
    Sizeid: id.optional(),
    ConnectionType: z.enum([...ConnectionType.options, '']).optional().describe("One of the catalogue's connection types; '' means any."),
    keyword: z.string().max(100).optional().describe('Words that must all occur (case-insensitive) in the part number, product name, series or size.'),
    ...paging(productPageSize),
  })
  .superRefine(requireFamily);

export const productListData = z.object({
  valveName: z.string(),
  ...pageOf(productRow),
  /** What the filters of the sort list may offer for this family (not narrowed by the current filter). */
  options: z.object({
    series: z.array(z.object({ Id: id, Name: z.string() })),
    sizes: z.array(z.object({ Id: id, Serialid: id, Name: z.string() })),
    connectionTypes: z.array(z.string()),
  }),
});

export const searchIndexData = z.object({
  version: z.string(),
  etag: z.string().describe('The same value as the ETag header, without quotes.'),
  columns: z.tuple([z.literal('valve'), z.literal('serial'), z.literal('size'), z.literal('partNumber')]),
  rows: z.array(z.tuple([z.string(), z.string(), z.string(), z.string()])),
});

// ---------------------------------------------------------------------------------------------------------------
// What the API reference says beyond the schemas

const catalogueCalls = `The product catalogue as loaded at start from \`CATALOGUE_DIR\` (a broken catalogue stops the start with
\`file:line: field: message\`). Labels (\`Name\`, \`Description\`, \`Title\`, \`Memo\`, \`Message\`, field labels) come in the
request's language (\`LANG\` cn or en); codes (\`Classname\` = \`valveName\`, series, size and part numbers) never change.

- A family: \`valveName\` (its Classname, any case: \`Sov\`, \`mv4\`) or \`Valveid\`; \`valveName\` wins, and a \`Valveid\`
  that contradicts it is refused.
- Filters: \`Refrigerant\` (a name of \`refrigerantList\`, any case) and \`Safetycer\`, approval groups that must all be
  met; a group is a code (\`UL\`), codes separated by commas of which one is enough (\`TUV,VDE\`), or a chooser group's
  name (\`LVD(TUV/VDE)\`). \`""\` and \`[]\` mean no filter. A series or family fits when at least one of its products
  carries the refrigerant and the approvals.
- Paging: \`page\` from 1, \`pageSize\` 1 to 100; a page past the end answers an empty \`list\` with the \`total\`.
- Errors besides the schema's (Result 2, HTTP 400 naming the field): an unknown family, series, system or web config
  key → Result 5, HTTP 404 (\`Not found: valveName 'Teapot' is not a product family\`); an unknown refrigerant,
  approval or region, or a series or size of another family → Result 2, HTTP 400
  (\`Invalid input: Refrigerant 'R999' is not a refrigerant of the catalogue\`).`;

const details = (text: string) => `${text}\n\n${catalogueCalls}`;

/** The schemas of each call, by the name of its contract in src/contracts/valve.ts. */
export const valveSchemas = {
  baseInfo: {
    data: baseInfoData,
    description: details(`\`valveInfo\` leaves out a family named \`Txv\` (the specification chooses those valves through \`TxvOld\`).
The country is detected from the \`Country\` header, else from \`Accept-Language\`: the first range by q-value whose
region subtag is a catalogue country (\`de-DE\` Germany, \`zh-CN\` and \`zh-Hans-CN\` China), else China. \`location\` is
that country's sales region (\`EU\`), \`areaName\` its name in the request's language, \`country\` its whole record;
\`demo\` true means the catalogue is demonstration data.`),
  },
  familyInfo: { body: familyInfoBody, data: familyInfoData, description: details('The family with its series in display order.') },
  seriesSizes: { body: seriesBody, data: seriesSizesData, description: details("`psBar` of a size is its own where it overrides the series'.") },
  seriesFields: {
    body: seriesBody,
    data: seriesFieldsData,
    description: details(`The columns of the series' size table: \`psBar\` first, then every technical field at least one of its sizes
carries, in the family's schema order. \`key\` is a dot path into a \`seriallist\` size row (\`psBar\`, \`tech.kv\`,
\`tech.ratedCapacityKW.R410A\`: figures per refrigerant become a column per refrigerant). \`unit\` is spelled as
\`src/engine/units\` spells it (\`bar\`, \`mm\`, \`Kv\`, \`kW\`, \`℃\`, \`K\`), \`''\` for text, yes/no and counts; \`quantity\` is
present when the value converts into the user's unit set. Nominal inch sizes (\`unit\` \`in\`) are text such as \`1-1/8\`.`),
  },
  familySeries: { body: familySeriesBody, data: familySeriesData, description: details('The series of the family that fit the filters, in display order.') },
  systemSeries: {
    body: systemSeriesBody,
    data: systemSeriesData,
    description: details("`list` follows the system's `Serialids` order; the home page shows 7 a page. A system without series answers `total` 0."),
  },
  recommendations: {
    body: recommendationBody,
    data: recommendationsData,
    description: details("A recommendation fits when each of its matching fields is empty or contains the request's value (`Safetycer`: any of the given codes); sorted by `Sort`."),
  },
  webConfig: {
    body: webConfigBody,
    data: webConfigData,
    description: details(`Every given criterion must hold; \`Location\` keeps that region's entries and those without a region (so
\`{ "Type": "shop", "Location": "EU" }\` answers the EU shop link). Without criteria, every entry.`),
  },
  productList: {
    body: productListBody,
    data: productListData,
    description: details(`Products in series, size and part-number order. \`keyword\`: every whitespace-separated word must occur,
case-insensitive, in the part number, product name, series or size. \`options\` lists what the sort list's filters may
offer for the family, whatever the current filter.`),
  },
  searchIndex: {
    data: searchIndexData,
    etag: true,
    description: `Every part number, for a search box to match locally (3,101 rows in the demo: 115 KB of JSON, 11 KB gzip). The
\`ETag\` is strong, a SHA-256 of the index's content (catalogue version included), the same value as \`Data.etag\`;
\`Cache-Control: no-cache\`, so every use revalidates. \`If-None-Match\` with the current tag (or \`*\`; \`W/\` prefixes are
ignored) answers 304 with no body. Keep the copy and its tag, send the tag, and replace the copy on a 200.`,
  },
} satisfies Record<string, CallSchemas>;
