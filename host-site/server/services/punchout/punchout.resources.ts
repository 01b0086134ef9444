import { defineLoadable } from '../../../../src/i18n/load-language';

/** The words of the punch-out relay's page (issue 35): the basket on its way, or why it was not sent. */
export const punchoutNamespace = 'punchout';

defineLoadable(punchoutNamespace, (language) => import(`../../../../src/i18n/locales/${language}/punchout.json`));
