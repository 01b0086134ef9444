import type { Kysely } from 'kysely';
import type { Database } from '../schema';

/** Notes that the user signed in from `address` now. */
export async function rememberSignInAddress(db: Kysely<Database>, userId: number, address: string, now: Date): Promise<void> {
  const at = now.toISOString();
  await db
    .insertInto('sign_in_addresses')
    .values({ user_id: userId, address, last_at: at })
    .onConflict((conflict) => conflict.columns(['user_id', 'address']).doUpdateSet({ last_at: at }))
    .execute();
}

/** Whether the user signed in from `address` since `since`. */
export async function signedInFrom(db: Kysely<Database>, userId: number, address: string, since: Date): Promise<boolean> {
  const row = await db
    .selectFrom('sign_in_addresses')
    .select('last_at')
    .where('user_id', '=', userId)
    .where('address', '=', address)
    .where('last_at', '>', since.toISOString())
    .executeTakeFirst();
  return row !== undefined;
}
