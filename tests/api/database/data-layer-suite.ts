import { sql } from 'kysely';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  createUnitSet,
  createUser,
  DataError,
  deleteUnitSet,
  deleteUser,
  getPreferences,
  getUnitSet,
  listUnitSets,
  migrateToLatest,
  savePreferences,
  updateUnitSet,
  type DatabaseConnection,
  type DataErrorCode,
} from '../../../host-site/server/database';

/** Resolves when `promise` rejects with a DataError of `code`. */
async function expectDataError(promise: Promise<unknown>, code: DataErrorCode): Promise<void> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(DataError);
  expect((error as DataError).code).toBe(code);
}

/**
 * The data layer's behaviour, the same on every database. `connection()` gives a migrated, empty database; the
 * suite deletes the users it made before each test, so tests do not see each other's rows.
 */
export function dataLayerSuite(connection: () => DatabaseConnection): void {
  beforeEach(async () => {
    await connection().db.deleteFrom('users').execute();
  });

  describe('migrations', () => {
    it('a second run changes nothing', async () => {
      await migrateToLatest(connection());
      const applied = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(connection().db);
      expect(applied.rows.map((row) => row.name)).toEqual(['0001-users-and-unit-preferences', '0002-accounts', '0003-saved-selections', '0004-rate-counters', '0005-sessions-and-owner-checks', '0006-projects', '0007-unit-set-name-keys', '0008-write-probes', '0009-punchout-sessions', '0010-report-jobs', '0011-punchout-language']);
    });
  });

  describe('users', () => {
    it('get increasing ids and a creation time', async () => {
      const first = await createUser(connection().db, new Date('2026-01-02T03:04:05.000Z'));
      const second = await createUser(connection().db);
      expect(second.id).toBeGreaterThan(first.id);
      expect(first.createdAt).toBe('2026-01-02T03:04:05.000Z');
    });

    it('deleting a user deletes their preferences and unit sets', async () => {
      const db = connection().db;
      const user = await createUser(db);
      await savePreferences(db, user.id, { unitSystem: 1 });
      await createUnitSet(db, user.id, { name: 'Mine', units: { Press: 'bar' } });
      expect(await deleteUser(db, user.id)).toBe(true);
      expect(await deleteUser(db, user.id)).toBe(false);
      expect(await db.selectFrom('user_preferences').selectAll().execute()).toEqual([]);
      expect(await db.selectFrom('custom_unit_sets').selectAll().execute()).toEqual([]);
    });
  });

  describe('preferences', () => {
    it('are the defaults (metric, no refrigerant) until saved', async () => {
      const user = await createUser(connection().db);
      expect(await getPreferences(connection().db, user.id)).toEqual({
        unitSystem: 2,
        defaultRefrigerant: null,
        favouriteRefrigerants: [],
        customUnitSetId: null,
        updatedAt: null,
      });
    });

    it('save whole, then in part, keeping what was not given', async () => {
      const db = connection().db;
      const user = await createUser(db);
      const saved = await savePreferences(
        db,
        user.id,
        { unitSystem: 1, defaultRefrigerant: 'R134a', favouriteRefrigerants: ['R134a', 'R32', 'R134a'] },
        new Date('2026-03-01T10:00:00.000Z'),
      );
      expect(saved).toEqual({ unitSystem: 1, defaultRefrigerant: 'R134a', favouriteRefrigerants: ['R134a', 'R32'], customUnitSetId: null, updatedAt: '2026-03-01T10:00:00.000Z' });
      expect(await getPreferences(db, user.id)).toEqual(saved);

      await savePreferences(db, user.id, { defaultRefrigerant: null }, new Date('2026-03-02T10:00:00.000Z'));
      expect(await getPreferences(db, user.id)).toEqual({
        unitSystem: 1,
        defaultRefrigerant: null,
        favouriteRefrigerants: ['R134a', 'R32'],
        customUnitSetId: null,
        updatedAt: '2026-03-02T10:00:00.000Z',
      });
    });

    it('belong to one user each', async () => {
      const db = connection().db;
      const [a, b] = [await createUser(db), await createUser(db)];
      await savePreferences(db, a.id, { unitSystem: 1 });
      expect((await getPreferences(db, b.id)).unitSystem).toBe(2);
    });

    it('refuse an unknown user', async () => {
      await expectDataError(savePreferences(connection().db, 999_999, { unitSystem: 1 }), 'unknown_user');
    });

    it('the database itself refuses a unit system other than 1 or 2', async () => {
      const db = connection().db;
      const user = await createUser(db);
      await expect(
        db.insertInto('user_preferences').values({ user_id: user.id, unit_system: 3, default_refrigerant: null, favourite_refrigerants: '[]', updated_at: 'x' }).execute(),
      ).rejects.toThrow();
    });
  });

  describe('custom unit sets', () => {
    it('store canonical labels in quantity order and list by name', async () => {
      const db = connection().db;
      const user = await createUser(db);
      const shop = await createUnitSet(db, user.id, { name: ' Shop ', units: { VolumeFlow: 'm3/h', Press: 'psi', Temp: 'C' } }, new Date('2026-04-01T00:00:00.000Z'));
      expect(shop).toEqual({
        id: expect.any(Number),
        userId: user.id,
        name: 'Shop',
        units: { Temp: '℃', Press: 'Psi', VolumeFlow: 'm³/h' },
        createdAt: '2026-04-01T00:00:00.000Z',
        updatedAt: '2026-04-01T00:00:00.000Z',
      });
      expect(Object.keys(shop.units)).toEqual(['Temp', 'Press', 'VolumeFlow']);
      await createUnitSet(db, user.id, { name: 'Lab', units: { Entropy: 'kJ/(kg.K)' } });
      const list = await listUnitSets(db, user.id);
      expect(list.map((set) => set.name)).toEqual(['Lab', 'Shop']);
      expect(list[0]!.units).toEqual({ Entropy: 'kJ/(kg·K)' });
      expect(await getUnitSet(db, user.id, shop.id)).toEqual(shop);
    });

    it('refuse units the engine does not know for the quantity', async () => {
      const db = connection().db;
      const user = await createUser(db);
      await expectDataError(createUnitSet(db, user.id, { name: 'A', units: { Press: 'K' } }), 'unit_not_of_quantity');
      await expectDataError(createUnitSet(db, user.id, { name: 'A', units: { Press: 'furlong' } }), 'unit_not_of_quantity');
      await expectDataError(createUnitSet(db, user.id, { name: 'A', units: { Pressure: 'bar' } }), 'unknown_quantity');
      await expectDataError(createUnitSet(db, user.id, { name: 'A', units: {} }), 'empty_unit_set');
      await expectDataError(createUnitSet(db, user.id, { name: '  ', units: { Press: 'bar' } }), 'unit_set_name_required');
      expect(await listUnitSets(db, user.id)).toEqual([]);
    });

    it('have names unique per user, not across users', async () => {
      const db = connection().db;
      const [a, b] = [await createUser(db), await createUser(db)];
      await createUnitSet(db, a.id, { name: 'Shop', units: { Press: 'bar' } });
      await expectDataError(createUnitSet(db, a.id, { name: 'Shop', units: { Temp: 'K' } }), 'duplicate_unit_set');
      await createUnitSet(db, b.id, { name: 'Shop', units: { Press: 'bar' } });
      expect(await listUnitSets(db, b.id)).toHaveLength(1);
    });

    // Issue 41: the uniqueness holds for a burst sent at once, not only in a row (the key's unique index decides).
    it('keep one of ten sets created at once under names alike but for case and spaces, refusing the other nine', async () => {
      const db = connection().db;
      const user = await createUser(db);
      const names = ['Burst', 'burst', 'BURST', ' Burst ', 'B urst', 'bUrSt', 'Bur st', 'burst  ', 'BuRST', 'b u r s t'];
      const outcomes = await Promise.allSettled(names.map((name) => createUnitSet(db, user.id, { name, units: { Temp: 'K' } })));
      expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
      for (const outcome of outcomes) if (outcome.status === 'rejected') expect((outcome.reason as DataError).detail).toMatchObject({ code: 'duplicate_unit_set' });
      expect(await listUnitSets(db, user.id)).toHaveLength(1);
    });

    // Issue 41: two sets named alike but for case and spaces showed as two identical entries of the list.
    it('have names unique per user whatever their case and spaces, refused with the name of the set that has it', async () => {
      const db = connection().db;
      const [a, b] = [await createUser(db), await createUser(db)];
      const plant = await createUnitSet(db, a.id, { name: '  Plant   room ', units: { Press: 'bar' } });
      expect(plant.name).toBe('Plant room');
      for (const name of ['plant room', 'PLANT ROOM', 'Plantroom', ' plant\troom ']) {
        const error = await createUnitSet(db, a.id, { name, units: { Temp: 'K' } }).catch((reason: unknown) => reason);
        expect(error, name).toBeInstanceOf(DataError);
        expect((error as DataError).detail, name).toEqual({ code: 'duplicate_unit_set', name: 'Plant room' });
      }
      const lab = await createUnitSet(db, a.id, { name: 'Lab', units: { Press: 'kPa' } });
      await expectDataError(updateUnitSet(db, a.id, lab.id, { name: 'plant ROOM' }), 'duplicate_unit_set');
      // A set renamed to its own name in other case is no clash.
      expect((await updateUnitSet(db, a.id, plant.id, { name: 'PLANT room' })).name).toBe('PLANT room');
      expect((await listUnitSets(db, a.id)).map((set) => set.name)).toEqual(['Lab', 'PLANT room']);
      await createUnitSet(db, b.id, { name: 'plant room', units: { Press: 'bar' } });
    });

    it('refuse an unknown user', async () => {
      await expectDataError(createUnitSet(connection().db, 999_999, { name: 'A', units: { Press: 'bar' } }), 'unknown_user');
    });

    it('update by name or units, only the owner', async () => {
      const db = connection().db;
      const [owner, other] = [await createUser(db), await createUser(db)];
      const set = await createUnitSet(db, owner.id, { name: 'Shop', units: { Press: 'bar' } }, new Date('2026-04-01T00:00:00.000Z'));
      await createUnitSet(db, owner.id, { name: 'Lab', units: { Press: 'kPa' } });

      const renamed = await updateUnitSet(db, owner.id, set.id, { name: 'Workshop' }, new Date('2026-04-02T00:00:00.000Z'));
      expect(renamed).toMatchObject({ name: 'Workshop', units: { Press: 'bar' }, createdAt: '2026-04-01T00:00:00.000Z', updatedAt: '2026-04-02T00:00:00.000Z' });
      const reunited = await updateUnitSet(db, owner.id, set.id, { units: { Temp: 'degF', MassFlow: 'lb/hr' } });
      expect(reunited.units).toEqual({ Temp: '℉', MassFlow: 'lb/h' });

      await expectDataError(updateUnitSet(db, owner.id, set.id, { name: 'Lab' }), 'duplicate_unit_set');
      await expectDataError(updateUnitSet(db, owner.id, set.id, { units: { Temp: 'bar' } }), 'unit_not_of_quantity');
      await expectDataError(updateUnitSet(db, other.id, set.id, { name: 'Stolen' }), 'unit_set_not_found');
      expect((await getUnitSet(db, owner.id, set.id))!.name).toBe('Workshop');
      expect(await getUnitSet(db, other.id, set.id)).toBeUndefined();
    });

    it('delete only the owner’s, once', async () => {
      const db = connection().db;
      const [owner, other] = [await createUser(db), await createUser(db)];
      const set = await createUnitSet(db, owner.id, { name: 'Shop', units: { Press: 'bar' } });
      await expectDataError(deleteUnitSet(db, other.id, set.id), 'unit_set_not_found');
      await deleteUnitSet(db, owner.id, set.id);
      await expectDataError(deleteUnitSet(db, owner.id, set.id), 'unit_set_not_found');
      expect(await listUnitSets(db, owner.id)).toEqual([]);
    });
  });
}
