import type { SaveSelectionBody } from '../../../src/contracts/results';
// Signed-in members for the saved-work tests, made straight in the database: these tests are about what a member
// keeps, and registering through codes and argon2 (tested in tests/api/account) would only make them slow.
import type { Kysely } from 'kysely';
import { createAccount, saveToken, type Database } from '../../../host-site/server/database';
import { randomToken, sha256 } from '../../../host-site/server/services/accounts/secrets';

export interface Member {
  userId: number;
  token: string;
  headers: Record<string, string>;
}

/** A new account `name` with a live session; its `headers` carry the bearer token. */
export async function member(db: Kysely<Database>, name: string): Promise<Member> {
  const created = await createAccount(db, {
    loginName: name,
    email: `${name}@example.com`,
    phone: null,
    // Never checked: the member signs in with the token below, not a password.
    passwordHash: '$argon2id$unused',
    country: 'China',
    region: 'CHINA',
  });
  if (!('account' in created)) throw new Error(`account ${name} exists already`);
  const token = randomToken();
  const now = new Date();
  const day = new Date(now.getTime() + 86_400_000).toISOString();
  await saveToken(db, {
    tokenHash: sha256(token), id: token.slice(0, 16), userId: created.account.userId, createdAt: now.toISOString(),
    expiresAt: day, absoluteExpiresAt: day, userAgent: 'test', address: '127.0.0.1',
  });
  return { userId: created.account.userId, token, headers: { authorization: `Bearer ${token}` } };
}

/** A saved-list body of `size` products at two condition sets, every product marked with `mark`. */
export function listBody(mark: string, size: number): SaveSelectionBody {
  const condition = (valveName: string, te: number) => ({
    valveName,
    refrigerant: 'R134a',
    approvals: ['CE'],
    conditions: { Te: { value: te, unit: '℃' }, Tk: { value: 40, unit: '℃' }, Pos: 'A', TexhaustgasFlag: true },
  });
  return {
    conditionList: [condition('Sov', -10), condition('Eev', 5)],
    productList: Array.from({ length: size }, (_, index) => ({
      valveId: 1,
      serialId: 2,
      productName: `${mark} valve ${index}`,
      ValveName: 'Sov',
      Sizeid: 3 + index,
      Sizename: `S${index}`,
      SerialName: 'EVR',
      ProductType: 'EVR 3',
      ImageUrl: '/images/evr.png',
      conditionIndex: index % 2,
      PartNumber: `${mark}-${index}`,
      Refrigerant: 'R134a',
      Grade: 'Optimal' as const,
      Hashkey: `${mark}${String(index).padStart(4, '0')}`,
    })),
  };
}
