// What the server hands a report worker and what the worker answers: plain data, structured-cloned across the
// thread boundary (the file's bytes are transferred, not copied).
import type { ReportData, ReportLanguage } from '../../../../src/contracts/report';
import type { SavedSelection } from '../../../../src/contracts/schemas/results';
import type { Presentation } from '../../../../src/selection/unit-presenter';

/** The forms a report is made in: its model (the /export page) or a file. */
export type ReportFormat = 'data' | 'pdf' | 'xlsx';

/** One report to make: the saved products, already read and checked by the server. */
export interface ReportTask {
  format: ReportFormat;
  list: SavedSelection;
  language: ReportLanguage;
  presentation: Presentation;
  /** The report's date, ISO 8601 (the server's clock, not the worker's). */
  now: string;
}

/** A file made by a worker. */
export interface MadeFile {
  bytes: Uint8Array;
  filename: string;
  mediaType: string;
}

/** What a report ends as: its model, or its file. */
export type MadeReport = { data: ReportData } | { file: MadeFile };

/** A worker's messages: progress while it works, then the report or why it failed. */
export type WorkerMessage = { kind: 'progress'; percent: number } | { kind: 'done'; report: MadeReport } | { kind: 'failed'; message: string };

/** What the worker is started with. */
export interface WorkerSetup {
  catalogueDir: string;
}
