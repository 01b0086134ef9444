// Limits across two server processes on one PostgreSQL (issue 24), tried from outside as the issue did: `npm start`
// twice behind a pretended proxy (TRUST_PROXY=1, so that X-Forwarded-For gives each request its client address),
// bursts sent at once over HTTP to both. Codes go to each process's log, where what was sent is counted.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginProof, type LoginCodes } from '../../../src/client/login-proof';
import { type RealServer, startMs, startNpmServer } from '../production/real-server';
import { strongPassword } from './account-helper';

const postgresUrl = process.env['TEST_DATABASE_URL'];

interface Answered {
  status: number;
  Result: number;
  ErrorMsg: string;
  Data: unknown;
}

async function call(server: RealServer, pathname: string, body: object | undefined, clientAddress: string): Promise<Answered> {
  const response = await fetch(`${server.base}${pathname}`, {
    method: body ? 'POST' : 'GET',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': clientAddress, lang: 'en' },
    ...(body && { body: JSON.stringify(body) }),
  });
  return { status: response.status, ...((await response.json()) as Omit<Answered, 'status'>) };
}

/** The log records of both processes: codes sent (`to`, `code`) and budget alerts. */
function logRecords(servers: RealServer[]): { level: number; msg: string; to?: string; code?: string }[] {
  return servers.flatMap((server) =>
    server
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { level: number; msg: string; to?: string; code?: string }),
  );
}

let markers = 0;

/**
 * Waits until each process's log has reached the parent: a mail code to a marker address is logged after everything
 * before it, and a log reaches the parent through a pipe, after the answers that followed it.
 */
async function logsSettled(servers: RealServer[]): Promise<void> {
  for (const server of servers) {
    const marker = `marker${++markers}@example.com`;
    await call(server, '/api/sms/sendemail', { email: marker, purpose: 'register' }, `192.0.2.${200 + markers}`);
    for (let i = 0; i < 500 && !logRecords([server]).some((record) => record.to === marker); i++) await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.skipIf(!postgresUrl)('limits across two server processes on one PostgreSQL', () => {
  const schema = `vs_limits2_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  let servers: RealServer[] = [];

  beforeAll(async () => {
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    const url = new URL(postgresUrl!);
    url.searchParams.set('options', `-c search_path=${schema}`);
    // Neither shedding nor a wait for a pooled connection may answer a burst on a busy machine before the limits do.
    const env = { DATABASE_URL: url.toString(), TRUST_PROXY: '1', MAX_EVENT_LOOP_DELAY_MS: '0', DATABASE_CONNECT_TIMEOUT_MS: '60000', SMS_DAILY_BUDGET: '50' };
    // One after the other: the first migrates the schema, the second finds it migrated.
    servers = [await startNpmServer(env)];
    servers.push(await startNpmServer(env));
  }, 2 * startMs + 30_000);

  afterAll(async () => {
    for (const server of servers) server.child.kill('SIGTERM');
    await Promise.all(servers.map((server) => server.exited));
    await admin.query(`drop schema if exists ${schema} cascade`);
    await admin.end();
  });

  it('checks exactly five of 60 guesses sent at once to both, and refuses the right password at the end', async () => {
    const [one, two] = servers as [RealServer, RealServer];
    const phone = '13300000001';
    await call(one, '/api/sms/sendaliyunsms', { phone, purpose: 'register' }, '192.0.2.1');
    await logsSettled([one]);
    const code = logRecords(servers).find((record) => record.to === phone)!.code;
    const registration = { account: 'procs_1', password: strongPassword, confirmPassword: strongPassword, country: 'China', region: 'CHINA', verifyType: 'Phone', phone, code };
    expect((await call(two, '/api/authorize/register', registration, '192.0.2.1')).Result).toBe(0);

    const passwords = [...Array<string>(59).fill('Wrong#Password1'), strongPassword];
    const bodies = await Promise.all(
      passwords.map(async (password, i) => {
        // From addresses of their own, so that a limit on fetching login codes never stands in for the one under test.
        const codes = (await call(one, '/api/authorize/getloginauth', undefined, `100.64.0.${i}`)).Data as LoginCodes;
        return { account: '+86 133 0000 0001', password: loginProof(password, codes) };
      }),
    );
    const answers = await Promise.all(bodies.map((body, i) => call(i % 2 ? one : two, '/api/authorize/login', body, '203.0.113.2')));
    expect(answers.filter((answer) => answer.status === 200).map((answer) => answer.ErrorMsg)).toEqual(Array(5).fill('Incorrect account or password'));
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(55);
    expect(answers.at(-1)!.status).toBe(429);
  });

  it('sends exactly one of 30 codes asked at once of both for one number', async () => {
    const phone = '13300000002';
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => call(servers[i % 2]!, '/api/sms/sendaliyunsms', { phone, purpose: 'register' }, `198.51.100.${i}`)),
    );
    expect(answers.filter((answer) => answer.Result === 0)).toHaveLength(1);
    await logsSettled(servers);
    expect(logRecords(servers).filter((record) => record.to === phone)).toHaveLength(1);
  });

  it('keeps 300 SMS to 300 numbers from 300 addresses at once to the daily budget, alerting once in all', async () => {
    const number = (i: number) => `1320000${String(i).padStart(4, '0')}`;
    const answers = await Promise.all(
      Array.from({ length: 300 }, (_, i) => call(servers[i % 2]!, '/api/sms/sendaliyunsms', { phone: number(i), purpose: 'register' }, `10.${i >> 8}.${i & 255}.1`)),
    );
    // Two codes of the budget went to the tests above.
    expect(answers.filter((answer) => answer.Result === 0)).toHaveLength(48);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(252);
    await logsSettled(servers);
    const records = logRecords(servers);
    expect(records.filter((record) => record.to?.startsWith('1320000'))).toHaveLength(48);
    // Whichever process made the hit: one warning at 80 % (40 of 50) and one error at 50, in both logs together.
    expect(records.filter((record) => record.msg.includes('budget')).map((record) => [record.level, record.msg.slice(0, 40)]).sort()).toEqual([
      [40, "40 of the 50 sms codes of today's budget"],
      [50, 'the daily budget of sms codes is used up'],
    ]);
  });
});
