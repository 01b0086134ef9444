// A report worker thread (issue 24): it loads the catalogue once, then makes the reports the pool hands it, one at a
// time, telling its progress. A cancelled or runaway report ends the whole thread (Worker.terminate), so nothing
// here has to check for cancelling; the pool starts a fresh worker for the next report.
import { parentPort, workerData } from 'node:worker_threads';
// Every fluid's data registered in this thread, as the server's main thread has them (selection-service plugin): the
// selection code imports the engine's core only, which the browser fills one refrigerant at a time.
import '../../../../src/engine/refrigerants';
import { reportFileContracts } from '../../../../src/contracts/schemas';
import { loadCatalogue } from '../../catalogue/load';
import { loadSelectionTranslator } from '../../../../src/selection/language';
import { SelectionService } from '../../../../src/selection/selection-service';
import { reportPdf } from './pdf/report-pdf';
import { ReportModel, type Progress } from './report-model';
import type { MadeReport, ReportTask, WorkerMessage, WorkerSetup } from './report-task';
import { reportXlsx } from './xlsx/report-xlsx';

const port = parentPort!;
const { catalogueDir } = workerData as WorkerSetup;
const catalogue = loadCatalogue(catalogueDir);
const model = new ReportModel(catalogue, new SelectionService(catalogue, await loadSelectionTranslator()));

/**
 * The share of a report's processor time its model takes, by form (measured on a 500-product list: the model
 * 0.5 s, the PDF's drawing 2.3 s, the spreadsheet's 0.2 s); the rest is the file's drawing.
 */
const modelShare = { data: 1, pdf: 0.2, xlsx: 0.7 } as const;

function send(message: WorkerMessage, transfer: ArrayBuffer[] = []): void {
  port.postMessage(message, transfer);
}

/** The bytes in a buffer of their own, which can be transferred (a small Buffer may share Node's pool). */
function owned(bytes: Uint8Array): Uint8Array {
  return bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : bytes.slice();
}

/** Tells progress in whole percent, each once, never 100 before the report is made. */
function percentTeller(): (fraction: number) => void {
  let told = -1;
  return (fraction) => {
    const percent = Math.min(99, Math.floor(fraction * 100));
    if (percent > told) send({ kind: 'progress', percent: (told = percent) });
  };
}

async function make(task: ReportTask): Promise<MadeReport> {
  const tell = percentTeller();
  const share = modelShare[task.format];
  const stage = (from: number, width: number): Progress => (done, total) => tell(from + (width * done) / Math.max(total, 1));
  tell(0);
  const data = model.build({ list: task.list, language: task.language, presentation: task.presentation, now: new Date(task.now) }, stage(0, share));
  if (task.format === 'data') return { data };
  const date = data.generatedAt.slice(0, 10);
  if (task.format === 'pdf') {
    const bytes = owned(await reportPdf(data, stage(share, 1 - share)));
    return { file: { bytes, filename: `report-${date}.pdf`, mediaType: reportFileContracts.reportPdf.mediaType } };
  }
  const bytes = owned(await reportXlsx(data));
  return { file: { bytes, filename: `report-${date}.xlsx`, mediaType: reportFileContracts.reportXlsx.mediaType } };
}

port.on('message', (task: ReportTask) => {
  make(task).then(
    (report) => send({ kind: 'done', report }, 'file' in report ? [report.file.bytes.buffer as ArrayBuffer] : []),
    (error: unknown) => send({ kind: 'failed', message: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
  );
});
