import type { Resource } from 'i18next';
import en from '../../../../src/i18n/locales/en/home.json';
import { defineLoadable } from '../../../../src/i18n/load-language';

export const homeNamespace = 'home';

export const homeResources = { en: { [homeNamespace]: en } } satisfies Resource;

defineLoadable(homeNamespace, (language) => import(`../../../../src/i18n/locales/${language}/home.json`));
