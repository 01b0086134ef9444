// The account calls' cases of tests/api/answers.test.ts: requests that must succeed and ones that must fail, made
// ready before the run (accounts registered, codes read from the mailbox, login codes fetched).
import type { FastifyInstance } from 'fastify';
import type { Mailbox } from '../../support/mailbox';
import { bearer, emailCode, loginBody, registerByEmail, signIn, strongPassword, type TestClock } from './account-helper';
import { envelopeOf, get } from '../helper';

interface Sent {
  query?: Record<string, string>;
  body?: unknown;
  headers?: Record<string, string>;
}

/** Another six digits than `code`. */
export const wrongCodeFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

export async function accountAnswerCases(app: FastifyInstance, mailbox: Mailbox, clock: TestClock): Promise<Record<string, { valid: Sent[]; invalid: Sent[] }>> {
  const user = await registerByEmail(app, mailbox, 'answers1', 'answers1@example.com');
  const resetUser = 'answers6@example.com';
  await registerByEmail(app, mailbox, 'answers6', resetUser);
  const secondToken = envelopeOf<{ Token: string }>(await signIn(app, 'answers1', strongPassword)).Data!.Token;
  const registration = (account: string, email: string, code: string) => ({
    account,
    password: strongPassword,
    confirmPassword: strongPassword,
    country: 'China',
    region: 'CHINA',
    verifyType: 'Email',
    email,
    code,
  });
  const registerCode = await emailCode(app, mailbox, 'answers2@example.com', 'register');
  const checkedCode = await emailCode(app, mailbox, 'answers5@example.com', 'register');
  const changeCode = await emailCode(app, mailbox, 'answers7@example.com', 'changeEmail');
  // The reset user's address had its registration code a moment ago: one code a minute per address.
  clock.advance(61_000);
  const resetCode = await emailCode(app, mailbox, resetUser, 'reset');
  const newPassword = { password: 'New#Password7', confirmPassword: 'New#Password7' };
  const change = { verifyType: 'Email', target: 'answers7@example.com', code: changeCode };
  // A member with three sessions for the calls under /api/user: the first lists, ends the third, then the others.
  const member = await registerByEmail(app, mailbox, 'sessions1', 'sessions1@example.com');
  const [, third] = await Promise.all([signIn(app, 'sessions1', strongPassword), signIn(app, 'sessions1', strongPassword)]);
  const thirdToken = envelopeOf<{ Token: string }>(third!).Data!.Token;
  const thirdId = envelopeOf<{ sessions: { id: string; current: boolean }[] }>(await get(app, '/api/user/sessions', {}, bearer(thirdToken))).Data!.sessions.find(
    (session) => session.current,
  )!.id;
  const passwordChange = { password: strongPassword, newPassword: 'Brand#New7pass', confirmPassword: 'Brand#New7pass' };
  const checked = { verifyType: 'Email', target: 'answers5@example.com', purpose: 'register' };

  return {
    'GET /authorize/getloginauth': { valid: [{}, { headers: { lang: 'cn' } }], invalid: [] },
    'POST /authorize/login': {
      valid: [{ body: await loginBody(app, 'answers1', strongPassword) }, { body: await loginBody(app, 'ANSWERS1@example.com', strongPassword), headers: { lang: 'cn' } }],
      invalid: [{ body: await loginBody(app, 'answers1', 'Wrong#Password1') }, { body: { account: 'answers1', password: 'plain text' } }, { body: {} }],
    },
    'POST /authorize/validatetoken': { valid: [{ headers: bearer(user.Token) }, { headers: bearer('no-such-token') }, {}], invalid: [] },
    'POST /authorize/logout': { valid: [{ headers: bearer(secondToken) }], invalid: [{ headers: bearer(secondToken) }, {}] },
    'POST /authorize/register': {
      valid: [{ body: registration('answers2', 'answers2@example.com', registerCode) }],
      invalid: [
        { body: registration('answers2', 'answers2@example.com', registerCode) },
        { body: registration('a!', 'answers2@example.com', registerCode) },
        { body: { ...registration('answers3', 'answers3@example.com', '123456'), confirmPassword: 'Other#Password1' } },
        { body: registration('answers4', 'answers4@example.com', '123456') },
      ],
    },
    'POST /sms/sendemail': {
      valid: [{ body: { email: 'answers8@example.com', purpose: 'register' } }],
      invalid: [{ body: { email: 'answers8@example.com', purpose: 'register' } }, { body: { email: 'not an address', purpose: 'register' } }, { body: { email: 'x@example.com', purpose: 'fly' } }],
    },
    'POST /sms/sendaliyunsms': {
      valid: [{ body: { phone: '+86 138-0013-8000', purpose: 'register' }, headers: { lang: 'cn' } }],
      invalid: [{ body: { phone: '13800138000', purpose: 'register' } }, { body: { phone: '12345', purpose: 'register' } }],
    },
    'POST /authorize/validauthcode': {
      valid: [{ body: { ...checked, code: checkedCode } }, { body: { ...checked, code: checkedCode } }],
      invalid: [{ body: { ...checked, code: wrongCodeFor(checkedCode) } }, { body: { ...checked, target: 'nobody' , code: checkedCode } }],
    },
    'POST /authorize/resetaccount': {
      valid: [{ query: { verifyType: 'Email' }, body: { target: resetUser, code: resetCode, ...newPassword } }],
      invalid: [
        { query: { verifyType: 'Email' }, body: { target: resetUser, code: resetCode, ...newPassword } },
        { query: { verifyType: 'Fax' }, body: { target: resetUser, code: resetCode, ...newPassword } },
        { query: { verifyType: 'Email' }, body: { target: resetUser, code: resetCode, password: 'weak', confirmPassword: 'weak' } },
      ],
    },
    'POST /authorize/changecontact': {
      valid: [{ headers: bearer(user.Token), body: { ...change, password: strongPassword } }],
      invalid: [
        { body: { ...change, password: strongPassword } },
        { headers: bearer(user.Token), body: { ...change, password: strongPassword } },
        { headers: bearer(user.Token), body: change },
        { headers: bearer(user.Token), body: { ...change, password: 'Wrong#Password1' } },
      ],
    },
    'GET /authorize/profile': { valid: [{ headers: bearer(user.Token) }], invalid: [{}, { headers: bearer('no-such-token') }] },
    'GET /user/sessions': { valid: [{ headers: bearer(member.Token) }], invalid: [{}, { headers: bearer('no-such-token') }] },
    'POST /user/endsession': {
      valid: [{ headers: bearer(member.Token), body: { id: thirdId } }],
      invalid: [{ headers: bearer(member.Token), body: { id: thirdId } }, { headers: bearer(member.Token), body: {} }, { body: { id: thirdId } }],
    },
    'POST /user/endothersessions': { valid: [{ headers: bearer(member.Token) }], invalid: [{}] },
    'POST /user/changepassword': {
      valid: [{ headers: bearer(member.Token), body: passwordChange }],
      invalid: [
        { headers: bearer(member.Token), body: { ...passwordChange, password: 'Wrong#Password1' } },
        { headers: bearer(member.Token), body: { password: 'Brand#New7pass', newPassword: 'P@ssw0rd', confirmPassword: 'P@ssw0rd' } },
        { body: passwordChange },
      ],
    },
  };
}
