// Password reset and the change of email or phone (issue 11): codes to the right address, sessions ended at a
// reset, no account told apart, and nothing secret in the log.
import { describe, expect, it } from 'vitest';
import { ResultCode } from '../../../src/contracts/envelope';
import type { Profile, SignedIn } from '../../../src/contracts/schemas/account';
import { sha256Hex } from '../../../src/client/login-proof';
import { buildTestApp, envelopeOf, get, post } from '../helper';
import { bearer, emailCode, registerByEmail, signIn, startMailbox, strongPassword, TestClock } from './account-helper';

const mailbox = await startMailbox();
const clock = new TestClock();
const logLines: string[] = [];
const app = await buildTestApp({ SMTP_URL: mailbox.url, LOG_LEVEL: 'trace' }, { now: clock.now, logStream: { write: (line) => logLines.push(line) } });
await app.ready();
const minute = 60_000;
const newPassword = 'Fresh#Password42';

const reset = (target: string, code: string, password = newPassword, verifyType = 'Email') =>
  post(app, `/api/authorize/resetaccount?verifyType=${verifyType}`, { target, code, password, confirmPassword: password });

describe('POST /api/authorize/resetaccount', () => {
  it('sets the new password and ends every session of the account', async () => {
    const signedUp = await registerByEmail(app, mailbox, 'mia_4', 'mia@example.com');
    const other = envelopeOf<SignedIn>(await signIn(app, 'mia_4', strongPassword)).Data!.Token;
    clock.advance(minute);
    const code = await emailCode(app, mailbox, 'mia@example.com', 'reset');
    expect(envelopeOf(await reset('MIA@example.com', code))).toEqual({ Result: 0, Data: { reset: true }, ErrorMsg: '' });
    for (const token of [signedUp.Token, other]) {
      expect(envelopeOf(await get(app, '/api/authorize/profile', {}, bearer(token))).Result).toBe(ResultCode.tokenInvalid);
    }
    expect(envelopeOf(await signIn(app, 'mia_4', strongPassword)).Result).toBe(ResultCode.failed);
    expect(envelopeOf(await signIn(app, 'mia_4', newPassword)).Result).toBe(0);
    // The code is used up.
    expect(envelopeOf(await reset('mia@example.com', code, 'Third#Password3')).ErrorMsg).toBe('The verification code is wrong or has expired');
  });

  it('answers an unknown address as a wrong code, like a known one with a wrong code', async () => {
    const unknown = envelopeOf(await reset('nobody@example.com', '123456'));
    const known = envelopeOf(await reset('mia@example.com', '123456'));
    expect(unknown).toEqual(known);
    expect(unknown).toEqual({ Result: ResultCode.failed, Data: null, ErrorMsg: 'The verification code is wrong or has expired' });
  });

  it('holds the new password to SPEC §5 and checks the query', async () => {
    const weak = envelopeOf(await reset('mia@example.com', '123456', 'weakpass'));
    expect(weak.ErrorMsg).toContain('with upper and lower case letters, a digit and a special character');
    expect(envelopeOf(await reset('mia@example.com', '123456', newPassword, 'Fax')).Result).toBe(ResultCode.invalidInput);
    expect(envelopeOf(await reset('12345', '123456', newPassword, 'Phone')).ErrorMsg).toContain('mainland Chinese mobile number');
  });
});

describe('POST /api/authorize/changecontact', () => {
  it('replaces the email by the new one its code was sent to, and answers the profile', async () => {
    const { Token } = await registerByEmail(app, mailbox, 'noah_5', 'noah@example.com');
    const code = await emailCode(app, mailbox, 'noah.new@example.com', 'changeEmail');
    const body = { verifyType: 'Email', target: 'noah.new@example.com', code, password: strongPassword };
    const answer = envelopeOf<Profile>(await post(app, '/api/authorize/changecontact', body, bearer(Token)));
    expect(answer).toMatchObject({ Result: 0, Data: { UserName: 'noah_5', Email: 'n***@example.com' } });
    expect(envelopeOf(await signIn(app, 'noah.new@example.com', strongPassword)).Result).toBe(0);
    expect(envelopeOf(await signIn(app, 'noah@example.com', strongPassword)).Result).toBe(ResultCode.failed);
  });

  it('needs a signed-in user', async () => {
    const answer = envelopeOf(await post(app, '/api/authorize/changecontact', { verifyType: 'Email', target: 'x@example.com', code: '123456', password: strongPassword }));
    expect(answer.Result).toBe(ResultCode.signedOut);
  });

  it("answers another account's address as a wrong code (no code was mailed to it, its owner was told instead)", async () => {
    const { Token } = await registerByEmail(app, mailbox, 'olga_6', 'olga@example.com');
    clock.advance(minute);
    const sent = envelopeOf(await post(app, '/api/sms/sendemail', { email: 'mia@example.com', purpose: 'changeEmail' }));
    expect(sent.Result).toBe(0);
    const notice = await mailbox.nextMail('mia@example.com');
    expect(notice.subject).toBe('Someone tried to use your address on Valve Selector');
    expect(notice.text).not.toMatch(/\d{6}/);
    const body = { verifyType: 'Email', target: 'mia@example.com', code: '123456', password: strongPassword };
    const answer = envelopeOf(await post(app, '/api/authorize/changecontact', body, bearer(Token)));
    expect(answer.ErrorMsg).toBe('The verification code is wrong or has expired');
  });

  it('a code for a change of email does not change the phone', async () => {
    const { Token } = await registerByEmail(app, mailbox, 'pia_7', 'pia@example.com');
    const code = await emailCode(app, mailbox, 'pia.new@example.com', 'register');
    const body = { verifyType: 'Email', target: 'pia.new@example.com', code, password: strongPassword };
    const answer = envelopeOf(await post(app, '/api/authorize/changecontact', body, bearer(Token)));
    expect(answer.Result).toBe(ResultCode.failed);
  });
});

describe('the log, with mail delivery configured', () => {
  it('holds no password, password hash, token or code', async () => {
    const code = await emailCode(app, mailbox, 'quinn@example.com', 'register');
    const body = { account: 'quinn_8', password: strongPassword, confirmPassword: strongPassword, country: 'China', region: 'CHINA', verifyType: 'Email', email: 'quinn@example.com', code };
    const token = envelopeOf<SignedIn>(await post(app, '/api/authorize/register', body)).Data!.Token;
    await post(app, '/api/authorize/logout', {}, bearer(token));
    const log = logLines.join('');
    expect(log.length).toBeGreaterThan(1000); // trace level: every request was logged
    for (const secret of [strongPassword, sha256Hex(strongPassword), token, code]) expect(log).not.toContain(secret);
  });
});
