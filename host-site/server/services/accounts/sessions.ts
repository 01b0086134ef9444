// Sign-in sessions. A token is 32 random bytes (base64url) that only the client holds; the database keeps its
// SHA-256, so a leaked table signs nobody in. Sessions slide: valid 30 days after their last use (the expiry is moved
// at most once a day, so that reading a token rarely writes). Sign-out deletes the token, a password reset deletes
// all of the user's tokens.
import { ResultCode } from '../../../../src/contracts/envelope';
import { extendToken, readToken, revokeToken, revokeUserTokens, saveToken } from '../../database';
import { CallFailure } from '../../http/call-failure';
import { days } from './clock';
import type { AccountDeps } from './deps';
import { randomToken, sha256 } from './secrets';

export const sessionLifetimeMs = days(30);
const extendAfterMs = days(1);

/** A new session of `userId`; the token to give the client. */
export async function startSession({ db, now }: AccountDeps, userId: number): Promise<string> {
  const token = randomToken();
  const at = now();
  await saveToken(db, sha256(token), userId, at, new Date(at.getTime() + sessionLifetimeMs));
  return token;
}

export type SessionCheck = { valid: true; userId: number } | { valid: false; expired: boolean };

/** What a token is worth now; a valid one has its expiry moved on. */
export async function checkSession({ db, now }: AccountDeps, token: string): Promise<SessionCheck> {
  const hash = sha256(token);
  const at = now();
  const state = await readToken(db, hash, at);
  if (state.state !== 'valid') return { valid: false, expired: state.state === 'expired' };
  const renewed = at.getTime() + sessionLifetimeMs;
  if (renewed - new Date(state.expiresAt).getTime() >= extendAfterMs) await extendToken(db, hash, new Date(renewed));
  return { valid: true, userId: state.userId };
}

/**
 * The user of a token, for the calls that need a signed-in user.
 * @throws CallFailure signedOut (no token), tokenExpired or tokenInvalid: HTTP 200 with the envelope, which the
 *   client answers with the specification's signed-out confirm.
 */
export async function userOfToken(deps: AccountDeps, token: string | undefined): Promise<number> {
  if (!token) throw new CallFailure(ResultCode.signedOut, 200, 'account:signInFirst');
  const session = await checkSession(deps, token);
  if (session.valid) return session.userId;
  if (session.expired) throw new CallFailure(ResultCode.tokenExpired, 200, 'account:tokenExpired');
  throw new CallFailure(ResultCode.tokenInvalid, 200, 'account:tokenInvalid');
}

export async function endSession({ db }: AccountDeps, token: string): Promise<void> {
  await revokeToken(db, sha256(token));
}

export async function endAllSessions({ db }: AccountDeps, userId: number): Promise<void> {
  await revokeUserTokens(db, userId);
}
