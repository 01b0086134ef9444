import type { FastifyInstance, FastifyRequest } from 'fastify';
import { reportContracts, reportFileContracts } from '../../../../../src/contracts/schemas';
import { registerCall, registerFileCall } from '../../../http/register-call';
import { requireUser } from '../../../http/require-user';
import { requestPresentation } from '../../../http/unit-system';
import { ReportService, type ReportAsker } from '../../../services/reports';
import { reportTranslator } from '../../../services/reports/language';

async function askerOf(request: FastifyRequest): Promise<ReportAsker> {
  const userId = await requireUser(request);
  return { userId, presentation: requestPresentation(request), t: reportTranslator(request.messageLanguage) };
}

/** Issue 13: the report of a signed-in user's saved products, as JSON for the /export page, as PDF and as XLSX. */
export default async function reportRoutes(app: FastifyInstance): Promise<void> {
  const service = new ReportService(app.db, app.catalogue, app.selectionService);
  registerCall(app, reportContracts.reportData, async ({ query, request }) => service.data(query, await askerOf(request)));
  registerFileCall(app, reportFileContracts.reportPdf, async ({ query, request }) => service.pdf(query, await askerOf(request)));
  registerFileCall(app, reportFileContracts.reportXlsx, async ({ query, request }) => service.xlsx(query, await askerOf(request)));
}
