// The report's words: its own namespace, and the details page's and the selector's (labels, reasons, curve names)
// that it shares with the screen, so that the report says what the screen said. SPEC §1 offers fourteen languages;
// words exist in cn and en, so every other language reads English words (and keeps its own dates).
import type { ReportLanguage } from '../../../../src/contracts/report';
import { bundledLanguages, createI18n, localeOf, mergeResources, type BundledLanguage } from '../../../../src/i18n';
import cnDetails from '../../../../src/i18n/locales/cn/details.json';
import cnSelection from '../../../../src/i18n/locales/cn/selection.json';
import enDetails from '../../../../src/i18n/locales/en/details.json';
import enSelection from '../../../../src/i18n/locales/en/selection.json';
import type { Translate } from '../../http/translate';
import { reportResources } from './report.resources';

const resources = mergeResources(
  { cn: { selection: cnSelection, details: cnDetails }, en: { selection: enSelection, details: enDetails } },
  reportResources,
);

const translators = new Map<BundledLanguage, Translate>(
  bundledLanguages.map((language) => {
    const i18n = createI18n(language, resources);
    return [language, (key: string, params?: Record<string, unknown>) => i18n.t(key, params ?? {})];
  }),
);

/** The language whose words a report in `language` is written with: cn or en. */
export function wordsLanguage(language: ReportLanguage | BundledLanguage): BundledLanguage {
  return language === 'cn' ? 'cn' : 'en';
}

/** Translates into a report's language (selection, details and report namespaces included). */
export function reportTranslator(language: ReportLanguage | BundledLanguage): Translate {
  return translators.get(wordsLanguage(language))!;
}

/** The report's date as its language writes it (2026年11月24日, 24.11.2026, 11/24/2026 ...), in UTC. */
export function reportDate(when: Date, language: ReportLanguage): string {
  return new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'long', timeZone: 'UTC' }).format(when);
}
