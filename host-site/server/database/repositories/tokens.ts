import type { Kysely, Selectable } from 'kysely';
import type { AuthTokensTable, Database } from '../schema';

/** A sign-in session as its member sees it (the token's hash stays in the data layer). */
export interface StoredSession {
  id: string;
  userId: number;
  createdAt: string;
  lastUsedAt: string;
  expiresAt: string;
  absoluteExpiresAt: string;
  userAgent: string;
  address: string;
}

/** A session to store under the hash of its token. */
export interface NewSession extends Omit<StoredSession, 'lastUsedAt'> {
  tokenHash: string;
}

/** What a stored token says about the request that presents it. */
export type TokenState = ({ state: 'valid' } & StoredSession) | { state: 'expired' } | { state: 'unknown' };

/** Stores a new session, and drops the member's sessions that have run out (so that a member's rows stay few). */
export async function saveToken(db: Kysely<Database>, session: NewSession): Promise<void> {
  await db.deleteFrom('auth_tokens').where('user_id', '=', session.userId).where('expires_at', '<=', session.createdAt).execute();
  await db
    .insertInto('auth_tokens')
    .values({
      token_hash: session.tokenHash,
      id: session.id,
      user_id: session.userId,
      created_at: session.createdAt,
      last_used_at: session.createdAt,
      expires_at: session.expiresAt,
      absolute_expires_at: session.absoluteExpiresAt,
      user_agent: session.userAgent,
      address: session.address,
    })
    .execute();
}

/** The session of a token hash at `now`; an expired one is deleted on the way (it can never become valid again). */
export async function readToken(db: Kysely<Database>, tokenHash: string, now: Date): Promise<TokenState> {
  const row = await db.selectFrom('auth_tokens').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
  if (!row) return { state: 'unknown' };
  if (row.expires_at <= now.toISOString()) {
    await db.deleteFrom('auth_tokens').where('token_hash', '=', tokenHash).execute();
    return { state: 'expired' };
  }
  return { state: 'valid', ...fromRow(row) };
}

/** Notes a use of a session and moves its idle expiry on (sliding sessions). */
export async function touchToken(db: Kysely<Database>, tokenHash: string, lastUsedAt: Date, expiresAt: Date): Promise<void> {
  await db
    .updateTable('auth_tokens')
    .set({ last_used_at: lastUsedAt.toISOString(), expires_at: expiresAt.toISOString() })
    .where('token_hash', '=', tokenHash)
    .execute();
}

/** The member's live sessions at `now`, the most recently used first. */
export async function listUserTokens(db: Kysely<Database>, userId: number, now: Date): Promise<StoredSession[]> {
  const rows = await db
    .selectFrom('auth_tokens')
    .selectAll()
    .where('user_id', '=', userId)
    .where('expires_at', '>', now.toISOString())
    .orderBy('last_used_at', 'desc')
    .orderBy('created_at', 'desc')
    .execute();
  return rows.map(fromRow);
}

/** Ends one session. */
export async function revokeToken(db: Kysely<Database>, tokenHash: string): Promise<void> {
  await db.deleteFrom('auth_tokens').where('token_hash', '=', tokenHash).execute();
}

/** Ends the member's session of this public id; false when the member has none of that id (another's, or gone). */
export async function revokeUserToken(db: Kysely<Database>, userId: number, id: string): Promise<boolean> {
  const result = await db.deleteFrom('auth_tokens').where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Ends every session of a user (a password reset), or every one but `keepId` (a password change); how many ended. */
export async function revokeUserTokens(db: Kysely<Database>, userId: number, keepId?: string): Promise<number> {
  let query = db.deleteFrom('auth_tokens').where('user_id', '=', userId);
  if (keepId !== undefined) query = query.where('id', '<>', keepId);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Counts a password check made in a session before it is made, in one statement: of several checks at once each
 * gets its own number, so a limit on that number holds exactly.
 * @returns the session's count with this check; 0 when the session is gone.
 */
export async function countPasswordCheck(db: Kysely<Database>, tokenHash: string): Promise<number> {
  const row = await db
    .updateTable('auth_tokens')
    .set((eb) => ({ failed_password_checks: eb('failed_password_checks', '+', 1) }))
    .where('token_hash', '=', tokenHash)
    .returning('failed_password_checks')
    .executeTakeFirst();
  return row?.failed_password_checks ?? 0;
}

/** Forgets a session's counted password checks (the right password was given). */
export async function clearPasswordChecks(db: Kysely<Database>, tokenHash: string): Promise<void> {
  await db.updateTable('auth_tokens').set({ failed_password_checks: 0 }).where('token_hash', '=', tokenHash).execute();
}

function fromRow(row: Selectable<AuthTokensTable>): StoredSession {
  return {
    id: row.id,
    userId: row.user_id,
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
    expiresAt: row.expires_at,
    absoluteExpiresAt: row.absolute_expires_at,
    userAgent: row.user_agent,
    address: row.address,
  };
}
