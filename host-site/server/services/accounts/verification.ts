// Six-digit codes that prove an email address or a phone: ten minutes, five wrong tries, one a minute and ten a day
// per target. Stored as SHA-256 of purpose, target and code, so a code serves only the purpose and target it was
// sent for.
import { ResultCode } from '../../../../src/contracts/envelope';
import type { CodePurpose } from '../../../../src/contracts/schemas/account';
import { countFailedAttempt, deleteCode, readCode, saveCode } from '../../database';
import { CallFailure } from '../../http/call-failure';
import { minutes } from './clock';
import type { Contact } from './contacts';
import type { AccountDeps, Caller } from './deps';
import { checkLimit, countEvent, rateRules } from './rate-limits';
import { randomSixDigits, sameSecret, sha256 } from './secrets';

export const codeLifetimeMs = minutes(10);
export const maxWrongCodes = 5;

const codeHash = (purpose: CodePurpose, target: string, code: string) => sha256(`${purpose}:${target}:${code}`);

/**
 * Makes a code for `purpose` and `contact` and sends it when `deliver` is true. Whether it is delivered is not told:
 * the answer, its timing (the sending runs after the answer) and the limits are the same either way, so that
 * nobody learns through this call which addresses have accounts.
 * @throws TooManyRequests within a minute of the last code to this target, or past ten today.
 */
export async function sendCode(deps: AccountDeps, caller: Caller, purpose: CodePurpose, contact: Contact, deliver: boolean) {
  const { db, now, channels, log } = deps;
  const at = now();
  await checkLimit(db, rateRules.codePerMinute, contact.value, at);
  await checkLimit(db, rateRules.codePerDay, contact.value, at);
  const code = randomSixDigits();
  await saveCode(db, purpose, contact.value, codeHash(purpose, contact.value, code), at, new Date(at.getTime() + codeLifetimeMs));
  await countEvent(db, rateRules.codePerMinute, contact.value, at);
  await countEvent(db, rateRules.codePerDay, contact.value, at);
  if (deliver) {
    const message = { target: contact.value, code, purpose: caller.t(`account:purpose.${purpose}`), validMinutes: codeLifetimeMs / 60_000, t: caller.t };
    channels[contact.channel].send(message).catch((error: unknown) => log.error({ err: error, channel: contact.channel }, 'a verification code could not be sent'));
  }
  return { resendAfter: rateRules.codePerMinute.windowMs / 1000, expiresIn: codeLifetimeMs / 1000 };
}

/**
 * Checks a code; with `use`, uses it up. A wrong code counts against the five tries, after which the code is dead.
 * @throws CallFailure failed ('wrong or expired', or 'too many wrong codes').
 */
export async function checkCode({ db, now }: AccountDeps, purpose: CodePurpose, target: string, code: string, use: boolean): Promise<void> {
  const stored = await readCode(db, purpose, target);
  const wrong = new CallFailure(ResultCode.failed, 200, 'account:wrongCode');
  if (!stored || stored.expiresAt <= now().toISOString()) throw wrong;
  if (stored.failedAttempts >= maxWrongCodes) throw new CallFailure(ResultCode.failed, 200, 'account:codeUsedUp');
  const hash = codeHash(purpose, target, code);
  if (!sameSecret(hash, stored.codeHash)) {
    const failures = await countFailedAttempt(db, purpose, target);
    if (failures >= maxWrongCodes) throw new CallFailure(ResultCode.failed, 200, 'account:codeUsedUp');
    throw wrong;
  }
  // Deleting by the hash makes the use single: of two requests with the code, one deletes it, the other finds none.
  if (use && !(await deleteCode(db, purpose, target, hash))) throw wrong;
}
