import type { FastifyInstance } from 'fastify';
import { accountContracts } from '../../../../../src/contracts/schemas';
import { registerCall } from '../../../http/register-call';
import { callerOf } from '../../../http/require-user';

/** SPEC §7's code sending: by email and by SMS (the Aliyun name of the specification, whatever the provider). */
export default async function smsRoutes(app: FastifyInstance): Promise<void> {
  const { accounts } = app;
  const { sendEmail, sendSms } = accountContracts;
  registerCall(app, sendEmail, ({ body, request }) => accounts.sendVerificationCode(callerOf(request), 'Email', body.email, body.purpose));
  registerCall(app, sendSms, ({ body, request }) => accounts.sendVerificationCode(callerOf(request), 'Phone', body.phone, body.purpose));
}
