import type { Resource } from 'i18next';
import cn from '../../../../src/i18n/locales/cn/selected-list.json';
import en from '../../../../src/i18n/locales/en/selected-list.json';
import { defineLoadable } from '../../../../src/i18n/load-language';

export const selectedListNamespace = 'selected-list';

export const selectedListResources = { cn: { [selectedListNamespace]: cn }, en: { [selectedListNamespace]: en } } satisfies Resource;

defineLoadable(selectedListNamespace, (language) => import(`../../../../src/i18n/locales/${language}/selected-list.json`));
