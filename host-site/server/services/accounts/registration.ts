// Registration: a login name, a password that meets SPEC §5, a country, and an email or phone proven by a code.
// A taken login name is said (registration cannot hide it); a taken email or phone is answered as a wrong code,
// since no code was ever delivered to it for registering.
import { ResultCode } from '../../../../src/contracts/envelope';
import type { registerBody, SignedIn } from '../../../../src/contracts/schemas/account';
import { createAccount, findAccount } from '../../database';
import { CallFailure } from '../../http/call-failure';
import { addressKey } from './client-address';
import { contactOf } from './contacts';
import type { AccountDeps, Caller } from './deps';
import { hashNewPassword } from './passwords';
import { profileOf } from './profile';
import { consume, rateRules } from './rate-limits';
import { startSession } from './sessions';
import { checkCode } from './verification';
import type { z } from 'zod';

const accountTaken = () => new CallFailure(ResultCode.failed, 200, 'account:accountTaken');
const wrongCode = () => new CallFailure(ResultCode.failed, 200, 'account:wrongCode');

export async function register(deps: AccountDeps, caller: Caller, body: z.output<typeof registerBody>): Promise<SignedIn> {
  const at = deps.now();
  await consume(deps.db, [{ rule: rateRules.registerPerAddress, key: addressKey(caller.address) }], at);
  const contact = body.verifyType === 'Email' ? contactOf('Email', body.email ?? '', 'email') : contactOf('Phone', body.phone ?? '', 'phone');
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
  return { Token: await startSession(deps, created.account.userId), Profile: await profileOf(deps, created.account) };
}
