import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

const alphanumerics = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** `length` characters of [A-Za-z0-9], each drawn uniformly by the CSPRNG (randomInt has no modulo bias). */
export function randomAlphanumeric(length: number): string {
  let text = '';
  for (let i = 0; i < length; i++) text += alphanumerics[randomInt(alphanumerics.length)];
  return text;
}

/** A verification code: six digits, leading zeros kept. */
export function randomSixDigits(): string {
  return randomInt(1_000_000).toString().padStart(6, '0');
}

/** A bearer token: 32 random bytes, base64url. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** A public name that cannot be guessed (a session's, shown to its member): 16 random bytes, base64url. */
export function randomId(): string {
  return randomBytes(16).toString('base64url');
}

/** Lower-case hex SHA-256 of a UTF-8 text: how tokens and codes are stored. */
export function sha256(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/** Compares two secrets (or their hashes) in time that does not depend on where they differ. */
export function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  // timingSafeEqual needs equal lengths; the lengths of hashes are public anyway.
  return left.length === right.length && timingSafeEqual(left, right);
}
