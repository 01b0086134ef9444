import type { FastifyInstance } from 'fastify';
import { accountContracts } from '../../../../../src/contracts/schemas';
import { registerCall, registerMemberCall } from '../../../http/register-call';
import { bearerToken } from '../../../http/require-user';
import photoRoutes from './photo';

/** SPEC §7 Account under /api/authorize, and ours for sign-out, profile and the change of email or phone. */
export default async function authorizeRoutes(app: FastifyInstance): Promise<void> {
  const { accounts } = app;
  // Tokens, profiles and login codes are nobody's to keep: no cache stores these answers (the avatar sets its own).
  app.addHook('onRequest', async (_request, reply) => {
    void reply.header('Cache-Control', 'no-store');
  });
  const { loginAuth, login, validateToken, logout, register, validAuthCode, resetAccount, changeContact, profile } = accountContracts;
  registerCall(app, loginAuth, () => accounts.issueLoginCodes());
  registerCall(app, login, ({ body, request }) => accounts.signIn({ address: request.ip, t: request.t }, body));
  registerCall(app, validateToken, ({ request }) => accounts.validateToken(bearerToken(request)));
  registerCall(app, logout, ({ request }) => accounts.signOut(bearerToken(request)));
  registerCall(app, register, ({ body, request }) => accounts.register({ address: request.ip, t: request.t }, body));
  registerCall(app, validAuthCode, ({ body }) => accounts.validateCode(body));
  registerCall(app, resetAccount, ({ query, body }) => accounts.resetPassword(query.verifyType, body));
  registerMemberCall(app, changeContact, ({ body, userId }) => accounts.changeContact(userId, body));
  registerMemberCall(app, profile, ({ userId }) => accounts.profileOfUser(userId));
  await app.register(photoRoutes);
}
