// The report of a signed-in user's saved products (issue 13): its model as JSON for the /export page, and the same
// report as a PDF and as a spreadsheet. The schemas are in schemas/report.ts, loaded only by the server.
// Issue 24: a report is a bounded job: the three calls above wait for it, and the job calls start one, tell its
// progress, hand over its file when it is made, and cancel it.
import { defineCall, defineFileCall } from './call';
import type { reportFileSchemas, reportSchemas } from './schemas/report';

export type {
  ReportConditionSet,
  ReportCurve,
  ReportData,
  ReportJob,
  ReportJobQuery,
  ReportJobStart,
  ReportJobState,
  ReportLine,
  ReportProduct,
  ReportQuery,
  ReportResult,
} from './schemas/report';

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

export const startReportJob = defineCall<(typeof reportSchemas)['startReportJob']>({
  method: 'POST',
  path: '/report/job/start',
  summary: 'Ours: starts making a PDF or XLSX report of the saved products; answers its job at once (queued or running).',
});

export const reportJob = defineCall<(typeof reportSchemas)['reportJob']>({
  method: 'GET',
  path: '/report/job',
  summary: "Ours: a report job's state and progress (percent), or why it failed.",
});

export const cancelReportJob = defineCall<(typeof reportSchemas)['cancelReportJob']>({
  method: 'POST',
  path: '/report/job/cancel',
  summary: "Ours: cancels a report job: its work stops and its place is freed.",
  idempotent: true,
});

export const reportJobFile = defineFileCall<(typeof reportFileSchemas)['reportJobFile']>({
  path: '/report/job/file',
  summary: "Ours: the file of a report job that is done (PDF or XLSX, as it was asked).",
});
