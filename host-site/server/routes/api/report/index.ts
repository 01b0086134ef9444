import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { bomFileContracts, reportContracts, reportFileContracts } from '../../../../../src/contracts/schemas';
import { countryHints } from '../../../http/country-hints';
import { registerCall, registerFileCall } from '../../../http/register-call';
import { requireUser } from '../../../http/require-user';
import { requestPresentation } from '../../../http/unit-system';
import { bomAnswer, requestMains } from '../../../services/catalogue/bom';
import type { ReportAsker } from '../../../services/reports';
import { bomFile } from '../../../services/reports/bom-file';
import { reportTranslator } from '../../../services/reports/language';
import { ReportsBusy } from '../../../services/reports/report-limits';

async function askerOf(request: FastifyRequest): Promise<ReportAsker> {
  const userId = await requireUser(request);
  return { userId, presentation: requestPresentation(request), t: reportTranslator(request.messageLanguage) };
}

/**
 * A report call waits for its report as long as it takes (issue 24): the connection's idle timeout (the server's
 * connectionTimeout, 40 s by default, which cut 500-product PDFs after all their work was done) is lifted for it;
 * the job's own time limit bounds the work, and the client leaving cancels it. After the answer Node sets the
 * keep-alive timeout on the connection again.
 */
function waitingAnswer(request: FastifyRequest, reply: FastifyReply): AbortSignal {
  const socket = request.raw.socket as { setTimeout?: (ms: number) => unknown } | undefined;
  // An injected request (tests) has a socket of its own kind, without timeouts.
  if (typeof socket?.setTimeout === 'function') socket.setTimeout(0);
  const left = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) left.abort();
  });
  return left.signal;
}

/** A refusal for load says when to come back. */
async function toldWhenBusy<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ReportsBusy) void reply.header('Retry-After', String(error.retryAfterSeconds));
    throw error;
  }
}

/**
 * Issue 13: the report of a signed-in user's saved products, as JSON for the /export page, as PDF and as XLSX;
 * issue 24: the same files as jobs, started, followed, fetched and cancelled.
 */
export default async function reportRoutes(app: FastifyInstance): Promise<void> {
  const service = app.reports;
  registerCall(app, reportContracts.reportData, async ({ query, request, reply }) =>
    toldWhenBusy(reply, async () => service.data(query, await askerOf(request), waitingAnswer(request, reply))),
  );
  registerFileCall(app, reportFileContracts.reportPdf, async ({ query, request, reply }) =>
    toldWhenBusy(reply, async () => service.pdf(query, await askerOf(request), waitingAnswer(request, reply))),
  );
  registerFileCall(app, reportFileContracts.reportXlsx, async ({ query, request, reply }) =>
    toldWhenBusy(reply, async () => service.xlsx(query, await askerOf(request), waitingAnswer(request, reply))),
  );
  // Issue #28: the bill of materials needs no sign-in (catalogue data only): a guest downloads what a member exports.
  registerFileCall(app, bomFileContracts.bomFile, async ({ query, request }) =>
    bomFile(
      bomAnswer(app.catalogue, query.items, query.choices, {
        language: request.messageLanguage,
        t: request.t,
        mains: requestMains(app.catalogue, countryHints(request, app.catalogueService.countryHeader)),
      }),
      query.format,
      request.messageLanguage,
      new Date(),
      query.link,
    ),
  );
  registerCall(app, reportContracts.startReportJob, async ({ body, request, reply }) => toldWhenBusy(reply, async () => service.start(body, await askerOf(request))));
  registerCall(app, reportContracts.reportJob, async ({ query, request }) => service.status(query.jobId, await askerOf(request)));
  registerCall(app, reportContracts.cancelReportJob, async ({ body, request }) => service.cancel(body.jobId, await askerOf(request)));
  registerFileCall(app, reportFileContracts.reportJobFile, async ({ query, request }) => service.file(query.jobId, await askerOf(request)));
}
