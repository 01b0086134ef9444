import type { Kysely } from 'kysely';
import type { Database } from '../schema';

export interface StoredCode {
  codeHash: string;
  /** Tries counted so far (as takeAttempt answers it, its own included). */
  attempts: number;
  expiresAt: string;
}

/** Stores the code of a purpose and target, replacing the one sent before. */
export async function saveCode(db: Kysely<Database>, purpose: string, target: string, codeHash: string, now: Date, expiresAt: Date): Promise<void> {
  const row = { code_hash: codeHash, attempts: 0, created_at: now.toISOString(), expires_at: expiresAt.toISOString() };
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
    .select(['code_hash', 'attempts', 'expires_at'])
    .where('purpose', '=', purpose)
    .where('target', '=', target)
    .executeTakeFirst();
  return row && fromRow(row);
}

/**
 * Takes one try at the live code of a purpose and target, before the code is compared: the count is raised and
 * checked in one statement, so that of any number of tries at once exactly `maxAttempts` get the hash.
 * @returns the code with its count after this try, or undefined when there is no live code or its tries are used up.
 */
export async function takeAttempt(db: Kysely<Database>, purpose: string, target: string, maxAttempts: number, now: Date): Promise<StoredCode | undefined> {
  const row = await db
    .updateTable('verification_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('purpose', '=', purpose)
    .where('target', '=', target)
    .where('expires_at', '>', now.toISOString())
    .where('attempts', '<', maxAttempts)
    .returning(['code_hash', 'attempts', 'expires_at'])
    .executeTakeFirst();
  return row && fromRow(row);
}

/** Gives a try back: a right code that was only checked (validauthcode) costs none. */
export async function giveBackAttempt(db: Kysely<Database>, purpose: string, target: string, codeHash: string): Promise<void> {
  await db
    .updateTable('verification_codes')
    .set((eb) => ({ attempts: eb('attempts', '-', 1) }))
    .where('purpose', '=', purpose)
    .where('target', '=', target)
    .where('code_hash', '=', codeHash)
    .where('attempts', '>', 0)
    .execute();
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

function fromRow(row: { code_hash: string; attempts: number; expires_at: string }): StoredCode {
  return { codeHash: row.code_hash, attempts: row.attempts, expiresAt: row.expires_at };
}
