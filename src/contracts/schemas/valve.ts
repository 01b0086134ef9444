// The schemas of the catalogue calls (src/contracts/valve.ts): what the server checks requests with and the OpenAPI
// document describes. Field names are the specification's (Valveid, Serialid, Safetycer, Refrigerant_S ...) so that
// existing integrations keep working. Labels come in the request's language (header LANG: cn or en); codes
// (Classname, series, size and part numbers) are the same in every language; quantities come in the request's unit
// set (header Unitid: 1 imperial, 2 metric, the default), each with its unit.
import { z } from 'zod';
import { Coil, ConnectionType, Country, RecommendationLinkType, Refrigerant, WEB_CONFIG_TYPES } from '../../catalogue';
import type { CallSchemas } from '../call';
import { maxPageSize, productPageSize } from '../paging';
import { measured } from './selection';

// ---------------------------------------------------------------------------------------------------------------
// Request pieces

// min(1) rather than positive(): the message then says "at least 1", which is the rule.
const id = z.number().int().min(1);
/** An id in a query string, where every parameter arrives as text. */
const queryId = z.coerce.number().int().min(1);

/** 1-based page and its size; in a query string the numbers arrive as text. */
function paging(defaultPageSize: number, from: 'body' | 'query' = 'body') {
  const whole = () => (from === 'query' ? z.coerce.number() : z.number()).int();
  return {
    page: whole().min(1).default(1),
    pageSize: whole().min(1).max(maxPageSize).default(defaultPageSize),
  };
}

const refrigerantName = z.string().trim().max(20);
const approvalGroup = z.string().trim().min(1).max(40);

/**
 * Approval groups as the specification's clients send them: a list (`["CE", "TUV,VDE"]`), one group as text
 * (`"TUV,VDE"`, the form SPEC §3 stores LVD(TUV/VDE) in), or `""` for none. A group may list alternatives separated by
 * commas, as the approvals chooser stores LVD(TUV/VDE): "TUV,VDE" is met by either. In a query string the parameter
 * comes once per group (`Safetycer=CE&Safetycer=TUV,VDE`).
 */
const approvalGroups = z
  .union([z.literal('').transform(() => []), approvalGroup.transform((group) => [group]), z.array(approvalGroup).max(20)])
  .optional();

/** What narrows products: one refrigerant, and approval groups that must all be met. Empty means no filter. */
const productFilter = {
  Refrigerant: refrigerantName.optional(),
  Safetycer: approvalGroups,
};

/** A family by its Classname (`valveName`, as in the URLs, case-insensitive) or by its Id. */
const familyReference = {
  valveName: z.string().trim().min(1).max(40).optional(),
  Valveid: id.optional(),
};

const queryFamilyReference = { valveName: familyReference.valveName, Valveid: queryId.optional() };

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

const measuredRange = z.object({ min: measured, max: measured });

/** A series' common technical data, numbers in the request's unit set. */
export const seriesTech = z.object({
  ps: measured.describe('Maximum working pressure PS (gauge).'),
  testPressure: measured.optional().describe('Test pressure (gauge).'),
  medium: measuredRange.describe('Temperature range of the medium.'),
  ambient: measuredRange.optional().describe('Ambient temperature range.'),
  rating: z
    .object({ te: measured, tk: measured, subcooling: measured, superheat: measured, dp: measured, note: z.string().optional() })
    .optional()
    .describe("The conditions the series' rated capacities refer to: evaporating and condensing temperature, subcooling, superheat, pressure drop."),
  body: z.string().optional().describe('Body material.'),
});

/** A series with its common technical data. */
export const seriesItem = z.object({
  Id: id,
  Valveid: id,
  valveName: z.string(),
  Name: z.string(),
  Description: z.string(),
  Sort: z.number(),
  Refrigerants: z.array(z.string()),
  Safetycer: z.array(z.string()),
  tech: seriesTech,
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

/** A size (model group) as a row of a technical table: its values by the table's column keys (techField.key). */
export const sizeItem = z.object({
  Id: id,
  Serialid: id,
  Name: z.string(),
  Sort: z.number(),
  values: z
    .record(z.string(), z.union([z.number(), z.string(), z.boolean()]))
    .describe("The size's technical data by column key; a number is in its column's `unit`. `psBar` (PS) is the size's own where it overrides the series'."),
});
export type SizeItem = z.infer<typeof sizeItem>;

/**
 * A technical-data column. `key` names the catalogue field the column comes from (`psBar`, `tech.kv`,
 * `tech.ratedCapacityKW.R410A`: the catalogue's unit is in the name), `unit` the unit its numbers come in.
 */
export const techField = z.object({
  key: z.string(),
  label: z.string(),
  unit: z.string().describe("The unit of the column's numbers in the request's unit set (`bar` or `Psi`, `m³/h (Kv)` or `gal/min (Cv)`, `℃` or `℉`), or the catalogue's where the unit sets have no such quantity (`in³`, `ppm`); '' for text, counts and yes/no."),
  quantity: z.string().optional().describe("The engine's quantity of the column's numbers (Press, Temp, Temp2, Size, CoolCapacity, FlowFactor), where the unit sets have one."),
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
  ConnectionType: z.string().optional().describe('The connection code (ODF, ODM, SAE, UNF, CAP, TUBE, ROTALOCK), as the products filter takes it.'),
  ConnectionLabel: z.string().optional().describe("ConnectionType in words, in the request's language (solder socket, inch (ODF))."),
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

export const baseInfoQuery = z.object(productFilter);

/** A family as the home page lists it: with how many of its series fit the refrigerant and approvals asked for. */
export const baseInfoFamily = familyItem.extend({
  serialCount: z
    .number()
    .int()
    .nonnegative()
    .describe('How many of its series have a product for the query\'s Refrigerant and Safetycer (every series without them); 0: none fits.'),
});
export type BaseInfoFamily = z.infer<typeof baseInfoFamily>;

export const baseInfoData = z.object({
  valveInfo: z.array(baseInfoFamily),
  valveSystem: z.array(systemItem),
  systemSort: z.array(systemTypeItem),
  refrigerantList: z.array(Refrigerant),
  approvalList: z.array(approvalItem),
  countryList: z.array(Country),
  location: z.string().describe("The detected country's sales region (shop links and recommendations key on it)."),
  areaName: z.string().describe("The detected country's name in the request's language."),
  country: Country,
  detectedBy: z
    .enum(['header', 'proxy', 'language', 'none'])
    .describe("What named `country`: the Country header, the trusted proxy's geolocation header, Accept-Language's region, or none (China stands in: ask the visitor)."),
  version: z.string().describe('Catalogue version, and whether it is demonstration data (the footer says so).'),
  demo: z.boolean(),
});

/** The spec's `showList` and `safetycer` (lower case, as SPEC §7 writes the body of /valve/info). */
export const familyInfoBody = z
  .object({
    ...familyReference,
    showList: z.boolean().default(false).describe("true: also answer the series' size tables (serialInfoList, serialInfoFields); false: those come empty."),
    safetycer: approvalGroups.describe('Approval groups the listed series must meet (as Safetycer elsewhere).'),
  })
  .superRefine(requireFamily);

export const familyInfoData = familyItem.extend({
  serialList: z.array(seriesItem).describe("The family's series that meet `safetycer`, in display order."),
  serialInfoList: z.array(sizeItem).describe('With showList: the sizes of those series, series by series, as rows of one table.'),
  serialInfoFields: z.array(techField).describe("With showList: that table's columns (every field some listed size carries), in the family's order."),
});

export const seriesBody = z.object({ Serialid: id });

export const seriesSizesData = z.object({
  serialResult: z.object({ series: seriesItem, sizes: z.array(sizeItem), coils: z.array(Coil) }).describe('The series, its sizes (rows by the columns of fetchserialfields) and the coils that fit it.'),
});

export const seriesFieldsQuery = z.object({ Serialid: queryId });

export const seriesFieldsData = z.object({ Serialid: id, valveName: z.string(), fields: z.array(techField) });

export const familySeriesQuery = z.object({ ...queryFamilyReference, ...productFilter }).superRefine(requireFamily);

export const familySeriesData = z.object({ valveName: z.string(), total: z.number().int().nonnegative(), list: z.array(seriesItem) });

export const systemSeriesQuery = z.object({ systemId: queryId, ...paging(maxPageSize, 'query'), ...productFilter });

/** A series as a system lists it: with its family's name, drawing and whether it calculates. */
export const systemSeriesRow = seriesItem.extend({ valveLabel: z.string(), Imgfilename: z.string(), CalculateType: z.number() });

export const systemSeriesData = z.object({
  system: systemItem,
  families: z.array(familyItem).describe("The system's families (Valveids)."),
  total: z.number().int().nonnegative(),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  valveInfo: z.array(systemSeriesRow).describe("The page's series, each with its family's name, drawing and CalculateType."),
});

export const recommendationQuery = z.object({
  Safetycer: approvalGroups,
  Refrigerant_S: refrigerantName.optional(),
  Location: z.string().trim().max(20).optional().describe("A sales region (a country's Location, e.g. EU); without it, the region of the Country header's country."),
});

export const recommendationItem = z.object({
  Id: id,
  Title: z.string(),
  Content: z.string(),
  LinkType: RecommendationLinkType.describe('Recommend: open the product or series (in the selector or the sort list); Link: open LinkUrl; Function: run the site function LinkUrl names; NoJump: a notice only.'),
  LinkUrl: z.string().optional(),
  Valveid: id,
  valveName: z.string(),
  valveLabel: z.string(),
  Serialid: id.optional().describe('The series it opens: its first.'),
  Serialids: z.array(id),
  series: z.array(z.object({ Id: id, Name: z.string() })),
  Sizeid: id.optional().describe('The size of PartNumber.'),
  PartNumber: z.string().optional().describe('The part number it recommends; its row is in productList.'),
  ImgUrl: z.string().optional(),
  Sort: z.number(),
});

export const recommendationsData = z.object({
  recommendList: z.array(recommendationItem),
  productList: z.array(productRow).describe('The rows of the part numbers the listed recommendations name, in their order.'),
});

export const webConfigTypes = WEB_CONFIG_TYPES;

export const webConfigQuery = z.object({
  KeyName: z.string().trim().min(1).max(80).optional(),
  Type: z.enum(webConfigTypes).optional(),
  Location: z.string().trim().max(20).optional().describe("Narrows to one region's entries (the shop link per region); entries without a region always stay."),
});

export const webConfigItem = z.object({
  KeyName: z.string(),
  Type: z.enum(webConfigTypes),
  Content: z.string().describe('The link, text or, for Image, the picture\'s path with the images path in front (/images/...).'),
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
    connections: z.array(z.object({ value: z.string(), label: z.string() })).describe("The same connection types, each with its words in the request's language."),
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
\`file:line: field: message\`). Labels (\`Name\`, \`Description\`, \`Title\`, \`Content\`, \`Message\`, field labels) come in the
request's language (\`LANG\` cn or en), and so do the catalogue's free texts (a product's \`ProductType\`, a series'
\`tech.body\` and \`tech.rating.note\`; a maker's import may carry one text for both languages) and a product's
\`ConnectionLabel\`; codes (\`Classname\` = \`valveName\`, series, size and part numbers, \`ConnectionType\`) never change. No
series shares its name with another series' size (the catalogue check refuses it).
Quantities (series and size technical data) come in the request's unit set (\`Unitid\` 1 imperial, 2 metric, the
default), rounded to 6 significant digits, each with its unit (\`{ "value": 35, "unit": "bar" }\`, or a column's \`unit\`).

- A family: \`valveName\` (its Classname, any case: \`Sov\`, \`mv4\`) or \`Valveid\`; \`valveName\` wins, and a \`Valveid\`
  that contradicts it is refused.
- Filters: \`Refrigerant\` (a name of \`refrigerantList\`, any case) and \`Safetycer\`, approval groups that must all be
  met; a group is a code (\`UL\`), codes separated by commas of which one is enough (\`TUV,VDE\`), or a chooser group's
  name (\`LVD(TUV/VDE)\`). In a query string each group is one \`Safetycer\` parameter
  (\`?Safetycer=CE&Safetycer=TUV,VDE\`). \`""\` and \`[]\` mean no filter. A series or family fits when at least one of its
  products carries the refrigerant and the approvals.
- Paging: \`page\` from 1, \`pageSize\` 1 to 100; a page past the end answers an empty page with the \`total\`.
- Errors besides the schema's (Result 2, HTTP 400 naming the field): an unknown family, series, system or web config
  key → Result 5, HTTP 404 (\`Not found: valveName 'Teapot' is not a product family\`); an unknown refrigerant,
  approval or region, or a series or size of another family → Result 2, HTTP 400
  (\`Invalid input: Refrigerant 'R999' is not a refrigerant of the catalogue\`).`;

const details = (text: string) => `${text}\n\n${catalogueCalls}`;

const sizeTable = `A size row's \`values\` hold its technical data by column key: \`key\` names the catalogue field a column comes from
(\`psBar\`, \`tech.kv\`, \`tech.ratedCapacityKW.R410A\`: figures per refrigerant become a column per refrigerant; the
catalogue's unit is in the name), \`unit\` the unit its numbers come in, the request's (\`Unitid: 1\`: PS in \`Psi\`, Kv
as \`gal/min (Cv)\`, capacities in \`TR\`, sizes in \`inch\`, temperatures in \`℉\`). Columns whose unit no unit set has
(\`in³\`, \`ppm\`, \`g\`) keep the catalogue's; \`quantity\` is present where the unit set converts it. Nominal inch sizes
(\`unit\` \`in\`) are text such as \`1-1/8\`. A flow-factor column is labelled as its unit names it (\`Kv\` in metric, \`Cv\`
with \`Unitid: 1\`), and no label repeats its unit. Coded values come in words in the request's language
(\`operation\`: \`direct-acting\` / \`直动式\`, \`core\`: \`80 % molecular sieve, 20 % activated alumina\`). Labels are unique
within a table: a connection names its standard, its nominal inch size \`Inlet connection (ODF)\` and its size in mm
\`Inlet connection (ODM)\` (\`进口接管（ODF）\`).`;

/** The schemas of each call, by the name of its contract in src/contracts/valve.ts. */
export const valveSchemas = {
  baseInfo: {
    query: baseInfoQuery,
    data: baseInfoData,
    description: details(`\`valveInfo\` leaves out a family named \`Txv\` (the specification chooses those valves through \`TxvOld\`).
Each family's \`serialCount\` says how many of its series have a product for the optional filters \`Refrigerant\` and
\`Safetycer\` (as \`valveserials\` would list them), so that one call tells the home page which families fit the user's
refrigerant and approvals.
The country is detected from the \`Country\` header, else from the geolocation header of a trusted proxy (the server's
\`COUNTRY_HEADER\`, e.g. \`CF-IPCountry\`, read only with \`TRUST_PROXY\` set), else from \`Accept-Language\`: the first
range by q-value whose region subtag is a catalogue country (\`de-DE\` Germany, \`zh-CN\` and \`zh-Hans-CN\` China).
\`detectedBy\` says which (\`header\`, \`proxy\`, \`language\`); \`none\` means no hint named a catalogue country: China
stands in, and a client should let the visitor choose. \`location\` is that country's sales region (\`EU\`), \`areaName\`
its name in the request's language, \`country\` its whole record;
\`demo\` true means the catalogue is demonstration data.`),
  },
  familyInfo: {
    body: familyInfoBody,
    data: familyInfoData,
    description: details(`The body is the specification's: \`Valveid\` or \`valveName\`, \`showList\`, \`safetycer\`. \`serialList\` is the
family's series that meet \`safetycer\` (all of them without it), in display order. With \`showList\` true,
\`serialInfoList\` holds the sizes of those series as rows of one table and \`serialInfoFields\` its columns (every
technical field some listed size carries, PS first, then in the family's order); without it both are empty.

${sizeTable}`),
  },
  seriesSizes: {
    body: seriesBody,
    data: seriesSizesData,
    description: details(`\`serialResult\` holds the series, its sizes in display order and the coils that fit it; the
columns of the size rows are \`GET /api/valve/fetchserialfields\`'s.

${sizeTable}`),
  },
  seriesFields: {
    query: seriesFieldsQuery,
    data: seriesFieldsData,
    description: details(`The columns of the series' size table (\`POST /api/valve/seriallist\`): \`psBar\` (PS) first, then every
technical field at least one of its sizes carries, in the family's order.

${sizeTable}`),
  },
  familySeries: { query: familySeriesQuery, data: familySeriesData, description: details('The series of the family that fit the filters, in display order.') },
  systemSeries: {
    query: systemSeriesQuery,
    data: systemSeriesData,
    description: details(`\`systemId\` names the system application (the specification's spelling). \`valveInfo\` is what the home page shows
for it: its series, in the system's \`Serialids\` order, each with its family's name, drawing and \`CalculateType\` (the
selector or the sort list). Without paging parameters every series comes at once (up to 100); the home page asks
for 7 a page. A system without series answers \`total\` 0.`),
  },
  recommendations: {
    query: recommendationQuery,
    data: recommendationsData,
    description: details(`A recommendation fits when each of its matching fields (SPEC §3: \`Safetycer\`, \`Refrigerant_S\`, \`Location\`)
is empty or contains the request's value (\`Safetycer\`: any of the given groups). \`Location\` is the query's, else the
sales region of the country the \`Country\` header names; without either, only recommendations for every region fit.
\`recommendList\` is sorted by \`Sort\`; \`productList\` holds the rows (as \`POST /api/valve/products\` answers them) of the
part numbers they name. \`PartItemid\` of the specification is not answered: a part is named by its \`PartNumber\`.`),
  },
  webConfig: {
    query: webConfigQuery,
    data: webConfigData,
    description: details(`Every given criterion must hold; \`Location\` keeps that region's entries and those without a region (so
\`?Type=Shop&Location=EU\` answers the EU shop link). Without criteria, every entry. The \`Content\` of an \`Image\` entry
is the picture's path on this site: the images path \`/images/\` in front of the catalogue's file name.`),
  },
  productList: {
    body: productListBody,
    data: productListData,
    description: details(`Ours, not in the specification (the sort list). Products in series, size and part-number order. \`keyword\`:
every whitespace-separated word must occur, case-insensitive, in the part number, product name, series or size.
\`options\` lists what the sort list's filters may offer for the family, whatever the current filter.`),
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
