// Two server instances on one PostgreSQL (issue 11): whatever a user does on one, the other knows — tokens, login
// codes, verification codes, limits and photos live in the database, not in a server's memory. Each test registers
// the members it uses: none depends on another having run first (vitest --sequence.shuffle runs them in any order).
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode } from '../../../src/contracts/envelope';
import type { SignedIn } from '../../../src/contracts/schemas/account';
import { buildTestApp, envelopeOf, get, post } from '../helper';
import { bearer, loginBody, registerByEmail, signIn, startMailbox, strongPassword } from './account-helper';
import { onePixelPng, uploadPhoto } from './photo-helper';

const postgresUrl = process.env['TEST_DATABASE_URL'];

describe.skipIf(!postgresUrl)(
  postgresUrl ? 'two instances on one PostgreSQL (TEST_DATABASE_URL)' : 'two instances on PostgreSQL: skipped because TEST_DATABASE_URL is not set',
  async () => {
    const schema = `vs_accounts_${process.pid}_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: postgresUrl });
    const mailbox = await startMailbox();
    let one: Awaited<ReturnType<typeof buildTestApp>>;
    let two: typeof one;

    beforeAll(async () => {
      await admin.connect();
      await admin.query(`create schema ${schema}`);
      const url = new URL(postgresUrl!);
      url.searchParams.set('options', `-c search_path=${schema}`);
      const env = { DATABASE_URL: url.toString(), SMTP_URL: mailbox.url };
      one = await buildTestApp(env);
      await one.ready();
      two = await buildTestApp(env);
      await two.ready();
    });

    afterAll(async () => {
      await one?.close();
      await two?.close();
      await admin.query(`drop schema if exists ${schema} cascade`);
      await admin.end();
    });

    it('a token from one instance serves on the other, and a sign-out on either ends it on both', async () => {
      await registerByEmail(one, mailbox, 'sam_10', 'sam@example.com');
      const token = envelopeOf<SignedIn>(await signIn(one, 'sam_10', strongPassword)).Data!.Token;
      expect(envelopeOf(await get(two, '/api/authorize/profile', {}, bearer(token)))).toMatchObject({ Result: 0, Data: { UserName: 'sam_10' } });
      expect(envelopeOf(await post(two, '/api/authorize/logout', {}, bearer(token))).Result).toBe(0);
      expect(envelopeOf(await get(one, '/api/authorize/profile', {}, bearer(token))).Result).toBe(ResultCode.tokenInvalid);
    });

    it('a photo uploaded through one instance is served by the other', async () => {
      const { Token } = await registerByEmail(one, mailbox, 'vera_12', 'vera@example.com');
      const photo = envelopeOf<{ Photo: string }>(await uploadPhoto(one, { name: 'me.png', type: 'image/png', bytes: onePixelPng() }, bearer(Token))).Data!.Photo;
      const served = await two.inject({ url: photo });
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.rawPayload.equals(onePixelPng())).toBe(true);
    });

    it('a login code fetched from one instance serves once, on any instance', async () => {
      await registerByEmail(two, mailbox, 'lou_13', 'lou@example.com');
      const body = await loginBody(two, 'lou_13', strongPassword);
      expect(envelopeOf(await post(one, '/api/authorize/login', body)).Result).toBe(0);
      expect(envelopeOf(await post(two, '/api/authorize/login', body)).ErrorMsg).toContain('already used');
    });

    it('limits count across instances: a code a minute, failed sign-ins per account', async () => {
      expect(envelopeOf(await post(one, '/api/sms/sendemail', { email: 'tess@example.com', purpose: 'register' })).Result).toBe(0);
      expect((await post(two, '/api/sms/sendemail', { email: 'tess@example.com', purpose: 'register' })).statusCode).toBe(429);
      await registerByEmail(two, mailbox, 'ned_14', 'ned@example.com');
      for (let i = 0; i < 5; i++) await signIn(i % 2 ? one : two, 'ned_14', 'Wrong#Password1');
      expect((await signIn(one, 'ned_14', strongPassword)).statusCode).toBe(429);
      expect((await signIn(two, 'ned_14', strongPassword)).statusCode).toBe(429);
    });

    it('a code mailed through one instance registers on the other', async () => {
      const code = await (async () => {
        await post(one, '/api/sms/sendemail', { email: 'uma@example.com', purpose: 'register' });
        return mailbox.codeFor('uma@example.com');
      })();
      const body = { account: 'uma_11', password: strongPassword, confirmPassword: strongPassword, country: 'China', region: 'CHINA', verifyType: 'Email', email: 'uma@example.com', code };
      expect(envelopeOf(await post(two, '/api/authorize/register', body)).Result).toBe(0);
    });
  },
);
