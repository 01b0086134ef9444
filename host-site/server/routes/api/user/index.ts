import type { FastifyInstance } from 'fastify';
import { userContracts } from '../../../../../src/contracts/schemas';
import { registerCall } from '../../../http/register-call';
import { requireSession } from '../../../http/require-user';

/** Ours, under /api/user: the signed-in member's sessions and the change of his password (issue 24). */
export default async function userRoutes(app: FastifyInstance): Promise<void> {
  const { accounts } = app;
  // Sessions name devices and addresses: no cache keeps these answers.
  app.addHook('onRequest', async (_request, reply) => {
    void reply.header('Cache-Control', 'no-store');
  });
  const { userSessions, endSession, endOtherSessions, changePassword } = userContracts;
  registerCall(app, userSessions, async ({ request }) => accounts.listSessions(await requireSession(request)));
  registerCall(app, endSession, async ({ body, request }) => accounts.endSessionById(await requireSession(request), body.id));
  registerCall(app, endOtherSessions, async ({ request }) => accounts.endOtherSessions(await requireSession(request)));
  registerCall(app, changePassword, async ({ body, request }) => accounts.changePassword(await requireSession(request), body));
}
