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
  | { code: 'duplicate_hashkey' };

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
