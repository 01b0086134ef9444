// Report jobs shared by the instances on one PostgreSQL database (issue 38). Every change of state is one statement
// guarded by the state it leaves (and by the instance that owns a running job), so that two instances never both
// end, take or cancel a job; admission takes a transaction-wide lock so that places are counted exactly.
import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { Database } from '../schema';

/** A job's row as the report service reads it (no file). */
interface ReportJobRow {
  id: string;
  userId: number;
  format: string;
  kept: boolean;
  state: string;
  percent: number;
  /** Its place among the queued jobs, 1 next; null unless queued. */
  position: number | null;
  failure: string | null;
}

type Admission = 'admitted' | 'memberBusy' | 'full';

/** An arbitrary constant: the advisory lock that serialises admissions across instances. */
const admissionLock = 38_0010;

/** Takes a place for a member's job when the member has none live and fewer than `places` are live in all. */
export async function admitReportJob(db: Kysely<Database>, job: { id: string; userId: number; format: string; kept: boolean }, places: number): Promise<Admission> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${admissionLock})`.execute(trx);
    const { live, mine } = (await trx
      .selectFrom('report_jobs')
      .select([sql<string>`count(*)`.as('live'), sql<string>`count(*) filter (where user_id = ${job.userId})`.as('mine')])
      .where('state', 'in', ['queued', 'running'])
      .executeTakeFirstOrThrow()) as { live: string; mine: string };
    if (Number(mine) > 0) return 'memberBusy';
    if (Number(live) >= places) return 'full';
    await trx.insertInto('report_jobs').values({ id: job.id, user_id: job.userId, format: job.format, kept: job.kept, state: 'queued' }).execute();
    return 'admitted';
  });
}

/** Stores what an admitted job is to make; a kept job's file replaces the member's earlier ones. */
export async function submitReportJob(db: Kysely<Database>, id: string, userId: number, kept: boolean, task: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (kept) await trx.deleteFrom('report_jobs').where('user_id', '=', userId).where('id', '!=', id).where('state', 'not in', ['queued', 'running']).execute();
    await trx.updateTable('report_jobs').set({ task }).where('id', '=', id).execute();
  });
}

export async function deleteReportJob(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('report_jobs').where('id', '=', id).execute();
}

/**
 * Makes `owner` the job's maker when it is queued, or running on an instance that has not beaten for `staleSeconds`.
 * @returns its task's JSON, or undefined when it is not to be made here (cancelled, ended, alive elsewhere).
 */
export async function claimReportJob(db: Kysely<Database>, id: string, owner: string, staleSeconds: number): Promise<string | undefined> {
  const row = await db
    .updateTable('report_jobs')
    .set({ state: 'running', owner, attempts: sql`attempts + 1`, heartbeat_at: sql`now()` })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('state', '=', 'queued'), eb.and([eb('state', '=', 'running'), eb('heartbeat_at', '<', sql<Date>`now() - make_interval(secs => ${staleSeconds})`)])]))
    .where('task', 'is not', null)
    .returning('task')
    .executeTakeFirst();
  return row?.task ?? undefined;
}

/** The owner's heartbeat with its progress; false when the job is no longer its to make (cancelled, taken over). */
export async function beatReportJob(db: Kysely<Database>, id: string, owner: string, percent: number): Promise<boolean> {
  const row = await db
    .updateTable('report_jobs')
    .set({ percent, heartbeat_at: sql`now()` })
    .where('id', '=', id)
    .where('owner', '=', owner)
    .where('state', '=', 'running')
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export type JobEnd = { state: 'done'; file: { name: string; mediaType: string; bytes: Uint8Array } } | { state: 'failed'; failure: string } | { state: 'cancelled' } | { state: 'queued' };

/** Ends the owner's running job, or hands it back to the queue (`queued`: its instance is closing). */
export async function endReportJob(db: Kysely<Database>, id: string, owner: string, end: JobEnd): Promise<boolean> {
  const ended = end.state !== 'queued';
  const row = await db
    .updateTable('report_jobs')
    .set({
      state: end.state,
      owner: null,
      ...(ended && { task: null, ended_at: sql<Date>`now()` }),
      ...(end.state === 'done' && { percent: 100, file_name: end.file.name, media_type: end.file.mediaType, bytes: Buffer.from(end.file.bytes) }),
      ...(end.state === 'failed' && { failure: end.failure }),
    })
    .where('id', '=', id)
    .where('owner', '=', owner)
    .where('state', '=', 'running')
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** The member's job, or undefined (another member's is never found). */
export async function readReportJob(db: Kysely<Database>, id: string, userId: number): Promise<ReportJobRow | undefined> {
  const row = await db
    .selectFrom('report_jobs as job')
    .select(['job.id', 'job.user_id', 'job.format', 'job.kept', 'job.state', 'job.percent', 'job.failure'])
    .select((eb) =>
      eb
        .selectFrom('report_jobs as before')
        .select(sql<string>`count(*)`.as('ahead'))
        .where('before.state', '=', 'queued')
        .whereRef('before.seq', '<', 'job.seq')
        .as('ahead'),
    )
    .where('job.id', '=', id)
    .where('job.user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return undefined;
  const position = row.state === 'queued' ? Number(row.ahead) + 1 : null;
  return { id: row.id, userId: row.user_id, format: row.format, kept: row.kept, state: row.state, percent: row.percent, position, failure: row.failure };
}

/** Cancels the member's live job; answers the instance making it (null when queued), or undefined when not live. */
export async function cancelReportJob(db: Kysely<Database>, id: string, userId: number): Promise<{ owner: string | null } | undefined> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('report_jobs')
      .select('owner')
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .where('state', 'in', ['queued', 'running'])
      .forUpdate()
      .executeTakeFirst();
    if (!row) return undefined;
    await trx.updateTable('report_jobs').set({ state: 'cancelled', owner: null, task: null, ended_at: sql<Date>`now()` }).where('id', '=', id).execute();
    return { owner: row.owner };
  });
}

export async function readReportFile(db: Kysely<Database>, id: string, userId: number): Promise<{ name: string; mediaType: string; bytes: Buffer } | undefined> {
  const row = await db
    .selectFrom('report_jobs')
    .select(['file_name', 'media_type', 'bytes'])
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('state', '=', 'done')
    .executeTakeFirst();
  return row?.bytes && row.file_name && row.media_type ? { name: row.file_name, mediaType: row.media_type, bytes: Buffer.from(row.bytes) } : undefined;
}

/**
 * Hands back the running jobs whose instance has not beaten for `staleSeconds` (it died or lost the database): to
 * the queue when tried fewer than `attempts` times, else failed with `failure`. Answers the ones queued again.
 */
export async function requeueOrphans(db: Kysely<Database>, staleSeconds: number, attempts: number, failure: string): Promise<string[]> {
  const stale = (eb: ExpressionBuilder<Database, 'report_jobs'>) =>
    eb.and([eb('state', '=', 'running'), eb('heartbeat_at', '<', sql<Date>`now() - make_interval(secs => ${staleSeconds})`)]);
  await db
    .updateTable('report_jobs')
    .set({ state: 'failed', owner: null, task: null, failure, ended_at: sql<Date>`now()` })
    .where(stale)
    .where('attempts', '>=', attempts)
    .execute();
  const rows = await db.updateTable('report_jobs').set({ state: 'queued', owner: null }).where(stale).returning('id').execute();
  return rows.map((row) => row.id);
}

/** Deletes the ended jobs past their time: a kept file after `keptSeconds`, a report call's leftovers after a minute. */
export async function forgetEndedReportJobs(db: Kysely<Database>, keptSeconds: number): Promise<void> {
  await db
    .deleteFrom('report_jobs')
    .where('ended_at', 'is not', null)
    .where((eb) =>
      eb.or([
        eb('ended_at', '<', sql<Date>`now() - make_interval(secs => ${keptSeconds})`),
        eb.and([eb('kept', '=', false), eb('ended_at', '<', sql<Date>`now() - interval '1 minute'`)]),
      ]),
    )
    .execute();
}

/** The jobs by state, in all instances. */
export async function countReportJobs(db: Kysely<Database>): Promise<Map<string, number>> {
  const rows = await db.selectFrom('report_jobs').select(['state', sql<string>`count(*)`.as('count')]).groupBy('state').execute();
  return new Map(rows.map((row) => [row.state, Number(row.count)]));
}

/** A report call's ended job, its file with it, read once and deleted. */
export async function takeEndedReportJob(
  db: Kysely<Database>,
  id: string,
): Promise<{ state: string; failure: string | null; name: string | null; mediaType: string | null; bytes: Buffer | null } | undefined> {
  const row = await db
    .deleteFrom('report_jobs')
    .where('id', '=', id)
    .where('state', 'not in', ['queued', 'running'])
    .returning(['state', 'failure', 'file_name', 'media_type', 'bytes'])
    .executeTakeFirst();
  return row && { state: row.state, failure: row.failure, name: row.file_name, mediaType: row.media_type, bytes: row.bytes && Buffer.from(row.bytes) };
}
