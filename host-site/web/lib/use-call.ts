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
  const answers = useCalls(contract, input === undefined ? undefined : [input]);
  return answers.status === 'done' ? { status: 'done', data: answers.data[0] as CallData<C> } : answers;
}

/**
 * The answers of one call for several inputs, in their order: done when all have arrived, failed when one
 * failed. As useCall, for a list that one call per item builds (which families fit a refrigerant).
 */
export function useCalls<C extends CallContract>(contract: C, inputs: readonly CallInput<C>[] | undefined): CallState<CallData<C>[]> {
  const api = useApi();
  const { i18n } = useTranslation();
  const keys = inputs?.map((input) => JSON.stringify([contract.path, i18n.language, input]));
  // One text for the whole list, so that the effect runs again only when an input or the language changes.
  const key = keys === undefined ? undefined : JSON.stringify(keys);
  const [state, setState] = useState<{ key: string | undefined; value: CallState<CallData<C>[]> }>({ key, value: { status: 'loading' } });
  useEffect(() => {
    if (key === undefined) return undefined;
    let current = true;
    const asked = (JSON.parse(key) as string[]).map((one) => ask(api, contract, JSON.parse(one)[2] as CallInput<C>, one));
    Promise.all(asked)
      .then((data) => current && setState({ key, value: { status: 'done', data } }))
      .catch(() => current && setState({ key, value: { status: 'failed' } }));
    return () => void (current = false);
  }, [api, contract, key]);
  // While new inputs are being asked, the answers to the old ones are not shown as if they were the new ones'.
  const shown: CallState<CallData<C>[]> = state.key === key ? state.value : { status: 'loading' };
  if (shown.status !== 'loading' || keys === undefined) return shown;
  // GETs answered before show at once, so that a page visited again (Back) renders whole in its first render
  // and the router can restore its scroll position.
  const known = answers.get(api);
  const arrived = keys.map((one) => known?.get(one)?.arrived);
  return arrived.every((answer) => answer !== undefined)
    ? { status: 'done', data: arrived.map((answer) => answer.data as CallData<C>) }
    : shown;
}
