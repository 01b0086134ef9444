// Sign-in (SPEC §5): the client asks for a pair of single-use codes, then sends one of them followed by the hex
// SHA-256 of the password. A wrong account and a wrong password answer alike, in the same time (argon2 runs against a
// dummy hash when no account matches); guesses are limited per account at one address (however the account is
// spelled), per account from addresses it never signed in from, and per address, each counted before argon2 compares.
import { ResultCode } from '../../../../src/contracts/envelope';
import { chinesePhone, normaliseEmail, type loginBody, type SignedIn } from '../../../../src/contracts/schemas/account';
import { consumeLoginChallenge, findAccount, rememberSignInAddress, saveLoginChallenge, signedInFrom, type Account } from '../../database';
import { CallFailure } from '../../http/call-failure';
import { addressKey } from './client-address';
import { days, minutes } from './clock';
import type { AccountDeps, Caller } from './deps';
import { verifyPassword } from './passwords';
import { profileOf } from './profile';
import { clear, consume, rateRules, refund } from './rate-limits';
import { randomAlphanumeric } from './secrets';
import { checkSession, endSession, startSession, userOfToken } from './sessions';
import type { z } from 'zod';

export const loginCodeLifetimeMs = minutes(5);

/** How long an address an account signed in from stays its owner's, out of reach of the account-wide limit. */
const knownAddressMs = days(90);

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

type AccountName = { loginName: string } | { email: string } | { phone: string };

/** What a sign-in name may stand for, in the forms accounts are stored in: an email, else a login name, else a mobile. */
function readingsOf(name: string): AccountName[] {
  const text = name.normalize('NFKC');
  if (text.includes('@')) return [{ email: normaliseEmail(text) }];
  const phone = chinesePhone.safeParse(text);
  return phone.success ? [{ loginName: text }, { phone: phone.data }] : [{ loginName: text }];
}

/**
 * The account a sign-in names, and the key its guesses are counted by: the account itself however it was spelled
 * (login name in any case, email, mobile with or without +86 ...), or for a name no account has, its stored form.
 */
async function accountNamed(deps: AccountDeps, name: string): Promise<{ account?: Account; key: string }> {
  const readings = readingsOf(name);
  for (const reading of readings) {
    const account = await findAccount(deps.db, reading);
    if (account) return { account, key: `user:${account.userId}` };
  }
  return { key: `name:${Object.values(readings.at(-1)!)[0]!.toLowerCase()}` };
}

export async function signIn(deps: AccountDeps, caller: Caller, body: z.output<typeof loginBody>): Promise<SignedIn> {
  const at = deps.now();
  const code = body.password.slice(0, -64);
  const passwordSha256 = body.password.slice(-64);
  if (!(await consumeLoginChallenge(deps.db, code, at))) throw new CallFailure(ResultCode.failed, 200, 'accountMessages:loginCodeUsed');

  const { account, key } = await accountNamed(deps, body.account);
  const address = addressKey(caller.address);
  // Per account at this address, so that a stranger's failures elsewhere never lock the owner out; per account from
  // addresses it has not signed in from, so that many addresses together still get few guesses.
  const perAccountAddress = { rule: rateRules.loginPerAccountAddress, key: `${key}@${address}` };
  const perAccount = { rule: rateRules.loginPerAccount, key };
  const perAddress = { rule: rateRules.loginPerAddress, key: address };
  const known = account !== undefined && (await signedInFrom(deps.db, account.userId, address, new Date(at.getTime() - knownAddressMs)));
  const charges = known ? [perAddress, perAccountAddress] : [perAddress, perAccountAddress, perAccount];
  // Counted before argon2 compares (it is slow and async): of any number of guesses at once, only the allowed are.
  await consume(deps.db, charges, at);
  if (!(await verifyPassword(account?.passwordHash, passwordSha256)) || !account) throw new CallFailure(ResultCode.failed, 200, 'accountMessages:wrongCredentials');
  await clear(deps.db, perAccountAddress);
  await refund(deps.db, perAddress);
  if (!known) await refund(deps.db, perAccount);
  await rememberSignInAddress(deps.db, account.userId, address, at);
  return { Token: await startSession(deps, account, caller), Profile: await profileOf(deps, account) };
}

/**
 * The address where the owner just proved himself by a code sent to his email or phone (a password reset) becomes one
 * he signs in from: its failed guesses are forgotten, and the account-wide limit of the addresses it never signed in
 * from no longer applies there (issue 38). So however many strangers guess elsewhere, the owner gets in at a new
 * address by a code; a stranger would need the code, which only the owner's email or phone receives.
 */
export async function trustProvenAddress(deps: AccountDeps, userId: number, callerAddress: string): Promise<void> {
  const address = addressKey(callerAddress);
  await clear(deps.db, { rule: rateRules.loginPerAccountAddress, key: `user:${userId}@${address}` });
  await rememberSignInAddress(deps.db, userId, address, deps.now());
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
