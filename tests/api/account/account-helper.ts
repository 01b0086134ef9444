// Driving the account calls as the site does: login codes, the hashed and prefixed password, codes read from mail.
import type { FastifyInstance } from 'fastify';
import { afterAll } from 'vitest';
import { loginProof } from '../../../src/client/login-proof';
import type { SignedIn } from '../../../src/contracts/schemas/account';
import { start, type Mailbox } from '../../support/mailbox';
import { TestClock } from '../../support/test-clock';
import { buildTestApp, envelopeOf, get, ownPostgresUrl, post } from '../helper';

/** A clock the test moves: codes, tokens and limits expire without waiting. */
export { TestClock };

/** A loopback SMTP server, closed after the test file. */
export async function startMailbox(): Promise<Mailbox> {
  const mailbox = await start();
  afterAll(() => mailbox.close());
  return mailbox;
}

/**
 * The app with mail delivery to `mailbox` and the test's clock. Every request of a test comes from loopback, so the
 * cap on codes per client address is lifted unless `env` sets it (tests/api/account/limits.test.ts does).
 */
export async function buildAccountApp(mailbox: Mailbox, clock = new TestClock(), env: Record<string, string> = {}): Promise<FastifyInstance> {
  const app = await buildTestApp({ SMTP_URL: mailbox.url, CODES_PER_ADDRESS_PER_HOUR: '1000000', ...env }, { now: clock.now });
  await app.ready();
  return app;
}

/**
 * The app on each database the account tests run on: SQLite always, PostgreSQL too when TEST_DATABASE_URL is set, in
 * a schema of the run's own, dropped after the test file (other runs share that database).
 */
export async function accountApps(mailbox: Mailbox, clock: TestClock, env: Record<string, string> = {}): Promise<[string, FastifyInstance][]> {
  const apps: [string, FastifyInstance][] = [['SQLite', await buildAccountApp(mailbox, clock, env)]];
  const postgresUrl = await ownPostgresUrl('vs_owner');
  if (postgresUrl) apps.push(['PostgreSQL', await buildAccountApp(mailbox, clock, { ...env, DATABASE_URL: postgresUrl })]);
  return apps;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export async function loginCodes(app: FastifyInstance): Promise<{ simpleCode: string; complexCode: string }> {
  return envelopeOf<{ simpleCode: string; complexCode: string }>(await get(app, '/api/authorize/getloginauth')).Data!;
}

/** The body of a sign-in as the site sends it. */
export async function loginBody(app: FastifyInstance, account: string, password: string) {
  return { account, password: loginProof(password, await loginCodes(app)), BusinessId: 'test', Terminal: 'vitest' };
}

export async function signIn(app: FastifyInstance, account: string, password: string, headers: Record<string, string> = {}) {
  return post(app, '/api/authorize/login', await loginBody(app, account, password), headers);
}

/** Asks for a code to `email` and reads it from the mail. */
export async function emailCode(app: FastifyInstance, mailbox: Mailbox, email: string, purpose: string): Promise<string> {
  const sent = envelopeOf(await post(app, '/api/sms/sendemail', { email, purpose }));
  if (sent.Result !== 0) throw new Error(`sendemail ${email} ${purpose}: ${sent.ErrorMsg}`);
  return mailbox.codeFor(email);
}

export const strongPassword = 'Valve#Selector9';

/** Registers `account` with a code mailed to `email`; answers the signed-in envelope's Data. */
export async function registerByEmail(app: FastifyInstance, mailbox: Mailbox, account: string, email: string, password = strongPassword): Promise<SignedIn> {
  const code = await emailCode(app, mailbox, email, 'register');
  const body = { account, password, confirmPassword: password, country: 'China', region: 'CHINA', verifyType: 'Email', email, code };
  const answer = envelopeOf<SignedIn>(await post(app, '/api/authorize/register', body));
  if (answer.Result !== 0) throw new Error(`register ${account}: ${answer.ErrorMsg}`);
  return answer.Data!;
}
