// The schemas of the saved selection list (src/contracts/results.ts): SPEC §7 Selection under /api/result. The
// specification names the calls and the product fields; the condition entries, the bounds, the Hashkey filter and
// the answers are ours, written down here.
import { z } from 'zod';
import { listBodyLimit, type CallSchemas } from '../call';
import { maxOperatingPoints, measured, pointName, sizeFigures } from './selection';

/** The most products (and condition sets) a saved list holds; a longer one is refused whole. */
export const maxSavedSelection = 500;

const id = z.number().int().min(1);
const text = (max: number) => z.string().max(max);

/**
 * One condition set of the list: a row's SelectCondition as the selector answered it (POST /ucselection/calculate),
 * kept as it is so that posting it back calculates the product again.
 */
const savedConditions = z
  .record(z.string().min(1).max(40), z.union([measured.extend({ unit: text(32) }), text(40), z.number(), z.boolean()]))
  .refine((record) => Object.keys(record).length <= 40, 'At most 40 conditions');

export const savedCondition = z.object({
  valveName: z.string().trim().min(1).max(40),
  serialId: id.optional(),
  systemId: id.optional(),
  refrigerant: text(20).describe("'' for a product added without a refrigerant."),
  approvals: z.array(z.string().trim().min(1).max(40)).max(20),
  conditions: savedConditions,
  designPointName: pointName.optional().describe("The design point's name of a selection graded at several operating points (issue 27)."),
  operatingPoints: z
    .array(z.object({ name: pointName, conditions: savedConditions }))
    .max(maxOperatingPoints)
    .optional()
    .describe("The selection's further operating points as SelectCondition.operatingPoints answered them; absent for a one-point selection."),
});
export type SavedCondition = z.infer<typeof savedCondition>;

/** One product of the list: SPEC §7's fields, and ours to show and name it again (PartNumber, Refrigerant, Grade, Hashkey). */
export const savedProduct = z.object({
  valveId: id,
  serialId: id,
  productName: text(80),
  ValveName: z.string().trim().min(1).max(40).describe('Family Classname, e.g. Sov.'),
  Sizeid: id,
  Sizename: text(80),
  SerialName: text(80),
  ProductType: text(80),
  ImageUrl: text(300),
  conditionIndex: z.number().int().min(0).describe('The index of its condition set in conditionList.'),
  PartNumber: z.string().trim().min(1).max(40),
  Refrigerant: text(20).default(''),
  Grade: z.enum(['Optimal', 'Available', 'Prohibited']).optional().describe('Absent for a product added from the product list.'),
  Hashkey: z.string().trim().min(1).max(64).describe("The item's identity (src/contracts/selection-hash.ts); a repeated one is kept once, the first."),
  // Ours, optional (the specification's clients send none): what reopening the list compares today's figures with.
  Values: sizeFigures.optional().describe("The row's figures when it was added, in the unit set it was calculated in (issue 27)."),
  Coil: z
    .string()
    .trim()
    .min(1)
    .max(40)
    .optional()
    .describe("The coil (or stator) the buyer picked in the row for a body sold alone; absent, the bill takes the one preselected for the country (issue 35)."),
});
export type SavedProduct = z.infer<typeof savedProduct>;

export const saveSelectionBody = z
  .object({
    conditionList: z.array(savedCondition).max(maxSavedSelection),
    productList: z.array(savedProduct).max(maxSavedSelection),
  })
  .superRefine((body, context) => {
    body.productList.forEach((product, index) => {
      if (product.conditionIndex >= body.conditionList.length) {
        context.addIssue({ code: 'custom', message: 'conditionIndex must point into conditionList', path: ['productList', index, 'conditionIndex'] });
      }
    });
  });
export type SaveSelectionBody = z.infer<typeof saveSelectionBody>;

/** The saved list: products in the user's order, each pointing by conditionIndex into conditions. */
export const savedSelection = z.object({
  productList: z.array(savedProduct),
  conditions: z.array(savedCondition),
  savedAt: z.string().nullable().describe('When the list was last saved (ISO 8601 UTC); null while it never was.'),
});
export type SavedSelection = z.infer<typeof savedSelection>;

export const currentSelectionQuery = z.object({
  hashkeys: z
    .string()
    .max(maxSavedSelection * 65)
    .optional()
    .describe('Comma-separated Hashkeys: only these products (and their conditions). Absent: the whole list.'),
});

const guest = `Signed in only: without a token Result 100 'Please sign in firstly', a bad or expired token Result 50014 / 50012.`;

export const resultSchemas = {
  saveSelection: {
    body: saveSelectionBody,
    bodyLimit: listBodyLimit,
    data: savedSelection,
    description: `Replaces the user's saved list with this one, whole, in one transaction: a failure or a stopped server leaves the
previous list as it was, and of two saves at once the later one wins whole. At most ${maxSavedSelection} products and
${maxSavedSelection} condition sets; a longer list, a wrong type or a \`conditionIndex\` outside \`conditionList\` → Result 2,
HTTP 400, nothing saved (a body over the server's 1 MB limit is refused the same way before it is read). A repeated Hashkey is kept once (the first), as the list does (SPEC §4). An empty
\`productList\` empties the list. Answers the list as saved. ${guest}`,
  },
  currentSelection: {
    query: currentSelectionQuery,
    data: savedSelection,
    description: `The user's saved list; with \`hashkeys\` only those products, in the list's order, with their condition sets
(\`conditionIndex\` then points into this answer's \`conditions\`). Unknown Hashkeys are skipped. ${guest}`,
  },
  selectionList: {
    data: savedSelection,
    description: `The user's whole saved list: \`productList\` and \`conditions\` (empty lists and \`savedAt\` null when none was
saved). ${guest}`,
  },
} satisfies Record<string, CallSchemas>;
