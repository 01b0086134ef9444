import type { changePasswordBody } from '../../../../src/contracts/schemas/user';
import { updateAccount } from '../../database';
import { refuseCommonPassword } from './common-passwords';
import { accountOf } from './contact-change';
import { checkCurrentPassword } from './current-password';
import type { AccountDeps } from './deps';
import { mainContactOf, notifyOwner } from './notices';
import { hashNewPassword } from './passwords';
import { revokeOtherSessions, type CurrentSession } from './sessions';
import type { z } from 'zod';

/**
 * A new password for the signed-in member, proven by the current one. Every other session ends (whoever held a
 * token of the old password holds nothing now), this one stays; the account's main address is told.
 */
export async function changePassword(deps: AccountDeps, session: CurrentSession, body: z.output<typeof changePasswordBody>) {
  refuseCommonPassword(body.newPassword, body, 'newPassword');
  const account = await accountOf(deps, session.userId);
  await checkCurrentPassword(deps, session, account, body.password);
  await updateAccount(deps.db, account.userId, { passwordHash: await hashNewPassword(body.newPassword) }, deps.now());
  const { ended } = await revokeOtherSessions(deps, session);
  const contact = mainContactOf(account);
  if (contact) notifyOwner(deps, account, contact, 'passwordChanged');
  return { changed: true as const, ended };
}
