import type { Resource } from 'i18next';
import cn from '../../../../src/i18n/locales/cn/frame.json';
import en from '../../../../src/i18n/locales/en/frame.json';

/** The site frame's strings: country and language, the start, the shop link, the recommendation notice. */
export const frameNamespace = 'frame';

export const frameResources = { cn: { [frameNamespace]: cn }, en: { [frameNamespace]: en } } satisfies Resource;
