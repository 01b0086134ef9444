import { defineLoadable } from '../../../../src/i18n/load-language';

/** The i18n namespace of the report's own words (the details page's and the selector's are reused beside it). */
export const reportNamespace = 'report';

defineLoadable(reportNamespace, (language) => import(`../../../../src/i18n/locales/${language}/report.json`));
