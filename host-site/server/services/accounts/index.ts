// The account services, bound to one server's database, clock and delivery channels.
import { changeContact, profileOfUser } from './contact-change';
import type { AccountDeps } from './deps';
import { photoById, savePhoto } from './photos';
import { resetPassword, sendVerificationCode, validateCode } from './recovery';
import { register } from './registration';
import { changePassword } from './password-change';
import { endOtherSessions } from './other-sessions';
import { endSessionById, listSessions, sessionOfToken, userOfToken } from './sessions';
import { issueLoginCodes, signIn, signOut, validateToken } from './sign-in';

export { systemClock, type Clock } from './clock';
export type { AccountDeps, Caller } from './deps';
export type { CurrentSession } from './sessions';

type Bound<F> = F extends (deps: AccountDeps, ...rest: infer A) => infer R ? (...rest: A) => R : never;

const operations = {
  issueLoginCodes,
  signIn,
  validateToken,
  signOut,
  register,
  sendVerificationCode,
  validateCode,
  resetPassword,
  changeContact,
  profileOfUser,
  savePhoto,
  photoById,
  userOfToken,
  sessionOfToken,
  listSessions,
  endSessionById,
  endOtherSessions,
  changePassword,
};

export type Accounts = { [K in keyof typeof operations]: Bound<(typeof operations)[K]> } & { deps: AccountDeps };

export function createAccounts(deps: AccountDeps): Accounts {
  const bound = Object.fromEntries(
    Object.entries(operations).map(([name, operation]) => [name, (...args: unknown[]) => (operation as (d: AccountDeps, ...a: unknown[]) => unknown)(deps, ...args)]),
  );
  return { ...(bound as Omit<Accounts, 'deps'>), deps };
}
