// Common and breached passwords are refused where a password is chosen (registration, reset, change), as NIST SP
// 800-63B §5.1.1.2 and ASVS 2.1.7 ask. The list is zxcvbn-ts's common passwords (@zxcvbn-ts/language-common, MIT):
// about 49 000 passwords, most used first, drawn from breach corpora; shipped in the package, so no network is asked.
import { dictionary } from '@zxcvbn-ts/language-common';
import type { AccountRule } from '../../../../src/contracts/schemas/account';
import { InvalidInput } from '../../http/invalid-input';

/** The list, lower case as it is written. */
const common = new Set(dictionary['passwords-common']);

/**
 * Digits and symbols people add around a common word to pass a composition rule (SPEC §5): Password1!, #Dragon2024.
 * What is left when they are taken off is looked up too.
 */
const decoration = /^[^A-Za-z]+|[^A-Za-z]+$/g;

/** True when the password, in any case, is a listed one, or a listed word with digits and symbols only around it. */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  const core = lower.replace(decoration, '');
  return common.has(lower) || (core.length >= 4 && common.has(core));
}

/**
 * @throws InvalidInput (body.`field`) for a common password, with the contract's message: answered Result 2 like
 *   the other rules of a new password.
 */
export function refuseCommonPassword(password: string, body: unknown, field = 'password'): void {
  if (!isCommonPassword(password)) return;
  throw new InvalidInput('body', [{ code: 'custom', message: 'passwordCommon' satisfies AccountRule, path: [field], input: password }], body);
}
