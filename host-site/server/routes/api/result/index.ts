import type { FastifyInstance } from 'fastify';
import { resultContracts } from '../../../../../src/contracts/schemas';
import { registerCall } from '../../../http/register-call';
import { requireUser } from '../../../http/require-user';
import { currentSelection, saveSelection, selectionList } from '../../../services/results';

/** SPEC §7 Selection under /api/result: a signed-in user's saved selection list. */
export default async function resultRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const { saveSelection: save, currentSelection: current, selectionList: list } = resultContracts;
  registerCall(app, save, async ({ body, request }) => saveSelection(db, await requireUser(request), body));
  registerCall(app, current, async ({ query, request }) => currentSelection(db, await requireUser(request), query.hashkeys));
  registerCall(app, list, async ({ request }) => selectionList(db, await requireUser(request)));
}
