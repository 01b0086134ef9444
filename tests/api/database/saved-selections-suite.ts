import { beforeEach, describe, expect, it } from 'vitest';
import {
  createUnitSet,
  createUser,
  DataError,
  deleteUnitSet,
  deleteUser,
  getPreferences,
  readSavedList,
  replaceSavedList,
  savePreferences,
  type DatabaseConnection,
} from '../../../host-site/server/database';

interface Condition {
  valveName: string;
  Te: number;
  mark: string;
}
interface Product {
  Hashkey: string;
  conditionIndex: number;
  PartNumber: string;
}

/** A list of `size` products over two condition sets, every name marked with `mark` so that lists can be told apart. */
function listOf(mark: string, size: number): { conditions: Condition[]; products: Product[] } {
  return {
    conditions: [
      { valveName: 'Sov', Te: -10, mark },
      { valveName: 'Eev', Te: 5, mark },
    ],
    products: Array.from({ length: size }, (_, index) => ({ Hashkey: `${mark}-${index}`, conditionIndex: index % 2, PartNumber: `${mark}/${index}` })),
  };
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
}

/** The saved selection list and the chosen unit set, the same on every database. */
export function savedSelectionsSuite(connection: () => DatabaseConnection): void {
  beforeEach(async () => {
    await connection().db.deleteFrom('users').execute();
  });

  describe('saved selection lists', () => {
    it('are empty, never saved, until the first save', async () => {
      const user = await createUser(connection().db);
      expect(await readSavedList(connection().db, user.id)).toEqual({ conditions: [], products: [], savedAt: null });
    });

    it('are replaced whole and read back in order', async () => {
      const db = connection().db;
      const user = await createUser(db);
      const first = listOf('a', 7);
      const saved = await replaceSavedList(db, user.id, first, new Date('2026-05-01T00:00:00.000Z'));
      expect(saved).toEqual({ ...first, savedAt: '2026-05-01T00:00:00.000Z' });
      expect(await readSavedList(db, user.id)).toEqual(saved);

      const second = listOf('b', 3);
      await replaceSavedList(db, user.id, second);
      const read = await readSavedList<Condition, Product>(db, user.id);
      expect(read.products.map((product) => product.Hashkey)).toEqual(['b-0', 'b-1', 'b-2']);

      await replaceSavedList(db, user.id, { conditions: [], products: [] });
      expect(await readSavedList(db, user.id)).toMatchObject({ conditions: [], products: [] });
    });

    it('a save that fails on its last product leaves the previous list whole', async () => {
      const db = connection().db;
      const user = await createUser(db);
      await replaceSavedList(db, user.id, listOf('old', 5));
      const broken = listOf('new', 6);
      broken.products[5] = { ...broken.products[5]!, Hashkey: 'new-0' };
      const error = await rejection(replaceSavedList(db, user.id, broken));
      expect(error).toBeInstanceOf(DataError);
      expect((error as DataError).code).toBe('duplicate_hashkey');
      const outOfList = listOf('new', 6);
      outOfList.products[5] = { ...outOfList.products[5]!, conditionIndex: 2 };
      expect(((await rejection(replaceSavedList(db, user.id, outOfList))) as DataError).code).toBe('condition_index_out_of_list');
      const read = await readSavedList<Condition, Product>(db, user.id);
      expect(read.products.map((product) => product.Hashkey)).toEqual(['old-0', 'old-1', 'old-2', 'old-3', 'old-4']);
    });

    it('of many saves at once, the list is one of them whole', async () => {
      const db = connection().db;
      const user = await createUser(db);
      const lists = Array.from({ length: 8 }, (_, index) => listOf(`tab${index}`, 20 + index));
      await Promise.all(lists.map((list) => replaceSavedList(db, user.id, list)));
      const read = await readSavedList<Condition, Product>(db, user.id);
      const mark = read.products[0]!.Hashkey.split('-')[0]!;
      expect(read.products).toEqual(lists.find((list) => list.products[0]!.Hashkey.startsWith(`${mark}-`))!.products);
      const head = await db
        .selectFrom('project_lists')
        .innerJoin('projects', 'projects.id', 'project_lists.project_id')
        .select('project_lists.product_count')
        .where('projects.user_id', '=', user.id)
        .executeTakeFirstOrThrow();
      expect(head.product_count).toBe(read.products.length);
    });

    it('a read during saves sees one list whole', async () => {
      const db = connection().db;
      const user = await createUser(db);
      await replaceSavedList(db, user.id, listOf('first', 30));
      const saves = Array.from({ length: 6 }, (_, index) => replaceSavedList(db, user.id, listOf(`save${index}`, 30 + index)));
      const reads = Array.from({ length: 12 }, () => readSavedList<Condition, Product>(db, user.id));
      await Promise.all(saves);
      for (const read of await Promise.all(reads)) {
        const marks = new Set([...read.products.map((product) => product.Hashkey.split('-')[0]), ...read.conditions.map((condition) => condition.mark)]);
        expect([...marks]).toHaveLength(1);
        expect(read.products).toEqual(listOf([...marks][0]!, read.products.length).products);
      }
    });

    it('belong to one user and go with them', async () => {
      const db = connection().db;
      const [a, b] = [await createUser(db), await createUser(db)];
      await replaceSavedList(db, a.id, listOf('a', 2));
      await replaceSavedList(db, b.id, listOf('a', 3));
      expect((await readSavedList(db, a.id)).products).toHaveLength(2);
      await deleteUser(db, a.id);
      expect(await db.selectFrom('projects').select('user_id').where('user_id', '=', a.id).execute()).toEqual([]);
      expect((await readSavedList(db, b.id)).products).toHaveLength(3);
    });

    it('refuse an unknown user', async () => {
      const error = await rejection(replaceSavedList(connection().db, 999_999, listOf('x', 1)));
      expect((error as DataError).code).toBe('unknown_user');
    });
  });

  describe('the chosen unit set', () => {
    it("is one of the user's sets, and none once that set is deleted", async () => {
      const db = connection().db;
      const [owner, other] = [await createUser(db), await createUser(db)];
      const set = await createUnitSet(db, owner.id, { name: 'Shop', units: { Press: 'psi' } });
      expect((await savePreferences(db, owner.id, { customUnitSetId: set.id })).customUnitSetId).toBe(set.id);

      const error = await rejection(savePreferences(db, other.id, { customUnitSetId: set.id, unitSystem: 1 }));
      expect((error as DataError).code).toBe('unit_set_not_found');
      expect(await getPreferences(db, other.id)).toMatchObject({ customUnitSetId: null, unitSystem: 2, updatedAt: null });

      await deleteUnitSet(db, owner.id, set.id);
      expect((await getPreferences(db, owner.id)).customUnitSetId).toBeNull();
    });
  });
}
