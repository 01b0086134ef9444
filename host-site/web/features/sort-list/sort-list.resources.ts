import type { Resource } from 'i18next';
import cn from '../../../../src/i18n/locales/cn/sort-list.json';
import en from '../../../../src/i18n/locales/en/sort-list.json';
import { defineLoadable } from '../../../../src/i18n/load-language';

export const sortListNamespace = 'sort-list';

export const sortListResources = { cn: { [sortListNamespace]: cn }, en: { [sortListNamespace]: en } } satisfies Resource;

defineLoadable(sortListNamespace, (language) => import(`../../../../src/i18n/locales/${language}/sort-list.json`));
