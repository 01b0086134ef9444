import type { i18n } from 'i18next';
import { createI18n } from '../../../src/i18n';
import cnSite from '../../../src/i18n/locales/cn/site.json';
import enSite from '../../../src/i18n/locales/en/site.json';

/** The site's i18next: the shared namespaces plus `site`, every string of the shell in cn and en. */
export function createSiteI18n(language: string): i18n {
  return createI18n(language, { cn: { site: cnSite }, en: { site: enSite } });
}
