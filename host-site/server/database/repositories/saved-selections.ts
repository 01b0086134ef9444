import type { Kysely } from 'kysely';
import { migratedNames } from '../migrations/0006-projects';
import type { Database } from '../schema';
import { readCurrentList, saveCurrentList, type ListContent, type ListedProduct } from './projects';

export type { ListedProduct } from './projects';

/**
 * The specification's saved selection list: since issue 27 the member's current list (the chosen list of the chosen
 * project, repositories/projects.ts), products in order, each pointing by conditionIndex into conditions.
 */
export interface SavedList<C extends object = object, P extends ListedProduct = ListedProduct> extends ListContent<C, P> {
  /** null while the member never saved a list. */
  savedAt: string | null;
}

/** The current list; empty lists and savedAt null while the member has none. */
export async function readSavedList<C extends object, P extends ListedProduct>(db: Kysely<Database>, userId: number): Promise<SavedList<C, P>> {
  const list = await readCurrentList<C, P>(db, userId);
  return list ? { conditions: list.conditions, products: list.products, savedAt: list.savedAt } : { conditions: [], products: [], savedAt: null };
}

/**
 * Replaces the current list with `list`, whole, in one transaction: the old list stays as it was if anything fails,
 * and of two saves at once the later wins whole. A member without a project gets one (`names`, by default those the
 * lists of before were moved into).
 * @throws DataError unknown_user, or condition_index_out_of_list / duplicate_hashkey for a list that does not hold together.
 */
export async function replaceSavedList<C extends object, P extends ListedProduct>(
  db: Kysely<Database>,
  userId: number,
  list: ListContent<C, P>,
  now: Date = new Date(),
  names: { project: string; list: string } = migratedNames,
): Promise<SavedList<C, P>> {
  const saved = await saveCurrentList(db, userId, list, names, now);
  return { conditions: saved.conditions, products: saved.products, savedAt: saved.savedAt };
}
