import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

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
  /** pino log level. */
  LOG_LEVEL: z.enum(logLevels).default('info'),
  /** The built host site (Vite output). */
  SITE_DIR: z.string().min(1).default(path.join(projectRoot, 'dist/site')),
  /** The built widget scripts, served under /widgets/. */
  WIDGETS_DIR: z.string().min(1).default(path.join(projectRoot, 'dist/widgets')),
  /** The catalogue files (families.json, products.json ...), loaded and validated at start. */
  CATALOGUE_DIR: z.string().min(1).default(path.join(projectRoot, 'host-site/server/catalogue/data')),
});

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  database: { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };
  allowedOrigins: string[];
  logLevel: (typeof logLevels)[number];
  siteDir: string;
  widgetsDir: string;
  catalogueDir: string;
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
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL }
      : { kind: 'sqlite', file: sqliteFile(e.DATABASE_FILE, dataDir) },
    allowedOrigins: e.ALLOWED_ORIGINS,
    logLevel: e.LOG_LEVEL,
    siteDir: path.resolve(e.SITE_DIR),
    widgetsDir: path.resolve(e.WIDGETS_DIR),
    catalogueDir: path.resolve(e.CATALOGUE_DIR),
  };
}

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
