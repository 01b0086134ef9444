// Registration (issue 11, SPEC §5): every rule with its message, codes that are wrong, expired, reused or guessed,
// a taken login name said only with the right code, a taken email not told apart from a wrong code, and the limit per
// address.
import { describe, expect, it } from 'vitest';
import { ResultCode } from '../../../src/contracts/envelope';
import type { SignedIn } from '../../../src/contracts/schemas/account';
import { envelopeOf, post } from '../helper';
import { wrongCodeFor } from './answer-cases';
import { buildAccountApp, emailCode, registerByEmail, signIn, startMailbox, strongPassword, TestClock } from './account-helper';

const mailbox = await startMailbox();
const clock = new TestClock();
const app = await buildAccountApp(mailbox, clock);
const minute = 60_000;

const form = (overrides: Record<string, unknown> = {}) => ({
  account: 'new_user',
  password: strongPassword,
  confirmPassword: strongPassword,
  country: 'China',
  region: 'CHINA',
  verifyType: 'Email',
  email: 'new.user@example.com',
  code: '123456',
  ...overrides,
});
const register = (body: unknown, headers: Record<string, string> = {}) => post(app, '/api/authorize/register', body, headers);

describe('POST /api/authorize/register', () => {
  it('creates the account proven by the mailed code, signed in, with its profile', async () => {
    const code = await emailCode(app, mailbox, 'Bob@Example.com', 'register');
    const answer = envelopeOf<SignedIn>(await register(form({ account: 'bob_2', email: 'bob@example.com', code, country: 'Germany', region: 'EU' })));
    expect(answer.Result, answer.ErrorMsg).toBe(0);
    expect(answer.Data!.Profile).toEqual({ UserName: 'bob_2', Photo: '', Remarks: '{}', Email: 'b***@example.com', Phone: '', Country: 'Germany', Region: 'EU' });
    expect(envelopeOf(await signIn(app, 'BOB_2', strongPassword)).Result).toBe(0);
  });

  it.each([
    [{ account: 'abc' }, 'Account length must be between 4-16 digits'],
    [{ account: 'a'.repeat(17) }, 'Account length must be between 4-16 digits'],
    [{ account: 'bad name!' }, 'Please use letters, numbers, underscores and minus signs for the account'],
    [{ password: 'Short#1', confirmPassword: 'Short#1' }, 'The password must have at least 8 characters, with upper and lower case letters, a digit and a special character'],
    [{ password: 'nouppercase#1', confirmPassword: 'nouppercase#1' }, 'with upper and lower case letters, a digit and a special character'],
    [{ password: 'NoSpecial12', confirmPassword: 'NoSpecial12' }, 'a special character'],
    [{ confirmPassword: 'Other#Password1' }, 'The password and confirmation password are different!'],
    [{ country: '' }, 'Please choose your country and region'],
    [{ email: 'not-an-address' }, 'Please enter a valid email address'],
    [{ email: undefined }, 'Please enter the email or phone number to verify'],
    [{ verifyType: 'Phone', phone: '12345' }, 'Please enter a mainland Chinese mobile number (11 digits starting with 1)'],
    [{ code: '12ab56' }, 'The verification code has 6 digits'],
    [{ verifyType: 'Pigeon' }, 'verifyType'],
  ])('refuses %j: %s', async (change, message) => {
    const response = await register(form(change));
    expect(response.statusCode).toBe(400);
    const answer = envelopeOf(response);
    expect(answer).toMatchObject({ Result: ResultCode.invalidInput, Data: null });
    expect(answer.ErrorMsg).toContain(message);
  });

  // Issue 40: the rule as data beside its words, so that a form shows its own words for the code.
  it('answers the rule broken as Detail { code, field }, its words unchanged', async () => {
    const answer = envelopeOf(await register(form({ account: 'abc' })));
    expect(answer.Detail).toEqual({ code: 'accountLength', field: 'account' });
    expect(answer.ErrorMsg).toBe('Invalid input: Account length must be between 4-16 digits');
    expect(envelopeOf(await register(form({ confirmPassword: 'Other#Password1' }))).Detail).toEqual({ code: 'passwordsDiffer', field: 'confirmPassword' });
    // zod's own checks (a missing field, a wrong type) carry no code of an account rule.
    expect(envelopeOf(await register(form({ verifyType: 'Pigeon' }))).Detail).toBeUndefined();
  });

  it('says the rules in Chinese for a Chinese request', async () => {
    expect(envelopeOf(await register(form({ account: 'abc' }), { lang: 'cn' })).ErrorMsg).toContain('账号长度必须在4-16位之间');
    expect(envelopeOf(await register(form({ confirmPassword: 'x' }), { lang: 'cn' })).ErrorMsg).toContain('两次输入的密码不一致！');
  });

  it('refuses a wrong code, then takes the right one; a used code does not serve again', async () => {
    const code = await emailCode(app, mailbox, 'carol@example.com', 'register');
    const wrong = envelopeOf(await register(form({ account: 'carol', email: 'carol@example.com', code: wrongCodeFor(code) })));
    expect(wrong).toEqual({ Result: ResultCode.failed, Data: null, ErrorMsg: 'The verification code is wrong or has expired' });
    expect(envelopeOf(await register(form({ account: 'carol', email: 'carol@example.com', code }))).Result).toBe(0);
    const reused = envelopeOf(await register(form({ account: 'carol2', email: 'carol@example.com', code })));
    expect(reused.ErrorMsg).toBe('The verification code is wrong or has expired');
  });

  it('refuses a code after its ten minutes', async () => {
    const code = await emailCode(app, mailbox, 'dave@example.com', 'register');
    clock.advance(10 * minute);
    expect(envelopeOf(await register(form({ account: 'dave', email: 'dave@example.com', code }))).ErrorMsg).toBe('The verification code is wrong or has expired');
  });

  it('kills a code after five wrong tries, even for the right one', async () => {
    clock.advance(60 * minute); // a fresh hour for this address's registration attempts
    const code = await emailCode(app, mailbox, 'erin@example.com', 'register');
    const attempt = (guess: string) => register(form({ account: 'erin', email: 'erin@example.com', code: guess }));
    for (let i = 0; i < 4; i++) expect(envelopeOf(await attempt(wrongCodeFor(code))).ErrorMsg).toBe('The verification code is wrong or has expired');
    expect(envelopeOf(await attempt(wrongCodeFor(code))).ErrorMsg).toBe('Too many wrong codes: please request a new code');
    expect(envelopeOf(await attempt(code)).ErrorMsg).toBe('Too many wrong codes: please request a new code');
  });

  it('a code for another purpose or another address does not serve', async () => {
    clock.advance(minute);
    const forReset = await emailCode(app, mailbox, 'bob@example.com', 'reset');
    expect(envelopeOf(await register(form({ account: 'frank', email: 'frank@example.com', code: forReset }))).Result).toBe(ResultCode.failed);
  });

  it('says a login name is taken (in any case) to the holder of a right code, but answers a taken email as a wrong code', async () => {
    clock.advance(60 * minute);
    await registerByEmail(app, mailbox, 'Gina_7', 'gina@example.com');
    const code = await emailCode(app, mailbox, 'gina.two@example.com', 'register');
    const takenName = envelopeOf(await register(form({ account: 'gina_7', email: 'gina.two@example.com', code })));
    expect(takenName).toEqual({ Result: ResultCode.failed, Data: null, ErrorMsg: 'This account is already registered' });

    // Asking a code for a taken address answers as for a free one, but no code goes out: its owner is told instead.
    clock.advance(minute);
    const sent = envelopeOf(await post(app, '/api/sms/sendemail', { email: 'gina@example.com', purpose: 'register' }));
    expect(sent).toEqual({ Result: 0, Data: { resendAfter: 60, expiresIn: 600 }, ErrorMsg: '' });
    const notice = await mailbox.nextMail('gina@example.com');
    expect(notice.subject).toBe('Someone tried to use your address on Valve Selector');
    expect(notice.text).not.toMatch(/\d{6}/);
    const takenEmail = envelopeOf(await register(form({ account: 'gina_8', email: 'gina@example.com', code: '123456' })));
    expect(takenEmail.ErrorMsg).toBe('The verification code is wrong or has expired');
  });

  it('allows 10 registrations an hour from one address, then answers 429 with Retry-After', async () => {
    const from = { remoteAddress: '198.51.100.7' };
    const attempt = () => app.inject({ method: 'POST', url: '/api/authorize/register', payload: form({ account: 'limited' }), ...from });
    for (let i = 0; i < 10; i++) expect(envelopeOf(await attempt()).Result).toBe(ResultCode.failed);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(envelopeOf(limited).ErrorMsg).toMatch(/Too many registrations from this address: please try again in \d+ seconds/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(59 * 60);
  });
});
