import { describe, expect, it } from 'vitest';
import {
  chinesePhoneRule,
  codeRule,
  confirmationRule,
  contactRule,
  countryRule,
  emailRule,
  loginNameRule,
  newPasswordRule,
  verifyTypeRule,
  type Rule,
} from '../../../../../../host-site/web/features/account/account-rules';
import { siteRedirect } from '../../../../../../host-site/web/features/account/account-search';
import cn from '../../../../../../src/i18n/locales/cn/account.json';
import en from '../../../../../../src/i18n/locales/en/account.json';

/** What the user reads beside the field, in English: the message of the rule's key. */
const message = (rule: Rule, value: string, values: Record<string, string> = {}) => {
  const key = rule(value, values);
  return key === undefined ? undefined : en.rule[key];
};

describe('the account rules of SPEC §5, in its words', () => {
  it.each(['abc', 'abcdefghijklmnopq', ''])('a login name %j is not 4-16 characters long', (name) => {
    expect(message(loginNameRule, name)).toBe('Account length must be between 4-16 digits');
  });

  it.each(['mei ling', 'mei.ling', '李梅玲玲'])('a login name %j has other characters', (name) => {
    expect(message(loginNameRule, name)).toBe('Please use letters, numbers, underscores and minus signs for the account');
  });

  it.each(['mei_ling-2', 'abcd', 'A234567890123456'])('takes the login name %j', (name) => {
    expect(loginNameRule(name, {})).toBeUndefined();
  });

  it.each(['Short1!', 'alllower1!', 'ALLUPPER1!', 'NoDigits!!', 'NoSpecial12', ''])('refuses the password %j', (password) => {
    expect(message(newPasswordRule, password)).toBe(
      'The password must have at least 8 characters, with upper and lower case letters, a digit and a special character',
    );
  });

  it('takes a strong password, and refuses one longer than the server takes', () => {
    expect(newPasswordRule('Valve#2024', {})).toBeUndefined();
    expect(message(newPasswordRule, `Aa1!${'x'.repeat(125)}`)).toBe('The password may have at most 128 characters');
  });

  it('compares the confirmation with the password', () => {
    expect(message(confirmationRule, 'Valve#2025', { password: 'Valve#2024' })).toBe('The password and confirmation password are different!');
    expect(confirmationRule('Valve#2024', { password: 'Valve#2024' })).toBeUndefined();
  });

  it.each(['13812345678', '+86 138-1234-5678', '0086 19912345678', '(+86) 138 1234 5678', '＋８６ １３８ １２３４ ５６７８'])('takes the mainland Chinese mobile %j', (phone) => {
    expect(chinesePhoneRule(phone, {})).toBeUndefined();
  });

  it.each(['12812345678', '1381234567', '+44 7911 123456', '021-12345678'])('refuses %j, which is no mainland Chinese mobile', (phone) => {
    expect(message(chinesePhoneRule, phone)).toBe('Please enter a mainland Chinese mobile number (11 digits starting with 1)');
  });

  it('checks email addresses, and the contact by the chosen method', () => {
    expect(emailRule(' mei@example.com ', {})).toBeUndefined();
    expect(message(emailRule, 'mei@example')).toBe('Please enter a valid email address');
    expect(message(contactRule, 'mei@example.com', { verifyType: 'Phone' })).toBe(
      'Please enter a mainland Chinese mobile number (11 digits starting with 1)',
    );
    expect(contactRule('13812345678', { verifyType: 'Phone' })).toBeUndefined();
  });

  it('requires the country, a verification method and a six-digit code', () => {
    expect(message(countryRule, ' ')).toBe('Please choose your country and region');
    expect(message(verifyTypeRule, 'Fax')).toBe('Please choose a verification method');
    expect(message(codeRule, '')).toBe('Please enter the verification code');
    expect(message(codeRule, '12a456')).toBe('The verification code has 6 digits');
    expect(codeRule(' 123456 ', {})).toBeUndefined();
  });

  it('has every message in Chinese too', () => {
    expect(Object.keys(cn.rule).sort()).toEqual(Object.keys(en.rule).sort());
    expect(cn.rule.confirm).toBe('两次输入的密码不一致！');
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
