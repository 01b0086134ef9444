import { beforeEach, describe, expect, it } from 'vitest';
import {
  chooseProject,
  createList,
  createProject,
  createShare,
  createUser,
  DataError,
  deleteList,
  deleteProject,
  deleteUser,
  duplicateProject,
  listProjects,
  listShares,
  projectLimits,
  readProject,
  readSavedList,
  readSharedProject,
  renameList,
  renameProject,
  replaceSavedList,
  revokeShare,
  saveList,
  type DatabaseConnection,
} from '../../../host-site/server/database';

interface Condition {
  valveName: string;
  mark: string;
  // Issue 27's operating points: the data layer keeps whatever a condition carries.
  operatingPoints?: { name: string; conditions: Record<string, unknown> }[];
}
interface Product {
  Hashkey: string;
  conditionIndex: number;
}

function contentOf(mark: string, size: number): { conditions: Condition[]; products: Product[] } {
  return {
    conditions: [
      { valveName: 'Eev', mark, operatingPoints: [{ name: 'Part load', conditions: { Capicity: { value: 3, unit: 'kW' } } }] },
      { valveName: 'Sov', mark },
    ],
    products: Array.from({ length: size }, (_, index) => ({ Hashkey: `${mark}-${index}`, conditionIndex: index % 2 })),
  };
}

async function codeOf(promise: Promise<unknown>): Promise<string | undefined> {
  return promise.then(
    () => undefined,
    (reason: unknown) => {
      if (!(reason instanceof DataError)) throw reason;
      return reason.code;
    },
  );
}

/** Issue 27's projects, the same on every database. */
export function projectsSuite(connection: () => DatabaseConnection): void {
  beforeEach(async () => {
    await connection().db.deleteFrom('users').execute();
  });

  describe('projects', () => {
    it('are made with their lists, read back whole (operating points included), and the first becomes current', async () => {
      const db = connection().db;
      const user = await createUser(db);
      expect(await listProjects(db, user.id)).toEqual({ projects: [], current: { projectId: null, listId: null } });
      const made = await createProject<Condition, Product>(db, user.id, { name: '  Heat pump HP-12 ', lists: [{ name: 'Cooling', ...contentOf('c', 3) }, { name: 'Heating' }] });
      expect(made.name).toBe('Heat pump HP-12');
      expect(made.lists.map((list) => [list.name, list.products.length])).toEqual([['Cooling', 3], ['Heating', 0]]);
      expect(await readProject(db, user.id, made.id)).toEqual(made);
      expect(made.lists[0]!.conditions[0]!.operatingPoints).toEqual(contentOf('c', 3).conditions[0]!.operatingPoints);
      const { projects, current } = await listProjects(db, user.id);
      expect(projects).toEqual([{ id: made.id, name: 'Heat pump HP-12', createdAt: made.createdAt, updatedAt: made.updatedAt, listCount: 2, productCount: 3 }]);
      expect(current).toEqual({ projectId: made.id, listId: made.lists[0]!.id });
      // The specification's getlist reads the current list.
      expect((await readSavedList(db, user.id)).products).toEqual(contentOf('c', 3).products);
    });

    it('keep names unique per member whatever the case, 1 to 80 characters', async () => {
      const db = connection().db;
      const [a, b] = [await createUser(db), await createUser(db)];
      const first = await createProject(db, a.id, { name: 'Plant A' });
      expect(await codeOf(createProject(db, a.id, { name: 'plant a' }))).toBe('duplicate_project_name');
      expect((await createProject(db, b.id, { name: 'Plant A' })).name).toBe('Plant A');
      expect(await codeOf(createProject(db, a.id, { name: '   ' }))).toBe('project_name_invalid');
      expect(await codeOf(createProject(db, a.id, { name: 'x'.repeat(81) }))).toBe('project_name_invalid');
      expect((await createProject(db, a.id, { name: 'x'.repeat(80) })).name).toHaveLength(80);
      const second = await createProject(db, a.id, { name: 'Plant B' });
      expect(await codeOf(renameProject(db, a.id, second.id, 'PLANT A'))).toBe('duplicate_project_name');
      expect((await renameProject(db, a.id, first.id, 'PLANT A')).name).toBe('PLANT A');
      expect(await codeOf(createProject(db, a.id, { name: 'Lists', lists: [{ name: 'One' }, { name: 'one' }] }))).toBe('duplicate_list_name');
      expect((await listProjects(db, a.id)).projects.map((project) => project.name)).toEqual(['PLANT A', 'x'.repeat(80), 'Plant B']);
    });

    it('belong to their member: another member reads, renames, deletes and shares nothing of them', async () => {
      const db = connection().db;
      const [owner, other] = [await createUser(db), await createUser(db)];
      const project = await createProject(db, owner.id, { name: 'Mine', lists: [{ name: 'L' }] });
      expect(await codeOf(readProject(db, other.id, project.id))).toBe('project_not_found');
      expect(await codeOf(renameProject(db, other.id, project.id, 'Taken'))).toBe('project_not_found');
      expect(await codeOf(deleteProject(db, other.id, project.id))).toBe('project_not_found');
      expect(await codeOf(duplicateProject(db, other.id, project.id, 'Copy'))).toBe('project_not_found');
      expect(await codeOf(chooseProject(db, other.id, project.id))).toBe('project_not_found');
      expect(await codeOf(saveList(db, other.id, project.lists[0]!.id, contentOf('x', 1)))).toBe('list_not_found');
      expect(await codeOf(createShare(db, other.id, project.id, { id: 's1', tokenHash: 'h1' }))).toBe('project_not_found');
      const share = await createShare(db, owner.id, project.id, { id: 's2', tokenHash: 'h2' });
      expect(await codeOf(revokeShare(db, other.id, share.id))).toBe('share_not_found');
      expect((await readProject(db, owner.id, project.id)).name).toBe('Mine');
    });

    it('are duplicated with their lists, and deleted with their lists and shares', async () => {
      const db = connection().db;
      const user = await createUser(db);
      const source = await createProject<Condition, Product>(db, user.id, { name: 'Source', lists: [{ name: 'A', ...contentOf('a', 4) }, { name: 'B', ...contentOf('b', 2) }] });
      const copy = await duplicateProject(db, user.id, source.id, 'Copy');
      expect(copy.lists.map(({ name, conditions, products }) => ({ name, conditions, products }))).toEqual(
        source.lists.map(({ name, conditions, products }) => ({ name, conditions, products })),
      );
      await saveList(db, user.id, copy.lists[0]!.id, contentOf('changed', 1));
      expect((await readProject(db, user.id, source.id)).lists[0]!.products).toHaveLength(4);

      await createShare(db, user.id, source.id, { id: 'share-a', tokenHash: 'hash-a' });
      await deleteProject(db, user.id, source.id);
      expect(await readSharedProject(db, 'hash-a')).toBeUndefined();
      expect(await db.selectFrom('project_lists').select('id').where('project_id', '=', source.id).execute()).toEqual([]);
      // The current project was deleted: the first remaining one is current now.
      expect((await listProjects(db, user.id)).current).toEqual({ projectId: copy.id, listId: copy.lists[0]!.id });
    });

    it('hold at most 100 projects and 20 lists each', async () => {
      const db = connection().db;
      const user = await createUser(db);
      for (let index = 0; index < projectLimits.projects; index++) await createProject(db, user.id, { name: `P${index}` });
      expect(await codeOf(createProject(db, user.id, { name: 'One more' }))).toBe('too_many_projects');
      const { projects } = await listProjects(db, user.id);
      const lists = Array.from({ length: projectLimits.listsPerProject }, (_, index) => ({ name: `L${index}` }));
      expect(await codeOf(createProject(db, user.id, { name: 'Too long', lists }))).toBe('too_many_projects');
      await deleteProject(db, user.id, projects[0]!.id);
      const full = await createProject(db, user.id, { name: 'Full', lists });
      expect(await codeOf(createList(db, user.id, full.id, { name: 'L20' }))).toBe('too_many_lists');
      await deleteProject(db, user.id, projects[1]!.id);
      expect(await codeOf(createProject(db, user.id, { name: 'Over', lists: [...lists, { name: 'L20' }] }))).toBe('too_many_lists');
      expect((await listProjects(db, user.id)).projects).toHaveLength(projectLimits.projects - 1);
    });

    it('lists are added, renamed, saved, chosen and deleted', async () => {
      const db = connection().db;
      const user = await createUser(db);
      const project = await createProject(db, user.id, { name: 'P', lists: [{ name: 'First' }] });
      const second = await createList<Condition, Product>(db, user.id, project.id, { name: 'Second', ...contentOf('s', 2) });
      expect(await codeOf(renameList(db, user.id, second.id, 'FIRST'))).toBe('duplicate_list_name');
      await renameList(db, user.id, second.id, 'Winter');
      expect(await chooseProject(db, user.id, project.id, second.id)).toEqual({ projectId: project.id, listId: second.id });
      await replaceSavedList(db, user.id, contentOf('via-spec', 3));
      const read = await readProject<Condition, Product>(db, user.id, project.id);
      expect(read.lists.map((list) => [list.name, list.products.length])).toEqual([['First', 0], ['Winter', 3]]);
      expect(await codeOf(saveList(db, user.id, second.id, { conditions: [], products: [{ Hashkey: 'x', conditionIndex: 0 }] }))).toBe('condition_index_out_of_list');
      await deleteList(db, user.id, second.id);
      expect((await listProjects(db, user.id)).current).toEqual({ projectId: project.id, listId: project.lists[0]!.id });
      const other = await createProject(db, user.id, { name: 'Other', lists: [{ name: 'X' }] });
      expect(await codeOf(chooseProject(db, user.id, project.id, other.lists[0]!.id))).toBe('list_not_found');
    });

    it('a member without a project gets one at the first saveselection', async () => {
      const db = connection().db;
      const user = await createUser(db);
      await replaceSavedList(db, user.id, contentOf('first', 2), new Date(), { project: 'Mein Projekt', list: 'Meine Liste' });
      const { projects } = await listProjects(db, user.id);
      expect(projects.map((project) => [project.name, project.listCount, project.productCount])).toEqual([['Mein Projekt', 1, 2]]);
    });
  });

  describe('shares', () => {
    it('open the project by the token hash until revoked', async () => {
      const db = connection().db;
      const user = await createUser(db);
      const project = await createProject<Condition, Product>(db, user.id, { name: 'Shared', lists: [{ name: 'A', ...contentOf('a', 2) }] });
      const share = await createShare(db, user.id, project.id, { id: 'public-id', tokenHash: 'token-hash' });
      expect(await listShares(db, user.id, project.id)).toEqual([share]);
      expect(await readSharedProject(db, 'token-hash')).toEqual(await readProject(db, user.id, project.id));
      expect(await readSharedProject(db, 'other-hash')).toBeUndefined();
      await revokeShare(db, user.id, share.id);
      expect(await readSharedProject(db, 'token-hash')).toBeUndefined();
      expect(await codeOf(revokeShare(db, user.id, share.id))).toBe('share_not_found');
    });
  });

  describe('under concurrency', () => {
    it('of many creates with one name, one wins; a burst past the limit stops at it', async () => {
      const db = connection().db;
      const user = await createUser(db);
      const codes = await Promise.all(Array.from({ length: 8 }, () => codeOf(createProject(db, user.id, { name: 'Same' }))));
      expect(codes.filter((code) => code === undefined)).toHaveLength(1);
      expect(codes.filter((code) => code === 'duplicate_project_name')).toHaveLength(7);

      for (let index = 1; index < projectLimits.projects - 6; index++) await createProject(db, user.id, { name: `P${index}` });
      const burst = await Promise.all(Array.from({ length: 12 }, (_, index) => codeOf(createProject(db, user.id, { name: `Burst${index}` }))));
      expect(burst.filter((code) => code === undefined)).toHaveLength(6);
      expect((await listProjects(db, user.id)).projects).toHaveLength(projectLimits.projects);
    });

    it('of two saves at once the list is one of them whole, and a rename meanwhile keeps both', async () => {
      const db = connection().db;
      const user = await createUser(db);
      const project = await createProject(db, user.id, { name: 'Busy', lists: [{ name: 'L' }] });
      const listId = project.lists[0]!.id;
      const contents = Array.from({ length: 8 }, (_, index) => contentOf(`save${index}`, 20 + index));
      const names = Array.from({ length: 8 }, (_, index) => `Renamed ${index}`);
      await Promise.all([
        ...contents.map((content) => saveList(db, user.id, listId, content)),
        ...names.map((name) => renameProject(db, user.id, project.id, name)),
        ...contents.map((content) => replaceSavedList(db, user.id, content)),
        ...Array.from({ length: 4 }, (_, index) => createList(db, user.id, project.id, { name: `Extra ${index}` })),
      ]);
      const read = await readProject<Condition, Product>(db, user.id, project.id);
      expect(names).toContain(read.name);
      const list = read.lists.find((candidate) => candidate.id === listId)!;
      const mark = list.conditions[0]!.mark;
      expect(list).toMatchObject(contents.find((content) => content.conditions[0]!.mark === mark)!);
      expect(read.lists).toHaveLength(5);
      const counted = await db.selectFrom('project_lists').select('product_count').where('id', '=', listId).executeTakeFirstOrThrow();
      expect(counted.product_count).toBe(list.products.length);
    });

    it('reads during saves see one list whole', async () => {
      const db = connection().db;
      const user = await createUser(db);
      await replaceSavedList(db, user.id, contentOf('first', 30));
      const saves = Array.from({ length: 6 }, (_, index) => replaceSavedList(db, user.id, contentOf(`save${index}`, 30 + index)));
      const reads = Array.from({ length: 12 }, () => readSavedList<Condition, Product>(db, user.id));
      await Promise.all(saves);
      for (const read of await Promise.all(reads)) {
        const mark = read.conditions[0]!.mark;
        expect(read.products).toEqual(contentOf(mark, read.products.length).products);
      }
    });
  });

  it('go with their member', async () => {
    const db = connection().db;
    const user = await createUser(db);
    await createProject(db, user.id, { name: 'Gone', lists: [{ name: 'L', ...contentOf('g', 1) }] });
    await deleteUser(db, user.id);
    expect(await db.selectFrom('projects').select('id').where('user_id', '=', user.id).execute()).toEqual([]);
    expect(await codeOf(createProject(db, user.id, { name: 'Ghost' }))).toBe('unknown_user');
  });
}
