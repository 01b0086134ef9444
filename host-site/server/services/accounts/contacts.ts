import { chinesePhone, email, type VerifyType } from '../../../../src/contracts/schemas/account';
import { InvalidInput } from '../../http/invalid-input';

/** An email address or a mobile number in the form it is stored and compared in. */
export interface Contact {
  field: 'email' | 'phone';
  channel: 'email' | 'sms';
  value: string;
}

/**
 * The contact a `target` names for its verification type: lower-case email, or the 11 digits of a mainland mobile.
 * @throws InvalidInput (body.target) when it is not one.
 */
export function contactOf(verifyType: VerifyType, target: string, path = 'target'): Contact {
  const field = verifyType === 'Email' ? 'email' : 'phone';
  const parsed = (field === 'email' ? email : chinesePhone).safeParse(target);
  if (!parsed.success) throw new InvalidInput('body', parsed.error.issues.map((issue) => ({ ...issue, path: [path] })), { [path]: target });
  return { field, channel: field === 'email' ? 'email' : 'sms', value: parsed.data };
}

/** Masks an address for display: a***@example.com, 138****5678. */
export function masked(field: Contact['field'], value: string | null): string {
  if (!value) return '';
  if (field === 'phone') return `${value.slice(0, 3)}****${value.slice(-4)}`;
  const at = value.lastIndexOf('@');
  return `${value.slice(0, 1)}***${value.slice(at)}`;
}
