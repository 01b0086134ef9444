import type { Kysely } from 'kysely';
import type { Database } from '../schema';

/** What a stored token says about the request that presents it. */
export type TokenState = { state: 'valid'; userId: number; expiresAt: string } | { state: 'expired' } | { state: 'unknown' };

/** Stores a new session under the hash of its token. */
export async function saveToken(db: Kysely<Database>, tokenHash: string, userId: number, now: Date, expiresAt: Date): Promise<void> {
  await db
    .insertInto('auth_tokens')
    .values({ token_hash: tokenHash, user_id: userId, created_at: now.toISOString(), expires_at: expiresAt.toISOString() })
    .execute();
}

/** The session of a token hash at `now`; an expired one is deleted on the way (it can never become valid again). */
export async function readToken(db: Kysely<Database>, tokenHash: string, now: Date): Promise<TokenState> {
  const row = await db.selectFrom('auth_tokens').select(['user_id', 'expires_at']).where('token_hash', '=', tokenHash).executeTakeFirst();
  if (!row) return { state: 'unknown' };
  if (row.expires_at <= now.toISOString()) {
    await db.deleteFrom('auth_tokens').where('token_hash', '=', tokenHash).execute();
    return { state: 'expired' };
  }
  return { state: 'valid', userId: row.user_id, expiresAt: row.expires_at };
}

/** Moves a session's expiry on (sliding sessions). */
export async function extendToken(db: Kysely<Database>, tokenHash: string, expiresAt: Date): Promise<void> {
  await db.updateTable('auth_tokens').set({ expires_at: expiresAt.toISOString() }).where('token_hash', '=', tokenHash).execute();
}

/** Ends one session. */
export async function revokeToken(db: Kysely<Database>, tokenHash: string): Promise<void> {
  await db.deleteFrom('auth_tokens').where('token_hash', '=', tokenHash).execute();
}

/** Ends every session of a user (a password reset). */
export async function revokeUserTokens(db: Kysely<Database>, userId: number): Promise<void> {
  await db.deleteFrom('auth_tokens').where('user_id', '=', userId).execute();
}
