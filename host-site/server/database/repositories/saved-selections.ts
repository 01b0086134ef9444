import type { Kysely, Transaction } from 'kysely';
import { DataError, violatedConstraint } from '../data-error';
import type { Database } from '../schema';

/** A product of a saved list as the data layer needs to see it; the rest of it is kept as JSON. */
export interface ListedProduct {
  Hashkey: string;
  conditionIndex: number;
}

/** A user's saved selection list: products in order, each pointing by conditionIndex into conditions. */
export interface SavedList<C extends object = object, P extends ListedProduct = ListedProduct> {
  conditions: C[];
  products: P[];
  /** null while the user never saved a list. */
  savedAt: string | null;
}

/** A user's saved list; empty lists and savedAt null when they never saved one. */
export async function readSavedList<C extends object, P extends ListedProduct>(db: Kysely<Database>, userId: number): Promise<SavedList<C, P>> {
  // One snapshot for the three reads (PostgreSQL's default, read committed, takes one per statement), so a save
  // committed between them cannot give the products of one list and the conditions of another.
  return db.transaction().setIsolationLevel('repeatable read').execute(async (trx) => {
    const head = await trx.selectFrom('saved_selections').select('saved_at').where('user_id', '=', userId).executeTakeFirst();
    if (!head) return { conditions: [], products: [], savedAt: null };
    const conditions = await trx.selectFrom('saved_selection_conditions').select('body').where('user_id', '=', userId).orderBy('position').execute();
    const products = await trx.selectFrom('saved_selection_products').select('body').where('user_id', '=', userId).orderBy('position').execute();
    return {
      conditions: conditions.map((row) => JSON.parse(row.body) as C),
      products: products.map((row) => JSON.parse(row.body) as P),
      savedAt: head.saved_at,
    };
  });
}

/**
 * Replaces a user's saved list with `list`, whole, in one transaction: the old list stays as it was if anything
 * fails. The head row is written first: on PostgreSQL its row lock makes a second save of the same user wait until
 * the first commits, so its delete sees the first one's rows and the later save wins whole.
 * @throws DataError unknown_user, or condition_index_out_of_list / duplicate_hashkey for a list that does not hold together.
 */
export async function replaceSavedList<C extends object, P extends ListedProduct>(
  db: Kysely<Database>,
  userId: number,
  list: Omit<SavedList<C, P>, 'savedAt'>,
  now: Date = new Date(),
): Promise<SavedList<C, P>> {
  const savedAt = now.toISOString();
  try {
    await db.transaction().execute(async (trx) => {
      const head = { product_count: list.products.length, saved_at: savedAt };
      await trx
        .insertInto('saved_selections')
        .values({ user_id: userId, ...head })
        .onConflict((conflict) => conflict.column('user_id').doUpdateSet(head))
        .execute();
      await trx.deleteFrom('saved_selection_products').where('user_id', '=', userId).execute();
      await trx.deleteFrom('saved_selection_conditions').where('user_id', '=', userId).execute();
      await insertRows(trx, userId, list);
    });
  } catch (error) {
    throw writeError(error, userId);
  }
  return { ...list, savedAt };
}

// Rows go in batches: one statement per row would hold the write lock far longer, a single one for 500 rows could
// pass SQLite's bound-parameter limit on older builds.
const batchSize = 100;

async function insertRows(trx: Transaction<Database>, userId: number, list: Omit<SavedList, 'savedAt'>): Promise<void> {
  const conditions = list.conditions.map((condition, position) => ({ user_id: userId, position, body: JSON.stringify(condition) }));
  for (let start = 0; start < conditions.length; start += batchSize) {
    await trx.insertInto('saved_selection_conditions').values(conditions.slice(start, start + batchSize)).execute();
  }
  const products = list.products.map((product, position) => {
    if (!Number.isInteger(product.conditionIndex) || product.conditionIndex < 0 || product.conditionIndex >= list.conditions.length) {
      throw new DataError({ code: 'condition_index_out_of_list', position, conditionIndex: product.conditionIndex });
    }
    return { user_id: userId, position, hashkey: product.Hashkey, condition_position: product.conditionIndex, body: JSON.stringify(product) };
  });
  for (let start = 0; start < products.length; start += batchSize) {
    await trx.insertInto('saved_selection_products').values(products.slice(start, start + batchSize)).execute();
  }
}

function writeError(error: unknown, userId: number): unknown {
  switch (violatedConstraint(error)) {
    case 'foreign_key':
      return new DataError({ code: 'unknown_user', userId }, { cause: error });
    case 'unique':
      return new DataError({ code: 'duplicate_hashkey' }, { cause: error });
    default:
      return error;
  }
}
