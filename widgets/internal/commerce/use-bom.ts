import { useEffect, useState } from 'react';
import { bom, bomItemsQuery, type BomAnswer } from '../../../src/contracts/bom';
import { useApiClient } from '../element/api-client';

/** One chosen product as the bill of materials takes it. */
export interface BomItem {
  partNumber: string;
  quantity: number;
  /** The selection's link (the maker's details page of the chosen product): it travels with the cart lines. */
  link: string;
}

export type BomState = { status: 'loading' } | { status: 'failed'; retry: () => void } | { status: 'ready'; bom: BomAnswer };

type Answer = { query: string; attempt: number } & ({ bom: BomAnswer } | { failed: true });

/** The bill of `items` from the server (catalogue data only), asked again when the items change. */
export function useBom(items: readonly BomItem[]): BomState {
  const api = useApiClient();
  const query = bomItemsQuery(items);
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<Answer | undefined>(undefined);
  useEffect(() => {
    if (query === '') return undefined;
    let live = true;
    api.call(bom, { query: { items: query } }, { showsRefusal: true }).then(
      (data) => live && setAnswer({ query, attempt, bom: data }),
      () => live && setAnswer({ query, attempt, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [api, query, attempt]);
  // An answer to other items, or to the attempt before a retry, is no answer to these.
  if (!answer || answer.query !== query || answer.attempt !== attempt) return { status: 'loading' };
  return 'bom' in answer ? { status: 'ready', bom: answer.bom } : { status: 'failed', retry: () => setAttempt((n) => n + 1) };
}
