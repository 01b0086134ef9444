import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { ReportLimits } from './services/reports/report-limits';

/** The repository root, so that the built site is found wherever the server is started from. */
const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/**
 * The server's environment. Every variable is optional; the defaults serve the whole application on
 * http://127.0.0.1:8080 with an SQLite file under ./var.
 */
const environment = z.object({
  /** TCP port to listen on; 0 picks a free one. */
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  /** Interface to listen on; 0.0.0.0 to serve other machines. */
  HOST: z.string().min(1).default('127.0.0.1'),
  /** Folder for the server's own files (the SQLite database); created when missing. Relative to the working folder. */
  DATA_DIR: z.string().min(1).default('./var'),
  /**
   * SQLite database file, relative to the working folder; default `<DATA_DIR>/valve-selector.sqlite`;
   * `:memory:` keeps the data in memory (lost on exit). Ignored when DATABASE_URL is set.
   */
  DATABASE_FILE: z.string().min(1).optional(),
  /** A `postgres://` or `postgresql://` URL switches the data layer to PostgreSQL. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  /** How long opening a PostgreSQL connection, or waiting for a free one, may take before the request fails. */
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
  /** How long one PostgreSQL statement may run before the database (or, when it does not answer, the server) ends it. */
  DATABASE_QUERY_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  /**
   * Comma-separated origins (scheme://host[:port]) of the shops that embed the widgets and call the API
   * across origins. The server's own origin is always allowed. `*` allows every origin (for demos only).
   */
  ALLOWED_ORIGINS: z
    .string()
    .default('')
    .transform((text, context) => {
      const origins: string[] = [];
      for (const entry of text.split(',').map((item) => item.trim()).filter(Boolean)) {
        const origin = entry === '*' ? entry : originOf(entry);
        if (origin) origins.push(origin);
        else context.addIssue({ code: 'custom', message: `'${entry}' is not an http(s) origin such as https://shop.example` });
      }
      return origins;
    }),
  /**
   * The SharedSecret a buyer's cXML PunchOutSetupRequest must carry in its Sender credential (issue 35); without it
   * any setup request is taken (a session only lets a browser post its basket where the request said).
   */
  CXML_SHARED_SECRET: z.string().min(8).max(500).optional(),
  /**
   * The address users reach the site at behind a reverse proxy (https://valves.example), if it is not the Host the
   * server sees. Its origin counts as the site's own (the same-origin check) and its host is answered.
   */
  PUBLIC_URL: z.string().optional().transform((text, context) => {
    if (text === undefined) return undefined;
    const origin = originOf(text);
    if (!origin) context.addIssue({ code: 'custom', message: `'${text}' is not an http(s) URL such as https://valves.example` });
    return origin;
  }),
  /** Further host names the server answers for (comma-separated); loopback, IP addresses and PUBLIC_URL's always. */
  ALLOWED_HOSTS: z.string().default('').transform((text) => text.split(',').map((host) => host.trim().toLowerCase()).filter(Boolean)),
  /**
   * The bearer token Prometheus sends to read /metrics (`Authorization: Bearer <token>`); unset: /metrics answers only
   * clients on this machine (loopback).
   */
  METRICS_TOKEN: z.string().regex(/^\S{16,}$/, 'must be at least 16 characters without spaces').optional(),
  /** pino log level. */
  LOG_LEVEL: z.enum(logLevels).default('info'),
  /** The built host site (Vite output). */
  SITE_DIR: z.string().min(1).default(path.join(projectRoot, 'dist/site')),
  /** The built widget scripts, served under /widgets/. */
  WIDGETS_DIR: z.string().min(1).default(path.join(projectRoot, 'dist/widgets')),
  /** The built Storybook (the designers' review of every widget state), served under /storybook/. */
  STORYBOOK_DIR: z.string().min(1).default(path.join(projectRoot, 'dist/storybook')),
  /** The catalogue files (families.json, products.json ...), loaded and validated at start. */
  CATALOGUE_DIR: z.string().min(1).default(path.join(projectRoot, 'host-site/server/catalogue/data')),
  /**
   * How many reverse proxies stand before the server (0: none). With them, the client's address (for the sign-in and
   * registration limits) is read from X-Forwarded-For, trusting that many hops.
   */
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  /**
   * The header in which the trusted proxy names the visitor's country by ISO code (CF-IPCountry on Cloudflare,
   * X-Country behind nginx's GeoIP module). Read only when TRUST_PROXY is set: a client could send it itself.
   */
  COUNTRY_HEADER: z.string().trim().regex(/^[A-Za-z0-9-]+$/, 'must be a header name such as CF-IPCountry').optional(),
  /** How long a client may take to send a whole request (headers and body); a slower one is answered 408 and cut off. */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(30_000),
  /** How long a client may take to send a request's headers. At most REQUEST_TIMEOUT_MS. */
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(10_000),
  /**
   * How long an idle keep-alive connection stays open. Behind a proxy that keeps connections to the server, make it
   * longer than the proxy's own idle timeout (nginx upstream keepalive_timeout 60 s: 65000).
   */
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(10_000),
  /** Open connections at most; further ones are closed at once, so the file handles never run out. */
  MAX_CONNECTIONS: z.coerce.number().int().min(1).max(1_000_000).default(4_096),
  /** Event-loop lag (ms) above which new requests are answered 503 "busy" at once instead of queueing; 0 turns it off. */
  MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(1_000),
  /**
   * The longest a costly call (calculate, getchartline) may wait for its turn from its arrival; past it, and whenever the
   * calls queued before it would take longer, it is answered 503 "busy" at once with Retry-After.
   */
  MAX_QUEUE_WAIT_MS: z.coerce.number().int().min(1).max(60_000).default(1_500),
  /** Costly calls at work at once; default the machine's cores. */
  COSTLY_CONCURRENCY: z.coerce.number().int().min(1).max(1_024).default(availableParallelism()),
  /**
   * 1: every answer is checked against its call's response schema before it is sent (tests, development); 0: written
   * as the handler gave it (http/answer-serializer.ts says why that is the default).
   */
  CHECK_ANSWERS: z.enum(['0', '1']).default('0'),
  /** A request that takes longer is logged at info (every request is logged at debug). */
  SLOW_REQUEST_MS: z.coerce.number().int().min(0).max(3_600_000).default(1_000),
  /** On SIGTERM: how long the readiness check answers 503 before the server stops listening (a load balancer's delay). */
  SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(600_000).default(0),
  /** On SIGTERM: how long requests in flight may still take before their connections are cut. */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(8_000),
  /** A session ends this many days after its last use (sliding). */
  SESSION_IDLE_DAYS: z.coerce.number().min(0.01).max(3650).default(30),
  /** A session ends this many days after its sign-in however much it is used (absolute). */
  SESSION_MAX_DAYS: z.coerce.number().min(0.01).max(3650).default(90),
  /** Reports made at once, each in a worker thread of its own (issue 24); the rest wait in a queue. */
  REPORT_WORKERS: z.coerce.number().int().min(1).max(64).default(2),
  /** Reports that may wait for a worker; more are refused with Retry-After. */
  REPORT_QUEUE: z.coerce.number().int().min(0).max(1_000).default(8),
  /** Products one report may hold; a longer list is refused with the limit named. */
  REPORT_MAX_PRODUCTS: z.coerce.number().int().min(1).max(100_000).default(500),
  /**
   * Heap of one report's worker (MB); a report that needs more fails with a message and leaves the server as it was.
   * A 500-product PDF (the longest saved list) needs between 128 and 192 MB (bench/report-jobs.bench.ts).
   */
  REPORT_WORKER_MEMORY_MB: z.coerce.number().int().min(16).max(16_384).default(384),
  /** How long one report may be made before it is stopped (queueing not counted). */
  REPORT_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(3_600_000).default(300_000),
  /** SMTP server for verification mails, e.g. smtps://user:password@mail.example:465; unset: codes go to the log. */
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL').optional(),
  /** Sender of those mails. */
  MAIL_FROM: z.string().min(3).default('Valve Selector <no-reply@localhost>'),
  /** Aliyun SMS (SendSms) credentials, signature and template (with a ${code} variable); all four or none. */
  SMS_ACCESS_KEY_ID: z.string().optional(),
  SMS_ACCESS_KEY_SECRET: z.string().optional(),
  SMS_SIGN_NAME: z.string().optional(),
  SMS_TEMPLATE_CODE: z.string().optional(),
  /** The approved SMS template of account notices (its variable `${notice}` holds what happened); unset: they go to the log. */
  SMS_NOTICE_TEMPLATE_CODE: z.string().optional(),
  /** The SMS API's address. */
  SMS_ENDPOINT: z.url({ protocol: /^https?$/ }).default('https://dysmsapi.aliyuncs.com'),
  /** Verification codes one client address (an IPv6 address by its /64) may ask for in an hour, whatever the targets. */
  CODES_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(20),
  /** SMS codes all clients together may be sent in a day: bounds what SMS pumping can cost. Warned at 80 %, error at 100 %. */
  SMS_DAILY_BUDGET: z.coerce.number().int().min(1).max(100_000_000).default(500),
  /** Email codes all clients together may be sent in a day (a mail provider's quota, a sender's reputation). */
  EMAIL_DAILY_BUDGET: z.coerce.number().int().min(1).max(100_000_000).default(2_000),
});

const smsVariables = ['SMS_ACCESS_KEY_ID', 'SMS_ACCESS_KEY_SECRET', 'SMS_SIGN_NAME', 'SMS_TEMPLATE_CODE'] as const;

/** Bounds on PostgreSQL's time (milliseconds), so that a stalled database fails requests instead of holding them. */
export interface DatabaseTimeouts {
  connectTimeoutMs: number;
  queryTimeoutMs: number;
}

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  database: { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string; timeouts?: DatabaseTimeouts };
  allowedOrigins: string[];
  /** The SharedSecret cXML punch-out setup requests must carry (CXML_SHARED_SECRET). */
  cxmlSharedSecret?: string;
  /** The site's public origin behind a proxy (PUBLIC_URL), normalised. */
  publicOrigin?: string;
  /** Host names answered besides loopback, IP addresses and the public origin's. */
  allowedHosts: string[];
  logLevel: (typeof logLevels)[number];
  /** The token /metrics asks for (METRICS_TOKEN); undefined: loopback clients only. */
  metricsToken: string | undefined;
  siteDir: string;
  widgetsDir: string;
  storybookDir: string;
  catalogueDir: string;
  /** Reverse proxies trusted for the client's address (fastify's trustProxy hop count); 0 for none. */
  trustProxy: number;
  /** The trusted proxy's country header (COUNTRY_HEADER); undefined without a trusted proxy. */
  countryHeader?: string | undefined;
  /** Bounds on slow or idle clients (milliseconds) and on open connections. */
  connections: { requestTimeoutMs: number; headersTimeoutMs: number; keepAliveTimeoutMs: number; maxConnections: number };
  /** Event-loop lag (ms) from which requests are shed with 503; 0 for never. */
  maxEventLoopDelayMs: number;
  /** The admission of the costly calls: how many at work at once, and the longest wait (ms) before 503. */
  admission: { concurrency: number; maxWaitMs: number };
  /** Requests slower than this (ms) are logged at info. */
  slowRequestMs: number;
  /** Every answer checked against its response schema before it is sent (CHECK_ANSWERS). */
  checkAnswers: boolean;
  /** The drain on SIGTERM (milliseconds). */
  shutdown: { delayMs: number; graceMs: number };
  /** The bounds of report making (services/reports/report-jobs.ts). */
  reports: ReportLimits;
  /** How verification codes reach users; a channel left out writes its codes to the log. */
  delivery: {
    smtp?: { url: string; from: string };
    sms?: { accessKeyId: string; accessKeySecret: string; signName: string; templateCode: string; noticeTemplateCode?: string; endpoint: string };
  };
  /** Caps on sending verification codes: per client address in an hour, and a daily budget per channel. */
  codeCaps: { perAddressPerHour: number; dailyBudget: { email: number; sms: number } };
  /** How long a session lasts (milliseconds): after its last use, and at most after its sign-in. */
  sessions: { idleMs: number; maxMs: number };
}

/**
 * Reads and checks the configuration; a wrong value stops the start with a message naming the variable. An empty
 * variable (`DATABASE_URL= npm start`) counts as unset.
 * @throws Error listing every invalid variable.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): ServerConfig {
  const parsed = environment.safeParse(Object.fromEntries(Object.entries(env).filter(([, value]) => value !== '')));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  const smsSet = smsVariables.filter((name) => e[name] !== undefined);
  if (smsSet.length > 0 && smsSet.length < smsVariables.length) {
    const missing = smsVariables.filter((name) => e[name] === undefined);
    throw new Error(`Invalid configuration:\n  SMS delivery needs all of ${smsVariables.join(', ')}; missing ${missing.join(', ')}`);
  }
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL, timeouts: { connectTimeoutMs: e.DATABASE_CONNECT_TIMEOUT_MS, queryTimeoutMs: e.DATABASE_QUERY_TIMEOUT_MS } }
      : { kind: 'sqlite', file: sqliteFile(e.DATABASE_FILE, dataDir) },
    allowedOrigins: e.ALLOWED_ORIGINS,
    ...(e.PUBLIC_URL && { publicOrigin: e.PUBLIC_URL }),
    ...(e.CXML_SHARED_SECRET && { cxmlSharedSecret: e.CXML_SHARED_SECRET }),
    allowedHosts: e.ALLOWED_HOSTS,
    logLevel: e.LOG_LEVEL,
    metricsToken: e.METRICS_TOKEN,
    siteDir: path.resolve(e.SITE_DIR),
    widgetsDir: path.resolve(e.WIDGETS_DIR),
    storybookDir: path.resolve(e.STORYBOOK_DIR),
    catalogueDir: path.resolve(e.CATALOGUE_DIR),
    trustProxy: e.TRUST_PROXY,
    countryHeader: e.TRUST_PROXY > 0 ? e.COUNTRY_HEADER : undefined,
    connections: {
      requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
      headersTimeoutMs: Math.min(e.HEADERS_TIMEOUT_MS, e.REQUEST_TIMEOUT_MS),
      keepAliveTimeoutMs: e.KEEP_ALIVE_TIMEOUT_MS,
      maxConnections: e.MAX_CONNECTIONS,
    },
    maxEventLoopDelayMs: e.MAX_EVENT_LOOP_DELAY_MS,
    admission: { concurrency: e.COSTLY_CONCURRENCY, maxWaitMs: e.MAX_QUEUE_WAIT_MS },
    slowRequestMs: e.SLOW_REQUEST_MS,
    checkAnswers: e.CHECK_ANSWERS === '1',
    shutdown: { delayMs: e.SHUTDOWN_DELAY_MS, graceMs: e.SHUTDOWN_GRACE_MS },
    reports: {
      workers: e.REPORT_WORKERS,
      queue: e.REPORT_QUEUE,
      maxProducts: e.REPORT_MAX_PRODUCTS,
      workerMemoryMb: e.REPORT_WORKER_MEMORY_MB,
      timeoutMs: e.REPORT_TIMEOUT_MS,
    },
    delivery: {
      ...(e.SMTP_URL ? { smtp: { url: e.SMTP_URL, from: e.MAIL_FROM } } : {}),
      ...(smsSet.length > 0
        ? {
            sms: {
              accessKeyId: e.SMS_ACCESS_KEY_ID!,
              accessKeySecret: e.SMS_ACCESS_KEY_SECRET!,
              signName: e.SMS_SIGN_NAME!,
              templateCode: e.SMS_TEMPLATE_CODE!,
              ...(e.SMS_NOTICE_TEMPLATE_CODE && { noticeTemplateCode: e.SMS_NOTICE_TEMPLATE_CODE }),
              endpoint: e.SMS_ENDPOINT,
            },
          }
        : {}),
    },
    codeCaps: { perAddressPerHour: e.CODES_PER_ADDRESS_PER_HOUR, dailyBudget: { email: e.EMAIL_DAILY_BUDGET, sms: e.SMS_DAILY_BUDGET } },
    sessions: { idleMs: e.SESSION_IDLE_DAYS * dayMs, maxMs: e.SESSION_MAX_DAYS * dayMs },
  };
}

const dayMs = 86_400_000;

/** The normalised origin of an http(s) URL (`https://Shop.example/` gives `https://shop.example`), else undefined. */
function originOf(text: string): string | undefined {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

function sqliteFile(file: string | undefined, dataDir: string): string {
  if (file === ':memory:') return file;
  return file ? path.resolve(file) : path.join(dataDir, 'valve-selector.sqlite');
}
