import type { FastifyInstance } from 'fastify';
import { accountContracts } from '../../../../../src/contracts/schemas';
import { registerCall, registerMemberCall } from '../../../http/register-call';
import { bearerToken, callerOf } from '../../../http/require-user';
import photoRoutes from './photo';

/** SPEC §7 Account under /api/authorize, and ours for sign-out, profile and the change of email or phone. */
export default async function authorizeRoutes(app: FastifyInstance): Promise<void> {
  const { accounts } = app;
  // Tokens, profiles and login codes are nobody's to keep: no cache stores these answers (the avatar sets its own).
  app.addHook('onRequest', async (_request, reply) => {
    void reply.header('Cache-Control', 'no-store');
  });
  const { loginAuth, login, validateToken, logout, register, validAuthCode, resetAccount, changeContact, profile } = accountContracts;
  registerCall(app, loginAuth, ({ request }) => accounts.issueLoginCodes(callerOf(request)));
  registerCall(app, login, ({ body, request }) => accounts.signIn(callerOf(request), body));
  registerCall(app, validateToken, ({ request }) => accounts.validateToken(bearerToken(request)));
  registerCall(app, logout, ({ request }) => accounts.signOut(bearerToken(request)));
  registerCall(app, register, ({ body, request }) => accounts.register(callerOf(request), body));
  registerCall(app, validAuthCode, ({ body }) => accounts.validateCode(body));
  registerCall(app, resetAccount, ({ query, body, request }) => accounts.resetPassword(callerOf(request), query.verifyType, body));
  registerMemberCall(app, changeContact, ({ body, session }) => accounts.changeContact(session, body));
  registerMemberCall(app, profile, ({ userId }) => accounts.profileOfUser(userId));
  await app.register(photoRoutes);
}
