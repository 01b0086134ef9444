import type { Kysely } from 'kysely';
import type { Database } from '../schema';

/** Counts one event of a bucket (e.g. a failed sign-in of one account). */
export async function recordRateEvent(db: Kysely<Database>, bucket: string, now: Date): Promise<void> {
  await db.insertInto('rate_events').values({ bucket, created_at: now.toISOString() }).execute();
}

/** The events of a bucket since `since`, oldest first, as ISO times. */
export async function rateEventsSince(db: Kysely<Database>, bucket: string, since: Date): Promise<string[]> {
  const rows = await db
    .selectFrom('rate_events')
    .select('created_at')
    .where('bucket', '=', bucket)
    .where('created_at', '>', since.toISOString())
    .orderBy('created_at')
    .execute();
  return rows.map((row) => row.created_at);
}

/** Forgets a bucket (a successful sign-in clears the account's failures). */
export async function clearRateEvents(db: Kysely<Database>, bucket: string): Promise<void> {
  await db.deleteFrom('rate_events').where('bucket', '=', bucket).execute();
}

/** Drops events older than every window (the longest is a day), so the table stays small. */
export async function pruneRateEvents(db: Kysely<Database>, before: Date): Promise<void> {
  await db.deleteFrom('rate_events').where('created_at', '<', before.toISOString()).execute();
}
