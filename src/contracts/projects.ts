// A member's projects (issue 27, under /api/project): named projects with named lists, the current one (which the
// specification's saveselection and getlist work on), read-only share links, and a project calculated again at
// today's data. The schemas are in schemas/projects.ts, loaded only by the server.
import { defineCall } from './call';
import type { projectSchemas } from './schemas/projects';

export type {
  NewProjectList,
  ProductChange,
  ProjectCondition,
  ProjectData,
  ProjectListData,
  ProjectOverview,
  ProjectProduct,
  ProjectSummaryData,
} from './schemas/projects';

type Schemas = typeof projectSchemas;

export const projectOverview = defineCall<Schemas['projectOverview']>({
  method: 'GET',
  path: '/project/list',
  summary: "Ours: the signed-in member's projects and the current project and list.",
});

export const getProject = defineCall<Schemas['getProject']>({
  method: 'GET',
  path: '/project/get',
  summary: 'Ours: one of the member\'s projects with its lists.',
});

export const createProject = defineCall<Schemas['createProject']>({
  method: 'POST',
  path: '/project/create',
  summary: 'Ours: makes a project, empty or with lists (a file loaded, a shared project copied).',
});

export const renameProject = defineCall<Schemas['renameProject']>({
  method: 'POST',
  path: '/project/rename',
  summary: 'Ours: renames a project.',
  idempotent: true,
});

export const deleteProject = defineCall<Schemas['deleteProject']>({
  method: 'POST',
  path: '/project/delete',
  summary: 'Ours: deletes a project with its lists and share links.',
});

export const duplicateProject = defineCall<Schemas['duplicateProject']>({
  method: 'POST',
  path: '/project/duplicate',
  summary: 'Ours: copies a project with its lists under a new name.',
});

export const chooseProject = defineCall<Schemas['chooseProject']>({
  method: 'POST',
  path: '/project/choose',
  summary: 'Ours: chooses the project and list saveselection and getlist work on.',
  idempotent: true,
});

export const createList = defineCall<Schemas['createList']>({
  method: 'POST',
  path: '/project/createlist',
  summary: 'Ours: adds a list to a project.',
});

export const renameList = defineCall<Schemas['renameList']>({
  method: 'POST',
  path: '/project/renamelist',
  summary: 'Ours: renames a list.',
  idempotent: true,
});

export const deleteList = defineCall<Schemas['deleteList']>({
  method: 'POST',
  path: '/project/deletelist',
  summary: 'Ours: deletes a list.',
});

export const saveList = defineCall<Schemas['saveList']>({
  method: 'POST',
  path: '/project/savelist',
  summary: 'Ours: replaces what a list holds, whole.',
  idempotent: true,
});

export const shareProject = defineCall<Schemas['shareProject']>({
  method: 'POST',
  path: '/project/share',
  summary: 'Ours: makes a read-only share link to a project.',
});

export const projectShares = defineCall<Schemas['projectShares']>({
  method: 'GET',
  path: '/project/shares',
  summary: "Ours: a project's live share links.",
});

export const revokeShare = defineCall<Schemas['revokeShare']>({
  method: 'POST',
  path: '/project/unshare',
  summary: 'Ours: ends a share link.',
  idempotent: true,
});

export const sharedProject = defineCall<Schemas['sharedProject']>({
  method: 'GET',
  path: '/project/shared',
  summary: 'Ours: the project a share link opens (no sign-in).',
});

export const recalculateProject = defineCall<Schemas['recalculateProject']>({
  method: 'POST',
  path: '/project/recalculate',
  summary: "Ours: a project's lists calculated again at today's data, with what changed per product.",
  // It changes nothing on the server.
  idempotent: true,
});
