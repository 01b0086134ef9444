import type { FastifyInstance } from 'fastify';
import { projectContracts } from '../../../../../src/contracts/schemas';
import { registerCall, registerMemberCall } from '../../../http/register-call';
import { requestPresentation as presentation } from '../../../http/unit-system';
import { ProjectService } from '../../../services/projects/projects';
import { recalculateLists } from '../../../services/projects/recalculate';

/** Issue 27's projects under /api/project: a member's own (signed in), a shared one and a recalculation (anyone). */
export default async function projectRoutes(app: FastifyInstance): Promise<void> {
  const service = new ProjectService(app.db);
  const c = projectContracts;
  registerMemberCall(app, c.projectOverview, ({ userId }) => service.overview(userId));
  registerMemberCall(app, c.getProject, ({ userId, query }) => service.get(userId, query.projectId));
  registerMemberCall(app, c.createProject, ({ userId, body }) => service.create(userId, body));
  registerMemberCall(app, c.renameProject, ({ userId, body }) => service.rename(userId, body));
  registerMemberCall(app, c.deleteProject, ({ userId, body }) => service.delete(userId, body));
  registerMemberCall(app, c.duplicateProject, ({ userId, body }) => service.duplicate(userId, body));
  registerMemberCall(app, c.chooseProject, ({ userId, body }) => service.choose(userId, body));
  registerMemberCall(app, c.createList, ({ userId, body }) => service.createList(userId, body));
  registerMemberCall(app, c.renameList, ({ userId, body }) => service.renameList(userId, body));
  registerMemberCall(app, c.deleteList, ({ userId, body }) => service.deleteList(userId, body));
  registerMemberCall(app, c.saveList, ({ userId, body }) => service.saveList(userId, body));
  registerMemberCall(app, c.shareProject, ({ userId, body }) => service.share(userId, body));
  registerMemberCall(app, c.projectShares, ({ userId, query }) => service.shares(userId, query.projectId));
  registerMemberCall(app, c.revokeShare, ({ userId, body }) => service.revokeShare(userId, body));
  registerCall(app, c.sharedProject, ({ query }) => service.shared(query.token));
  registerCall(app, c.recalculateProject, ({ body, request }) => recalculateLists(app.selectionService, body, presentation(request)));
}
