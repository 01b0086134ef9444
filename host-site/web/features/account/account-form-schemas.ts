import { z } from 'zod';
import {
  chinesePhone,
  currentPassword,
  email,
  loginName,
  newPassword,
  verificationCode,
  verifyType,
  type AccountRule,
} from '../../../../src/contracts/schemas/account';
import type { RuleMessage } from './account.resources';
import { ruleOfCode } from './account-rules';

// The checks of SPEC §5 as the account forms run them on blur and on submit: the server's own field schemas
// (src/contracts/schemas/account.ts), so that the two cannot drift, and a few the forms need beside them (a field
// left empty, the contact by the chosen method). A contract check's message is its code (AccountRule), which ruleOf
// turns into the `rule` key the form shows; a form's own check says its `rule` key, marked `form.`, itself.

/** A form's own check, by the `rule` key of its words. */
const own = (key: RuleMessage) => `form.${key}`;

/** The `rule` key of a schema's message; undefined for a message no form should meet (a test sees that none does). */
export function ruleOf(message: string | undefined): RuleMessage | undefined {
  if (message === undefined) return undefined;
  if (message.startsWith('form.')) return message.slice('form.'.length) as RuleMessage;
  return ruleOfCode(message);
}

const filled = (key: RuleMessage) => z.string().trim().min(1, own(key));

// A refinement over several fields runs even while another field fails: each field's message is shown on its own
// blur, before the rest of the form is filled in.
const always = { when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null };

/** The new password's confirmation, checked against the password (SPEC §5's words). */
function confirmed<T extends { password: string; confirmPassword: string }>(schema: z.ZodType<T>) {
  return schema.refine((form) => form.confirmPassword === form.password, { message: 'passwordsDiffer' satisfies AccountRule, path: ['confirmPassword'], ...always });
}

/** The contact a code goes to, in the format of the chosen method: an email address, or a mainland Chinese mobile. */
function contactByMethod<T extends { verifyType: string; target: string }>(schema: z.ZodType<T>) {
  return schema
    .refine((form) => form.verifyType !== 'Email' || email.safeParse(form.target).success, { message: 'email' satisfies AccountRule, path: ['target'], ...always })
    .refine((form) => form.verifyType !== 'Phone' || chinesePhone.safeParse(form.target).success, { message: 'phone' satisfies AccountRule, path: ['target'], ...always });
}

const verification = {
  verifyType: z.enum(verifyType.options, own('verifyType')),
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
