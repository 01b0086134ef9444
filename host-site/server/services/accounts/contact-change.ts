import { ResultCode } from '../../../../src/contracts/envelope';
import type { changeContactBody, Profile } from '../../../../src/contracts/schemas/account';
import { findAccount, updateAccount, type Account } from '../../database';
import { CallFailure } from '../../http/call-failure';
import { contactOf, masked } from './contacts';
import { checkCurrentPassword } from './current-password';
import type { AccountDeps } from './deps';
import { notifyOwner } from './notices';
import { profileOf } from './profile';
import type { CurrentSession } from './sessions';
import { checkCode } from './verification';
import type { z } from 'zod';

/**
 * Replaces the signed-in member's email or phone by the new one the code was sent to (purpose changeEmail or
 * changePhone), proven by the current password too: a stolen token alone cannot move the account to its thief's
 * address (issue 24). The old address is told. An address held by another account got no code, so it fails as a
 * wrong code does.
 */
export async function changeContact(deps: AccountDeps, session: CurrentSession, body: z.output<typeof changeContactBody>): Promise<Profile> {
  const account = await accountOf(deps, session.userId);
  await checkCurrentPassword(deps, session, account, body.password);
  const contact = contactOf(body.verifyType, body.target);
  await checkCode(deps, contact.field === 'email' ? 'changeEmail' : 'changePhone', contact.value, body.code, true);
  const updated = await updateAccount(deps.db, session.userId, { [contact.field]: contact.value }, deps.now());
  if ('taken' in updated) throw new CallFailure(ResultCode.failed, 200, 'accountMessages:wrongCode');
  const old = account[contact.field];
  if (old && old !== contact.value) {
    notifyOwner(deps, account, { channel: contact.channel, value: old }, contact.field === 'email' ? 'emailChanged' : 'phoneChanged', {
      address: masked(contact.field, contact.value),
    });
  }
  return profileOf(deps, updated.account);
}

/** The signed-in user's profile. */
export async function profileOfUser(deps: AccountDeps, userId: number): Promise<Profile> {
  return profileOf(deps, await accountOf(deps, userId));
}

/** The account of a signed-in user. */
export async function accountOf(deps: AccountDeps, userId: number): Promise<Account> {
  const account = await findAccount(deps.db, { userId });
  // A session outlives its account only if the account was deleted under it: the session is then worthless.
  if (!account) throw new CallFailure(ResultCode.tokenInvalid, 200, 'accountMessages:tokenInvalid');
  return account;
}
