import type { Kysely } from 'kysely';
import type { Database } from '../schema';

/** A bucket's count in its window, as the hit that made it left it. */
export interface BucketCount {
  hits: number;
  windowEnds: string;
}

/**
 * Counts one hit on a bucket unless it already holds `max` in its window: the count is raised and checked in one
 * statement (an upsert guarded by the limit), so that requests at once, on one server or several, are counted as
 * requests in a row. A hit after the window's end starts a new window of `windowMs`.
 * @returns the count after the hit, or undefined when the bucket is full (nothing was counted).
 */
export async function hitBucket(db: Kysely<Database>, bucket: string, max: number, windowMs: number, now: Date): Promise<BucketCount | undefined> {
  const at = now.toISOString();
  const windowEnds = new Date(now.getTime() + windowMs).toISOString();
  const row = await db
    .insertInto('rate_counters')
    .values({ bucket, hits: 1, window_ends: windowEnds })
    .onConflict((conflict) =>
      conflict
        .column('bucket')
        .doUpdateSet((eb) => {
          const over = eb('rate_counters.window_ends', '<=', at);
          return {
            hits: eb.case().when(over).then(1).else(eb('rate_counters.hits', '+', 1)).end(),
            window_ends: eb.case().when(over).then(eb.ref('excluded.window_ends')).else(eb.ref('rate_counters.window_ends')).end(),
          };
        })
        .where((eb) => eb.or([eb('rate_counters.window_ends', '<=', at), eb('rate_counters.hits', '<', max)])),
    )
    .returning(['hits', 'window_ends'])
    .executeTakeFirst();
  return row && { hits: row.hits, windowEnds: row.window_ends };
}

/** When the bucket's window ends (undefined when it has none): the time a full bucket takes hits again. */
export async function bucketWindowEnds(db: Kysely<Database>, bucket: string): Promise<string | undefined> {
  const row = await db.selectFrom('rate_counters').select('window_ends').where('bucket', '=', bucket).executeTakeFirst();
  return row?.window_ends;
}

/** Takes one hit back (a sign-in that succeeded was no failure). */
export async function unhitBucket(db: Kysely<Database>, bucket: string): Promise<void> {
  await db
    .updateTable('rate_counters')
    .set((eb) => ({ hits: eb('hits', '-', 1) }))
    .where('bucket', '=', bucket)
    .where('hits', '>', 0)
    .execute();
}

/** Forgets a bucket (a successful sign-in clears its account's failures at that address). */
export async function clearBucket(db: Kysely<Database>, bucket: string): Promise<void> {
  await db.deleteFrom('rate_counters').where('bucket', '=', bucket).execute();
}

/** Drops the buckets whose windows have ended (they count as empty already), so that the table stays small. */
export async function pruneBuckets(db: Kysely<Database>, now: Date): Promise<void> {
  await db.deleteFrom('rate_counters').where('window_ends', '<=', now.toISOString()).execute();
}
