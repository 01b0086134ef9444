import { randomBytes } from 'node:crypto';
import { ResultCode } from '../../../../src/contracts/envelope';
import type { Profile } from '../../../../src/contracts/schemas/account';
import { readPhoto, replacePhoto, type Photo } from '../../database';
import { CallFailure } from '../../http/call-failure';
import { profileOfUser } from './contact-change';
import type { AccountDeps } from './deps';
import { imageTypeOf } from './photo-type';

/**
 * Makes `bytes` the user's avatar, in the database (so every server instance serves it).
 * @throws CallFailure invalidInput when the bytes are not a PNG, JPEG, GIF or WebP image.
 */
export async function savePhoto(deps: AccountDeps, userId: number, bytes: Buffer): Promise<Profile> {
  const contentType = imageTypeOf(bytes);
  if (!contentType) throw new CallFailure(ResultCode.invalidInput, 415, 'accountMessages:photo.notImage');
  await replacePhoto(deps.db, userId, randomBytes(16).toString('base64url'), { contentType, bytes }, deps.now());
  return profileOfUser(deps, userId);
}

/** @throws CallFailure notFound. */
export async function photoById(deps: AccountDeps, id: string): Promise<Photo> {
  const photo = /^[A-Za-z0-9_-]{1,64}$/.test(id) ? await readPhoto(deps.db, id) : undefined;
  if (!photo) throw new CallFailure(ResultCode.notFound, 404, 'accountMessages:photo.notFound');
  return photo;
}
