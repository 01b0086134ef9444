// Issue 27: a member's projects through the API, on SQLite and (with TEST_DATABASE_URL) PostgreSQL.
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { ProjectData, ProjectOverview } from '../../../src/contracts/projects';
import type { SavedSelection } from '../../../src/contracts/results';
import { envelopeOf, get, post } from '../helper';
import { savedWorkApps } from '../results/databases';
import { listBody, member } from '../results/member';

const apps = await savedWorkApps();

/** A list as the project calls take it: the saved-list body's conditions and products. */
function listOf(name: string, mark: string, size: number) {
  const body = listBody(mark, size);
  return { name, conditions: body.conditionList, productList: body.productList };
}

describe.each(apps)('on %s', (_database, app: FastifyInstance) => {
  const call = async <T>(method: 'GET' | 'POST', url: string, input: Record<string, unknown>, headers: Record<string, string>) =>
    envelopeOf<T>(method === 'GET' ? await get(app, url, input as Record<string, string>, headers) : await post(app, url, input, headers));

  it('a guest is told to sign in for every call of his own projects', async () => {
    for (const [method, url] of [
      ['GET', '/api/project/list'],
      ['GET', '/api/project/get?projectId=1'],
      ['POST', '/api/project/create'],
      ['POST', '/api/project/rename'],
      ['POST', '/api/project/delete'],
      ['POST', '/api/project/duplicate'],
      ['POST', '/api/project/choose'],
      ['POST', '/api/project/createlist'],
      ['POST', '/api/project/renamelist'],
      ['POST', '/api/project/deletelist'],
      ['POST', '/api/project/savelist'],
      ['POST', '/api/project/share'],
      ['GET', '/api/project/shares?projectId=1'],
      ['POST', '/api/project/unshare'],
    ] as const) {
      const response = await app.inject({ method, url, headers: { lang: 'de' }, ...(method === 'POST' ? { payload: {} } : {}) });
      expect(envelopeOf(response), url).toMatchObject({ Result: 100, Data: null });
    }
  });

  it('a member makes, renames, duplicates, chooses and deletes projects; saveselection and getlist follow the current one', async () => {
    const alice = await member(app.db, 'projalice');
    const empty = await call<ProjectOverview>('GET', '/api/project/list', {}, alice.headers);
    expect(empty).toEqual({ Result: 0, ErrorMsg: '', Data: { projects: [], currentProjectId: null, currentListId: null, limits: { projects: 100, listsPerProject: 20, nameLength: 80 } } });

    const plant = (await call<ProjectData>('POST', '/api/project/create', { name: 'Plant A', lists: [listOf('Cooling', 'c', 3), listOf('Heating', 'h', 2)] }, alice.headers)).Data!;
    expect(plant.lists.map((list) => [list.name, list.productList.length])).toEqual([['Cooling', 3], ['Heating', 2]]);
    expect((await call<SavedSelection>('GET', '/api/result/getlist', {}, alice.headers)).Data!.productList.map((product) => product.PartNumber)).toEqual(['c-0', 'c-1', 'c-2']);

    const overview = (await call<ProjectOverview>('POST', '/api/project/choose', { projectId: plant.id, listId: plant.lists[1]!.id }, alice.headers)).Data!;
    expect(overview.currentListId).toBe(plant.lists[1]!.id);
    await post(app, '/api/result/saveselection', listBody('s', 4), alice.headers);
    const reread = (await call<ProjectData>('GET', '/api/project/get', { projectId: plant.id }, alice.headers)).Data!;
    expect(reread.lists.map((list) => list.productList.length)).toEqual([3, 4]);

    const copy = (await call<ProjectData>('POST', '/api/project/duplicate', { projectId: plant.id, name: 'Plant B' }, alice.headers)).Data!;
    expect(copy.lists.map((list) => list.productList)).toEqual(reread.lists.map((list) => list.productList));
    const renamed = (await call<ProjectOverview>('POST', '/api/project/rename', { projectId: copy.id, name: 'Plant B, winter' }, alice.headers)).Data!;
    expect(renamed.projects.map((project) => [project.name, project.listCount, project.productCount])).toEqual([['Plant A', 2, 7], ['Plant B, winter', 2, 7]]);

    const left = (await call<ProjectOverview>('POST', '/api/project/delete', { projectId: plant.id }, alice.headers)).Data!;
    expect(left.projects.map((project) => project.name)).toEqual(['Plant B, winter']);
    expect(left.currentProjectId).toBe(copy.id);
  });

  it('lists are added, renamed, saved and deleted', async () => {
    const bob = await member(app.db, 'projbob');
    const project = (await call<ProjectData>('POST', '/api/project/create', { name: 'P' }, bob.headers)).Data!;
    const withList = (await call<ProjectData>('POST', '/api/project/createlist', { projectId: project.id, ...listOf('One', 'o', 1) }, bob.headers)).Data!;
    const listId = withList.lists[0]!.id;
    expect((await call<ProjectData>('POST', '/api/project/renamelist', { listId, name: 'Summer' }, bob.headers)).Data!.lists[0]!.name).toBe('Summer');
    const body = listBody('n', 3);
    body.productList[2] = { ...body.productList[2]!, Hashkey: body.productList[0]!.Hashkey };
    const saved = (await call<ProjectData>('POST', '/api/project/savelist', { listId, conditions: body.conditionList, productList: body.productList }, bob.headers)).Data!;
    // A repeated Hashkey is kept once, the first, as saveselection keeps it.
    expect(saved.lists[0]!.productList.map((product) => product.PartNumber)).toEqual(['n-0', 'n-1']);
    expect((await call<ProjectData>('POST', '/api/project/deletelist', { listId }, bob.headers)).Data!.lists).toEqual([]);
  });

  it('keeps condition sets as they come: operating points pass through', async () => {
    const carol = await member(app.db, 'projcarol');
    const list = listOf('Points', 'p', 1);
    const points = [{ name: 'Part load', conditions: { Capicity: { value: 3, unit: 'kW' } } }];
    const withPoints = { ...list, conditions: [{ ...list.conditions[0]!, designPointName: 'Full load', operatingPoints: points }, list.conditions[1]!] };
    const made = (await call<ProjectData>('POST', '/api/project/create', { name: 'Points', lists: [withPoints] }, carol.headers)).Data!;
    const read = (await call<ProjectData>('GET', '/api/project/get', { projectId: made.id }, carol.headers)).Data!;
    expect(read.lists[0]!.conditions[0]).toMatchObject({ designPointName: 'Full load', operatingPoints: points });
  });

  it('refuses with the envelope, in the request language, and saves nothing', async () => {
    const dave = await member(app.db, 'projdave');
    const other = await member(app.db, 'projother');
    const mine = (await call<ProjectData>('POST', '/api/project/create', { name: 'Mine' }, dave.headers)).Data!;
    const duplicate = await post(app, '/api/project/create', { name: 'MINE' }, { ...dave.headers, lang: 'en' });
    expect(duplicate.statusCode).toBe(409);
    // Issue 40 item 2: the refusal as data beside its words, so that a client words it from the code.
    expect(envelopeOf(duplicate)).toEqual({
      Result: 2,
      Data: null,
      ErrorMsg: "Invalid input: a project named 'MINE' already exists",
      Detail: { code: 'duplicate_project_name', values: { name: 'MINE' } },
    });
    expect(envelopeOf(await post(app, '/api/project/create', { name: 'mine' }, { ...dave.headers, lang: 'de' })).ErrorMsg).toBe("Ungültige Eingabe: ein Projekt namens 'mine' gibt es schon");
    const tooLong = await post(app, '/api/project/create', { name: 'x'.repeat(81) }, dave.headers);
    expect([tooLong.statusCode, envelopeOf(tooLong).Result]).toEqual([400, 2]);
    const foreign = await post(app, '/api/project/rename', { projectId: mine.id, name: 'Taken' }, { ...other.headers, lang: 'en' });
    expect(foreign.statusCode).toBe(404);
    expect(envelopeOf(foreign)).toEqual({
      Result: 5,
      Data: null,
      ErrorMsg: `Not found: project ${mine.id} does not exist`,
      Detail: { code: 'project_not_found', values: { id: mine.id } },
    });
    expect((await call<ProjectOverview>('GET', '/api/project/list', {}, dave.headers)).Data!.projects.map((project) => project.name)).toEqual(['Mine']);
  });

  it('a share link opens the project read-only without sign-in, until it is revoked', async () => {
    const erin = await member(app.db, 'projerin');
    const project = (await call<ProjectData>('POST', '/api/project/create', { name: 'Shared', lists: [listOf('L', 'l', 2)] }, erin.headers)).Data!;
    const share = (await call<{ id: string; token: string }>('POST', '/api/project/share', { projectId: project.id }, erin.headers)).Data!;
    expect(share.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const opened = await call<ProjectData>('GET', '/api/project/shared', { token: share.token }, {});
    expect(opened.Data).toEqual(project);
    // Only the token's hash is kept.
    const stored = await app.db.selectFrom('project_shares').select('token_hash').where('id', '=', share.id).executeTakeFirstOrThrow();
    expect(stored.token_hash).not.toContain(share.token);
    // A viewer copies it into his own account.
    const frank = await member(app.db, 'projfrank');
    const copied = (await call<ProjectData>('POST', '/api/project/create', { name: opened.Data!.name, lists: opened.Data!.lists }, frank.headers)).Data!;
    expect(copied.lists[0]!.productList).toEqual(project.lists[0]!.productList);

    expect((await call<{ shares: unknown[] }>('POST', '/api/project/unshare', { shareId: share.id }, erin.headers)).Data).toEqual({ shares: [] });
    const revoked = await get(app, '/api/project/shared', { token: share.token }, { lang: 'en' });
    expect(revoked.statusCode).toBe(404);
    expect(envelopeOf(revoked)).toEqual({ Result: 5, Data: null, ErrorMsg: 'This share link does not exist or was revoked' });
  });
});
