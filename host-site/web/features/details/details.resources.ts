import type { Resource } from 'i18next';
import en from '../../../../src/i18n/locales/en/details.json';
import { defineLoadable } from '../../../../src/i18n/load-language';

export const detailsNamespace = 'details';

export const detailsResources = { en: { [detailsNamespace]: en } } satisfies Resource;

defineLoadable(detailsNamespace, (language) => import(`../../../../src/i18n/locales/${language}/details.json`));
