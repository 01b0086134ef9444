import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { ServerConfig } from '../../config';
import { connectDatabase, migrateToLatest, type Database, type DialectName, type PoolUsage } from '../../database';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    databaseDialect: DialectName;
    /** The PostgreSQL pool's connections now; undefined on SQLite (one connection, no pool). */
    databasePoolUsage: (() => PoolUsage) | undefined;
  }
}

/** Opens the database, brings its schema up to date before the first request, and closes it with the server. */
export default fp<{ database: ServerConfig['database'] }>(
  async (app, { database }) => {
    const connection = connectDatabase(database, app.log);
    try {
      await migrateToLatest(connection);
    } catch (error) {
      await connection.db.destroy();
      throw error;
    }
    app.decorate('db', connection.db);
    app.decorate('databaseDialect', connection.dialect);
    app.decorate('databasePoolUsage', connection.poolUsage);
    app.addHook('onClose', async () => connection.db.destroy());
  },
  { name: 'database' },
);
