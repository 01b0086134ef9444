import { normaliseLanguage } from '../../../../src/i18n';
import type { Account } from '../../database';
import type { NoticeKind } from '../delivery';
import type { Contact } from './contacts';
import type { AccountDeps } from './deps';

/**
 * Tells an account's owner, at one of its addresses and in the account's language, what was done with the account
 * or with the address. Sent after the answer, as codes are: a slow or failing mail server delays and fails no call.
 */
export function notifyOwner(deps: AccountDeps, account: Account, to: Pick<Contact, 'channel' | 'value'>, kind: NoticeKind, params: Record<string, string> = {}): void {
  const t = deps.translator(normaliseLanguage(account.language));
  deps.channels[to.channel]
    .notify({ target: to.value, kind, params, t })
    .catch((error: unknown) => deps.log.error({ err: error, channel: to.channel, notice: kind }, 'an account notice could not be sent'));
}

/** Where an account is told of a change that concerns it all: its email, else its phone; undefined with neither. */
export function mainContactOf(account: Account): Pick<Contact, 'channel' | 'value'> | undefined {
  if (account.email) return { channel: 'email', value: account.email };
  if (account.phone) return { channel: 'sms', value: account.phone };
  return undefined;
}
