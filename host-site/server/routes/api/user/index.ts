import type { FastifyInstance } from 'fastify';
import { userContracts } from '../../../../../src/contracts/schemas';
import { registerMemberCall } from '../../../http/register-call';

/** Ours, under /api/user: the signed-in member's sessions and the change of his password (issue 24). */
export default async function userRoutes(app: FastifyInstance): Promise<void> {
  const { accounts } = app;
  // Sessions name devices and addresses: no cache keeps these answers.
  app.addHook('onRequest', async (_request, reply) => {
    void reply.header('Cache-Control', 'no-store');
  });
  const { userSessions, endSession, endOtherSessions, changePassword } = userContracts;
  // Members only, the caller checked before the body (a guest is told he is signed out, whatever he sent).
  registerMemberCall(app, userSessions, ({ session }) => accounts.listSessions(session));
  registerMemberCall(app, endSession, ({ body, session }) => accounts.endSessionById(session, body.id));
  registerMemberCall(app, endOtherSessions, ({ body, session }) => accounts.endOtherSessions(session, body));
  registerMemberCall(app, changePassword, ({ body, session }) => accounts.changePassword(session, body));
}
