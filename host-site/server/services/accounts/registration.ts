// Registration: a login name, a password that meets SPEC §5 and is not a common one, a country, and an email or
// phone proven by a code. Nothing tells who exists before the code is right (issue 24): a wrong code is answered the
// same for a taken and a free login name; only a person who holds a fresh code for a free address learns that a name
// is taken, and his code stays good for another name. A taken email or phone never got a code (its owner got a
// notice instead, recovery.ts), so it is answered as a wrong code.
import { ResultCode } from '../../../../src/contracts/envelope';
import type { registerBody, SignedIn } from '../../../../src/contracts/schemas/account';
import { createAccount, findAccount, rememberSignInAddress } from '../../database';
import { CallFailure } from '../../http/call-failure';
import { addressKey } from './client-address';
import { refuseCommonPassword } from './common-passwords';
import { contactOf } from './contacts';
import type { AccountDeps, Caller } from './deps';
import { hashNewPassword } from './passwords';
import { profileOf } from './profile';
import { consume, rateRules } from './rate-limits';
import { startSession } from './sessions';
import { checkCode } from './verification';
import type { z } from 'zod';

const accountTaken = () => new CallFailure(ResultCode.failed, 200, 'accountMessages:accountTaken');
const wrongCode = () => new CallFailure(ResultCode.failed, 200, 'accountMessages:wrongCode');

export async function register(deps: AccountDeps, caller: Caller, body: z.output<typeof registerBody>): Promise<SignedIn> {
  const at = deps.now();
  await consume(deps.db, [{ rule: rateRules.registerPerAddress, key: addressKey(caller.address) }], at);
  refuseCommonPassword(body.password, body);
  const contact = body.verifyType === 'Email' ? contactOf('Email', body.email ?? '', 'email') : contactOf('Phone', body.phone ?? '', 'phone');
  // Checked without using it up: a person told that his name is taken tries another with the same code.
  await checkCode(deps, 'register', contact.value, body.code, false);
  if (await findAccount(deps.db, { loginName: body.account })) throw accountTaken();
  await checkCode(deps, 'register', contact.value, body.code, true);

  const created = await createAccount(
    deps.db,
    {
      loginName: body.account,
      email: contact.field === 'email' ? contact.value : null,
      phone: contact.field === 'phone' ? contact.value : null,
      passwordHash: await hashNewPassword(body.password),
      country: body.country,
      region: body.region,
    },
    at,
  );
  if ('taken' in created) throw created.taken === 'loginName' ? accountTaken() : wrongCode();
  // The address he registered from is his, as one he signed in from: strangers' guesses elsewhere never hold it.
  await rememberSignInAddress(deps.db, created.account.userId, addressKey(caller.address), at);
  return { Token: await startSession(deps, created.account, caller), Profile: await profileOf(deps, created.account) };
}
