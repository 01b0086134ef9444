// Passwords are stored as argon2id of the lower-case hex SHA-256 of the password: sign-in sends only that SHA-256
// (behind a single-use code), registration and reset send the password itself so that the server can hold it to
// SPEC §5, and hash it the same way. @node-rs/argon2's defaults are OWASP's argon2id minimum: m = 19 MiB, t = 2, p = 1.
import { hash, verify } from '@node-rs/argon2';
import { sha256 } from './secrets';

/** The stored form of a password typed at registration or reset. */
export async function hashNewPassword(password: string): Promise<string> {
  return hash(sha256(password));
}

// A real hash of nothing anyone can type: verifying against it when the account is unknown takes as long as a
// wrong password of a known account, so the answer's timing does not tell whether the account exists.
const dummyHash = hash(sha256(`no account ${Math.random()}`));

/** True when `passwordSha256` (hex) is the password of `storedHash`; with no stored hash, false in the same time. */
export async function verifyPassword(storedHash: string | undefined, passwordSha256: string): Promise<boolean> {
  try {
    const matches = await verify(storedHash ?? (await dummyHash), passwordSha256);
    return storedHash !== undefined && matches;
  } catch {
    return false;
  }
}
