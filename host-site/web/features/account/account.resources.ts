import type { Resource } from 'i18next';
import en from '../../../../src/i18n/locales/en/account.json';
import { defineLoadable } from '../../../../src/i18n/load-language';

export const accountNamespace = 'account';

/** The account pages' and the user menu's strings; they come with those chunks, never with the shell. */
export const accountResources: Resource = {
  en: { [accountNamespace]: en },
};

/** A key of the account strings' `rule` group: the message a failed check shows beside its field. */
export type RuleMessage = keyof typeof en.rule;

defineLoadable(accountNamespace, (language) => import(`../../../../src/i18n/locales/${language}/account.json`));
