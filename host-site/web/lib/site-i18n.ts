import type { i18n } from 'i18next';
import { createI18nInstance } from '../../../src/i18n/instance';
import cnSite from '../../../src/i18n/locales/cn/site.json';
import enSite from '../../../src/i18n/locales/en/site.json';

/**
 * The site's i18next: `site`, every string of the shell (the error catalogue's too, under `failure`), in cn and
 * en. The other namespaces, `errors` and `units` too, come with the features and widgets that show them
 * (useBundles), so that the first load carries only the shell's strings: `errors` alone, the server's and the
 * engine's messages, weighs some 2 KB gzip.
 */
export function createSiteI18n(language: string): i18n {
  return createI18nInstance(language, { cn: { site: cnSite }, en: { site: enSite } });
}
