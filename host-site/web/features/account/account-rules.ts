import type { AccountRule } from '../../../../src/contracts/schemas/account';
import type { RuleMessage } from './account.resources';

// The account checks' codes (src/contracts/schemas/account.ts) as the forms word them: a check the form runs itself
// says its code as its message, and a refusal of the server says it as Detail.code. Apart from the schemas, so that a
// form that only sends (the sessions list) does not load zod to word a refusal.

/** The `rule` key of each contract check the forms can meet (or the server answers in Detail.code), by its code. */
const rules: Readonly<Partial<Record<AccountRule, RuleMessage>>> = {
  accountLength: 'accountLength',
  accountCharacters: 'accountCharacters',
  passwordRule: 'password',
  passwordLength: 'passwordLength',
  passwordsDiffer: 'confirm',
  phone: 'phone',
  email: 'email',
  code: 'codeFormat',
  country: 'country',
  // The change forms ask for the current password in the words of the sign-in form.
  currentPassword: 'passwordRequired',
  // The server's check alone (the list of leaked passwords stays there); it comes back as Detail.code.
  passwordCommon: 'passwordCommon',
};

/** The `rule` key the forms show for an account check's code; undefined for any other code. */
export function ruleOfCode(code: string): RuleMessage | undefined {
  return Object.hasOwn(rules, code) ? rules[code as AccountRule] : undefined;
}
