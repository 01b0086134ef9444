// The member's own account calls, ours (issue 24): the list of his sessions, ending them, and a change of password
// proven by the current one. The schemas are in schemas/user.ts, loaded only by the server.
import { defineCall } from './call';
import type { userSchemas } from './schemas/user';

export type { MemberSession } from './schemas/user';

type Schemas = typeof userSchemas;

export const userSessions = defineCall<Schemas['userSessions']>({
  method: 'GET',
  path: '/user/sessions',
  summary: "Ours: the signed-in member's sessions (device, address, sign-in, last use), the current one marked.",
});

export const endSession = defineCall<Schemas['endSession']>({
  method: 'POST',
  path: '/user/endsession',
  summary: "Ours: ends one of the signed-in member's sessions by its id; answers the sessions left.",
  // Ending an ended session again changes nothing (it answers that there is no such session).
  idempotent: true,
});

export const endOtherSessions = defineCall<Schemas['endOtherSessions']>({
  method: 'POST',
  path: '/user/endothersessions',
  summary: "Ours: ends every session of the signed-in member but the current one.",
  idempotent: true,
});

export const changePassword = defineCall<Schemas['changePassword']>({
  method: 'POST',
  path: '/user/changepassword',
  summary: "Ours: a new password for the signed-in member, proven by the current one; his other sessions end.",
});
