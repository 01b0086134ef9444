// The account calls of the specification (§7 Account, under /api/authorize and /api/sms), and the few of ours the
// flows need (logout, change of email or phone, the profile, the photo). The schemas that check them are in
// schemas/account.ts, loaded only by the server.
import { defineCall } from './call';
import type { accountSchemas } from './schemas/account';

export type { CodePurpose, Profile, SignedIn, VerifyType } from './schemas/account';

type Schemas = typeof accountSchemas;

/** The upload limit of an avatar (SPEC §5 and §9: 2 MB). */
export const photoLimitBytes = 2 * 1024 * 1024;

/**
 * Avatar upload (not a JSON call): POST multipart/form-data with the image in field `file` (PNG, JPEG, GIF or WebP,
 * at most photoLimitBytes), signed in; answers the envelope with the new Profile in Data.
 */
export const uploadPhotoPath = '/authorize/uploadphoto';

/** Where an avatar is served: GET `${photoPathPrefix}<id>` (Profile.Photo holds the whole path under /api). */
export const photoPathPrefix = '/authorize/photo/';

export const loginAuth = defineCall<Schemas['loginAuth']>({
  method: 'GET',
  path: '/authorize/getloginauth',
  summary: 'Two fresh single-use login codes (simple and complex) that prefix the hashed password of the next sign-in.',
  // Each answer is new and each code serves once: repeating the call is harmless, but a cached answer would not be.
  idempotent: true,
});

export const login = defineCall<Schemas['login']>({
  method: 'POST',
  path: '/authorize/login',
  summary: 'Signs in with an account (login name, email or phone) and a code-prefixed password hash; answers the token and profile.',
});

export const validateToken = defineCall<Schemas['validateToken']>({
  method: 'POST',
  path: '/authorize/validatetoken',
  summary: "Checks the Authorization token: the token and profile while it is valid, Data null when it is not.",
  idempotent: true,
});

export const logout = defineCall<Schemas['logout']>({
  method: 'POST',
  path: '/authorize/logout',
  summary: 'Ours, not in the specification: revokes the Authorization token.',
});

export const register = defineCall<Schemas['register']>({
  method: 'POST',
  path: '/authorize/register',
  summary: 'Creates an account proven by a code sent to its email or phone, and signs it in.',
});

export const sendEmail = defineCall<Schemas['sendEmail']>({
  method: 'POST',
  path: '/sms/sendemail',
  summary: 'Sends a six-digit verification code by email (at most one a minute per address, and a daily cap).',
});

export const sendSms = defineCall<Schemas['sendSms']>({
  method: 'POST',
  path: '/sms/sendaliyunsms',
  summary: 'Sends a six-digit verification code by SMS to a mainland Chinese mobile (at most one a minute per number, and a daily cap).',
});

export const validAuthCode = defineCall<Schemas['validAuthCode']>({
  method: 'POST',
  path: '/authorize/validauthcode',
  summary: 'Checks a verification code without using it up (a form checks it before asking for more).',
});

export const resetAccount = defineCall<Schemas['resetAccount']>({
  method: 'POST',
  path: '/authorize/resetaccount',
  summary: "Sets a new password for the account of a verified email or phone, and signs out all of that account's sessions.",
});

export const changeContact = defineCall<Schemas['changeContact']>({
  method: 'POST',
  path: '/authorize/changecontact',
  summary: "Ours, not in the specification: replaces the signed-in user's email or phone by one proven with a code.",
});

export const profile = defineCall<Schemas['profile']>({
  method: 'GET',
  path: '/authorize/profile',
  summary: "Ours, not in the specification: the signed-in user's profile.",
});
