import type { Resource } from 'i18next';
import cn from '../../../src/i18n/locales/cn/commerce.json';
import en from '../../../src/i18n/locales/en/commerce.json';
import { defineLoadable } from '../../../src/i18n/load-language';

/** The i18n namespace of the bill of materials, its prices and the cart button; loaded with the panel's chunk. */
export const commerceNamespace = 'commerce';

export const commerceResources = {
  cn: { [commerceNamespace]: cn },
  en: { [commerceNamespace]: en },
} satisfies Resource;

defineLoadable(commerceNamespace, (language) => import(`../../../src/i18n/locales/${language}/commerce.json`));
