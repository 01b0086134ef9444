import type { Kysely, Migration } from 'kysely';

/**
 * The language of a cXML punch-out session (issue 35): the setup request's xml:lang, which the order message carries
 * back (its cXML and each Description's xml:lang). Sessions of before say English, as their messages did.
 */
export function punchoutLanguage(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('punchout_sessions').addColumn('language', 'text', (column) => column.notNull().defaultTo('en')).execute();
    },

    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('punchout_sessions').dropColumn('language').execute();
    },
  };
}
