import type { Kysely } from 'kysely';
import type { Database } from '../schema';

/** A punch-out session as kept (see PunchoutSessionsTable). */
export interface PunchoutSessionRow {
  buyerCookie: string;
  formPostUrl: string;
  operation: string;
  buyer: string;
  supplier: string;
  /** The setup request's xml:lang. */
  language: string;
}

/** Keeps a new session until `expiresAt`, and forgets the sessions that have expired by `now`. */
export async function insertPunchoutSession(db: Kysely<Database>, keyHash: string, row: PunchoutSessionRow, now: Date, expiresAt: Date): Promise<void> {
  await db.deleteFrom('punchout_sessions').where('expires_at', '<=', now.toISOString()).execute();
  await db
    .insertInto('punchout_sessions')
    .values({
      key_hash: keyHash,
      buyer_cookie: row.buyerCookie,
      form_post_url: row.formPostUrl,
      operation: row.operation,
      buyer: row.buyer,
      supplier: row.supplier,
      language: row.language,
      created_at: now.toISOString(),
      expires_at: expiresAt.toISOString(),
    })
    .execute();
}

/** The session of a key's hash, while it lasts. */
export async function findPunchoutSession(db: Kysely<Database>, keyHash: string, now: Date): Promise<PunchoutSessionRow | undefined> {
  const row = await db
    .selectFrom('punchout_sessions')
    .select(['buyer_cookie', 'form_post_url', 'operation', 'buyer', 'supplier', 'language'])
    .where('key_hash', '=', keyHash)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  return row && { buyerCookie: row.buyer_cookie, formPostUrl: row.form_post_url, operation: row.operation, buyer: row.buyer, supplier: row.supplier, language: row.language };
}
