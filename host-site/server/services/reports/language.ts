// The report's words: its own namespace, and the details page's and the selector's (labels, reasons, curve names)
// that it shares with the screen, so that the report says what the screen said, in any of SPEC §1's fourteen
// languages. The catalogue's labels (family names) come in the report's language where the catalogue has it; the
// words the code keeps in cn and en only (technical field names, coded values) come in `wordsLanguage`.
import type { Resource } from 'i18next';
import type { ReportLanguage } from '../../../../src/contracts/report';
import { createI18n, languages, localeOf, mergeResources, type BundledLanguage, type Language } from '../../../../src/i18n';
import cnDetails from '../../../../src/i18n/locales/cn/details.json';
import deDetails from '../../../../src/i18n/locales/de/details.json';
import enDetails from '../../../../src/i18n/locales/en/details.json';
import esDetails from '../../../../src/i18n/locales/es/details.json';
import frDetails from '../../../../src/i18n/locales/fr/details.json';
import itDetails from '../../../../src/i18n/locales/it/details.json';
import jaDetails from '../../../../src/i18n/locales/ja/details.json';
import koDetails from '../../../../src/i18n/locales/ko/details.json';
import plDetails from '../../../../src/i18n/locales/pl/details.json';
import ptDetails from '../../../../src/i18n/locales/pt/details.json';
import ruDetails from '../../../../src/i18n/locales/ru/details.json';
import thDetails from '../../../../src/i18n/locales/th/details.json';
import trDetails from '../../../../src/i18n/locales/tr/details.json';
import uaDetails from '../../../../src/i18n/locales/ua/details.json';
import { serverTranslations } from '../../http/server-translations';
import type { Translate } from '../../http/translate';
import { selectionResources } from '../selection/language';
import { reportResources } from './report.resources';

const details: Resource = {
  cn: { details: cnDetails },
  en: { details: enDetails },
  it: { details: itDetails },
  fr: { details: frDetails },
  de: { details: deDetails },
  ko: { details: koDetails },
  ja: { details: jaDetails },
  th: { details: thDetails },
  pl: { details: plDetails },
  tr: { details: trDetails },
  es: { details: esDetails },
  ru: { details: ruDetails },
  ua: { details: uaDetails },
  pt: { details: ptDetails },
};

const shared = await Promise.all(languages.map(serverTranslations));
const resources = mergeResources(selectionResources, details, reportResources, ...shared);

const translators = new Map<Language, Translate>(
  languages.map((language) => {
    const i18n = createI18n(language, resources);
    return [language, (key: string, params?: Record<string, unknown>) => i18n.t(key, params ?? {})];
  }),
);

/** The language of the cn/en-only words a report in `language` shows (technical field names, coded values). */
export function wordsLanguage(language: ReportLanguage | BundledLanguage): BundledLanguage {
  return language === 'cn' ? 'cn' : 'en';
}

/** Translates into a report's language (selection, details and report namespaces included). */
export function reportTranslator(language: ReportLanguage): Translate {
  return translators.get(language)!;
}

/** The report's date as its language writes it (2026年11月24日, 24.11.2026, 11/24/2026 ...), in UTC. */
export function reportDate(when: Date, language: ReportLanguage): string {
  return new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'long', timeZone: 'UTC' }).format(when);
}
