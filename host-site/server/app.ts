import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { listBodyLimit } from '../../src/contracts/call';
import type { Clock } from './services/accounts';
import type { ServerConfig } from './config';
import accounts from './plugins/app/accounts';
import calls from './plugins/app/calls';
import catalogue from './plugins/app/catalogue';
import catalogueService from './plugins/app/catalogue-service';
import database from './plugins/app/database';
import envelope from './plugins/app/envelope';
import expectations from './plugins/app/expectations';
import jsonBody from './plugins/app/json-body';
import lifecycle from './plugins/app/lifecycle';
import requestLog from './plugins/app/request-log';
import messages from './plugins/app/messages';
import metrics from './plugins/app/metrics';
import notFound from './plugins/app/not-found';
import punchout from './plugins/app/punchout';
import reports from './plugins/app/reports';
import selectionService from './plugins/app/selection-service';
import compress from './plugins/external/compress';
import loadShedding from './plugins/external/load-shedding';
import multipart from './plugins/external/multipart';
import cors from './plugins/external/cors';
import securityHeaders from './plugins/external/security-headers';
import staticFiles from './plugins/external/static';
import routes from './routes';
import { answerClientError, answerFrameworkError } from './http/client-errors';
import { requestId } from './http/request-id';

/** Largest request body of a route that sets none of its own; every call sets its own (src/contracts/call.ts). */
export const bodyLimit = listBodyLimit;

export interface BuildOptions {
  /** The clock of the account services (sessions, codes, limits); tests pass one they can move. */
  now?: Clock;
  /** Where the log lines go instead of stdout (a test reading what was logged). */
  logStream?: { write(line: string): void };
}

/**
 * The whole application: third-party plugins first (headers, compression, CORS, static files), then our own
 * plugins (catalogue, validated, and the services over it; database, migrated; messages; error envelope;
 * not-found), then the routes. Not yet `ready()`: `listen` or the first `inject` finishes the start, so a test may
 * still add a route of its own.
 */
export async function buildApp(config: ServerConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel, ...(options.logStream && { stream: options.logStream }) },
    // Fastify's two lines per request at info are replaced by plugin request-log (debug, or info when slow).
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit,
    // Every log line of a request carries its id (reqId), and its answer too (plugin request-log): a sane X-Request-Id
    // sent with it is kept, otherwise one is made.
    requestIdHeader: false,
    genReqId: requestId,
    // Behind proxies, request.ip (the per-address limits) is the client's, read from X-Forwarded-For.
    trustProxy: (_address: string, hop: number) => hop < config.trustProxy,
    // Slow clients (a trickled body, headers that never end, idle keep-alive) lose their connection instead of holding it.
    requestTimeout: config.connections.requestTimeoutMs,
    connectionTimeout: config.connections.requestTimeoutMs + config.connections.keepAliveTimeoutMs,
    keepAliveTimeout: config.connections.keepAliveTimeoutMs,
    // Node looks for requests past their timeouts every connectionsCheckingInterval (30 s by default): often enough that
    // a slow client is cut near its timeout, not up to 30 s later.
    http: { headersTimeout: config.connections.headersTimeoutMs, connectionsCheckingInterval: Math.min(2_000, config.connections.headersTimeoutMs / 2) },
    clientErrorHandler: answerClientError,
    frameworkErrors: answerFrameworkError,
    // While closing, a request on a kept-alive connection is still served (with Connection: close), not refused.
    return503OnClosing: false,
  });
  app.server.maxConnections = config.connections.maxConnections;

  await app.register(lifecycle);
  await app.register(requestLog, { slowMs: config.slowRequestMs });
  await app.register(metrics, { token: config.metricsToken });
  await app.register(loadShedding, { maxEventLoopDelayMs: config.maxEventLoopDelayMs, admission: config.admission });
  await app.register(securityHeaders);
  await app.register(compress);
  await app.register(cors, { allowedOrigins: config.allowedOrigins, ...(config.publicOrigin && { publicOrigin: config.publicOrigin }), allowedHosts: config.allowedHosts });
  await app.register(staticFiles, { siteDir: config.siteDir, widgetsDir: config.widgetsDir, storybookDir: config.storybookDir });
  await app.register(multipart);
  await app.register(jsonBody);

  await app.register(catalogue, { dir: config.catalogueDir });
  await app.register(catalogueService, { countryHeader: config.countryHeader });
  await app.register(selectionService);
  await app.register(database, { database: config.database });
  await app.register(accounts, { delivery: config.delivery, codeCaps: config.codeCaps, sessions: config.sessions, now: options.now });
  await app.register(punchout, { sharedSecret: config.cxmlSharedSecret, allowedOrigins: config.allowedOrigins, publicOrigin: config.publicOrigin });
  await app.register(reports, { limits: config.reports, catalogueDir: config.catalogueDir, database: config.database });
  await app.register(messages);
  await app.register(envelope);
  await app.register(expectations);
  await app.register(calls, { checkAnswers: config.checkAnswers });
  await app.register(notFound, { siteDir: config.siteDir });

  await app.register(routes);
  return app;
}
