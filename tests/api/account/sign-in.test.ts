// Sign-in, tokens and sign-out (issue 11): single-use login codes, no account enumeration, limits with Retry-After,
// tokens that expire and are revoked.
import { describe, expect, it } from 'vitest';
import { loginProof } from '../../../src/client/login-proof';
import { ResultCode } from '../../../src/contracts/envelope';
import type { SignedIn } from '../../../src/contracts/schemas/account';
import { findAccount, savePreferences } from '../../../host-site/server/database';
import { envelopeOf, get, post } from '../helper';
import { bearer, buildAccountApp, loginBody, loginCodes, registerByEmail, signIn, startMailbox, strongPassword, TestClock } from './account-helper';

const mailbox = await startMailbox();
const clock = new TestClock();
const app = await buildAccountApp(mailbox, clock);
const alice = await registerByEmail(app, mailbox, 'Alice-01', 'alice@example.com');

const minute = 60_000;
const profileOf = (token: string) => get(app, '/api/authorize/profile', {}, bearer(token));

describe('GET /api/authorize/getloginauth', () => {
  it('answers two fresh codes of 8 and 16 letters and digits, never cached', async () => {
    const response = await get(app, '/api/authorize/getloginauth');
    const first = envelopeOf<{ simpleCode: string; complexCode: string }>(response).Data!;
    expect(first.simpleCode).toMatch(/^[A-Za-z0-9]{8}$/);
    expect(first.complexCode).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(await loginCodes(app)).not.toEqual(first);
  });
});

describe('POST /api/authorize/login', () => {
  it('signs in by login name in any case and by email, with either code of the pair', async () => {
    for (const account of ['Alice-01', 'alice-01', 'ALICE@example.com']) {
      const answer = envelopeOf<SignedIn>(await signIn(app, account, strongPassword));
      expect(answer, account).toMatchObject({ Result: 0, Data: { Profile: { UserName: 'Alice-01', Email: 'a***@example.com', Photo: '' } } });
      expect(answer.Data!.Token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    }
    expect((await signIn(app, 'Alice-01', strongPassword)).headers['cache-control']).toBe('no-store');
    // The simple code is the client's choice for a simple password; the server takes either code of a live pair.
    const codes = await loginCodes(app);
    const simple = await post(app, '/api/authorize/login', { account: 'Alice-01', password: codes.simpleCode + loginProof(strongPassword, codes).slice(-64) });
    expect(envelopeOf(simple).Result).toBe(0);
  });

  it('answers a wrong password and an unknown account alike', async () => {
    const wrongPassword = envelopeOf(await signIn(app, 'Alice-01', 'Wrong#Password1'));
    const unknown = envelopeOf(await signIn(app, 'nobody-here', strongPassword));
    expect(wrongPassword).toEqual({ Result: ResultCode.failed, Data: null, ErrorMsg: 'Incorrect account or password' });
    expect(unknown).toEqual(wrongPassword);
    expect(envelopeOf(await signIn(app, 'nobody-here', strongPassword, { lang: 'cn' })).ErrorMsg).toBe('账号或密码错误');
  });

  it('takes as long for an unknown account as for a wrong password (argon2 runs either way)', async () => {
    // An account and an address of its own, so that these failures leave the other tests' limits alone.
    await registerByEmail(app, mailbox, 'timing-user', 'timing@example.com');
    // The work a sign-in costs, as this process's CPU time (argon2 runs on libuv's threads, which count too), not
    // the time on the clock: on a loaded machine the clock counts the other processes' turns as well.
    const timed = async (account: string) => {
      const payload = await loginBody(app, account, 'Wrong#Password1');
      const started = process.cpuUsage();
      await app.inject({ method: 'POST', url: '/api/authorize/login', payload, remoteAddress: '192.0.2.50' });
      const { user, system } = process.cpuUsage(started);
      return (user + system) / 1000;
    };
    // Interleaved, and the least of several each: the least disturbed by the process's own other work.
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 5; i++) {
      known.push(await timed('timing-user'));
      unknown.push(await timed(`ghost-user-${i}`));
    }
    // argon2id with 19 MiB takes tens of milliseconds; a lookup alone would take well under a tenth of that.
    expect(Math.min(...unknown)).toBeGreaterThan(Math.min(...known) * 0.4);
  });

  it('refuses a replayed body: each login code serves once, and both codes of a pair go together', async () => {
    const body = await loginBody(app, 'Alice-01', strongPassword);
    expect(envelopeOf(await post(app, '/api/authorize/login', body)).Result).toBe(0);
    const replay = envelopeOf(await post(app, '/api/authorize/login', body));
    expect(replay).toMatchObject({ Result: ResultCode.failed, ErrorMsg: 'This login code has expired or was already used: please try again' });
  });

  it('refuses a login code older than five minutes', async () => {
    const body = await loginBody(app, 'Alice-01', strongPassword);
    clock.advance(5 * minute);
    expect(envelopeOf(await post(app, '/api/authorize/login', body)).ErrorMsg).toContain('expired');
  });

  it('refuses a password sent in clear or without a code, naming the fix', async () => {
    const answer = envelopeOf(await post(app, '/api/authorize/login', { account: 'Alice-01', password: strongPassword }));
    expect(answer).toMatchObject({ Result: ResultCode.invalidInput, Data: null });
    expect(answer.ErrorMsg).toContain('Please request a new login code (getloginauth) and try again');
    expect(envelopeOf(await post(app, '/api/authorize/login', { account: '', password: 'x' })).ErrorMsg).toContain('Please enter your account');
  });
});

describe('the profile', () => {
  it("carries the saved preferences in Remarks (SPEC §3: UnitId, and Refrigerants as 'default;favourites')", async () => {
    const account = await findAccount(app.db, { loginName: 'Alice-01' });
    await savePreferences(app.db, account!.userId, { unitSystem: 1, defaultRefrigerant: 'R32', favouriteRefrigerants: ['R290', 'R744'] });
    const profile = envelopeOf<{ Remarks: string }>(await profileOf(alice.Token)).Data!;
    expect(JSON.parse(profile.Remarks)).toEqual({ UnitId: 1, Refrigerants: 'R32;R290,R744' });
  });
});

describe('sign-in limits', () => {
  it('stops an account after 5 failures in 15 minutes, with Retry-After, known or not, and lets it in again after', async () => {
    for (const account of ['Alice-01', 'ghost-account']) {
      for (let i = 0; i < 5; i++) expect(envelopeOf(await signIn(app, account, 'Wrong#Password1')).Result).toBe(ResultCode.failed);
      const limited = await signIn(app, account, strongPassword);
      expect(limited.statusCode, account).toBe(429);
      expect(envelopeOf(limited)).toMatchObject({ Result: ResultCode.tooManyRequests, Data: null });
      expect(envelopeOf(limited).ErrorMsg).toMatch(/Too many failed sign-ins: please try again in \d+ seconds/);
      const retryAfter = Number(limited.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(14 * 60);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    }
    clock.advance(15 * minute);
    expect(envelopeOf(await signIn(app, 'Alice-01', strongPassword)).Result).toBe(0);
  });

  it('stops an address after 20 failures in 15 minutes, whatever the accounts', async () => {
    const address = { remoteAddress: '203.0.113.9' };
    const attempt = async (account: string) =>
      app.inject({ method: 'POST', url: '/api/authorize/login', payload: await loginBody(app, account, 'Wrong#Password1'), ...address });
    for (let i = 0; i < 20; i++) expect(envelopeOf(await attempt(`spray-${i}`)).Result).toBe(ResultCode.failed);
    const limited = await attempt('spray-20');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    expect(envelopeOf(await signIn(app, 'Alice-01', strongPassword)).Result).toBe(0);
    clock.advance(15 * minute);
  });
});

describe('tokens', () => {
  it('validatetoken answers the token and profile while valid, Data null otherwise', async () => {
    const answer = envelopeOf<SignedIn>(await post(app, '/api/authorize/validatetoken', {}, bearer(alice.Token)));
    expect(answer).toMatchObject({ Result: 0, Data: { Token: alice.Token, Profile: { UserName: 'Alice-01' } } });
    expect(envelopeOf(await post(app, '/api/authorize/validatetoken', {}, bearer('forged-token')))).toEqual({ Result: 0, Data: null, ErrorMsg: '' });
    expect(envelopeOf(await post(app, '/api/authorize/validatetoken', {}))).toEqual({ Result: 0, Data: null, ErrorMsg: '' });
  });

  it('a call that needs a user answers 100 without a token and 50014 with an unknown one, HTTP 200', async () => {
    const without = await get(app, '/api/authorize/profile');
    expect(without.statusCode).toBe(200);
    expect(envelopeOf(without)).toEqual({ Result: ResultCode.signedOut, Data: null, ErrorMsg: 'Please sign in firstly' });
    expect(envelopeOf(await profileOf('forged-token')).Result).toBe(ResultCode.tokenInvalid);
  });

  it('sign-out revokes the token it carries, and only that one', async () => {
    const first = envelopeOf<SignedIn>(await signIn(app, 'Alice-01', strongPassword)).Data!.Token;
    const second = envelopeOf<SignedIn>(await signIn(app, 'Alice-01', strongPassword)).Data!.Token;
    expect(envelopeOf(await post(app, '/api/authorize/logout', {}, bearer(first)))).toEqual({ Result: 0, Data: { signedOut: true }, ErrorMsg: '' });
    expect(envelopeOf(await profileOf(first))).toMatchObject({ Result: ResultCode.tokenInvalid, ErrorMsg: 'Your sign-in is no longer valid: please log in again' });
    expect(envelopeOf(await post(app, '/api/authorize/validatetoken', {}, bearer(first))).Data).toBeNull();
    expect(envelopeOf(await profileOf(second)).Result).toBe(0);
    expect(envelopeOf(await post(app, '/api/authorize/logout', {}, bearer(first))).Result).toBe(ResultCode.tokenInvalid);
  });

  it('expire 30 days after their last use (sliding), then answer 50012', async () => {
    const token = envelopeOf<SignedIn>(await signIn(app, 'Alice-01', strongPassword)).Data!.Token;
    clock.advance(20 * 24 * 60 * minute);
    expect(envelopeOf(await profileOf(token)).Result).toBe(0); // used: valid 30 days from now
    clock.advance(20 * 24 * 60 * minute);
    expect(envelopeOf(await profileOf(token)).Result).toBe(0);
    clock.advance(30 * 24 * 60 * minute);
    expect(envelopeOf(await profileOf(token))).toMatchObject({ Result: ResultCode.tokenExpired, ErrorMsg: 'Your sign-in has expired: please log in again' });
  });
});

describe('behind a reverse proxy (TRUST_PROXY)', () => {
  it("counts failed sign-ins by the client's address from X-Forwarded-For, trusting only the configured hops", async () => {
    const proxied = await buildAccountApp(mailbox, new TestClock(), { TRUST_PROXY: '1' });
    const attempt = async (forwardedFor: string) =>
      proxied.inject({ method: 'POST', url: '/api/authorize/login', payload: await loginBody(proxied, `nobody-${Math.random()}`, 'Wrong#Password1'), headers: { 'x-forwarded-for': forwardedFor } });
    for (let i = 0; i < 20; i++) expect((await attempt('198.51.100.1')).statusCode).toBe(200);
    expect((await attempt('198.51.100.1')).statusCode).toBe(429);
    // Another client behind the same proxy is not limited; a forged earlier hop does not change who is counted.
    expect((await attempt('198.51.100.2')).statusCode).toBe(200);
    expect((await attempt('10.0.0.1, 198.51.100.1')).statusCode).toBe(429);
  });
});
