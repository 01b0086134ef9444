import { z } from 'zod';
import {
  accountMessages,
  chinesePhone,
  currentPassword,
  email,
  loginName,
  newPassword,
  verificationCode,
  verifyType,
} from '../../../../src/contracts/schemas/account';
import type { RuleMessage } from './account.resources';

// The checks of SPEC §5 as the account forms run them on blur and on submit: the server's own field schemas
// (src/contracts/schemas/account.ts), so that the two cannot drift, and a few the forms need beside them (a field
// left empty, the contact by the chosen method). A schema's message is a key of the strings' `rule` group, or the
// contract's English text, which ruleOf turns into its key.

const m = accountMessages;

/** The `rule` key of each contract message the forms can meet, by its English text. */
const ruleOfContractText = new Map<string, RuleMessage>([
  [m.accountLength, 'accountLength'],
  [m.accountCharacters, 'accountCharacters'],
  [m.passwordRule, 'password'],
  [m.passwordLength, 'passwordLength'],
  [m.passwordsDiffer, 'confirm'],
  [m.phone, 'phone'],
  [m.email, 'email'],
  [m.code, 'codeFormat'],
  [m.country, 'country'],
  // The change forms ask for the current password in the words of the sign-in form.
  [m.currentPassword, 'passwordRequired'],
]);

const formMessages = new Set<string>(['loginRequired', 'passwordRequired', 'verifyType', 'code', ...ruleOfContractText.values()]);

/** The `rule` key of a schema's message; undefined for a message no form should meet (a test sees that none does). */
export function ruleOf(message: string | undefined): RuleMessage | undefined {
  if (message === undefined) return undefined;
  return ruleOfContractText.get(message) ?? (formMessages.has(message) ? (message as RuleMessage) : undefined);
}

const filled = (message: RuleMessage) => z.string().trim().min(1, message);

// A refinement over several fields runs even while another field fails: each field's message is shown on its own
// blur, before the rest of the form is filled in.
const always = { when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null };

/** The new password's confirmation, checked against the password (SPEC §5's words). */
function confirmed<T extends { password: string; confirmPassword: string }>(schema: z.ZodType<T>) {
  return schema.refine((form) => form.confirmPassword === form.password, { message: m.passwordsDiffer, path: ['confirmPassword'], ...always });
}

/** The contact a code goes to, in the format of the chosen method: an email address, or a mainland Chinese mobile. */
function contactByMethod<T extends { verifyType: string; target: string }>(schema: z.ZodType<T>) {
  return schema
    .refine((form) => form.verifyType !== 'Email' || email.safeParse(form.target).success, { message: m.email, path: ['target'], ...always })
    .refine((form) => form.verifyType !== 'Phone' || chinesePhone.safeParse(form.target).success, { message: m.phone, path: ['target'], ...always });
}

const verification = {
  verifyType: z.enum(verifyType.options, 'verifyType'),
  target: z.string(),
  code: filled('code').pipe(verificationCode),
};

/** Sign-in: an account (login name, email or phone) and a password, both required. */
export const loginForm = z.object({ account: filled('loginRequired'), password: filled('passwordRequired') });

/** Registration (SPEC §5). */
export const registerForm = confirmed(
  contactByMethod(
    z.object({
      account: loginName,
      password: newPassword,
      confirmPassword: z.string(),
      country: filled('country'),
      ...verification,
    }),
  ),
);

/** Forgotten password: a code to the account's email or mobile, and a new password. */
export const resetForm = confirmed(contactByMethod(z.object({ ...verification, password: newPassword, confirmPassword: z.string() })));

/** A member's new email or phone, proven by a code sent there and by the current password. */
export const changeContactForm = contactByMethod(z.object({ ...verification, password: currentPassword }));

/** A member's new password, with the current one. */
export const changePasswordForm = confirmed(z.object({ current: currentPassword, password: newPassword, confirmPassword: z.string() }));
