import { defineLoadable } from '../../../../src/i18n/load-language';

/**
 * The i18n namespace of the saved-work calls' messages (preferences, unit sets, the saved list). Its `unitSet` group
 * is SPEC §5's words of the contract (unitSetMessages) in each language; a test holds the English to the contract's.
 */
export const savedWorkNamespace = 'savedWork';

defineLoadable(savedWorkNamespace, (language) => import(`../../../../src/i18n/locales/${language}/saved-work.json`));
