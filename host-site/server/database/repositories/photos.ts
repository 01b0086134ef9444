import type { Kysely } from 'kysely';
import type { Database } from '../schema';

export interface Photo {
  contentType: string;
  bytes: Buffer;
}

/** Stores an avatar and makes it the account's, deleting the one it replaces. */
export async function replacePhoto(db: Kysely<Database>, userId: number, id: string, photo: Photo, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('photos')
      .values({ id, user_id: userId, content_type: photo.contentType, bytes: photo.bytes, created_at: now.toISOString() })
      .execute();
    await trx.updateTable('accounts').set({ photo_id: id, updated_at: now.toISOString() }).where('user_id', '=', userId).execute();
    await trx.deleteFrom('photos').where('user_id', '=', userId).where('id', '!=', id).execute();
  });
}

export async function readPhoto(db: Kysely<Database>, id: string): Promise<Photo | undefined> {
  const row = await db.selectFrom('photos').select(['content_type', 'bytes']).where('id', '=', id).executeTakeFirst();
  return row && { contentType: row.content_type, bytes: Buffer.from(row.bytes) };
}
