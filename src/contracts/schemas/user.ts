// The schemas of the member's own account calls (src/contracts/user.ts, under /api/user): his sessions, and his
// password changed with the current one (issue 24). All ours: the specification has none of them.
import { z } from 'zod';
import type { CallSchemas } from '../call';
import { currentPassword, newPassword, type AccountRule } from './account';

/** One sign-in session of the member, as he sees it in his list. */
export const memberSession = z.object({
  id: z.string().describe('The session\'s public id, for POST /api/user/endsession.'),
  current: z.boolean().describe('True for the session of the request that asks.'),
  userAgent: z.string().describe('The User-Agent of the sign-in (at most 256 characters; empty when none was sent).'),
  address: z.string().describe('The client\'s network at sign-in, masked: an IPv4 address by its /24 (203.0.113.x), an IPv6 one by its /48 (2001:db8:1::/48).'),
  createdAt: z.string().describe('The sign-in (ISO 8601 UTC).'),
  lastUsedAt: z.string().describe('The last use, to within 5 minutes (ISO 8601 UTC).'),
  expiresAt: z.string().describe('When the session ends unless it is used again; never after its absolute end (ISO 8601 UTC).'),
});

export const sessionList = z.object({ sessions: z.array(memberSession).describe('The live sessions, the most recently used first.') });

export const endSessionBody = z.object({ id: z.string().trim().min(1).max(64) });

/** The owner's proof for ending his other sessions: his current password, unless his sign-in is a few minutes old. */
export const endOtherSessionsBody = z
  .object({ password: currentPassword.optional() })
  .default({})
  .describe('May be left out (no body) within 5 minutes of the sign-in.');

export const changePasswordBody = z
  .object({ password: currentPassword, newPassword, confirmPassword: z.string() })
  .refine((body) => body.newPassword === body.confirmPassword, { message: 'passwordsDiffer' satisfies AccountRule, path: ['confirmPassword'] });

const signedInOnly = 'Signed in only: without a token Result 100, a bad or expired token Result 50014 / 50012.';

export const userSchemas = {
  userSessions: {
    data: sessionList,
    description: `The member's sessions: each sign-in on a device, where it was made, when it was last used and when it
ends (30 days after its last use, 90 days after the sign-in at most). Another member's sessions are never listed. ${signedInOnly}`,
  },
  endSession: {
    body: endSessionBody,
    data: sessionList,
    description: `Ends one of the member's sessions (the current one too, which signs it out); answers the sessions left. An
id that is not one of the member's live sessions (another member's included) answers Result 1. ${signedInOnly}`,
  },
  endOtherSessions: {
    body: endOtherSessionsBody,
    data: z.object({ ended: z.number().int().describe('How many sessions ended.') }),
    description: `Ends every session of the member but the current one, proven by the current password; within 5 minutes of
the sign-in (which asked for it) the password may be left out. Without it on an older session: Result 1 "please enter
your current password"; a wrong one answers Result 1, and after 5 in one session the session ends (Result 50014), so a
stolen token alone cannot sign the owner out everywhere. The account's email (else phone) is told. ${signedInOnly}`,
  },
  changePassword: {
    body: changePasswordBody,
    data: z.object({ changed: z.literal(true), ended: z.number().int().describe('How many other sessions ended.') }),
    description: `Sets a new password, proven by the current one, and ends every other session of the member (this one stays).
The new password follows SPEC §5's rule and is refused when common or leaked (Result 2). A wrong current password
answers Result 1; after 5 in one session the session ends (Result 50014). The account's email (else phone) is told.
${signedInOnly}`,
  },
} satisfies Record<string, CallSchemas>;

export type MemberSession = z.infer<typeof memberSession>;
