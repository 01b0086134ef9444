import type { Kysely } from 'kysely';
import type { CallAnswer, CallBody } from '../../../../src/contracts/call';
import { ResultCode } from '../../../../src/contracts/envelope';
import type * as calls from '../../../../src/contracts/projects';
import type { NewProjectList, ProjectCondition, ProjectData, ProjectListData, ProjectOverview, ProjectProduct } from '../../../../src/contracts/projects';
import {
  chooseProject,
  createList,
  createProject,
  createShare,
  deleteList,
  deleteProject,
  duplicateProject,
  listProjects,
  listShares,
  projectLimits,
  readProject,
  readSharedProject,
  renameList,
  renameProject,
  revokeShare,
  saveList,
  type Database,
  type NewList,
  type Project,
  type ProjectList,
} from '../../database';
import { CallFailure } from '../../http/call-failure';
import { randomId, randomToken, sha256 } from '../accounts/secrets';

type StoredProject = Project<ProjectCondition, ProjectProduct>;

function listData(list: ProjectList<ProjectCondition, ProjectProduct>): ProjectListData {
  return { id: list.id, name: list.name, savedAt: list.savedAt, conditions: list.conditions, productList: list.products };
}

function projectData(project: StoredProject): ProjectData {
  return { id: project.id, name: project.name, createdAt: project.createdAt, updatedAt: project.updatedAt, lists: project.lists.map(listData) };
}

/** The products in their order without a repeated Hashkey: the first stays (SPEC §4, as saveselection keeps them). */
function withoutRepeats(products: readonly ProjectProduct[]): ProjectProduct[] {
  const seen = new Set<string>();
  return products.filter((product) => !seen.has(product.Hashkey) && seen.add(product.Hashkey));
}

function newList(list: NewProjectList): NewList<ProjectCondition, ProjectProduct> {
  return { name: list.name, conditions: list.conditions, products: withoutRepeats(list.productList) };
}

export async function overview(db: Kysely<Database>, userId: number): Promise<ProjectOverview> {
  const { projects, current } = await listProjects(db, userId);
  const { projects: maxProjects, listsPerProject, nameLength } = projectLimits;
  return { projects, currentProjectId: current.projectId, currentListId: current.listId, limits: { projects: maxProjects, listsPerProject, nameLength } };
}

/** The member's projects and lists, by call: each refusal is a DataError the envelope words (projects namespace). */
export class ProjectService {
  constructor(private readonly db: Kysely<Database>) {}

  overview(userId: number): Promise<ProjectOverview> {
    return overview(this.db, userId);
  }

  async get(userId: number, projectId: number): Promise<ProjectData> {
    return projectData(await readProject(this.db, userId, projectId));
  }

  async create(userId: number, body: CallBody<typeof calls.createProject>): Promise<ProjectData> {
    return projectData(await createProject(this.db, userId, { name: body.name, lists: body.lists.map(newList) }));
  }

  async rename(userId: number, body: CallBody<typeof calls.renameProject>): Promise<ProjectOverview> {
    await renameProject(this.db, userId, body.projectId, body.name);
    return this.overview(userId);
  }

  async delete(userId: number, body: CallBody<typeof calls.deleteProject>): Promise<ProjectOverview> {
    await deleteProject(this.db, userId, body.projectId);
    return this.overview(userId);
  }

  async duplicate(userId: number, body: CallBody<typeof calls.duplicateProject>): Promise<ProjectData> {
    return projectData((await duplicateProject(this.db, userId, body.projectId, body.name)) as StoredProject);
  }

  async choose(userId: number, body: CallBody<typeof calls.chooseProject>): Promise<ProjectOverview> {
    await chooseProject(this.db, userId, body.projectId, body.listId ?? null);
    return this.overview(userId);
  }

  async createList(userId: number, body: CallBody<typeof calls.createList>): Promise<ProjectData> {
    await createList(this.db, userId, body.projectId, newList(body));
    return this.get(userId, body.projectId);
  }

  async renameList(userId: number, body: CallBody<typeof calls.renameList>): Promise<ProjectData> {
    return this.get(userId, await renameList(this.db, userId, body.listId, body.name));
  }

  async deleteList(userId: number, body: CallBody<typeof calls.deleteList>): Promise<ProjectData> {
    return this.get(userId, await deleteList(this.db, userId, body.listId));
  }

  async saveList(userId: number, body: CallBody<typeof calls.saveList>): Promise<ProjectData> {
    const saved = await saveList(this.db, userId, body.listId, { conditions: body.conditions, products: withoutRepeats(body.productList) });
    return this.get(userId, saved.projectId);
  }

  /** A new read-only link: its token is answered once and kept only as its SHA-256. */
  async share(userId: number, body: CallBody<typeof calls.shareProject>): Promise<CallAnswer<typeof calls.shareProject>> {
    const token = randomToken();
    const share = await createShare(this.db, userId, body.projectId, { id: randomId(), tokenHash: sha256(token) });
    return { ...share, token };
  }

  async shares(userId: number, projectId: number): Promise<CallAnswer<typeof calls.projectShares>> {
    return { shares: await listShares(this.db, userId, projectId) };
  }

  async revokeShare(userId: number, body: CallBody<typeof calls.revokeShare>): Promise<CallAnswer<typeof calls.revokeShare>> {
    const projectId = await revokeShare(this.db, userId, body.shareId);
    return { shares: await listShares(this.db, userId, projectId) };
  }

  /** The project a share link opens. @throws CallFailure notFound (404) for a token never made, revoked, or of a deleted project. */
  async shared(token: string): Promise<ProjectData> {
    const project = await readSharedProject<ProjectCondition, ProjectProduct>(this.db, sha256(token));
    if (!project) throw new CallFailure(ResultCode.notFound, 404, 'projects:errors.sharedNotFound');
    return projectData(project);
  }
}
