import type { Kysely } from 'kysely';
import type { Database } from '../schema';

export interface User {
  id: number;
  createdAt: string;
}

/** A new user with no preferences yet (they read as the defaults). */
export async function createUser(db: Kysely<Database>, now: Date = new Date()): Promise<User> {
  const row = await db.insertInto('users').values({ created_at: now.toISOString() }).returningAll().executeTakeFirstOrThrow();
  return { id: row.id, createdAt: row.created_at };
}

/** Deletes a user and, by cascade, everything that belongs to them. True when the user existed. */
export async function deleteUser(db: Kysely<Database>, userId: number): Promise<boolean> {
  const result = await db.deleteFrom('users').where('id', '=', userId).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
