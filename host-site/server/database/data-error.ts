/**
 * A write the data layer refuses, as data: like EngineError, the server turns the code into words through the
 * i18n key `errors.<code>` with the other fields as parameters.
 */
export type DataErrorDetail =
  | { code: 'unknown_user'; userId: number }
  | { code: 'unknown_quantity'; quantity: string }
  | { code: 'unit_not_of_quantity'; unit: string; quantity: string }
  | { code: 'empty_unit_set' }
  | { code: 'unit_set_name_required' }
  | { code: 'duplicate_unit_set'; name: string }
  | { code: 'unit_set_not_found'; id: number }
  | { code: 'condition_index_out_of_list'; position: number; conditionIndex: number }
  | { code: 'duplicate_hashkey' }
  | { code: 'project_not_found'; id: number }
  | { code: 'list_not_found'; id: number }
  | { code: 'share_not_found'; id: string }
  | { code: 'project_name_invalid'; max: number }
  | { code: 'duplicate_project_name'; name: string }
  | { code: 'duplicate_list_name'; name: string }
  | { code: 'too_many_projects'; max: number }
  | { code: 'too_many_lists'; max: number }
  | { code: 'too_many_shares'; max: number };

export type DataErrorCode = DataErrorDetail['code'];

export class DataError extends Error {
  readonly detail: DataErrorDetail;

  constructor(detail: DataErrorDetail, options?: ErrorOptions) {
    super(`${detail.code}: ${JSON.stringify(detail)}`, options);
    this.name = 'DataError';
    this.detail = detail;
  }

  get code(): DataErrorCode {
    return this.detail.code;
  }
}

export function isDataError(error: unknown): error is DataError {
  return error instanceof DataError;
}

/** The constraint a failed statement broke, in either dialect's words; undefined for other errors. */
export function violatedConstraint(error: unknown): 'unique' | 'foreign_key' | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  // better-sqlite3 reports SQLite's extended result codes, pg the SQLSTATE.
  if (code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505') return 'unique';
  if (code === 'SQLITE_CONSTRAINT_FOREIGNKEY' || code === '23503') return 'foreign_key';
  return undefined;
}

/**
 * SQLSTATEs of a database that is away rather than refusing the statement: class 08 (the connection failed), an
 * administrator or a crash ending the session (57P01, 57P02), a database starting or stopping (57P03), no free
 * connection slot (53300).
 */
const unavailableStates = /^(08...|57P0[123]|53300)$/;
/** Socket errors on the way to the database. */
const unavailableErrnos = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/** pg's own errors for a connection that ended, never opened in time, or whose answer never came (they carry no code). */
const unavailableMessages = /^(Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect|Query read timeout)/;

/**
 * True when a statement failed because the database cannot be reached (a failover, a restart, a dropped or stalled
 * connection): answered 503 "the database cannot be reached", as the readiness check says, not as our fault.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (error === null || typeof error !== 'object') return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (unavailableStates.test(code) || unavailableErrnos.has(code))) return true;
  return typeof message === 'string' && unavailableMessages.test(message);
}

/**
 * SQLite's result codes of a write the database cannot make now: a read-only file or folder, a full disk, an I/O
 * error, a lock held past the busy timeout (the extended codes, SQLITE_READONLY_DBMOVED and the like, included).
 */
const refusedWriteSqlite = /^SQLITE_(READONLY|FULL|IOERR|BUSY|CANTOPEN)/;
/**
 * SQLSTATEs of the same on PostgreSQL: a read-only transaction (a standby after a failover, default_transaction_read_only),
 * a full disk, the server short of memory or other resources.
 */
const refusedWriteStates = new Set(['25006', '53000', '53100', '53200']);

/**
 * True when a statement failed because the database cannot take writes now, though it answers (a read-only file, a
 * standby, a full disk): answered 503 "the database cannot store changes" with Retry-After, as the readiness check
 * fails, not as our fault; the request may succeed as it is once the operator has fixed it.
 */
export function isWriteRefused(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && (refusedWriteSqlite.test(code) || refusedWriteStates.has(code));
}
