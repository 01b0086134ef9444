import type { Kysely } from 'kysely';
import type { Database } from '../schema';

export interface LoginCodePair {
  simpleCode: string;
  complexCode: string;
}

/**
 * Stores a fresh pair of login codes asked for by `address`, drops the pairs that have run out (nobody can use them
 * any more), and keeps at most `maxPerAddress` live pairs of that address, the newest: the table holds at most that
 * many rows per address whatever the number of calls. Each step is one statement, so calls at once cannot overshoot
 * for long: the last one to delete sees every pair inserted before it.
 */
export async function saveLoginChallenge(
  db: Kysely<Database>,
  codes: LoginCodePair,
  address: string,
  now: Date,
  expiresAt: Date,
  maxPerAddress: number,
): Promise<void> {
  await db.deleteFrom('login_challenges').where('expires_at', '<=', now.toISOString()).execute();
  await db
    .insertInto('login_challenges')
    .values({ simple_code: codes.simpleCode, complex_code: codes.complexCode, expires_at: expiresAt.toISOString(), address })
    .execute();
  await db
    .deleteFrom('login_challenges')
    .where('address', '=', address)
    .where('id', 'not in', (eb) =>
      eb.selectFrom('login_challenges').select('id').where('address', '=', address).orderBy('id', 'desc').limit(maxPerAddress),
    )
    .execute();
}

/**
 * Uses up the live pair holding `code` (as its simple or its complex code): the row is deleted in the same
 * statement that finds it, so of two requests with one code, on one server or two, only one gets true.
 */
export async function consumeLoginChallenge(db: Kysely<Database>, code: string, now: Date): Promise<boolean> {
  const deleted = await db
    .deleteFrom('login_challenges')
    .where((eb) => eb.or([eb('simple_code', '=', code), eb('complex_code', '=', code)]))
    .returning(['expires_at'])
    .execute();
  return deleted.some((row) => row.expires_at > now.toISOString());
}
