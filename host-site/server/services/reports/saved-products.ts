// Which saved products a report holds: the user's saved list, or the products of the Hashkeys asked for. Whatever
// cannot be reported is refused before anything is made, so that no half-written file ever leaves the server.
import type { Kysely } from 'kysely';
import type { SavedSelection } from '../../../../src/contracts/schemas/results';
import { ResultCode } from '../../../../src/contracts/envelope';
import type { Database } from '../../database';
import { CallFailure } from '../../http/call-failure';
import type { Translate } from '../../../../src/i18n/translate';
import { currentSelection } from '../results';

/** A refusal of the report's request: Result invalidInput (HTTP 400), the reason in the request's language. */
export function refuseReport(t: Translate, reasonKey: string, params: Record<string, unknown> = {}): CallFailure {
  return new CallFailure(ResultCode.invalidInput, 400, 'errors:withReason', { message: t('errors:invalidInput'), reason: t(reasonKey, params) });
}

/** The Hashkeys of a comma list, blanks dropped, each once. */
export function hashkeysOf(list: string): string[] {
  return [...new Set(list.split(',').map((key) => key.trim()).filter((key) => key !== ''))];
}

/**
 * The saved products to report, in the list's order, with the condition sets they use.
 * @throws CallFailure invalidInput for an empty list, an empty `hashkeys`, or a Hashkey the user's list lacks (an
 *   unknown one or another user's: a list is only ever read for its owner).
 */
export async function savedProductsToReport(db: Kysely<Database>, userId: number, hashkeys: string | undefined, t: Translate): Promise<SavedSelection> {
  const wanted = hashkeys === undefined ? undefined : hashkeysOf(hashkeys);
  if (wanted?.length === 0) throw refuseReport(t, 'report:error.nothingTicked');
  const list = await currentSelection(db, userId, wanted?.join(','));
  const found = new Set(list.productList.map((product) => product.Hashkey));
  const missing = (wanted ?? []).filter((key) => !found.has(key));
  if (missing.length > 0) throw refuseReport(t, 'report:error.notInList', { hashkeys: missing.join(', ') });
  if (list.productList.length === 0) throw refuseReport(t, 'report:error.emptyList');
  return list;
}
