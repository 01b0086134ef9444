// The schemas of the account calls (src/contracts/account.ts): /api/authorize and /api/sms. The specification names
// the calls and the login and token answers; every other payload here is ours, and this file is where it is written
// down (the OpenAPI document is generated from it).
import { z } from 'zod';
import type { CallSchemas } from '../call';

/**
 * The words of the checks below, SPEC §5's where it has them, by their code. A check's issue carries its code as
 * its message (`accountRule`), never these words: the server answers the code as Detail and words it by the code
 * (`accountMessages:validation.<code>`, whose English a test holds to these), and the forms show their own text for it.
 */
export const accountMessages = {
  accountLength: 'Account length must be between 4-16 digits',
  accountCharacters: 'Please use letters, numbers, underscores and minus signs for the account',
  passwordRule: 'The password must have at least 8 characters, with upper and lower case letters, a digit and a special character',
  passwordLength: 'The password may have at most 128 characters',
  passwordsDiffer: 'The password and confirmation password are different!',
  phone: 'Please enter a mainland Chinese mobile number (11 digits starting with 1)',
  email: 'Please enter a valid email address',
  code: 'The verification code has 6 digits',
  country: 'Please choose your country and region',
  account: 'Please enter your account',
  loginProof: 'Please request a new login code (getloginauth) and try again',
  contactRequired: 'Please enter the email or phone number to verify',
  passwordCommon: 'This password is too common: it appears in lists of leaked passwords. Please choose another',
  currentPassword: 'Please enter your current password',
} as const;

/** The code of an account check, as its issue's message and the refusal's Detail.code. */
export type AccountRule = keyof typeof accountMessages;

/** True for a message that is an account check's code. */
export function isAccountRule(message: string): message is AccountRule {
  return Object.hasOwn(accountMessages, message);
}

/** Each check's code, to give as its zod message. */
const m = Object.fromEntries(Object.keys(accountMessages).map((code) => [code, code])) as { readonly [C in AccountRule]: C };

/** The login name of SPEC §5: 4-16 letters, digits, underscores and minus signs. */
export const loginName = z
  .string()
  .min(4, m.accountLength)
  .max(16, m.accountLength)
  .regex(/^[A-Za-z0-9_-]+$/, m.accountCharacters);

/**
 * A new password as the user typed it (registration and reset only; sign-in never sends it in clear): SPEC §5, at
 * least 8 characters with an upper-case letter, a lower-case letter, a digit and a special character.
 */
export const newPassword = z
  .string()
  .min(8, m.passwordRule)
  .max(128, m.passwordLength)
  .refine((value) => /[A-Z]/.test(value) && /[a-z]/.test(value) && /\d/.test(value) && /[^A-Za-z0-9]/.test(value), m.passwordRule);

/**
 * A phone number as it is stored and compared: NFKC (full-width digits, ＋ and brackets become ASCII), without
 * spaces, dashes, dots or brackets, and without the country code (+86, 0086, 86) or leading zeros before a mainland
 * mobile's 11 digits; so that every spelling of one number finds, and is limited as, one account (issue 24).
 * Text that is no mainland mobile comes back compacted, for the format check to refuse.
 */
export function normalisePhone(text: string): string {
  const compact = text.normalize('NFKC').replace(/[\s\-\u2010-\u2015\u2212.()]/g, '');
  return /^(?:(?:\+|00)?86)?0*(1\d{10})$/.exec(compact)?.[1] ?? compact;
}

/** An email address as it is stored and compared: NFKC, trimmed, lower case. */
export function normaliseEmail(text: string): string {
  return text.normalize('NFKC').trim().toLowerCase();
}

/**
 * The member's current password as typed, proving that the owner, not merely the holder of a token, makes a change
 * (issue 24). Any text: the rules of new passwords changed over time.
 */
export const currentPassword = z.string().min(1, m.currentPassword).max(128, m.passwordLength).describe('The current password, as typed.');

/** A mainland Chinese mobile number (SPEC §5: phone verification supports only these), in any spelling of it. */
export const chinesePhone = z
  .string()
  .transform(normalisePhone)
  .pipe(z.string().regex(/^1[3-9]\d{9}$/, m.phone));

export const email = z.string().overwrite(normaliseEmail).max(254).pipe(z.email(m.email));

/** A verification code as sent by email or SMS: six digits. */
export const verificationCode = z.string().trim().regex(/^\d{6}$/, m.code);

/** How a code reaches the user, and so which contact it proves. */
export const verifyType = z.enum(['Email', 'Phone']);

/** What a code is for: a code sent for one purpose never serves another. */
export const codePurpose = z.enum(['register', 'reset', 'changeEmail', 'changePhone']);

/**
 * The profile of SPEC §3. `Remarks` is a JSON string with the saved preferences (UnitId, Refrigerants,
 * CustomUnitId); `Photo` is the address of the avatar, empty for the default one. Email and phone come masked.
 */
export const profile = z.object({
  UserName: z.string(),
  Photo: z.string(),
  Remarks: z.string(),
  Email: z.string().describe('Masked, e.g. a***@example.com; empty when none.'),
  Phone: z.string().describe('Masked, e.g. 138****5678; empty when none.'),
  Country: z.string(),
  Region: z.string(),
});

export const signedIn = z.object({ Token: z.string(), Profile: profile });

export const loginAuthData = z.object({
  simpleCode: z.string().describe('8 characters. Prefixes the hashed password of a simple password; one use, 5 minutes.'),
  complexCode: z.string().describe('16 characters. Prefixes the hashed password of a complex password; one use, 5 minutes.'),
});

export const loginBody = z.object({
  account: z.string().trim().min(1, m.account).max(254),
  password: z
    .string()
    .regex(/^([A-Za-z0-9]{8}|[A-Za-z0-9]{16})[0-9a-f]{64}$/, m.loginProof)
    .describe('The simple or complex code of getloginauth followed by the lower-case hex SHA-256 of the password.'),
  BusinessId: z.string().max(64).optional(),
  BusinessName: z.string().max(128).optional(),
  Terminal: z.string().max(64).optional(),
});

export const registerBody = z
  .object({
    account: loginName,
    password: newPassword,
    confirmPassword: z.string(),
    country: z.string().trim().min(1, m.country).max(64),
    region: z.string().trim().max(64).default(''),
    verifyType,
    email: z.string().optional(),
    phone: z.string().optional(),
    code: verificationCode,
  })
  .refine((body) => body.password === body.confirmPassword, { message: m.passwordsDiffer, path: ['confirmPassword'] })
  .superRefine((body, context) => {
    // The contact the code was sent to must be given, in its format (the other one is ignored).
    const field = body.verifyType === 'Email' ? 'email' : 'phone';
    const value = body[field];
    if (value === undefined || value.trim() === '') {
      context.addIssue({ code: 'custom', message: m.contactRequired, path: [field] });
      return;
    }
    const checked = (field === 'email' ? email : chinesePhone).safeParse(value);
    if (!checked.success) context.addIssue({ code: 'custom', message: field === 'email' ? m.email : m.phone, path: [field] });
  })

/** A code to `target` (an email address or a mainland Chinese mobile number) for `purpose`. */
export const sendEmailBody = z.object({ email, purpose: codePurpose });
export const sendSmsBody = z.object({ phone: chinesePhone, purpose: codePurpose });

export const codeSentData = z.object({
  resendAfter: z.number().int().describe('Seconds before another code may be asked for this target.'),
  expiresIn: z.number().int().describe('Seconds the code stays valid.'),
});

export const validAuthCodeBody = z.object({
  verifyType,
  target: z.string().trim().min(1).max(254).describe('The email address or phone number the code was sent to.'),
  purpose: codePurpose,
  code: verificationCode,
});

export const validAuthCodeData = z.object({ valid: z.literal(true) });

export const resetAccountQuery = z.object({ verifyType });

export const resetAccountBody = z
  .object({
    target: z.string().trim().min(1).max(254).describe('The email address or phone number of the account.'),
    code: verificationCode,
    password: newPassword,
    confirmPassword: z.string(),
  })
  .refine((body) => body.password === body.confirmPassword, { message: m.passwordsDiffer, path: ['confirmPassword'] });

export const changeContactBody = z.object({
  verifyType,
  target: z.string().trim().min(1).max(254),
  code: verificationCode,
  password: currentPassword,
});

const signInDescription = `The password is proven, not sent: \`password\` is the simpleCode or complexCode of a fresh
GET getloginauth followed by the lower-case hex SHA-256 of the password (UTF-8); \`src/client/login-proof.ts\` makes it.
The client takes the complex code for a password longer than 20 characters or with upper and lower case and a digit
(SPEC §5); the server takes either code of a live pair, and using one uses up both (a replayed body is refused).
\`account\` is the login name (any case), the email or the mobile number.

A wrong account and a wrong password answer alike (Result 1). Each guess counts before it is checked: five failures of
one account (however its name, email or mobile is spelled) from one address, twenty an hour from all the addresses it
never signed in from (its owner still signs in where he did within 90 days), or twenty from one address,
in 15 minutes answer HTTP 429, Result 6, with Retry-After in seconds. The token is valid 30 days after its last use
and 90 days after the sign-in at most, however much it is used (the server's SESSION_IDLE_DAYS and SESSION_MAX_DAYS);
send it as \`Authorization: Bearer <token>\`. A member lists and ends his sessions with the calls under /api/user. A call that needs a user answers Result 100 without a token, 50014 for
a revoked or unknown one and 50012 for an expired one (HTTP 200).`;

const codeDescription = `Six digits, valid 10 minutes, five tries (each counted before it is compared). One code a minute
and ten a day per target, a cap per client address an hour (CODES_PER_ADDRESS_PER_HOUR) and a daily budget per channel
(SMS_DAILY_BUDGET, EMAIL_DAILY_BUDGET): more answer HTTP 429, Result 6, with Retry-After in seconds. A target is
compared in its stored form: an email by NFKC and lower case, a mobile without spaces, dashes, brackets, +86, 0086 or
leading zeros, full-width digits as ASCII. The answer is the same whether or not an account holds the address; a code
goes out only where it can serve (a reset code only to an account's address, the others only to a free one).`;

export const accountSchemas = {
  loginAuth: { data: loginAuthData },
  login: { body: loginBody, data: signedIn, description: signInDescription },
  validateToken: { data: signedIn.nullable() },
  logout: { data: z.object({ signedOut: z.literal(true) }) },
  register: {
    body: registerBody,
    data: signedIn,
    description:
      'The code is the one sent for purpose `register` to the email or phone of `verifyType`. Until the code is right the answer is the same for a taken and a free login name; with the right code a taken name is said (the code stays good for another name). A taken email or phone never got a code (its owner got a notice instead), so it answers as a wrong code. A common or leaked password is refused (Result 2). At most 10 attempts an hour from one address.',
  },
  sendEmail: { body: sendEmailBody, data: codeSentData, description: codeDescription },
  sendSms: { body: sendSmsBody, data: codeSentData, description: codeDescription },
  validAuthCode: { body: validAuthCodeBody, data: validAuthCodeData },
  resetAccount: {
    query: resetAccountQuery,
    body: resetAccountBody,
    data: z.object({ reset: z.literal(true) }),
    description: 'A common or leaked password is refused (Result 2). Every session of the account ends.',
  },
  changeContact: {
    body: changeContactBody,
    data: profile,
    description: `The owner proves the change twice: \`password\` is the member's current password, and \`code\` the one sent
for purpose changeEmail or changePhone to the new address. A wrong password answers Result 1; after 5 wrong passwords
in one session the session ends (Result 50014). The old address, if the account had one, is told of the change, in the
language of the member's last sign-in.`,
  },
  profile: { data: profile },
} satisfies Record<string, CallSchemas>;

export type Profile = z.infer<typeof profile>;
export type SignedIn = z.infer<typeof signedIn>;
export type CodePurpose = z.infer<typeof codePurpose>;
export type VerifyType = z.infer<typeof verifyType>;
