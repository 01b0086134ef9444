import type { Kysely, Migration } from 'kysely';
import { unitSetName } from '../../../../src/contracts/unit-set-name';
import type { DialectName } from '../schema';

interface Row {
  id: number;
  user_id: number;
  name: string;
}

/**
 * A member's unit set names are unique whatever their case and spaces (issue 41): "Plant A" cannot sit beside
 * "plant  a", which the list showed as two alike entries. Each set gets the key of its name, unique per member; the
 * sets of before that clash keep the first by id, the others are renamed "Name (2)", "Name (3)" … so that none is lost.
 */
export function unitSetNameKeys(_dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('custom_unit_sets').addColumn('name_key', 'text', (column) => column.notNull().defaultTo('')).execute();
      const sets = db as unknown as Kysely<{ custom_unit_sets: Row & { name_key: string } }>;
      const rows = await sets.selectFrom('custom_unit_sets').select(['id', 'user_id', 'name']).orderBy('id').execute();
      const taken = new Set<string>();
      for (const row of rows) {
        let { name, key } = unitSetName(row.name);
        for (let n = 2; taken.has(`${row.user_id} ${key}`); n += 1) ({ name, key } = unitSetName(`${unitSetName(row.name).name} (${n})`));
        taken.add(`${row.user_id} ${key}`);
        await sets.updateTable('custom_unit_sets').set({ name, name_key: key }).where('id', '=', row.id).execute();
      }
      await db.schema.createIndex('custom_unit_sets_user_name_key').on('custom_unit_sets').columns(['user_id', 'name_key']).unique().execute();
    },

    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('custom_unit_sets_user_name_key').execute();
      await db.schema.alterTable('custom_unit_sets').dropColumn('name_key').execute();
    },
  };
}
