// Sign-in sessions. A token is 32 random bytes (base64url) that only the client holds; the database keeps its
// SHA-256, so a leaked table signs nobody in. A session ends SESSION_IDLE_DAYS after its last use (sliding: the use
// is noted at most every few minutes, so that reading a token rarely writes) and SESSION_MAX_DAYS after its sign-in
// however much it is used (absolute: a stolen token does not live for ever). Each session has a public id, the
// device and address it began on, so that its member can list and end it. Sign-out ends the session, a password
// change every other session of the member, a password reset all of them.
import type { MemberSession } from '../../../../src/contracts/schemas/user';
import { ResultCode } from '../../../../src/contracts/envelope';
import { listUserTokens, readToken, revokeToken, revokeUserToken, revokeUserTokens, saveToken, touchToken, updateAccount, type Account } from '../../database';
import { CallFailure } from '../../http/call-failure';
import { maskedAddress } from './client-address';
import { minutes } from './clock';
import type { AccountDeps, Caller } from './deps';
import { randomId, randomToken, sha256 } from './secrets';

/** How often a use of a session is written down: its "last used" is this exact, and its idle expiry this late. */
const touchAfterMs = minutes(5);

/** A User-Agent is the client's to write: kept to a length that names a device. */
const userAgentLength = 256;

/** A session as the calls that need a signed-in user know it. */
export interface CurrentSession {
  userId: number;
  /** The session's public id. */
  id: string;
  tokenHash: string;
  /** When its sign-in was made (ISO 8601 UTC): a sign-in of the last minutes proves the owner as his password does. */
  signedInAt: string;
}

/** A new session of `account` for the device of `caller`; the token to give the client. */
export async function startSession(deps: AccountDeps, account: Account, caller: Caller): Promise<string> {
  const { db, now, sessions } = deps;
  const token = randomToken();
  const at = now();
  const absolute = at.getTime() + sessions.maxMs;
  await saveToken(db, {
    tokenHash: sha256(token),
    id: randomId(),
    userId: account.userId,
    createdAt: at.toISOString(),
    expiresAt: new Date(Math.min(at.getTime() + sessions.idleMs, absolute)).toISOString(),
    absoluteExpiresAt: new Date(absolute).toISOString(),
    userAgent: caller.userAgent.slice(0, userAgentLength),
    address: caller.address,
  });
  // The language of the last sign-in is the one the member's notices are written in.
  if (account.language !== caller.language) await updateAccount(db, account.userId, { language: caller.language }, at);
  return token;
}

export type SessionCheck = ({ valid: true } & CurrentSession) | { valid: false; expired: boolean };

/** What a token is worth now; the use of a valid one is noted, its idle expiry moved on (never past its absolute one). */
export async function checkSession({ db, now, sessions }: AccountDeps, token: string): Promise<SessionCheck> {
  const tokenHash = sha256(token);
  const at = now();
  const state = await readToken(db, tokenHash, at);
  if (state.state !== 'valid') return { valid: false, expired: state.state === 'expired' };
  if (at.getTime() - Date.parse(state.lastUsedAt) >= touchAfterMs) {
    const idle = Math.min(at.getTime() + sessions.idleMs, Date.parse(state.absoluteExpiresAt));
    await touchToken(db, tokenHash, at, new Date(idle));
  }
  return { valid: true, userId: state.userId, id: state.id, tokenHash, signedInAt: state.createdAt };
}

/**
 * The session of a token, for the calls that need a signed-in user.
 * @throws CallFailure signedOut (no token), tokenExpired or tokenInvalid: HTTP 200 with the envelope, which the
 *   client answers with the specification's signed-out confirm.
 */
export async function sessionOfToken(deps: AccountDeps, token: string | undefined): Promise<CurrentSession> {
  if (!token) throw new CallFailure(ResultCode.signedOut, 200, 'accountMessages:signInFirst');
  const session = await checkSession(deps, token);
  if (session.valid) return { userId: session.userId, id: session.id, tokenHash: session.tokenHash, signedInAt: session.signedInAt };
  if (session.expired) throw new CallFailure(ResultCode.tokenExpired, 200, 'accountMessages:tokenExpired');
  throw new CallFailure(ResultCode.tokenInvalid, 200, 'accountMessages:tokenInvalid');
}

/** The user of a token (see sessionOfToken). */
export async function userOfToken(deps: AccountDeps, token: string | undefined): Promise<number> {
  return (await sessionOfToken(deps, token)).userId;
}

/** The member's live sessions, the most recently used first, the one asking marked current, addresses masked. */
export async function listSessions({ db, now }: AccountDeps, current: CurrentSession): Promise<{ sessions: MemberSession[] }> {
  const stored = await listUserTokens(db, current.userId, now());
  return {
    sessions: stored.map((session) => ({
      id: session.id,
      current: session.id === current.id,
      userAgent: session.userAgent,
      address: maskedAddress(session.address),
      createdAt: session.createdAt,
      lastUsedAt: session.lastUsedAt,
      expiresAt: session.expiresAt,
    })),
  };
}

/**
 * Ends one of the member's sessions (the current one too: that is a sign-out); answers the sessions left.
 * @throws CallFailure failed for an id the member has no session of: another member's is answered as an unknown one.
 */
export async function endSessionById(deps: AccountDeps, current: CurrentSession, id: string): Promise<{ sessions: MemberSession[] }> {
  if (!(await revokeUserToken(deps.db, current.userId, id))) throw new CallFailure(ResultCode.failed, 200, 'accountMessages:sessionNotFound');
  return listSessions(deps, current);
}

/** Ends every session of the member but the current one; how many ended. */
export async function revokeOtherSessions({ db }: AccountDeps, current: CurrentSession): Promise<{ ended: number }> {
  return { ended: await revokeUserTokens(db, current.userId, current.id) };
}

export async function endSession({ db }: AccountDeps, token: string): Promise<void> {
  await revokeToken(db, sha256(token));
}

export async function endAllSessions({ db }: AccountDeps, userId: number): Promise<void> {
  await revokeUserTokens(db, userId);
}
