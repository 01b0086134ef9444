// Verification codes (issue 11): sending by email and by SMS (Aliyun's SendSms, signed), the limits per target,
// checking without using up, and no difference in the answers for addresses without an account.
import { afterAll, describe, expect, it } from 'vitest';
import { ResultCode } from '../../../src/contracts/envelope';
import type { SignedIn } from '../../../src/contracts/schemas/account';
import { aliyunSignature } from '../../../host-site/server/services/delivery/aliyun-sms-channel';
import { start as startSmsGateway } from '../../support/sms-gateway';
import { buildTestApp, envelopeOf, post } from '../helper';
import { wrongCodeFor } from './answer-cases';
import { buildAccountApp, emailCode, registerByEmail, signIn, startMailbox, strongPassword, TestClock } from './account-helper';

const sms = await startSmsGateway();
afterAll(() => sms.close());
const smsEnv = sms.environment;

const mailbox = await startMailbox();
const clock = new TestClock();
const app = await buildAccountApp(mailbox, clock, smsEnv);
const minute = 60_000;

describe('POST /api/sms/sendemail', () => {
  it('mails a six-digit code in the language of the request', async () => {
    expect(envelopeOf(await post(app, '/api/sms/sendemail', { email: 'hana@example.com', purpose: 'register' }, { lang: 'cn' })).Result).toBe(0);
    const mail = await mailbox.nextMail('hana@example.com');
    expect(mail.subject).toBe('Valve Selector 验证码');
    expect(mail.text).toMatch(/注册的验证码是 \d{6}，10分钟内有效/);
  });

  it('sends one code a minute to an address, answering 429 with Retry-After in between', async () => {
    await emailCode(app, mailbox, 'ivan@example.com', 'register');
    const again = await post(app, '/api/sms/sendemail', { email: 'IVAN@example.com', purpose: 'reset' });
    expect(again.statusCode).toBe(429);
    expect(envelopeOf(again)).toMatchObject({ Result: ResultCode.tooManyRequests, Data: null });
    expect(envelopeOf(again).ErrorMsg).toMatch(/A code was sent less than a minute ago: please wait \d+ seconds/);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(50);
    expect(Number(again.headers['retry-after'])).toBeLessThanOrEqual(60);
    clock.advance(minute);
    expect(envelopeOf(await post(app, '/api/sms/sendemail', { email: 'ivan@example.com', purpose: 'register' })).Result).toBe(0);
  });

  it('sends at most ten codes a day to an address', async () => {
    for (let i = 0; i < 10; i++) {
      expect(envelopeOf(await post(app, '/api/sms/sendemail', { email: 'jo@example.com', purpose: 'register' })).Result).toBe(0);
      clock.advance(minute);
    }
    const capped = await post(app, '/api/sms/sendemail', { email: 'jo@example.com', purpose: 'register' });
    expect(capped.statusCode).toBe(429);
    expect(envelopeOf(capped).ErrorMsg).toMatch(/Too many codes were sent to this address today/);
    expect(Number(capped.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    clock.advance(24 * 60 * minute);
    expect(envelopeOf(await post(app, '/api/sms/sendemail', { email: 'jo@example.com', purpose: 'register' })).Result).toBe(0);
  });

  it('answers a reset code for an unknown address exactly as for a known one, and mails nothing', async () => {
    await registerByEmail(app, mailbox, 'kim_3', 'kim@example.com');
    clock.advance(minute);
    const known = await post(app, '/api/sms/sendemail', { email: 'kim@example.com', purpose: 'reset' });
    const unknown = await post(app, '/api/sms/sendemail', { email: 'nobody@example.com', purpose: 'reset' });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(await mailbox.codeFor('kim@example.com')).toMatch(/^\d{6}$/);
    await expect(mailbox.nextMail('nobody@example.com', 500)).rejects.toThrow('No mail');
    // And the limits count alike.
    expect((await post(app, '/api/sms/sendemail', { email: 'nobody@example.com', purpose: 'reset' })).statusCode).toBe(429);
  });

  it('refuses a malformed address or purpose', async () => {
    expect(envelopeOf(await post(app, '/api/sms/sendemail', { email: 'no-at-sign', purpose: 'register' })).ErrorMsg).toContain('Please enter a valid email address');
    expect(envelopeOf(await post(app, '/api/sms/sendemail', { email: 'a@example.com', purpose: 'fly' })).Result).toBe(ResultCode.invalidInput);
  });
});

describe('POST /api/sms/sendaliyunsms', () => {
  it("signs as Aliyun's own worked example of the RPC signature (SendSms documentation)", () => {
    const example = {
      AccessKeyId: 'testId',
      Action: 'SendSms',
      Format: 'XML',
      OutId: '123',
      PhoneNumbers: '15300000001',
      RegionId: 'cn-hangzhou',
      SignName: '阿里云短信测试专用',
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: '45e25e9b-0a6f-4070-8c85-2956eda1b466',
      SignatureVersion: '1.0',
      TemplateCode: 'SMS_71390007',
      TemplateParam: '{"customer":"test"}',
      Timestamp: '2017-07-12T02:42:19Z',
      Version: '2017-05-25',
    };
    expect(aliyunSignature(example, 'testSecret')).toBe('zJDF+Lrzhj/ThnlvIToysFRq6t4=');
  });

  it("sends the code through Aliyun's SendSms with a valid signature; the phone registers and signs in", async () => {
    const sent = envelopeOf(await post(app, '/api/sms/sendaliyunsms', { phone: '+86 139-1234-5678', purpose: 'register' }));
    expect(sent).toEqual({ Result: 0, Data: { resendAfter: 60, expiresIn: 600 }, ErrorMsg: '' });
    const code = await sms.codeFor('13912345678');
    const body = { account: 'phone_user', password: strongPassword, confirmPassword: strongPassword, country: 'China', region: 'CHINA', verifyType: 'Phone', phone: '13912345678', code };
    const registered = envelopeOf<SignedIn>(await post(app, '/api/authorize/register', body));
    expect(registered.Data?.Profile).toMatchObject({ Phone: '139****5678', Email: '' });
    expect(envelopeOf(await signIn(app, '13912345678', strongPassword)).Result).toBe(0);
  });

  it('refuses a number outside mainland China', async () => {
    const answer = envelopeOf(await post(app, '/api/sms/sendaliyunsms', { phone: '+49 170 1234567', purpose: 'register' }));
    expect(answer.ErrorMsg).toContain('Please enter a mainland Chinese mobile number');
  });
});

describe('POST /api/authorize/validauthcode', () => {
  it('checks a code without using it up; wrong tries count', async () => {
    clock.advance(minute);
    const code = await emailCode(app, mailbox, 'lee@example.com', 'register');
    const body = { verifyType: 'Email', target: 'Lee@Example.com', purpose: 'register', code };
    for (let i = 0; i < 2; i++) expect(envelopeOf(await post(app, '/api/authorize/validauthcode', body))).toEqual({ Result: 0, Data: { valid: true }, ErrorMsg: '' });
    expect(envelopeOf(await post(app, '/api/authorize/validauthcode', { ...body, purpose: 'reset' })).Result).toBe(ResultCode.failed);
    for (let i = 0; i < 5; i++) await post(app, '/api/authorize/validauthcode', { ...body, code: wrongCodeFor(code) });
    expect(envelopeOf(await post(app, '/api/authorize/validauthcode', body)).ErrorMsg).toBe('Too many wrong codes: please request a new code');
  });
});

describe('without mail or SMS configured', () => {
  it('writes the code to the log at warn level, after saying once how to configure delivery', async () => {
    const lines: string[] = [];
    const quiet = await buildTestApp({ LOG_LEVEL: 'warn' }, { logStream: { write: (line) => lines.push(line) } });
    await quiet.ready();
    await post(quiet, '/api/sms/sendemail', { email: 'log1@example.com', purpose: 'register' });
    await post(quiet, '/api/sms/sendemail', { email: 'log2@example.com', purpose: 'register' });
    const records = lines.map((line) => JSON.parse(line) as { level: number; msg: string; code?: string; to?: string });
    expect(records.filter((record) => record.msg.startsWith('No email delivery is configured'))).toHaveLength(1);
    expect(records.find((record) => record.msg.startsWith('No email delivery'))!.msg).toContain('SMTP_URL');
    const codes = records.filter((record) => record.code !== undefined);
    expect(codes.map((record) => [record.level, record.to])).toEqual([
      [40, 'log1@example.com'],
      [40, 'log2@example.com'],
    ]);
    // The code logged is the one that works.
    const check = { verifyType: 'Email', target: 'log1@example.com', purpose: 'register', code: codes[0]!.code };
    expect(envelopeOf(await post(quiet, '/api/authorize/validauthcode', check)).Result).toBe(0);
  });
});
