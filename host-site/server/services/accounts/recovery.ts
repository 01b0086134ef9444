// Codes and what they unlock without a session: sending one, checking one, resetting a password. None of these
// answers differently for an address that has no account.
import { ResultCode } from '../../../../src/contracts/envelope';
import type { CodePurpose, resetAccountBody, validAuthCodeBody, VerifyType } from '../../../../src/contracts/schemas/account';
import { findAccount, updateAccount } from '../../database';
import { CallFailure } from '../../http/call-failure';
import { contactOf } from './contacts';
import type { AccountDeps, Caller } from './deps';
import { hashNewPassword } from './passwords';
import { notifyOwner } from './notices';
import { refuseCommonPassword } from './common-passwords';
import { endAllSessions } from './sessions';
import { trustProvenAddress } from './sign-in';
import { checkCode, sendCode } from './verification';
import type { z } from 'zod';

/**
 * sendemail and sendaliyunsms: a code for `purpose` to an address already checked by the contract. A code to make
 * an account of, or to move an account to, an address another account holds could never serve: its owner is told
 * instead that someone tried (after the answer, which is the same either way).
 */
export async function sendVerificationCode(deps: AccountDeps, caller: Caller, verifyType: VerifyType, target: string, purpose: CodePurpose) {
  const contact = contactOf(verifyType, target);
  // A change of email is proven by the new email, of phone by the new phone: another pairing can never be used.
  const usable = !(purpose === 'changeEmail' && contact.field !== 'email') && !(purpose === 'changePhone' && contact.field !== 'phone');
  const owner = await findAccount(deps.db, contact.field === 'email' ? { email: contact.value } : { phone: contact.value });
  // A reset code only to an account's address, the others only to an address no account holds.
  const delivers = usable && (purpose === 'reset' ? owner !== undefined : owner === undefined);
  const sent = await sendCode(deps, caller, purpose, contact, delivers);
  if (usable && owner && purpose !== 'reset') notifyOwner(deps, owner, contact, 'addressInUse');
  return sent;
}

export async function validateCode(deps: AccountDeps, body: z.output<typeof validAuthCodeBody>): Promise<{ valid: true }> {
  const contact = contactOf(body.verifyType, body.target);
  await checkCode(deps, body.purpose, contact.value, body.code, false);
  return { valid: true };
}

/**
 * A new password for the account of a proven email or phone; every session of that account ends, and the address the
 * code was used from becomes one the owner signs in from (trustProvenAddress).
 */
export async function resetPassword(deps: AccountDeps, caller: Caller, verifyType: VerifyType, body: z.output<typeof resetAccountBody>): Promise<{ reset: true }> {
  refuseCommonPassword(body.password, body);
  const contact = contactOf(verifyType, body.target);
  await checkCode(deps, 'reset', contact.value, body.code, true);
  const account = await findAccount(deps.db, contact.field === 'email' ? { email: contact.value } : { phone: contact.value });
  // Reached only if the account went away after its code was sent: answered as any other wrong code.
  if (!account) throw new CallFailure(ResultCode.failed, 200, 'accountMessages:wrongCode');
  await updateAccount(deps.db, account.userId, { passwordHash: await hashNewPassword(body.password) }, deps.now());
  await endAllSessions(deps, account.userId);
  await trustProvenAddress(deps, account.userId, caller.address);
  return { reset: true };
}
