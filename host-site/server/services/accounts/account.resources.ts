import { defineLoadable } from '../../../../src/i18n/load-language';

/**
 * The i18n namespace of the account calls' messages (server side). Its `validation` group is SPEC §5's words of the
 * contract (accountMessages) in each language; a test holds the English to the contract's. The file is not
 * account.json, which holds the account pages' strings, nor its namespace: the pages' is `account`, and one process
 * that loads both (a test worker) must not have one replace the other's loader.
 */
export const accountNamespace = 'accountMessages';

defineLoadable(accountNamespace, (language) => import(`../../../../src/i18n/locales/${language}/account-messages.json`));
