import type { Resource } from 'i18next';
import en from '../../../../src/i18n/locales/en/selected-list.json';
import { defineLoadable } from '../../../../src/i18n/load-language';

export const selectedListNamespace = 'selected-list';

export const selectedListResources = { en: { [selectedListNamespace]: en } } satisfies Resource;

defineLoadable(selectedListNamespace, (language) => import(`../../../../src/i18n/locales/${language}/selected-list.json`));
