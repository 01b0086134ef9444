import { engineErrorDetail } from '../../../src/contracts/engine-detail';
import { Refusal } from '../../../src/contracts/refusal';
import { failure, ResultCode, type Envelope, type ErrorDetail, type ResultCodeValue } from '../../../src/contracts/envelope';
import { EngineError, faultyCondition, type EngineErrorDetail } from '../../../src/engine/errors';
import { quantityIds } from '../../../src/engine/units';
import { isDatabaseUnavailable, isDataError, isWriteRefused, type DataErrorDetail } from '../database/data-error';
import { CallFailure } from './call-failure';
import { engineErrorText, metricNumber, quantityWords, type ShowNumber } from '../../../src/selection/engine-message';
import { describeIssues, InvalidInput, invalidInputDetail } from './invalid-input';
import { maxJsonDepth, maxJsonMembers } from '../../../src/contracts/json-bounds';
import { withReason, type Translate } from '../../../src/i18n/translate';

/** How a failed request is answered, and how loudly it is logged. */
export interface ErrorAnswer {
  status: number;
  envelope: Envelope<null>;
  /** 'error' for our own faults (logged with the stack), 'info' for the caller's. */
  logLevel: 'error' | 'info';
  /** Seconds the client should wait before asking again (the Retry-After header), when waiting helps. */
  retryAfterSeconds?: number;
  /** The log line's message, where it says more than "request failed": the cause, first. */
  logMessage?: string;
}

/** Seconds a client is told to wait when the database is away: a failover or a restart takes a few. */
const databaseRetryAfterSeconds = 5;

export interface RequestFacts {
  /** The route's body limit in bytes, for the "too large" message. */
  bodyLimit: number;
  contentType: string | undefined;
  /** Numbers of an engine error in the request's unit set and language; metric without it. */
  show?: ShowNumber;
}

/**
 * The answer for anything a request can throw. The caller's mistakes keep a status below 500 and say what was
 * wrong in the request's language; everything else is a generic 500 whose details go only to the log.
 */
export function answerError(error: unknown, t: Translate, facts: RequestFacts): ErrorAnswer {
  if (error instanceof InvalidInput) {
    return caller(400, ResultCode.invalidInput, withReason(t, t('errors:invalidInput'), describeIssues(t, error)), invalidInputDetail(error));
  }
  if (error instanceof EngineError) {
    const reason = describeEngineError(t, error.detail, facts.show ?? metricNumber);
    // An engine error naming the condition at fault refuses the input: HTTP 400 with Detail, so that a client marks
    // the field (issue 36).
    if (faultyCondition(error.detail) !== undefined) {
      return caller(400, ResultCode.invalidInput, withReason(t, t('errors:invalidInput'), reason), engineErrorDetail(error.detail));
    }
    // A well-formed request whose numbers cannot be worked out (the unit calls' conversion errors, a solver): HTTP
    // 200, the Result says it, as the specification's "Calculation failed" and "Unable to calculate".
    const result = error.detail.code === 'incompatible_units' ? ResultCode.unableToCalculate : ResultCode.calculationFailed;
    const general = t(result === ResultCode.unableToCalculate ? 'errors:unableToCalculate' : 'errors:calculationFailed');
    return caller(200, result, withReason(t, general, reason));
  }
  if (isDataError(error)) {
    const [status, result, general] = dataErrorAnswer(error.detail);
    return caller(status, result, withReason(t, t(general), describeDataError(t, error.detail)), dataErrorDetail(error.detail));
  }
  // The pure refusals of src/ (the selection's) and the server's own CallFailure alike.
  if (error instanceof Refusal) {
    const { retryAfterSeconds, logMessage } = error instanceof CallFailure ? error : {};
    return {
      status: error.status,
      envelope: failure(error.result, error.text(t), error.detail),
      logLevel: error.status >= 500 ? 'error' : 'info',
      ...(retryAfterSeconds !== undefined && { retryAfterSeconds }),
      ...(logMessage !== undefined && { logMessage }),
    };
  }
  if (isDatabaseUnavailable(error)) {
    // Not our fault nor the caller's: the request may succeed as it is once the database is back.
    return { status: 503, envelope: failure(ResultCode.serverError, t('errors:databaseUnavailable')), logLevel: 'error', retryAfterSeconds: databaseRetryAfterSeconds };
  }
  if (isWriteRefused(error)) {
    // Read-only, full or failing storage: the operator's to fix, and the request may succeed as it is afterwards.
    return {
      status: 503,
      envelope: failure(ResultCode.serverError, t('errors:databaseCannotWrite')),
      logLevel: 'error',
      retryAfterSeconds: databaseRetryAfterSeconds,
      logMessage: `the database cannot write: ${(error as Error).message}`,
    };
  }
  const status = statusOf(error);
  if (status !== undefined && status >= 400 && status < 500) return frameworkAnswer(error as FrameworkError, status, t, facts);
  return { status: 500, envelope: failure(ResultCode.serverError, t('errors:serverError')), logLevel: 'error' };
}

function caller(status: number, result: ResultCodeValue, message: string, detail?: ErrorDetail): ErrorAnswer {
  return { status, envelope: failure(result, message, detail), logLevel: 'info' };
}

function describeEngineError(t: Translate, detail: EngineErrorDetail, show: ShowNumber): string {
  // The engine names the quantity a unit was expected in by its id; say it in words.
  if (detail.code === 'incompatible_units' && isQuantity(detail.to)) {
    return t('errors:unit_not_of_quantity', { unit: detail.from, quantity: quantityWords(t, detail.to) });
  }
  return engineErrorText(t, detail, show);
}

function describeDataError(t: Translate, detail: DataErrorDetail): string {
  if (detail.code === 'unit_not_of_quantity') return t('errors:unit_not_of_quantity', { ...detail, quantity: quantityWords(t, detail.quantity) });
  // The refusals of projects (issue 27) are worded in their own namespace.
  if (projectCodes.has(detail.code)) return t(`projects:errors.${detail.code}`, { ...detail });
  return t(`errors:${detail.code}`, { ...detail });
}

/**
 * A refusal of the data layer as the envelope's Detail (issue 40 item 2): its code and the names and numbers it is
 * about, so that a client words it (`errors:<code>`, `projects:errors.<code>`) or acts on it without reading ErrorMsg.
 */
function dataErrorDetail(detail: DataErrorDetail): ErrorDetail {
  const { code, ...values } = detail;
  return { code, ...(Object.keys(values).length > 0 && { values }) };
}

const projectCodes = new Set<DataErrorDetail['code']>([
  'project_not_found',
  'list_not_found',
  'share_not_found',
  'project_name_invalid',
  'duplicate_project_name',
  'duplicate_list_name',
  'too_many_projects',
  'too_many_lists',
  'too_many_shares',
]);

function dataErrorAnswer(detail: DataErrorDetail): [number, ResultCodeValue, string] {
  switch (detail.code) {
    case 'unit_set_not_found':
    case 'unknown_user':
    case 'project_not_found':
    case 'list_not_found':
    case 'share_not_found':
      return [404, ResultCode.notFound, 'errors:notFound'];
    case 'duplicate_unit_set':
    case 'duplicate_project_name':
    case 'duplicate_list_name':
    case 'too_many_projects':
    case 'too_many_lists':
    case 'too_many_shares':
      return [409, ResultCode.invalidInput, 'errors:invalidInput'];
    default:
      return [400, ResultCode.invalidInput, 'errors:invalidInput'];
  }
}

function isQuantity(text: string): boolean {
  return (quantityIds as readonly string[]).includes(text);
}

/** Fastify's own request errors (body parsing, limits) and HTTP errors thrown by plugins. */
interface FrameworkError {
  code?: string;
  message: string;
}

function statusOf(error: unknown): number | undefined {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' ? status : undefined;
}

function frameworkAnswer(error: FrameworkError, status: number, t: Translate, facts: RequestFacts): ErrorAnswer {
  const invalid = (reason: string) => caller(status, ResultCode.invalidInput, withReason(t, t('errors:invalidInput'), reason));
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return invalid(t('errors:request.malformedJson'));
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return invalid(t('errors:request.bodyTooLarge', { limit: facts.bodyLimit }));
    case 'VS_BODY_TOO_DEEP':
      return invalid(t('errors:request.bodyTooDeep', { depth: maxJsonDepth }));
    case 'VS_BODY_TOO_WIDE':
      return invalid(t('errors:request.bodyTooWide', { members: maxJsonMembers }));
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return invalid(t('errors:request.unsupportedMediaType', { type: facts.contentType ?? '' }));
  }
  // JSON.parse's SyntaxError, which Fastify passes on with status 400.
  if (error instanceof SyntaxError) return invalid(t('errors:request.malformedJson'));
  if (status === 401) return caller(401, ResultCode.signedOut, t('errors:signedOut'));
  if (status === 404) return caller(404, ResultCode.notFound, t('errors:notFound'));
  if (status === 429) return caller(429, ResultCode.tooManyRequests, t('errors:tooManyRequests'));
  return invalid(error.message);
}
