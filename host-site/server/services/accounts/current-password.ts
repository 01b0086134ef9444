// The owner's proof for changes a stolen token must not make alone (issue 24): the current password, as typed.
// A session gets a few tries: each check is counted before argon2 runs, so that many requests at once are held to the
// same number as requests in a row, and past the last the session ends: its holder must sign in, which asks the
// password again under the sign-in limits.
import { ResultCode } from '../../../../src/contracts/envelope';
import { clearPasswordChecks, countPasswordCheck, revokeToken, type Account } from '../../database';
import { CallFailure } from '../../http/call-failure';
import type { AccountDeps } from './deps';
import { verifyPassword } from './passwords';
import { sha256 } from './secrets';
import type { CurrentSession } from './sessions';

/** Wrong current passwords a session may give; the next check ends it. */
export const maxPasswordChecks = 5;

/**
 * @throws CallFailure failed ('wrong password') while the session has tries left, then tokenInvalid with the session
 *   ended (the client shows the signed-out confirm).
 */
export async function checkCurrentPassword({ db }: AccountDeps, session: CurrentSession, account: Account, password: string): Promise<void> {
  const count = await countPasswordCheck(db, session.tokenHash);
  // Ended meanwhile (signed out, or by a check made at the same time).
  if (count === 0) throw new CallFailure(ResultCode.tokenInvalid, 200, 'accountMessages:tokenInvalid');
  if (count > maxPasswordChecks) {
    await revokeToken(db, session.tokenHash);
    throw new CallFailure(ResultCode.tokenInvalid, 200, 'accountMessages:passwordChecksUsedUp');
  }
  if (!(await verifyPassword(account.passwordHash, sha256(password)))) throw new CallFailure(ResultCode.failed, 200, 'accountMessages:wrongPassword');
  await clearPasswordChecks(db, session.tokenHash);
}
