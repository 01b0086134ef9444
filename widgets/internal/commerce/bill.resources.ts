import type { Resource } from 'i18next';
import cn from '../../../src/i18n/locales/cn/bill.json';
import en from '../../../src/i18n/locales/en/bill.json';
import { defineLoadable } from '../../../src/i18n/load-language';

/** The i18n namespace of the bill's choices (issue #35): a body's coil or stator, and that it was preselected. */
export const billNamespace = 'bill';

export const billResources = {
  cn: { [billNamespace]: cn },
  en: { [billNamespace]: en },
} satisfies Resource;

defineLoadable(billNamespace, (language) => import(`../../../src/i18n/locales/${language}/bill.json`));
