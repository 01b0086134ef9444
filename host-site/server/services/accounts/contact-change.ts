import { ResultCode } from '../../../../src/contracts/envelope';
import type { changeContactBody, Profile } from '../../../../src/contracts/schemas/account';
import { findAccount, updateAccount } from '../../database';
import { CallFailure } from '../../http/call-failure';
import { contactOf } from './contacts';
import type { AccountDeps } from './deps';
import { profileOf } from './profile';
import { checkCode } from './verification';
import type { z } from 'zod';

/**
 * Replaces the signed-in user's email or phone by the new one the code was sent to (purpose changeEmail or
 * changePhone). An address held by another account got no code, so it fails as a wrong code does.
 */
export async function changeContact(deps: AccountDeps, userId: number, body: z.output<typeof changeContactBody>): Promise<Profile> {
  const contact = contactOf(body.verifyType, body.target);
  await checkCode(deps, contact.field === 'email' ? 'changeEmail' : 'changePhone', contact.value, body.code, true);
  const updated = await updateAccount(deps.db, userId, { [contact.field]: contact.value }, deps.now());
  if ('taken' in updated) throw new CallFailure(ResultCode.failed, 200, 'account:wrongCode');
  return profileOf(deps, updated.account);
}

/** The signed-in user's profile. */
export async function profileOfUser(deps: AccountDeps, userId: number): Promise<Profile> {
  const account = await findAccount(deps.db, { userId });
  // A session outlives its account only if the account was deleted under it: the session is then worthless.
  if (!account) throw new CallFailure(ResultCode.tokenInvalid, 200, 'account:tokenInvalid');
  return profileOf(deps, account);
}
