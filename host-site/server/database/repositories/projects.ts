import type { Kysely, Selectable, Transaction } from 'kysely';
import { DataError, violatedConstraint } from '../data-error';
import type { Database, ProjectListsTable, ProjectsTable } from '../schema';

/** How much a member keeps (issue 27): refused beyond, whole, with the limit in the error. */
export const projectLimits = { projects: 100, listsPerProject: 20, nameLength: 80, sharesPerProject: 20 } as const;

/** A product as the data layer needs to see it; the rest of it is kept as JSON. */
export interface ListedProduct {
  Hashkey: string;
  conditionIndex: number;
}

/** What a list holds: products in order, each pointing by conditionIndex into conditions. */
export interface ListContent<C extends object = object, P extends ListedProduct = ListedProduct> {
  conditions: C[];
  products: P[];
}

export interface ProjectList<C extends object = object, P extends ListedProduct = ListedProduct> extends ListContent<C, P> {
  id: number;
  projectId: number;
  name: string;
  savedAt: string;
}

export interface ProjectSummary {
  id: number;
  name: string;
  createdAt: string;
  updatedAt: string;
  listCount: number;
  productCount: number;
}

export interface Project<C extends object = object, P extends ListedProduct = ListedProduct> extends Omit<ProjectSummary, 'listCount' | 'productCount'> {
  lists: ProjectList<C, P>[];
}

/** The project and list saveselection and getlist work on; null while the member has none. */
export interface CurrentChoice {
  projectId: number | null;
  listId: number | null;
}

/** A new list: its name and, optionally, what it holds (empty otherwise). */
export interface NewList<C extends object = object, P extends ListedProduct = ListedProduct> extends Partial<ListContent<C, P>> {
  name: string;
}

type Trx = Transaction<Database>;

// ---------------------------------------------------------------------------------------------------------------
// Reading

/** A member's projects in the order he made them, with the current choice. */
export async function listProjects(db: Kysely<Database>, userId: number): Promise<{ projects: ProjectSummary[]; current: CurrentChoice }> {
  // One snapshot for both reads, as readSavedList does: a project deleted between them cannot stay current.
  return db.transaction().setIsolationLevel('repeatable read').execute(async (trx) => {
    const rows = await trx
      .selectFrom('projects')
      .leftJoin('project_lists', 'project_lists.project_id', 'projects.id')
      .select((eb) => [
        'projects.id',
        'projects.name',
        'projects.created_at',
        'projects.updated_at',
        eb.fn.count<number | string>('project_lists.id').as('list_count'),
        eb.fn.coalesce(eb.fn.sum<number | string | null>('project_lists.product_count'), eb.lit(0)).as('product_count'),
      ])
      .where('projects.user_id', '=', userId)
      .groupBy(['projects.id', 'projects.name', 'projects.created_at', 'projects.updated_at'])
      .orderBy('projects.id')
      .execute();
    const current = await resolvedChoice(trx, userId);
    return {
      projects: rows.map((row) => ({
        id: row.id,
        name: row.name,
        createdAt: row.created_at,
        updatedAt: row.updated_at,
        // PostgreSQL answers count and sum as bigint text.
        listCount: Number(row.list_count),
        productCount: Number(row.product_count),
      })),
      current,
    };
  });
}

/** One of the member's projects with all its lists. @throws DataError project_not_found (also for another member's). */
export async function readProject<C extends object, P extends ListedProduct>(db: Kysely<Database>, userId: number, projectId: number): Promise<Project<C, P>> {
  return db.transaction().setIsolationLevel('repeatable read').execute(async (trx) => projectOf<C, P>(trx, await ownedProject(trx, userId, projectId)));
}

/**
 * The current list (saveselection's and getlist's): the chosen one, else the first list of the chosen project,
 * else of the first project; undefined while the member has no list.
 */
export async function readCurrentList<C extends object, P extends ListedProduct>(db: Kysely<Database>, userId: number): Promise<ProjectList<C, P> | undefined> {
  return db.transaction().setIsolationLevel('repeatable read').execute(async (trx) => {
    const { listId } = await resolvedChoice(trx, userId);
    if (listId === null) return undefined;
    const row = await trx.selectFrom('project_lists').selectAll().where('id', '=', listId).executeTakeFirstOrThrow();
    return listOf<C, P>(row);
  });
}

/** The current choice as reads see it: what saveselection would write to, without writing anything. */
async function resolvedChoice(trx: Trx, userId: number): Promise<CurrentChoice> {
  const chosen = await trx.selectFrom('current_projects').select(['project_id', 'list_id']).where('user_id', '=', userId).executeTakeFirst();
  const projectId =
    chosen?.project_id ?? (await trx.selectFrom('projects').select('id').where('user_id', '=', userId).orderBy('id').limit(1).executeTakeFirst())?.id ?? null;
  if (projectId === null) return { projectId: null, listId: null };
  return { projectId, listId: await listIn(trx, projectId, chosen?.project_id === projectId ? (chosen.list_id ?? null) : null) };
}

/** `listId` when it is a list of the project, else the project's first list; null when it has none. */
async function listIn(trx: Trx, projectId: number, listId: number | null): Promise<number | null> {
  let query = trx.selectFrom('project_lists').select('id').where('project_id', '=', projectId);
  if (listId !== null) {
    const chosen = await query.where('id', '=', listId).executeTakeFirst();
    if (chosen) return chosen.id;
  }
  query = query.orderBy('id').limit(1);
  return (await query.executeTakeFirst())?.id ?? null;
}

// ---------------------------------------------------------------------------------------------------------------
// Writing: every write takes the member's row of current_projects first (memberLock), so that on PostgreSQL two
// writes of one member run one after the other and each sees the other's rows: limits and names hold. SQLite
// writes one transaction at a time anyway.

/**
 * Creates a project with the given lists (none: an empty project); the member's first project becomes his current one.
 * @throws DataError project_name_invalid, duplicate_project_name, too_many_projects, too_many_lists,
 *   duplicate_list_name, condition_index_out_of_list, duplicate_hashkey, unknown_user.
 */
export async function createProject<C extends object, P extends ListedProduct>(
  db: Kysely<Database>,
  userId: number,
  project: { name: string; lists?: NewList<C, P>[] },
  now: Date = new Date(),
): Promise<Project<C, P>> {
  return write(userId, () =>
    db.transaction().execute(async (trx) => {
      const current = await memberLock(trx, userId, now);
      const id = await insertProject(trx, userId, project.name, project.lists ?? [], now);
      if (current.projectId === null) await choose(trx, userId, id, null);
      return projectOf<C, P>(trx, await ownedProject(trx, userId, id));
    }),
  );
}

/**
 * A copy of one of the member's projects, lists and all, under a new name (shares are not copied).
 * @throws DataError project_not_found, and those of createProject.
 */
export async function duplicateProject(db: Kysely<Database>, userId: number, projectId: number, name: string, now: Date = new Date()): Promise<Project> {
  return write(userId, () =>
    db.transaction().execute(async (trx) => {
      await memberLock(trx, userId, now);
      const source = await projectOf(trx, await ownedProject(trx, userId, projectId));
      const id = await insertProject(trx, userId, name, source.lists, now);
      return projectOf(trx, await ownedProject(trx, userId, id));
    }),
  );
}

/** @throws DataError project_not_found, project_name_invalid, duplicate_project_name. */
export async function renameProject(db: Kysely<Database>, userId: number, projectId: number, name: string, now: Date = new Date()): Promise<ProjectSummary> {
  const checked = checkedName(name);
  await write(userId, () =>
    db.transaction().execute(async (trx) => {
      await memberLock(trx, userId, now);
      await ownedProject(trx, userId, projectId);
      const clash = await trx.selectFrom('projects').select('id').where('user_id', '=', userId).where('name_key', '=', checked.key).where('id', '!=', projectId).executeTakeFirst();
      if (clash) throw new DataError({ code: 'duplicate_project_name', name: checked.name });
      await trx.updateTable('projects').set({ name: checked.name, name_key: checked.key, updated_at: now.toISOString() }).where('id', '=', projectId).execute();
    }),
  );
  return summaryOf(db, userId, projectId);
}

/** Deletes a project with its lists and shares; when it was the current one, the first remaining becomes current. @throws DataError project_not_found. */
export async function deleteProject(db: Kysely<Database>, userId: number, projectId: number, now: Date = new Date()): Promise<void> {
  await write(userId, () =>
    db.transaction().execute(async (trx) => {
      await memberLock(trx, userId, now);
      await ownedProject(trx, userId, projectId);
      await trx.deleteFrom('projects').where('id', '=', projectId).execute();
    }),
  );
}

/**
 * Chooses the project (and list) saveselection and getlist work on; without a list, the project's first.
 * @throws DataError project_not_found, list_not_found (a list of another project).
 */
export async function chooseProject(db: Kysely<Database>, userId: number, projectId: number, listId: number | null = null, now: Date = new Date()): Promise<CurrentChoice> {
  return write(userId, () =>
    db.transaction().execute(async (trx) => {
      await memberLock(trx, userId, now);
      await ownedProject(trx, userId, projectId);
      if (listId !== null && !(await trx.selectFrom('project_lists').select('id').where('id', '=', listId).where('project_id', '=', projectId).executeTakeFirst())) {
        throw new DataError({ code: 'list_not_found', id: listId });
      }
      const chosen = { projectId, listId: await listIn(trx, projectId, listId) };
      await choose(trx, userId, chosen.projectId, chosen.listId);
      return chosen;
    }),
  );
}

/** Adds a list to a project. @throws DataError project_not_found, too_many_lists, duplicate_list_name and the list's checks. */
export async function createList<C extends object, P extends ListedProduct>(
  db: Kysely<Database>,
  userId: number,
  projectId: number,
  list: NewList<C, P>,
  now: Date = new Date(),
): Promise<ProjectList<C, P>> {
  return write(userId, () =>
    db.transaction().execute(async (trx) => {
      await memberLock(trx, userId, now);
      await ownedProject(trx, userId, projectId);
      const [id] = await insertLists(trx, projectId, [list], now);
      await touchProject(trx, projectId, now);
      return listOf<C, P>(await trx.selectFrom('project_lists').selectAll().where('id', '=', id!).executeTakeFirstOrThrow());
    }),
  );
}

/** Answers the list's project. @throws DataError list_not_found, project_name_invalid, duplicate_list_name. */
export async function renameList(db: Kysely<Database>, userId: number, listId: number, name: string, now: Date = new Date()): Promise<number> {
  const checked = checkedName(name);
  return write(userId, () =>
    db.transaction().execute(async (trx) => {
      await memberLock(trx, userId, now);
      const list = await ownedList(trx, userId, listId);
      const clash = await trx
        .selectFrom('project_lists')
        .select('id')
        .where('project_id', '=', list.project_id)
        .where('name_key', '=', checked.key)
        .where('id', '!=', listId)
        .executeTakeFirst();
      if (clash) throw new DataError({ code: 'duplicate_list_name', name: checked.name });
      await trx.updateTable('project_lists').set({ name: checked.name, name_key: checked.key }).where('id', '=', listId).execute();
      await touchProject(trx, list.project_id, now);
      return list.project_id;
    }),
  );
}

/** Answers the list's project. @throws DataError list_not_found. */
export async function deleteList(db: Kysely<Database>, userId: number, listId: number, now: Date = new Date()): Promise<number> {
  return write(userId, () =>
    db.transaction().execute(async (trx) => {
      await memberLock(trx, userId, now);
      const list = await ownedList(trx, userId, listId);
      await trx.deleteFrom('project_lists').where('id', '=', listId).execute();
      await touchProject(trx, list.project_id, now);
      return list.project_id;
    }),
  );
}

/**
 * Replaces what a list holds, whole: a failure leaves it as it was, and of two saves at once the later wins whole.
 * @throws DataError list_not_found, condition_index_out_of_list, duplicate_hashkey.
 */
export async function saveList<C extends object, P extends ListedProduct>(
  db: Kysely<Database>,
  userId: number,
  listId: number,
  content: ListContent<C, P>,
  now: Date = new Date(),
): Promise<ProjectList<C, P>> {
  return write(userId, () =>
    db.transaction().execute(async (trx) => {
      await memberLock(trx, userId, now);
      const list = await ownedList(trx, userId, listId);
      await trx.updateTable('project_lists').set(contentColumns(content, now)).where('id', '=', listId).execute();
      await touchProject(trx, list.project_id, now);
      return listOf<C, P>(await trx.selectFrom('project_lists').selectAll().where('id', '=', listId).executeTakeFirstOrThrow());
    }),
  );
}

/**
 * Replaces the current list (the specification's saveselection): a member without a project gets one named
 * `names.project` with a list `names.list`, a project without a list that list.
 * @throws DataError unknown_user, condition_index_out_of_list, duplicate_hashkey.
 */
export async function saveCurrentList<C extends object, P extends ListedProduct>(
  db: Kysely<Database>,
  userId: number,
  content: ListContent<C, P>,
  names: { project: string; list: string },
  now: Date = new Date(),
): Promise<ProjectList<C, P>> {
  return write(userId, () =>
    db.transaction().execute(async (trx) => {
      await memberLock(trx, userId, now);
      let { projectId, listId } = await resolvedChoice(trx, userId);
      projectId ??= await insertProject(trx, userId, names.project, [], now);
      listId ??= (await insertLists(trx, projectId, [{ name: names.list }], now))[0]!;
      await choose(trx, userId, projectId, listId);
      await trx.updateTable('project_lists').set(contentColumns(content, now)).where('id', '=', listId).execute();
      await touchProject(trx, projectId, now);
      return listOf<C, P>(await trx.selectFrom('project_lists').selectAll().where('id', '=', listId).executeTakeFirstOrThrow());
    }),
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Shares

export interface ProjectShare {
  id: string;
  createdAt: string;
}

/** Records a share of the project by its token's hash. @throws DataError project_not_found, too_many_shares. */
export async function createShare(
  db: Kysely<Database>,
  userId: number,
  projectId: number,
  share: { id: string; tokenHash: string },
  now: Date = new Date(),
): Promise<ProjectShare> {
  return write(userId, () =>
    db.transaction().execute(async (trx) => {
      await memberLock(trx, userId, now);
      await ownedProject(trx, userId, projectId);
      const { count } = await trx.selectFrom('project_shares').select((eb) => eb.fn.countAll<number | string>().as('count')).where('project_id', '=', projectId).executeTakeFirstOrThrow();
      if (Number(count) >= projectLimits.sharesPerProject) throw new DataError({ code: 'too_many_shares', max: projectLimits.sharesPerProject });
      await trx.insertInto('project_shares').values({ id: share.id, token_hash: share.tokenHash, project_id: projectId, created_at: now.toISOString() }).execute();
      return { id: share.id, createdAt: now.toISOString() };
    }),
  );
}

/** The live shares of one of the member's projects, oldest first. @throws DataError project_not_found. */
export async function listShares(db: Kysely<Database>, userId: number, projectId: number): Promise<ProjectShare[]> {
  return db.transaction().execute(async (trx) => {
    await ownedProject(trx, userId, projectId);
    const rows = await trx.selectFrom('project_shares').select(['id', 'created_at']).where('project_id', '=', projectId).orderBy('created_at').orderBy('id').execute();
    return rows.map((row) => ({ id: row.id, createdAt: row.created_at }));
  });
}

/** Ends a share: its link shows nothing from now on; answers its project. @throws DataError share_not_found (also another member's). */
export async function revokeShare(db: Kysely<Database>, userId: number, shareId: string): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const share = await trx
      .selectFrom('project_shares')
      .innerJoin('projects', 'projects.id', 'project_shares.project_id')
      .select('project_shares.project_id')
      .where('project_shares.id', '=', shareId)
      .where('projects.user_id', '=', userId)
      .executeTakeFirst();
    if (!share) throw new DataError({ code: 'share_not_found', id: shareId });
    await trx.deleteFrom('project_shares').where('id', '=', shareId).execute();
    return share.project_id;
  });
}

/** The project a live share's token hash opens, or undefined (never shared, revoked, or the project deleted). */
export async function readSharedProject<C extends object, P extends ListedProduct>(db: Kysely<Database>, tokenHash: string): Promise<Project<C, P> | undefined> {
  return db.transaction().setIsolationLevel('repeatable read').execute(async (trx) => {
    const row = await trx
      .selectFrom('project_shares')
      .innerJoin('projects', 'projects.id', 'project_shares.project_id')
      .selectAll('projects')
      .where('project_shares.token_hash', '=', tokenHash)
      .executeTakeFirst();
    return row && projectOf<C, P>(trx, row);
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Pieces

/**
 * Takes the member's row of current_projects (made on his first write) and answers his choice. The update is what
 * matters: PostgreSQL holds the row's lock to the end of the transaction.
 */
async function memberLock(trx: Trx, userId: number, now: Date): Promise<CurrentChoice> {
  const touchedAt = now.toISOString();
  const row = await trx
    .insertInto('current_projects')
    .values({ user_id: userId, project_id: null, list_id: null, touched_at: touchedAt })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ touched_at: touchedAt }))
    .returning(['project_id', 'list_id'])
    .executeTakeFirstOrThrow();
  return { projectId: row.project_id, listId: row.list_id };
}

async function choose(trx: Trx, userId: number, projectId: number, listId: number | null): Promise<void> {
  await trx.updateTable('current_projects').set({ project_id: projectId, list_id: listId }).where('user_id', '=', userId).execute();
}

async function insertProject(trx: Trx, userId: number, rawName: string, lists: readonly NewList[], now: Date): Promise<number> {
  const { name, key } = checkedName(rawName);
  const { count } = await trx.selectFrom('projects').select((eb) => eb.fn.countAll<number | string>().as('count')).where('user_id', '=', userId).executeTakeFirstOrThrow();
  if (Number(count) >= projectLimits.projects) throw new DataError({ code: 'too_many_projects', max: projectLimits.projects });
  if (await trx.selectFrom('projects').select('id').where('user_id', '=', userId).where('name_key', '=', key).executeTakeFirst()) {
    throw new DataError({ code: 'duplicate_project_name', name });
  }
  const stamp = now.toISOString();
  const { id } = await trx
    .insertInto('projects')
    .values({ user_id: userId, name, name_key: key, created_at: stamp, updated_at: stamp })
    .returning('id')
    .executeTakeFirstOrThrow();
  await insertLists(trx, id, lists, now);
  return id;
}

/** Inserts lists after the project's own (limits and names checked against them); answers their ids in order. */
async function insertLists(trx: Trx, projectId: number, lists: readonly NewList[], now: Date): Promise<number[]> {
  const existing = await trx.selectFrom('project_lists').select('name_key').where('project_id', '=', projectId).execute();
  if (existing.length + lists.length > projectLimits.listsPerProject) throw new DataError({ code: 'too_many_lists', max: projectLimits.listsPerProject });
  const keys = new Set(existing.map((row) => row.name_key));
  const ids: number[] = [];
  for (const list of lists) {
    const { name, key } = checkedName(list.name);
    if (keys.has(key)) throw new DataError({ code: 'duplicate_list_name', name });
    keys.add(key);
    const row = await trx
      .insertInto('project_lists')
      .values({ project_id: projectId, name, name_key: key, ...contentColumns({ conditions: list.conditions ?? [], products: list.products ?? [] }, now) })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(row.id);
  }
  return ids;
}

/** A list's content as its columns, after checking that it holds together. */
function contentColumns(content: ListContent, now: Date): Pick<Selectable<ProjectListsTable>, 'conditions' | 'products' | 'product_count' | 'saved_at'> {
  const seen = new Set<string>();
  content.products.forEach((product, position) => {
    const { conditionIndex } = product;
    if (!Number.isInteger(conditionIndex) || conditionIndex < 0 || conditionIndex >= content.conditions.length) {
      throw new DataError({ code: 'condition_index_out_of_list', position, conditionIndex });
    }
    if (seen.has(product.Hashkey)) throw new DataError({ code: 'duplicate_hashkey' });
    seen.add(product.Hashkey);
  });
  return {
    conditions: JSON.stringify(content.conditions),
    products: JSON.stringify(content.products),
    product_count: content.products.length,
    saved_at: now.toISOString(),
  };
}

async function touchProject(trx: Trx, projectId: number, now: Date): Promise<void> {
  await trx.updateTable('projects').set({ updated_at: now.toISOString() }).where('id', '=', projectId).execute();
}

async function ownedProject(trx: Trx, userId: number, projectId: number): Promise<Selectable<ProjectsTable>> {
  const row = await trx.selectFrom('projects').selectAll().where('id', '=', projectId).where('user_id', '=', userId).executeTakeFirst();
  if (!row) throw new DataError({ code: 'project_not_found', id: projectId });
  return row;
}

async function ownedList(trx: Trx, userId: number, listId: number): Promise<Selectable<ProjectListsTable>> {
  const row = await trx
    .selectFrom('project_lists')
    .innerJoin('projects', 'projects.id', 'project_lists.project_id')
    .selectAll('project_lists')
    .where('project_lists.id', '=', listId)
    .where('projects.user_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw new DataError({ code: 'list_not_found', id: listId });
  return row;
}

async function projectOf<C extends object, P extends ListedProduct>(trx: Trx, row: Selectable<ProjectsTable>): Promise<Project<C, P>> {
  const lists = await trx.selectFrom('project_lists').selectAll().where('project_id', '=', row.id).orderBy('id').execute();
  return { id: row.id, name: row.name, createdAt: row.created_at, updatedAt: row.updated_at, lists: lists.map((list) => listOf<C, P>(list)) };
}

function listOf<C extends object, P extends ListedProduct>(row: Selectable<ProjectListsTable>): ProjectList<C, P> {
  return { id: row.id, projectId: row.project_id, name: row.name, savedAt: row.saved_at, conditions: JSON.parse(row.conditions) as C[], products: JSON.parse(row.products) as P[] };
}

async function summaryOf(db: Kysely<Database>, userId: number, projectId: number): Promise<ProjectSummary> {
  const { projects } = await listProjects(db, userId);
  const summary = projects.find((project) => project.id === projectId);
  if (!summary) throw new DataError({ code: 'project_not_found', id: projectId });
  return summary;
}

/** A name as it is kept: trimmed and NFC, 1 to 80 characters; its key also lower case. @throws DataError project_name_invalid. */
function checkedName(raw: string): { name: string; key: string } {
  const name = raw.normalize('NFC').trim();
  if (name.length < 1 || [...name].length > projectLimits.nameLength) throw new DataError({ code: 'project_name_invalid', max: projectLimits.nameLength });
  return { name, key: name.toLowerCase() };
}

/** A write's failure as the data layer's words: the member is gone (a foreign key), or lost a race it cannot have lost. */
async function write<T>(userId: number, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (violatedConstraint(error) === 'foreign_key') throw new DataError({ code: 'unknown_user', userId }, { cause: error });
    throw error;
  }
}
