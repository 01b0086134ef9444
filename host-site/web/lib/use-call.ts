import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiClient } from '../../../src/client';
import type { CallContract, CallData, CallInput } from '../../../src/contracts/call';
import { useApi } from './app-services';

export type CallState<T> = { status: 'loading' } | { status: 'failed' } | { status: 'done'; data: T };

interface Answer {
  promise: Promise<unknown>;
  /** Set once the answer has arrived. */
  arrived?: { data: unknown };
}

// GET answers (baseinfo) are the same for every page of a visit in one language: asked once per client.
const answers = new WeakMap<ApiClient, Map<string, Answer>>();

function ask<C extends CallContract>(api: ApiClient, contract: C, input: CallInput<C>, key: string): Promise<CallData<C>> {
  if (contract.method !== 'GET') return api.call(contract, input);
  let known = answers.get(api);
  if (!known) answers.set(api, (known = new Map()));
  let answer = known.get(key);
  if (!answer) {
    const entry: Answer = { promise: api.call(contract, input) };
    entry.promise.then(
      (data) => void (entry.arrived = { data }),
      // A failure is not kept: the next page that needs it asks again.
      () => known.delete(key),
    );
    known.set(key, (answer = entry));
  }
  return answer.promise as Promise<CallData<C>>;
}

/**
 * The answer of a call for the current input, in the site's language, asked again when either changes; `input`
 * undefined asks nothing (a call that waits for a choice). Failures are shown by the error catalogue; the
 * caller only learns that there is no answer.
 */
export function useCall<C extends CallContract>(contract: C, input: CallInput<C> | undefined): CallState<CallData<C>> {
  const api = useApi();
  const { i18n } = useTranslation();
  const key = input === undefined ? undefined : JSON.stringify([contract.path, i18n.language, input]);
  const [state, setState] = useState<{ key: string | undefined; value: CallState<CallData<C>> }>({ key, value: { status: 'loading' } });
  useEffect(() => {
    if (key === undefined) return undefined;
    let current = true;
    ask(api, contract, JSON.parse(key)[2] as CallInput<C>, key)
      .then((data) => current && setState({ key, value: { status: 'done', data } }))
      .catch(() => current && setState({ key, value: { status: 'failed' } }));
    return () => void (current = false);
  }, [api, contract, key]);
  // While a new input is being asked, the answer to the old one is not shown as if it were the new one's.
  const current: CallState<CallData<C>> = state.key === key ? state.value : { status: 'loading' };
  // A GET answered before shows at once, so that a page visited again (Back) renders whole in its first render
  // and the router can restore its scroll position.
  const arrived = current.status === 'loading' && key !== undefined ? answers.get(api)?.get(key)?.arrived : undefined;
  return arrived ? { status: 'done', data: arrived.data as CallData<C> } : current;
}
