import { useEffect, useState } from 'react';
import { bom, bomChoicesQuery, bomItemsQuery, type BomAnswer } from '../../../src/contracts/bom';
import { useApiClient } from '../element/api-client';

/** One chosen product as the bill of materials takes it. */
export interface BomItem {
  partNumber: string;
  quantity: number;
  /** The selection's link (the maker's details page of the chosen product): it travels with the cart lines. */
  link: string;
}

export type BomState = { status: 'loading' } | { status: 'failed'; retry: () => void } | { status: 'ready'; bom: BomAnswer };

type Answer = { query: string; choicesQuery: string; attempt: number } & ({ bom: BomAnswer } | { failed: true });

/**
 * The bill of `items` from the server (catalogue data only), asked again when the items or the buyer's `choices`
 * (product part number to chosen part number, issue #35) change.
 */
export function useBom(items: readonly BomItem[], choices: Readonly<Record<string, string>> = {}): BomState {
  const api = useApiClient();
  const query = bomItemsQuery(items);
  const choicesQuery = bomChoicesQuery(choices);
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<Answer | undefined>(undefined);
  useEffect(() => {
    if (query === '') return undefined;
    let live = true;
    api.call(bom, { query: { items: query, ...(choicesQuery ? { choices: choicesQuery } : {}) } }, { showsRefusal: true }).then(
      (data) => live && setAnswer({ query, choicesQuery, attempt, bom: data }),
      () => live && setAnswer({ query, choicesQuery, attempt, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [api, query, choicesQuery, attempt]);
  // An answer to other items, or to the attempt before a retry, is no answer to these.
  if (!answer || answer.query !== query || answer.attempt !== attempt) return { status: 'loading' };
  // The same items with another choice: the bill stays on screen (and the choice's select keeps the focus) until
  // the new one arrives.
  if (answer.choicesQuery !== choicesQuery) return 'bom' in answer ? { status: 'ready', bom: answer.bom } : { status: 'loading' };
  return 'bom' in answer ? { status: 'ready', bom: answer.bom } : { status: 'failed', retry: () => setAttempt((n) => n + 1) };
}
