import type { Resource } from 'i18next';
import en from '../../../../src/i18n/locales/en/frame.json';
import { defineLoadable } from '../../../../src/i18n/load-language';

/** The site frame's strings: country and language, the start, the shop link, the recommendation notice. */
export const frameNamespace = 'frame';

export const frameResources = { en: { [frameNamespace]: en } } satisfies Resource;

defineLoadable(frameNamespace, (language) => import(`../../../../src/i18n/locales/${language}/frame.json`));
