// The schemas of the report calls (src/contracts/report.ts): the report model that the /export page, the PDF and the
// spreadsheet are all made from, and the query the three calls share. The calls are ours (SPEC §2 names the /export
// route and its query, not the server's calls); the words and numbers are in the report's language and unit set.
import { z } from 'zod';
import type { CallSchemas, FileCallSchemas } from '../call';
import { reportLanguages } from '../report-languages';
import { maxSavedSelection } from './results';
import { chartCurve, gradeName } from './selection';

/** Which saved products, in which language: the query of all three calls. */
export const reportQuery = z.object({
  hashkeys: z
    .string()
    .max(maxSavedSelection * 65)
    .optional()
    .describe("Comma-separated Hashkeys of products of the user's saved list, reported in the list's order. Absent: the whole list."),
  language: z
    .enum(reportLanguages)
    .optional()
    .describe("The report's language (SPEC §1's codes); a language whose texts are missing shows them in English. Absent: the request's language (LANG)."),
});
export type ReportQuery = z.infer<typeof reportQuery>;

/** One labelled line of a table: a condition, a technical datum, a figure. */
const labelled = z.object({
  name: z.string().describe('The field name (Te, psBar, capacity ...), stable across languages.'),
  label: z.string(),
  text: z.string().describe('The value as shown: number and unit, option title, Yes/No.'),
});

/** A number field of a condition set or a result: also its number and unit, for a spreadsheet cell. */
const labelledNumber = labelled.extend({ value: z.number().nullable().optional(), unit: z.string().optional() });
export type ReportLine = z.infer<typeof labelledNumber>;

/** The inputs a set of products was calculated at, as the user gave them (defaults filled). */
export const reportConditionSet = z.object({
  index: z.number().int().min(0).describe("The set's index: products point at it by conditionIndex."),
  valveName: z.string().describe('Family Classname, e.g. Sov.'),
  familyName: z.string(),
  refrigerant: z.string().describe("'' for products added from the product list."),
  approvals: z.array(z.string()).describe('The approval groups asked for, as the chooser names them.'),
  conditions: z.array(labelledNumber).describe('Every condition of the family, in the form\'s order, with its label and unit.'),
  points: z
    .array(z.object({ name: z.string(), conditions: z.array(labelledNumber) }))
    .optional()
    .describe('A selection graded at several operating points (issue 27): every point, the design point first, with its conditions as `conditions`; absent for one point.'),
});
export type ReportConditionSet = z.infer<typeof reportConditionSet>;

/** A product at one operating point: its grade there, the reasons (naming the point) and the figures. */
const reportPointResult = z.object({
  name: z.string(),
  grade: gradeName,
  gradeTitle: z.string(),
  reasons: z.array(z.string()),
  figures: z.array(labelledNumber),
});

/** A product's result at its condition set: the grade, its reasons in words, the figures. */
export const reportResult = z.object({
  grade: gradeName,
  gradeTitle: z.string().describe('The grade in the report\'s language.'),
  reasons: z.array(z.string()).describe('Why it has that grade, in words.'),
  figures: z.array(labelledNumber).describe('Capacity, pressure drop, load, opening ... as the family computes them.'),
  provenance: z.string().describe("Where the figures come from (maker's table or model, rating basis, corrections, equation of state), in words."),
  points: z
    .array(reportPointResult)
    .optional()
    .describe("With operating points: the product at every point in the condition set's order; grade, reasons and figures above are the deciding point's."),
  decidingPoint: z.number().int().min(0).optional().describe('With operating points: the index in `points` whose grade (the worst) decides, its reasons the deciding limit.'),
});
export type ReportResult = z.infer<typeof reportResult>;

/** A performance curve with the operating point: the size's own series and its neighbours, as GET chart lines answers. */
export const reportCurve = chartCurve.extend({
  operatingPoint: z
    .object({ x: z.number(), y: z.number() })
    .nullable()
    .describe("The user's conditions on the curve (x and y in the curve's units); null where the size cannot run there."),
});
export type ReportCurve = z.infer<typeof reportCurve>;

export const reportProduct = z.object({
  Hashkey: z.string(),
  PartNumber: z.string(),
  ProductName: z.string(),
  ProductType: z.string(),
  valveName: z.string(),
  familyName: z.string(),
  SerialName: z.string(),
  SizeName: z.string(),
  ImageUrl: z.string().describe('The image as the catalogue names it (a path under the site).'),
  conditionIndex: z.number().int().min(0).nullable().describe('Its condition set in conditionSets; null for a product added from the product list.'),
  techData: z.array(labelledNumber).describe("The size's technical data, codes in words, numbers in the unit set."),
  result: reportResult.nullable().describe('Null for a product added from the product list: it was never calculated.'),
  noResult: z.string().nullable().describe('Why there is no result, in words (null when there is one).'),
  ratingBasis: z.string().nullable().describe("The standard conditions the series' rated capacities refer to, in words; null when the series has none."),
  curves: z.array(reportCurve).describe('Performance curves at the conditions; [] without a result.'),
});
export type ReportProduct = z.infer<typeof reportProduct>;

export const reportData = z.object({
  title: z.string(),
  maker: z.string().describe("The maker's name (web config site.maker, else site.title)."),
  generatedAt: z.string().describe('When the report was made, ISO 8601 UTC.'),
  generatedDate: z.string().describe('The same date as the report prints it, in its language.'),
  language: z.enum(reportLanguages),
  unitSystem: z.union([z.literal(1), z.literal(2)]),
  demoNotice: z.string().nullable().describe('The demonstration-data notice while the demo catalogue is loaded; null for a real range.'),
  labels: z.record(z.string(), z.string()).describe("The report's headings in its language (product, conditions, result, grade ...), for every rendering alike."),
  conditionSets: z.array(reportConditionSet),
  products: z.array(reportProduct),
});
export type ReportData = z.infer<typeof reportData>;

// ---------------------------------------------------------------------------------------------------------------
// Report jobs (issue 24): a file made apart from the request that asked for it

/** The files a job makes (the page's model is asked for by GET /report/data). */
export const reportJobFormats = ['pdf', 'xlsx'] as const;

export const reportJobStart = reportQuery.extend({
  format: z.enum(reportJobFormats).describe('The file to make.'),
});
export type ReportJobStart = z.infer<typeof reportJobStart>;

export const reportJobQuery = z.object({
  jobId: z.string().trim().min(1).max(64).describe('The job, as POST /report/job/start answered it.'),
});
export type ReportJobQuery = z.infer<typeof reportJobQuery>;

export const reportJobState = z
  .enum(['queued', 'running', 'done', 'failed', 'cancelled'])
  .describe('queued: waiting for a free place; running: being made; done: its file can be fetched; failed: see `failure`; cancelled: stopped by its member.');
export type ReportJobState = z.infer<typeof reportJobState>;

export const reportJob = z.object({
  jobId: z.string(),
  format: z.enum(reportJobFormats),
  state: reportJobState,
  percent: z.number().int().min(0).max(100).describe('How much of the report is made; 100 once done.'),
  position: z.number().int().min(1).nullable().describe('Its place among the reports waiting, 1 next; null once it runs.'),
  failure: z.string().nullable().describe('Why it failed, in the request\'s language; null unless failed.'),
});
export type ReportJob = z.infer<typeof reportJob>;

// ---------------------------------------------------------------------------------------------------------------
// What the API reference says beyond the schemas

const common = `Signed in only: without a token Result 100 'Please sign in firstly', a bad or expired token Result 50014 / 50012.
The products are taken from the user's **saved** list (POST /api/result/saveselection first): \`hashkeys\` picks some of
them, in the list's order; absent, the whole list. Refused with Result 2, HTTP 400, and nothing made: an empty list
('Please select at least one part number'), an empty \`hashkeys\` ('Please select the product to be exported'), a
Hashkey that is not in the user's list (another user's product or an unknown one, named in the message), a \`language\`
outside cn, en, it, fr, de, ko, ja, th, pl, tr, es, ru, ua, pt. Numbers are in the request's unit set (\`Unitid\`,
\`Units\`); each calculated product is calculated again at its saved conditions, as POST /api/ucselection/calculate
does, so the report shows today's catalogue.`;

const bounded = `Reports are bounded jobs: a member has one report in making at a time (a second is refused, Result 6, HTTP
429, until the first is done or cancelled); the server makes a few at once and lets a few more wait (more are
refused, Result 6, HTTP 429 with Retry-After); a report of more products than the server allows is refused (Result 2,
HTTP 400, the limit named). The calls that answer the report itself wait for it, however long it takes; a report that
outgrows the memory or the time the server gives one report fails with Result 1, HTTP 422, and the reason.`;

export const reportSchemas = {
  reportData: {
    query: reportQuery,
    data: reportData,
    description: `The report model: the one source of the /export page, the PDF and the spreadsheet. Every condition set the
products use (refrigerant, approvals, every condition with its label and unit), and per product its image, part
number, series and size, technical data in words, the result at its conditions (grade, reasons, figures), the
rating basis and the performance curves with the operating point. A product added from the product list has
\`result\` null and says why in \`noResult\`. ${common} ${bounded}`,
  },
  startReportJob: {
    body: reportJobStart,
    data: reportJob,
    description: `Starts making the report as a file (\`format\` pdf or xlsx) and answers at once with its job: queued or
running. Follow it with GET /report/job, fetch its file with GET /report/job/file once done (the file is kept for
ten minutes), or cancel it with POST /report/job/cancel. The job is the member's own: another member's job id is
not found. ${common} ${bounded}`,
  },
  reportJob: {
    query: reportJobQuery,
    data: reportJob,
    description: `A job's state, its progress in percent and its place in the queue. Refused (Result 5, HTTP 404) for a job
that is not the member's, or whose file was kept past its time.`,
  },
  cancelReportJob: {
    body: reportJobQuery,
    data: reportJob,
    description: `Cancels a queued or running job: its work stops at once (the worker making it is ended) and the member may
start another. A job already done, failed or cancelled is answered as it is.`,
  },
} satisfies Record<string, CallSchemas>;

export const reportFileSchemas = {
  reportPdf: {
    query: reportQuery,
    mediaType: 'application/pdf',
    description: `The report as a PDF attachment (\`report-YYYY-MM-DD.pdf\`): A4, the maker's name, date and page numbers "n / N"
on every page, the demonstration-data notice while the demo range is loaded, the inputs, and per product its data,
result, grade and reason, rating basis and performance curve (vectors, operating point marked). Fonts are embedded
and subsetted (Noto Sans SC), so Chinese prints on any machine. ${common} ${bounded}`,
  },
  reportXlsx: {
    query: reportQuery,
    mediaType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    description: `The report as a spreadsheet for buyers (\`report-YYYY-MM-DD.xlsx\`): sheet Products, one row per product (part
number, description, series, size, an empty quantity column to fill in, key data, grade), numbers as numbers with
their units in the header; sheet Conditions, one row per condition of each set. ${common} ${bounded}`,
  },
  reportJobFile: {
    query: reportJobQuery,
    mediaType: 'application/octet-stream',
    description: `The file of a job that is done, as an attachment of its own type (\`application/pdf\` or the spreadsheet's) and
name. Refused as the envelope while it is not done (Result 2, HTTP 409), or for a job that is not the member's (Result
5, HTTP 404).`,
  },
} satisfies Record<string, FileCallSchemas>;
