import type { FastifyInstance } from 'fastify';
import { resultContracts } from '../../../../../src/contracts/schemas';
import { registerMemberCall } from '../../../http/register-call';
import { currentSelection, saveSelection, selectionList } from '../../../services/results';

/** SPEC §7 Selection under /api/result: a signed-in user's saved selection list, his current project's current list (issue 27). */
export default async function resultRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const { saveSelection: save, currentSelection: current, selectionList: list } = resultContracts;
  registerMemberCall(app, save, ({ body, userId, request }) =>
    saveSelection(db, userId, body, { project: request.t('projects:defaultProject'), list: request.t('projects:defaultList') }),
  );
  registerMemberCall(app, current, ({ query, userId }) => currentSelection(db, userId, query.hashkeys));
  registerMemberCall(app, list, ({ userId }) => selectionList(db, userId));
}
