import type { FastifyInstance } from 'fastify';
import { resultContracts } from '../../../../../src/contracts/schemas';
import { registerMemberCall } from '../../../http/register-call';
import { currentSelection, saveSelection, selectionList } from '../../../services/results';

/** SPEC §7 Selection under /api/result: a signed-in user's saved selection list. */
export default async function resultRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const { saveSelection: save, currentSelection: current, selectionList: list } = resultContracts;
  registerMemberCall(app, save, ({ body, userId }) => saveSelection(db, userId, body));
  registerMemberCall(app, current, ({ query, userId }) => currentSelection(db, userId, query.hashkeys));
  registerMemberCall(app, list, ({ userId }) => selectionList(db, userId));
}
