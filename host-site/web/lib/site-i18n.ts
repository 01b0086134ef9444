import type { i18n } from 'i18next';
import { createI18nInstance } from '../../../src/i18n/instance';
import { followLoadableLanguages } from '../../../src/i18n/load-language';
import enSite from '../../../src/i18n/locales/en/site.json';
import { defineLoadable } from '../../../src/i18n/load-language';

/**
 * The site's i18next: `site`, every string of the shell (the error catalogue's too, under `failure`), in English
 * only. The other namespaces, `errors` and `units` too, come with the features and widgets that show them
 * (useBundles), so that the first load carries only the shell's strings: `errors` alone, the server's and the
 * engine's messages, weighs some 2 KB gzip. Every other language, Chinese too, comes on demand, per namespace,
 * when the user switches to one (the header's chooser, the country dialog) or the browser asks for it: no
 * visitor's first load carries a language they do not read.
 */
export function createSiteI18n(language: string): i18n {
  const instance = createI18nInstance(language, { en: { site: enSite } });
  followLoadableLanguages(instance);
  return instance;
}

defineLoadable('site', (language) => import(`../../../src/i18n/locales/${language}/site.json`));
