// Sign-in (SPEC §5): the client asks for a pair of single-use codes, then sends one of them followed by the hex
// SHA-256 of the password. A wrong account and a wrong password answer alike, in the same time (argon2 runs against a
// dummy hash when no account matches); failures are limited per account and per address.
import { ResultCode } from '../../../../src/contracts/envelope';
import { chinesePhone, type loginBody, type SignedIn } from '../../../../src/contracts/schemas/account';
import { consumeLoginChallenge, findAccount, saveLoginChallenge, type Account } from '../../database';
import { CallFailure } from '../../http/call-failure';
import { minutes } from './clock';
import type { AccountDeps, Caller } from './deps';
import { verifyPassword } from './passwords';
import { profileOf } from './profile';
import { checkLimit, clearEvents, countEvent, rateRules } from './rate-limits';
import { randomAlphanumeric } from './secrets';
import { checkSession, endSession, startSession, userOfToken } from './sessions';
import type { z } from 'zod';

export const loginCodeLifetimeMs = minutes(5);

/**
 * Live pairs one address may hold: the site asks for one as its login page opens and after each failed attempt, so
 * a few serve even an office behind one address; a newer pair replaces the oldest, so the calls of one address can
 * never fill the table (issue 24).
 */
export const loginCodesPerAddress = 10;

/** A fresh pair of login codes (8 and 16 characters), valid five minutes; using either uses up both. */
export async function issueLoginCodes({ db, now }: AccountDeps, caller: Caller) {
  const codes = { simpleCode: randomAlphanumeric(8), complexCode: randomAlphanumeric(16) };
  const at = now();
  await saveLoginChallenge(db, codes, caller.address, at, new Date(at.getTime() + loginCodeLifetimeMs), loginCodesPerAddress);
  return codes;
}

/** The account a sign-in names: by login name, email or mobile number. */
async function accountNamed(deps: AccountDeps, name: string): Promise<Account | undefined> {
  if (name.includes('@')) return findAccount(deps.db, { email: name.toLowerCase() });
  const byName = await findAccount(deps.db, { loginName: name });
  if (byName) return byName;
  const phone = chinesePhone.safeParse(name);
  return phone.success ? findAccount(deps.db, { phone: phone.data }) : undefined;
}

export async function signIn(deps: AccountDeps, caller: Caller, body: z.output<typeof loginBody>): Promise<SignedIn> {
  const at = deps.now();
  const accountKey = body.account.toLowerCase();
  await checkLimit(deps.db, rateRules.loginPerAddress, caller.address, at);
  await checkLimit(deps.db, rateRules.loginPerAccount, accountKey, at);
  const code = body.password.slice(0, -64);
  const passwordSha256 = body.password.slice(-64);
  if (!(await consumeLoginChallenge(deps.db, code, at))) throw new CallFailure(ResultCode.failed, 200, 'account:loginCodeUsed');

  const account = await accountNamed(deps, body.account);
  if (!(await verifyPassword(account?.passwordHash, passwordSha256)) || !account) {
    await countEvent(deps.db, rateRules.loginPerAddress, caller.address, at);
    await countEvent(deps.db, rateRules.loginPerAccount, accountKey, at);
    throw new CallFailure(ResultCode.failed, 200, 'account:wrongCredentials');
  }
  await clearEvents(deps.db, rateRules.loginPerAccount, accountKey);
  return { Token: await startSession(deps, account, caller), Profile: await profileOf(deps, account) };
}

/** The session of a token again (the site checks its stored token at load); null when it is no longer valid. */
export async function validateToken(deps: AccountDeps, token: string | undefined): Promise<SignedIn | null> {
  if (!token) return null;
  const session = await checkSession(deps, token);
  if (!session.valid) return null;
  const account = await findAccount(deps.db, { userId: session.userId });
  return account ? { Token: token, Profile: await profileOf(deps, account) } : null;
}

export async function signOut(deps: AccountDeps, token: string | undefined): Promise<{ signedOut: true }> {
  await userOfToken(deps, token);
  await endSession(deps, token!);
  return { signedOut: true };
}
