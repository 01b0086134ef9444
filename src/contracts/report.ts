// The report of a signed-in user's saved products (issue 13): its model as JSON for the /export page, and the same
// report as a PDF and as a spreadsheet. The schemas are in schemas/report.ts, loaded only by the server.
import { defineCall, defineFileCall } from './call';
import type { reportFileSchemas, reportSchemas } from './schemas/report';

export type { ReportConditionSet, ReportCurve, ReportData, ReportLine, ReportProduct, ReportQuery, ReportResult } from './schemas/report';

export { reportLanguages, type ReportLanguage } from './report-languages';

export const reportData = defineCall<(typeof reportSchemas)['reportData']>({
  method: 'GET',
  path: '/report/data',
  summary: "Ours: the report of the signed-in user's saved products (all, or those of hashkeys) in a language: inputs, data, results, curves.",
});

export const reportPdf = defineFileCall<(typeof reportFileSchemas)['reportPdf']>({
  path: '/report/pdf',
  summary: 'Ours: the same report as an A4 PDF attachment (CJK font embedded).',
});

export const reportXlsx = defineFileCall<(typeof reportFileSchemas)['reportXlsx']>({
  path: '/report/xlsx',
  summary: 'Ours: the same report as an XLSX spreadsheet for buyers (sheets Products and Conditions).',
});
