/**
 * Errors are data: an EngineError carries a code and the numbers behind it, and the widgets and the server turn
 * it into words through the i18n key `errors.<code>`. The engine never builds sentences for users.
 */
export type EngineErrorDetail =
  | { code: 'out_of_range'; quantity: string; value: number; min?: number; max?: number }
  | { code: 'unknown_refrigerant'; name: string }
  | { code: 'unknown_unit'; unit: string }
  | { code: 'incompatible_units'; from: string; to: string }
  | { code: 'not_a_number'; value: string }
  | { code: 'no_convergence'; what: string };

export type EngineErrorCode = EngineErrorDetail['code'];

export class EngineError extends Error {
  readonly detail: EngineErrorDetail;

  constructor(detail: EngineErrorDetail) {
    // The message is for developers and logs only; users see the translated `errors.<code>` text.
    super(`${detail.code}: ${JSON.stringify(detail)}`);
    this.name = 'EngineError';
    this.detail = detail;
  }

  get code(): EngineErrorCode {
    return this.detail.code;
  }
}

export function isEngineError(error: unknown): error is EngineError {
  return error instanceof EngineError;
}
