import { bom, bomChoicesQuery, bomItemsQuery, type BomAnswer } from '../../../src/contracts/bom';
import type { SelectCondition } from '../../../src/contracts/selection';
import { useApiClient } from '../element/api-client';
import { useAnswer } from '../element/use-answer';

/** One chosen product as the bill of materials takes it. */
export interface BomItem {
  partNumber: string;
  quantity: number;
  /** The chosen product's page (a whole address): it travels with the cart lines. */
  link: string;
  /** The conditions it was chosen at (a row's `SelectCondition`): the cart lines carry the selection's link of them. */
  conditions?: SelectCondition | undefined;
  /** The coil (or stator) the buyer picked for it where it was chosen (a Selected List item's, issue 35). */
  chosen?: string | undefined;
}

export type BomState = { status: 'loading' } | { status: 'failed'; retry: () => void } | { status: 'ready'; bom: BomAnswer };

/**
 * The bill of `items` from the server (catalogue data only), asked again when the items or the buyer's `choices`
 * (product part number to chosen part number, issue #35) change.
 */
export function useBom(items: readonly BomItem[], choices: Readonly<Record<string, string>> = {}): BomState {
  const api = useApiClient();
  const query = bomItemsQuery(items);
  const choicesQuery = bomChoicesQuery(choices);
  const answer = useAnswer(
    query === '' ? undefined : `${query}\n${choicesQuery}`,
    async () => ({ query, bom: await api.call(bom, { query: { items: query, ...(choicesQuery ? { choices: choicesQuery } : {}) } }, { showsRefusal: true }) }),
    { source: api },
  );
  if (answer.status === 'ready') return { status: 'ready', bom: answer.data.bom };
  // The same items with another choice: the bill stays on screen (and the choice's select keeps the focus) until
  // the new one arrives, or a failure of the new one is shown.
  if (answer.status === 'loading' && answer.last?.query === query) return { status: 'ready', bom: answer.last.bom };
  if (answer.status === 'failed') return { status: 'failed', retry: answer.retry };
  return { status: 'loading' };
}
