import type { Resource } from 'i18next';
import en from '../../../../src/i18n/locales/en/export.json';
import { defineLoadable } from '../../../../src/i18n/load-language';

export const exportNamespace = 'export';

export const exportResources = { en: { [exportNamespace]: en } } satisfies Resource;

defineLoadable(exportNamespace, (language) => import(`../../../../src/i18n/locales/${language}/export.json`));
