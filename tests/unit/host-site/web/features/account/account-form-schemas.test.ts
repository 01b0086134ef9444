import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  changeContactForm,
  changePasswordForm,
  loginForm,
  registerForm,
  resetForm,
  ruleOf,
} from '../../../../../../host-site/web/features/account/account-form-schemas';
import { siteRedirect } from '../../../../../../host-site/web/features/account/account-search';
import { refusalText } from '../../../../../../host-site/web/features/account/use-form-request';
import { ApiError } from '../../../../../../src/client/api-error';
import { ResultCode } from '../../../../../../src/contracts/envelope';
import { accountMessages } from '../../../../../../src/contracts/schemas/account';
import cn from '../../../../../../src/i18n/locales/cn/account.json';
import en from '../../../../../../src/i18n/locales/en/account.json';

// Issue 25: the forms check with the server's own schemas (src/contracts/schemas/account.ts), in SPEC §5's words.

const filledRegistration = {
  account: 'mei_ling',
  password: 'Valve#2024',
  confirmPassword: 'Valve#2024',
  country: '86',
  verifyType: 'Email',
  target: 'mei@example.com',
  code: '123456',
};

/** What the user reads beside `field` when the form holds `values`, in English; undefined when the field passes. */
function message(schema: z.ZodType, values: Record<string, string>, field: string): string | undefined {
  const parsed = schema.safeParse(values);
  if (parsed.success) return undefined;
  const issue = parsed.error.issues.find((one) => one.path[0] === field);
  if (!issue) return undefined;
  const key = ruleOf(issue.message);
  // A message no form may show (zod's own words) fails here rather than reach a user.
  expect(key, `a rule key for ${JSON.stringify(issue.message)}`).toBeDefined();
  return en.rule[key!];
}

const registration = (change: Partial<typeof filledRegistration>, field: keyof typeof filledRegistration) =>
  message(registerForm, { ...filledRegistration, ...change }, field);

describe('the account forms\' checks of SPEC §5, in its words', () => {
  it('takes a whole registration', () => {
    expect(registerForm.safeParse(filledRegistration).success).toBe(true);
  });

  it.each(['abc', 'abcdefghijklmnopq', ''])('a login name %j is not 4-16 characters long', (account) => {
    expect(registration({ account }, 'account')).toBe('Account length must be between 4-16 digits');
  });

  it.each(['mei ling', 'mei.ling', '李梅玲玲'])('a login name %j has other characters', (account) => {
    expect(registration({ account }, 'account')).toBe('Please use letters, numbers, underscores and minus signs for the account');
  });

  it.each(['mei_ling-2', 'abcd', 'A234567890123456'])('takes the login name %j', (account) => {
    expect(registration({ account }, 'account')).toBeUndefined();
  });

  it.each(['Short1!', 'alllower1!', 'ALLUPPER1!', 'NoDigits!!', 'NoSpecial12', ''])('refuses the password %j', (password) => {
    expect(registration({ password, confirmPassword: password }, 'password')).toBe(
      'The password must have at least 8 characters, with upper and lower case letters, a digit and a special character',
    );
  });

  it('refuses a password longer than the server takes', () => {
    const password = `Aa1!${'x'.repeat(125)}`;
    expect(registration({ password, confirmPassword: password }, 'password')).toBe('The password may have at most 128 characters');
  });

  it('compares the confirmation with the password, while other fields are still empty', () => {
    expect(registration({ account: '', confirmPassword: 'Valve#2025' }, 'confirmPassword')).toBe('The password and confirmation password are different!');
    expect(message(resetForm, { verifyType: 'Email', target: '', code: '', password: 'Valve#2024', confirmPassword: 'x' }, 'confirmPassword')).toBe(
      'The password and confirmation password are different!',
    );
  });

  it.each(['13812345678', '+86 138-1234-5678', '0086 19912345678', '(+86) 138 1234 5678', '＋８６ １３８ １２３４ ５６７８'])('takes the mainland Chinese mobile %j', (target) => {
    expect(registration({ verifyType: 'Phone', target }, 'target')).toBeUndefined();
  });

  it.each(['12812345678', '1381234567', '+44 7911 123456', '021-12345678'])('refuses %j, which is no mainland Chinese mobile', (target) => {
    expect(registration({ verifyType: 'Phone', target }, 'target')).toBe('Please enter a mainland Chinese mobile number (11 digits starting with 1)');
  });

  it('checks email addresses, and the contact by the chosen method', () => {
    expect(registration({ target: ' mei@example.com ' }, 'target')).toBeUndefined();
    expect(registration({ target: 'mei@example' }, 'target')).toBe('Please enter a valid email address');
    expect(registration({ target: `${'m'.repeat(250)}@example.com` }, 'target')).toBe('Please enter a valid email address');
    expect(registration({ verifyType: 'Phone', target: 'mei@example.com' }, 'target')).toBe(
      'Please enter a mainland Chinese mobile number (11 digits starting with 1)',
    );
  });

  it('requires the country, a verification method and a six-digit code', () => {
    expect(registration({ country: ' ' }, 'country')).toBe('Please choose your country and region');
    expect(registration({ verifyType: 'Fax' }, 'verifyType')).toBe('Please choose a verification method');
    expect(registration({ code: '' }, 'code')).toBe('Please enter the verification code');
    expect(registration({ code: '12a456' }, 'code')).toBe('The verification code has 6 digits');
    expect(registration({ code: ' 123456 ' }, 'code')).toBeUndefined();
  });

  it('asks for the account and password to sign in, and for the current password to change anything', () => {
    expect(message(loginForm, { account: ' ', password: '' }, 'account')).toBe('Please enter your account, email or phone');
    expect(message(loginForm, { account: 'mei', password: '' }, 'password')).toBe('Please enter your password');
    expect(message(changePasswordForm, { current: '', password: 'Valve#2024', confirmPassword: 'Valve#2024' }, 'current')).toBe('Please enter your password');
    expect(message(changeContactForm, { verifyType: 'Phone', target: '13812345678', code: '123456', password: '' }, 'password')).toBe(
      'Please enter your password',
    );
  });

  it('has every message in Chinese too', () => {
    expect(Object.keys(cn.rule).sort()).toEqual(Object.keys(en.rule).sort());
    expect(cn.rule.confirm).toBe('两次输入的密码不一致！');
  });
});

// Issue 40: the forms word a check by its code, never by matching the contract's English text.
describe('the forms word codes, never English text', () => {
  const english = (key: string) => (en.rule as Record<string, string>)[key.replace(/^rule\./, '')] ?? key;

  it('no contract text is taken for a rule: only codes are', () => {
    for (const [code, text] of Object.entries(accountMessages)) {
      expect(ruleOf(text), text).toBeUndefined();
      // The forms say each code in the contract's words, but the current password in the sign-in form's.
      if (ruleOf(code) !== undefined && code !== 'currentPassword') expect(en.rule[ruleOf(code)!]).toBe(text);
    }
  });

  it('no form file reads the contract\'s English messages', () => {
    const dir = path.resolve(import.meta.dirname, '../../../../../../host-site/web/features/account');
    for (const file of readdirSync(dir)) expect(readFileSync(path.join(dir, file), 'utf8'), file).not.toMatch(/accountMessages/);
  });

  it('words a refusal by its Detail.code, whatever its ErrorMsg says', () => {
    const common = new ApiError('result', 'Invalid input: some words', ResultCode.invalidInput, 400, { code: 'passwordCommon', field: 'password' });
    expect(refusalText(common, english)).toBe(accountMessages.passwordCommon);
    const length = new ApiError('result', 'anything', ResultCode.invalidInput, 400, { code: 'accountLength', field: 'account' });
    expect(refusalText(length, english)).toBe(accountMessages.accountLength);
    // A refusal without an account code keeps the server's words; no answer at all a sentence of the form's.
    expect(refusalText(new ApiError('result', 'Incorrect account or password', ResultCode.failed, 200), english)).toBe('Incorrect account or password');
    expect(refusalText(new ApiError('result', 'x', ResultCode.invalidInput, 400, { code: 'form.loginRequired' }), english)).toBe('x');
    expect(refusalText(new ApiError('network', 'Failed to fetch'), english)).toBe('message.failed');
  });
});

describe('siteRedirect', () => {
  it.each(['/selected', '/selector/index?valveName=Sov', '/changeEmail'])('follows %j, an address of the site', (address) => {
    expect(siteRedirect(address)).toBe(address);
  });

  it.each(['//evil.example/x', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)', '/home\n', undefined])(
    'refuses %j',
    (address) => {
      expect(siteRedirect(address)).toBeUndefined();
    },
  );
});
