// The report's words: its own namespace, and the details page's and the selector's (labels, reasons, curve names)
// that it shares with the screen, so that the report says what the screen said, in any of SPEC §1's fourteen
// languages. The catalogue's labels (family names) come in the report's language where the catalogue has it; the
// words the code keeps in cn and en only (technical field names, coded values) come in `wordsLanguage`.
import type { ReportLanguage } from '../../../../src/contracts/report';
import { createI18n, languages, localeOf, type BundledLanguage, type Language } from '../../../../src/i18n';
import { defineLoadable, loadResources } from '../../../../src/i18n/load-language';
import { sharedNamespaces } from '../../../../src/i18n/shared-namespaces';
import type { Translate } from '../../../../src/i18n/translate';
import { selectionNamespace } from '../../../../src/selection/language';
import { reportNamespace } from './report.resources';

/** The details page's words, the same file the page shows. */
const detailsNamespace = 'details';

defineLoadable(detailsNamespace, (language) => import(`../../../../src/i18n/locales/${language}/details.json`));

const resources = await loadResources([selectionNamespace, detailsNamespace, reportNamespace, ...sharedNamespaces]);

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
