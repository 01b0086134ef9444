import ky, { HTTPError, type KyInstance } from 'ky';
import type { CallContract, CallData, CallInput } from '../contracts/call';
import { isEnvelope, ResultCode, type Envelope, type ErrorDetail } from '../contracts/envelope';
import { toJson } from '../contracts/json';
import { unitsHeader, writeUnitsHeader, type UnitChoices } from '../contracts/units-header';
import { ApiError } from './api-error';

/** Request headers of the contract (ARCHITECTURE §3), read at each call so they follow the session. */
export interface SessionHeaders {
  lang?: string;
  unitId?: number;
  /** A custom unit set's choices over `unitId`'s system (header Units); none: the system's units. */
  units?: UnitChoices;
  country?: string;
  token?: string;
}

export interface ApiClientOptions {
  /** Where `/api` lives: `/api` on the same origin, or a widget's `api-base` such as `https://maker.example/api`. */
  base: string;
  session?: () => SessionHeaders;
  /** Told about every failed call before it is thrown; the host site's error catalogue listens here. */
  onError?: (error: ApiError) => void;
  /** Milliseconds; 60 s as the specification says. */
  timeout?: number;
  /** Retries of idempotent calls when no answer came or a gateway was busy; 3 as the specification says. */
  retries?: number;
  /**
   * Milliseconds before the first retry, 2 s as the specification says; each next waits twice as long (2, 4, 8 s), so
   * that a server coming back up is not met by every page at once.
   */
  retryDelay?: number;
  /**
   * Whether the browser says it has no network (navigator.onLine false): a call that finds none then fails at once
   * instead of retrying for 14 s, and the page says what needs a connection (issue 37).
   */
  noNetwork?: () => boolean;
  fetch?: typeof fetch;
}

/** How one call's failures are told. */
export interface CallOptions {
  /**
   * The caller shows the server's refusal itself, beside the field it concerns (a form checked by the server), so
   * `onError` is not told of it: the user reads it once. A lost session and a network failure are told all the same.
   */
  showsRefusal?: boolean;
  /**
   * The caller tells the user itself when no server answered (the selector answers from the browser then, and says
   * so once, issue 41), so `onError` is not told of a network failure either.
   */
  showsUnreachable?: boolean;
}

export interface ApiClient {
  call<C extends CallContract>(contract: C, input: CallInput<C>, callOptions?: CallOptions): Promise<CallData<C>>;
  readonly base: string;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const retryDelay = options.retryDelay ?? 2000;
  const http: KyInstance = ky.create({
    timeout: options.timeout ?? 60_000,
    throwHttpErrors: true,
    // Not JSON.stringify: a shop's patched Array.prototype.toJSON would send lists as strings (src/contracts/json.ts).
    stringifyJson: toJson,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    hooks: {
      beforeRequest: [
        (request) => {
          const session = options.session?.() ?? {};
          if (session.lang) request.headers.set('LANG', session.lang);
          if (session.unitId !== undefined) request.headers.set('Unitid', String(session.unitId));
          const units = session.units ? writeUnitsHeader(session.units) : '';
          if (units) request.headers.set(unitsHeader, units);
          if (session.country) request.headers.set('Country', session.country);
          if (session.token) request.headers.set('Authorization', `Bearer ${session.token}`);
        },
      ],
    },
  });
  const base = options.base.replace(/\/+$/, '');

  async function call<C extends CallContract>(contract: C, input: CallInput<C>, callOptions: CallOptions = {}): Promise<CallData<C>> {
    const { query, body } = input as { query?: Record<string, unknown>; body?: unknown };
    const url = base + contract.path + toSearch(query);
    try {
      const response = await http(url, {
        method: contract.method,
        ...(body === undefined ? {} : { json: body }),
        retry: {
          limit: contract.idempotent ? (options.retries ?? 3) : 0,
          methods: ['get', 'post'],
          delay: (attempt) => retryDelay * 2 ** (attempt - 1),
          statusCodes: [408, 429, 502, 503, 504],
          shouldRetry: () => (options.noNetwork?.() ? false : undefined),
        },
      });
      return unwrap(contract, await response.json().catch(() => undefined));
    } catch (error) {
      const apiError = await toApiError(error);
      const shownByCaller =
        (callOptions.showsRefusal && apiError.kind === 'result' && !apiError.signedOut) || (callOptions.showsUnreachable && apiError.kind === 'network');
      if (!shownByCaller) options.onError?.(apiError);
      throw apiError;
    }
  }

  return { call, base };
}

/** Query parameters; a list repeats its parameter once per item (`Safetycer=CE&Safetycer=TUV,VDE`), as the server reads it. */
function toSearch(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) if (item !== undefined) params.append(key, String(item));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

function unwrap<C extends CallContract>(contract: C, answer: unknown): CallData<C> {
  // An answer that is not the envelope (a proxy's page, a server of another API) fails loudly here.
  if (!isEnvelope(answer)) throw new ApiError('http', `Unexpected answer from ${contract.path}`, undefined, 200);
  if (answer.Result !== ResultCode.ok) throw new ApiError('result', answer.ErrorMsg, answer.Result, undefined, detailOf(answer));
  return answer.Data as CallData<C>;
}

/** The envelope's Detail when it has the shape the contract gives it (a server of an older build sends none). */
function detailOf(envelope: Envelope<unknown>): ErrorDetail | undefined {
  const detail: unknown = envelope.Detail;
  if (typeof detail !== 'object' || detail === null || typeof (detail as { code?: unknown }).code !== 'string') return undefined;
  return detail as ErrorDetail;
}

async function toApiError(error: unknown): Promise<ApiError> {
  if (error instanceof ApiError) return error;
  if (error instanceof HTTPError) {
    const envelope: unknown = await error.response.json().catch(() => undefined);
    const status = error.response.status;
    if (isEnvelope(envelope)) return new ApiError('result', envelope.ErrorMsg, envelope.Result, status, detailOf(envelope));
    return new ApiError('http', error.response.statusText || `HTTP ${status}`, undefined, status);
  }
  const message = error instanceof Error ? error.message : String(error);
  return new ApiError('network', message);
}
