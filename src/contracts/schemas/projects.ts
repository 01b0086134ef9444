// The schemas of the project calls (src/contracts/projects.ts, under /api/project): issue 27's named projects of a
// member, each with named lists, read-only share links, and a project's lists calculated again at today's data. All
// ours: the specification knows one saved list (saveselection, getlist), which is now the current project's current
// list.
import { z } from 'zod';
import { listBodyLimit, type CallSchemas } from '../call';
import { maxSavedSelection, savedCondition, savedProduct } from './results';
import { gradeName, measured, sizeFigures } from './selection';

/** How much a member keeps; the data layer holds the same numbers (host-site/server/database/repositories/projects.ts). */
export const projectBounds = { projects: 100, listsPerProject: 20, nameLength: 80 } as const;

const id = z.number().int().min(1);

export const projectName = z
  .string()
  .trim()
  .min(1)
  .max(projectBounds.nameLength)
  .describe(`1 to ${projectBounds.nameLength} characters, trimmed; unique per member (projects) or per project (lists), whatever the case.`);

/**
 * A condition set of a list: a saved selection's, with whatever else it carries (issue 27's `operatingPoints` and
 * `designPointName`) kept as it came, so that posting it to calculate grades the product at every point again.
 */
export const projectCondition = savedCondition.loose();
export type ProjectCondition = z.infer<typeof projectCondition>;

/** A product of a list: a saved selection's, with the figures it had when it was added (to say what changed since). */
export const projectProduct = savedProduct;
export type ProjectProduct = z.infer<typeof projectProduct>;

function pointsIntoConditions(list: { conditions: unknown[]; productList: { conditionIndex: number }[] }, context: z.RefinementCtx): void {
  list.productList.forEach((product, index) => {
    if (product.conditionIndex >= list.conditions.length) {
      context.addIssue({ code: 'custom', message: 'conditionIndex must point into conditions', path: ['productList', index, 'conditionIndex'] });
    }
  });
}

/** What a list holds, as the calls send it. */
const contentFields = {
  conditions: z.array(projectCondition).max(maxSavedSelection).default([]),
  productList: z.array(projectProduct).max(maxSavedSelection).default([]),
};

/** The form that makes a project (the site's projects page): its name, as createProject checks it. */
export const newProjectForm = z.object({ name: projectName });
export type NewProjectForm = z.input<typeof newProjectForm>;

export const newProjectList = z.object({ name: projectName, ...contentFields }).superRefine(pointsIntoConditions);
export type NewProjectList = z.infer<typeof newProjectList>;

export const projectList = z.object({
  id,
  name: z.string(),
  savedAt: z.string().describe('When the list was last saved (ISO 8601 UTC).'),
  conditions: z.array(projectCondition),
  productList: z.array(projectProduct),
});
export type ProjectListData = z.infer<typeof projectList>;

export const project = z.object({
  id,
  name: z.string(),
  createdAt: z.string(),
  updatedAt: z.string().describe('The last change of the project or one of its lists (ISO 8601 UTC).'),
  lists: z.array(projectList).describe('In the order they were made.'),
});
export type ProjectData = z.infer<typeof project>;

export const projectSummary = z.object({
  id,
  name: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  listCount: z.number().int(),
  productCount: z.number().int(),
});
export type ProjectSummaryData = z.infer<typeof projectSummary>;

export const projectOverview = z.object({
  projects: z.array(projectSummary).describe('In the order they were made.'),
  currentProjectId: id.nullable().describe('The project saveselection and getlist work on; null while the member has none.'),
  currentListId: id.nullable().describe('Its list they work on; null while it has none (saveselection then makes one).'),
  limits: z.object({ projects: z.number(), listsPerProject: z.number(), nameLength: z.number() }),
});
export type ProjectOverview = z.infer<typeof projectOverview>;

export const projectShare = z.object({
  id: z.string().describe('The share\'s public id, by which it is revoked.'),
  createdAt: z.string(),
});

export const newShare = projectShare.extend({
  token: z.string().describe('The link\'s secret (43 characters): /projects/shared?token=… opens the project read-only. Shown once: only its hash is kept.'),
});

/** A product's state at today's data against the one it was saved with (issue 27: reopening says what changed). */
export const productChange = z.object({
  Hashkey: z.string(),
  PartNumber: z.string(),
  status: z
    .enum(['unchanged', 'changed', 'withdrawn', 'notRecalculated'])
    .describe('withdrawn: the size or part number is no longer offered at its conditions; notRecalculated: a product added without conditions to grade it (from the product list).'),
  gradeFrom: gradeName.optional(),
  gradeTo: gradeName.optional().describe('Present when the grade changed.'),
  figures: z
    .array(z.object({ name: z.string().describe('The key in Values, e.g. capacity.'), from: measured, to: measured }))
    .describe("Figures that moved by more than their rounding (1 % of the saved value, or a unit in the last shown digit), in the saved figure's unit."),
  text: z.string().describe("All of it in words, in the request's language: 'Grade Optimal → Available; capacity 12.1 kW → 11.4 kW'."),
  Grade: gradeName.optional().describe('The grade today (absent when withdrawn or not recalculated).'),
  Reason: z.string().optional().describe("Today's reasons of the grade, in words."),
  Values: sizeFigures.optional().describe("Today's figures."),
});
export type ProductChange = z.infer<typeof productChange>;

export const recalculatedList = z.object({
  name: z.string(),
  products: z.array(productChange).describe("In the list's order."),
  failures: z.array(z.object({ conditionIndex: z.number().int(), message: z.string() })).describe('Condition sets that cannot be calculated today (a refrigerant withdrawn, a family gone), with the reason.'),
});

export const recalculateBody = z.object({
  lists: z
    .array(newProjectList)
    .min(1)
    .max(projectBounds.listsPerProject)
    .refine((lists) => lists.reduce((sum, list) => sum + list.conditions.length, 0) <= 200, 'At most 200 condition sets in all'),
});

const signedIn = 'Signed in only: without a token Result 100, a bad or expired token Result 50014 / 50012.';
const refusals = `A name outside 1..${projectBounds.nameLength} characters, or a list whose conditionIndex points outside its conditions → Result 2, HTTP 400;
a name the member (or the project) already has → Result 2, HTTP 409; more than ${projectBounds.projects} projects or ${projectBounds.listsPerProject} lists
in a project → Result 2, HTTP 409; a project or list that is not the member's → Result 5, HTTP 404. Nothing is saved then; ErrorMsg says why in
the request's language.`;

export const projectSchemas = {
  projectOverview: {
    data: projectOverview,
    description: `The member's projects (name, lists and products counted) and the current project and list, which the specification's
saveselection and getlist work on. ${signedIn}`,
  },
  getProject: {
    query: z.object({ projectId: z.coerce.number().int().min(1) }),
    data: project,
    description: `One of the member's projects with all its lists (conditions with their operating points, products). ${signedIn}`,
  },
  createProject: {
    body: z.object({ name: projectName, lists: z.array(newProjectList).max(projectBounds.listsPerProject).default([]) }),
    bodyLimit: listBodyLimit,
    data: project,
    description: `Makes a project, empty or with lists (a project file loaded, a shared project copied); the member's first project
becomes his current one. ${refusals} ${signedIn}`,
  },
  renameProject: {
    body: z.object({ projectId: id, name: projectName }),
    data: projectOverview,
    description: `Renames one of the member's projects. ${refusals} ${signedIn}`,
  },
  deleteProject: {
    body: z.object({ projectId: id }),
    data: projectOverview,
    description: `Deletes a project with its lists and share links; when it was the current one, the first remaining one is. ${signedIn}`,
  },
  duplicateProject: {
    body: z.object({ projectId: id, name: projectName }),
    data: project,
    description: `Copies a project with its lists (not its share links) under a new name. ${refusals} ${signedIn}`,
  },
  chooseProject: {
    body: z.object({ projectId: id, listId: id.optional().describe('One of its lists; absent: its first.') }),
    data: projectOverview,
    description: `Chooses the project (and list) saveselection and getlist work on from now on, on every device of the member. ${signedIn}`,
  },
  createList: {
    body: z.object({ projectId: id, name: projectName, ...contentFields }).superRefine(pointsIntoConditions),
    bodyLimit: listBodyLimit,
    data: project,
    description: `Adds a list to a project. ${refusals} ${signedIn}`,
  },
  renameList: {
    body: z.object({ listId: id, name: projectName }),
    data: project,
    description: `Renames a list. ${refusals} ${signedIn}`,
  },
  deleteList: {
    body: z.object({ listId: id }),
    data: project,
    description: `Deletes a list; when it was the current one, the project's first list is. ${signedIn}`,
  },
  saveList: {
    body: z.object({ listId: id, ...contentFields }).superRefine(pointsIntoConditions),
    bodyLimit: listBodyLimit,
    data: project,
    description: `Replaces what a list holds, whole (one transaction; of two saves at once the later wins whole); a repeated Hashkey is kept once. ${refusals} ${signedIn}`,
  },
  shareProject: {
    body: z.object({ projectId: id }),
    data: newShare,
    description: `Makes a read-only link to the project: whoever has it sees the project (calculated again at today's data) and may copy
it, until the member revokes it. At most 20 live links per project. ${signedIn}`,
  },
  projectShares: {
    query: z.object({ projectId: z.coerce.number().int().min(1) }),
    data: z.object({ shares: z.array(projectShare) }),
    description: `The live share links of a project (their tokens are not kept, only when they were made). ${signedIn}`,
  },
  revokeShare: {
    body: z.object({ shareId: z.string().trim().min(1).max(64) }),
    data: z.object({ shares: z.array(projectShare) }),
    description: `Ends a share link: it opens nothing from now on. Answers the project's live links. ${signedIn}`,
  },
  sharedProject: {
    query: z.object({ token: z.string().trim().min(20).max(100) }),
    data: project,
    description: `The project a share link opens, for anyone who has the link (no sign-in). A revoked or unknown token → Result 5, HTTP 404.`,
  },
  recalculateProject: {
    body: recalculateBody,
    bodyLimit: listBodyLimit,
    data: z.object({ lists: z.array(recalculatedList) }),
    description: `Calculates each list's condition sets again at today's data (as POST /api/ucselection/calculate, every operating point
included) and says per product what changed against the grade and figures it was saved with: the grade (from → to),
figures beyond their rounding, or the product withdrawn. Values are in the request's unit set (Unitid header). No sign-in:
a guest's project kept in the browser is reopened the same way. At most ${projectBounds.listsPerProject} lists and 200 condition sets.`,
  },
} satisfies Record<string, CallSchemas>;
