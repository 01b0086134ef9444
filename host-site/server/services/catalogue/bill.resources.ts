import { defineLoadable } from '../../../../src/i18n/load-language';

/** The bill's words (issue #35): what each line is for, and the refusal of a choice that is no option. */
export const billNamespace = 'bill';

defineLoadable(billNamespace, (language) => import(`../../../../src/i18n/locales/${language}/bill.json`));
