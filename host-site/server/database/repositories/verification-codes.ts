import type { Kysely } from 'kysely';
import type { Database } from '../schema';

export interface StoredCode {
  codeHash: string;
  failedAttempts: number;
  expiresAt: string;
}

/** Stores the code of a purpose and target, replacing the one sent before. */
export async function saveCode(db: Kysely<Database>, purpose: string, target: string, codeHash: string, now: Date, expiresAt: Date): Promise<void> {
  const row = { code_hash: codeHash, failed_attempts: 0, created_at: now.toISOString(), expires_at: expiresAt.toISOString() };
  await db
    .insertInto('verification_codes')
    .values({ purpose, target, ...row })
    .onConflict((conflict) => conflict.columns(['purpose', 'target']).doUpdateSet(row))
    .execute();
}

/** The live code of a purpose and target, if any. */
export async function readCode(db: Kysely<Database>, purpose: string, target: string): Promise<StoredCode | undefined> {
  const row = await db
    .selectFrom('verification_codes')
    .select(['code_hash', 'failed_attempts', 'expires_at'])
    .where('purpose', '=', purpose)
    .where('target', '=', target)
    .executeTakeFirst();
  return row && { codeHash: row.code_hash, failedAttempts: row.failed_attempts, expiresAt: row.expires_at };
}

/** Counts a wrong guess; returns the count after it. */
export async function countFailedAttempt(db: Kysely<Database>, purpose: string, target: string): Promise<number> {
  const row = await db
    .updateTable('verification_codes')
    .set((eb) => ({ failed_attempts: eb('failed_attempts', '+', 1) }))
    .where('purpose', '=', purpose)
    .where('target', '=', target)
    .returning(['failed_attempts'])
    .executeTakeFirst();
  return row?.failed_attempts ?? 0;
}

/**
 * Uses the code up: true when this call deleted it (of two requests with the same code, only one succeeds).
 */
export async function deleteCode(db: Kysely<Database>, purpose: string, target: string, codeHash: string): Promise<boolean> {
  const result = await db
    .deleteFrom('verification_codes')
    .where('purpose', '=', purpose)
    .where('target', '=', target)
    .where('code_hash', '=', codeHash)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}
