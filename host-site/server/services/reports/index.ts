// The report of a signed-in user's saved products: its model (GET /report/data), and the same model as a PDF and a
// spreadsheet. Every refusal happens before anything is made.
import type { Kysely } from 'kysely';
import type { Catalogue } from '../../../../src/catalogue';
import type { ReportData, ReportQuery } from '../../../../src/contracts/report';
import type { Database } from '../../database';
import type { FileAnswer } from '../../http/register-call';
import type { Translate } from '../../http/translate';
import type { SelectionService } from '../selection/selection-service';
import type { Presentation } from '../units/unit-presenter';
import { reportPdf } from './pdf/report-pdf';
import { ReportModel } from './report-model';
import { savedProductsToReport } from './saved-products';
import { reportXlsx } from './xlsx/report-xlsx';

/** Who asks, and how the answer is presented (the request's unit set, its language for refusals). */
export interface ReportAsker {
  userId: number;
  presentation: Presentation;
  /** Translates refusals into the request's language (LANG), which may differ from the report's. */
  t: Translate;
}

export class ReportService {
  private readonly model: ReportModel;

  constructor(
    private readonly db: Kysely<Database>,
    catalogue: Catalogue,
    selection: SelectionService,
    /** The clock of the report's date; tests fix it. */
    private readonly now: () => Date = () => new Date(),
  ) {
    this.model = new ReportModel(catalogue, selection);
  }

  async data(query: ReportQuery, asker: ReportAsker): Promise<ReportData> {
    const list = await savedProductsToReport(this.db, asker.userId, query.hashkeys, asker.t);
    return await this.model.build({ list, language: query.language ?? asker.presentation.language, presentation: asker.presentation, now: this.now() });
  }

  async pdf(query: ReportQuery, asker: ReportAsker): Promise<FileAnswer> {
    const report = await this.data(query, asker);
    return { bytes: await reportPdf(report), filename: `report-${report.generatedAt.slice(0, 10)}.pdf` };
  }

  async xlsx(query: ReportQuery, asker: ReportAsker): Promise<FileAnswer> {
    const report = await this.data(query, asker);
    return { bytes: await reportXlsx(report), filename: `report-${report.generatedAt.slice(0, 10)}.xlsx` };
  }
}
