import type { Kysely } from 'kysely';
import type { SaveSelectionBody, SavedCondition, SavedProduct, SavedSelection } from '../../../../src/contracts/schemas/results';
import { readSavedList, replaceSavedList, type Database, type SavedList } from '../../database';

function answerOf(list: SavedList<SavedCondition, SavedProduct>): SavedSelection {
  return { productList: list.products, conditions: list.conditions, savedAt: list.savedAt };
}

/** The products in their order without a repeated Hashkey: the first stays (SPEC §4: duplicates by hash are ignored). */
function withoutRepeats(products: SavedProduct[]): SavedProduct[] {
  const seen = new Set<string>();
  return products.filter((product) => !seen.has(product.Hashkey) && seen.add(product.Hashkey));
}

/**
 * Replaces the member's current list (of his current project, issue 27) with the body's, whole (one transaction in
 * the repository); a member without a project gets one under `names`, in his language.
 */
export async function saveSelection(db: Kysely<Database>, userId: number, body: SaveSelectionBody, names: { project: string; list: string }): Promise<SavedSelection> {
  const saved = await replaceSavedList(db, userId, { conditions: body.conditionList, products: withoutRepeats(body.productList) }, new Date(), names);
  return answerOf(saved);
}

export async function selectionList(db: Kysely<Database>, userId: number): Promise<SavedSelection> {
  return answerOf(await readSavedList<SavedCondition, SavedProduct>(db, userId));
}

/**
 * The saved list, or only the products of `hashkeys` (comma-separated) with the condition sets they use,
 * conditionIndex pointing into the answer's conditions.
 */
export async function currentSelection(db: Kysely<Database>, userId: number, hashkeys: string | undefined): Promise<SavedSelection> {
  const list = await selectionList(db, userId);
  if (hashkeys === undefined) return list;
  const wanted = new Set(hashkeys.split(',').map((key) => key.trim()).filter((key) => key !== ''));
  const products = list.productList.filter((product) => wanted.has(product.Hashkey));
  const kept = [...new Set(products.map((product) => product.conditionIndex))].sort((a, b) => a - b);
  const newIndex = new Map(kept.map((old, index) => [old, index]));
  return {
    productList: products.map((product) => ({ ...product, conditionIndex: newIndex.get(product.conditionIndex)! })),
    conditions: kept.map((old) => list.conditions[old]!),
    savedAt: list.savedAt,
  };
}
