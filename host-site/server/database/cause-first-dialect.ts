import type { DatabaseConnection, Dialect, Driver, QueryResult, TransactionSettings } from 'kysely';

/**
 * A dialect whose failed transactions throw what failed, not what failed after it. Kysely rolls a transaction back
 * when its statement or its commit fails, and when that rollback fails too, its error replaces the first: SQLite, for
 * one, ends a transaction itself on a write it cannot make (a read-only file, a full disk, an I/O error), so the
 * rollback says "cannot rollback - no transaction is active" and the cause was lost (issue 38). Here a rollback that
 * fails after a failed statement throws that statement's error, with the rollback's as `rollbackError`.
 */
export function causeFirst(dialect: Dialect): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createDriver: () => new CauseFirstDriver(dialect.createDriver()),
  };
}

/** A connection that remembers its last failed statement (until one succeeds). */
class RememberingConnection implements DatabaseConnection {
  lastFailure: unknown;

  constructor(readonly inner: DatabaseConnection) {}

  async executeQuery<R>(query: Parameters<DatabaseConnection['executeQuery']>[0]): Promise<QueryResult<R>> {
    try {
      const result = await this.inner.executeQuery<R>(query);
      this.lastFailure = undefined;
      return result;
    } catch (error) {
      this.lastFailure = error;
      throw error;
    }
  }

  streamQuery<R>(...args: Parameters<DatabaseConnection['streamQuery']>): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery<R>(...args);
  }
}

class CauseFirstDriver implements Driver {
  constructor(private readonly inner: Driver) {
    // Savepoints run their statements through the connection given, so the inner driver's serve as they are.
    if (inner.savepoint) this.savepoint = inner.savepoint.bind(inner);
    if (inner.rollbackToSavepoint) this.rollbackToSavepoint = inner.rollbackToSavepoint.bind(inner);
    if (inner.releaseSavepoint) this.releaseSavepoint = inner.releaseSavepoint.bind(inner);
  }

  savepoint?: Driver['savepoint'];
  rollbackToSavepoint?: Driver['rollbackToSavepoint'];
  releaseSavepoint?: Driver['releaseSavepoint'];

  init(): Promise<void> {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return new RememberingConnection(await this.inner.acquireConnection());
  }

  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    return this.inner.beginTransaction(connection, settings);
  }

  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return this.inner.commitTransaction(connection);
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    const cause = (connection as RememberingConnection).lastFailure;
    try {
      await this.inner.rollbackTransaction(connection);
    } catch (rollbackError) {
      if (cause === undefined || cause === null || typeof cause !== 'object') throw rollbackError;
      Object.assign(cause, { rollbackError });
      throw cause;
    }
  }

  releaseConnection(connection: DatabaseConnection): Promise<void> {
    return this.inner.releaseConnection((connection as RememberingConnection).inner);
  }

  destroy(): Promise<void> {
    return this.inner.destroy();
  }
}
