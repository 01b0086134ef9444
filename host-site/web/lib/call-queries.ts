import { QueryClient, useQueries, useQuery, useQueryClient, type QueryKey, type UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ApiClient, CallOptions } from '../../../src/client';
import type { CallContract, CallData, CallInput } from '../../../src/contracts/call';
import { useApi } from './app-services';

/** The first part of every call's query key, so that one invalidation reaches every answer of the API. */
const callKey = 'call';

/**
 * The site's one query cache. The API client already retries idempotent calls (2 s apart, ARCHITECTURE §3) and tells
 * every failure to the error catalogue, so the cache neither retries on top nor refetches on focus or reconnect: an
 * answer is asked again when its input, the language or the user's saved units or country change.
 */
export function createCallQueries(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false, staleTime: Number.POSITIVE_INFINITY },
    },
  });
}

/**
 * Marks every answer out of date after a save that changes them (units, country): the pages showing one ask again,
 * the others when next shown.
 */
export function invalidateCalls(queries: QueryClient): Promise<void> {
  return queries.invalidateQueries({ queryKey: [callKey] });
}

/** How a page reads one call: `call` as the client's call takes it; `fresh` asks again each time a page shows it. */
export interface CallQueryOptions {
  /** The client's options (`showsRefusal` for a form that shows a refusal beside its inputs). */
  call?: CallOptions;
  /**
   * Asked each time it is shown and not kept, whatever its method: a member's own data (sessions, projects), which
   * another tab or device may change, and which must not outlive a sign-out.
   */
  fresh?: boolean;
}

function keyOf(contract: CallContract, language: string, input: unknown): QueryKey {
  return [callKey, contract.path, language, input];
}

/**
 * The answer of a call for the current input, in the site's language, asked again when either changes; `input`
 * undefined asks nothing (a call that waits for a choice). Failures are shown by the error catalogue (unless
 * `options.call` says the page shows them); the caller learns that there is no answer (`isError`, `error`).
 *
 * GET answers (baseinfo) are the same for every page of a visit in one language: asked once, and shown at once by a
 * page visited again (Back), so that it renders whole in its first render and the router can restore its scroll
 * position. Other calls (a product page), and `fresh` ones, are asked each time they are shown, and their answers
 * are not kept.
 */
export function useCallQuery<C extends CallContract>(contract: C, input: CallInput<C> | undefined, options: CallQueryOptions = {}): UseQueryResult<CallData<C>> {
  const api = useApi();
  const { i18n } = useTranslation();
  const kept = contract.method === 'GET' && !options.fresh;
  return useQuery({
    queryKey: keyOf(contract, i18n.language, input),
    queryFn: () => api.call(contract, input as CallInput<C>, options.call),
    enabled: input !== undefined,
    ...(kept ? {} : { staleTime: 0, gcTime: 0 }),
  });
}

/**
 * An answer made of several calls (a product page's product, series and calculation), read as one: `ask` with the
 * site's client for `input`, asked again when the input or the language change, and each time a page shows it.
 * `name` tells it from other such answers; it is marked out of date with every call's answer (invalidateCalls).
 */
export function useCallsQuery<I, T>(name: string, input: I | undefined, ask: (api: ApiClient, input: I) => Promise<T>): UseQueryResult<T> {
  const api = useApi();
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [callKey, name, i18n.language, input],
    queryFn: () => ask(api, input as I),
    enabled: input !== undefined,
    staleTime: 0,
    gcTime: 0,
  });
}

/** What a page does to the answers it reads after a change of its own (a rename answers with the new overview). */
export interface CallAnswers {
  /** Puts `data` as the answer of the call for `input`: the pages showing it show it, nothing is asked. */
  set<C extends CallContract>(contract: C, input: CallInput<C>, data: CallData<C>): void;
  /** Asks the call for `input` again (a change whose answer is not the new data); resolves when it has answered. */
  refresh<C extends CallContract>(contract: C, input: CallInput<C>): Promise<void>;
}

export function useCallAnswers(): CallAnswers {
  const queries = useQueryClient();
  const { i18n } = useTranslation();
  return {
    set: (contract, input, data) => void queries.setQueryData(keyOf(contract, i18n.language, input), data),
    refresh: (contract, input) => queries.refetchQueries({ queryKey: keyOf(contract, i18n.language, input), exact: true }, { throwOnError: true }),
  };
}

/**
 * The answers of one call for several inputs, asked in parallel, each kept as useCallQuery keeps it: an input that
 * stays (a product still compared when another is ticked) is not asked again. `options` as the client's call takes
 * them (`showsRefusal` for a page that shows a refusal where it concerns).
 */
export function useCallQueries<C extends CallContract>(contract: C, inputs: readonly CallInput<C>[], options?: CallOptions): UseQueryResult<CallData<C>>[] {
  const api = useApi();
  const { i18n } = useTranslation();
  const kept = contract.method === 'GET';
  return useQueries({
    queries: inputs.map((input) => ({
      queryKey: keyOf(contract, i18n.language, input),
      queryFn: () => api.call(contract, input, options),
      ...(kept ? {} : { staleTime: 0, gcTime: 0 }),
    })),
  });
}
