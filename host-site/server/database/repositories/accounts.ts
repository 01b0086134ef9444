import type { Kysely, Selectable } from 'kysely';
import { violatedConstraint } from '../data-error';
import type { AccountsTable, Database } from '../schema';

/** A registered user's account: credentials, contacts and avatar. */
export interface Account {
  userId: number;
  loginName: string;
  email: string | null;
  phone: string | null;
  passwordHash: string;
  country: string;
  region: string;
  photoId: string | null;
  /** The language of the last sign-in (one of the fourteen), for the notices it is sent; null before the first. */
  language: string | null;
}

/** An account to create: the user id comes with it, the avatar and the language later. */
export type NewAccount = Omit<Account, 'userId' | 'photoId' | 'language'>;

/** Which unique field a write collided with. */
export type TakenField = 'loginName' | 'email' | 'phone';

/**
 * Creates the user and the account in one transaction.
 * @returns the account, or the field already taken by another account.
 */
export async function createAccount(
  db: Kysely<Database>,
  account: NewAccount,
  now: Date = new Date(),
): Promise<{ account: Account } | { taken: TakenField }> {
  const stamp = now.toISOString();
  try {
    return await db.transaction().execute(async (trx) => {
      const user = await trx.insertInto('users').values({ created_at: stamp }).returning('id').executeTakeFirstOrThrow();
      const row = await trx
        .insertInto('accounts')
        .values({
          user_id: user.id,
          login_name: account.loginName,
          login_key: account.loginName.toLowerCase(),
          email: account.email,
          phone: account.phone,
          password_hash: account.passwordHash,
          country: account.country,
          region: account.region,
          created_at: stamp,
          updated_at: stamp,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return { account: fromRow(row) };
    });
  } catch (error) {
    if (violatedConstraint(error) !== 'unique') throw error;
    // The transaction is gone; ask which value another account holds (a race between two registrations ends here).
    const taken = await takenField(db, account);
    if (!taken) throw error;
    return { taken };
  }
}

/** The first of the account's unique values that another account already holds. */
export async function takenField(db: Kysely<Database>, account: Pick<NewAccount, 'loginName' | 'email' | 'phone'>): Promise<TakenField | undefined> {
  if (await findAccount(db, { loginName: account.loginName })) return 'loginName';
  if (account.email && (await findAccount(db, { email: account.email }))) return 'email';
  if (account.phone && (await findAccount(db, { phone: account.phone }))) return 'phone';
  return undefined;
}

/** The account with this login name (any case), email or phone. */
export async function findAccount(
  db: Kysely<Database>,
  by: { loginName: string } | { email: string } | { phone: string } | { userId: number },
): Promise<Account | undefined> {
  let query = db.selectFrom('accounts').selectAll();
  if ('loginName' in by) query = query.where('login_key', '=', by.loginName.toLowerCase());
  else if ('email' in by) query = query.where('email', '=', by.email);
  else if ('phone' in by) query = query.where('phone', '=', by.phone);
  else query = query.where('user_id', '=', by.userId);
  const row = await query.executeTakeFirst();
  return row && fromRow(row);
}

export type AccountChanges = Partial<Pick<Account, 'email' | 'phone' | 'passwordHash' | 'photoId' | 'language'>>;

/**
 * Changes an account's contacts, password, avatar or language.
 * @returns the account as saved, or the field already taken by another account.
 */
export async function updateAccount(
  db: Kysely<Database>,
  userId: number,
  changes: AccountChanges,
  now: Date = new Date(),
): Promise<{ account: Account } | { taken: TakenField }> {
  try {
    const row = await db
      .updateTable('accounts')
      .set({
        ...(changes.email === undefined ? {} : { email: changes.email }),
        ...(changes.phone === undefined ? {} : { phone: changes.phone }),
        ...(changes.passwordHash === undefined ? {} : { password_hash: changes.passwordHash }),
        ...(changes.photoId === undefined ? {} : { photo_id: changes.photoId }),
        ...(changes.language === undefined ? {} : { language: changes.language }),
        updated_at: now.toISOString(),
      })
      .where('user_id', '=', userId)
      .returningAll()
      .executeTakeFirstOrThrow();
    return { account: fromRow(row) };
  } catch (error) {
    if (violatedConstraint(error) === 'unique') return { taken: changes.email ? 'email' : 'phone' };
    throw error;
  }
}

function fromRow(row: Selectable<AccountsTable>): Account {
  return {
    userId: row.user_id,
    loginName: row.login_name,
    email: row.email,
    phone: row.phone,
    passwordHash: row.password_hash,
    country: row.country,
    region: row.region,
    photoId: row.photo_id,
    language: row.language,
  };
}
