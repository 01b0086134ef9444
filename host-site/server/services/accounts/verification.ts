// Six-digit codes that prove an email address or a phone: ten minutes, five tries, one a minute and ten a day per
// target, a cap per client address and a daily budget per channel. Stored as SHA-256 of purpose, target and code, so
// a code serves only the purpose and target it was sent for.
import { ResultCode } from '../../../../src/contracts/envelope';
import type { CodePurpose } from '../../../../src/contracts/schemas/account';
import { deleteCode, giveBackAttempt, readCode, saveCode, takeAttempt } from '../../database';
import { CallFailure } from '../../http/call-failure';
import { addressKey } from './client-address';
import { minutes } from './clock';
import type { Contact } from './contacts';
import type { AccountDeps, Caller } from './deps';
import { codeCapRules, consume, rateRules } from './rate-limits';
import { randomSixDigits, sameSecret, sha256 } from './secrets';

export const codeLifetimeMs = minutes(10);
const maxCodeAttempts = 5;

/** The share of a daily budget at which the log warns that it is running out. */
const budgetWarningShare = 0.8;

const codeHash = (purpose: CodePurpose, target: string, code: string) => sha256(`${purpose}:${target}:${code}`);

/**
 * Makes a code for `purpose` and `contact` and sends it when `deliver` is true. Whether it is delivered is not told:
 * the answer, its timing (the sending runs after the answer) and the limits are the same either way, so that
 * nobody learns through this call which addresses have accounts.
 * @throws TooManyRequests within a minute of the last code to this target, past ten today, past the caller's address
 * cap or past the channel's daily budget.
 */
export async function sendCode(deps: AccountDeps, caller: Caller, purpose: CodePurpose, contact: Contact, deliver: boolean) {
  const { db, now, channels, log } = deps;
  const at = now();
  const caps = codeCapRules(deps.codeCaps);
  const budget = { rule: caps.budget[contact.channel], key: contact.channel };
  // The budget, shared by every request, last: see consume.
  const [, , , spent] = await consume(
    db,
    [
      { rule: caps.perAddress, key: addressKey(caller.address) },
      { rule: rateRules.codePerMinute, key: contact.value },
      { rule: rateRules.codePerDay, key: contact.value },
      budget,
    ],
    at,
  );
  alertOnBudget(deps, contact.channel, spent!, budget.rule.max);
  const code = randomSixDigits();
  await saveCode(db, purpose, contact.value, codeHash(purpose, contact.value, code), at, new Date(at.getTime() + codeLifetimeMs));
  if (deliver) {
    const message = { target: contact.value, code, purpose: caller.t(`accountMessages:purpose.${purpose}`), validMinutes: codeLifetimeMs / 60_000, t: caller.t };
    channels[contact.channel].send(message).catch((error: unknown) => log.error({ err: error, channel: contact.channel }, 'a verification code could not be sent'));
  }
  return { resendAfter: rateRules.codePerMinute.windowMs / 1000, expiresIn: codeLifetimeMs / 1000 };
}

/**
 * Tells the log when a channel's daily budget runs low and when it is used up: once each per day, on every server
 * together, since only one request's hit brings the shared count to either figure.
 */
function alertOnBudget({ log }: AccountDeps, channel: Contact['channel'], spent: number, budget: number): void {
  const details = { channel, spent, budget };
  if (spent === budget) log.error(details, `the daily budget of ${channel} codes is used up: further codes are refused until the day is over`);
  else if (spent === Math.ceil(budget * budgetWarningShare)) log.warn(details, `${spent} of the ${budget} ${channel} codes of today's budget are spent`);
}

/**
 * Checks a code; with `use`, uses it up. Each try is counted before the code is compared, so that of any number of
 * tries at once only five are compared; after five the code is dead. A right code only checked gives its try back.
 * @throws CallFailure failed ('wrong or expired', or 'too many wrong codes').
 */
export async function checkCode({ db, now }: AccountDeps, purpose: CodePurpose, target: string, code: string, use: boolean): Promise<void> {
  const at = now();
  const wrong = new CallFailure(ResultCode.failed, 200, 'accountMessages:wrongCode');
  const usedUp = new CallFailure(ResultCode.failed, 200, 'accountMessages:codeUsedUp');
  const stored = await takeAttempt(db, purpose, target, maxCodeAttempts, at);
  if (!stored) {
    const dead = await readCode(db, purpose, target);
    throw dead && dead.expiresAt > at.toISOString() ? usedUp : wrong;
  }
  const hash = codeHash(purpose, target, code);
  if (!sameSecret(hash, stored.codeHash)) throw stored.attempts >= maxCodeAttempts ? usedUp : wrong;
  // Deleting by the hash makes the use single: of two requests with the code, one deletes it, the other finds none.
  if (!use) await giveBackAttempt(db, purpose, target, hash);
  else if (!(await deleteCode(db, purpose, target, hash))) throw wrong;
}
