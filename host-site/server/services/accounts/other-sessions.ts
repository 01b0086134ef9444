// Ending the member's other sessions (issue 38): a stolen token alone must not sign the owner out everywhere, so the
// call needs the current password, or a sign-in of the last few minutes (which asked for it); and the owner is told.
import type { endOtherSessionsBody } from '../../../../src/contracts/schemas/user';
import { ResultCode } from '../../../../src/contracts/envelope';
import { CallFailure } from '../../http/call-failure';
import { minutes } from './clock';
import { accountOf } from './contact-change';
import { checkCurrentPassword } from './current-password';
import type { AccountDeps } from './deps';
import { mainContactOf, notifyOwner } from './notices';
import { revokeOtherSessions, type CurrentSession } from './sessions';
import type { z } from 'zod';

/** How long after its sign-in a session may end the others without the password again. */
export const freshSignInMs = minutes(5);

/**
 * Ends every session of the member but the current one, proven by the current password (counted per session, as a
 * change of password is: past 5 wrong ones the session ends) unless the session was signed in within freshSignInMs;
 * the account's email (else phone) is told how many ended.
 * @throws CallFailure failed 'password needed' without the password on an older session, 'wrong password', or
 *   tokenInvalid once the session's tries are used up.
 */
export async function endOtherSessions(deps: AccountDeps, session: CurrentSession, body: z.output<typeof endOtherSessionsBody>): Promise<{ ended: number }> {
  const account = await accountOf(deps, session.userId);
  const fresh = deps.now().getTime() - Date.parse(session.signedInAt) < freshSignInMs;
  if (body.password !== undefined) await checkCurrentPassword(deps, session, account, body.password);
  else if (!fresh) throw new CallFailure(ResultCode.failed, 200, 'accountMessages:passwordNeeded');
  const { ended } = await revokeOtherSessions(deps, session);
  const contact = mainContactOf(account);
  if (contact && ended > 0) notifyOwner(deps, account, contact, 'otherSessionsEnded', { count: String(ended) });
  return { ended };
}
