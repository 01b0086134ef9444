// How the selector words and sorts a failed call, shared by the form (selector.tsx) and its results, which come in a
// chunk of their own (selector.results-body.tsx).
import type { TFunction } from 'i18next';
import { isApiError } from '../../src/client';
import { refusalWords } from '../../src/contracts/refusal-detail';

/**
 * The words for a failed call: a refusal whose Detail is worded by its code (a list-only family, a size of another
 * family) in ours; else the server's ErrorMsg (in the request's language, its numbers in the request's units); for
 * no answer at all ours, never the browser's 'Failed to fetch'; else the fallback.
 */
export function messageOf(error: unknown, t: TFunction): string {
  if (isApiError(error) && error.kind === 'network') return t('errors:network');
  // The server's own words for its fault are a generic text, in English when it failed before reading the language.
  if (isServerFault(error)) return t('errors:serverError');
  const worded = isApiError(error) ? refusalWords((key, params) => t(key, params ?? {}), error.detail) : undefined;
  if (worded) return worded;
  if (isApiError(error) && error.message) return error.message;
  return t('errors:error');
}

/**
 * A failure that asking again may mend: no answer (refused, dropped, timed out) or a server fault. The API's own
 * refusals are not: they say what to change.
 */
export function isTransient(error: unknown): boolean {
  return (isApiError(error) && error.kind === 'network') || isServerFault(error);
}

/**
 * A server fault: a 5xx answer, with the API's envelope or without (a gateway in front of a server that is down), or
 * an answer that is no envelope at all (a proxy's page, text that is not JSON).
 */
function isServerFault(error: unknown): boolean {
  return isApiError(error) && (error.kind === 'http' || (error.status ?? 0) >= 500);
}
