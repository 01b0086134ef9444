import type { Resource } from 'i18next';
import en from '../../../../src/i18n/locales/en/sort-list.json';
import { defineLoadable } from '../../../../src/i18n/load-language';

export const sortListNamespace = 'sort-list';

export const sortListResources = { en: { [sortListNamespace]: en } } satisfies Resource;

defineLoadable(sortListNamespace, (language) => import(`../../../../src/i18n/locales/${language}/sort-list.json`));
