import { QueryClient, useQueries, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CallOptions } from '../../../src/client';
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

/**
 * The answer of a call for the current input, in the site's language, asked again when either changes; `input`
 * undefined asks nothing (a call that waits for a choice). Failures are shown by the error catalogue; the caller
 * only learns that there is no answer (`isError`).
 *
 * GET answers (baseinfo) are the same for every page of a visit in one language: asked once, and shown at once by a
 * page visited again (Back), so that it renders whole in its first render and the router can restore its scroll
 * position. Other calls (a product page) are asked each time they are shown, and their answers are not kept.
 */
export function useCallQuery<C extends CallContract>(contract: C, input: CallInput<C> | undefined): UseQueryResult<CallData<C>> {
  const api = useApi();
  const { i18n } = useTranslation();
  const kept = contract.method === 'GET';
  return useQuery({
    queryKey: [callKey, contract.path, i18n.language, input],
    queryFn: () => api.call(contract, input as CallInput<C>),
    enabled: input !== undefined,
    ...(kept ? {} : { staleTime: 0, gcTime: 0 }),
  });
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
      queryKey: [callKey, contract.path, i18n.language, input],
      queryFn: () => api.call(contract, input, options),
      ...(kept ? {} : { staleTime: 0, gcTime: 0 }),
    })),
  });
}
