import { normalisePhone } from '../../../../src/contracts/schemas/account';
import type { RuleMessage } from './account.resources';

// The checks of SPEC §5, as the forms run them on blur and on submit. They mirror the server's schemas
// (src/contracts/schemas/account.ts), which stay the authority: these only spare the user a round trip.

/** A field's check: the message key when `value` fails, else undefined. `values` is the whole form. */
export type Rule = (value: string, values: Readonly<Record<string, string>>) => RuleMessage | undefined;

const required =
  (message: RuleMessage): Rule =>
  (value) =>
    value.trim() === '' ? message : undefined;

/** SPEC §5: a new account's login name, 4-16 letters, digits, underscores and minus signs. */
export const loginNameRule: Rule = (value) => {
  if (value.length < 4 || value.length > 16) return 'accountLength';
  return /^[A-Za-z0-9_-]+$/.test(value) ? undefined : 'accountCharacters';
};

/** SPEC §5: a new password of at least 8 characters with upper and lower case, a digit and a special character. */
export const newPasswordRule: Rule = (value) => {
  if (value.length > 128) return 'passwordLength';
  const strong = value.length >= 8 && /[A-Z]/.test(value) && /[a-z]/.test(value) && /\d/.test(value) && /[^A-Za-z0-9]/.test(value);
  return strong ? undefined : 'password';
};

/** The confirmation of the form's `password` field. */
export const confirmationRule: Rule = (value, values) => (value === values.password ? undefined : 'confirm');

/** An address as the server takes it: one @, a dot in the domain, no spaces. */
export const emailRule: Rule = (value) => (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim()) && value.trim().length <= 254 ? undefined : 'email');

/** SPEC §5: codes go by SMS to mainland Chinese mobiles only, in any spelling the server takes (+86, spaces, brackets ...). */
export const chinesePhoneRule: Rule = (value) => (/^1[3-9]\d{9}$/.test(normalisePhone(value)) ? undefined : 'phone');

/** Six digits, as every code the server sends. */
export const codeRule: Rule = (value) => {
  if (value.trim() === '') return 'code';
  return /^\d{6}$/.test(value.trim()) ? undefined : 'codeFormat';
};

export const countryRule = required('country');
export const verifyTypeRule: Rule = (value) => (value === 'Email' || value === 'Phone' ? undefined : 'verifyType');
export const loginAccountRule = required('loginRequired');
export const passwordRequiredRule = required('passwordRequired');

/** The contact a code goes to: an email address or a mainland Chinese mobile, by the form's `verifyType`. */
export const contactRule: Rule = (value, values) => (values.verifyType === 'Phone' ? chinesePhoneRule : emailRule)(value, values);
