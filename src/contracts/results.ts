// The saved selection list of a signed-in user (SPEC §7 Selection, under /api/result). The schemas are in
// schemas/results.ts, loaded only by the server.
import { defineCall } from './call';
import type { resultSchemas } from './schemas/results';

export type { SaveSelectionBody, SavedCondition, SavedProduct, SavedSelection } from './schemas/results';

type Schemas = typeof resultSchemas;

/** The most products a saved list holds (a copy of the schema's bound, for the widgets, which load no zod). */
export const savedSelectionLimit = 500;

export const saveSelection = defineCall<Schemas['saveSelection']>({
  method: 'POST',
  path: '/result/saveselection',
  summary: "Replaces the signed-in user's saved selection list, whole (one transaction); answers the list as saved.",
  // The whole list is replaced: sending it again leaves the same list.
  idempotent: true,
});

export const currentSelection = defineCall<Schemas['currentSelection']>({
  method: 'GET',
  path: '/result/getcurrent',
  summary: "The signed-in user's saved list, or only the products of the given Hashkeys.",
});

export const selectionList = defineCall<Schemas['selectionList']>({
  method: 'GET',
  path: '/result/getlist',
  summary: "The signed-in user's whole saved list: productList and conditions.",
});
